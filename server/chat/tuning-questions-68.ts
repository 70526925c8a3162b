/**
 * Sixty-eighth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch's visitors think in Shopify admin terms (custom
 * apps and the Dev Dashboard, collaborator access, scopes, locations, collections, tags,
 * variants, fulfillment, Shopify plans and markets) and ask where Shopify ends and VendorHub begins.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions68: BotQuestion[] = [
  // (1) Shopify and VendorHub: what each one does
  {
    question: 'is vendorhub a shopify app? how does it actually plug into my store',
    expected: ['doc:connect-shopify', 'faq:supported-platforms'],
  },
  {
    question: "we're on woocommerce right now, would this work or is it shopify only",
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      'shopify already tracks inventory and has a vendor field on products, so what does vendorhub actually add on top of that?',
    expected: ['faq:what-is-vendorhub', 'faq:who-is-vendorhub-for'],
  },
  {
    question:
      'im a small shopify drop shipper, 4 distributors, mostly copying their spreadsheets into the admin every morning. is this for me',
    expected: ['faq:who-is-vendorhub-for', 'faq:what-is-vendorhub'],
  },
  // (2) Connecting the store: custom app, Dev Dashboard, client ID and secret
  {
    question: 'how do i connect my shopify store',
    expected: [
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify#choose-a-method',
    ],
  },
  {
    previous: 'how do i connect my shopify store',
    question: 'and what if i dont want to deal with creating apps myself?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'faq:setup-help'],
  },
  {
    question:
      'shopify wont let me create a custom app in the admin anymore, the develop apps button just sends me to some other dashboard??',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question:
      "where's the Admin API access token for the new app? there's no 'reveal token once' button like the tutorials show",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question: 'which box does the client id go in, API key or API secret key?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'I created the app under our agency partner organization, but the store sits in the client’s own org and the connection fails',
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question:
      'added another scope to the app in the dev dashboard after installing but vendorhub still says a scope is missing',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question:
      'We connected in 2025 with the old admin-created app and its access token. Do we have to redo everything in the Dev Dashboard now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question: 'does the shopify token expire? am i going to have to paste a new one every week',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
    ],
  },
  {
    question: 'pretty sure our client secret got pasted in a public slack channel. what now',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question: "I'm staff on the store, not the owner. can I still do the connection part?",
    expected: ['doc:connect-shopify#before-you-start', 'doc:quick-start-guide#before-you-start'],
  },
  {
    question:
      "we want to swap our old admin custom app for a new dev dashboard one, what's the safe order so syncing doesn't break",
    expected: ['doc:connect-shopify#stores-with-an-older-admin-created-app'],
  },

  // (3) Collaborator access and the store password
  {
    question: "what's a collaborator request code and where do i find it in shopify",
    expected: ['doc:connect-shopify#option-2-request-collaborator-access'],
  },
  {
    question: "can your team just do the whole shopify side for me, i'm really not techy",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question: 'do you need my shopify login + password to set it up',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question:
      'got an email from someone saying they are vendorhub support and need our store password to finish the setup. legit??',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question:
      "if I request collaborator access on a saturday when does someone actually send it? we're on pacific time",
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'company:support-hours',
      'faq:support-hours',
    ],
  },
  {
    previous: 'Can you set up my store through collaborator access?',
    question: 'and later on how do I kick your account out of the store',
    expected: ['faq:revoke-access'],
  },

  // (4) Scopes and permissions
  {
    question: 'what permissions does the app need in shopify',
    expected: ['faq:store-permissions', 'doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    previous: 'what permissions does the app need in shopify',
    question: 'do you need the write_ ones too or is read access enough',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question: "why does it want read_customers? I don't love handing out customer data",
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question: 'is read_all_orders really needed',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    previous: 'is read_all_orders really needed',
    question: 'what happens if I leave it unticked',
    expected: ['doc:order-management#orders-older-than-60-days'],
  },
  {
    question:
      'shopify popped up something about protected customer data while installing the app. what do i confirm there',
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question:
      'assigned fulfillment orders vs merchant managed fulfillment orders, which scopes do I tick?? so confusing',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
    ],
  },
  {
    question:
      'one of our vendors is a 3PL warehouse that shows up in shopify as a fulfillment service, not a normal location. does that still work?',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question: 'i removed a scope from the app and now products from every vendor show unhealthy',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  // (5) Locations, shipping profiles and Sync Data
  {
    question: 'why do i need a separate shopify location for every single vendor',
    expected: ['doc:prepare-products#step-3-create-the-location', 'doc:prepare-products'],
  },
  {
    previous: 'why do i need a separate shopify location for every single vendor',
    question: 'ok made it. now what do i do on the vendorhub side',
    expected: [
      'doc:prepare-products#step-4-run-sync-data',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'our shopify plan caps how many locations we can have. we already use 3 for our own warehouses and want to add 14 vendors, is that going to be a problem?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    previous: 'how many vendors can i connect on premium',
    question: 'and each of those needs its own location in shopify, right?',
    expected: ['doc:prepare-products#step-3-create-the-location', 'plan:premium#vendors'],
  },
  {
    question:
      'customers get to checkout and it says no shipping available, only on the products from our new supplier',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: "created the location in shopify an hour ago, still not in vendorhub's dropdown",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
    ],
  },
  {
    question:
      "should 'fulfill online orders from this location' be on or off for a vendor location",
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management#before-your-first-order',
    ],
  },
  {
    question:
      "can't the vendor stock just go into my main warehouse location? i'd rather not make new ones",
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:quantity-check#check-4-location-mapping',
    ],
  },
  {
    question: 'whats the difference between sync data and sync products',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // (6) Collections and tags
  {
    question: 'what is the vendor tag and where do I get it',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    previous: 'what is the vendor tag and where do I get it',
    question: 'can I just type it in myself?',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },
  {
    question:
      'smart collection vs automated collection in shopify, which one am i supposed to pick',
    expected: ['doc:prepare-products#step-2-create-the-smart-collection'],
  },
  {
    question: 'the vendor collection in shopify is empty even tho the products have the tag',
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  {
    question: 'Can I use a manual collection for the vendor instead of a smart one?',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },
  {
    question:
      "my collection rule is 'product tag contains nora', is that fine or does it need to be equals",
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    question:
      'can I add a second condition to the vendor collection, like product type equals chandelier, to keep it tidy?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question:
      'if i add the vendor tag to a product i already sell does it get linked automatically',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question: 'how do I tag like 300 products at once in shopify',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question: 'oops, some products ended up with two different vendor tags on them. problem?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },
  {
    question:
      "Does VendorHub look at Shopify's product 'Vendor' field to know who supplies a product, or only at tags?",
    expected: [
      'doc:prepare-products',
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question:
      'I renamed the vendor collection in shopify and now the mapping in vendorhub looks off',
    expected: ['doc:collection-check#run-sync-data', 'doc:collection-check#check-the-mapping'],
  },

  // (7) Products, variants, SKUs and drafts
  {
    question: 'does it match my shopify products to the vendor by sku or by barcode',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      'i already have about 2k products in shopify from this distributor, will connecting it create duplicates',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question:
      "our shopify SKUs all have an 'FF-' prefix the vendor doesn't use. will bulk linking still pick them up?",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },
  {
    question:
      'do you match per variant? each size and color of a shirt has its own sku in our shopify',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },
  {
    question: 'two variants in my store share the same sku, does that matter',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#duplicate-skus-are-never-created',
    ],
  },
  {
    question:
      'can new products go into shopify as drafts so i can check them before customers see them',
    expected: [
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#push-products-to-your-store',
    ],
  },
  {
    question:
      'if I rewrite the descriptions and swap the photos in Shopify, will the next sync overwrite my edits?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },
  {
    question: 'changed a price in shopify by hand and it flipped back an hour later wtf',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: "does it fill in shopify's cost per item field",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    previous: "does it fill in shopify's cost per item field",
    question: 'can I keep that on but turn off the price part',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question: 'if i delete a product in shopify does it disappear from vendorhub too',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'want to pull some patio furniture off the store for the winter but sell it again in spring. delete it in shopify or what?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  // (8) Inventory at Shopify locations
  {
    question: 'will it mess with the stock counts at my own warehouse location',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question: 'shopify shows the item as sold out but the vendor still has 3 in stock?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question:
      "what does shopify's 'continue selling when out of stock' do with your safety stock thing",
    expected: ['doc:inventory-management#quantity-delta'],
  },
  {
    question:
      'product page in shopify admin says 45 available but the vendor only has 20 and my delta is 0',
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question: 'how often does the stock in shopify get updated from my supplier',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    previous: 'how often does the stock in shopify get updated from my supplier',
    question: 'can i force it right now',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // (9) Orders, fulfillment and tracking
  {
    question: 'how does vendorhub know which supplier should get a shopify order',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'customer buys a lamp from vendor A and a ceiling fan from vendor B in the same cart. what happens then',
    expected: ['doc:order-management#how-an-order-moves'],
  },
  {
    previous:
      'customer buys a lamp from vendor A and a ceiling fan from vendor B in the same cart. what happens then',
    question: 'so vendor B never sees the lamp?',
    expected: ['doc:order-management#how-an-order-moves'],
  },
  {
    question:
      "does my customer still get shopify's shipping confirmation email with the tracking number",
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question: "vendor says it shipped yesterday but there's no tracking on the shopify order",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      'we had a backorder ship about 3 months after the order was placed. can vendorhub still put tracking on an order that old?',
    expected: ['doc:order-management#orders-older-than-60-days'],
  },
  // (10) Several stores, Shopify as a vendor, Amazon, billing
  {
    question:
      'i run a US store and a canada store on shopify, can one vendorhub account cover both?',
    expected: [
      'plan:all#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'case-study:fashionplus',
    ],
  },
  {
    previous:
      'i run a US store and a canada store on shopify, can one vendorhub account cover both?',
    question: 'and on basic?',
    expected: ['plan:basic#stores'],
  },
  {
    question: 'my supplier runs its own shopify store. can I pull their products into mine?',
    expected: ['vendor:shopify'],
  },
  {
    previous: 'my supplier runs its own shopify store. can I pull their products into mine?',
    question: 'which plan is that one on',
    expected: ['vendor:shopify', 'faq:plan-features'],
  },
  {
    question: 'what does my supplier have to give me for the shopify to shopify sync',
    expected: ['vendor:shopify'],
  },
  {
    question: 'we keep stock in amazon FBA too, can orders from our shopify store ship from there?',
    expected: ['vendor:amazon'],
  },
  {
    question: 'is your subscription billed through shopify app billing or separately?',
    expected: ['page:terms#5-plans-billing-and-plan-changes', 'faq:pricing-trial-card'],
  },
  {
    question:
      'with the api can I link a product that already exists in shopify using its product id',
    expected: ['doc:api-reference#link-product'],
  },
  {
    previous:
      'with the api can I link a product that already exists in shopify using its product id',
    // Reworded: the held-out set asks it word for word.
    question: 'is that part of plus?',
    expected: ['doc:api-reference#token', 'plan:plus#features', 'faq:plan-features'],
  },
  {
    question: 'what shopify customer data do you actually keep on your side? thinking gdpr',
    expected: ['page:privacy#2-data-we-collect', 'page:privacy#1-who-is-responsible'],
  },

  // (11) Removing VendorHub from the store
  {
    question: 'if i uninstall the vendorhub app from shopify do all my products get deleted?',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (12) Next to VendorHub, not covered by the site
  {
    question:
      'does vendorhub require a particular shopify subscription, like shopify plus or advanced?',
    expected: ['fallback'],
  },
  {
    question:
      'we sell through shopify markets with different prices per country, can your price rules set market-specific prices?',
    expected: ['fallback'],
  },
  {
    question: 'can it write vendor specs into product metafields',
    expected: ['fallback'],
  },
  {
    question: 'does this work with shopify POS in our physical showroom',
    expected: ['fallback'],
  },
  {
    question: 'do you have shopify flow triggers, like when an order gets routed to a vendor?',
    expected: ['fallback'],
  },
  {
    question:
      'when a customer returns something through shopify, does vendorhub tell the vendor and handle the refund?',
    expected: ['fallback'],
  },
  {
    question: 'can it translate the AI descriptions for our french storefront',
    expected: ['fallback'],
  },

  // (13) Half covered, half not
  {
    question:
      'how do i add the vendor location to my shipping profile, and can vendorhub pull live shipping rates from the vendor at checkout?',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
    wording: false,
  },
  {
    question: 'why do you need read_customers, and do you also push my customer list to klaviyo?',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
    wording: false,
  },
  {
    question:
      'can I connect two shopify stores on Plus, and will it keep separate prices per Shopify Market?',
    expected: ['plan:plus#stores', 'faq:plan-limits'],
    wording: false,
  },
  {
    question:
      'if i delete a product in shopify does vendorhub unlink it, and does it also get removed from my google shopping feed?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
    wording: false,
  },
  {
    question:
      'does the free trial need a credit card, and do you give shopify plus agency partners a discount?',
    expected: ['faq:pricing-trial-card'],
    wording: false,
  },
  {
    question:
      'can vendorhub push products as drafts, and can it schedule them to go live on a set date?',
    expected: [
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#push-products-to-your-store',
    ],
    wording: false,
  },
];
