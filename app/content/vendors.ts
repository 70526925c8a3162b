/**
 * The vendor catalog (spec §3 "Vendors by category"). Vendors with a slug
 * have their own page at /vendor-integrations/{slug}. Each vendor's `tier`
 * names the catalog tier (plans.ts `catalogTiers`), and `plansForVendor` in
 * plans.ts turns it into the plans that include the vendor. This module stays
 * free of plan data because the catalog page ships it to the browser.
 */
import type { Vendor, VendorCategory } from './schema';

export type { Vendor, VendorCategory, VendorProfile, VendorStatus } from './schema';

export const vendorCategories: VendorCategory[] = [
  {
    name: 'Furniture & Lighting',
    vendors: [
      { name: 'Nora Lighting', status: 'live', slug: 'nora', tier: 'core' },
      { name: 'Oxygen Lighting', status: 'live', slug: 'oxygen', tier: 'core' },
      { name: 'Quorum International', status: 'live', slug: 'quorum', tier: 'core' },
      { name: 'Cyan Design', status: 'live', slug: 'cyan', tier: 'core' },
      { name: 'Kuzco Lighting', status: 'live', slug: 'kuzco', tier: 'core' },
      { name: 'Crystorama', status: 'live', slug: 'crystorama', tier: 'core' },
      { name: 'Kalco Lighting', status: 'live', slug: 'kalco', tier: 'core' },
      { name: 'Maxim Lighting', status: 'live', slug: 'maxim', tier: 'core' },
      { name: 'Allegri Crystal', status: 'live', slug: 'allegri', tier: 'core' },
      { name: 'James+James', status: 'beta', tier: 'full' },
    ],
  },
  {
    name: 'Marketplaces',
    vendors: [
      { name: 'Amazon MCF', status: 'live', slug: 'amazon', tier: 'extended' },
      { name: 'Shopify', status: 'live', slug: 'shopify', tier: 'full' },
    ],
  },
  {
    name: 'Adult',
    vendors: [
      { name: 'Entrenue', status: 'live', slug: 'entrenue', tier: 'extended' },
      { name: 'Holiday Products', status: 'live', slug: 'holiday', tier: 'extended' },
      { name: "Honey's Place", status: 'live', slug: 'honey', tier: 'extended' },
      { name: 'Williams Trading', status: 'live', slug: 'williams', tier: 'extended' },
    ],
  },
  {
    name: 'Automotive',
    vendors: [
      { name: 'Parts Unlimited', status: 'beta', tier: 'full' },
      { name: 'WheelPros', status: 'coming-soon', tier: 'full' },
    ],
  },
  {
    name: 'Medical Supplies',
    vendors: [
      { name: 'Medline', status: 'beta', tier: 'full' },
      { name: 'McKesson', status: 'coming-soon', tier: 'full' },
    ],
  },
];

/** Every vendor that has its own page, in catalog order. */
export const vendorsWithPages = vendorCategories.flatMap((category) =>
  category.vendors
    .filter((vendor): vendor is Vendor & { slug: string } => vendor.slug !== undefined)
    .map((vendor) => ({ ...vendor, category: category.name })),
);

export function findVendorBySlug(slug: string | undefined) {
  return vendorsWithPages.find((vendor) => vendor.slug === slug);
}
