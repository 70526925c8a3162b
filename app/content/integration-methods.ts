/**
 * How a pre-built integration works, by method, and what it keeps in sync
 * (spec §1, §3, §9). Vendor pages show the part for their method.
 */
export const integrationMethodSteps: Record<'API' | 'FTP', { title: string; steps: string[] }> = {
  FTP: {
    title: 'How the FTP integration works',
    steps: [
      'You add the vendor in VendorHub and enter the FTP details the vendor gave you in Vendor Settings.',
      "About every hour, VendorHub collects the vendor's inventory and price files from its FTP server and matches every row to your products by SKU.",
      'Your Quantity Delta is subtracted from each quantity, and your price rules (markup, Enforce MAP, Enforce MSRP) set each price.',
      'Orders for the vendor’s products are sent to the vendor, and tracking numbers come back to your Shopify orders as the vendor provides them.',
    ],
  },
  API: {
    title: 'How the API integration works',
    steps: [
      'You add the vendor in VendorHub and enter the API keys the vendor gave you in Vendor Settings.',
      "VendorHub reads stock and prices from the vendor's API about every hour, or right away when you click Sync Products.",
      'Your Quantity Delta is subtracted from each quantity, and your price rules (markup, Enforce MAP, Enforce MSRP) set each price.',
      'New orders go to the vendor through its API as soon as they are placed, and the tracking number is written back to the Shopify order, which is marked fulfilled.',
    ],
  },
};

export const whatSyncs = [
  {
    title: 'Inventory',
    text: 'Quantities about every hour, with a manual sync whenever you need it, minus your Quantity Delta.',
  },
  {
    title: 'Prices',
    text: 'Cost and price with your markup, and MAP and MSRP enforced when you turn them on.',
  },
  { title: 'Orders', text: 'Orders routed to the vendor automatically by the product’s Location.' },
  {
    title: 'Tracking',
    text: 'Tracking numbers pushed back to Shopify, which sends your customer the shipping email.',
  },
];
