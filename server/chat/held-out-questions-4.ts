/**
 * Fourth held-out set of `npm run bench:bot`: 60 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or any other question set, and committed before the bot was first scored on them. The
 * bot never learns from this set and its misses are not read while tuning.
 */
import type { BotQuestion } from './questions.ts';

export const heldOutQuestions4: BotQuestion[] = [
  // (1) Plans, prices, limits and fees
  {
    question: 'whats your cheapest plan and how much is it',
    expected: ['plan:basic#price', 'plan:all#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    question: "And if we pay for the whole year up front, what's the total?",
    previous: 'How much does Premium cost?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:premium#price'],
  },
  {
    question: 'We run 3 shopify storefronts (US, CA and UK). Which tier do we need?',
    expected: [
      'plan:premium#stores',
      'plan:all#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question:
      'what happens if we go past the order cap in a busy month, do u bill per extra order?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Plus plan - max number of products I can have synced?',
    expected: [
      'plan:plus#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'plan:all#products',
      'doc:product-creation',
    ],
  },
  {
    question: 'and orders per month on that tier?',
    previous: 'Plus plan - max number of products I can have synced?',
    expected: [
      'plan:plus#orders',
      'faq:plan-limits',
      'doc:order-management#order-limits-by-plan',
      'plan:all#orders',
      'doc:order-management',
    ],
  },
  {
    question: "We're a German company. Will you charge us in euros, and is VAT extra?",
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'enterprise... is there an actual price list or is it quote only?',
    expected: [
      'faq:pricing-enterprise',
      'plan:enterprise#price',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'We pack and ship everything ourselves, we really just need stock levels and products kept up to date. Is there a cheaper way to do that?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question:
      'One of our suppliers just emails an excel price list every monday. what would it cost to get that hooked up?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'fee:all',
    ],
  },
  {
    question:
      'If I move to a smaller plan halfway through the month, do I get part of my money back?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:pricing-plan-changes',
      'faq:change-plan',
    ],
  },
  {
    question: 'how many suppliers can i connect on basic',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'plan:all#vendors',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'We want to push products in from our PIM over an API. Which subscription includes that?',
    expected: [
      'faq:plan-features',
      'plan:premium#features',
      'doc:product-creation#create-products-through-the-api',
      'page:terms#6-plan-limits',
      'release:2.0.0',
    ],
  },
  {
    question: 'how long is the free trial and do you need my card details to start it?',
    expected: [
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
      'faq:free-trial',
      'faq:pricing-free-trial',
    ],
  },
  {
    question: 'Is the AI bulk listing thing part of Basic or do I pay extra for it?',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:basic#features',
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation#ways-to-add-products',
      'doc:product-creation',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'page:terms#6-plan-limits',
      'release:1.9.0',
    ],
  },

  // (2) Vendors, in the catalogue and not
  {
    question: 'do u have a kuzco integration?',
    expected: ['vendor:kuzco'],
  },
  {
    question: "We sell a lot of Honey's Place stock. Can I connect them if I'm on the Basic plan?",
    expected: ['vendor:honey', 'faq:supported-vendors'],
  },
  {
    question: 'Is Medline available yet?',
    expected: ['vendor:medline'],
  },
  {
    question:
      "Do you have a ready-made connector for Visual Comfort? they're a big chunk of our catalog",
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'can my amazon FBA inventory ship the orders that come in on my shopify site?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: 'auto parts distributors - do you cover that category at all?',
    expected: ['vendor:parts-unlimited', 'vendor:wheelpros'],
  },
  {
    question: 'williams trading: does that connection run over their api or off ftp files?',
    expected: ['vendor:williams'],
  },
  {
    question: 'Nora Lighting, any setup charge to connect them?',
    expected: [
      'vendor:nora',
      'fee:pre-built',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'ok and how fresh will their stock numbers be in my store?',
    previous: 'Nora Lighting, any setup charge to connect them?',
    expected: [
      'vendor:nora',
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'Our supplier runs their own shopify shop. Could we pull their products into ours and have orders go over to them automatically?',
    expected: ['vendor:shopify'],
  },
  {
    question: "Do you connect with Quorum International, and what's their minimum opening order?",
    expected: ['vendor:quorum'],
    wording: false,
  },
  {
    question:
      'my distributor isnt on your list. how do i ask for it and how long till i hear back?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'doc:add-vendor',
    ],
  },

  // (3) How the product works and how to do things
  {
    question: 'how can I avoid selling stuff my supplier has already run out of?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'I set a 40% markup but some items show up priced higher than cost + 40%. why??',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'Will I have to hand over my Shopify admin password to your team?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question:
      "since we added a new supplier, shoppers get to checkout and there's no delivery option for those items",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: "made a new collection in shopify but i can't pick it in vendorhub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:collection-check',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'We already sell about 800 items from this brand. Can we hook those listings up without recreating them?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question: 'if i remove a product from shopify does it get recreated on the next sync?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'Overnight every single product from one of our suppliers started failing its health status. The other suppliers look fine. What happened?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question: 'shopify shows 2 units less than the vendor actually has, is that a bug',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question:
      "Shopify won't let me make a custom app from the admin anymore. How do I connect then?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question: 'im not techy at all, can your guys just do the shopify part for me?',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'When someone buys an item, how does the supplier find out? Do I have to forward it?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'and does the buyer get the tracking number without me lifting a finger?',
    previous: 'When someone buys an item, how does the supplier find out? Do I have to forward it?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
      'release:1.7.0',
    ],
  },
  {
    question: 'If I tweak a price by hand in Shopify, will it get overwritten?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'can i bring products in hidden first so i can check the photos before customers see them',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'Our vendor only sends a spreadsheet. What columns does the file need to have?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: "realistically how long before we're up and running",
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      'Our IT guy wants the exact list of access scopes your app requests on our store, and why it needs to read customers.',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },

  // (4) Company, support, jobs, releases and case studies
  {
    question: "what hours is your support team around? i'm in california",
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'are you hiring any react devs?',
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },
  {
    question: 'is that one remote or do I have to be in NYC?',
    previous: 'are you hiring any react devs?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'What shipped in version 2.0?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'Got any examples of lighting shops that use this?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: "who's behind vendorhub, who started it?",
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: 'whats your phone number and street address',
    expected: ['company:contact'],
  },
  {
    question: 'On Plus, how long until someone from support gets back to me?',
    expected: [
      'faq:support-response-times',
      'company:response-times',
      'plan:plus#features',
      'doc:quick-start-guide#get-help',
    ],
  },

  // (5) Privacy, terms and cookies
  {
    question: 'does this site run google analytics or any tracking cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: "Do you sell our shoppers' data, or use it to train your AI?",
    expected: ['page:privacy#3-how-we-use-it', 'page:privacy#9-your-rights'],
  },
  {
    question: 'If we cancel, how long before our data gets wiped?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: "which state's law governs your terms of service?",
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },

  // (6) Questions the site does not answer
  {
    question: 'Do you offer discounts for nonprofits?',
    expected: ['fallback'],
  },
  {
    question: 'is there an iphone app so i can check orders from my phone',
    expected: ['fallback'],
  },
  {
    question: "what's kuzco's wholesale cost on their pendant lights?",
    expected: ['fallback'],
  },
];
