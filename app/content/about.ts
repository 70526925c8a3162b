/**
 * The /about page (spec §2 "About"): story, values, team and impact figures.
 */
import { company } from './company';
import type { About, Feature, Stat, TeamMember } from './schema';

export const aboutStory: string[] = [
  `${company.productName} started in New York in ${company.foundedYear}, in the back office of an online lighting store. The store sold fixtures from more than twenty manufacturers, and every morning began the same way: download the vendors' FTP files, paste stock levels into spreadsheets, fix the prices that had drifted below MAP, then copy yesterday's tracking numbers into Shopify by hand.`,
  'Our founders, an operations lead who lived that routine and an engineer who had spent a decade building data pipelines, set out to replace it. The first version did one thing: it read vendor feeds about every hour and wrote the quantities to Shopify. Markup rules and order routing came next, and other merchants who heard about it started asking for access. Each step since has shipped as a release you can read in our [release notes](/release-notes), from tracking numbers pushed back to Shopify at the end of 2024 to the REST API in 2025.',
  'Since then we have connected lighting and furniture brands, adult distributors, marketplaces and many vendors who only share a spreadsheet. Whether a vendor offers a modern API, an FTP folder, a portal or a weekly Excel file, the merchant should see the same thing: correct stock, correct prices and orders that ship without anyone retyping them.',
  'Today more than 75 businesses run their vendor operations on VendorHub, with over a million products in sync and more than 20,000 hours of manual work saved every month. We are still a small team, and we still measure ourselves by one thing: how much time our merchants get back.',
];

/** The four company values, in page order. */
export const values: Feature[] = [
  {
    icon: 'shield',
    title: 'Excellence',
    description:
      'A wrong quantity or price costs our merchants real money, so we treat data accuracy as the product. Every integration is tested against real vendor files before it goes live.',
  },
  {
    icon: 'link',
    title: 'Collaboration',
    description:
      'We work alongside merchants and their vendors, not around them. Many of our integrations and features started as a conversation with a customer.',
  },
  {
    icon: 'clock',
    title: 'Efficiency',
    description:
      'Time is what we sell. We automate the repetitive work, and we keep our own setup fast: most merchants are running in under a day.',
  },
  {
    icon: 'sparkles',
    title: 'Innovation',
    description:
      'From AI-written listings to two-way tag sync, we look for the next manual task we can remove, then ship it in small, careful releases.',
  },
];

export const team: TeamMember[] = [
  {
    name: 'Daniel Kovac',
    role: 'Co-founder & CEO',
    bio: 'Ran e-commerce operations for a lighting retailer with more than twenty vendors before starting VendorHub. Still reads every customer escalation.',
    image: { initials: 'DK', color: '#1D4ED8' },
  },
  {
    name: 'Elena Marchetti',
    role: 'Co-founder & CTO',
    bio: 'Spent ten years building data pipelines for logistics companies. Designed the sync engine that moves a million products through VendorHub.',
    image: { initials: 'EM', color: '#6D28D9' },
  },
  {
    name: 'Aisha Rahman',
    role: 'Lead Integration Engineer',
    bio: 'Builds and maintains our vendor connectors, from REST APIs to FTP feeds and the occasional 40-column Excel file.',
    image: { initials: 'AR', color: '#0F766E' },
  },
  {
    name: 'Marcus Webb',
    role: 'Head of Customer Success',
    bio: 'Leads onboarding and support, and makes sure every new merchant has a vendor syncing on day one.',
    image: { initials: 'MW', color: '#C2410C' },
  },
  {
    name: 'Sofia Lindqvist',
    role: 'Product Designer',
    bio: 'Designs the dashboard and turns complicated vendor rules into screens that merchants understand at a glance.',
    image: { initials: 'SL', color: '#BE185D' },
  },
  {
    name: 'Kevin Okafor',
    role: 'Head of Vendor Partnerships',
    bio: 'Works with distributors and manufacturers to bring their catalogs to VendorHub as pre-built integrations.',
    image: { initials: 'KO', color: '#334155' },
  },
];

export const impactStats: Stat[] = [
  { value: '75+', label: 'businesses' },
  { value: '1M+', label: 'products synced' },
  { value: '20K+', label: 'hours saved monthly' },
];

/** The whole page, for the content check. */
export const about: About = { story: aboutStory, values, team, impactStats };
