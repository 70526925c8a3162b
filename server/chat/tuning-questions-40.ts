/**
 * Fortieth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. A realistic week of chat traffic after the email announcing
 * release 2.1.0: more questions than usual about the release notes, the REST API, upgrading and
 * prices, alongside the everyday mix of setup, problems, vendors, support, privacy and jobs.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions40: BotQuestion[] = [
  // (1) The release email: what is new
  {
    question: 'just got your email about the new release, what is actually new in 2.1?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'which version is the latest one right now?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'the announcement mentions a "collection check". what does that do?',
    expected: ['release:2.1.0', 'doc:collection-check'],
  },
  {
    question: 'Saw in the newsletter that Crystorama is live now, is that right?',
    expected: ['vendor:crystorama', 'release:2.1.0'],
  },
  {
    question:
      'did you finally fix SKUs with a trailing space failing the health check? we had a bunch of those',
    expected: [
      'release:2.1.0',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
    ],
  },
  {
    question: 'Is the AI listing optimization any quicker in the new version?',
    expected: ['release:2.1.0'],
  },
  {
    question:
      'Our Orders tab kept showing orders as pending even after the vendor completed them. Fixed in the latest update?',
    expected: ['release:2.1.0'],
  },
  {
    question:
      'the email says sync statistics are now split by webhook, search & push and API. where do i find those?',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:dashboard-overview',
      'release:2.1.0',
    ],
  },
  {
    question: 'what is the new quantity check thing and how do I use it',
    expected: ['doc:quantity-check', 'release:2.1.0', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question: 'I skipped the previous update email. What came out in 2.0?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'what was in the release before that one?',
    previous: 'what changed in 2.1.0?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'Which release introduced Search & Push?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'when did you guys add quantity delta? I remember it not being there',
    expected: ['release:1.7.0'],
  },
  {
    question: 'in what version did two way tag sync appear',
    expected: ['release:1.8.0'],
  },
  {
    question: "what's new in 2.1, and when is 2.2 coming out?",
    expected: ['release:2.1.0'],
    wording: false,
  },

  // (2) The REST API
  {
    question: 'Do you have an API?',
    expected: [
      'doc:api-reference#token',
      'faq:plan-features',
      'release:2.0.0',
      'doc:product-creation#create-products-through-the-api',
      'plan:premium#features',
    ],
  },
  {
    question: 'which plans come with API access',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'page:terms#6-plan-limits',
      'plan:premium#features',
    ],
  },
  {
    question: 'how do I generate an API token for our ERP?',
    expected: ['doc:api-reference#token'],
  },
  {
    question:
      'we have 2 shopify stores on the account, does one token work for both or do i need one per store',
    expected: ['doc:api-reference#token'],
  },
  {
    question: "what's the rate limit on your api? requests per minute",
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'getting 429s from /wh/api/v1/products when we run our nightly job, what gives',
    expected: ['doc:api-reference#errors', 'doc:api-reference#rate-limits'],
  },
  {
    question: 'API says 403 plan_required but the token is valid??',
    expected: ['doc:api-reference#errors', 'doc:api-reference#token', 'faq:plan-features'],
  },
  {
    question: 'list products endpoint only returns 50 items. how do I get the rest?',
    expected: ['doc:api-reference#paging', 'doc:api-reference#list-products'],
  },
  {
    question: 'Is there an endpoint that just gives me the number of synced products?',
    expected: ['doc:api-reference#count-products', 'doc:api-reference#paging'],
  },
  {
    question: 'Can our ERP push stock levels and prices to you by SKU through the API?',
    expected: ['doc:api-reference#update-product', 'release:2.0.0'],
  },
  {
    question:
      'how do i link a product that already exists in shopify through the api instead of creating a new one',
    expected: ['doc:api-reference#link-product', 'release:2.1.0'],
  },
  {
    question: 'When I create a product via the API can it go in as a draft instead of live?',
    expected: [
      'doc:api-reference#create-product',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'ok and how much is premium a month?',
    previous: 'is the API included on the Plus plan?',
    expected: ['plan:premium#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    question: 'can your API call a webhook on our side when an order ships?',
    expected: ['fallback'],
  },
  {
    question: 'Is there an official Python SDK for the VendorHub API?',
    expected: ['fallback'],
  },

  // (3) Plans, prices and upgrades
  {
    question: 'pricing?',
    expected: ['plan:all#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    question: 'how much is the Plus plan',
    expected: [
      'plan:plus#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'Whats the total for premium if I pay for the whole year upfront?',
    expected: ['faq:pricing-annual-billing', 'plan:premium#price', 'faq:annual-billing'],
  },
  {
    question: 'How much does Enterprise cost?',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question:
      'If I move from Basic to Premium in the middle of the month, do I get charged the full Premium price straight away?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'thinking of dropping from plus to basic. when does it kick in and do I lose my vendors?',
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:change-plan',
    ],
  },
  {
    question: 'what does premium give me that plus doesnt',
    expected: ['plan:premium#features', 'faq:plan-features'],
  },
  {
    question: 'How many products can I sync on Premium?',
    expected: [
      'plan:premium#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'and on the plus plan?',
    previous: 'how many vendors can I connect on the Basic plan?',
    expected: ['plan:plus#vendors', 'faq:plan-limits', 'doc:add-vendor#vendor-limits-by-plan'],
  },
  {
    question: 'we run three shopify stores (US, CA, UK). which plan covers that?',
    expected: [
      'plan:premium#stores',
      'plan:all#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
    ],
  },
  {
    question: 'are your prices in USD and is VAT included',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'We handle our own orders and only need the catalog/stock sync. Any cheaper option?',
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only'],
  },
  {
    question: 'how much off would that be on premium?',
    previous: "we don't need order routing, just product sync. is there a discount?",
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question:
      "We're on Basic and hit 230 orders this month. Are we getting billed for the extra 30?",
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'does plus include the AI listing optimization inside search and push or is that premium only',
    // Plus's feature answer says it too: no, and that Premium and Enterprise have it.
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
    ],
  },
  {
    question: 'if i cancel an annual plan after 4 months do i get the rest refunded',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'how much is Plus per month and can I pay with PayPal?',
    expected: ['plan:plus#price', 'faq:plan-limits'],
    wording: false,
  },
  {
    question: 'Do you have a discount for nonprofits or student projects?',
    expected: ['fallback'],
  },

  // (4) Trial and sign-up
  {
    question: 'free trial? do i need to put in a card',
    expected: [
      'faq:pricing-trial-card',
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    question: 'how many products am I allowed during the trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    question: 'signed up this morning and still no confirmation email. normal?',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },

  // (5) What VendorHub does and getting started
  {
    question: 'what does vendorhub actually do, in plain english',
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work'],
  },
  {
    question: 'Does it work with WooCommerce or BigCommerce or just Shopify?',
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      "I'm a small dropshipper working with 4 suppliers. Is this meant for someone like me?",
    expected: ['faq:who-is-vendorhub-for'],
  },
  {
    question: 'how long until im actually up and running',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      'shopify removed custom apps from the admin, so how am I supposed to connect my store now?',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We connected back in 2024 with an app made in the shopify admin. Do we need to redo anything?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Can your team do the Shopify connection for us?',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question: 'why does the app want read_all_orders? seems like a lot',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
    ],
  },
  {
    question: 'do I have to give you my shopify login password?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },

  // (6) Everyday problems
  {
    question:
      "created a new location in shopify for a supplier but it's not showing up in vendorhub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
    ],
  },
  {
    question:
      "Customers can't check out one supplier's products, there are no shipping options at all",
    expected: ['doc:order-management#no-shipping-options-at-checkout', 'doc:order-management'],
  },
  {
    question: 'vendor has 10 in stock but my store shows 7?? why',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'since this morning every single product from one of our vendors fails the health check',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'I changed a price by hand in Shopify and an hour later it was back to the old one',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'smart collection for my vendor is empty even though the products have the tag',
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  {
    question:
      'Vendor says they shipped 2 days ago but there is no tracking number on the order in Shopify',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question: "quantities haven't changed since yesterday, is the sync stuck?",
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'One vendor has MAP set higher than MSRP and the price ended up below MAP. Bug on your side?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'cost is $40, markup 50%, MAP $65 with enforce MAP on. what will my price be?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'If I push the same product twice from search and push, will I end up with duplicates?',
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question: 'is that free?',
    previous: 'how do I link the products I already sell to a vendor?',
    expected: ['faq:existing-products', 'doc:product-creation#link-products-you-already-sell'],
  },
  {
    question:
      'one of our suppliers just emails an excel file every monday. can vendorhub use that?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:supported-vendors',
      'doc:add-vendor#vendor-types',
    ],
  },

  // (7) Vendors and setup fees
  {
    question: 'do you integrate with maxim lighting?',
    expected: ['vendor:maxim'],
  },
  {
    question: 'api or ftp for them?',
    previous: 'Do you support Kuzco Lighting?',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'How does the Amazon MCF integration work?',
    expected: ['vendor:amazon'],
  },
  {
    question: 'Is WheelPros available yet?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: "I'm on Basic, can I hook up Honey's Place?",
    expected: ['vendor:honey'],
  },
  {
    question: "Can I pull products from a supplier's own Shopify store into mine?",
    expected: ['vendor:shopify'],
  },
  {
    question:
      'our main supplier is Brightline Decor and they are not on your list. can you add them?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: "what's the setup fee for a custom API integration?",
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'and for one that just drops files on FTP?',
    previous: 'how much is the setup fee for a custom API integration?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question: "What's Nora Lighting's return policy on damaged fixtures?",
    expected: ['fallback'],
  },

  // (8) Support, company, jobs and customers
  {
    question: 'what are your support hours',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'is there a number I can call?',
    previous: 'what hours is your support team available?',
    expected: ['company:contact', 'faq:support-hours'],
  },
  {
    question: "we're on plus, how fast do you usually reply to tickets?",
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    question: 'who is behind vendorhub? founders?',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: 'how long have you been around',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'are you hiring frontend devs? remote ok?',
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },
  {
    question: 'Is the Golang junior backend role remote, and what does it pay?',
    expected: ['job:golang-junior-backend-developer'],
    wording: false,
  },
  {
    question: 'any customer stories from lighting retailers?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: 'Can you recommend a good 3PL warehouse in Texas for our overflow stock?',
    expected: ['fallback'],
  },
  {
    question: 'what transaction fee does Shopify charge on its Basic plan?',
    expected: ['fallback'],
  },

  // (9) Privacy, security and legal
  {
    question: "Is our data hosted in the EU? We're a German company",
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'we need a DPA signed before we can sign up, who do I ask?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question: 'if we cancel, how long do you hang on to our data?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'do you keep what I type in this chat? for how long?',
    expected: [
      'page:privacy#8-how-long-we-keep-it',
      'page:cookies#3-local-storage-used-by-the-chat',
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
    ],
  },
  {
    question: 'does your site use cookies or google analytics',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: "Do you train your AI on our customers' personal data?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'how do I completely remove vendorhub from my shopify store',
    expected: ['faq:revoke-access'],
  },
];
