/**
 * The small example panels beside each section of /features. They follow one
 * imaginary product through VendorHub, so every figure must agree with the
 * spec's own examples (§4): Quantity Delta 10 - 3 = 7, and the price rule
 * cost $50.00 + 65% = $82.50, raised to MAP $85.00, left there by MSRP $100.00.
 */

import type { FeatureIllustration } from './schema';

export type { FeatureIllustration };

const product = {
  title: 'Brass Arc Floor Lamp, Dimmable',
  sku: 'ACM-2041',
  vendor: 'Acme Lighting',
};

/** Keyed by the section ids of `featureSections` in ./features. */
export const featureIllustrations: Record<string, FeatureIllustration> = {
  'inventory-sync': {
    kind: 'sync-log',
    caption: `Example sync log for the vendor ${product.vendor}: two hourly syncs and a manual sync.`,
    title: 'Sync log',
    aside: product.vendor,
    entries: [
      { time: '09:00', label: 'Hourly sync', detail: 'Quantity, cost and price updated' },
      { time: '09:42', label: 'Manual sync', detail: 'Started with Sync Products' },
      {
        time: '10:00',
        label: 'Hourly sync',
        detail: `${product.sku}: vendor quantity 10, Quantity Delta 3, 7 in store`,
      },
    ],
  },
  'listing-automation': {
    kind: 'listing',
    caption:
      'Example Shopify product created from a vendor catalog, with an AI-written title and description.',
    title: 'New product',
    aside: 'Shopify',
    badge: 'AI-written',
    productTitle: product.title,
    description:
      'A slim brass arc that reaches over your sofa, with a linen shade and a foot dimmer for evening light.',
    facts: [
      { label: 'SKU', value: product.sku },
      { label: 'Vendor tag', value: 'acme-lighting' },
      { label: 'Status', value: 'Draft' },
    ],
  },
  'price-management': {
    kind: 'price-rule',
    caption: 'Example price rule: a 65% markup on a $50.00 cost, with MAP and MSRP enforced.',
    title: 'Price rule',
    aside: 'Runs on every sync',
    cost: { label: 'Vendor cost', price: '$50.00' },
    steps: [
      { rule: 'Markup +65%', price: '$82.50', note: '$50.00 × 1.65' },
      { rule: 'Enforce MAP $85.00', price: '$85.00', note: 'Below MAP, raised to MAP' },
      { rule: 'Enforce MSRP $100.00', price: '$85.00', note: 'Not above MSRP, unchanged' },
    ],
    result: { label: 'Price in your store', price: '$85.00' },
  },
  'order-workflow': {
    kind: 'order-timeline',
    caption:
      'Example order timeline: routed to the vendor, shipped, complete, tracking pushed to Shopify.',
    title: 'Order #1042',
    aside: 'Fulfilled',
    steps: [
      { label: 'Routed', detail: `Sent to ${product.vendor} by the product's Location` },
      { label: 'Shipped', detail: 'The vendor ships the parcel' },
      { label: 'Complete', detail: 'The vendor marks the order Complete' },
      {
        label: 'Tracking pushed',
        detail: 'Tracking number added, order fulfilled, shipping email sent',
      },
    ],
  },
};
