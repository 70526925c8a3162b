/**
 * Sixty-seventh tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch asks about time and change: release notes and
 * versions, how long setup takes, how often syncs run, trial and billing dates, support hours and
 * reply times, how long data is kept, notice periods in the terms, and a few roadmap questions the
 * site cannot answer.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions67: BotQuestion[] = [
  // (1) Release notes: versions and what is new
  {
    question: "what's new in the most recent version?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'When did version 2.0 come out?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'since when do you have a REST API? i remember there wasnt one',
    expected: ['release:2.0.0'],
  },
  {
    question: 'which release added quantity delta',
    expected: ['release:1.7.0'],
  },
  {
    question: 'since when are tracking numbers sent back to shopify automatically?',
    expected: ['release:1.7.0', 'page:about#story'],
  },
  {
    question: 'is crystorama new? last time i looked it wasnt supported',
    expected: ['release:2.1.0', 'vendor:crystorama'],
  },
  {
    question: 'when did product health checks become a thing',
    expected: ['release:1.9.0'],
  },
  {
    question:
      'we had skus with a space at the end failing the health check. has that been fixed yet?',
    expected: ['release:2.1.0', 'doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: 'what changed in the february 2025 update',
    expected: ['release:1.8.0'],
  },
  {
    question: 'When did you start accepting Excel files from vendors with no API?',
    expected: ['release:1.8.0', 'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: 'was MSRP capping always there or was it added later',
    expected: ['release:1.9.0'],
  },
  {
    question: 'did the AI listing optimization get any faster recently? it was slow for us',
    expected: ['release:2.1.0'],
  },
  {
    question:
      'orders tab kept showing an order as pending even though the vendor already marked it complete, is this a known bug?',
    expected: ['release:2.1.0'],
  },

  // (2) How long setup and integrations take
  {
    question: 'how long does setup take?',
    expected: ['faq:setup-time'],
  },
  {
    question:
      'realistically how long until im live? I have one store and 3 lighting suppliers that are already on your list',
    expected: ['faq:setup-time', 'doc:quick-start-guide#how-long-each-step-takes'],
  },
  {
    question: 'how many minutes does it take to connect my shopify store',
    expected: [
      'doc:connect-shopify',
      'doc:quick-start-guide#how-long-each-step-takes',
      'faq:setup-time',
    ],
  },
  {
    question:
      "our distributor drops csv files on an ftp server and isn't in your catalog. how long would it take you to build that integration?",
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'turnaround time for a custom API integration?',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'i sent the custom integration form, when should i expect the quote',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      'signed up about an hour ago and still no confirmation email. how long does it normally take?',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question: 'I created my account friday at 8pm, when will it get confirmed',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question: 'if I ask for collaborator access, when does your team actually handle it?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'faq:setup-help'],
  },
  {
    question: 'how much of my own time does adding a vendor take',
    expected: ['doc:quick-start-guide#how-long-each-step-takes', 'faq:setup-time'],
  },
  {
    question: 'how long did it take fixturefarm to get all their manufacturers live',
    expected: ['case-study:fixturefarm'],
  },

  // (3) How often syncs run and when changes apply
  {
    question: 'how often does stock update',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question: 'is the inventory sync real time or like every 15 min?',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question: 'I just changed my markup from 50 to 60%. when will the new prices show in my store?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'the last sync time on my vendor page is 3 hours old, what should i do',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },
  {
    question:
      'vendor just restocked our best seller 10 minutes ago, can i push the update now instead of waiting for the next sync',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question: 'how often do you grab the Nora Lighting ftp files?',
    expected: ['vendor:nora'],
  },
  {
    question: 'amazon mcf stock, how often is it refreshed in shopify',
    expected: ['vendor:amazon'],
  },
  {
    question: "do orders go to honey's place right away or in batches at the end of the day?",
    expected: ['vendor:honey', 'case-study:condomania'],
  },
  {
    question: 'after I add the vendor tag to a product in shopify how long before it gets linked',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it', 'faq:two-way-tag-sync'],
  },
  {
    question: 'uploaded a new excel price list, when do the new costs get applied?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      'created a new location in shopify yesterday for a new supplier and it still doesnt show up in vendorhub',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question: 'can vendorhub still update orders that are older than 2 months, like a backorder?',
    expected: ['doc:order-management#orders-older-than-60-days'],
  },
  {
    question: 'once i delete a product in shopify does it stop getting updates immediately',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },

  // (4) The free trial
  {
    question: 'how long is the free trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    question: 'if i start the trial today when does my card actually get charged',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'what happens when the trial runs out',
    expected: ['faq:pricing-free-trial', 'faq:free-trial', 'page:terms#4-free-trial'],
  },
  {
    question: 'do enterprise customers get a trial too, and is it the same length?',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'can you guys cut my trial short for any reason?',
    expected: ['page:terms#4-free-trial'],
  },

  // (5) Billing dates, plan changes and notice periods
  {
    question: 'if I upgrade in the middle of the month when does the new plan kick in',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'annual plan - is that billed once a year or every month?',
    expected: [
      'faq:pricing-annual-billing',
      'faq:annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'how much notice do you give before raising your prices',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'if I cancel halfway through the month do I lose access right away?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question:
      'paid for a full year on premium but we might close the store in 4 months, do i get the rest refunded?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'how much warning do you give before the terms of service change',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'when were your terms last updated?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question:
      "will you tell me in advance if you take away a feature i'm paying for? we rely heavily on the api",
    expected: ['page:terms#1-the-service'],
  },
  {
    question: 'do you notify customers before changing the privacy policy',
    expected: ['page:privacy#12-changes-and-contact'],
  },
  {
    question: "what's the yearly total for plus if i pay annually",
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    question:
      'we blew past our order limit this month, will there be an extra charge on the next bill?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },

  // (6) Support hours and response times
  {
    question: 'what are your support hours',
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: 'is anyone on support on saturdays?',
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: "i'm in california, what time does your support close for me",
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: 'how fast do you answer emails on the basic plan',
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    question:
      'our sync died at 2am on a sunday and orders arent reaching the vendor. is anyone around at that time?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'is this chat bot here 24/7 or only during office hours',
    expected: ['faq:ai-assistant', 'faq:support-hours'],
  },
  {
    question: 'when can i chat live with an actual person on your team',
    expected: ['faq:support-response-times', 'company:support-hours', 'faq:support-hours'],
  },
  {
    question: 'if i send a gdpr access request how long do you have to respond',
    expected: ['page:privacy#9-your-rights'],
  },

  // (7) How long data is kept
  {
    question: 'how long do you keep my data after I cancel',
    expected: [
      'company:retention',
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question:
      'if we pause for the slow season and come back in about 7 weeks, will our vendor setup still be there?',
    expected: [
      'company:retention',
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'can you wipe our data sooner than the 60 days',
    expected: ['faq:data-after-cancellation', 'company:retention'],
  },
  {
    question: 'how long is this chat conversation stored on your side',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'how long do you hang on to the resume i uploaded with my application',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'i filled in your contact form about a year ago, would you still have my message?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'how long does the chat session id stay in my browser',
    expected: ['page:cookies#3-local-storage-used-by-the-chat'],
  },

  // (8) Company, jobs, Shopify changes and API timing
  {
    question: 'when was vendorhub founded',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'is the customer support job still open, whats the deadline to apply',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'when did shopify stop letting you create custom apps in the admin',
    expected: ['doc:connect-shopify#what-changed-in-shopify-in-2026'],
  },
  {
    question:
      'we connected back in 2024 with an app made in the shopify admin. do we have to redo it now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question: 'roughly how long would it take to update 5000 products through the api',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'got a 429 back from your api, how long do i wait before retrying?',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question:
      'our supplier resets the ftp password every 90 days, what happens to the sync when that happens',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },

  // (9) Vendors not live yet
  {
    question: 'any ETA on wheelpros?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'medline shows beta, when will it be fully live',
    expected: ['vendor:medline'],
  },
  {
    question: 'when are you adding Uline as a supplier?',
    expected: ['vendor:unknown'],
  },

  // (10) Follow-ups
  {
    previous: 'how fast does support reply on basic',
    question: 'and on premium?',
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    previous: 'what changed in 2.1.0?',
    question: 'and the release before that?',
    expected: ['release:2.0.0'],
  },
  {
    previous: 'when was 1.9.0 released',
    question: 'what bugs did it fix',
    expected: ['release:1.9.0'],
  },
  {
    previous: 'how long is the free trial?',
    question: 'and how many products can i sync during it',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'page:terms#4-free-trial'],
  },
  {
    previous: 'if I upgrade does it take effect right away?',
    question: 'what about downgrading',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    previous: 'how long do you keep contact form messages',
    question: 'and job applications?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    previous: 'how often does inventory sync run',
    question: 'can I make it run right now?',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    previous: 'when does billing start after the trial?',
    question: 'and if i cancel on day 13?',
    expected: ['faq:pricing-trial-card', 'page:terms#4-free-trial'],
  },
  {
    previous: 'when was the golang backend job posted',
    question: 'until when can i apply?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    previous: 'how long does a custom integration quote take?',
    question: 'and if the vendor is already listed on your site but not live yet?',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    previous: 'what are your support hours?',
    question: 'same hours for the plus live chat?',
    expected: ['faq:support-response-times', 'company:support-hours'],
  },

  // (11) Mixed: one part answered, one part not
  {
    question:
      "how long is the trial, and could you extend it if we're still testing our vendors after it ends?",
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'page:terms#4-free-trial'],
    wording: false,
  },
  {
    question: "what's new in 2.1.0 and when is 2.2 scheduled?",
    expected: ['release:2.1.0'],
    wording: false,
  },
  {
    question:
      'how often does inventory sync right now, and is true real-time sync on your roadmap for next year?',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
    wording: false,
  },
  {
    question: 'what are your support hours, and are you closed over thanksgiving week?',
    expected: ['company:support-hours', 'faq:support-hours'],
    wording: false,
  },
  {
    question:
      'are you planning a price increase in 2026? and how much notice would we get if you did',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
    wording: false,
  },

  // (12) Not on the site
  {
    question: 'is there a public roadmap somewhere I can see or vote on?',
    expected: ['fallback'],
  },
  {
    question: 'any plans to release an iphone app for the dashboard?',
    expected: ['fallback'],
  },
  {
    question: 'does the monthly order count reset on the 1st or on my billing date',
    expected: ['fallback'],
  },
  {
    question: 'do you run black friday deals on the annual plans',
    expected: ['fallback'],
  },
  {
    question: 'how many days does nora lighting usually take to ship a customer order',
    expected: ['fallback'],
  },
  {
    question: 'when is your scheduled maintenance window, what night of the week',
    expected: ['fallback'],
  },
];
