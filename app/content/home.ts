/**
 * Copy of the home page that is not shared with other pages (spec §2 "Home").
 */
export const homeHero = {
  title: 'Automate your vendor operations, from inventory to tracking',
  lead: 'VendorHub connects your Shopify store with your suppliers, distributors and fulfillment partners. Inventory, listings, prices and orders stay in sync, so your team stops copying data by hand.',
};

/** The results band (spec §2): exact figures. */
export const homeResults = [
  { value: '85%', label: 'less manual data entry' },
  { value: '92%', label: 'fewer inventory discrepancies' },
  { value: '20+', label: 'hours saved per week' },
];

export const homeCta = {
  title: 'Put your vendor operations on autopilot',
  lead: 'Connect your store and your first vendor in under 30 minutes. Every plan starts with a free trial.',
  note: '14-day free trial',
};
