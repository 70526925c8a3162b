/**
 * Seventh held-out set of `npm run bench:bot`: 60 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or any other question set, and committed before the bot was first scored on them. The
 * bot never learns from this set and its misses are not read while tuning.
 */
import type { BotQuestion } from './questions.ts';

export const heldOutQuestions7: BotQuestion[] = [
  // (1) Plans, prices, limits, fees, trial and billing
  {
    question: 'how many products can i sync during the free trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'Do I need to enter a credit card just to try it out?',
    expected: ['faq:pricing-trial-card'],
  },
  {
    question:
      'We do roughly 600 orders a month, almost all drop ship. Which of your plans would actually cover that volume?',
    expected: ['plan:all#orders', 'faq:plan-limits', 'doc:order-management#order-limits-by-plan'],
  },
  {
    question: 'if i pay yearly how much is plus',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question:
      "our supplier isn't one of your pre-built ones, they just drop a csv on an ftp server every night. what does it cost to get that set up?",
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      'We ship everything ourselves and only need the stock and price syncing, not the order stuff. Is there a cheaper way to use VendorHub?',
    expected: ['sync-only', 'faq:pricing-product-sync-only', 'faq:product-sync-only'],
  },
  {
    previous:
      'We ship everything ourselves and only need the stock and price syncing. Is there a cheaper option?',
    question: 'how much off would that be on basic?',
    expected: ['sync-only:basic', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question:
      "We're on Plus and will probably blow past 400 orders over Black Friday. Do you charge extra per order when that happens?",
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'If I upgrade from Basic to Plus halfway through the month do I pay the full price again?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'are the prices in usd and is vat included?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    previous: 'How many vendors can I connect on the Basic plan?',
    question: 'what about premium',
    expected: ['plan:premium#vendors', 'faq:plan-limits', 'doc:add-vendor#vendor-limits-by-plan'],
  },
  {
    question:
      'How is the Enterprise plan priced? And do you give discounts to early-stage startups?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
    wording: false,
  },

  // (2) Vendors: supported, status, how they integrate, unknown vendors
  {
    question: 'Do you integrate with Kuzco Lighting?',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'is wheelpros available yet? we sell wheels and tires',
    expected: ['vendor:wheelpros'],
  },
  {
    question:
      "Most of our stock comes from a small regional distributor called Bayside Garden Supply. They don't have an API, they just email us a spreadsheet every week. Can you work with them?",
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'how does the honeys place integration work, is it ftp or api?',
    expected: ['vendor:honey'],
  },
  {
    question:
      "Do you support Medline? Also, are you HIPAA compliant since we're in medical supplies?",
    expected: ['vendor:medline'],
    wording: false,
  },
  {
    question: 'can i use my amazon FBA inventory to fulfill shopify orders through you?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: 'Is Williams Trading available on the Basic plan?',
    expected: ['vendor:williams', 'faq:supported-vendors', 'doc:add-vendor#vendor-limits-by-plan'],
  },
  {
    question:
      'one of our suppliers runs their own shopify store. can you pull their catalog into our store and pass them the orders?',
    expected: ['vendor:shopify'],
  },

  // (3) Connecting Shopify and getting started
  {
    question: 'do i have to give you my shopify password?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: "I'm not very technical. Can someone on your team connect my store for me?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question:
      'shopify doesnt let me create an app in the admin anymore (develop apps just sends me somewhere else), so how do i get you an access token?',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question: 'realistically how long does onboarding take before things are syncing?',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      "Signed up yesterday afternoon and still haven't got a confirmation email. Is that normal?",
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    previous: 'How do I connect my Shopify store?',
    question: 'ok i made the app, where do i paste the client secret?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },

  // (4) Inventory, Quantity Delta, products, listing and pushing
  {
    question: 'How often do stock levels update from the suppliers?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'is there a way to hold back a couple units so we dont oversell stuff the vendor already sold?',
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },
  {
    previous: "What's Quantity Delta?",
    question: 'so if the supplier has 4 in stock and my delta is 5, what does my store show?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question:
      'We already have about 3,000 products in Shopify from one of our distributors. If we connect them, will VendorHub create duplicate listings?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question: 'can i push products as drafts first so i can check the photos before they go live?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
    ],
  },
  {
    question: 'Does the AI write the product descriptions for me if I am on Plus?',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:plan-features',
    ],
  },
  {
    question: 'if i add the vendor tag to a product in shopify does it get linked automatically?',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question:
      'Our vendor has no API, they send an Excel price list. How do I get that into VendorHub and what columns does the file need?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },

  // (5) Pricing rules, MSRP and MAP
  {
    question: 'how does MAP enforcement work?',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'Can I just set cost plus 40% on everything from one supplier?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: "the vendor's feed has MAP higher than MSRP on some items, which one wins?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question:
      'I changed a few prices by hand in Shopify but they keep going back every hour. How do I stop that?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    previous: 'What does Enforce MSRP do?',
    question: "and what if a product doesn't have an msrp at all?",
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },

  // (6) Orders, routing and tracking
  {
    question: 'how do orders get to my supplier? do i still have to email them each order?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question:
      'Does my customer get a shipping email with the tracking number once the vendor ships?',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question: 'what happens when someone buys items from two different vendors in the same order',
    expected: ['doc:order-management#how-an-order-moves'],
  },
  {
    question: 'Where can I see which orders went to which vendor and whether they shipped?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'why does the app need the read_all_orders permission?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },

  // (7) Troubleshooting
  {
    question:
      'customers cant check out, no shipping rates show up for the products from the vendor we just added',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      "I created a new location in Shopify for my vendor but it doesn't show up in VendorHub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question: 'every single product from one vendor is failing the health check since this morning',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question: 'my store shows 7 units but the supplier says they have 10. is the sync broken?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question:
      "The last sync time on one of our vendors hasn't moved in like 5 hours. Is there a status page where I can check if you're down?",
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:dashboard-overview#vendor-detail-page',
    ],
    wording: false,
  },

  // (8) Company, support, security, privacy, legal, jobs, case studies, releases
  {
    question: "what hours is support open? i'm on the west coast",
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question:
      'Are you SOC 2 certified, and where is our data hosted? We have a lot of EU customers.',
    expected: [
      'company:hosting',
      'faq:compliance',
      'faq:data-hosting',
      'page:privacy#6-where-your-data-is-hosted',
    ],
  },
  {
    previous: 'Are you hiring right now?',
    question: 'what do you need for the customer support role?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'do you have any case studies from lighting stores?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: "what's new in the latest version?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'if we cancel how long do you keep our data around',
    expected: [
      'company:retention',
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: "What's your phone number? I'd rather talk to a person",
    expected: ['company:contact'],
  },

  // (9) Not covered by the site
  {
    question: 'Can VendorHub sync our sales and costs into QuickBooks?',
    expected: ['fallback'],
  },
  {
    question: 'is there an iphone app so i can check orders on my phone',
    expected: ['fallback'],
  },
  {
    question: 'Do you have a referral or affiliate program?',
    expected: ['fallback'],
  },
  {
    question: "I'm an agency. Can I white-label VendorHub and resell it to my own clients?",
    expected: ['fallback'],
  },
];
