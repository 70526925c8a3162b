/**
 * Twenty-third tuning batch of `npm run bench:bot`: 102 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is written by merchants who are setting up or
 * already running VendorHub and describe a symptom rather than name a feature, plus developers
 * calling the API (tokens, paging, errors, rate limits); about a third asks plan, fee, vendor
 * and company questions.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions23: BotQuestion[] = [
  // (1) Prices that change on their own
  {
    question:
      'I lowered a bunch of prices by hand in Shopify for a promo and by this morning they were all back to the old ones. What is undoing my changes??',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
      'doc:pricing-rules',
      'doc:prepare-products',
    ],
  },
  {
    question:
      'A pendant is selling at exactly the manufacturer list price even though my 60% markup should put it way higher. Is that a bug?',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "Enforce MAP is on but a few items still end up priced under the vendor's MAP. how is that possible",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      'changed markup from 40 to 50 percent about an hour ago and none of the prices in my store have moved yet',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:pricing-rules',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      'Stock numbers for one of my suppliers update fine but the prices never do, not even after a cost increase',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:pricing-rules#before-you-start',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
      'doc:prepare-products',
    ],
  },
  {
    question: 'ok and if I switch both of those off, what price do I get?',
    previous: 'What do Enforce MAP and Enforce MSRP actually do?',
    expected: ['doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
  },

  // (2) Stock that does not match the vendor
  {
    question: 'Vendor portal says 4 in stock but my shop shows the item as sold out. why',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'supplier sold out of a lamp this morning and we are still showing 6 available, how long until that catches up',
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'For our Kuzco products the quantities never change, but price and cost are updating normally',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'VendorHub wrote the vendor stock over the count at our own warehouse location! how do I stop it touching our stock',
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'Shopify product list says 25 in stock for a sconce but the vendor only has 10. Where are the other 15 coming from?',
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },
  {
    question:
      "The vendor page says quantity was last synced 5 hours ago and hitting Sync Products doesn't change the time",
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:health-check#expired-vendor-credentials',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'We oversold an expensive crystal chandelier that the supplier had already sold to someone else. How do I keep that from happening again?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'so if I put the delta at 0 it would show 2 like the vendor?',
    previous: 'My store shows 0 for a product the vendor has 2 of.',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
      'doc:quantity-check',
    ],
  },
  {
    question:
      "Our supplier's newest spreadsheet dropped a few SKUs and those products still show the old quantity in Shopify",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },

  // (3) Orders and tracking numbers
  {
    question:
      'orders from the lighting supplier never got a tracking number in shopify, the vendor swears they shipped days ago',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question:
      "Customers get to checkout with the new vendor's products and there are no shipping options at all, they can't pay",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
      'doc:prepare-products',
    ],
  },
  {
    question:
      'If a customer buys a lamp from one supplier and a fan from another in the same order, does each vendor get its part?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question:
      'Just got a notice that we passed our monthly order limit. Are new orders on hold now, and will we get a surprise bill?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question:
      'A backordered item from an order placed three months ago finally shipped but the tracking never showed up on the Shopify order',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Do I have to email customers their tracking number myself when the distributor ships, or does that happen automatically?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question:
      'Orders tab keeps showing an order as pending even though the vendor already marked it Complete',
    expected: ['release:2.1.0'],
  },

  // (4) Failing health checks and product links
  {
    question:
      'Overnight every product from one of our suppliers went to failing health. The other vendors look fine.',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:health-check',
    ],
  },
  {
    question:
      'our developer cleaned up old apps in shopify yesterday and now products of ALL vendors fail the health check',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question:
      'I added the vendor tag to a product, it shows up as linked but it never updates and health says failing',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing',
      'doc:health-check',
    ],
  },
  {
    question: 'Two variants in our catalog share a SKU by mistake. does that break anything?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:health-check',
      'doc:product-creation',
    ],
  },
  {
    question:
      'we had products failing because of a trailing space in the SKU. is that still an issue or was it fixed?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'release:2.1.0',
      'doc:health-check',
    ],
  },
  {
    question:
      'I deleted a product in Shopify by accident and now it has disappeared from VendorHub as well. Can I get it back?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'some products ended up with the tags of two different vendors, which one does vendorhub use for stock?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:two-way-syncing',
      'doc:health-check',
    ],
  },
  {
    question:
      'Fixed the SKU, re-copied the tag, updated the vendor login... health check is STILL red on one product. now what',
    expected: ['doc:health-check#still-failing', 'doc:health-check'],
  },

  // (5) Collections, locations and the store connection
  {
    question:
      "I created a new location in Shopify for our new supplier but it doesn't appear in the dropdown in Vendor Store Settings",
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
      "The vendor's collection in Shopify is empty even though the products clearly have the vendor tag on them",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },
  {
    question:
      "shopify won't let me add another location for vendor number 12, it just doesn't save",
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
      'doc:prepare-products',
      'doc:collection-check',
    ],
  },
  {
    question:
      'The guide says create an app in the Shopify admin but there is no create app button anymore under develop apps?',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'When I save the client ID and secret in Store Settings it complains that a scope is missing, but I ticked all of them',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We hooked up VendorHub in 2024 with the old admin app and token. Do we have to redo the connection now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "I'm only a staff member on the store and can't create apps. Is there another way to get it connected?",
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify#choose-a-method',
      'faq:setup-help',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'it says our store requires a code for that, where do I get it?',
    previous: 'How do I request Collaborator Access for my store?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'doc:connect-shopify'],
  },

  // (6) Listings, Search & Push and linking existing products
  {
    question:
      "Pushed a product from the vendor catalog and got a message that it already exists, but there's no new listing in Shopify",
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question: "we're on Plus and I can't find the AI rewrite option anywhere in Search & Push",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:search-and-push',
    ],
  },
  {
    question:
      "I pushed 20 products as drafts and can't see them on the storefront. where did they go?",
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question:
      'Still on the trial and it stopped letting me add products at around a hundred. Did I break something?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:product-creation#product-limits-by-plan',
      'page:terms#4-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      "We already sell about 800 of this distributor's products. How do I hook them up without creating them all over again?",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation',
    ],
  },
  {
    question:
      "Paid for a CSV integration three days ago and it still isn't set up. How long is this supposed to take?",
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },

  // (7) Developers using the API
  {
    question: 'Where do I generate an API token for our ERP to talk to VendorHub?',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'and how do I kill it if it leaks?',
    previous: 'Where do I create an API token?',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'Every API call suddenly returns 401 unauthorized, the same token worked yesterday',
    expected: ['doc:api-reference#errors', 'doc:api-reference#token'],
  },
  {
    question: 'getting 403 plan_required from /wh/api/v1/products, what does that mean',
    expected: ['doc:api-reference#errors', 'doc:api-reference#token', 'faq:plan-features'],
  },
  {
    question:
      'GET /wh/api/v1/products only ever gives me 50 products back. We have over a thousand, how do I get the rest?',
    expected: ['doc:api-reference#paging', 'doc:api-reference#list-products'],
  },
  {
    question: "what's the API rate limit, requests per minute?",
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question:
      'Our nightly job that updates stock for ~5000 SKUs starts getting 429 responses halfway through',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question:
      'POST to create a product comes back 409 duplicate_sku. The product is not in our store as far as I can tell',
    expected: [
      'doc:api-reference#errors',
      'doc:api-reference#create-product',
      'doc:product-creation#duplicate-skus-are-never-created',
    ],
  },
  {
    question:
      'I have the Shopify product id of an existing listing. Is there an endpoint to attach it to a vendor instead of creating a new one?',
    expected: [
      'doc:api-reference#link-product',
      'release:2.1.0',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question:
      'PATCH to update the price of a SKU returns 404 not_found but the SKU exists at the vendor',
    expected: ['doc:api-reference#errors', 'doc:api-reference#update-product'],
  },
  {
    question:
      'Is there a call that just returns the total number of products so I can plan paging?',
    expected: ['doc:api-reference#count-products', 'doc:api-reference#paging'],
  },
  {
    question: 'we run two shopify stores on one account, do we need a separate API token for each?',
    expected: ['doc:api-reference#token'],
  },

  // (8) Plans, limits and billing
  {
    question: 'how much is Plus per month if we pay for the year up front',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'Can the Basic plan handle two Shopify stores? We have a US and a Canada shop',
    expected: ['plan:basic#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: "we'll need roughly 10 suppliers connected, which plan do we need?",
    expected: [
      'plan:all#vendors',
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Trying to add a third vendor on Basic and the dashboard will not let me',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'faq:plan-limits',
      'doc:add-vendor',
    ],
  },
  {
    question: 'and on Premium?',
    previous: 'How many products can I sync on Plus?',
    expected: [
      'plan:premium#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
    ],
  },
  {
    question:
      'If I move up a plan halfway through the month, do I get charged the full new price again?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'Thinking of dropping from Premium to Plus. When does that take effect and what happens to the 9 vendors we have connected?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'does the free trial ask for a credit card?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'Are your prices in USD and is VAT included? We are based in the Netherlands',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'If I cancel in month 4 of an annual plan, do I get the rest of the year refunded?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'How much does Basic cost, and do you do discounts for nonprofits?',
    expected: ['plan:basic#price', 'faq:plan-limits'],
    wording: false,
  },

  // (9) Setup fees and product-sync-only pricing
  {
    question:
      'One of our suppliers just emails us a CSV every Monday. Is there a setup fee to get that into VendorHub?',
    expected: [
      'fee:csv-xml-ftp',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    question: 'is that a one-off or do we pay it every month?',
    previous: 'How much is a custom API integration?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'do we pay anything extra to connect Maxim Lighting?',
    expected: [
      'vendor:maxim',
      'fee:pre-built',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      'We handle all our own orders and only want inventory and prices synced. Any price break on Premium for that?',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'how much off on Plus?',
    previous: 'Is there a discount if we only use product sync?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },

  // (10) The vendor catalogue
  {
    question: 'Do you integrate with Medline for medical supplies?',
    expected: ['vendor:medline'],
  },
  {
    question: 'is WheelPros live yet?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'Does the Nora Lighting connection use their API or FTP files?',
    expected: ['vendor:nora'],
  },
  {
    question:
      'Can VendorHub ship our Shopify orders out of the stock we already have at Amazon FBA?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: "We're on Basic and Honey's Place isn't in the Add Vendor list. Why?",
    expected: [
      'vendor:honey',
      'faq:plan-features',
      'faq:supported-vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question:
      'our wholesaler runs its own shopify store. can vendorhub pull their catalog into ours?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'is James+James furniture supported?',
    expected: ['vendor:james-james'],
  },
  {
    question: 'Do you have an integration for Kichler?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: "Can you route orders to Honey's Place and also print packing slips with our logo?",
    expected: ['vendor:honey', 'faq:order-routing'],
    wording: false,
  },

  // (11) Company, support, legal, careers, releases and customers
  {
    question: "what's the phone number for your sales team",
    expected: ['company:contact'],
  },
  {
    question: 'Is anyone around on Saturdays if a sync breaks?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question:
      "I'm on Basic and nobody from support has answered my email in 2 days. Is that normal?",
    expected: ['faq:support-response-times', 'company:response-times'],
  },
  {
    question: 'Signed up Friday night and still no confirmation email. Did something go wrong?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: "We're a German retailer - is our store data kept in the EU?",
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'How long do you keep what I type into this chat window?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'does this website track me with cookies or google analytics',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question:
      'If we cancel, do the products VendorHub created stay in our Shopify store or get removed?',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },
  {
    question: "who's your CTO?",
    expected: ['page:about#team'],
  },
  {
    question: 'are you hiring react devs? remote ok?',
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },
  {
    question: 'is the support one remote too?',
    previous: 'What jobs do you have open right now?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'What came out in the latest release?',
    expected: ['release:2.1.0'],
  },
  {
    question:
      'Is there a lighting store with a lot of manufacturers already using you? would like to read how it went',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },

  // (12) Questions the site does not answer, in whole or in part
  {
    question: 'What return policy should I give customers for drop-shipped light fixtures?',
    expected: ['fallback'],
  },
  {
    question: 'How do I get Shopify Payments to pay out daily instead of weekly?',
    expected: ['fallback'],
  },
  {
    question: 'Does Crystorama give net 30 terms to new dealers?',
    expected: ['fallback'],
  },
  {
    question: 'Can VendorHub file our state sales tax returns?',
    expected: ['fallback'],
  },
  {
    question: 'Is there a VendorHub app for iPhone?',
    expected: ['fallback'],
  },
  {
    question: 'which shopify theme converts best for a lighting store?',
    expected: ['fallback'],
  },
  {
    question:
      'Does inventory sync run every hour, and can it also list our products on Facebook Marketplace?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
    wording: false,
  },
  {
    question: 'Can I change a price by SKU through your API, and is there an official Python SDK?',
    expected: ['doc:api-reference#update-product'],
    wording: false,
  },
];
