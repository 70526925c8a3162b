import { siteUrl } from '~/config';
import { releaseNotes } from '~/content/releases';
import { sitemapXml } from '~/lib/feeds';
import { absoluteUrl } from '~/lib/seo';
import { sitePages } from '~/site-manifest';

// Pages whose content carries its own date; the others change with each build.
const LEGAL_UPDATED = '2025-07-11';

export function loader() {
  const built = new Date().toISOString().slice(0, 10);
  const entries = sitePages
    .filter((page) => page.indexable)
    .map((page) => ({
      url: absoluteUrl(siteUrl, page.path),
      lastModified:
        page.section === 'legal'
          ? LEGAL_UPDATED
          : page.path === '/release-notes'
            ? (releaseNotes[0]?.date ?? built)
            : built,
    }));
  return new Response(sitemapXml(entries), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
