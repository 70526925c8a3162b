/**
 * Sixty-third tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Capability checks: yes/no questions ("can VendorHub do X?",
 * "does it support X?") from merchants deciding whether it fits their workflow, about features
 * it has and close neighbours it does not, many naming the manual process they run today.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions63: BotQuestion[] = [
  // (1) Inventory sync
  {
    question:
      'can vendorhub update my shopify stock automatically from supplier feeds or do i still need to do the morning spreadsheet thing',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'does it sync in real time? like the second a supplier sells out',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },
  {
    question:
      'Is there a way to force a sync manually when a vendor tells me they just restocked something?',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question:
      'can i keep a buffer so i dont oversell, like show 2 less than what the distributor actually has',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'Can I set a different safety stock number for each individual product?',
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    question:
      'we keep some items in our own warehouse too. will vendorhub overwrite the stock count at our own location?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:quantity-check#check-4-location-mapping',
    ],
  },
  {
    question: 'can i sync only quantities and leave the prices alone? i do my pricing by hand',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'does vendorhub sync stock for each variant (sizes, colours) or just at the product level? we sell apparel',
    expected: [
      'case-study:fashionplus',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },
  {
    question:
      'when a supplier discontinues an item can vendorhub automatically switch the shopify product to draft or archive it?',
    expected: ['fallback'],
  },

  // (2) Price sync, markup, MAP and MSRP
  {
    question:
      "Can VendorHub automatically apply a markup on my supplier's cost? Right now I do cost x 1.6 in excel for every price list",
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },
  {
    question: 'does it enforce MAP pricing?? a brand already sent us a warning letter last month',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'can it stop my prices from going over msrp',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules'],
  },
  {
    question:
      'Can I have different markups for different product categories from the same supplier, e.g. 40% on fans and 60% on lamps?',
    expected: ['doc:pricing-rules#set-your-price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'if the distributor raises their cost does my retail price update by itself',
    expected: ['doc:pricing-rules', 'doc:two-way-syncing#what-syncs-each-way', 'faq:price-rules'],
  },
  {
    question:
      'can i still edit a price manually in shopify or will vendorhub just overwrite it next sync',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question: 'Does it round prices to .99 endings like 84.99?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question:
      'can vendorhub run scheduled sale prices, say 20% off for black friday weekend and then go back to normal automatically?',
    expected: ['fallback'],
  },

  // (3) AI listings and bulk creation
  {
    question:
      'can vendorhub write the product descriptions for me? we copy paste from the supplier pdf catalog now and it takes forever',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation',
    ],
  },
  {
    question: 'is the AI listing thing included on Basic or is it extra',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
      'plan:basic#features',
    ],
  },
  {
    question: 'can i create a few thousand products in one go from a distributors catalog',
    expected: ['doc:product-creation#create-products-in-bulk', 'faq:ai-listing-creation'],
  },
  {
    question:
      'Can the AI write the descriptions in French as well? We run a separate store for Quebec',
    expected: ['fallback'],
  },
  {
    question: 'will it create duplicates of products that are already listed in my shop',
    expected: ['faq:existing-products', 'doc:product-creation#duplicate-skus-are-never-created'],
  },
  {
    question:
      'I already sell about 800 items from this supplier. can those be linked up instead of recreated?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'if i rewrite the AI title afterwards, does the next sync change it back?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },

  // (4) Search & Push
  {
    question: "can i browse a supplier's catalog and just cherry pick a few products to add",
    expected: [
      'doc:search-and-push',
      'doc:search-and-push#find-vendor-products',
      'doc:product-creation#create-products-one-at-a-time',
    ],
  },
  {
    question: 'can products be pushed as drafts so i can check them before customers see them',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question: 'Is there some kind of staging area to edit products before they go to Shopify?',
    expected: ['doc:search-and-push#premium-tools-in-search-and-push', 'faq:ai-listing-creation'],
  },
  {
    question: 'after pushing products do they keep syncing stock or is it a one time import',
    expected: ['doc:search-and-push#what-happens-after-a-push'],
  },
  {
    question:
      "do pushed products land in the vendor's collection automatically or do i have to add them myself",
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },

  // (5) Collections and Locations
  {
    question: "does vendorhub keep each supplier's products in their own collection",
    expected: ['doc:prepare-products#step-2-create-the-smart-collection', 'doc:prepare-products'],
  },
  {
    question:
      'can it work with a manual collection? we already have hand picked collections per brand',
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    question:
      'do i need a separate shopify location for every vendor or can they all share our one warehouse location',
    expected: ['doc:prepare-products#step-3-create-the-location'],
  },
  {
    question:
      'our shopify plan caps how many locations we can have. can vendorhub still work if i add lots of vendors?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      'does vendorhub pick up new collections and locations from shopify automatically or do i have to do something',
    expected: [
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },

  // (6) Order routing and tracking
  {
    question:
      'can vendorhub send orders to the supplier automatically? at the moment i email every order as a PDF to each vendor',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'does the tracking number come back into shopify and email the customer?',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question: 'If one order has items from two different suppliers, can it split them up?',
    expected: ['doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'two of my distributors carry the same item. can vendorhub route each order to whichever one is cheaper?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'do you handle returns and RMAs with the vendor too',
    expected: ['fallback'],
  },
  {
    question: 'if we go over the monthly order limit do orders stop going to suppliers?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question:
      'can it still update an old order, like a backorder that only ships 2-3 months later?',
    expected: ['doc:order-management#orders-older-than-60-days'],
  },
  {
    question:
      'is there a screen where i can see which orders went to which vendor and whether they shipped',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      "we don't need the order part, just product and stock sync. is there a cheaper option for that?",
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'can vendorhub fulfil my shopify orders from my amazon FBA stock',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question:
      'one vendor is really a 3PL warehouse that wants to be a fulfillment service in shopify, is that supported',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs'],
  },

  // (7) API
  {
    question: 'do you have an API i can call from our ERP',
    expected: ['doc:api-reference#token', 'faq:plan-features'],
  },
  {
    question: 'is api access on the plus plan',
    expected: ['faq:plan-features', 'plan:plus#features', 'doc:api-reference#token'],
  },
  {
    question: 'can i push stock levels into vendorhub through the api by sku?',
    expected: ['doc:api-reference#update-product'],
  },
  {
    question: 'can the api link a product that already exists in my shopify store',
    expected: ['doc:api-reference#link-product'],
  },
  {
    question: 'Can I create products as drafts through the API?',
    expected: ['doc:api-reference#create-product'],
  },
  {
    question:
      'does the api send webhooks to my system when an order gets routed or shipped, or do i have to poll',
    expected: ['fallback'],
  },

  // (8) Multiple stores
  {
    question:
      'can one vendorhub account run two shopify stores? we have a US store and a canada store',
    expected: [
      'faq:supported-platforms',
      'plan:all#stores',
      'faq:plan-limits',
      'case-study:fashionplus',
    ],
  },
  {
    question: 'does the basic plan allow more than one store',
    expected: ['plan:basic#stores', 'faq:plan-limits'],
  },
  {
    question: "can one brand's stock and MAP prices sync into both of my stores at the same time",
    expected: ['case-study:fashionplus'],
  },
  {
    question:
      'my supplier runs their own shopify store. can vendorhub pull their products and stock into mine',
    expected: ['vendor:shopify'],
  },
  {
    question: 'does one api token work for all my connected stores or do i need one per store',
    expected: ['doc:api-reference#token'],
  },

  // (9) Two-way sync
  {
    question: 'if I add a tag to a product in shopify does vendorhub pick it up on its own',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question: 'does deleting a product in shopify remove it from vendorhub too',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question:
      'is it actually two-way? like if i change the stock in shopify does that go back to the supplier',
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'can i take a product offline for a few weeks without losing the link to the vendor',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question: 'can one product be linked to two vendors, like a backup supplier?',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question: 'can i link 300 products at once by tagging or do i have to do them one by one',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },

  // (10) Vendor types and connections
  {
    question:
      'our supplier has no API, they just email an excel sheet every monday. can vendorhub work with that?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:supported-vendors',
      'doc:add-vendor#vendor-types',
    ],
  },
  {
    question: "can it grab the files off a vendor's FTP server automatically",
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors'],
  },
  {
    question:
      'one supplier only has a website portal where i log in and check stock, no feed at all. supported?',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors'],
  },
  {
    question: 'does vendorhub support xml feeds',
    expected: ['fee:csv-xml-ftp', 'faq:setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question:
      "my vendor's spreadsheet has totally different column names than your template, will it still work?",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: 'do you integrate with kuzco',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'is WheelPros supported yet?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'do you have an integration for Ingram Micro',
    expected: ['vendor:unknown'],
  },
  {
    question: "can you build an integration for a supplier that isn't on your list",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'fee:custom-api',
    ],
  },
  {
    question: 'can i connect medline on the basic plan',
    expected: ['vendor:medline'],
  },
  {
    question: "does it send drop ship orders to honey's place automatically",
    expected: ['vendor:honey'],
  },
  {
    question: 'will it warn me if a supplier changes their password and the sync stops working?',
    expected: ['doc:health-check#expired-vendor-credentials', 'faq:health-checks'],
  },

  // (11) Fit: platforms, scale, setup, and what it does not do
  {
    question: 'does vendorhub work with woocommerce',
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      "we're thinking of moving to bigcommerce next year, would vendorhub still work for us",
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'can vendorhub handle around 20,000 SKUs?',
    expected: ['plan:premium#products', 'plan:all#products', 'faq:plan-limits'],
  },
  {
    question: 'is there a plan with no cap on the number of vendors, we work with like 30',
    expected: ['plan:enterprise#vendors', 'faq:pricing-enterprise', 'faq:plan-limits'],
  },
  {
    question: "i'm not technical at all. can your team do the whole setup for me?",
    expected: [
      'faq:setup-help',
      'faq:technical-skills',
      'doc:connect-shopify#option-2-request-collaborator-access',
    ],
  },
  {
    question: 'can vendorhub sync our inventory and costs into quickbooks',
    expected: ['fallback'],
  },
  {
    question: 'is there a mobile app to check syncs and orders from my phone?',
    expected: ['fallback'],
  },
  {
    question: 'can it generate purchase orders to restock our own warehouse when stock runs low',
    expected: ['fallback'],
  },

  // (12) Follow-ups
  {
    previous: 'is the AI listing optimisation in search & push included on plus?',
    question: 'how about premium',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'plan:premium#features',
    ],
  },
  {
    previous: 'can i connect 2 shopify stores on the basic plan?',
    question: 'ok and which one lets me do 3',
    expected: ['plan:premium#stores', 'plan:all#stores', 'faq:plan-limits'],
  },
  {
    previous: 'does vendorhub enforce MAP?',
    question: 'and msrp?',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules'],
  },
  {
    previous: 'can vendorhub send orders to my suppliers automatically',
    question: 'does the customer get the tracking email too',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    previous: 'does vendorhub have an api',
    question: 'can i use it on basic?',
    expected: ['faq:plan-features', 'plan:basic#features', 'doc:api-reference#token'],
  },
  {
    previous: "can vendorhub pull stock from my vendor's ftp",
    question: 'is there a setup fee for that',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'fee:csv-xml-ftp',
    ],
  },
  {
    previous: 'do you support amazon MCF?',
    question: 'which plan is it on',
    expected: ['vendor:amazon', 'faq:plan-features'],
  },
  {
    previous: 'can i link products just by tagging them in shopify?',
    question: 'and if i delete the product?',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    previous: 'can i push products as drafts',
    question: 'do the drafts still get stock updates',
    expected: ['doc:search-and-push#push-products-to-your-store'],
  },
  {
    previous: 'is bulk product creation with AI free?',
    question: 'on basic too?',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'plan:basic#features',
    ],
  },
  {
    previous: 'how often does vendorhub sync stock',
    question: 'can it go faster than that',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    previous: 'can i set a safety stock buffer?',
    question: 'per product or per vendor?',
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    previous: "can you build a custom integration for my supplier's api",
    question: 'how long does that usually take',
    expected: ['doc:add-vendor#setup-fees-and-timing', 'faq:setup-time', 'faq:pricing-setup-fees'],
  },

  // (13) Mixed: one part answered, one part not
  {
    question: 'does it enforce MAP, and can it also sync everything with quickbooks online?',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules'],
    wording: false,
  },
  {
    question:
      'can it push tracking numbers back to shopify and can it buy discounted shipping labels for us',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
    wording: false,
  },
  {
    question: 'hourly stock sync sounds fine. do you also do a discount for nonprofits?',
    expected: ['faq:inventory-sync-frequency'],
    wording: false,
  },
  {
    question: 'api is premium only right? and is there an official python sdk for it',
    expected: ['faq:plan-features', 'doc:api-reference#token'],
    wording: false,
  },
  {
    question:
      'can i run both my stores on plus, and does vendorhub connect to klaviyo for back in stock emails?',
    expected: ['plan:plus#stores', 'faq:plan-limits', 'faq:supported-platforms'],
    wording: false,
  },
];
