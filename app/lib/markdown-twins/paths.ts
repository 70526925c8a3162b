/**
 * Which pages have a Markdown twin, and where it lives: the page's path with
 * `.md` appended (`/pricing` -> `/pricing.md`). Decided by the path alone, so
 * the meta helper can link a twin without shipping any content to the
 * browser; the site manifest routes exactly these, and a test checks that a
 * twin is generated for each of them.
 */
const SINGLE_PAGES = new Set([
  '/features',
  '/pricing',
  '/how-it-works',
  '/faq',
  '/vendor-integrations',
  '/custom-integrations',
  '/documentation',
  '/case-studies',
  '/release-notes',
  '/terms',
  '/privacy',
  '/cookies',
]);

/** Articles, vendor pages and case studies: one kebab-case segment under their hub. */
const COLLECTIONS =
  /^\/(documentation|vendor-integrations|case-studies)\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The twin's path for a page that has one. */
export function twinPathFor(pagePath: string): string | undefined {
  return SINGLE_PAGES.has(pagePath) || COLLECTIONS.test(pagePath) ? `${pagePath}.md` : undefined;
}

/** The page a twin path belongs to (`/pricing.md` -> `/pricing`), when it is a twin's path. */
export function pagePathForTwin(twinPath: string): string | undefined {
  if (!twinPath.endsWith('.md')) return undefined;
  const page = twinPath.slice(0, -'.md'.length);
  return twinPathFor(page) === twinPath ? page : undefined;
}
