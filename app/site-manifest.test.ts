import { describe, expect, it } from 'vitest';
import { docsOrder } from './content/docs/index';
import { notFoundPages, prerenderPaths, sitePages } from './site-manifest';

// The route table of spec §2, written out once more on purpose: the manifest
// must produce exactly these pages.
const specRoutes = [
  '/',
  '/features',
  '/pricing',
  '/about',
  '/how-it-works',
  '/faq',
  '/contact',
  '/documentation',
  '/release-notes',
  '/terms',
  '/privacy',
  '/careers',
  '/application',
  '/cookies',
  '/custom-integrations',
  '/case-studies',
  '/case-studies/fashionplus',
  '/case-studies/fixturefarm',
  '/case-studies/evertail',
  '/case-studies/condomania',
  '/vendor-integrations',
  ...[
    'entrenue',
    'cyan',
    'nora',
    'oxygen',
    'kalco',
    'maxim',
    'allegri',
    'quorum',
    'shopify',
    'holiday',
    'honey',
    'williams',
    'amazon',
    'kuzco',
    'crystorama',
  ].map((slug) => `/vendor-integrations/${slug}`),
  ...docsOrder.map((slug) => `/documentation/${slug}`),
];

// Beyond the spec's table: where a form sent without JavaScript lands, its
// thank-you page or its error page. Kept out of the index.
const formResultRoutes = ['contact', 'vendor-request', 'application', 'quote'].flatMap((id) => [
  `/form/${id}/sent`,
  `/form/${id}/error`,
]);

describe('site manifest', () => {
  it('lists exactly the routes of the spec', () => {
    expect(sitePages.map((p) => p.path).sort()).toEqual(
      [...specRoutes, ...formResultRoutes].sort(),
    );
  });

  it('has the fourteen documentation articles in the spec order', () => {
    expect(docsOrder).toEqual([
      'quick-start-guide',
      'connect-shopify',
      'add-vendor',
      'prepare-products',
      'product-creation',
      'dashboard-overview',
      'search-and-push',
      'two-way-syncing',
      'inventory-management',
      'order-management',
      'health-check',
      'collection-check',
      'quantity-check',
      'pricing-rules',
    ]);
  });

  it('gives every page a unique path and route id', () => {
    expect(new Set(sitePages.map((p) => p.path)).size).toBe(sitePages.length);
    expect(new Set(sitePages.map((p) => p.id)).size).toBe(sitePages.length);
  });

  it('prerenders every page and every not-found page', () => {
    const paths = prerenderPaths();
    for (const page of sitePages) expect(paths).toContain(page.path);
    for (const page of notFoundPages) expect(paths).toContain(page.prerenderPath);
  });

  it('keeps only the application form and the form result pages out of the index', () => {
    expect(sitePages.filter((p) => !p.indexable).map((p) => p.path)).toEqual([
      '/application',
      ...formResultRoutes,
    ]);
  });

  it('matches unknown vendor slugs to the vendor not-found page, anything else to the general one', () => {
    const match = (path: string) => notFoundPages.find((p) => p.matches(path))?.file;
    expect(match('/vendor-integrations/acme')).toBe('vendor-integrations/404.html');
    expect(match('/vendor-integrations/acme/extra')).toBe('404.html');
    expect(match('/whatever')).toBe('404.html');
  });
});
