/**
 * Seventy-first tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch goes deep on pricing rules (cost, markup, MAP,
 * MSRP, rounding, MAP above MSRP, price and cost sync) and Quantity Delta arithmetic, asked by
 * merchants checking what price or stock their store will show, often with concrete numbers.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions71: BotQuestion[] = [
  // (1) How a price is calculated
  {
    question: 'how does vendorhub work out the selling price from my supplier cost',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'In what order are markup, MAP and MSRP applied?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'release:1.9.0',
    ],
  },
  {
    question: 'is the markup added on top of the vendor cost or on top of the MSRP',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
    ],
  },
  {
    question: 'whats the diffrence between enforce map and enforce msrp',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },
  {
    question: 'What does MAP stand for exactly, and does turning on MSRP make it my max price?',
    expected: ['doc:pricing-rules#the-three-price-rules'],
  },
  {
    question:
      'if i leave both enforce map and enforce msrp switched off, what price goes to my store?',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },
  {
    question:
      'quick one: is the 65% in your example a margin or a markup? I always think in margin, I want to keep 40% margin on everything',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },
  {
    question: 'can i price things at MSRP minus 10% instead of doing cost plus a markup?',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },
  {
    question:
      'if enforce MAP is off and my markup lands under the MAP, does vendorhub stop me or does it just list it lower',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },

  // (2) Worked examples with concrete numbers
  {
    question: 'cost is $30 and my markup is 40%, nothing enforced. what will shopify show',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
      'faq:price-rules',
    ],
  },
  {
    question:
      'Product costs me 70 bucks, markup 20%, MAP is 99.99 and Enforce MAP is on. Final price?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question: 'cost 200, 100% markup, MSRP 349 with enforce msrp on. do i end up at 400 or 349',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
    ],
  },
  {
    question:
      'In the docs table, cost 80 with a 65% markup, MAP 100 and MSRP 120 comes out at 120. Why not 132?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question:
      'vendor cost $40, I use 50% markup, MAP is $65 and theres no MSRP on this item. what do I sell at',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question: 'cost 40 markup 50 no MAP but msrp 55, both toggles on -> price?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question:
      'So with a $50 cost and my 65% markup I should get 82.50, but the product in my store says 85.00. why??',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
    ],
  },
  {
    question: 'my markup is 0% and enforce MAP is on. cost 45, MAP 60. what happens to the price',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
    ],
  },
  {
    question:
      "We sell a pendant that costs us 120, markup 35 percent, MAP 150 and MSRP 180, both enforced. Am I right that it'll list at 162?",
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },

  // (3) Rounding and decimals
  {
    question: '19.99 x 1.35 = 26.9865. what does my store actually get charged at',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question: 'does vendorhub round the calculated prices? to what?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question:
      'can the price rule round up to .99 endings like 29.99 instead of leaving it at exact cents',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question:
      'I remember seeing weird prices like $82.4999 on some products a while back, was that a bug?',
    expected: ['release:1.9.0'],
  },
  {
    question:
      'our supplier sends costs with 3 or 4 decimals (12.3456 etc). does that mess up the price updates?',
    expected: ['release:1.7.0', 'doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },

  // (4) MAP above MSRP
  {
    question: "what happens if the vendor's MAP is higher than the MSRP",
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question:
      'cost 50, markup 65, MAP 110, MSRP 100, both on. what price do I get and is that going to break the MAP policy?',
    expected: [
      'doc:pricing-rules#when-map-is-above-msrp',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },
  {
    question:
      'one of my brands has MAP set above MSRP on a handful of SKUs (their data is a mess). how do I keep vendorhub from listing those under MAP?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question:
      'if i turn off enforce msrp to fix one product, does that change the rest of that vendors products too',
    expected: [
      'doc:pricing-rules#when-map-is-above-msrp',
      'doc:pricing-rules#set-your-price-rules',
    ],
  },
  {
    question: 'Which one wins when both are enforced, MAP or MSRP?',
    expected: [
      'doc:pricing-rules#when-map-is-above-msrp',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },

  // (5) Products without a MAP or MSRP
  {
    question:
      "some products from my distributor don't have an MSRP at all. what does the msrp rule do with those",
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question:
      'where does the MAP number come from? do I have to type it in for every product myself?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:pricing-rules#when-map-is-above-msrp',
    ],
  },

  // (6) Setting up the rules
  {
    question: 'where do i set my markup percentage',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'Can each supplier have its own markup?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question:
      "I'd like 30% on the cheap stuff and 20% on anything over $100 from the same vendor. is tiered markup like that possible?",
    expected: ['doc:pricing-rules#set-your-price-rules', 'doc:pricing-rules#the-three-price-rules'],
  },
  {
    question:
      'changed my markup from 50 to 60 about 20 min ago and the prices in shopify are still the old ones',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules#before-you-start',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question:
      'do I need to switch something on in Vendor Store Settings for prices to update at all?',
    expected: [
      'doc:pricing-rules#before-you-start',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'when would i want enforce MSRP on',
    expected: ['doc:pricing-rules#set-your-price-rules', 'doc:pricing-rules#the-three-price-rules'],
  },
  {
    question:
      'do the price rules also apply to products I add with Search & Push, or only to ones that were already synced?',
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:pricing-rules',
    ],
  },

  // (7) Price and Cost sync, manual edits
  {
    question: 'if I edit a price by hand in shopify will vendorhub overwrite it',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question:
      "I only want stock synced from the vendor, I'll manage prices myself in Shopify. can I do that?",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question: "what does ticking Cost actually do, does it go into shopify's cost per item field",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#what-syncs-each-way',
    ],
  },
  {
    question: 'how can I see when prices were last synced for a vendor?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question:
      "hi, we're a lighting store with about 3k SKUs from Kuzco and Maxim. our margins get eaten because costs change and nobody notices. if a vendor raises its cost this morning, when does our retail price catch up?",
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:pricing-rules',
      'faq:inventory-sync-frequency',
      'case-study:evertail',
    ],
  },
  {
    question: 'my prices never change but the quantities update fine',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#before-you-start',
    ],
  },
  {
    question: 'is there a way to make a manual price change stick permanently?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question: 'if I delete a product in shopify does vendorhub keep sending price updates for it',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },

  // (8) Quantity Delta arithmetic
  {
    question: 'vendor has 10 units, my delta is 3, what will my store show',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'vendor stock 8 and quantity delta 2 = store qty?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'if the supplier only has 1 left and my delta is 2, does shopify go to -1?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'what does setting the delta to 0 do',
    expected: ['doc:inventory-management#quantity-delta'],
  },
  {
    question:
      'Vendor has 5, delta is 5, so my store says 0. Will customers just see it as sold out?',
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    question: 'can the quantity delta be a percentage, like hold back 10% of the vendors stock?',
    expected: ['doc:inventory-management#quantity-delta'],
  },
  {
    question:
      'during sales we move roughly 6 units an hour of our best seller. what delta should we use so we dont oversell between syncs',
    expected: ['doc:inventory-management#quantity-delta'],
  },
  {
    question: 'is quantity delta set per vendor or per product?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'i changed my delta from 3 to 1, do i have to wait an hour for the stock to update?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },

  // (9) When the stock number looks wrong
  {
    question: "shopify shows 4 fewer than what the vendor's site says. is something broken?",
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question: 'my store is showing an old stock number that the vendor already changed hours ago',
    expected: ['doc:quantity-check#check-2-sync-timing', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question: 'quantity never updates but price and cost do',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question:
      'the inventory total in my shopify product list says 60 but the vendor only has 40 and my delta is 0??',
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question: 'will vendorhub overwrite the stock count in my own warehouse location?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-4-location-mapping',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question:
      "what should I send support if the quantities still don't match after checking everything",
    expected: ['doc:quantity-check#still-different'],
  },
  {
    question:
      'one product never gets stock or price updates, the rest of that vendor syncs fine. what gives',
    expected: [
      'doc:health-check',
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },

  // (10) Vendors that send a spreadsheet
  {
    question:
      'for a vendor that just emails me a price list, what columns do I need for cost and MAP?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      "after I upload the vendor's excel file, do my markup rules run on the new costs right away?",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file', 'release:2.1.0'],
  },
  {
    question:
      'is the quantity in my csv upload what ends up in shopify, or does the delta still come off it',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question:
      "the new file from my vendor is missing a few SKUs that were in last week's file. what stock will those show now?",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: 'my vendor writes costs with a comma, like 50,00. is that ok for the upload?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },

  // (11) Vendors, plans, releases and customers
  {
    question: "does MAP enforcement work with Nora Lighting's FTP files?",
    expected: ['vendor:nora'],
  },
  {
    question: 'for amazon MCF can i sync just the quantity and keep setting my own prices',
    expected: ['vendor:amazon', 'doc:pricing-rules#price-and-cost-sync'],
  },
  {
    question:
      "what delta would you suggest for allegri chandeliers? they're expensive, can't afford to oversell one",
    expected: ['vendor:allegri', 'doc:inventory-management#quantity-delta'],
  },
  {
    question:
      'are markup rules and MAP/MSRP enforcement on the basic plan or do I have to upgrade for that',
    expected: ['faq:plan-features', 'plan:basic#features'],
  },
  {
    question: 'when did enforce MSRP come out',
    expected: ['release:1.9.0'],
  },
  {
    question: 'has anyone actually used this to stop getting MAP warning letters from brands?',
    expected: ['case-study:fashionplus', 'case-study:fixturefarm'],
  },
  {
    question: 'what markup and delta did FixtureFarm go with',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'can I push prices into vendorhub from our own ERP through an API?',
    expected: ['doc:api-reference#update-product', 'doc:api-reference#token', 'faq:plan-features'],
  },
  {
    question:
      'if my price ends up below MAP because the vendor sent bad data, who is on the hook with the brand, you or me?',
    expected: [
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:terms#11-disclaimers-and-limitation-of-liability',
      'doc:pricing-rules#when-map-is-above-msrp',
    ],
  },

  // (12) Follow-ups
  {
    previous: 'if my cost is 50 and markup 65% what price do i get',
    question: 'and with a MAP of 85 enforced?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    previous: 'vendor has 10 in stock and my delta is 3, what shows in shopify',
    question: 'what if they only have 2 left',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    previous: 'does enforce MAP push my price up?',
    question: 'and msrp pulls it down?',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },
  {
    previous: "what happens when a vendor's MAP is above its MSRP",
    question: 'ok so how do I fix it',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    previous: 'where do I set my markup?',
    question: 'does it kick in as soon as I save?',
    expected: ['doc:pricing-rules#set-your-price-rules'],
  },
  {
    previous: 'can I set a different markup for each vendor',
    question: 'and per individual product?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    previous: 'if I change a price manually in shopify will it stay',
    question: 'what if I untick Price in vendor store settings',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    previous: 'is MAP enforcement included on Basic?',
    question: 'and API access for updating prices?',
    expected: ['faq:plan-features', 'plan:basic#features', 'doc:api-reference#token'],
  },
  {
    previous: 'what is quantity delta',
    question: 'what number should i set it to',
    expected: ['doc:inventory-management#quantity-delta'],
  },
  {
    previous: "my vendor doesn't give an MSRP for some items, what happens to those prices",
    question: "and if there's no MAP either?",
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    previous: 'store shows 0 but the vendor has 4 in stock',
    question: 'oh wait my delta is 5',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    previous: 'how often do my prices get updated',
    question: 'can I force an update right now?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'faq:inventory-sync-frequency',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    previous: 'what does the Cost checkbox do',
    question: 'and Qty?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#what-syncs-each-way',
    ],
  },

  // (13) Not covered by the site
  {
    question:
      'can vendorhub set a compare-at price so my listings show a strikethrough sale price?',
    expected: ['fallback'],
  },
  {
    question: 'will it convert my US supplier costs into CAD for my canadian store?',
    expected: ['fallback'],
  },
  {
    question: 'can you add the shipping cost per item into the price before the markup is applied',
    expected: ['fallback'],
  },
  {
    question:
      'do you have competitor price tracking so I can undercut other retailers automatically',
    expected: ['fallback'],
  },
  {
    question: 'Can I schedule a 20% off sale for black friday through vendorhub?',
    expected: ['fallback'],
  },
  {
    question: 'does the price vendorhub syncs include sales tax or VAT for my shoppers',
    expected: ['fallback'],
  },
  {
    question: 'can I give my wholesale customers a lower price tier than retail',
    expected: ['fallback'],
  },

  // (14) Mixed: one part answered, one part not
  {
    question:
      'how does enforce MAP work, and can it also email me when a vendor changes their MAP?',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
    wording: false,
  },
  {
    question: 'whats quantity delta and can vendorhub send me low stock alerts',
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
    wording: false,
  },
  {
    question:
      "I'll set a 40% markup for my vendor. will that same price also go out to my eBay listings?",
    expected: ['doc:pricing-rules#set-your-price-rules', 'doc:pricing-rules#the-three-price-rules'],
    wording: false,
  },
  {
    question:
      "Does the Cost sync fill in shopify's cost per item, and can it push that into quickbooks too?",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
    wording: false,
  },
  {
    question:
      'can I see when the price was last synced, and is there a full price change history I can export?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:dashboard-overview#vendor-detail-page',
    ],
    wording: false,
  },
];
