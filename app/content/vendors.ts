/**
 * The vendor catalogue (spec §3 "Vendors by category"). Vendors with a slug
 * have their own page at /vendor-integrations/{slug}.
 */

export type VendorStatus = 'live' | 'beta' | 'coming-soon';

export interface Vendor {
  /** Display name, also sent with vendor integration requests. */
  name: string;
  status: VendorStatus;
  /** Present when the vendor has its own page. */
  slug?: string;
}

export interface VendorCategory {
  name: string;
  vendors: Vendor[];
}

export const vendorCategories: VendorCategory[] = [
  {
    name: 'Furniture & Lighting',
    vendors: [
      { name: 'Nora Lighting', status: 'live', slug: 'nora' },
      { name: 'Oxygen Lighting', status: 'live', slug: 'oxygen' },
      { name: 'Quorum International', status: 'live', slug: 'quorum' },
      { name: 'Cyan Design', status: 'live', slug: 'cyan' },
      { name: 'Kuzco Lighting', status: 'live', slug: 'kuzco' },
      { name: 'Crystorama', status: 'live', slug: 'crystorama' },
      { name: 'Kalco Lighting', status: 'live', slug: 'kalco' },
      { name: 'Maxim Lighting', status: 'live', slug: 'maxim' },
      { name: 'Allegri Crystal', status: 'live', slug: 'allegri' },
      { name: 'James+James', status: 'beta' },
    ],
  },
  {
    name: 'Marketplaces',
    vendors: [
      { name: 'Amazon MCF', status: 'live', slug: 'amazon' },
      { name: 'Shopify', status: 'live', slug: 'shopify' },
    ],
  },
  {
    name: 'Adult',
    vendors: [
      { name: 'Entrenue', status: 'live', slug: 'entrenue' },
      { name: 'Holiday Products', status: 'live', slug: 'holiday' },
      { name: "Honey's Place", status: 'live', slug: 'honey' },
      { name: 'Williams Trading', status: 'live', slug: 'williams' },
    ],
  },
  {
    name: 'Automotive',
    vendors: [
      { name: 'Parts Unlimited', status: 'beta' },
      { name: 'WheelPros', status: 'coming-soon' },
    ],
  },
  {
    name: 'Medical Supplies',
    vendors: [
      { name: 'Medline', status: 'beta' },
      { name: 'McKesson', status: 'coming-soon' },
    ],
  },
];

/** Every vendor that has its own page, in catalogue order. */
export const vendorsWithPages = vendorCategories.flatMap((category) =>
  category.vendors
    .filter((vendor): vendor is Vendor & { slug: string } => vendor.slug !== undefined)
    .map((vendor) => ({ ...vendor, category: category.name })),
);

export function findVendorBySlug(slug: string | undefined) {
  return vendorsWithPages.find((vendor) => vendor.slug === slug);
}

/** A vendor's page content (spec §3 "Vendor profile"), keyed by slug in vendor-profiles.ts. */
export interface VendorProfile {
  /** Display name; the same as the catalogue entry's name. */
  name: string;
  /** One or two sentences for the page lead and the meta description (120-160 characters). */
  description: string;
  integrationMethod: 'API' | 'FTP';
  /** Pre-built integrations are set up free (spec §3, §9). */
  setupCost: 'Free';
  /** Two or three paragraphs about the vendor and what the integration does with its data. */
  about: string[];
  /** The vendor's public website, https. */
  website: string;
  /** City and region or country. */
  headquarters: string;
  /** The catalogue category the vendor is listed under. */
  category: string;
  /** Approximate catalogue size as shown, for example '3,000+'. */
  productCount: string;
  /** What the vendor is known for, in a short phrase. */
  specialization: string;
}
