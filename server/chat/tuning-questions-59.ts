/**
 * Fifty-ninth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch's angle: frustrated existing customers who describe
 * a symptom rather than a feature (wrong stock, prices that snap back, failing health checks,
 * orders or tracking that go missing, expired logins, duplicate SKUs, MAP trouble, slow sync),
 * often angry, terse or rambling and in their own words.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions59: BotQuestion[] = [
  // (1) Stock numbers that look wrong
  {
    question: 'why does my store show 7 in stock when the vendor literally has 10 on their site',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question: 'vendor has 4 units but shopify says SOLD OUT. this is costing me sales',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#quick-diagnosis',
    ],
  },
  {
    question:
      'inventory is wrong on like half my catalog, the numbers never match what the supplier shows. what is the point of paying for this',
    expected: [
      'doc:quantity-check',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#when-the-numbers-do-not-match',
    ],
  },
  {
    question: 'the qty never moves but prices update fine?? whats going on',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question:
      'vendorhub overwrote the stock count of my own warehouse. i had 30 units in my garage location and now it shows the distributors number instead',
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:collection-check#check-the-mapping',
    ],
  },
  {
    question:
      'shopify product list says 52 available but the vendor only has 12. is your app adding things up wrong',
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question:
      'I keep correcting the quantity by hand in Shopify and an hour later it is back to the old number',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },
  {
    question:
      'we oversold 6 units of a best seller last weekend because the distributor ran out before our store caught up. how do i make sure this never happens again',
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    question:
      'a few items just never get any vendor stock at all, the others from the same vendor are fine',
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },
  {
    question:
      'our supplier sent a new spreadsheet today and one product that isnt in it anymore still shows the old quantity in my store',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },

  // (2) Sync that feels slow or stuck
  {
    question: 'how long am i supposed to wait for stock to update, its been 40 min',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question: 'sync is sooo slow. can i force it to run right now',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'I click Sync Products and the last sync time just sits there from yesterday',
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:health-check#expired-vendor-credentials',
    ],
  },
  {
    question: 'changed my safety stock from 5 to 2 but the store still shows the old numbers',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'vendor restocked this morning, my store still says out of stock. hello?',
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },

  // (3) Prices that jump back or never move
  {
    question:
      'i lowered prices for a sale in shopify and theyre ALL back to full price the next hour. WHY',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question: 'how do i stop vendorhub from touching my prices, i want to set them myself',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'upped my markup to 70% an hour ago and the prices are still the old ones',
    expected: ['doc:pricing-rules#set-your-price-rules'],
  },
  {
    question:
      'our supplier raised costs twice this quarter and my retail prices never changed, margins are getting eaten alive',
    expected: ['doc:pricing-rules#price-and-cost-sync', 'doc:pricing-rules#before-you-start'],
  },
  {
    question: 'the cost per item field in shopify keeps changing by itself, is that you guys',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question: 'price came out as 26.99 when i expected 27, what kind of math is this',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },

  // (4) MAP and MSRP trouble
  {
    question:
      'got a MAP violation letter from a brand even though enforce MAP is on. how is a product under MAP???',
    expected: [
      'doc:pricing-rules#when-map-is-above-msrp',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },
  {
    question:
      'a few items sell way under the minimum advertised price even with enforce map on. looking at the feed those ones dont have a map value at all',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question: 'my prices keep getting capped, i cant sell anything above list price. annoying',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },
  {
    question:
      'MAP is 110 and MSRP is 100 in the vendor data and the price ended up 100, isnt that a bug',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'turned on enforce map yesterday and nothing changed on the storefront',
    expected: ['doc:pricing-rules#set-your-price-rules', 'doc:pricing-rules#price-and-cost-sync'],
  },
  {
    question:
      'if i switch off the msrp thing for one vendor because of one bad product, does that affect the rest of their products or other vendors',
    expected: [
      'doc:pricing-rules#when-map-is-above-msrp',
      'doc:pricing-rules#set-your-price-rules',
    ],
  },

  // (5) Products failing health checks
  {
    question: 'a bunch of products show failed health. no idea why, nothing changed on my end',
    expected: [
      'doc:health-check',
      'faq:health-checks',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question: 'health check red on 3 products only, the rest are fine',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },
  {
    question: 'our skus have a leading 0 the vendor doesnt use. is that why they fail',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'we prefix all our part numbers with FF- and now nothing links to the manufacturer',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question: 'two variants ended up with the same sku from an old import and now both fail',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#duplicate-skus-are-never-created',
    ],
  },
  {
    question: 'how am i supposed to find duplicate skus, we have 9000 products',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: 'are trailing spaces in the sku still breaking the health check?',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'release:2.1.0'],
  },
  {
    question:
      'added the vendor tag to a product, vendorhub linked it but it shows failing and never syncs',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },
  {
    question: 'product has tags of 2 different suppliers by mistake, which stock does it use',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },
  {
    question: 'health check says tag problem. i typed the tag exactly, i swear',
    expected: [
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:prepare-products#step-1-copy-the-vendor-tag',
    ],
  },
  {
    question: 'went through every cause in your health article and products STILL fail. now what',
    expected: ['doc:health-check#still-failing'],
  },

  // (6) Vendor logins that expired or changed
  {
    question:
      'every single product from one supplier went red overnight, the other vendors are fine',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question: 'our distributor rotated the api key last week and stuff stopped syncing since',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question: 'I changed the ftp password on the vendor side and now vendorhub gets nothing new',
    expected: ['doc:health-check#expired-vendor-credentials'],
  },
  {
    question: "where do i update a vendor's portal login, theirs got reset",
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:health-check#expired-vendor-credentials',
      'faq:vendor-credentials',
    ],
  },

  // (7) Store connection and permissions
  {
    question: 'ALL vendors failing at once since this morning. did you guys break something',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question: 'our developer rotated the client secret in shopify and now nothing updates',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'we connected in 2024 with the old app made in the shopify admin, do I have to redo everything because of the 2026 shopify change?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      'your team set up our store through collaborator access and now products fail with a permission problem. am i supposed to fix that myself?',
    expected: ['doc:health-check#changed-store-permissions'],
  },

  // (8) Collections and locations
  {
    question: 'made a new location for my vendor and its not in the dropdown in vendorhub',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question: 'vendor collection is completely empty even though the products have the tag',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
    ],
  },
  {
    question:
      "think i picked the wrong collection and location in the mapping, one supplier's stock landed on another supplier's location",
    expected: [
      'doc:collection-check#check-the-mapping',
      'doc:quantity-check#check-4-location-mapping',
    ],
  },

  // (9) Orders that never reach the vendor
  {
    question:
      'orders for williams trading arent getting to them, customers have been waiting 4 days',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#before-your-first-order',
    ],
  },
  {
    question: 'order had items from 2 suppliers and only one of them shipped anything??',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question:
      'vendorhub doesnt see ANY of our orders. we created the app ourselves and picked the assigned fulfillment order scopes',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
    ],
  },
  {
    question:
      'customers get stuck at checkout, no shipping rates show up for the new suppliers products',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'went over 200 orders on basic this month, are my customers orders still going out or are they stuck?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'am i going to get a surprise bill for blowing past the order cap',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },

  // (10) Tracking that never comes back
  {
    question: 'vendor shipped days ago but the tracking # never showed up in shopify',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question: 'my customers are not getting any shipping confirmation emails',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question: 'orders tab says pending but the distributor marked it complete days ago',
    expected: ['release:2.1.0', 'doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      'a backorder from 3 months ago finally shipped and the tracking didnt get added to the order',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'orders just sit there unfulfilled in shopify forever, nothing gets marked fulfilled',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#how-an-order-moves',
    ],
  },

  // (11) Duplicates, existing and deleted products
  {
    question: 'pushed a product and it says it already exists but i dont see it linked anywhere',
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation#duplicate-skus-are-never-created',
    ],
  },
  {
    question: 'honestly scared your thing will make duplicates of the 3000 items i already sell',
    expected: ['faq:existing-products', 'doc:product-creation#duplicate-skus-are-never-created'],
  },
  {
    question: 'deleted a product in shopify and now vendorhub doesnt update it at all anymore',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question: 'want to stop selling something for a month without wrecking the link to the vendor',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question: 'I spent a week rewriting titles and descriptions. will the next sync wipe them out?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },
  {
    question:
      "bulk linking skipped half my products, your rep said the skus don't match. match how?",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },

  // (12) Limits and plan gates hit mid-work
  {
    question: "can't push anything else, it says i'm at my product limit",
    expected: [
      'doc:product-creation#product-limits-by-plan',
      'plan:all#products',
      'faq:plan-limits',
    ],
  },
  {
    question: 'search and push has no AI rewrite option for me on Plus. is that a bug',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
    ],
  },
  {
    question: "my vendor isn't in the add vendor list at all, but it's on your website",
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'API keeps answering 403 plan_required, what does that mean',
    expected: ['doc:api-reference#errors'],
  },
  {
    question: 'getting 429s from your api when our erp pushes stock updates',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },

  // (13) Support, escalation and leaving
  {
    question: 'sync stopped and i need a human NOW, its saturday',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'emailed support 20 hours ago, nothing back. is that normal??',
    expected: ['faq:support-response-times', 'company:response-times'],
  },
  {
    question: "i'm done with this. how do i cancel and what happens to all my setup",
    expected: [
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'company:retention',
    ],
  },
  {
    question:
      "someone claiming to be vendorhub emailed asking for my shopify admin password to 'fix the sync'. legit?",
    expected: ['faq:store-password'],
  },

  // (14) Follow-ups
  {
    previous: 'my basic plan wont let me add a 3rd vendor wtf',
    question: 'what about plus',
    expected: ['plan:plus#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    previous: 'store shows 7 but the supplier has 10, why',
    question: 'ok how do i change that number',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    previous: 'every product from one vendor fails the health check since monday',
    question: 'where do i put the new password',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    previous: 'we blew past 200 orders on basic this month',
    question: 'if i upgrade today does it kick in right away',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    previous: 'tracking numbers are missing on orders the vendor already shipped',
    question: 'who do i contact about it',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'company:contact'],
  },
  {
    previous: 'the new location i made isnt showing up in vendorhub',
    question: 'clicked sync data already, still not there',
    expected: ['doc:collection-check#run-sync-data'],
  },
  {
    previous:
      'price went below MAP even with enforce map on, the MAP is higher than the MSRP for that item',
    question: 'so do i just turn msrp off?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    previous: 'support takes forever to answer on basic',
    question: 'is premium any faster',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:premium#features'],
  },
  {
    previous: 'products from every vendor fail after we reinstalled the vendorhub app',
    question: "it's the old kind of app, made in the shopify admin back in 2024",
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    previous: 'deleted a product in shopify by accident and now vendorhub ignores it',
    question: 'how do i get it back in',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:search-and-push'],
  },
  {
    previous: 'no ai rewrite in search & push on my plus plan',
    question: 'how much is premium then',
    expected: ['plan:premium#price'],
  },
  {
    previous: 'the trial wont let me sync more than 100 products??',
    question: 'and once i start paying for basic?',
    expected: [
      'plan:basic#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    previous: 'customers see no shipping options for my kalco lights at checkout',
    question: 'do i have to do that for every vendor i add?',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },

  // (15) Next to VendorHub, but the site does not say
  {
    question: 'is there a status page where i can check if vendorhub is down right now',
    expected: ['fallback'],
  },
  {
    question:
      'customer wants to return a chandelier, does vendorhub open the return / RMA with the manufacturer for me?',
    expected: ['fallback'],
  },
  {
    question:
      'a package from one of the distributors showed up smashed, who covers that, you or them',
    expected: ['fallback'],
  },
  {
    question: 'can i get a text message on my phone whenever a sync fails',
    expected: ['fallback'],
  },
  {
    question:
      'need a log of every stock change vendorhub made last month for our accountant, where do i download it',
    expected: ['fallback'],
  },
  {
    question:
      'since installing your app my storefront loads slower, does vendorhub slow down the theme?',
    expected: ['fallback'],
  },
  {
    question:
      'my supplier started charging a dropship fee per order, can vendorhub add that fee to the customer at checkout',
    expected: ['fallback'],
  },

  // (16) Half answered by the site, half not
  {
    question:
      'prices keep reverting after i edit them, and also can i schedule price drops ahead of black friday?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
    wording: false,
  },
  {
    question:
      "orders aren't reaching honey's place, and while im here do you guys integrate with shipstation",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
    wording: false,
  },
  {
    question:
      'dozens of products fail the health check because of duplicate skus. also can vendorhub merge duplicate customer accounts in shopify?',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
    wording: false,
  },
  {
    question:
      'no shipping options at checkout for vendor items, plus how do i set a free shipping threshold just for those products',
    expected: ['doc:order-management#no-shipping-options-at-checkout'],
    wording: false,
  },
  {
    question:
      'my store shows 0 while the vendor has 4, and can vendorhub email customers when the item is back in stock?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
    wording: false,
  },
];
