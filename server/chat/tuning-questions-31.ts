/**
 * Thirty-first tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch imitates first-time visitors who have only seen the
 * home page: short questions in everyday words ("stock", "my supplier's list", "the shop") rather
 * than the site's own terms, often with a typo or no punctuation, spread across the whole site.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions31: BotQuestion[] = [
  // (1) What it does and who it is for
  {
    question: 'what does this thing actually do',
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work'],
  },
  {
    question: 'is this for dropshippers?',
    expected: ['faq:who-is-vendorhub-for'],
  },
  {
    question: 'does it work with woocommerce',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'do i need to be a programer to use it',
    expected: ['faq:technical-skills'],
  },
  {
    question: 'does it sync stock and do my accounting too',
    expected: ['faq:what-is-vendorhub', 'faq:inventory-sync-frequency'],
    wording: false,
  },

  // (2) Prices and plans
  {
    question: 'how much does it cost',
    expected: ['plan:all#price', 'faq:plan-limits'],
  },
  {
    question: 'whats the cheapest plan',
    expected: ['plan:basic#price', 'faq:plan-limits'],
  },
  {
    question: 'and for premium?',
    previous: 'how much is the plus plan a month',
    expected: ['plan:premium#price', 'faq:plan-limits'],
  },
  {
    question: 'how many shops can i hook up on basic',
    expected: ['plan:basic#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'how many suppliers can i have on plus',
    expected: [
      'plan:plus#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
    ],
  },
  {
    question: 'max number of items i can list on premium',
    expected: [
      'plan:premium#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
      'doc:search-and-push#before-you-start',
    ],
  },
  {
    question: 'how many orders a month do i get on basic',
    expected: [
      'plan:basic#orders',
      'faq:plan-limits',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
    ],
  },
  {
    question: 'whats the differnce between the plans',
    expected: ['faq:plan-features', 'faq:plan-limits'],
  },
  {
    question: 'is it cheaper if i pay for the year',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'are prices in dollars or euros',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'what if i want to go down a plan instead',
    previous: 'can i upgrade whenever i want',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'what if i get more orders than my plan allows',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: 'i only need stock synced not orders, is it cheaper',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'how much off on basic then',
    previous: 'i only need stock synced not orders, is it cheaper',
    expected: ['sync-only:basic', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'which plan comes with the api',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:premium#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'do u give refunds',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'price for plus and is there a student discount',
    expected: ['plan:plus#price', 'faq:plan-limits'],
    wording: false,
  },

  // (3) Free trial
  {
    question: 'can i try it for free first',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'how long is the trail',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'how many products can i test with',
    previous: 'how long is the free trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'card needed for the free trial?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'do you charge me automaticly when the trial ends',
    expected: ['faq:pricing-trial-card', 'faq:pricing-free-trial', 'page:terms#4-free-trial'],
  },

  // (4) Getting set up
  {
    question: 'how long till im up and running',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'ok how do i get started',
    expected: ['doc:quick-start-guide', 'faq:how-does-vendorhub-work', 'faq:documentation'],
  },
  {
    question: 'signed up but no confirmation email yet',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'do you need my shopify password',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question: 'can u guys set it all up for me',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question: 'how do i link my shop to you',
    expected: [
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify#choose-a-method',
    ],
  },
  {
    question: 'what access do you need to my store',
    expected: [
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'any setup fee?',
    expected: [
      'faq:setup-fees',
      'fee:all',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'what if my supplier only emails me spreadsheets',
    previous: 'any setup fee?',
    expected: [
      'fee:csv-xml-ftp',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'cost to build a hookup to my suppliers own api',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },

  // (5) Stock levels
  {
    question: 'how often does stock update',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'can i make it update stock right now',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question: 'can i hold back a few so i dont oversell',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'so supplier has 10 and i set 3, what shows',
    previous: 'what is quantity delta',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'why does my shop show less stock than the supplier',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check',
      'doc:inventory-management#when-the-numbers-do-not-match',
    ],
  },
  {
    question: 'will it mess with stock in my own warehouse',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:inventory-management',
    ],
  },

  // (6) Product listings
  {
    question: 'can it write my product descriptions',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation',
    ],
  },
  {
    question: 'is the ai writing thing free on basic',
    expected: [
      'faq:ai-listing-creation',
      'plan:basic#features',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'i already have products, will it make copies',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation',
    ],
  },
  {
    question: 'can i add stuff hidden first and check it',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'how do i pick items from my suppliers list',
    expected: [
      'doc:search-and-push#find-vendor-products',
      'doc:search-and-push',
      'doc:product-creation#create-products-one-at-a-time',
    ],
  },
  {
    question: 'whats this tagging thing',
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'what happens if i delete a product in shopify',
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'if i change a title myself does it get overwritten',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },

  // (7) Prices in the shop
  {
    question: 'can it add my markup automatically',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'stop me selling under the brands minimum price?',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'supplier raises cost, does my price go up',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'changed a price by hand and it went back??',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
    ],
  },

  // (8) Orders and tracking
  {
    question: 'does it send orders to my supplier automaticaly',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'does my customer get a tracking number',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'one order with stuff from 2 suppliers?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
      'faq:order-routing',
    ],
  },
  {
    question: 'customers see no shipping at checkout',
    expected: ['doc:order-management#no-shipping-options-at-checkout', 'doc:order-management'],
  },
  {
    question: 'where do i see if the supplier shipped',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:order-management',
    ],
  },

  // (9) Suppliers
  {
    question: 'which suppliers do you already work with',
    expected: ['faq:supported-vendors'],
  },
  {
    question: 'my supplier just sends an excel sheet, ok?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:supported-vendors',
      'doc:add-vendor#vendor-types',
      'doc:add-vendor',
    ],
  },
  {
    question: 'do you have nora lighting',
    expected: ['vendor:nora'],
  },
  {
    question: 'how does that one connect',
    previous: 'do you have nora lighting',
    expected: ['vendor:nora'],
  },
  {
    question: 'can i sell honeys place stuff',
    expected: ['vendor:honey'],
  },
  {
    question: 'what plan do i need for williams trading',
    expected: ['vendor:williams'],
  },
  {
    question: 'is medline ready yet',
    expected: ['vendor:medline'],
  },
  {
    question: 'can i ship orders from my amazon fba stock',
    expected: ['vendor:amazon'],
  },
  {
    question: "my supplier's own shopify store, can that work",
    expected: ['vendor:shopify'],
  },
  {
    question: 'my supplier isnt on your list',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'are my supplier logins safe with you',
    expected: ['faq:vendor-credentials'],
  },

  // (10) Support
  {
    question: 'what hours is support open',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'how fast do you answer on basic',
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    question: 'and on premium',
    previous: 'how fast do you answer on basic',
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    question: 'can i chat with a real person',
    expected: ['faq:support-response-times', 'plan:plus#features'],
  },
  {
    question: 'is this chat a bot',
    expected: ['faq:ai-assistant'],
  },
  {
    question: 'got a phone number?',
    expected: ['company:contact'],
  },
  {
    question: 'where are the how to guides',
    expected: ['faq:documentation'],
  },

  // (11) Privacy and data
  {
    question: 'where is my data kept',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'r u gdpr compliant',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'if i cancel do you delete my stuff',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'how do i cancel my subscription',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'how do i take your app off my shop',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'do you sell my data',
    expected: ['page:privacy#3-how-we-use-it', 'page:privacy#9-your-rights'],
  },
  {
    question: 'does this site put cookies on me',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#1-cookies-and-local-storage',
    ],
  },
  {
    question: 'how long do you keep what i type here',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },

  // (12) The company, jobs, releases and customers
  {
    question: 'when did vendorhub start',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'who runs the company',
    expected: ['page:about#team'],
  },
  {
    question: 'r u hiring',
    expected: ['jobs'],
  },
  {
    question: 'any remote go developer jobs',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'whats new in the latest update',
    expected: ['release:2.1.0'],
  },
  {
    question: 'any lighting stores using this',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'examples of other shops using it',
    expected: ['case-studies'],
  },

  // (13) Things the site does not cover
  {
    question: 'does it hook into quickbooks',
    expected: ['fallback'],
  },
  {
    question: 'can it handle customer returns',
    expected: ['fallback'],
  },
  {
    question: 'any nonprofit discount?',
    expected: ['fallback'],
  },
  {
    question: 'how much does shopify charge per month',
    expected: ['fallback'],
  },
  {
    question: 'what are amazons fees for mcf',
    expected: ['fallback'],
  },
  {
    question: 'how do i get better wholesale prices from suppliers',
    expected: ['fallback'],
  },
  {
    question: 'is there an iphone app',
    expected: ['fallback'],
  },
];
