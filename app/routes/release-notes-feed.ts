import { siteUrl } from '~/config';
import { releaseNotes } from '~/content/releases';
import { rssXml } from '~/lib/feeds';
import { versionId } from '~/lib/slug';

export function loader() {
  const page = `${siteUrl}/release-notes`;
  const xml = rssXml({
    title: 'VendorHub release notes',
    url: page,
    feedUrl: `${siteUrl}/release-notes/feed.xml`,
    description: 'New features, improvements and bug fixes in every VendorHub release.',
    items: releaseNotes.map((release) => ({
      title: `Version ${release.version}`,
      url: `${page}#${versionId(release.version)}`,
      date: release.date,
      description: release.summary,
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
