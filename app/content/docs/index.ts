/**
 * The order of the documentation articles (spec §2): back/next links, the
 * hub's cards, the prerender list and the sitemap all follow it. Each slug has
 * a Markdown file beside this module.
 */
export const docCategories = [
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'user-guide', label: 'User Guide' },
  { id: 'troubleshooting', label: 'Troubleshooting' },
] as const;

export type DocCategoryId = (typeof docCategories)[number]['id'];

export const docsOrder = [
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
] as const;

export type DocSlug = (typeof docsOrder)[number];
