/**
 * The `<link rel="alternate" type="text/markdown">` of a page that has a Markdown twin,
 * written into its prerendered HTML by the post-build step. It lives in the HTML, not in the
 * pages' meta code, so the rule of which pages have a twin is never shipped to the browser:
 * the link is for assistants and agents, which read the HTML as served.
 */
import { twinPathFor } from '#app/lib/markdown-twins/paths.ts';
import { absoluteUrl } from '#app/lib/seo.ts';

/** The page path a prerendered file serves: `pricing/index.html` → `/pricing`. */
export function pagePathOf(relativeFile: string): string {
  const dir = relativeFile.replace(/\\/g, '/').replace(/(^|\/)index\.html$/, '');
  return `/${dir}`.replace(/\/$/, '') || '/';
}

/** The HTML with its page's twin linked in the head; unchanged for a page without one. */
export function withTwinLink(html: string, pagePath: string, siteUrl: string): string {
  const twin = twinPathFor(pagePath);
  if (!twin || html.includes('rel="alternate" type="text/markdown"')) return html;
  const link = `<link rel="alternate" type="text/markdown" href="${absoluteUrl(siteUrl, twin)}"/>`;
  return html.replace('</head>', `${link}</head>`);
}
