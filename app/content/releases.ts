/**
 * Release notes on /release-notes, newest first (spec §2 "Release notes",
 * §9: latest 2.1.0, August 2025).
 */
import type { ReleaseNote } from './schema';

export const releaseNotes: ReleaseNote[] = [
  {
    version: '2.1.0',
    date: '2025-08-19',
    summary:
      'Link existing Shopify products through the API, new collection and quantity checks, and faster AI listing optimization.',
    notes: {
      newFeatures: [
        'API: POST /wh/api/platform/v1/products links an existing Shopify product to a vendor by its platform identifier (Premium and Enterprise)',
        'API: GET /wh/api/v1/products/count returns the number of products linked to your store',
        "Collection check: VendorHub now warns when a vendor's Smart Collection is missing or its condition does not match the vendor tag",
        "Quantity check: compare a product's Shopify quantity with the vendor quantity minus Quantity Delta, side by side",
        'Crystorama and Allegri Crystal are now live as pre-built integrations',
      ],
      improvements: [
        'AI Listing Optimization in Search & Push now rewrites titles and descriptions about twice as fast',
        'Sync statistics on the vendor page now split products by webhook, Search & Push and API',
        'Health check messages now link straight to the matching troubleshooting article',
        'Store Settings shows when Sync Data last loaded your collections and locations',
      ],
      bugFixes: [
        'Fixed products with a trailing space in their SKU failing the health check',
        'Fixed the Orders tab showing an order as pending after the vendor had marked it Complete',
        'Fixed a rare case where a cost update from an Excel upload was not applied until the next hourly sync',
      ],
    },
  },
  {
    version: '2.0.0',
    date: '2025-06-17',
    summary:
      'Search & Push with AI Listing Optimization and Pre-Push Editing, the first version of the REST API, and a redesigned vendor page.',
    notes: {
      newFeatures: [
        "Search & Push: search a vendor's catalog and push products to Shopify as live or draft",
        'AI Listing Optimization in Search & Push rewrites titles and descriptions before they reach your store (Premium)',
        'Pre-Push Editing: a staging area to review and edit products before pushing them (Premium)',
        'REST API v1 (Premium and Enterprise): create, list, count and update products with a Bearer token, including quantity and price updates by SKU',
        'Redesigned vendor detail page with Vendor Store Settings, integrated products and their health in one place',
      ],
      improvements: [
        'Vendor Store Settings now let you choose separately whether to sync price, cost and quantity',
        'Last sync timestamps for quantity, cost and price on every vendor page',
        'Faster first sync for vendors with more than 10,000 products',
      ],
      bugFixes: [
        'Fixed Smart Collection selection resetting after Sync Data in Store Settings',
        'Fixed draft products being published when a vendor restocked them',
        'Fixed duplicate notifications when an order was routed to a vendor',
      ],
    },
  },
  {
    version: '1.9.0',
    date: '2025-04-15',
    summary:
      'Product health checks, bulk product creation with AI-written titles and descriptions, and MSRP enforcement.',
    notes: {
      newFeatures: [
        'Health checks: every integrated product now shows its health, with the reason when a check fails: SKU mismatch, duplicate SKUs, missing vendor tag, expired vendor credentials or changed store permissions',
        'Bulk product creation with AI-written titles and descriptions, free on Plus and Premium and a paid option on Basic',
        "Enforce MSRP in Price Rules caps prices at the vendor's suggested retail price, alongside Enforce MAP",
      ],
      improvements: [
        'Price Rules now apply markup, then MAP, then MSRP in a fixed, documented order',
        'Clearer errors when vendor credentials are rejected, with a link to Vendor Settings',
        'The Add Vendor(s) list now shows which vendors your plan includes',
      ],
      bugFixes: [
        'Fixed markup rounding that could produce prices like $82.4999',
        'Fixed FTP connections timing out on very large vendor files',
        'Fixed the vendor tag not being shown on the vendor detail page for some vendors',
      ],
    },
  },
  {
    version: '1.8.0',
    date: '2025-02-11',
    summary:
      'Two-way tag sync, free bulk linking by SKU, and Excel uploads for vendors without an API.',
    notes: {
      newFeatures: [
        "Two-way tag sync: tag a product in Shopify with a vendor's tag and it is linked to that vendor automatically",
        'Deleting a product in Shopify now unlinks and archives it in VendorHub, and no further updates are sent',
        'Bulk linking: link existing Shopify products to a vendor in one step when SKUs match exactly',
        'Excel (.xlsx) uploads for vendors who share inventory and prices as spreadsheets',
      ],
      improvements: [
        'Products that already exist with the same SKU are now reported instead of skipped silently',
        'Sync Data in Store Settings now loads new Shopify locations as well as collections',
        'CSV uploads accept semicolon-separated files',
      ],
      bugFixes: [
        'Fixed quantities not updating for products with more than 100 variants',
        'Fixed a time zone error in last sync timestamps for stores outside the US',
      ],
    },
  },
  {
    version: '1.7.0',
    date: '2024-12-10',
    summary:
      'Tracking numbers pushed back to Shopify automatically, and Quantity Delta for safety stock.',
    notes: {
      newFeatures: [
        "Tracking push-back: when a vendor ships and the order is Complete, the tracking number is added to the Shopify order, the order is marked fulfilled and Shopify sends the customer's shipping email",
        'Quantity Delta: hold back safety stock per vendor; the quantity in Shopify is the vendor quantity minus the delta',
        'Orders tab on the vendor detail page, with order and fulfillment status',
      ],
      improvements: [
        'Orders are now routed by the Location of the products in them, so mixed carts reach every vendor involved',
        'Manual sync with the Sync Products button now runs in the background and shows its progress',
        'Faster hourly sync for vendors that share data by FTP',
      ],
      bugFixes: [
        'Fixed orders with a gift card line not being routed to the vendor',
        'Fixed price updates being skipped when a vendor cost had more than two decimals',
        'Fixed vendor portal logins expiring before the hourly sync finished',
      ],
    },
  },
];
