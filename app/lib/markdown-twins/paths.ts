/**
 * Which pages have a Markdown twin, and where it lives: the page's path with
 * `.md` appended (`/pricing` -> `/pricing.md`). Decided by the path alone, in
 * one pattern, so the meta helper can link a twin without shipping content to
 * the browser; the site manifest lists exactly these, and a test checks that a
 * twin is generated for each of them.
 */
const HAS_TWIN =
  /^\/(?:features|pricing|how-it-works|faq|custom-integrations|release-notes|terms|privacy|cookies|(?:documentation|vendor-integrations|case-studies)(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?)$/;

/** The twin's path for a page that has one. */
export function twinPathFor(pagePath: string): string | undefined {
  return HAS_TWIN.test(pagePath) ? `${pagePath}.md` : undefined;
}

/** The page a twin path belongs to (`/pricing.md` -> `/pricing`), when it is a twin's path. */
export function pagePathForTwin(twinPath: string): string | undefined {
  const page = twinPath.replace(/\.md$/, '');
  return page !== twinPath && twinPathFor(page) ? page : undefined;
}
