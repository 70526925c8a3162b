/**
 * Seventeenth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Existing customers with a problem: symptom-first messages from
 * merchants already using VendorHub or halfway through setup, in their own words, plus "where in
 * the app" and "what happens if" questions, billing trouble and reaching support.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions17: BotQuestion[] = [
  // (1) Stock numbers that look wrong
  {
    question:
      'my store still shows 12 of a pendant light but the supplier just told me theyre sold out. whats going on',
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'doc:inventory-management#when-the-numbers-do-not-match',
      'faq:inventory-sync-frequency',
    ],
  },
  {
    question:
      'Vendor has 4 units of a rug in stock, but my Shopify listing says 0 and the product page shows sold out. Why?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    previous:
      'Vendor has 4 units of a rug in stock, but my Shopify listing says 0 and the product page shows sold out. Why?',
    question: 'ok so how do i get it to show the real number again',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'Prices and costs from one distributor update just fine, but the stock quantity never changes at all. What did I miss?',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management#inventory-rules-at-a-glance',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'VendorHub just overwrote the stock count at our own warehouse with the vendors numbers!! how did that happen',
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:quantity-check#quick-diagnosis',
      'doc:collection-check#check-the-mapping',
      'doc:quantity-check',
    ],
  },
  {
    question:
      "The 'last synced' time for quantity on my vendor's page says 5 hours ago, and clicking Sync Products doesn't change it.",
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:health-check#expired-vendor-credentials',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'shopify product list says 45 available but the vendor only has 20. is vendorhub adding wrong??',
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },
  {
    question:
      'Our supplier just restocked a best seller. Can I push the new stock through now instead of waiting?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "Only a handful of one vendor's products aren't getting stock updates, everything else from them syncs fine",
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question:
      'We oversold a crystal chandelier twice last week. The distributor sells the same stock to a lot of other shops. How do I stop this happening?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'one variant of a floor lamp flipped to sold out on the storefront even though the vendor still has 2. our delta is 3 if that matters',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#quick-diagnosis',
    ],
  },
  {
    question:
      'The vendor dropped a discontinued item from their latest price sheet that I uploaded, but my store still shows the old stock for it',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'the last sync timestamps on my vendor page are hours off. we are based in australia',
    expected: ['release:1.8.0'],
  },

  // (2) Prices that change back or come out wrong
  {
    question:
      'I edited prices on a bunch of items directly in Shopify and an hour later they all went back to the old value. why??',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
      'doc:pricing-rules',
    ],
  },
  {
    previous:
      'I edited prices on a bunch of items directly in Shopify and an hour later they all went back to the old value. why??',
    question: 'so how do I keep my own prices for that one vendor and stop this',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "A sconce is listed at $100 in my store but the brand's MAP is $110. MSRP on it is $100. I have both enforce options turned on, so why is it under MAP?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'changed my markup to 40% yesterday and none of the prices in the store have moved',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "Cost per item is empty on all the products from my supplier, so Shopify's profit report is useless",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'We got a warning letter from a brand for advertising below their minimum price. How do I make sure our synced prices never go under it again?',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#set-your-price-rules',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },

  // (3) Orders and tracking
  {
    question:
      "orders aren't reaching the distributor. customer ordered 2 days ago and the vendor says they never got anything",
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#before-your-first-order',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
      'faq:order-routing',
    ],
  },
  {
    question:
      "Customers can't finish checkout, it says no shipping options are available. Only happens with products from the supplier we just added.",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },
  {
    question:
      'The vendor shipped and even emailed me the tracking, but the order in Shopify is still unfulfilled. What now?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question:
      'Someone ordered a lamp from one supplier and a mirror from another in the same cart. Does one vendor end up getting the whole order?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
      'faq:order-routing',
    ],
  },
  {
    question:
      "we're on basic and just passed 200 orders this month, are new orders going to get blocked??",
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    previous:
      "we're on basic and just passed 200 orders this month, are new orders going to get blocked??",
    question: 'and am I going to get a surprise bill for the extra ones',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'A backordered item finally shipped three months after the order, but the tracking number never showed up on that Shopify order',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
    ],
  },
  {
    question: 'where can i see which orders went to which vendor and if they shipped yet',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:order-management',
    ],
  },
  {
    question:
      'The Orders tab keeps showing an order as pending even though the vendor says they marked it Complete. Is that a known bug?',
    expected: ['release:2.1.0'],
  },

  // (4) Products not linking, failing health checks, collections
  {
    question:
      'I tagged about 50 products with the vendor tag yesterday and a few of them show a failing health status. the rest are fine',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question:
      'Every single product from one supplier went red on the health check overnight. Nothing changed on our side.',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question: 'now ALL my vendors are failing health checks, not just one of them',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    previous: 'now ALL my vendors are failing health checks, not just one of them',
    question:
      'our developer did rotate the client secret in the Dev Dashboard last week, could that be it?',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:health-check',
    ],
  },
  {
    question:
      'The smart collection I made for my vendor is empty, even though I can see the products have the vendor tag',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },
  {
    question:
      "Some products with the tag show up in the vendor's collection and others don't. I set the condition to tag 'contains' the vendor name.",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check',
    ],
  },
  {
    question:
      "I created a new location in Shopify for my supplier but it isn't in the dropdown in VendorHub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    previous:
      "I created a new location in Shopify for my supplier but it isn't in the dropdown in VendorHub",
    question: 'I clicked sync data like 3 times, still not there',
    expected: ['doc:collection-check#run-sync-data', 'doc:collection-check'],
  },
  {
    question:
      "Shopify won't let me add another location, and I still have two vendors left to set up",
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
      'doc:prepare-products',
    ],
  },
  {
    question:
      'Health check says duplicate SKU. How am I supposed to find the duplicates, we have around 8000 products',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },
  {
    question: 'a few of our SKUs have a trailing space at the end. is that what breaks the match?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'release:2.1.0',
      'doc:health-check',
    ],
  },
  {
    question:
      'Some products still have two vendor tags on them because we used to buy from both. Which vendor does the stock come from?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      "I deleted a product in Shopify by accident and made it again by hand. VendorHub doesn't update it anymore",
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question:
      'A product I pushed as a draft went live on its own when the supplier restocked it. That should not happen right?',
    expected: ['release:2.0.0', 'doc:search-and-push#push-products-to-your-store'],
  },

  // (5) Connecting the store and credentials
  {
    question:
      "I can't find where to paste the token. Shopify only gave me a client ID and a client secret",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "the 'create an app' option under develop apps in my shopify admin is gone?? the guide I had says to use it",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'VendorHub says a scope is missing when I save my store. I added that scope in the Dev Dashboard afterwards but it still complains',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "Our agency created the app in their own Shopify org and now VendorHub can't get a token with the client ID. Does that matter?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We hooked up VendorHub back in 2025 with the old admin API access token. Do we need to redo anything now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'VendorHub syncs stock fine but never sees any of our orders. Our app only has the assigned fulfillment order scopes',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'honestly im not technical at all, can someone on your end just connect my store for me',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    previous:
      'honestly im not technical at all, can someone on your end just connect my store for me',
    question: "I sent that request on Tuesday and still haven't seen anything come in from Shopify",
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'faq:setup-help'],
  },
  {
    question:
      'got an email from someone saying theyre from vendorhub and need my shopify admin password to fix a sync. legit?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: "Signed up Friday night and still no confirmation email, it's now Saturday afternoon",
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },

  // (6) Imports, uploads and creating products
  {
    question:
      "Uploaded the supplier's spreadsheet and the summary says a load of rows couldn't be used. What's wrong with them?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "The vendor's file calls the columns 'Item #' and 'On Hand' instead of your template names. Do I have to rename them every week?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'the import skipped half my products. pushed 300 from search & push and only about 180 new ones showed up, it said the rest already exist',
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push',
    ],
  },
  {
    previous:
      'the import skipped half my products. pushed 300 from search & push and only about 180 new ones showed up, it said the rest already exist',
    question: 'right, so how do I hook those existing ones up to the vendor',
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
    ],
  },
  {
    question:
      "Search & Push won't let me add any more products, says I've hit my limit. I'm on Plus.",
    expected: [
      'doc:product-creation#product-limits-by-plan',
      'plan:plus#products',
      'doc:search-and-push#before-you-start',
      'faq:plan-limits',
    ],
  },
  {
    question: "still on the trial and it won't sync more than 100 items, is something broken?",
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:product-creation#product-limits-by-plan',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: "I don't see any AI optimization option in Search & Push. We're on Plus.",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:search-and-push',
    ],
  },
  {
    question: 'pushed some products as drafts, where did they go? not on my storefront',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'I rewrote the descriptions and swapped photos on products VendorHub created. Will the next sync wipe out my changes?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question: "We're on Basic, how do I get bulk creation? There's no button for it anywhere",
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:product-creation',
    ],
  },

  // (7) Where in the app do I ...
  {
    question: 'where do I set the safety stock number for a supplier',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: "Where do I find the vendor tag I'm supposed to put on products?",
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      "Where in VendorHub do I change a supplier's FTP password? They reset it on their end",
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:health-check#expired-vendor-credentials',
      'doc:dashboard-overview#vendor-settings',
      'faq:vendor-credentials',
    ],
  },
  {
    question: 'wheres the markup setting',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },
  {
    question: "Where do I pick which Shopify location a vendor's stock gets written to?",
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:quantity-check#check-4-location-mapping',
    ],
  },

  // (8) What happens if I ...
  {
    question: 'what happens if I delete a product in shopify thats linked to a vendor',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'If I uninstall the VendorHub app from Shopify, do all my products disappear too?',
    expected: ['faq:revoke-access', 'page:terms#10-cancellation-and-termination'],
  },
  {
    question:
      "What happens if I downgrade from Premium to Plus while I've got 10 vendors connected?",
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:change-plan',
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:plus#vendors',
    ],
  },
  {
    question: 'what if I rename the vendor collection in shopify, does anything break?',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check',
    ],
  },
  {
    question:
      "I'm about to change my password on the supplier's portal. Anything I need to do on the VendorHub side?",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'faq:vendor-credentials',
    ],
  },
  {
    question:
      'If I switch Enforce MSRP off to fix one product with bad data, does it only change that product?',
    expected: [
      'doc:pricing-rules#when-map-is-above-msrp',
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'If we cancel for the summer and come back in September, will our vendors and settings still be there?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },

  // (9) Vendors on my plan
  {
    question:
      "I'm on Basic and Honey's Place isn't in the Add Vendor list. Am I doing something wrong?",
    expected: [
      'vendor:honey',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'faq:plan-features',
    ],
  },
  {
    question: 'need to add a 3rd supplier but it wont let me, we are on basic',
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:basic#vendors',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question:
      "For Amazon MCF the stock is ours, and we'd rather keep managing prices in Shopify. Can it sync just quantity?",
    expected: [
      'vendor:amazon',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question: 'Medline shows as beta on your integrations page. Can we use it on the Plus plan?',
    expected: ['vendor:medline'],
  },
  {
    question:
      'Entrenue rotated our API key. Where do I put the new one, and can you guys call Entrenue and get it for us?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'faq:vendor-credentials',
    ],
    wording: false,
  },

  // (10) Billing problems
  {
    question:
      'my card got declined when the subscription renewed, how do I put a new card on file?',
    expected: ['fallback'],
  },
  {
    question:
      "If a payment fails, will you shut my account off straight away? Don't want syncing to stop mid-sale",
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'where can I download PDF invoices for past months? my accountant needs them',
    expected: ['fallback'],
  },
  {
    question: 'Why is there sales tax on my bill? The pricing page just said $199',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'I want to go from Basic to Plus halfway through the month. Do I pay the full Plus price for this month?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'How do I cancel? And since we paid annually, do we get the rest of the year refunded?',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'My trial ends tomorrow. Am I going to get charged automatically?',
    expected: [
      'faq:pricing-trial-card',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    question: 'there is a $300 charge on top of my plan this month, what is that for?',
    expected: [
      'faq:pricing-setup-fees',
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'We never use the order routing side, we ship everything ourselves. Can we pay less?',
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only'],
  },
  {
    question:
      'Need to connect our second Shopify store but Basic only lets us have one. What plan do we need?',
    expected: ['plan:plus#stores', 'plan:all#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },

  // (11) Reaching support
  {
    question:
      "Sync stopped completely and it's 11pm on a Saturday. We're on Premium, is there anyone I can reach?",
    expected: [
      'faq:support-hours',
      'company:support-hours',
      'faq:support-response-times',
      'plan:premium#features',
    ],
  },
  {
    question: 'emailed support this morning, how long until I hear back on the basic plan?',
    expected: [
      'faq:support-response-times',
      'company:response-times',
      'doc:quick-start-guide#get-help',
    ],
  },
  {
    previous: 'emailed support this morning, how long until I hear back on the basic plan?',
    question: 'and if we moved up to premium?',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:premium#features'],
  },
  {
    question: 'Does Plus come with live chat with an actual person inside the app?',
    expected: ['faq:support-response-times', 'plan:plus#features', 'company:response-times'],
  },
  {
    question:
      "Quantities still don't match after going through every check in the guide. What info should I send support?",
    expected: ['doc:quantity-check#still-different', 'doc:quantity-check'],
  },
  {
    question:
      'Can the assistant inside the app sort out a failing health check, or do I need a human?',
    expected: ['faq:ai-assistant'],
  },
  {
    question: "what's the email for support, can't find it",
    expected: ['company:contact', 'doc:quick-start-guide#get-help'],
  },

  // (12) Not VendorHub's to answer
  {
    question:
      'Honeys Place sent the wrong item to my customer. Who handles the return, you or them?',
    expected: ['fallback'],
  },
  {
    question:
      'Google Merchant Center disapproved a bunch of my products for missing GTINs, how do I fix that?',
    expected: ['fallback'],
  },
  {
    question:
      'my shopify theme shows product images cropped weirdly on mobile, any idea how to fix it',
    expected: ['fallback'],
  },
  {
    question: 'Can I switch the VendorHub dashboard to Spanish? My warehouse staff would prefer it',
    expected: ['fallback'],
  },
];
