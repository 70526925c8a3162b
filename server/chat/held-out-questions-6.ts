/**
 * Sixth held-out set of `npm run bench:bot`: 60 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or any other question set, and committed before the bot was first scored on them. The
 * bot never learns from this set and its misses are not read while tuning.
 */
import type { BotQuestion } from './questions.ts';

export const heldOutQuestions6: BotQuestion[] = [
  // (1) Plans, prices, limits and fees
  {
    question: 'how much is the plus plan per month',
    expected: [
      'plan:plus#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'plan:all#price',
    ],
  },
  {
    question:
      "We run three Shopify storefronts (US, UK and AU). What's the lowest tier that covers all three?",
    expected: [
      'plan:all#stores',
      'plan:premium#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
    ],
  },
  {
    question: 'max number of vendors on premium?',
    expected: [
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'plan:all#vendors',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question: 'we do roughly 700 orders a month, is plus enough or do we need premium',
    expected: [
      'plan:all#orders',
      'plan:plus#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
      'doc:order-management',
      'plan:premium#orders',
    ],
  },
  {
    // Written as 'and if I pay yearly?', which a tuning batch already holds word for word;
    // reworded before the set was first scored.
    question: 'and what if we pay for the whole year at once?',
    previous: 'how much is premium?',
    expected: ['plan:premium#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: "There's no price shown for Enterprise. What would it roughly cost us?",
    expected: [
      'faq:pricing-enterprise',
      'plan:enterprise#price',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'What happens in a crazy month like Black Friday if we go way over our order limit? Do you bill extra per order?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'If I move from Plus down to Basic in the middle of the month, when does that kick in?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'are the prices in usd or euro? is VAT included, we are a dutch company',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'do i have to enter a credit card to try it out',
    expected: [
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'How many products am I allowed to sync while I am still on the trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      'We ship all orders ourselves and only want stock and price sync from our suppliers. Does Plus get cheaper in that case?',
    expected: [
      'sync-only:plus',
      'faq:pricing-product-sync-only',
      'faq:product-sync-only',
      'sync-only',
    ],
  },
  {
    question: 'Is API access part of Plus or only the higher plans?',
    expected: [
      'faq:plan-features',
      'plan:plus#features',
      'doc:api-reference#token',
      'page:terms#6-plan-limits',
      'plan:premium#features',
    ],
  },
  {
    question: 'if i pay for a year up front and cancel after 5 months, do i get the rest refunded?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question:
      "our supplier drops a csv on their ftp server every night. what's the one-time fee for you to hook that up?",
    expected: [
      'fee:csv-xml-ftp',
      'faq:pricing-setup-fees',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'page:terms#7-setup-fees-and-integrations',
      'fee:all',
      'doc:add-vendor',
    ],
  },

  // (2) Vendors and integrations
  {
    question:
      'Do you have a Maxim Lighting integration? And could you negotiate better wholesale prices with Maxim for us?',
    expected: ['vendor:maxim'],
    wording: false,
  },
  {
    question: 'wheelpros integration live yet?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: "Which plan do I need to connect Honey's Place?",
    expected: ['vendor:honey'],
  },
  {
    question: 'Can I fulfil my Shopify orders out of the stock I keep at Amazon FBA through you?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question:
      "Our main distributor isn't on your integrations list at all. Can you still connect it?",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'do you integrate with printful?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'Does it work with WooCommerce or BigCommerce, or is it Shopify only?',
    expected: ['faq:supported-platforms'],
  },

  // (3) Getting set up
  {
    question:
      "how do I connect my shopify store? I read that shopify got rid of the old 'develop apps' screen",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question:
      'Hello, I am not so good with Shopify settings. Is possible that your team make the connection of my store instead of me?',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
      'faq:technical-skills',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question:
      'one of our suppliers has no API, just a dealer website where we log in to see stock. can vendorhub work with that?',
    expected: [
      'doc:add-vendor#vendor-types',
      'doc:add-vendor',
      'faq:supported-vendors',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question:
      "I made a new Location in Shopify for my supplier but it doesn't show up in the dropdown in Vendor Store Settings",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:collection-check',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
    ],
  },

  // (4) Everyday use and troubleshooting
  {
    question:
      "customers get to checkout with one vendor's items and there are no shipping rates at all. what did i break",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'Supplier has 4 in stock but my Shopify says 0 for that SKU. bug??',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'faq:quantity-delta',
    ],
  },
  {
    question:
      'Quick sanity check: cost is $40, markup 50%, MAP $65, no MSRP. With Enforce MAP turned on, what will the selling price be?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question: "ok and what if the vendor's MAP is actually higher than the MSRP? which one wins",
    previous: 'How does the MAP and MSRP enforcement work?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      'i changed a price by hand in shopify and an hour later it was back to the old one. how do i stop that from happening',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing',
      'doc:pricing-rules',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'Since this morning every single product from one of our distributors shows a failed health check. The other vendors look fine. What is going on?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question:
      "We already sell about 300 of this supplier's products in our store. If we connect the supplier, will VendorHub create them all a second time?",
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation',
    ],
  },
  {
    question:
      'does the basic plan come with the AI product descriptions? and can your AI also write blog posts for my store',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:basic#features',
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation',
    ],
    wording: false,
  },

  // (5) API reference
  {
    question: 'How do I authenticate against your REST API? Where do I generate a token?',
    expected: ['doc:api-reference#token'],
  },
  {
    question:
      "What's the request limit per token on the API, and do you also have a GraphQL endpoint or is it REST only?",
    expected: ['doc:api-reference#rate-limits'],
    wording: false,
  },
  {
    question:
      'getting 403 plan_required back from POST /wh/api/v1/products, the token is definitely right',
    expected: ['doc:api-reference#errors', 'doc:api-reference#token'],
  },
  {
    question:
      'which endpoint do I call to push a new stock quantity for a single SKU from our ERP?',
    expected: ['doc:api-reference#update-product'],
  },

  // (6) Security, data and legal
  {
    question: 'will you need my shopify admin login and password to set this up?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'doc:quick-start-guide#before-you-start',
    ],
  },
  {
    question: 'We are based in Germany. Where is our data stored, and are you GDPR compliant?',
    expected: [
      'faq:data-hosting',
      'faq:compliance',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'if we cancel, do you delete all our stuff right away?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'does this website put tracking cookies in my browser?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'is what I type in this chat sent to ChatGPT or some other AI company?',
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },

  // (7) Company and support
  {
    question: 'how long has vendorhub been around?',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'Who are the founders of the company?',
    expected: ['page:about#team'],
  },
  {
    question: 'do you have a phone number i can call',
    expected: ['company:contact'],
  },
  {
    question: "what are your support hours? I'm on the west coast",
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'and on plus?',
    previous: 'how fast does support reply on the basic plan?',
    expected: [
      'company:response-times',
      'faq:support-response-times',
      'plan:plus#features',
      'doc:quick-start-guide#get-help',
    ],
  },
  {
    question: 'signed up friday evening and still no confirmation email. is that normal?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
      'page:terms#2-your-account',
    ],
  },

  // (8) Jobs
  {
    question: 'r u hiring? looking for remote work',
    expected: ['jobs'],
  },
  {
    question: 'the customer support one, can I do it remotely from Poland?',
    previous: 'what positions are open at the moment?',
    expected: ['job:customer-support-specialist'],
  },

  // (9) Release notes
  {
    question: 'what changed in your most recent update?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'When did you ship the Quantity Delta feature?',
    expected: ['release:1.7.0'],
  },

  // (10) Case studies
  {
    question: 'Got any customer examples from lighting stores?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question:
      'Do you have a case study of a merchant running two Shopify stores, like one for the US and one for Canada?',
    expected: ['case-study:fashionplus'],
  },
  {
    question: 'what did the setup cost them?',
    previous: 'tell me about the Evertail case study',
    expected: ['case-study:evertail'],
  },

  // (11) Outside what the site covers
  {
    question: 'can you recommend a good 3PL in Texas? we need somewhere to keep overflow inventory',
    expected: ['fallback'],
  },
  {
    question: 'is vendorhub a public company? whats the stock ticker',
    expected: ['fallback'],
  },
  {
    question: 'Is there an Android app so I can check on orders from my phone?',
    expected: ['fallback'],
  },
  {
    question: 'how do i change my shopify payments payout schedule to daily?',
    expected: ['fallback'],
  },
];
