/**
 * Forty-fifth tuning batch of `npm run bench:bot`: 101 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch speaks for customers a few months in, asking in
 * everyday words how to do routine things and why the sync, prices, collections or orders
 * behave the way they do.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions45: BotQuestion[] = [
  // (1) Sync timing and manual syncs
  {
    question:
      'how often does vendorhub actually pull stock from my suppliers? some of my numbers feel a bit behind',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'My vendor restocked a best seller this morning. Can I push the update through now instead of waiting?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      "the stock timestamp for one vendor hasn't moved since yesterday, even after I clicked sync. what's going on?",
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:health-check#expired-vendor-credentials',
      'doc:quantity-check',
      'doc:inventory-management',
      'doc:health-check',
    ],
  },
  {
    question: 'Does the hourly run also refresh my prices and costs, or just quantities?',
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:two-way-syncing',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'and for the supplier where I upload an excel sheet myself?',
    previous: 'How often does stock get synced?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "One distributor left an item out of their newest price list. After I upload it, what happens to that item's stock in my shop?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },

  // (2) Safety stock (Quantity Delta)
  {
    question: 'Why does my store show 7 units when the supplier clearly has 10?',
    expected: [
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'a product is showing sold out on my site but the vendor still has 2 left. is that a bug?',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question: 'Where do I change the stock buffer we hold back for one particular supplier?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "What buffer number makes sense for stuff that flies off the shelf during Black Friday? Don't want to oversell",
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question:
      'Can I hold back a different amount per product, or is it one number for everything from that vendor?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management',
      'doc:add-vendor',
    ],
  },
  {
    question: 'ok so if I lower it, does my store update straight away?',
    previous: 'What is Quantity Delta?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'When the buffer brings an item down to zero, can shoppers still buy it or is it blocked?',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question:
      "How do I raise the safety buffer for a vendor, and can VendorHub also tell me when it's time to reorder from them?",
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:inventory-management',
    ],
    wording: false,
  },

  // (3) Stock that does not match
  {
    question:
      "Prices and costs update fine for one vendor but the stock number never changes. What's off?",
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'Shopify shows a much bigger stock total for a dropship item than the vendor actually has. is vendorhub adding it up wrong?',
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },
  {
    question:
      "It looks like the supplier's numbers overwrote the count for our own warehouse. How could that happen?",
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "I went through every check and the stock still doesn't line up. What should I send your support people?",
    expected: ['doc:quantity-check#still-different', 'doc:quantity-check'],
  },
  {
    question:
      'If I type a different stock count into Shopify by hand for a dropship item, will it stick?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },

  // (4) Markup, MAP and MSRP
  {
    question: 'how do i put a 40% markup on everything from one supplier',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'faq:price-rules',
      'doc:dashboard-overview#vendor-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'A pendant costs me $50, my markup is 65% and the brand minimum is $85. What price will my store end up with?',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'Why is one of my items sitting exactly at the list price instead of cost plus my markup?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "a product came out BELOW the brand's minimum advertised price even though I have MAP switched on?? how",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'so should I just turn off the MSRP option for that supplier then?',
    previous:
      "a product came out below the brand's minimum advertised price even though MAP is switched on",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      "Some items in my vendor's feed have no MAP at all. Does the MAP rule mess up the price for those?",
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'doc:pricing-rules'],
  },
  {
    question: 'I changed my markup an hour ago and my shop still shows the old prices, why?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'Is there a setting to make every price end in .99?',
    expected: ['fallback'],
  },
  {
    question:
      'My brand rep says their MAP policy lets us go 10% under during holiday promos. Is that right?',
    expected: ['fallback'],
  },

  // (5) Price and cost sync, manual edits
  {
    question:
      'Ran a sale last week and lowered a few prices by hand in Shopify. Next morning they were back to normal. What gives?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      "For one vendor I'd rather set prices myself and only get stock levels from you. Can I do that?",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules',
      'doc:prepare-products',
    ],
  },
  {
    question:
      "what's the Cost checkbox in the vendor's store settings actually for? my profit numbers in shopify look weird",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
      'doc:prepare-products',
    ],
  },
  {
    question:
      'For our Amazon MCF stock, can we sync just the quantities and keep our own prices in Shopify?',
    expected: [
      'vendor:amazon',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // (6) Linking, unlinking and two-way sync
  {
    question:
      "We already sell a lot of this supplier's items. How do I hook them up without creating new listings?",
    expected: [
      'faq:existing-products',
      'doc:product-creation#link-products-you-already-sell',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      "If I put the vendor's tag on a product in Shopify, do I still need to do something in the VendorHub dashboard?",
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'I tagged a product for its vendor but it just shows as failing and never updates',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing',
      'doc:health-check',
    ],
  },
  {
    question: 'What happens on your end if I delete a dropship product from my Shopify store?',
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'can I bring it back later if I change my mind?',
    previous: 'What happens if I delete a product in Shopify?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question:
      "I want to stop selling one item for a couple of months but keep it connected. What's the best way?",
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question: "one of my products ended up with two suppliers' tags on it. which one wins?",
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'If I push an item from the vendor catalog that I already have in my store, do I end up with two of them?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'I rewrote the description on a product you created for me. Will the next sync wipe my text?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question: "what does 'by webhook' mean in the numbers on the vendor page?",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:dashboard-overview',
      'doc:two-way-syncing',
    ],
  },

  // (7) Collections, vendor tags, Locations and Sync Data
  {
    question: "Where do I grab a vendor's tag? I don't trust myself to type it right",
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:prepare-products',
    ],
  },
  {
    question:
      "Made a new collection in Shopify for a supplier but it doesn't show up in the dropdown in VendorHub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:collection-check#symptoms',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    question: "The supplier's collection in my shop only has about half their products in it",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },
  {
    question:
      'oops, I set up the vendor collection as a manual one instead of automated. do I have to redo everything?',
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  {
    question:
      'Do I honestly need a separate location in Shopify for every supplier? We work with nine of them.',
    expected: ['doc:prepare-products#step-3-create-the-location', 'doc:prepare-products'],
  },
  {
    question:
      "Shopify won't let me add one more location for my newest vendor. Is that a VendorHub limit?",
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
      'doc:prepare-products',
      'doc:collection-check',
    ],
  },
  {
    question:
      "what's the difference between Sync Data and Sync Products? they sound like the same button",
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:dashboard-overview',
    ],
  },

  // (8) Product health
  {
    question:
      "A handful of products on one supplier's page are marked unhealthy. What does that actually mean?",
    expected: [
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:health-check',
    ],
  },
  {
    question: "which cause is it usually if it's only like 3 products out of 400?",
    previous: 'What do the health checks look for?',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
    ],
  },
  {
    question:
      'Overnight every single product from one distributor started failing. Nothing changed on our end.',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'products from ALL my vendors are failing at once since this morning',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question:
      'Our dev rotated the client secret on the Shopify app for security reasons. Do we need to update anything with you?',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check#changed-store-permissions',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We put our own prefix in front of SKUs in Shopify, like FF-12345. Could that be why those products fail?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#link-products-you-already-sell',
      'doc:health-check',
    ],
  },
  {
    question: "what's the easiest way to find duplicate SKUs in a store with about 8000 products",
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },
  {
    question: 'Does a stray space at the end of a SKU still break the matching?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'release:2.1.0',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation#link-products-you-already-sell',
      'doc:health-check',
    ],
  },
  {
    question: 'Our supplier changed their FTP password last week. Where do I enter the new one?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'faq:vendor-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:health-check',
      'doc:add-vendor',
    ],
  },

  // (9) Orders and tracking
  {
    question: 'How does VendorHub decide which supplier gets an order?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'a customer bought stuff from two different suppliers in one cart. what happens then?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management', 'release:1.7.0'],
  },
  {
    question:
      "Customers tell me there's no shipping option at checkout for the new supplier's lamps",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
      'doc:prepare-products',
    ],
  },
  {
    question: 'Where can I see if a vendor has shipped an order yet?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:order-management',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      "The vendor says they shipped, but there's no tracking number on the order in Shopify",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question:
      'Do my customers get the tracking email on their own, or do I have to send it to them?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question:
      'A backordered item finally shipped three months after the order. Will the tracking still land on that old order?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
    ],
  },
  {
    question:
      'Where do I find the tracking number for an order, and can I print the shipping label from VendorHub too?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:order-management',
    ],
    wording: false,
  },
  {
    question: 'Can VendorHub deal with customer returns and refunds with the supplier for me?',
    expected: ['fallback'],
  },
  {
    question:
      'Is there a way to hold orders for a manual review before they get sent to the supplier?',
    expected: ['fallback'],
  },

  // (10) Order limits, plan limits, adding vendors and changing plans
  {
    question:
      "We're on Basic, it's only the 20th and we're already near 200 orders. Will new orders stop going to the suppliers?",
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'plan:basic#orders',
      'doc:order-management',
    ],
  },
  {
    question: 'and will you bill me extra for the ones over?',
    previous: "We're on Basic and about to go past 200 orders this month. Do orders stop?",
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: 'How many orders a month would we get if we move up to Plus?',
    expected: ['plan:plus#orders', 'faq:plan-limits', 'doc:order-management#order-limits-by-plan'],
  },
  {
    question:
      "I'm on Plus with 6 suppliers connected and need to add a seventh. What are my options?",
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:premium#vendors',
      'plan:plus#vendors',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question: 'if I upgrade today do I pay the whole Premium price for this month?',
    previous: "I'm on Plus with 6 vendors and need a seventh. What can I do?",
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    question:
      'Thinking of dropping from Premium to Plus. When does that kick in, and what about the vendors we have over the limit?',
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:change-plan',
    ],
  },
  {
    question: 'Where do I change my plan? Do I have to email someone?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'If we upgrade to Premium does it start right away? Also, do you do any discount for nonprofits?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
    wording: false,
  },
  {
    question: "Why can't I find Williams Trading when I go to add a vendor? We're on Basic.",
    expected: [
      'vendor:williams',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'faq:supported-vendors',
      'faq:plan-features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      "We're getting close to the 5,000 product cap on Plus. How many does the next plan allow?",
    expected: [
      'plan:premium#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'can I hook up a second shopify store on the Basic plan?',
    expected: [
      'plan:basic#stores',
      'faq:plan-limits',
      'faq:supported-platforms',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question:
      'If we start handling orders ourselves and only use you for product sync, how much comes off our Plus bill?',
    expected: [
      'sync-only:plus',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
      'sync-only',
    ],
  },
  {
    question: 'How much would we save by switching our Premium subscription to yearly billing?',
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'plan:premium#price',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },

  // (11) Listings and Search & Push
  {
    question: 'Bulk AI listing creation, is that an extra cost on the Plus plan?',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation#ways-to-add-products',
      'plan:plus#features',
      'doc:product-creation',
    ],
  },
  {
    question:
      "We're on Plus. Can the AI rewrite titles while I'm pushing products one by one from the catalog?",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:search-and-push',
    ],
  },
  {
    question: 'If I push products as drafts, do they still get stock and price updates?',
    expected: ['doc:search-and-push#push-products-to-your-store', 'doc:search-and-push'],
  },

  // (12) Store connection, account and API
  {
    question:
      'Our Shopify app for VendorHub was made in the admin back before 2026. Do we have to redo the connection now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Where do I create an API key so our ERP can talk to VendorHub?',
    expected: ['doc:api-reference#token'],
  },
  {
    question: "we're on Plus though, will that work?",
    previous: 'Where do I create an API token for our ERP?',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:plus#features',
      'plan:premium#features',
      'page:terms#6-plan-limits',
      'doc:api-reference#errors',
    ],
  },
  {
    question:
      'Can our warehouse system send quantity changes for a SKU straight to VendorHub through the API?',
    expected: ['doc:api-reference#update-product', 'doc:api-reference#rate-limits'],
  },
  {
    question: 'How do I give my coworker their own login to our VendorHub account?',
    expected: ['fallback'],
  },
  {
    question: 'how do i change the email address i log in with?',
    expected: ['fallback'],
  },
  {
    question: 'Does the VendorHub app use cookies to keep me signed in?',
    expected: ['page:cookies#5-the-vendorhub-app'],
  },
  {
    question:
      'How do I cancel our subscription, and will all the products you created vanish from our store?',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'faq:revoke-access',
      'faq:data-after-cancellation',
      'company:retention',
    ],
  },
  {
    question: 'and if we come back after a month, is all our setup still there?',
    previous: 'How do I cancel our subscription?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: "Does the AI stuff inside your app get trained on my customers' personal info?",
    expected: ['page:privacy#3-how-we-use-it'],
  },

  // (13) Support
  {
    question: "We're on Plus. How fast should I expect an answer when I write to support?",
    expected: ['faq:support-response-times', 'company:response-times', 'plan:plus#features'],
  },
  {
    question: 'Is anyone around on weekends if our order sync breaks on a Saturday?',
    expected: ['faq:support-hours', 'company:support-hours', 'faq:support-response-times'],
  },
  {
    question: 'What can the AI helper inside the dashboard actually fix for me?',
    expected: ['faq:ai-assistant'],
  },
  {
    question: "what's your phone number? I'd rather call than email",
    expected: ['company:contact'],
  },

  // (14) Releases, stories and the company
  {
    question: 'When did the tag-to-link feature come out?',
    expected: ['release:1.8.0'],
  },
  {
    question:
      'Is there a story about a shop that sells lots of lighting brands and stays MAP compliant with you?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question:
      "I've used VendorHub for a while and know it pretty well. Are you hiring anyone for customer support?",
    expected: ['job:customer-support-specialist', 'jobs'],
  },
];
