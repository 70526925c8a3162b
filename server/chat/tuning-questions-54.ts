/**
 * Fifty-fourth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch plays a pre-sales chat: objections and comparisons,
 * price arithmetic (annual totals, sync-only discounts, setup fees for several vendors), which plan
 * fits a described business, the free trial and what happens right after signing up.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions54: BotQuestion[] = [
  // (1) Objections: is it worth it, why not by hand, how is it different
  {
    question:
      "honestly is this worth it for a small shop? we're 2 people and only work with a couple of suppliers",
    expected: ['faq:who-is-vendorhub-for', 'case-study:evertail', 'plan:basic#features'],
  },
  {
    question:
      'Why would I pay for this instead of just updating stock from the supplier spreadsheets myself every morning?',
    expected: [
      'faq:who-is-vendorhub-for',
      'faq:what-is-vendorhub',
      'case-study:fixturefarm',
      'page:about#story',
    ],
  },
  {
    question: 'how is vendorhub different from a dropshipping app like DSers or Spocket?',
    expected: ['faq:what-is-vendorhub', 'faq:who-is-vendorhub-for'],
    wording: false,
  },
  {
    question: 'Any real numbers from actual customers on how much time they saved?',
    expected: [
      'case-studies',
      'case-study:fixturefarm',
      'case-study:fashionplus',
      'case-study:evertail',
      'page:about#story',
    ],
  },
  {
    question: "my vendors don't have any API, they just email me excel files. is this even for me?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:supported-vendors',
      'doc:add-vendor#vendor-types',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Do I need a developer on staff to run this thing?',
    expected: ['faq:technical-skills'],
  },
  {
    question:
      "We're on Shopify now but might move to WooCommerce next year. Does VendorHub work there too?",
    expected: ['faq:supported-platforms'],
  },
  {
    question: "Can't I just build all of this myself with Shopify Flow for free?",
    expected: ['fallback'],
  },
  {
    question:
      'I already have ~800 products in my store. Will connecting you create a second copy of everything?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation',
    ],
  },
  {
    question:
      'if the distributor ships direct to my customer, how does my customer get the tracking number?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question:
      'hourly sync sounds slow to me. what if a product sells out at the supplier between two syncs?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'faq:inventory-sync-frequency',
    ],
  },
  {
    question:
      'Several of our brands are MAP-protected. How do I make sure a markup never drops us below their minimum price?',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'When a vendor raises its cost, do I have to go and change my retail prices by hand?',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:pricing-rules',
    ],
  },

  // (2) Plan prices and annual billing arithmetic
  {
    question: "what's the cheapest plan you have",
    expected: ['plan:basic#price', 'plan:all#price', 'faq:plan-limits'],
  },
  {
    question: 'Can you just list all your plan prices for me?',
    expected: ['plan:all#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    question: 'How much is Plus in total if I pay for the whole year up front?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    question:
      'in dollars, how much would I save in a year on Premium by paying annually instead of monthly?',
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'plan:premium#price',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'and if I go yearly?',
    previous: 'How much is the Plus plan?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing', 'plan:plus#price'],
  },
  {
    question: 'With annual billing, is it charged every month at the lower rate or all in one go?',
    expected: [
      'faq:pricing-annual-billing',
      'faq:annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'Does the $199 include VAT? We are registered in Germany.',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'what does enterprise cost roughly?',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'What would two Shopify stores and 5 suppliers cost me per month, roughly?',
    expected: ['faq:plan-limits', 'plan:plus#price', 'plan:plus#features'],
  },
  {
    question:
      'If I bump from Basic to Plus halfway through the month, do I pay the full $199 again?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'Do you raise prices on existing customers? How much notice would we get?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      "What's my total for year one on Plus billed annually, plus two vendors that need a CSV/FTP integration?",
    expected: [
      'faq:pricing-annual-billing',
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:annual-billing',
      'plan:plus#price',
    ],
  },
  {
    question: 'basic monthly plus one custom api vendor, what would the first invoice come to?',
    expected: ['fee:custom-api', 'faq:setup-fees', 'plan:basic#price', 'faq:pricing-setup-fees'],
  },

  // (3) Product sync only
  {
    question:
      'We fulfil orders ourselves and only need the stock and price sync. Any discount for that?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'what would premium cost per month if I skip the order routing part?',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'how much off Basic do I get for sync-only',
    expected: ['sync-only:basic', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'Plus, product sync only, billed monthly: what is my bill?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'instead of the discount could I get bigger limits?',
    previous: 'Is there a discount on Plus if I only use product sync?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question:
      'How do I actually get the sync-only price? Is there an option at checkout or do I ask someone?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },

  // (4) Setup fees for one or several vendors
  {
    question:
      "I've got 3 vendors that drop CSVs on an FTP and one that needs a custom API hookup. What's the one-time cost?",
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'is the integration setup fee monthly or a one time thing?',
    expected: [
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'fee:all',
    ],
  },
  {
    question: 'Do I pay anything to connect Nora Lighting?',
    expected: ['vendor:nora', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    question: 'How much do you charge to build a custom API integration for a supplier?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      'my supplier just emails me a spreadsheet once a week. do I really have to pay $300 for that?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
      'faq:setup-fees',
    ],
  },
  {
    question: 'What exactly do I get for the $300 fee?',
    expected: [
      'faq:pricing-setup-fees',
      'fee:csv-xml-ftp',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'Once I pay the setup fee, how long until the vendor is actually live?',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'doc:add-vendor',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
    ],
  },
  {
    question: 'any setup cost for those?',
    previous: 'Which lighting brands do you already have integrations for?',
    expected: [
      'fee:pre-built',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    question: "ok and how do I get a quote for a vendor you don't list?",
    previous: 'What are your setup fees?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'doc:add-vendor',
    ],
  },

  // (5) Which plan fits a described business
  {
    question: 'One store, 4 suppliers, around 250 orders a month. Which plan do I need?',
    // "Plus is the smallest plan that covers 1 store, 4 vendors, and 250 orders a month" answers it.
    expected: ['faq:plan-limits', 'plan:all#vendors', 'plan:all#orders', 'plan:plus#vendors'],
  },
  {
    question:
      'we have roughly 15k SKUs from 8 brands across 3 shopify stores. does premium cover that?',
    expected: [
      'faq:plan-limits',
      'plan:premium#features',
      'plan:premium#products',
      'plan:premium#stores',
      'plan:premium#vendors',
    ],
  },
  {
    question: 'How many products can I have on Basic?',
    expected: [
      'plan:basic#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
    ],
  },
  {
    question: "We'll end up with about 20 vendors. What's the max per plan?",
    expected: [
      'plan:all#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'plan:enterprise#vendors',
    ],
  },
  {
    question: 'and on premium?',
    previous: 'How many vendors can I connect on Plus?',
    expected: [
      'plan:premium#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Can the Plus plan run two storefronts, one for the US and one for Canada?',
    expected: [
      'plan:plus#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'case-study:fashionplus',
    ],
  },
  {
    question: "what's the monthly order cap on premium",
    expected: [
      'plan:premium#orders',
      'faq:plan-limits',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
    ],
  },
  {
    question:
      'On Black Friday we usually do 3x our normal orders. Do orders stop going to the vendors once we pass the plan limit?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'If one t-shirt has 30 size/color variants, does that count as 1 product or 30 against my limit?',
    expected: ['fallback'],
  },
  {
    question:
      "I sell adult products from Honey's Place and Williams Trading. Can I do that on Basic?",
    expected: ['vendor:honey', 'vendor:williams'],
  },
  {
    question: 'which plan do I need to use Amazon MCF as a vendor',
    expected: ['vendor:amazon'],
  },
  {
    question: 'Is Medline available yet, and on which plan?',
    expected: ['vendor:medline'],
  },
  {
    question:
      'My supplier runs its own Shopify store. Can I pull its catalog into mine, and what plan does that need?',
    expected: ['vendor:shopify'],
  },

  // (6) Features that depend on the plan
  {
    question: 'Are AI-written product descriptions included on the Basic plan?',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
      'plan:basic#features',
      'doc:product-creation',
    ],
  },
  {
    question: 'how much extra is bulk product creation on basic?',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation',
      'faq:ai-listing-creation',
      'faq:plan-features',
    ],
  },
  {
    question: 'We want our ERP to push quantity updates to you. Which plan includes the API?',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:premium#features',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'Apart from the limits, what do I actually get on Premium that Plus lacks?',
    expected: ['plan:premium#features', 'faq:plan-features', 'plan:plus#features'],
  },
  {
    question: 'is pre-push editing in search & push available on plus?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'doc:search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      // "No, Plus does not include… It comes with Premium and Enterprise" answers it.
      'plan:plus#features',
    ],
  },
  {
    question: 'Is the hourly inventory sync on every plan or only the pricier ones?',
    expected: ['faq:plan-features', 'plan:basic#features', 'faq:inventory-sync-frequency'],
  },
  {
    question: 'ok and on premium is there someone I can call if a sync breaks at night?',
    previous: 'What kind of support do I get on Basic?',
    expected: [
      'faq:support-hours',
      'faq:support-response-times',
      'company:response-times',
      'plan:premium#features',
    ],
  },

  // (7) The free trial
  {
    question: 'do you have a free trial? how long is it',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'Do I have to enter a credit card to start the trial?',
    expected: [
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'Can I test with my whole 3,000 product catalogue during the trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'what happens on day 15 if i forget to cancel?',
    expected: ['faq:pricing-trial-card', 'faq:pricing-free-trial', 'page:terms#4-free-trial'],
  },
  {
    question:
      'If I trial Premium, do I get all the Premium features or some cut-down trial version?',
    expected: ['faq:pricing-free-trial'],
  },
  {
    question: 'Is there a trial for Enterprise as well?',
    expected: [
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'and can it be extended if I need a couple more weeks to decide?',
    previous: 'Is there a free trial?',
    expected: ['fallback'],
  },

  // (8) What happens after signing up
  {
    question: 'I just paid at checkout. What happens next?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'if I sign up on a saturday morning when can I actually log in?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'Realistically how long from signing up to being fully up and running?',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'will you need my shopify admin password to connect?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: "Can someone on your side do the Shopify connection for me? I'm not very technical",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
      'faq:technical-skills',
    ],
  },
  {
    question: 'What do I do first once my account is confirmed?',
    expected: [
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:quick-start-guide',
      'faq:how-does-vendorhub-work',
    ],
  },
  {
    question: 'Is guided onboarding or a migration from our old setup included?',
    expected: ['plan:enterprise#features'],
  },
  {
    question: 'where are your setup guides? want to read them before buying',
    expected: ['faq:documentation', 'doc:quick-start-guide'],
  },
  {
    question:
      'After connecting, do I have to set anything up inside Shopify itself for each vendor?',
    expected: [
      'doc:prepare-products',
      'doc:quick-start-guide#step-3-add-your-first-vendor',
      'doc:prepare-products#checklist',
    ],
  },
  {
    question:
      'Which permissions does your app ask for on my store? I want to check that before signing up',
    expected: [
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },

  // (9) Changing plans, going over limits, cancelling
  {
    question: 'Can I start on Basic and move up later without redoing my whole setup?',
    expected: ['faq:pricing-plan-changes', 'faq:change-plan'],
  },
  {
    question: 'if we downgrade from premium to plus, when does that kick in?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'do you bill per extra order if we go over 400 on Plus?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Can I cancel any time?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'and would I get money back for the rest of the month?',
    previous: 'Can I cancel any time?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'If we cancel, do the products you created vanish from our Shopify store?',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },
  {
    question: 'How long do you hang on to our data after we leave?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },

  // (10) Trust and proof: company, security, customer stories
  {
    question: 'how long have you guys been around?',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'Who actually runs VendorHub?',
    expected: ['page:about#team'],
  },
  {
    question: 'Do you have any lighting retailers using this?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: 'the pet supplies case study: what plan were they on and what did their setup cost?',
    expected: ['case-study:evertail'],
  },
  {
    question:
      'Is there an example of a shop with two stores and brands with strict pricing policies?',
    expected: ['case-study:fashionplus'],
  },
  {
    question: 'Is our data stored in the EU? GDPR is a big deal for us',
    expected: [
      'faq:data-hosting',
      'faq:compliance',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
    ],
  },
  {
    question: 'are you SOC 2 certified, and do you sign HIPAA BAAs for the medical supply vendors?',
    expected: ['faq:compliance', 'company:hosting'],
    wording: false,
  },
  {
    question: 'What is in your most recent release?',
    expected: ['release:2.1.0'],
  },
  {
    question: "what's the phone number for your sales team",
    expected: ['company:contact'],
  },
  {
    question: 'Are you hiring for customer support by any chance?',
    expected: ['job:customer-support-specialist', 'jobs'],
  },

  // (11) Questions the site does not answer, or only in part
  {
    question: 'How much is Premium, and do you do a startup discount for the first year?',
    expected: ['plan:premium#price', 'faq:plan-limits'],
    wording: false,
  },
  {
    question: 'Do you have a discount for nonprofits or charities?',
    expected: ['fallback'],
  },
  {
    question: 'Do you run an affiliate or referral program? I could send you a few stores',
    expected: ['fallback'],
  },
  {
    question: 'Can you recommend a good wholesale supplier for pet products in the US?',
    expected: ['fallback'],
  },
  {
    question: 'How much will Maxim Lighting charge me for shipping on each drop-ship order?',
    expected: ['fallback'],
  },
];
