/**
 * Twenty-second tuning batch of `npm run bench:bot`: 102 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Everyday pre-sales chat, mixed the way a real log is: a third
 * plans and prices, a third vendors (every catalogue vendor plus some that are not listed), and a
 * third about the company, support, careers, releases, case studies and the legal pages.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions22: BotQuestion[] = [
  // (1) Prices and billing periods
  {
    question: 'how much is basic per month',
    expected: ['plan:basic#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    question:
      'Hi there! Could you tell me what Premium costs if I pay month to month rather than yearly?',
    expected: ['plan:premium#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'whats the total i get charged once a year for plus on annual billing',
    expected: ['faq:pricing-annual-billing', 'plan:plus#price', 'faq:annual-billing'],
  },
  {
    question: 'price list for all your plans pls',
    expected: ['plan:all#price', 'faq:plan-limits'],
  },
  {
    question: 'Are your prices in dollars or euros, and is VAT included or added on top?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'If I sign up now, can you just raise the price on me later without warning?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },

  // (2) Plan limits and which plan fits
  {
    question:
      "We've got one Shopify store, 4 suppliers, roughly 3,000 SKUs and maybe 300 orders a month. Which plan makes sense for us?",
    expected: ['faq:plan-limits', 'plan:plus#features'],
  },
  {
    question: 'how many vendors can i connect on plus',
    expected: [
      'plan:plus#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: "I need to hook up 9 suppliers. What's the cheapest plan that lets me do that?",
    expected: [
      'plan:all#vendors',
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: 'Basic = how many shopify stores?',
    expected: ['plan:basic#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'our catalog is around 40k products, is there any plan that even covers that',
    expected: [
      'plan:all#products',
      'plan:enterprise#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'faq:pricing-enterprise',
    ],
  },
  {
    question:
      'What happens if we get a holiday spike and do like 600 orders on Plus one month, do you bill us extra for that',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Is API access part of Plus or do I have to go Premium for it?',
    expected: [
      'faq:plan-features',
      'plan:plus#features',
      'plan:premium#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'on the basic plan is the AI bulk product creation free or do you charge extra',
    expected: [
      'faq:plan-features',
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'plan:basic#features',
      'doc:product-creation',
    ],
  },
  {
    question: 'does enterprise really have no cap on stores? we run 5 shopify storefronts',
    expected: [
      'plan:enterprise#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'page:terms#6-plan-limits',
    ],
  },

  // (3) Setup fees, product-sync-only and Enterprise
  {
    question: 'setup fees?',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      'My supplier drops a CSV on their FTP server every night. What would it cost to get that hooked up?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'price for building a custom api connection to a distributor we use?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'do the vendors that are already in your catalogue cost anything to connect',
    expected: [
      'fee:pre-built',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      'We ship everything ourselves and only want inventory + price sync. Is there a cheaper option for that?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'enterprise pricing??',
    expected: [
      'plan:enterprise#price',
      'faq:pricing-enterprise',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },

  // (4) Trial, plan changes and cancelling
  {
    question: 'Is there a free trial, and how long does it last?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'do i have to put in a credit card just to try it out',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'how many products am I allowed to sync during the trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question:
      'If I start on Basic and need to move up to Plus in 2 months, how does the billing work?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'can i cancel whenever i want or am i locked into a contract',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'If we cancel the annual plan after 3 months, do we get the rest of the money back?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },

  // (5) Catalogue vendors: furniture and lighting
  {
    question: 'Do you integrate with Nora Lighting?',
    expected: ['vendor:nora'],
  },
  {
    question: 'oxygen lighting - is that an api or an ftp connection on your side',
    expected: ['vendor:oxygen'],
  },
  {
    question: 'We sell a ton of Quorum ceiling fans. Can VendorHub pull their stock levels?',
    expected: ['vendor:quorum'],
  },
  {
    question: 'what kind of stuff does cyan design sell',
    expected: ['vendor:cyan'],
  },
  {
    question: 'is Kuzco available on the basic plan or only on the higher tiers',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'When did Crystorama become available as an integration?',
    expected: ['vendor:crystorama', 'release:2.1.0'],
  },
  {
    question: 'kalco lighting - how much is the setup',
    expected: ['vendor:kalco', 'fee:pre-built'],
  },
  {
    question: 'maxim lighting supported y/n',
    expected: ['vendor:maxim'],
  },
  {
    question: 'Is Allegri Crystal actually live yet or still being tested?',
    expected: ['vendor:allegri', 'release:2.1.0'],
  },
  {
    question: 'anything for james+james furniture?',
    expected: ['vendor:james-james'],
  },

  // (6) Catalogue vendors: marketplaces, adult, automotive, medical
  {
    question: 'Can I fulfil my Shopify orders out of my FBA inventory through you guys?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question:
      'one of our suppliers runs their own shopify store, can we pull their catalog and stock into ours?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'entrenue integration, how does it work exactly',
    expected: ['vendor:entrenue'],
  },
  {
    question: 'do u guys have holiday products',
    expected: ['vendor:holiday'],
  },
  {
    question: 'honeys place dropship - can you connect it',
    expected: ['vendor:honey'],
  },
  {
    question: 'Williams Trading: do orders get sent over to them automatically?',
    expected: ['vendor:williams'],
  },
  {
    question: 'parts unlimited (powersports) — can I connect it right now?',
    expected: ['vendor:parts-unlimited'],
  },
  {
    question: 'any news on WheelPros?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: "We're a medical supply shop. Is Medline something you support?",
    expected: ['vendor:medline'],
  },
  {
    question: 'mckesson status?',
    expected: ['vendor:mckesson'],
  },
  {
    question: 'which vendors can I connect to vendorhub',
    expected: ['faq:supported-vendors', 'doc:add-vendor#vendor-types', 'doc:add-vendor'],
  },
  {
    question: 'Is the list of vendors I can pick from the same on every plan?',
    expected: [
      'faq:supported-vendors',
      'faq:plan-features',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'page:terms#6-plan-limits',
    ],
  },

  // (7) Vendors that are not in the catalogue, and vendor requests
  {
    question: 'Do you have an integration for Kichler?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'visual comfort & co supported?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'We buy from Turn 14 Distribution for car parts, could you connect them?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'is sanmar on your vendor list',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Phillips Pet Food & Supplies — integrated or not?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: "how do i ask you to add a vendor that isn't on the list",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'after I send the custom integration request, how long until you come back with a quote?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },

  // (8) Company, team and contact
  {
    question: 'who started the company behind vendorhub?',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: "Who's your CTO?",
    expected: ['page:about#team'],
  },
  {
    question: 'what year was the company founded',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'where is your office',
    expected: [
      'company:contact',
      'page:terms#12-governing-law-changes-and-contact',
      'page:privacy#12-changes-and-contact',
      'page:privacy#1-who-is-responsible',
    ],
  },
  {
    question: 'Is there a phone number I can call to talk to sales?',
    expected: ['company:contact'],
  },
  {
    question: 'does this work with woocommerce or bigcommerce, or only shopify?',
    expected: ['faq:supported-platforms', 'faq:what-is-vendorhub'],
  },
  {
    question: "can somebody on your team connect my store for me, i'm honestly not very technical",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'just signed up a few mins ago, when will my account get confirmed?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },

  // (9) Support hours and response times
  {
    question: 'What are your support hours?',
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: 'On Basic, how long does it usually take for support to reply?',
    expected: [
      'company:response-times',
      'faq:support-response-times',
      'plan:basic#features',
      'doc:quick-start-guide#get-help',
    ],
  },
  {
    question: 'Do you offer 24/7 support, and if so on which plan?',
    expected: [
      'faq:support-hours',
      'faq:support-response-times',
      'company:response-times',
      'company:support-hours',
      'plan:premium#features',
    ],
  },

  // (10) Careers
  {
    question: 'are you hiring at the moment? any openings?',
    expected: ['jobs'],
  },
  {
    question: 'golang junior position - how much experience are you looking for?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'for the react frontend role is 3 years the minimum?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'What tools does the low-code automation specialist use day to day? n8n?',
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    question: "I'm in Poland, could I apply for the customer support specialist job?",
    expected: ['job:customer-support-specialist'],
  },

  // (11) Release notes and case studies
  {
    question: "what's new in your latest release",
    expected: ['release:2.1.0'],
  },
  {
    question: 'Which version first added the REST API?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'since when do you push tracking numbers back into shopify',
    expected: ['release:1.7.0', 'page:about#story'],
  },
  {
    question: 'do you have any case studies?',
    expected: ['case-studies'],
  },
  {
    question: 'is there a success story from a pet supplies shop',
    expected: ['case-study:evertail'],
  },
  {
    question: 'Has an adult retailer used VendorHub with its distributors?',
    expected: ['case-study:condomania'],
  },
  {
    question:
      'got an example of someone running two stores, like one for the US and one for Canada?',
    expected: ['case-study:fashionplus'],
  },

  // (12) Privacy, terms and cookies
  {
    question: 'where is our data stored, US or EU?',
    expected: [
      'company:hosting',
      'faq:data-hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: "Can we get a DPA signed? We're based in Germany.",
    expected: ['faq:compliance', 'page:terms#8-your-data', 'company:hosting'],
  },
  {
    question: 'does this website use cookies or tracking pixels',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'how long do you keep what I type in this chat',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'if we cancel, how long before all our data is deleted?',
    expected: [
      'company:retention',
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'Do you sell our customer data to anyone?',
    expected: [
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
      'page:privacy#9-your-rights',
    ],
  },

  // (13) Follow-ups in the same session
  {
    previous: 'How much is the Plus plan?',
    question: 'and premium?',
    expected: ['plan:premium#price', 'faq:plan-limits'],
  },
  {
    previous: 'how many vendors does basic allow',
    question: 'ok and orders per month on it?',
    expected: ['plan:basic#orders', 'doc:order-management#order-limits-by-plan', 'faq:plan-limits'],
  },
  {
    previous: 'Is there a setup fee for FTP vendors?',
    question: "and if the vendor has an API you'd have to build for us?",
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    previous: 'do you support Entrenue?',
    question: 'ok which plan would i need for that one',
    expected: ['vendor:entrenue'],
  },
  {
    previous: 'do you work with Hinkley lighting?',
    question: 'ok so how do I request it then',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'doc:add-vendor',
    ],
  },
  {
    previous: 'tell me about the golang job',
    question: 'is that one remote?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    previous: 'What are your support hours?',
    question: 'what time zone is that',
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    previous: 'what changed in version 2.0.0?',
    question: 'and the release before that one?',
    expected: ['release:1.9.0'],
  },
  {
    previous: 'Tell me about the FixtureFarm case study',
    question: 'which plan were they on?',
    expected: ['case-study:fixturefarm'],
  },

  // (14) Outside what the site says, and mixed questions
  {
    question: 'Do you have an affiliate or referral program?',
    expected: ['fallback'],
  },
  {
    question: "what's the minimum wholesale order with Nora Lighting",
    expected: ['fallback'],
  },
  {
    question: 'is there an iphone app for vendorhub',
    expected: ['fallback'],
  },
  {
    question: 'any discount for nonprofits or students?',
    expected: ['fallback'],
  },
  {
    question: 'Can VendorHub also file our sales tax returns for the store?',
    expected: ['fallback'],
  },
  {
    question: 'How much is Premium, and do I get a referral bonus if I bring other stores to you?',
    expected: ['plan:premium#price', 'faq:plan-limits'],
    wording: false,
  },
  {
    question:
      "is allegri crystal supported and what's allegri's return policy on chandeliers that arrive damaged",
    expected: ['vendor:allegri'],
    wording: false,
  },
  {
    question: "what's your support email, and do you also design Shopify themes?",
    expected: ['company:contact', 'doc:quick-start-guide#get-help'],
    wording: false,
  },
];
