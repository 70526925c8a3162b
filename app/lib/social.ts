/**
 * Social preview images, one per section of the site (public/og/{id}.png,
 * made by `npm run images`). A page's section follows from its path, so this
 * module stays tiny and pulls no content into the browser bundle.
 */
export const socialSections = [
  {
    id: 'home',
    eyebrow: 'Store-to-vendor automation',
    title: 'Inventory, listings, prices and orders in sync with every vendor',
    line: 'Shopify · FTP, API, CSV and portal vendors · 14-day free trial',
  },
  {
    id: 'product',
    eyebrow: 'Product',
    title: 'Hourly inventory sync, AI listings, MAP/MSRP rules, order routing',
    line: 'Plans from $89 a month billed annually',
  },
  {
    id: 'docs',
    eyebrow: 'Documentation',
    title: 'Set up and run VendorHub, step by step',
    line: 'Connect your store · Add vendors · Pricing rules · Troubleshooting',
  },
  {
    id: 'vendors',
    eyebrow: 'Vendor integrations',
    title: 'Pre-built integrations with lighting, marketplace and adult vendors',
    line: 'Free setup for pre-built integrations · Custom integrations on request',
  },
  {
    id: 'case-studies',
    eyebrow: 'Customers',
    title: 'How merchants automate their vendor operations',
    line: '85% less manual data entry · 20+ hours saved per week',
  },
  {
    id: 'company',
    eyebrow: 'Company',
    title: 'VendorHub connects online stores with their vendors',
    line: 'Founded 2022 · Hosting in the US and Europe · SOC 2 and GDPR',
  },
  {
    id: 'careers',
    eyebrow: 'Careers',
    title: 'Help merchants automate their vendor operations',
    line: 'Remote positions in support, automation and engineering',
  },
  {
    id: 'legal',
    eyebrow: 'Legal',
    title: 'Terms, privacy and cookies',
    line: 'Last updated July 11, 2025',
  },
] as const;

export type SocialSection = (typeof socialSections)[number]['id'];

export function socialSectionFor(path: string): SocialSection {
  const first = path.split('/')[1] ?? '';
  if (path === '/') return 'home';
  if (first === 'documentation') return 'docs';
  if (first === 'vendor-integrations' || first === 'custom-integrations') return 'vendors';
  if (first === 'case-studies') return 'case-studies';
  if (first === 'careers' || first === 'application') return 'careers';
  if (first === 'terms' || first === 'privacy' || first === 'cookies') return 'legal';
  if (first === 'about' || first === 'contact' || first === 'form') return 'company';
  return 'product';
}

export function socialImageFor(path: string): string {
  return `/og/${socialSectionFor(path)}.png`;
}
