/**
 * Facts about the company that several pages, the documentation and the chat
 * bot repeat. Keep them here so a change lands everywhere at once.
 */
export const company = {
  /** Product name as visitors see it. */
  productName: 'VendorHub',
  legalName: 'VendorHub, Inc.',
  foundedYear: 2022,
  /** One line used in the footer and as the default meta description. */
  tagline:
    'VendorHub connects your Shopify store with its vendors: inventory, listings, prices, MAP/MSRP rules, orders and tracking, in sync.',
  /** The hosted store platform the service connects to. */
  storePlatform: 'Shopify',
  email: {
    sales: 'sales@vendorhub.io',
    support: 'support@vendorhub.io',
    careers: 'careers@vendorhub.io',
    privacy: 'privacy@vendorhub.io',
  },
  phone: '+1 (646) 555-0142',
  address: {
    street: '200 Park Avenue South, Suite 1100',
    city: 'New York',
    region: 'NY',
    postalCode: '10003',
    country: 'United States',
  },
  /** Human support and live chat hours (spec §9), built from `support`. */
  supportHours: 'Monday to Friday, 9 AM to 6 PM Eastern Time',
  supportHoursShort: 'Mon-Fri 9 AM-6 PM ET',
  /** First-reply targets by plan (spec §9). */
  responseTimes: 'Premium about 2 hours, Plus within 8 business hours, Basic within 24 hours.',
  /**
   * When a person answers a message sent from the chat's "Talk to a person",
   * by what it is about (the contact form's subject values). Support follows
   * the plan targets above; sales and partnership get the promise the site
   * makes for a quote (spec §9), the only one it makes outside support.
   */
  handoffReplyTimes: {
    sales: 'within 1-2 business days',
    support:
      'by your plan: Premium about 2 hours, Plus within 8 business hours, Basic within 24 hours',
    partnership: 'within 1-2 business days',
  },
  /** Products a store may sync during the 14-day trial (the spec leaves the number open). */
  trialDays: 14,
  trialProductLimit: 100,
  /** Days data is kept after cancellation before it is deleted. */
  dataRetentionDays: 60,
  hostingRegions: ['United States', 'European Union'],
  compliance: ['SOC 2 Type II', 'GDPR'],
} as const;
