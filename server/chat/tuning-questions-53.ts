/**
 * Fifty-third tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is made of how-to questions about the steps,
 * settings, screens and edge cases of every documentation article, asked the way a merchant
 * who has not read the article would ask them, plus a few follow-ups, mixed and off-site questions.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions53: BotQuestion[] = [
  // (1) Quick start guide
  {
    question: 'what should I have ready before I start setting up vendorhub?',
    expected: ['doc:quick-start-guide#before-you-start', 'doc:quick-start-guide'],
  },
  {
    question: 'Signed up a couple of hours ago and still no confirmation email. What now?',
    expected: [
      'doc:quick-start-guide#step-1-create-your-account',
      'faq:account-confirmation',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'roughly how much of my own time will the whole initial setup take?',
    expected: [
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
      'faq:setup-time',
    ],
  },
  {
    question: 'Once my first vendor is added, how can I tell that everything is actually working?',
    expected: ['doc:quick-start-guide#step-4-check-that-it-works', 'doc:quick-start-guide'],
  },
  {
    question: 'I am not the store owner, just staff. Can I still do the Shopify part of the setup?',
    expected: [
      'doc:quick-start-guide#before-you-start',
      'doc:connect-shopify#before-you-start',
      'doc:quick-start-guide',
      'doc:connect-shopify',
    ],
  },

  // (2) Connect your Shopify store
  {
    question:
      "Shopify admin doesn't let me create a custom app anymore. Where am I supposed to make it now?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'which fields in store settings do the client id and client secret go into? and do I fill in the admin api access token box too?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'I added a missing scope to the app but VendorHub still complains about it',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'When installing the app Shopify asks me to confirm access to protected customer data. Should I?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: "I'd rather your team handled the Shopify connection. How do I request that?",
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'is the files one required or can I leave it out?',
    previous: 'Which Shopify permissions does VendorHub need?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'one of our vendors is a third-party warehouse set up as a fulfillment service in shopify. does the app need any extra scopes for that?',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'doc:connect-shopify'],
  },
  {
    question:
      'We hooked VendorHub up in 2025 with the old admin-created app and its access token. Do we have to redo anything now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'pretty sure our client secret leaked in a slack channel, what do I do',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify',
    ],
  },

  // (3) Add a vendor
  {
    question:
      'My supplier just emails me an Excel price list every week, no API. Can I still use them with VendorHub?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "the vendor's spreadsheet uses its own column names, not yours. do I have to rename them every single upload?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'if an item is missing from the newest file the vendor sends, does its stock get set to zero?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'our workbook has 3 tabs, will it read all of them? and should costs use a comma or a dot',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: "I'm on Basic with 2 vendors already and need a third one. What are my options?",
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:basic#vendors',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question: 'how long does it take you to set up a CSV feed integration, and what does it cost?',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'fee:csv-xml-ftp',
      'faq:pricing-setup-fees',
      'faq:setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    question: "the distributor we use isn't anywhere on your vendor list. how do I get it added?",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'where do I put my vendor’s FTP host and password, and can you also pull their product videos onto my listings?',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:add-vendor#vendor-types',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor',
    ],
    wording: false,
  },

  // (4) Prepare your products
  {
    question: 'do I type the vendor tag myself or is there somewhere to copy it from?',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products',
    ],
  },
  {
    question: 'How do I set up the smart collection for a new vendor in Shopify?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products',
    ],
  },
  {
    question: 'does every single vendor really need its own location in shopify?',
    expected: ['doc:prepare-products#step-3-create-the-location', 'doc:prepare-products'],
  },
  {
    question:
      'we already run 11 warehouse locations in Shopify and want to add 6 vendors. will we hit some limit?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
      'doc:prepare-products',
    ],
  },
  {
    question:
      'in vendor store settings there are price, cost and qty checkboxes. what does each one do?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:prepare-products',
    ],
  },
  {
    question: 'Is there a checklist I can go through before I hit sync for a new vendor?',
    expected: ['doc:prepare-products#checklist', 'doc:prepare-products'],
  },

  // (5) Product creation
  {
    question: "what's the difference between pushing a product live and as a draft?",
    expected: [
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'We already sell around 800 items from this brand in our store. How do we connect them without creating them all over again?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation',
    ],
  },
  {
    question:
      'how do I get a big chunk of a vendor catalog created in one go? is there a button for it',
    expected: ['doc:product-creation#create-products-in-bulk', 'doc:product-creation'],
  },
  {
    question: 'can I use AI bulk product creation on the basic plan?',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:basic#features',
      'doc:product-creation#ways-to-add-products',
      'doc:product-creation',
    ],
  },
  {
    question: 'what happens if I push a product whose SKU is already in my shop?',
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
      'faq:existing-products',
      'doc:product-creation',
      'doc:search-and-push',
    ],
  },
  {
    question: 'and how many while I am still in the free trial?',
    previous: 'How many products can I sync on Plus?',
    expected: [
      'doc:product-creation#product-limits-by-plan',
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:search-and-push#before-you-start',
      'doc:product-creation',
    ],
  },

  // (6) Dashboard overview
  {
    question: 'where in the dashboard do I change the markup for one particular vendor?',
    expected: [
      'doc:dashboard-overview#vendor-settings',
      'doc:pricing-rules#set-your-price-rules',
      'doc:dashboard-overview',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'what is the little eye icon next to each vendor in the list for?',
    expected: [
      'doc:dashboard-overview#my-vendors',
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:dashboard-overview',
    ],
  },
  {
    question: "the sync stats on the vendor page say 'by webhook'. what does that count?",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:dashboard-overview',
    ],
  },
  {
    question: "Store Settings vs Vendor Store Settings — what's the difference between the two?",
    expected: [
      'doc:dashboard-overview',
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'The last sync time for one vendor is 3 hours old. Is that a problem?',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:dashboard-overview',
      'doc:inventory-management',
    ],
  },

  // (7) Search & Push
  {
    question: "How do I find one specific item in a vendor's catalog and add it to my store?",
    expected: [
      'doc:search-and-push#find-vendor-products',
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#create-products-one-at-a-time',
      'doc:search-and-push',
    ],
  },
  {
    question: 'do drafts keep getting stock and price updates, or only the live products?',
    expected: ['doc:search-and-push#push-products-to-your-store', 'doc:search-and-push'],
  },
  {
    question: 'what is pre-push editing and do I get it on Plus?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'page:terms#6-plan-limits',
      'doc:search-and-push',
    ],
  },
  {
    question: 'is that the same thing as the bulk creation you offer?',
    previous: 'What does AI Listing Optimization do in Search & Push?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'doc:search-and-push',
    ],
  },
  {
    question: 'Does every product I push count toward my product limit?',
    expected: [
      'doc:search-and-push#tips',
      'doc:search-and-push#before-you-start',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'how do I push products as drafts, and will vendorhub translate the descriptions into french for my quebec store?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
    ],
    wording: false,
  },

  // (8) Two-way syncing
  {
    question:
      'If I add the vendor tag to a product in Shopify, does it link by itself or do I have to do something in your app too?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'how do I tag like 200 products at once?',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it', 'doc:two-way-syncing'],
  },
  {
    question: "if I delete a product in shopify, what happens to it on vendorhub's side?",
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'I want to stop selling an item for a month or so without losing the link to the vendor. best way?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question: 'If I rewrite a product description in Shopify, will the next sync overwrite it?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question: 'I set some prices by hand in shopify. will vendorhub change them back?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
    ],
  },

  // (9) Inventory management
  {
    question: 'how exactly is the quantity shown in my store worked out from the vendor stock?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management#how-inventory-sync-works',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'How do I change the safety stock for one of my vendors?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'what delta would you suggest for fast movers around black friday?',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question: 'so if the vendor has 4 left and my delta is 5, does my store go negative?',
    previous: 'What is Quantity Delta?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'when the store shows 0 because of the delta, can customers still order it as a backorder?',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question:
      'vendor just restocked a bestseller, can I force an inventory update now instead of waiting the hour?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'how do I set the quantity delta, and can it also push the same stock to my ebay listings?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
    wording: false,
  },

  // (10) Order management
  {
    question:
      'customers with a vendor product in the cart get no shipping options at checkout. how do I fix it?',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },
  {
    question: 'What happens when one order has items from two different suppliers?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question: 'what should I double-check before the first real order comes in?',
    expected: ['doc:order-management#before-your-first-order', 'doc:order-management'],
  },
  {
    question: "vendor says it shipped days ago but there's no tracking number on the shopify order",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question:
      'a backordered item will only ship about 3 months after the order. will the tracking number still reach the shopify order?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
    ],
  },
  {
    question: 'and if we blow past that in december?',
    previous: 'How many orders a month does Premium include?',
    expected: [
      'doc:order-management#order-limits-by-plan',
      'faq:order-limit',
      'faq:pricing-order-limit',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },

  // (11) Health check
  {
    question:
      "Every product from one vendor suddenly shows a failing health check. What's going on?",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'since yesterday products of ALL my vendors fail their health check',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'how do I hunt down duplicate SKUs in a store with thousands of products?',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },
  {
    question: 'a few of our SKUs have a space at the end. will that break the matching?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation#link-products-you-already-sell',
      'release:2.1.0',
      'doc:health-check',
    ],
  },
  {
    question:
      'we just reset our password on the supplier portal. do I need to change anything in vendorhub?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:health-check',
    ],
  },
  {
    question:
      "I've gone through every fix and one product still fails. what info do you need from me?",
    expected: ['doc:health-check#still-failing', 'doc:health-check'],
  },

  // (12) Collection check
  {
    question: "just created a new location in shopify but it's not in the dropdown in vendorhub",
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
      "The vendor's collection in Shopify is empty even though the products have the tag. What am I missing?",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },
  {
    question: "should the collection rule be 'tag contains' or 'tag is equal to'?",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check',
    ],
  },
  {
    question: 'I renamed the vendor collection in shopify. anything to do on the vendorhub side?',
    expected: ['doc:collection-check#run-sync-data', 'doc:collection-check'],
  },
  {
    question: "I think I picked another vendor's location when mapping. how can I check?",
    expected: ['doc:collection-check#check-the-mapping', 'doc:collection-check'],
  },

  // (13) Quantity check
  {
    question: 'my store says 0 in stock but the supplier has 3 of them. why?',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question: 'Price and cost update fine but the quantity never changes for one vendor.',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'the shopify product list shows way more stock than the vendor actually has. where is that number coming from?',
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },
  {
    question: "quantities still don't match after trying everything. what should I send support?",
    expected: ['doc:quantity-check#still-different', 'doc:quantity-check'],
  },

  // (14) Pricing rules
  {
    question: 'how do I set a 40% markup on everything from one supplier?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:dashboard-overview#vendor-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'in what order do markup, MAP and MSRP get applied?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
      'release:1.9.0',
    ],
  },
  {
    question:
      'cost is $30, markup 50%, MAP $50, no MSRP, enforce MAP is on. what price would I end up with?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'Vendor data has a MAP higher than the MSRP, so my price lands under MAP. How should I handle that?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'do new price rules kick in right after I save them?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'I want VendorHub to keep cost per item updated but leave my selling prices alone',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'can I turn that off for just one vendor and keep it on for the others?',
    previous: 'How does Enforce MSRP work?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules#when-map-is-above-msrp',
      'doc:pricing-rules',
    ],
  },

  // (15) API reference
  {
    question: 'where do I generate an API token?',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'how many requests a minute will the api take before it throttles me?',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'we have ~1300 products. how do I page through all of them with the API?',
    expected: [
      'doc:api-reference#paging',
      'doc:api-reference#list-products',
      'doc:api-reference#count-products',
    ],
  },
  {
    question: "what's the call to update a product's price by SKU?",
    expected: ['doc:api-reference#update-product'],
  },
  {
    question: 'how do I create a product as a draft through the api?',
    expected: [
      'doc:api-reference#create-product',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question:
      'Can I link a product that already exists in Shopify to a vendor through the API using its product id?',
    expected: [
      'doc:api-reference#link-product',
      'release:2.1.0',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'is that included on the Plus plan too?',
    previous: 'Can I create products through your API?',
    expected: [
      'doc:api-reference#token',
      'faq:plan-features',
      'plan:plus#features',
      'doc:product-creation#create-products-through-the-api',
      'page:terms#6-plan-limits',
    ],
  },

  // (16) Mixed and off-site
  {
    question:
      'what does a failing health check actually mean, and can you also audit my store for SEO?',
    expected: [
      'doc:health-check',
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:dashboard-overview#vendor-detail-page',
    ],
    wording: false,
  },
  {
    question:
      'How do I handle a customer return on something the vendor drop shipped? Does VendorHub create the RMA?',
    expected: ['fallback'],
  },
  {
    question: 'can vendorhub print packing slips with my logo for the vendor to put in the box?',
    expected: ['fallback'],
  },
  {
    question: 'does it sync with quickbooks so vendor bills get entered automatically?',
    expected: ['fallback'],
  },
  {
    question: 'how do I add a size chart to my shopify product pages?',
    expected: ['fallback'],
  },
  {
    question:
      'what markup should I use on lighting to stay competitive? what do other stores charge?',
    expected: ['fallback'],
  },
  {
    question: 'How do I set up Shopify Markets so my store shows prices in euros and pounds?',
    expected: ['fallback'],
  },
];
