/**
 * Customer stories (spec §2 "Case studies"). Three are listed on
 * /case-studies; FashionPlus is reachable only by its own URL.
 */
import type { CaseStudy } from './schema';
import { withCommas } from '../lib/numbers';

/** Figures a testimonial repeats: written once here, read by testimonials.ts. */
export const customerFigures = {
  fixtureFarmManufacturers: 8,
  fixtureFarmDiscrepancyDrop: '92%',
  evertailManualEntryDrop: '85%',
};

const numberWords = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
];
/** 8 becomes 'eight' (numbers up to ten are spelled out in running text). */
export const numberWord = (n: number) => numberWords[n] ?? withCommas(n);
const manufacturers = numberWord(customerFigures.fixtureFarmManufacturers);

export const caseStudies: CaseStudy[] = [
  {
    slug: 'fixturefarm',
    title: `How FixtureFarm keeps 18,000 lighting SKUs accurate across ${manufacturers} manufacturers`,
    company: 'FixtureFarm',
    industry: 'Lighting',
    summary: `An online lighting retailer replaced a daily spreadsheet routine with hourly sync from ${manufacturers} manufacturer feeds and cut inventory discrepancies by ${customerFigures.fixtureFarmDiscrepancyDrop}.`,
    challenge: [
      `FixtureFarm sells chandeliers, pendants and outdoor fixtures from ${manufacturers} manufacturers, including Nora Lighting, Kuzco, Maxim, Crystorama and Quorum. Most of them share stock and prices as FTP files, each in its own format and on its own schedule.`,
      'Two people spent every morning downloading those files and reconciling them with Shopify. By the afternoon the numbers were already stale, so discontinued fixtures kept selling and customers waited weeks for a refund instead of a lamp.',
      'Pricing was just as fragile. Manufacturers enforce minimum advertised prices, and a missed cost update could push a listing below MAP and trigger a warning letter from a brand the store depends on.',
    ],
    solution: [
      `FixtureFarm moved to the Premium plan and connected all ${manufacturers} manufacturers through pre-built integrations, with no setup fee. Each vendor got its own Shopify Location and a Smart Collection built on its vendor tag, so stock and orders never mix.`,
      'The team set a 65% markup with **Enforce MAP** and **Enforce MSRP** turned on, and a Quantity Delta of 2 on fast-moving fixtures. During the migration, health checks flagged 140 duplicate SKUs that had been hiding in the catalog for years.',
      'Orders now go to the manufacturer that holds the product as soon as they arrive, and tracking numbers come back to Shopify on their own, which sends the customer the shipping email.',
    ],
    results: [
      `${customerFigures.fixtureFarmDiscrepancyDrop} fewer inventory discrepancies in the first quarter`,
      'About 25 hours a week returned to the operations team',
      'No MAP warnings from manufacturers since launch',
      'Every shipped order carries its tracking number, with no manual entry',
      `All ${manufacturers} manufacturers live within one business day`,
    ],
    metrics: [
      { value: customerFigures.fixtureFarmDiscrepancyDrop, label: 'Fewer inventory discrepancies' },
      { value: String(customerFigures.fixtureFarmManufacturers), label: 'Manufacturers connected' },
      { value: '25 hrs', label: 'Saved every week' },
    ],
    quote: {
      text: 'The morning spreadsheet is gone. Stock, prices and tracking numbers just show up correct in Shopify, and we spend that time helping customers choose lighting instead.',
      author: 'Megan Alvarez',
      position: 'Director of Operations, FixtureFarm',
    },
    listed: true,
  },
  {
    slug: 'evertail',
    title:
      'Evertail launched 1,200 pet products in a month without writing a single description by hand',
    company: 'Evertail',
    industry: 'Pet supplies',
    summary: `A two-person pet supply store connected four distributors, created 1,200 listings with AI and cut manual data entry by ${customerFigures.evertailManualEntryDrop}.`,
    challenge: [
      'Evertail sells food, toys and outdoor gear for dogs and cats, sourced from four distributors. Two send weekly Excel price lists, one shares a vendor portal and one drops CSV files on an FTP server, and none of them talk to Shopify.',
      "With a team of two, adding products was the bottleneck. Each new item meant copying specs from a spreadsheet and writing a description from scratch, so only a fraction of the distributors' catalogs ever reached the store.",
      "Costs changed every week, but Evertail's prices changed only when someone had time to update them. Margins on best-sellers quietly shrank for months before anyone noticed.",
    ],
    solution: [
      'On the Plus plan, Evertail had the FTP feed and one Excel price list set up as CSV/XML/FTP integrations, $300 each and one-time. The team uploads the other price list itself and connected the portal distributor with its login. Everything was syncing within two days.',
      'Bulk creation with AI optimization, free on Plus, turned raw distributor data into complete listings with clear titles and descriptions. Products Evertail already sold were linked in bulk at no cost, because their SKUs matched exactly.',
      'A markup rule per distributor now recalculates prices from the latest cost on every sync, and two-way tag sync lets the team link a product simply by adding the vendor tag in Shopify.',
    ],
    results: [
      '1,200 new products listed in the first month',
      `${customerFigures.evertailManualEntryDrop} less manual data entry`,
      'Cost changes reach retail prices within about an hour',
      'Margins on best-sellers restored to target',
    ],
    metrics: [
      { value: '1,200', label: 'Products listed in the first month' },
      { value: customerFigures.evertailManualEntryDrop, label: 'Less manual data entry' },
      { value: '~1 hr', label: 'From cost change to new price' },
    ],
    quote: {
      text: 'We used to add a few dozen products a month. Now we add whole catalogs, and the descriptions read better than the ones we wrote ourselves.',
      author: 'Chris Halvorsen',
      position: 'Co-owner, Evertail',
    },
    listed: true,
  },
  {
    // Condomania is a real retailer: this page states what the integration
    // covers for it and names no people, quotes or figures we cannot show.
    slug: 'condomania',
    title: 'Condomania: orders routed to three adult distributors by API, tracking returned',
    company: 'Condomania',
    industry: 'Adult retail',
    summary:
      'How an adult retailer runs three distributors through VendorHub: orders routed by API as they arrive, tracking pushed back to Shopify, stock synced about hourly.',
    challenge: [
      "An adult retailer's customers expect discreet packaging, fast shipping and a tracking number soon after they order. Condomania sources from three distributors that VendorHub connects by API: Entrenue, Williams Trading and Honey's Place.",
      "Without an integration, every order has to be forwarded through each distributor's portal and every tracking number copied back into Shopify, and fast-moving items can sell out at a distributor before the store hears about it.",
    ],
    solution: [
      "Each distributor has its own Shopify Location and is connected through VendorHub's pre-built API integration. Orders are routed to the distributor that holds the stock as soon as they come in.",
      'When a distributor ships, the tracking number is pushed to the Shopify order, the order is marked fulfilled and Shopify sends the shipping email. Nobody retypes it.',
      'A Quantity Delta on fast movers and hourly inventory sync keep the storefront in line with what the distributors can ship, and health checks catch SKU conflicts between distributors before they cause errors.',
    ],
    results: [
      'Orders reach the distributor as soon as they are placed, not in batches',
      'Tracking numbers on every shipped order without manual entry',
      'Stock from all three distributors synced about every hour, minus the safety buffer',
    ],
    metrics: [
      { value: '3', label: 'Distributors connected by API' },
      { value: '~1 hr', label: 'Between inventory syncs' },
      { value: '0', label: 'Tracking numbers typed by hand' },
    ],
    listed: true,
  },
  {
    slug: 'fashionplus',
    title:
      'FashionPlus keeps two apparel stores in sync with five brands and their pricing policies',
    company: 'FashionPlus',
    industry: 'Apparel',
    summary:
      'An apparel retailer running two Shopify stores synced every size and color from five brands and stopped MAP violations for good.',
    challenge: [
      'FashionPlus sells contemporary apparel from five brands through two Shopify stores, one for the US and one for Canada. Each brand shares inventory differently: some through a vendor portal, others as weekly CSV or Excel files.',
      'Apparel multiplies every problem by sizes and colors. A single style can have thirty variants, and when a popular size sold out at the brand, both stores kept selling it for days.',
      'Several brands enforce strict MAP policies. During a sale, a discount applied in the wrong place could put a product below MAP, and FashionPlus had already received two warnings.',
    ],
    solution: [
      'On the Plus plan, FashionPlus connected both stores and all five brands, using vendor portal access where brands offered it and CSV/XML/FTP integrations for the rest.',
      'Inventory now syncs about every hour for every variant, with a Quantity Delta of 1 so the last unit of a size is never oversold. Price rules apply the markup and **Enforce MAP** in both stores at once.',
      'New-season styles are created in bulk with AI-written titles and descriptions, free on Plus, and every product carries its brand tag so Smart Collections stay up to date.',
    ],
    results: [
      'Both stores show the same, current stock for every size and color',
      'No MAP warnings since price rules went live',
      'New-season collections published in days instead of weeks',
      'About 70% less time spent on catalog updates',
    ],
    metrics: [
      { value: '2', label: 'Shopify stores in sync' },
      { value: '5', label: 'Brands connected' },
      { value: '70%', label: 'Less time on catalog updates' },
    ],
    quote: {
      text: 'Sizes were our nightmare. Now every variant in both stores matches what the brands have, and MAP is something the system handles, not us.',
      author: 'Olivia Chen',
      position: 'Head of E-commerce, FashionPlus',
    },
    listed: false,
  },
];
