/**
 * The /how-it-works page (spec §2 "How it works"): four steps with detail
 * boxes, and six benefit statistics.
 */
import { company } from './company';
import type { BenefitStat, HowItWorksStep } from './schema';

export const steps: HowItWorksStep[] = [
  {
    number: 1,
    title: 'Connect your store',
    description:
      'Give VendorHub secure access to your Shopify store through the Shopify Admin API. It takes under 5 minutes, and you choose whether to create the credentials yourself or let our team do it.',
    details: {
      title: 'Two ways to connect',
      items: [
        "Custom App: create a custom app in Shopify's Dev Dashboard with the permissions VendorHub needs, and enter its client ID and secret in Store Settings",
        'Collaborator Access: approve the collaborator request we send from Shopify, and our team sets up the app for you',
        'We never ask for your store password',
        'Click Sync Data to load your collections and locations',
      ],
    },
  },
  {
    number: 2,
    title: 'Add your vendors',
    description:
      'Pick your vendors from our catalog or bring your own. Whatever way a vendor shares its data, VendorHub reads it and links its products to your store.',
    details: {
      title: 'Every kind of vendor',
      items: [
        'Direct API connections for vendors with a modern integration',
        'CSV or Excel upload for vendors who send spreadsheets',
        'Vendor portals, using the login the vendor gave you',
        'FTP feeds, collected automatically on every sync',
        'Pre-built integrations are free; custom ones are usually ready in under a day',
      ],
    },
  },
  {
    number: 3,
    title: 'Configure rules',
    description:
      'Tell VendorHub how each vendor should behave in your store: how much stock to show, how to price it, where it lives and where its orders go.',
    details: {
      title: 'Rules you control',
      items: [
        'Inventory thresholds with Quantity Delta: a vendor quantity of 10 with a delta of 3 shows 7',
        'Pricing formulas: a markup percentage on the vendor cost',
        'MAP and MSRP enforcement, applied when you turn the options on',
        'Location and collection syncing: one Shopify Location and one Smart Collection per vendor',
        'Order routing by Location, so each order reaches the vendor that holds the stock',
      ],
    },
  },
  {
    number: 4,
    title: 'Automate and monitor',
    description:
      'From here VendorHub does the repetitive work, and the dashboard shows you what happened and when. You step in only when a health check asks you to.',
    details: {
      title: 'Running on its own',
      items: [
        'Inventory, cost and price sync about every hour, with manual sync at any time',
        'Orders routed to the right vendor as soon as they come in',
        "Tracking numbers pushed back to Shopify, which sends your customer's shipping email",
        'Health checks on every product, with the reason and the fix when one fails',
        'Last sync timestamps and sync statistics on every vendor page',
      ],
    },
  },
];

export const benefitStats: BenefitStat[] = [
  {
    value: '85%',
    label: 'Less manual data entry',
    description: 'Stock levels, prices, listings and tracking numbers stop being copied by hand.',
  },
  {
    value: '92%',
    label: 'Fewer inventory discrepancies',
    description: 'Hourly sync and safety stock keep your store in step with what vendors can ship.',
  },
  {
    value: '20+',
    label: 'Hours saved per week',
    description: 'Time your team spends on customers and growth instead of spreadsheets.',
  },
  {
    value: '~1 hr',
    label: 'Sync interval',
    description:
      'Inventory, cost and price update about every hour, and on demand with manual sync.',
  },
  {
    value: '<1 day',
    label: 'Typical setup',
    description: 'Most merchants are running in under a day; complex integrations take 1-2 days.',
  },
  {
    value: `${company.trialDays} days`,
    label: 'Free trial',
    description: `Try any plan free for ${company.trialDays} days with up to ${company.trialProductLimit} products.`,
  },
];
