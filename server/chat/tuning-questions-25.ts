/**
 * Twenty-fifth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch's visitors either write long messages full of
 * context (their business, the tools they left, what worries them) before the actual question,
 * or write English as a second language, with unusual word order, wrong prepositions and literal
 * translations; about ten are follow-ups that only make sense after the previous message.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions25: BotQuestion[] = [
  // (1) Plans, prices and limits
  {
    question:
      'Hello, we are small family business from Poland, we sell lamps on Shopify. Before we used Excel sheets and one freelancer who was updating the stock every week, but he is leaving now. We have only two suppliers. How much cost the cheapest plan for one month?',
    expected: [
      'plan:basic#price',
      'plan:all#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question:
      "We run three Shopify stores (US, Canada and a wholesale B2B one) and I've been burned before by an app that billed every store as a separate subscription. Sorry for the rant. Which of your plans lets me hook up all three stores under one account?",
    expected: [
      'plan:premium#stores',
      'plan:all#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'doc:connect-shopify#before-you-start',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'how many vendor i can connect in the plus plan? we have 5 distributor at the moment, maybe 7 next year',
    expected: [
      'plan:plus#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'doc:dashboard-overview#add-vendor-s',
      'doc:dashboard-overview',
    ],
  },
  {
    question: 'and when we become 7, which plan we need then?',
    previous:
      'how many vendor i can connect in the plus plan? we have 5 distributor at the moment, maybe 7 next year',
    expected: [
      'plan:premium#vendors',
      'plan:all#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'doc:dashboard-overview#add-vendor-s',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      'Our shop is making around 600 orders in a month in the high season (November, December), the rest of the year maybe 250. Which plan is made for this quantity of orders?',
    expected: [
      'plan:all#orders',
      'plan:premium#orders',
      'faq:plan-limits',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
    ],
  },
  {
    question:
      "I'm comparing you with two other tools for our catalog of roughly 18k SKUs, mostly lighting. The others charge per SKU, which gets crazy fast at our size. What's the product cap on Premium?",
    expected: [
      'plan:premium#products',
      'plan:all#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
      'doc:search-and-push#before-you-start',
      'doc:search-and-push',
    ],
  },
  {
    question:
      "We're a mid-size retailer, and honestly our volume is all over the place: some months 3k orders, some months 12k. I guess that puts us in Enterprise territory. How do you price that, is there a list price somewhere?",
    expected: [
      'faq:pricing-enterprise',
      'plan:enterprise#price',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },

  // (2) Trial, billing and plan changes
  {
    question:
      'Hi, I write from Brazil, my english is not so good sorry. The trial is free for how many days, and I can use all the functions inside it?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
      'page:terms#4-free-trial',
    ],
  },
  {
    question:
      'Before I type in my card details: during the trial can I load our whole catalog (about 3,000 items) to see if it really works with our supplier feed?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
    ],
  },
  {
    question: 'It is necessary to give a credit card for to start the trial, or not?',
    expected: [
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'ok, and if I forget to cancel, from which day you start to charge me?',
    previous: 'It is necessary to give a credit card for to start the trial, or not?',
    expected: [
      'faq:pricing-trial-card',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      'We are a company in Germany. The prices on your pricing page, they are with VAT or without? And in euro or in dollar?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      "We started on Basic last month and we're about to add a third vendor, so I think we have to move up. If I upgrade in the middle of the month, do I pay the full Plus price again, or just the difference?",
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'And the other direction, going back down to Basic after the holidays, is that immediate too?',
    previous:
      "We started on Basic last month and we're about to add a third vendor, so I think we have to move up. If I upgrade in the middle of the month, do I pay the full Plus price again, or just the difference?",
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
    ],
  },
  {
    question:
      'On Black Friday last year we made three times our normal orders. With you, if we pass the 400 orders of the Plus plan, the orders stop to go to the suppliers?? This would be a disaster for us.',
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
      'Say I take the annual plan and after four months I want to stop. Do I get back the money for the months I did not use?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },

  // (3) Setup fees, product-sync-only discount, custom integrations
  {
    question:
      'One of our suppliers only sends us an Excel by email every Monday, he has no API, nothing. To connect this one, you charge something one time?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      "Our main distributor has a proper REST API, documented, with keys and everything, but it isn't in your vendor list. What would it cost to have you build that connection?",
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      'For the vendors which you already have in the list, like Maxim, there is a setup fee also?',
    expected: [
      'fee:pre-built',
      'vendor:maxim',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      "We ship everything ourselves from our own warehouse, so we'd never touch the order routing part, only stock and price sync. Paying full price for features we won't use feels wrong. Is there anything cheaper on Premium?",
    expected: [
      'sync-only:premium',
      'sync-only',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
    ],
  },
  {
    question: 'and how much is it for the Basic one?',
    previous:
      "We ship everything ourselves from our own warehouse, so we'd never touch the order routing part, only stock and price sync. Paying full price for features we won't use feels wrong. Is there anything cheaper on Premium?",
    expected: [
      'sync-only:basic',
      'sync-only',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
    ],
  },

  // (4) Getting started, connecting Shopify, security and data
  {
    question:
      'The last app we used (I will not name it) asked us to share our store admin login, and one of their contractors changed settings without telling us. Never again. Do you need my Shopify password to connect?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question:
      'I am not a technical person at all, I only know to add products. Can your people make the connection with my store instead of me?',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
      'doc:connect-shopify#choose-a-method',
      'faq:technical-skills',
    ],
  },
  {
    question:
      'We connected VendorHub back in 2025 with the old admin app and its token. Do we have to redo the whole connection now with this Dev Dashboard thing?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      'My IT guy wants the exact list of scopes your app asks for before he approves anything. He is nervous especially about read_customers, why do you need the data of our customers?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
      'faq:store-permissions',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question:
      'We want to go live before our big sale in two weeks. From zero, how much time the whole setup takes, more or less?',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      'Where physically is our data stored? We are an EU company and our lawyer is asking about this before we sign.',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question:
      'We had a breach scare with a different tool last year, so I have to ask: how do you keep the FTP passwords and API keys of our suppliers safe on your side?',
    expected: ['faq:vendor-credentials', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question:
      'If one day we decide to stop with you, how we disconnect completely from the shop? And the products stay, or they disappear?',
    expected: [
      'faq:revoke-access',
      'page:terms#10-cancellation-and-termination',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question:
      'What happens with all our settings and vendor data if we cancel the subscription? It is deleted immediately?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },

  // (5) Vendor catalogue and adding vendors
  {
    question:
      'We sell decorative lighting, mostly Crystorama and Allegri, plus some smaller brands. These two are already integrated by you, or we must pay for a custom one?',
    expected: ['vendor:crystorama', 'vendor:allegri', 'release:2.1.0'],
  },
  {
    question:
      "Honey's Place: how is the connection with them, by FTP or API? And it is possible to use it on the Basic plan?",
    expected: ['vendor:honey'],
  },
  {
    question: 'and Williams Trading, same situation?',
    previous:
      "Honey's Place: how is the connection with them, by FTP or API? And it is possible to use it on the Basic plan?",
    expected: ['vendor:williams'],
  },
  {
    question:
      'Do you have something for auto parts? We resell Parts Unlimited products for powersports and right now we update everything by hand.',
    expected: ['vendor:parts-unlimited'],
  },
  {
    question:
      'I saw James+James furniture on your list with some kind of label next to it. Can I connect it today, we are on Plus?',
    expected: ['vendor:james-james'],
  },
  {
    question:
      'One of our suppliers is a small brand that also runs its own Shopify store. Can VendorHub pull the products from their store into ours and send them our orders automatically?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      'Part of our stock sits in Amazon FBA warehouses. The orders from our Shopify can be shipped from there through you?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question:
      "Our vendor isn't in your catalog at all, it's a regional wholesaler nobody outside our state has heard of. How do I ask you to add it?",
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor',
      'faq:supported-vendors',
    ],
  },
  {
    question:
      "Our vendor sends an Excel with like 40 columns and weird names: 'Item#', 'QOH', 'Net'. Do we need to rename the columns to some template before we upload it?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'and if one product is not anymore in the new file, it goes to zero automatic?',
    previous:
      "Our vendor sends an Excel with like 40 columns and weird names: 'Item#', 'QOH', 'Net'. Do we need to rename the columns to some template before we upload it?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },

  // (6) Listings, Search & Push and two-way sync
  {
    question:
      "We already have around 2,500 products in Shopify that we built by hand over the years from our supplier's catalog. I'm worried that connecting VendorHub will create a second copy of everything. Will it?",
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation',
      'doc:product-creation#link-products-you-already-sell',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:search-and-push',
    ],
  },
  {
    question: 'ok, so how do we attach those existing ones to the vendor, one by one?',
    previous:
      "We already have around 2,500 products in Shopify that we built by hand over the years from our supplier's catalog. I'm worried that connecting VendorHub will create a second copy of everything. Will it?",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question: 'The descriptions written by AI, they are free on Basic or I must pay for them?',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation',
      'plan:basic#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      "On Plus, when I use Search & Push, does the AI rewrite the titles? Your features page kind of suggests yes but I'm not sure.",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'doc:search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
    ],
  },
  {
    question:
      'Can I push the products first as not visible, so I control the photos before the customers see them?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:search-and-push',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation',
    ],
  },
  {
    question:
      'If I delete a product in Shopify by mistake, it is deleted also on the side of the supplier?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'doc:two-way-syncing',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question:
      'Last month I rewrote the descriptions of about 200 products by hand to help our SEO. Will the next sync from the supplier overwrite my texts?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },

  // (7) Inventory and Quantity Delta
  {
    question:
      'How often is the stock updating? Our supplier sells to many shops and the stock goes away very fast.',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "I keep seeing 'quantity delta' in your docs. I used Linnworks for years, where we called it buffer stock. Is it the same idea?",
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Supplier is showing 4 pieces, my shop is showing 0. The delta is 5. It is a bug?',
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
      'Quantity in my store is never changing, but price and cost update fine. What did I miss?',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'Help, VendorHub overwrote the stock count of our own warehouse with the supplier numbers. I think I selected something wrong in the settings.',
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:quantity-check',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },

  // (8) Price rules, MAP and MSRP
  {
    question:
      'Our brands are very strict with MAP. Last year we received 2 warning letters from one brand because a discount app pushed our prices below. How does your system make sure the price does not go under MAP?',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },
  {
    question: 'cost is 40, markup 50%, MAP 65, both enforce are on. what will be the final price?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question:
      'Strange thing: the vendor data has MAP 110 and MSRP 100 for the same item. Which one wins in your calculation?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      'I change the price by hand in Shopify for one product, and after one hour it comes back to the old price. Why is this happening?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:pricing-rules',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:two-way-syncing',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:prepare-products',
    ],
  },

  // (9) Orders and tracking
  {
    question:
      'Right now we forward every order to the supplier by email, by hand, 30 or 40 per day. With you, how does the order go to the supplier?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question:
      'A customer bought 2 items from 2 different suppliers in the same order. What happens then?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question:
      'Since we added a new supplier, customers cannot finish the checkout: no shipping rates are shown, only for his products. Others are fine.',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
      'doc:prepare-products',
    ],
  },
  {
    question:
      'My customer receives the tracking number automatic from the Shopify email, or I have to send it myself?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
      'doc:order-management#follow-orders-in-the-orders-tab',
    ],
  },
  {
    question:
      'We have a backorder from 3 months ago that finally shipped. The tracking will still arrive on that old order?',
    expected: ['doc:order-management#orders-older-than-60-days', 'doc:order-management'],
  },
  {
    question:
      'vendor says they shipped yesterday but the tracking is still not in my shopify. what i do now',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },

  // (10) Troubleshooting
  {
    question:
      'Since this morning all the products of one vendor fail the health check. The other vendors are fine. We did not change anything.',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check',
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
    ],
  },
  {
    question:
      'Products of EVERY vendor are failing at once. Yesterday a new developer did some cleanup of the apps in our Shopify, could it be connected?',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question:
      "Our SKUs in Shopify have a prefix 'FF-' that we added ourselves years ago, the vendor's SKUs don't have it. This is a problem?",
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      "I created a new smart collection in Shopify 10 minutes ago but it doesn't appear in the dropdown of Vendor Store Settings.",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:collection-check',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:connect-shopify',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:prepare-products',
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      "The collection for my vendor is empty, although the products have the tag. For the condition I used 'tag contains'.",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check',
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:prepare-products',
    ],
  },

  // (11) API
  {
    question:
      'Our ERP should send the stock updates directly to VendorHub by SKU. Which endpoint is for this and what I must send?',
    expected: ['doc:api-reference#update-product'],
  },
  {
    question:
      "I'm getting 403 plan_required when I call the API with my token. We are on Plus, if that matters.",
    expected: [
      'doc:api-reference#errors',
      'doc:api-reference#token',
      'faq:plan-features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'How many requests per minute is allowed on your API before you block us?',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'and the token itself, where do I create it?',
    previous: 'How many requests per minute is allowed on your API before you block us?',
    expected: ['doc:api-reference#token'],
  },
  {
    question:
      'We have products that exist already in our shop. Can I link them to the vendor through the API using the Shopify product id?',
    expected: [
      'doc:api-reference#link-product',
      'release:2.1.0',
      'doc:product-creation#create-products-through-the-api',
      'doc:product-creation',
    ],
  },

  // (12) Support and the company
  {
    question:
      'I am in Europe, in CET time. Your human support works in which hours, so I know when to write?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question:
      'With our previous provider a sync stopped on a Saturday night right before a big sale, and nobody answered until Monday. Is there somebody reachable on the weekend if orders stop going to the vendors?',
    expected: [
      'faq:support-hours',
      'faq:support-response-times',
      'plan:premium#features',
      'company:support-hours',
    ],
  },
  {
    question: 'What is your phone number and the address of the office? I prefer to call.',
    expected: ['company:contact'],
  },
  {
    question: 'who founded vendorhub and in which year?',
    expected: ['page:about#story', 'company:founded', 'page:about#team'],
  },
  {
    question:
      'I signed up on Friday evening and until now there is no confirmation mail. It is normal?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
      'page:terms#2-your-account',
    ],
  },
  {
    question:
      'This chat, is it a real person or a bot? And what do you do with the things I write here?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },

  // (13) Careers, release notes and case studies
  {
    question:
      'My brother is a junior Go developer, he lives in Portugal. The backend job is open also for Europe or only for US?',
    expected: ['job:golang-junior-backend-developer', 'jobs'],
  },
  {
    question: 'and for the React one, how much experience they want?',
    previous:
      'My brother is a junior Go developer, he lives in Portugal. The backend job is open also for Europe or only for US?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question:
      'In which version you added the tracking numbers going back to Shopify automatically?',
    expected: ['release:1.7.0', 'page:about#story'],
  },
  {
    question: "what's new in the last version?",
    expected: ['release:2.1.0'],
  },
  {
    question:
      'We are a tiny team of two people with a pet shop. Is there a customer story from a small shop like ours?',
    expected: ['case-study:evertail', 'case-studies'],
  },
  {
    question:
      'We are an apparel retailer with two stores, one for US and one for Canada, and the brands are very strict on MAP. Any case study similar to us?',
    expected: ['case-study:fashionplus'],
  },
  {
    question:
      'The FixtureFarm story: which plan they used, and did they pay setup fees for all those manufacturers?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'and how many hours per week did they save in the end?',
    previous:
      'The FixtureFarm story: which plan they used, and did they pay setup fees for all those manufacturers?',
    expected: ['case-study:fixturefarm'],
  },

  // (14) Legal pages
  {
    question:
      'Your website puts cookies? Our company policy requires that I know it before I use the chat.',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'and this chat id you store, how do I delete it?',
    previous:
      'Your website puts cookies? Our company policy requires that I know it before I use the chat.',
    expected: [
      'page:cookies#7-managing-cookies-and-local-storage',
      'page:cookies#3-local-storage-used-by-the-chat',
    ],
  },
  {
    question:
      'Which country law is applied to your terms of service? We are an Italian company and our lawyer asks.',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question:
      'I sent a job application with my CV two months ago. How long you keep my CV in your system?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question:
      'My son is 17 and wants to open his own dropshipping store with you. There is a minimum age to make an account?',
    expected: ['page:terms#2-your-account'],
  },

  // (15) Outside what the site covers, and mixed questions
  {
    question:
      'Right now we are still on WooCommerce, we plan to move maybe next year. Can I use VendorHub with WooCommerce now, or only with Shopify?',
    expected: ['faq:supported-platforms', 'faq:what-is-vendorhub'],
  },
  {
    question:
      'We are growing and our garage is full. Can you recommend a good 3PL warehouse in Texas for our overflow stock?',
    expected: ['fallback'],
  },
  {
    question:
      'We want to open a dealer account with Nora Lighting directly. What is their minimum first order for new dealers?',
    expected: ['fallback'],
  },
  {
    question:
      'Our accountant wants every sale and supplier invoice in QuickBooks. Do you sync with QuickBooks?',
    expected: ['fallback'],
  },
  {
    question:
      'How do I set up the Shopify Payments payouts to my bank account in Canada? The money is not arriving.',
    expected: ['fallback'],
  },
  {
    question:
      'I am almost never at the computer, mostly on my phone. There is a VendorHub app for iPhone?',
    expected: ['fallback'],
  },
  {
    question:
      'How much is Plus per month, and do you also have a white label version we could resell to our own clients?',
    expected: [
      'plan:plus#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
    wording: false,
  },
  {
    question:
      'We are a medical supply store. You are SOC 2, ok, but do you also sign a HIPAA BAA with us?',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:privacy#7-how-we-protect-it',
      'page:terms#8-your-data',
    ],
    wording: false,
  },
  {
    question:
      'How often the inventory is synced, and will you also sync it to my eBay listings at the same time?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
    wording: false,
  },
];
