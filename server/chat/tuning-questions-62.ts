/**
 * Sixty-second tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is about multi-turn conversations: 30 pairs and
 * 10 three-turn chains across setup, pricing, vendors, sync rules, orders and support, where each
 * follow-up is short and leans on the message before it ('and for Enterprise?', 'how long does
 * that take?', 'who do I contact about that'), plus a few stand-alone questions.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions62: BotQuestion[] = [
  // (1) Connecting the store and getting started
  {
    question: 'do i have to give you guys my shopify password to connect??',
    expected: ['faq:store-password', 'doc:connect-shopify', 'page:privacy#7-how-we-protect-it'],
  },
  {
    previous: 'do i have to give you guys my shopify password to connect??',
    question: 'ok so how do i connect it then',
    expected: [
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'faq:store-password',
    ],
  },
  {
    previous: 'ok so how do i connect it then',
    question: 'can your team just do that part for me? im not techy',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question:
      'Which permissions/scopes does the VendorHub app need on my store? Our IT guy wants the list before we install anything.',
    expected: ['faq:store-permissions', 'doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    previous:
      'Which permissions/scopes does the VendorHub app need on my store? Our IT guy wants the list before we install anything.',
    question: 'why does it need read_all_orders?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management#orders-older-than-60-days',
    ],
  },
  {
    question:
      'we connected back in 2024 with an app made in the shopify admin. shopify changed something in 2026 right, do we need to redo it?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    previous:
      'we connected back in 2024 with an app made in the shopify admin. shopify changed something in 2026 right, do we need to redo it?',
    question: 'what if we regenerate its token',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      "I created a new location in Shopify for my 2nd supplier but it's not showing up in VendorHub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
    ],
  },
  {
    previous:
      "I created a new location in Shopify for my 2nd supplier but it's not showing up in VendorHub",
    question: 'clicked that, still not there',
    expected: ['doc:collection-check#run-sync-data', 'doc:collection-check'],
  },
  {
    question: 'signed up an hour ago, when does my account get confirmed?',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    previous: 'signed up an hour ago, when does my account get confirmed?',
    question: 'what if i sign up on a saturday',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },

  // (2) Free trial
  {
    question: 'is there a free trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    previous: 'is there a free trial',
    question: 'do i need to put a card in for it?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    previous: 'do i need to put a card in for it?',
    question: 'and what happens when it ends',
    expected: [
      'faq:pricing-free-trial',
      'faq:pricing-trial-card',
      'page:terms#4-free-trial',
      'faq:free-trial',
    ],
  },
  {
    question: 'how long is the trial and how many products can i test with',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    previous: 'how long is the trial and how many products can i test with',
    question: 'and for Enterprise?',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },

  // (3) Plans, prices and limits
  {
    question: 'how much is the plus plan a month',
    expected: ['plan:plus#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    previous: 'how much is the plus plan a month',
    question: 'and if i pay yearly?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing', 'plan:plus#price'],
  },
  {
    question: 'how many vendors can i connect on basic',
    expected: ['plan:basic#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    previous: 'how many vendors can i connect on basic',
    question: 'and on Premium?',
    expected: ['plan:premium#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'We run 3 Shopify stores (US, Canada, UK). Which plan covers all three?',
    expected: [
      'plan:premium#stores',
      'plan:all#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
    ],
  },
  {
    previous: 'We run 3 Shopify stores (US, Canada, UK). Which plan covers all three?',
    question: 'what if we open a 4th one next year',
    expected: [
      'plan:enterprise#stores',
      'faq:pricing-enterprise',
      'faq:plan-limits',
      'plan:all#stores',
    ],
  },
  {
    question: 'how is enterprise priced, theres no number on the page',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  {
    previous: 'how is enterprise priced, theres no number on the page',
    question: 'who do i talk to about it?',
    expected: ['faq:pricing-enterprise', 'company:contact'],
  },
  {
    question: 'if i start on basic can i upgrade to plus later on',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    previous: 'if i start on basic can i upgrade to plus later on',
    question: 'and downgrading?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'we only want the product/inventory sync, we handle orders ourselves. is there a cheaper option for that',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    previous:
      'we only want the product/inventory sync, we handle orders ourselves. is there a cheaper option for that',
    question: 'how much off on plus?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'whats premium cost per month',
    expected: ['plan:premium#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    previous: 'whats premium cost per month',
    question: 'any black friday deal on that?',
    expected: ['fallback'],
  },
  {
    question: 'price of basic, and is there a nonprofit discount?',
    expected: ['plan:basic#price', 'plan:basic', 'faq:plan-limits'],
    wording: false,
  },

  // (4) Setup fees and custom integrations
  {
    question: 'are there any setup fees',
    expected: [
      'faq:setup-fees',
      'fee:all',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    previous: 'are there any setup fees',
    question: 'what about a supplier that just drops a csv on ftp every night?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },
  {
    question:
      "my main distributor isn't on your vendor list. can you build an integration for them?",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:supported-vendors',
    ],
  },
  {
    previous:
      "my main distributor isn't on your vendor list. can you build an integration for them?",
    question: 'how much would that cost, they have a rest api',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    previous: 'how much would that cost, they have a rest api',
    question: 'how long does that take?',
    expected: [
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
    ],
  },

  // (5) Vendors in the catalogue
  {
    question: 'do you guys work with nora lighting',
    expected: ['vendor:nora'],
  },
  {
    previous: 'do you guys work with nora lighting',
    question: 'is that one by ftp or api?',
    expected: ['vendor:nora'],
  },
  {
    question: 'any integration with WheelPros? I sell wheels and tires',
    expected: ['vendor:wheelpros'],
  },
  {
    previous: 'any integration with WheelPros? I sell wheels and tires',
    question: 'when will it be ready',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'Do you support Kichler?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    previous: 'Do you support Kichler?',
    question: 'ok how do i ask for it',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      'part of my stock sits in amazon fba. can vendorhub ship my shopify orders out of there?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    previous:
      'part of my stock sits in amazon fba. can vendorhub ship my shopify orders out of there?',
    question: 'do i have to sync prices for it too',
    expected: [
      'vendor:amazon',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question: 'we sell adult products, which distributors do you connect with?',
    expected: [
      'faq:supported-vendors',
      'vendor:entrenue',
      'vendor:williams',
      'vendor:honey',
      'vendor:holiday',
      'case-study:condomania',
    ],
  },
  {
    previous: 'we sell adult products, which distributors do you connect with?',
    question: 'is williams trading available on basic?',
    expected: ['vendor:williams', 'faq:plan-features', 'doc:add-vendor#vendor-limits-by-plan'],
  },
  {
    previous: 'is williams trading available on basic?',
    question: 'how do orders get to them',
    expected: ['vendor:williams', 'faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },

  // (6) Kinds of vendors and their credentials
  {
    question:
      'one of our suppliers is old school, no api, just a website portal where we log in. can you connect that kind?',
    expected: ['faq:supported-vendors', 'doc:add-vendor#vendor-types'],
  },
  {
    previous:
      'one of our suppliers is old school, no api, just a website portal where we log in. can you connect that kind?',
    question: 'what login info do you need for that',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:add-vendor#vendor-types',
      'doc:dashboard-overview#vendor-settings',
    ],
  },

  // (7) Inventory sync and Quantity Delta
  {
    question: 'what is quantity delta',
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },
  {
    previous: 'what is quantity delta',
    question: 'what number should i set it to',
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    question: 'vendor shows 4 in stock but my store says 0?? whats going on',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    previous: 'vendor shows 4 in stock but my store says 0?? whats going on',
    question: 'my delta is set to 5',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    previous: 'my delta is set to 5',
    question: 'ok how do i lower it',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question: 'how often does inventory update from vendors, and can it also sync into quickbooks',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
    wording: false,
  },

  // (8) Price rules, MAP and MSRP
  {
    question: 'how does the MAP / MSRP enforcement work exactly',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    previous: 'how does the MAP / MSRP enforcement work exactly',
    question: 'what if the MAP is higher than the MSRP',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'if an item costs me $40 and i put a 50% markup, what price ends up in my store',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    previous: 'if an item costs me $40 and i put a 50% markup, what price ends up in my store',
    question: 'and if its MAP is $65?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question:
      'I changed a few prices by hand in shopify and next morning they were back to the old ones',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    previous:
      'I changed a few prices by hand in shopify and next morning they were back to the old ones',
    question: 'how do i stop it doing that',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // (9) Two-way sync, linking and creating products
  {
    question: "what's two way sync?",
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
      'doc:two-way-syncing#what-syncs-each-way',
    ],
  },
  {
    previous: "what's two way sync?",
    question: 'so what happens if i delete a product in shopify',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'we already sell ~800 items from this supplier in our store. will you create duplicates when we connect?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    previous:
      'we already sell ~800 items from this supplier in our store. will you create duplicates when we connect?',
    question: 'how do i link them then',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    previous: 'how do i link them then',
    question: 'is that free?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:product-creation#ways-to-add-products',
    ],
  },
  {
    question: 'can the AI write the product titles and descriptions for me',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation',
    ],
  },
  {
    previous: 'can the AI write the product titles and descriptions for me',
    question: 'is that included on basic?',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'faq:plan-features',
      'plan:basic#features',
    ],
  },

  // (10) Health checks
  {
    question:
      'a bunch of products show a failing health check on the vendor page, what does that even mean',
    expected: [
      'faq:health-checks',
      'doc:health-check',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    previous:
      'a bunch of products show a failing health check on the vendor page, what does that even mean',
    question: 'its every single product from one vendor',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    previous: 'its every single product from one vendor',
    question: 'where do i update those',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
    ],
  },

  // (11) Orders, tracking and shipping
  {
    question: 'when a customer buys something, how does the supplier actually get the order',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    previous: 'when a customer buys something, how does the supplier actually get the order',
    question: 'and the tracking number?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management#follow-orders-in-the-orders-tab',
    ],
  },
  {
    previous: 'and the tracking number?',
    question: 'does the customer get an email with it? and can i change what that email says',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
    wording: false,
  },
  {
    question: "customers are telling me there's no shipping option at checkout for some products",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    previous: "customers are telling me there's no shipping option at checkout for some products",
    question: 'do i have to do that for every new vendor?',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'vendor says they shipped yesterday but the tracking # isnt in shopify',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'faq:order-routing'],
  },
  {
    previous: 'vendor says they shipped yesterday but the tracking # isnt in shopify',
    question: 'who do i contact about that',
    expected: ['company:contact', 'doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question: 'how many orders per month do i get on premium',
    expected: [
      'plan:premium#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    previous: 'how many orders per month do i get on premium',
    question: 'do you charge extra per order past that?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'do you handle customer returns with the suppliers, like RMAs?',
    expected: ['fallback'],
  },

  // (12) Support and this chat
  {
    question: 'how fast does support reply on basic',
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    previous: 'how fast does support reply on basic',
    question: 'what about enterprise customers?',
    expected: ['faq:support-response-times', 'company:response-times'],
  },
  {
    question: 'am i talking to a real person right now or a bot',
    expected: ['faq:ai-assistant'],
  },
  {
    previous: 'am i talking to a real person right now or a bot',
    question: 'does what i type here get sent to openai or anyone?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },
  {
    question:
      'could your team set up the shopify connection for me and while youre in there redesign my homepage?',
    expected: ['faq:setup-help', 'doc:connect-shopify#option-2-request-collaborator-access'],
    wording: false,
  },

  // (13) The API
  {
    question: "do you have an api? we'd like to push stock levels from our ERP",
    expected: ['doc:api-reference#token', 'doc:api-reference#update-product', 'faq:plan-features'],
  },
  {
    previous: "do you have an api? we'd like to push stock levels from our ERP",
    question: 'which plans get it',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'page:terms#6-plan-limits',
      'plan:premium#features',
    ],
  },
  {
    previous: 'which plans get it',
    question: 'is there a rate limit',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },

  // (14) Security and data
  {
    question: 'where is my data hosted',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    previous: 'where is my data hosted',
    question: 'are you soc 2 compliant?',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'is your data hosted in the EU and are you ISO 27001 certified',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
    wording: false,
  },
  {
    question: 'if we cancel what happens to our data',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    previous: 'if we cancel what happens to our data',
    question: 'can i get it deleted sooner?',
    expected: ['faq:data-after-cancellation', 'page:privacy#8-how-long-we-keep-it'],
  },
  {
    previous: 'can i get it deleted sooner?',
    question: 'and the products in my store, do those disappear too',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },

  // (15) Company, jobs and customer stories
  {
    question: 'hiring? i have 3 yrs doing support for a saas company',
    expected: ['job:customer-support-specialist', 'jobs'],
  },
  {
    question: 'got any case studies from lighting stores?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },

  // (16) Next to VendorHub, but not on the site
  {
    question: 'can vendorhub build or customize my shopify theme?',
    expected: ['fallback'],
  },
  {
    question:
      'do you have an affiliate or referral program? i run a small agency with lots of shopify clients',
    expected: ['fallback'],
  },
  {
    question: 'is there a mobile app so i can check orders from my phone',
    expected: ['fallback'],
  },
];
