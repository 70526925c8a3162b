/**
 * Sixty-fifth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch asks about the app itself: new customers in their
 * first weeks who name the dashboard screen or button they are looking at (Store Settings, My
 * Vendors, Vendor Settings, the vendor detail page, Sync Data, Search & Push, the Orders tab,
 * API tokens) and want to know where something is or how to do a task step by step.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions65: BotQuestion[] = [
  // (1) Store Settings and the store connection
  {
    question: 'where in the dashboard do i put my shopify api key and secret',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question: 'What does the Sync Data button in Store Settings actually do?',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      'i rotated the client secret in the shopify dev dashboard bc a freelancer had it. do i need to change something in vendorhub now',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question:
      'we connected back in 2024 with the old admin app token. now shopify says custom apps changed in 2026, do I have to redo the whole connection??',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      "honestly I don't want to mess with shopify app settings myself. can your team hook up the store for me, and how do I ask for that",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question: 'which scopes do i tick when im creating the app in the dev dashboard',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    previous: 'where do i paste the client id and client secret in vendorhub?',
    question: 'ok and the Admin API access token box underneath, do I just leave that empty?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'we run 2 shopify stores on the Plus plan. do both go through one app or do I need to make a separate app for each store?',
    expected: ['doc:connect-shopify#before-you-start', 'plan:plus#stores'],
  },

  // (2) Add Vendor(s), My Vendors and Vendor Settings
  {
    question: 'Just logged in for the first time. How do I add my first supplier?',
    expected: [
      'doc:quick-start-guide#step-3-add-your-first-vendor',
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:add-vendor',
    ],
  },
  {
    question: "the Add Vendor(s) list doesnt show Honey's Place for me?? we're on basic",
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'vendor:honey',
      'doc:dashboard-overview#add-vendor-s',
      'faq:supported-vendors',
    ],
  },
  {
    question:
      'in My Vendors there are two little icons next to each vendor, a gear-ish one and an eye. whats the difference',
    expected: ['doc:dashboard-overview#my-vendors', 'doc:add-vendor#step-1-choose-the-vendor'],
  },
  {
    question: 'where do I type the FTP host / user / pass that our lighting supplier gave us',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#vendor-types',
    ],
  },
  {
    question:
      'our distributor has no api, just a dealer website where we log in to see stock. what do I enter in vendor settings for that one',
    expected: [
      'doc:add-vendor#vendor-types',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    previous: 'how many vendors can i add on basic',
    question:
      'and if i upgrade to plus in the middle of the month how many then, does it kick in straight away',
    expected: ['plan:plus#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:change-plan'],
  },
  {
    question:
      "My vendor isn't in the Add Vendor(s) list at all. They're a small pet food distributor that emails us a spreadsheet every week.",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },
  {
    question:
      'vendor regenerated our api key on their end, can I just change it in vendorhub myself?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'faq:vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },

  // (3) CSV / Excel upload
  {
    question: "where's the file upload for a vendor's csv price list",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    previous: "where do I upload my vendor's excel stock sheet",
    question: "which columns does it need? theirs are called 'item no' and 'qty avail'",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      'uploaded this weeks sheet from the supplier and a product thats not in it anymore still shows the old stock. bug?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },

  // (4) The vendor detail page and Vendor Store Settings
  {
    question: 'how do I get to the vendor detail page? all I see is the list of vendors',
    expected: [
      'doc:dashboard-overview#my-vendors',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
    ],
  },
  {
    question: "what's Vendor Store Settings for? it has dropdowns for a collection and a location",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'there are checkboxes Price / Cost / Qty on the vendor page. what happens if i untick price',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question:
      'Amazon MCF is our own FBA stock, so can I sync just the quantity and leave the prices in shopify alone?',
    expected: [
      'vendor:amazon',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question:
      'vendor page shows 3 last sync times (qty, cost, price) and the quantity one is like 5 hours old. what do i do',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },
  {
    question: "what's the sync statistics box on the vendor page, by webhook vs by search & push?",
    expected: ['doc:dashboard-overview#vendor-detail-page'],
  },
  {
    previous: "what does 'by webhook' mean in the sync statistics",
    question: "and the By API one is always 0 for us, we're on plus",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:api-reference#token',
      'plan:plus#features',
    ],
  },

  // (5) Vendor tag, Smart Collection and Location
  {
    question: 'where do I find the vendor tag',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'how do i make the smart collection for a vendor in shopify, step by step pls',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    previous: 'do i need a smart collection for every vendor?',
    question: 'what condition do I put in it exactly, tag contains the vendor name?',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },
  {
    question:
      'do I really need a separate location per supplier in shopify? we just have the one warehouse location right now',
    expected: ['doc:prepare-products#step-3-create-the-location', 'doc:prepare-products'],
  },
  {
    question:
      "shopify won't let me add another location, says I hit the limit. we have 9 vendors plus 3 of our own shops",
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      "made a new collection for Kuzco in shopify, it's there, but it doesn't show in the Smart Collection dropdown in vendorhub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify#sync-data-after-store-changes',
    ],
  },
  {
    previous: "my new location isn't showing up in vendor store settings",
    question: 'I already hit sync data twice, still not there',
    expected: ['doc:collection-check#run-sync-data'],
  },
  {
    question:
      'what order do i do things in?? tag, collection, location, sync data, the mapping... bit lost tbh',
    expected: ['doc:prepare-products', 'doc:prepare-products#checklist'],
  },
  {
    question:
      "I renamed our vendor's collection in Shopify. Anything I need to do on the VendorHub side?",
    expected: ['doc:collection-check#run-sync-data'],
  },

  // (6) Linking, tagging and unlinking products
  {
    question:
      'we already sell about 200 Maxim lights in the store. how do I hook them up to the Maxim vendor without creating them all again',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:existing-products',
    ],
  },
  {
    previous: 'how do i link an existing shopify product to a vendor',
    question: 'can i do that for a few hundred at once instead of one by one',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question:
      'I tagged a product with the vendor tag, it shows up under integrated products but the health is failing',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },
  {
    question: 'if i delete a product in shopify what happens to it on the vendorhub side',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      "want to stop selling a few patio items over winter but I don't want to lose the link to the vendor. how?",
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question: 'a product ended up with two vendor tags by accident, nora and kuzco. which one wins',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },
  {
    question: 'I rewrote a product title in shopify, will the next sync overwrite it?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },

  // (7) Sync Products and inventory
  {
    question: 'how do i force a sync right now, vendor just restocked our best seller',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'is Sync Products the same thing as Sync Data? which one am I supposed to press',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      'I fixed some stock numbers by hand at the vendor location in shopify and an hour later they were back to the old ones',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },

  {
    question:
      'we also keep some stock in our own warehouse in shopify. will vendorhub mess with those quantities?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },

  // (8) Quantity Delta
  {
    question: 'where do I set the safety stock buffer',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    previous: 'where is quantity delta in the dashboard',
    question: 'changed it to 2. how do i make it apply now instead of waiting for the hourly thing',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'vendor has 4 units of a lamp, my store says 0. is something broken?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question: 'what quantity delta would you recommend for fast sellers during black friday week',
    expected: ['doc:inventory-management#quantity-delta'],
  },
  {
    question: 'Can I set a different delta for each product, or is it only per vendor?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question:
      "qty in shopify never changes for one of our suppliers but the price does update. what's off",
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question:
      'the stock number in my shopify products list is way higher than what the vendor actually has, like double',
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check#quick-diagnosis'],
  },

  // (9) Price rules
  {
    question: 'where do i enter my markup %',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question:
      'cost is 40, my markup is 50%, MAP is 65 and enforce map is on. what price does vendorhub set?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    previous:
      'cost is 40, my markup is 50%, MAP is 65 and enforce map is on. what price does vendorhub set?',
    question: 'and if I switch Enforce MAP off?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
    ],
  },
  {
    question:
      'changed a price manually in shopify and vendorhub put it back. how do i stop that from happening',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question:
      'one of our suppliers has a MAP higher than the MSRP on some lamps and our price comes out under MAP. why',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'can I use a different markup for ceiling fans vs chandeliers from the same vendor?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: "what's the difference between the Enforce MAP and Enforce MSRP toggles",
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },

  // (10) Search & Push and product creation
  {
    question: 'where is search and push',
    expected: [
      'doc:search-and-push#find-vendor-products',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:search-and-push',
    ],
  },
  {
    question: 'I want to push a few products but keep them hidden until I check the photos',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question: 'pushed 20 products as draft, where do i find them in shopify',
    expected: ['doc:search-and-push#push-products-to-your-store'],
  },
  {
    previous: 'does search and push write the ai descriptions on the plus plan?',
    question: 'and on premium?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'plan:premium#features',
      'faq:ai-listing-creation',
    ],
  },
  {
    question:
      'pushed a product we already had with the same sku and nothing new showed up in the store??',
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
    ],
  },
  {
    question: "what's pre-push editing? I don't see it anywhere in my search & push screen",
    expected: ['doc:search-and-push#premium-tools-in-search-and-push', 'faq:ai-listing-creation'],
  },
  {
    question:
      'i need to list like 3000 products from one vendor, clicking through search & push one by one is insane. is there a faster way',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'doc:search-and-push',
    ],
  },
  {
    question: 'do products I push count toward my 1000 product cap on basic?',
    expected: [
      'doc:search-and-push#tips',
      'plan:basic#products',
      'doc:search-and-push#before-you-start',
    ],
  },

  // (11) The Orders tab
  {
    question: 'where can i see the orders that were sent to a vendor',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    previous: "where's the orders tab",
    question: 'when does an order flip to complete there?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
    ],
  },
  {
    question:
      'order shows Complete in the orders tab but the customer never got a tracking number, and the shopify order has none',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      "an order has been sitting in the Orders tab for 4 days and isn't moving, what should I check",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      "customers can't check out with products from our new supplier, no shipping rates come up at all",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'what should i double check before our first dropship order goes through vendorhub',
    expected: ['doc:order-management#before-your-first-order'],
  },
  {
    question:
      'one order has items from two different suppliers. how does that work, does each get the whole order?',
    expected: ['doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'backordered item, the tracking number only came about 70 days after the order. will vendorhub still update the shopify order?',
    expected: ['doc:order-management#orders-older-than-60-days'],
  },

  // (12) Health check and collection check
  {
    question: 'where do I see product health',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:dashboard-overview#vendor-detail-page',
      'faq:health-checks',
    ],
  },
  {
    question: 'every single product from entrenue is failing health since yesterday',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    previous: 'every single product from entrenue is failing health since yesterday',
    question: 'where do I put the new api key then',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'faq:vendor-credentials',
    ],
  },
  {
    question: 'products from ALL our vendors are failing health checks at the same time',
    expected: ['doc:health-check#changed-store-permissions'],
  },
  {
    question:
      "health check failing on a few products. sku is 0123 in the vendor's file and 123 in our store",
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: 'how do i find duplicate skus in a store with 8k products',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: "the vendor's collection in shopify is empty even tho the products have the tag",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
    ],
  },
  {
    question:
      "I think I picked the wrong location in vendor store settings, Cyan's stock seems to have gone into our own warehouse count",
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:collection-check#check-the-mapping',
    ],
  },

  // (13) API tokens
  {
    question: 'where do I generate an api token',
    expected: ['doc:api-reference#token'],
  },
  {
    previous: 'where do I generate an api token',
    question: 'which header does it go in',
    expected: ['doc:api-reference#token'],
  },
  {
    question: "we're on plus and every api call comes back 403 plan_required",
    expected: ['doc:api-reference#errors', 'doc:api-reference#token', 'plan:plus#features'],
  },
  {
    question: 'our erp developer left the company, how do i kill the api token he was using',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'is an api token per store? we have 3 shopify stores on premium',
    expected: ['doc:api-reference#token'],
  },

  // (14) Not on the site
  {
    question:
      'how do I remove a vendor from the My Vendors list? we stopped working with one supplier',
    expected: ['fallback'],
  },
  {
    question: 'can i invite my VA as a user on the vendorhub dashboard with limited access',
    expected: ['fallback'],
  },
  {
    question: 'is there a way to export the orders tab to excel',
    expected: ['fallback'],
  },
  {
    question: "forgot my vendorhub login password, where's the reset link",
    expected: ['fallback'],
  },
  {
    question: 'does the dashboard send me an email alert when a product fails its health check?',
    expected: ['fallback'],
  },
  {
    question: 'can i switch the dashboard language to german',
    expected: ['fallback'],
  },

  // (15) Half on the site, half not
  {
    question:
      'where do i enter the ftp login for our supplier, and do you support sftp with ssh key auth?',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
    ],
    wording: false,
  },
  {
    question:
      'how do I create an api token, and is there a sandbox store I can test the calls against?',
    expected: ['doc:api-reference#token'],
    wording: false,
  },
  {
    question:
      "where's the orders tab, and can I cancel an order from there if the customer changes their mind",
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
    ],
    wording: false,
  },
  {
    question: 'where do i set the markup, and can vendorhub make every price end in .99?',
    expected: ['doc:pricing-rules#set-your-price-rules', 'doc:dashboard-overview#vendor-settings'],
    wording: false,
  },
  {
    question: 'how do I push as draft with search & push, and can it push to our etsy shop too',
    expected: ['doc:search-and-push#push-products-to-your-store'],
    wording: false,
  },
];
