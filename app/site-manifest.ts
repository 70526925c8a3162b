/**
 * Every URL of the site, in one list. The route table (app/routes.ts), the
 * prerender list (react-router.config.ts), the server's page table and the
 * sitemap all read it, so a page is added in exactly one place.
 *
 * Imports here stay relative and free of Vite-only features: this module is
 * also loaded by the React Router config and by Node scripts.
 */
import { caseStudies } from './content/case-studies';
import { docsOrder } from './content/docs/index';
import { vendorsWithPages } from './content/vendors';

export type Section =
  'home' | 'product' | 'docs' | 'vendors' | 'case-studies' | 'company' | 'careers' | 'legal';

export interface SitePage {
  /** URL path without a trailing slash ('/' for home). */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Route id; pages sharing a module (docs, vendors, case studies) need distinct ids. */
  id: string;
  section: Section;
  /** False keeps the page out of the sitemap and adds noindex (the application form). */
  indexable: boolean;
}

function page(path: string, file: string, section: Section, indexable = true): SitePage {
  const id = path === '/' ? 'home' : path.slice(1);
  return { path, file, id, section, indexable };
}

export const sitePages: SitePage[] = [
  page('/', 'routes/home.tsx', 'home'),
  page('/features', 'routes/features.tsx', 'product'),
  page('/pricing', 'routes/pricing.tsx', 'product'),
  page('/how-it-works', 'routes/how-it-works.tsx', 'product'),
  page('/vendor-integrations', 'routes/vendor-integrations.tsx', 'vendors'),
  ...vendorsWithPages.map((vendor) =>
    page(`/vendor-integrations/${vendor.slug}`, 'routes/vendor.tsx', 'vendors'),
  ),
  page('/custom-integrations', 'routes/custom-integrations.tsx', 'vendors'),
  page('/documentation', 'routes/documentation.tsx', 'docs'),
  ...docsOrder.map((slug) => page(`/documentation/${slug}`, 'routes/doc-article.tsx', 'docs')),
  page('/faq', 'routes/faq.tsx', 'product'),
  page('/case-studies', 'routes/case-studies.tsx', 'case-studies'),
  ...caseStudies.map((study) =>
    page(`/case-studies/${study.slug}`, 'routes/case-study.tsx', 'case-studies'),
  ),
  page('/about', 'routes/about.tsx', 'company'),
  page('/contact', 'routes/contact.tsx', 'company'),
  page('/careers', 'routes/careers.tsx', 'careers'),
  page('/application', 'routes/application.tsx', 'careers', false),
  page('/release-notes', 'routes/release-notes.tsx', 'product'),
  page('/terms', 'routes/terms.tsx', 'legal'),
  page('/privacy', 'routes/privacy.tsx', 'legal'),
  page('/cookies', 'routes/cookies.tsx', 'legal'),
];

/**
 * Not-found pages. Each is prerendered at `prerenderPath`, moved to `file` by
 * the post-build step, and served with HTTP 404 for any unknown path that
 * `matches`. The first match wins, so the catch-all comes last. `matches` must
 * agree with the client route table: the page hydrates at the visitor's URL.
 */
export interface NotFoundPage {
  prerenderPath: string;
  file: string;
  matches: (pathname: string) => boolean;
}

export const notFoundPages: NotFoundPage[] = [
  {
    prerenderPath: '/vendor-integrations/__not-found',
    file: 'vendor-integrations/404.html',
    matches: (pathname) => /^\/vendor-integrations\/[^/]+$/.test(pathname),
  },
  { prerenderPath: '/__not-found', file: '404.html', matches: () => true },
];

/** Every path React Router prerenders. */
export function prerenderPaths(): string[] {
  return [...sitePages.map((p) => p.path), ...notFoundPages.map((p) => p.prerenderPath)];
}

export function findPage(path: string): SitePage | undefined {
  return sitePages.find((p) => p.path === path);
}
