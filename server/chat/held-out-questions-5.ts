/**
 * Fifth held-out set of `npm run bench:bot`: 60 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or any other question set, and committed before the bot was first scored on them. The
 * bot never learns from this set and its misses are not read while tuning.
 */
import type { BotQuestion } from './questions.ts';

export const heldOutQuestions5: BotQuestion[] = [
  // (1) Plans, prices and billing
  {
    question: 'How much is the Plus plan per month, and does it plug into QuickBooks?',
    expected: [
      'plan:plus#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
    wording: false,
  },
  {
    question: 'How many Shopify stores can I hook up on Premium',
    expected: [
      'plan:premium#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question: 'we work with like 15 suppliers, which plan would we need?',
    expected: [
      'plan:all#vendors',
      'plan:enterprise#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'What happens if we do more than 400 orders in a month on Plus? Do you charge us per extra order?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: "If we pay annually for Premium, what's the total for the year?",
    expected: [
      'faq:pricing-annual-billing',
      'faq:annual-billing',
      'plan:premium#price',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: "Are your prices in USD, and is VAT included? We're a German company.",
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: "how long's the free trial",
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'do i need to enter a credit card to start the trial?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    previous: 'How many vendors does the Basic plan include?',
    question: 'and on plus?',
    expected: [
      'plan:plus#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question:
      'If I downgrade from Premium to Plus, does the change happen straight away or at renewal?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    previous: "What's the price of Premium?",
    question: 'what about enterprise, how much is that one',
    expected: [
      'plan:enterprise#price',
      'faq:pricing-enterprise',
      'faq:plan-limits',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'is api access part of the plus plan or do I need to go higher',
    expected: [
      'faq:plan-features',
      'plan:plus#features',
      'doc:api-reference#token',
      'page:terms#6-plan-limits',
      'plan:premium#features',
    ],
  },
  {
    question:
      "We handle our own fulfilment and really only need stock and product sync. Is Plus any cheaper if we don't use order routing?",
    expected: [
      'sync-only:plus',
      'faq:pricing-product-sync-only',
      'faq:product-sync-only',
      'sync-only',
    ],
  },
  {
    question:
      "What's the setup fee for a vendor that drops its price list as a CSV on an FTP server?",
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'fee:all',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },
  {
    question:
      'If I cancel halfway through an annual subscription, do I get a refund for the months I have left?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },

  // (2) Vendors and integrations
  {
    question: 'do you guys integrate with Maxim Lighting',
    expected: ['vendor:maxim'],
  },
  {
    question: 'Does the Nora integration pull from an API or from FTP files?',
    expected: ['vendor:nora'],
  },
  {
    question:
      "Our main distributor isn't in your vendor list. Is there still a way to connect them?",
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Can I ship Shopify orders out of my Amazon FBA inventory using VendorHub?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: "which plan do i need to use Honey's Place",
    expected: ['vendor:honey'],
  },
  {
    question: 'Does VendorHub work with WooCommerce, or is it Shopify only?',
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      'One of our suppliers runs their own Shopify store. Can we pull their products and stock into ours and send them the orders?',
    expected: ['vendor:shopify'],
  },

  // (3) Getting started and connecting Shopify
  {
    question: 'Realistically, how long does it take to get up and running?',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      "shopify says i can't create custom apps in the admin anymore?? how am i supposed to connect you then",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#choose-a-method',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
    ],
  },
  {
    question: "I'm not very techy. Could someone on your side connect my store for me?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Where do I paste the client ID and secret from the Dev Dashboard app?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "I made a new location in Shopify for a vendor but it's not showing up in the dropdown in VendorHub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    question:
      'One of our vendors just emails us an Excel sheet with stock levels every week. How do we get that into VendorHub?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
      'doc:add-vendor#vendor-types',
    ],
  },

  // (4) Inventory, prices, products and orders
  {
    question: 'How often does inventory update? Can I force a sync myself?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question: 'shopify shows 0 for a product but the supplier has 4 in stock, why??',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question:
      'If an item costs $40, my markup is 50% and the MAP is $65, what price will VendorHub put on it?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'I changed a price by hand in Shopify and an hour later it was back to the old one. How do I stop that happening?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "if i delete a product in shopify does it also get removed from the vendor's catalogue?",
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      "Since this morning every single product from one of our vendors is failing its health check. What's going on?",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question: 'Can I push products over as drafts so I can look them over before they go live?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question:
      "We already sell around 2,000 of this vendor's products in our store. Will connecting them create duplicate listings?",
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'how does the customer get their tracking number when the vendor ships?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    previous: 'What is Pre-Push Editing?',
    question: 'is that included on plus?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
      'page:terms#6-plan-limits',
      'doc:search-and-push',
    ],
  },
  {
    question: 'Is there a rate limit on your REST API? how many calls per minute',
    expected: ['doc:api-reference#rate-limits'],
  },

  // (5) Security, privacy and data
  {
    question: 'Do you need my Shopify admin password to set everything up?',
    expected: [
      'faq:store-password',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Where is our data stored? For GDPR reasons we would want it kept in the EU.',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'faq:compliance',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'are you SOC 2 certified',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:privacy#7-how-we-protect-it',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'If we cancel, how long do you hang on to our data before deleting it?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'Does this website set tracking cookies or run Google Analytics?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: "How do I take away VendorHub's access to my store if we stop using it?",
    expected: [
      'faq:revoke-access',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },

  // (6) Company and support
  {
    question: 'who started vendorhub?',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: 'Is your support team around on weekends?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: "We're on Basic. How long does it usually take to hear back from support?",
    expected: [
      'company:response-times',
      'faq:support-response-times',
      'plan:basic#features',
      'doc:quick-start-guide#get-help',
      'doc:health-check#still-failing',
    ],
  },
  {
    question:
      'I registered a couple of hours ago and still have no confirmation email, is that normal?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'am i talking to a bot or a real person right now',
    expected: ['faq:ai-assistant'],
  },

  // (7) Careers, releases and case studies
  {
    question: 'Are you hiring at the moment?',
    expected: ['jobs'],
  },
  {
    previous: 'What positions do you have open?',
    question: 'is the go backend one remote?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: "What's new in your latest release?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'When did you add the Quantity Delta feature?',
    expected: ['release:1.7.0'],
  },
  {
    question: 'Got any case studies from stores that sell lighting?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    previous: 'Do you have any customer stories?',
    question: 'the pet supply one — how many products did they list?',
    expected: ['case-study:evertail'],
  },

  // (8) Outside what the site covers
  {
    question: 'Do you offer any discount for nonprofits or early-stage startups?',
    expected: ['fallback'],
  },
  {
    question: "What's the minimum opening order Nora Lighting asks of new dealers?",
    expected: ['fallback'],
  },
  {
    question: 'Is there an iPhone or Android app for VendorHub?',
    expected: ['fallback'],
  },
  {
    question: 'Could you also run our Google Shopping ad campaigns?',
    expected: ['fallback'],
  },
];
