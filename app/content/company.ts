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
  /**
   * Support: hours, channels and reply targets by plan (spec §6, §9). Every
   * page, article and answer that mentions support reads it from here.
   */
  support: {
    /** Spec §9 gives the hours as 9 AM-6 PM "EST"; we say Eastern Time so summer hours are right too. */
    hoursRange: ['9 AM to 6 PM', '9 AM-6 PM'],
    timeZone: 'Eastern Time',
    timeZoneShort: 'ET',
    /** First-reply targets by plan, in hours (Plus in business hours). */
    replyHours: { premium: 2, plus: 8, basic: 24 },
    /** Spec §9: the AI support assistant inside the VendorHub app. */
    assistantSolvesPercent: 90,
    /** What each plan's support includes, one line each (spec §6). */
    byPlan: {
      basic: 'Standard email support, with a reply in about 24 hours.',
      plus: 'Priority email and live chat with our team in the VendorHub app during support hours, with a reply within 8 business hours.',
      premium:
        'Dedicated support with an account manager and a reply in about 2 hours, plus a 24/7 line for urgent issues such as stopped syncs or orders not reaching a vendor.',
    },
    /** The chat on this website: what it is, said plainly. */
    siteAssistant:
      'The chat on this website is a help assistant that searches our own documentation and FAQ and answers with the best matching passage and a link. It runs on our own server, sends nothing you type to a third party, and when it cannot answer, it tells you how to reach our team.',
    /** The AI support assistant inside the product (spec §9). */
    appAssistant:
      'Inside the VendorHub app, the AI support assistant solves up to 90% of common issues, such as a failing health check, a missing collection or location, or a question about price rules, and passes anything else to our team with the details you already gave.',
  },
  /** Human support and live chat hours (spec §9), built from `support`. */
  supportHours: 'Monday to Friday, 9 AM to 6 PM Eastern Time',
  supportHoursShort: 'Mon-Fri 9 AM-6 PM ET',
  /** First-reply targets by plan (spec §9). */
  responseTimes: 'Premium about 2 hours, Plus within 8 business hours, Basic within 24 hours.',
  /** Products a store may sync during the 14-day trial (the spec leaves the number open). */
  trialDays: 14,
  trialProductLimit: 100,
  /** Days data is kept after cancellation before it is deleted. */
  dataRetentionDays: 60,
  hostingRegions: ['United States', 'European Union'],
  compliance: ['SOC 2 Type II', 'GDPR'],
} as const;
