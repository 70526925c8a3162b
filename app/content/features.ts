/**
 * Feature copy for the home grid, the hero highlights and the /features page
 * (spec §1 and §2 "Home", "Features").
 */
import { apiPlansLabel } from './plans';
import type { Feature, FeatureSection } from './schema';

/** The four short highlights under the home hero. */
export const homeHighlights: string[] = [
  'Inventory synced about every hour',
  'AI-written titles and descriptions',
  'Markup rules with MAP and MSRP enforcement',
  'Orders routed, tracking pushed back',
];

/** The grid of eight features on the home page. */
export const homeFeatures: Feature[] = [
  {
    icon: 'refresh',
    title: 'Hourly inventory sync',
    description:
      'Vendor stock levels reach your Shopify store about every hour, with no spreadsheets in between. Need it sooner? Start a manual sync whenever you like.',
  },
  {
    icon: 'sparkles',
    title: 'AI-written listings',
    description:
      "Turn a vendor's raw catalog data into complete Shopify products, with clear titles and descriptions written by AI and ready to publish or keep as drafts.",
  },
  {
    icon: 'tag',
    title: 'Price sync with markup rules',
    description:
      'Set a markup per vendor and VendorHub recalculates your retail price whenever the vendor changes its cost. Your margins stay where you set them.',
  },
  {
    icon: 'shield',
    title: 'MAP and MSRP enforcement',
    description:
      'Turn on Enforce MAP and Enforce MSRP and no price goes out below the minimum advertised price or above the suggested retail price.',
  },
  {
    icon: 'truck',
    title: 'Automatic order routing',
    description:
      "New orders go to the right vendor on their own. When the vendor ships, the tracking number is pushed back to the Shopify order and your customer's shipping email goes out.",
  },
  {
    icon: 'plug',
    title: 'Works with any vendor',
    description:
      'Connect vendors by direct API, CSV or Excel upload, vendor portal or FTP feed. Pre-built integrations are ready to use with no setup fee.',
  },
  {
    icon: 'link',
    title: 'Two-way tag sync',
    description:
      "Tag a product in Shopify with a vendor's tag and it is linked to that vendor automatically. Delete it in Shopify and it is unlinked and archived in VendorHub.",
  },
  {
    icon: 'chart',
    title: 'Health checks',
    description:
      'Every linked product is checked for SKU mismatches, duplicate SKUs, missing vendor tags and expired credentials, so problems surface before customers see them.',
  },
];

/** The four sections of /features, in page order. */
export const featureSections: FeatureSection[] = [
  {
    id: 'inventory-sync',
    title: 'Inventory sync',
    description:
      "Stop selling what your vendors no longer have. VendorHub reads each vendor's stock about every hour and writes it to the vendor's own Location in Shopify, minus the safety stock you choose.",
    bullets: [
      'Automatic sync about every hour, plus a Sync Products button for an immediate update',
      'Quantities are written to a dedicated Shopify Location for each vendor, so stock and orders stay separated',
      'Quantity Delta holds back safety stock: a vendor quantity of 10 with a delta of 3 shows 7 in your store',
      'Last sync timestamps for quantity, cost and price on every vendor page',
      'Works the same whether the vendor sends data by API, CSV or Excel file, vendor portal or FTP',
    ],
  },
  {
    id: 'listing-automation',
    title: 'Listing automation',
    description:
      "Create Shopify products straight from your vendor's catalog instead of copying them by hand. AI writes the titles and descriptions, and VendorHub keeps every listing linked to its vendor.",
    bullets: [
      'Bulk product creation with AI-written titles and descriptions, free on Plus and Premium and a paid option on Basic',
      'Search & Push finds products in a vendor catalog and publishes them live or as drafts; on Premium it adds AI Listing Optimization and Pre-Push Editing',
      'Bulk linking of products already in your store is free when SKUs match exactly',
      'An existing product with the same SKU is reported, never duplicated',
      'Every new product gets the vendor tag, so Smart Collections pick it up automatically',
    ],
  },
  {
    id: 'price-management',
    title: 'Price management',
    description:
      "Keep retail prices in step with vendor costs and inside the vendor's pricing policy. Price rules run on every sync, so a cost change upstream becomes a correct price in your store within the hour.",
    bullets: [
      "A markup percentage per vendor, applied to the vendor's cost",
      'Enforce MAP raises any price below the minimum advertised price up to MAP',
      'Enforce MSRP caps any price above the suggested retail price at MSRP',
      'Example: cost $50 with a 65% markup gives $82.50; a MAP of $85 makes it $85; an MSRP of $100 leaves it at $85',
      'Choose per vendor whether to sync price, cost and quantity',
    ],
  },
  {
    id: 'order-workflow',
    title: 'Order workflow',
    description:
      'Orders leave your store and reach the vendor who holds the stock, without copy and paste. When the parcel ships, the tracking number comes back to Shopify on its own.',
    bullets: [
      'Each order is routed to a vendor by the Location of the products in it',
      'Order status and fulfillment status visible on the Orders tab of each vendor',
      'When the vendor ships and the order is Complete, the tracking number is added to the Shopify order',
      "The order is marked fulfilled, which triggers Shopify's shipping confirmation email to your customer",
      'Orders over your monthly plan limit are still routed; we notify you and suggest an upgrade instead of charging you',
    ],
  },
];

/** The six extra feature cards below the sections on /features. */
export const extraFeatures: Feature[] = [
  {
    icon: 'layers',
    title: 'Quantity Delta',
    description:
      'Keep a safety buffer per vendor. The quantity you sell is the vendor quantity minus the delta, and never goes below zero.',
  },
  {
    icon: 'box',
    title: 'Smart Collections and Locations',
    description:
      'Map each vendor to a Smart Collection (product tag equals the vendor tag) and a Shopify Location, so products, stock and orders always know which vendor they belong to.',
  },
  {
    icon: 'bell',
    title: 'Health checks',
    description:
      'See the health of every integrated product, with the reason when a check fails: SKU mismatch, duplicate SKUs, a missing vendor tag, expired vendor credentials or changed store permissions.',
  },
  {
    icon: 'link',
    title: 'Two-way tag sync',
    description:
      'Add the vendor tag in Shopify to link a product. Delete the product in Shopify and VendorHub archives it and stops sending updates.',
  },
  {
    icon: 'chart',
    title: 'Sync statistics',
    description:
      'Each vendor page shows how products were synced, by webhook, by Search & Push or by API, with the time of the last quantity, cost and price update.',
  },
  {
    icon: 'plug',
    title: 'REST API',
    description: `On ${apiPlansLabel}, create, link, list and update vendor products from your own systems with a Bearer-token JSON API.`,
  },
];
