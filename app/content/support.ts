/**
 * Support: hours, channels and reply targets by plan (spec §6, §9), and what
 * the two assistants are. Every page, article and answer that mentions
 * support reads it from here. Kept apart from company.ts, which every page
 * ships to the browser, because these texts are only needed at build time.
 */
export const support = {
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
};
