/**
 * Forty-second tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch speaks for merchants in their first two weeks of
 * setup and daily use, who mostly describe a symptom (a missing dropdown entry, a wrong stock
 * number, a price that snaps back, an order without tracking) instead of naming the feature.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions42: BotQuestion[] = [
  // (1) Connecting the Shopify store: apps, credentials, tokens
  {
    question:
      "I'm in Shopify under Apps > Develop apps and there's no 'Create an app' button anymore. How am I supposed to make the app for you?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'where do i find the admin api access token to paste into store settings?? shopify never showed me one',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'hit Save in store settings and it tells me a scope is missing. now what',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "Our agency built the app under their own Shopify account and now Shopify refuses to give a token for the client ID. What's wrong?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'got an email from someone saying they are from vendorhub support and need our store password to finish onboarding. legit??',
    expected: ['faq:store-password', 'doc:connect-shopify', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question:
      "I'm staff on the store, not the owner. Can I still set up the connection or does the owner have to do it?",
    expected: [
      'doc:connect-shopify#before-you-start',
      'doc:quick-start-guide#before-you-start',
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "honestly I don't want to touch the dev dashboard stuff. can your team just hook up the store for me?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify#choose-a-method',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    previous:
      "honestly I don't want to touch the dev dashboard stuff. can your team just hook up the store for me?",
    question: 'ok and what is this collaborator request code thing, where would I get it?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'doc:connect-shopify'],
  },
  {
    question:
      'We connected in 2024 with the old admin app and its access token. Do we have to redo everything with the new Dev Dashboard now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'I reinstalled our old custom app in shopify to fix something and since then nothing syncs at all',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'A coworker pasted our app client secret into a public Slack channel. What should I do on the VendorHub side?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'While installing the app Shopify asked me to confirm access to protected customer data. Should I say yes?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We run a US shop and a Canadian shop. One app for both, or do I create one per store?',
    expected: ['doc:connect-shopify#before-you-start', 'doc:connect-shopify'],
  },
  {
    previous:
      'We run a US shop and a Canadian shop. One app for both, or do I create one per store?',
    question: 'and does the Basic plan even allow two stores?',
    expected: [
      'plan:basic#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'doc:connect-shopify#before-you-start',
      'plan:all#stores',
    ],
  },
  {
    question:
      "Our store is still password protected because we haven't launched. Does that block VendorHub from connecting?",
    expected: ['fallback'],
  },

  // (2) Permissions and API access scopes
  {
    question: 'which access scopes do I tick when I create the app?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Why does an inventory tool need read_customers? Seems unnecessary.',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'is read_all_orders really required? our security guy wants to drop it',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:order-management',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'assigned fulfillment orders or merchant managed fulfillment orders scopes, which ones do I need? the list in shopify is confusing',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Our IT removed a few app permissions last night and this morning every product from every vendor is failing.',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question:
      'I need the full scope list for the app, and also how do I turn on Shopify Markets for Canada?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
    wording: false,
  },

  // (3) Collections, Locations and Sync Data
  {
    question:
      "made a smart collection for the new vendor but it doesn't show in the dropdown in vendor store settings",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'Created a location for Nora in Shopify and clicked Sync Data, but the location still is not in the list. Ideas?',
    expected: ['doc:collection-check#run-sync-data', 'doc:collection-check'],
  },
  {
    question: 'the vendor collection is empty even though the products have the tag on them',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check',
    ],
  },
  {
    question:
      'I made a normal manual collection and dragged the vendor products in by hand. Does that work too?',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check',
    ],
  },
  {
    question:
      "do I really need a separate location for each vendor? we've only got our one warehouse set up in shopify",
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management#before-your-first-order',
      'doc:prepare-products',
    ],
  },
  {
    question:
      'in vendor store settings there are checkboxes for price, cost and qty. which ones am I supposed to tick?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products',
    ],
  },
  {
    question: "Where's the vendor tag? I've looked everywhere in the dashboard.",
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products',
    ],
  },

  // (4) Adding vendors, credentials and files
  {
    question: 'Added Kuzco. Where do I enter the FTP login they emailed me?',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor',
      'vendor:kuzco',
    ],
  },
  {
    question:
      'our supplier has no API, they just email us an excel sheet every monday. can vendorhub work with that?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'what columns does the stock file need to have?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    previous: 'what columns does the stock file need to have?',
    question:
      "their sheet says 'On Hand' instead of quantity and the order is different, is that a problem?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "Uploaded this week's file from the supplier and some SKUs weren't in it. Did those products get set to 0?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'Can you pick the file up from their FTP on a schedule so I stop uploading it by hand? What does that cost?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question: "my distributor isn't in the Add Vendor list at all",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:supported-vendors',
    ],
  },
  {
    question: "I'm on Basic and Entrenue doesn't show up when I try to add it. Bug?",
    expected: [
      'vendor:entrenue',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:supported-vendors',
      'plan:basic#features',
      'faq:plan-features',
    ],
  },
  {
    question: "tried to add a third vendor and it won't let me",
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:basic#vendors',
      'plan:all#vendors',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question:
      'The vendor rotated their API keys on Friday and now every one of their products shows as failing',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question:
      "we asked for a custom integration for our vendor. how long does the build usually take once you've got the details?",
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:setup-time',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Is there a setup fee to connect Maxim Lighting?',
    expected: [
      'vendor:maxim',
      'fee:pre-built',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    previous: 'Is there a setup fee to connect Maxim Lighting?',
    question: 'and for a vendor that only has a csv file?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question:
      'whats the setup fee for an ftp vendor, and could you negotiate better wholesale prices with them for us?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
    wording: false,
  },
  {
    question:
      'Our supplier runs their own Shopify store. What do they need to give us so we can pull their products?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      'we only use Amazon MCF for fulfillment, can I sync just the stock and keep my own prices?',
    expected: [
      'vendor:amazon',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },

  // (5) SKU matching, duplicates and linking existing products
  {
    question:
      'We already sell about 300 Crystorama items. If I push their catalog will I end up with copies of everything?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question:
      'how do I attach the products I already have to the vendor without creating them again?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:existing-products',
      'faq:two-way-tag-sync',
      'doc:product-creation',
    ],
  },
  {
    question:
      "added the vendor tag to a product, it shows up as linked but the health check fails and it doesn't update",
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
    ],
  },
  {
    question:
      "We put an 'FF-' prefix on all our SKUs years ago. The vendor's SKUs don't have it. Is that going to be a problem?",
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#link-products-you-already-sell',
      'doc:health-check',
    ],
  },
  {
    question: 'Any quick way to find duplicate SKUs? We have around 9,000 products.',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },
  {
    question:
      'a lot of our skus have a space at the end from an old import, will that break the matching?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'release:2.1.0',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question:
      'After a bulk edit some products ended up with two different vendor tags. Which vendor does it use?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'I deleted a product in shopify by accident. is it gone from vendorhub too? can I get it back?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      "We want to take some patio furniture off the site for the winter but keep it linked for spring. What's the right way?",
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },

  // (6) Stock that does not update or looks wrong
  {
    question: 'vendor shows 10 in stock but my store says 7??',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    previous: 'vendor shows 10 in stock but my store says 7??',
    question: 'ok where do I change that number',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question: 'prices and costs update fine but the quantities never move',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question: "The last quantity sync on the vendor page says 5 hours ago. Shouldn't it be hourly?",
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:health-check#expired-vendor-credentials',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'vendorhub wrote the vendor stock into our own warehouse location and messed up our real count',
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'A customer bought something that had sold out at the vendor an hour earlier. How often does stock actually refresh?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    previous:
      'A customer bought something that had sold out at the vendor an hour earlier. How often does stock actually refresh?',
    question: 'so what buffer should I keep on the fast sellers?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'I corrected the stock by hand in Shopify and an hour later it was changed back. Why does that keep happening?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question:
      "the inventory number in my product list doesn't match what the vendor has, it's way higher",
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },
  {
    question: 'Product says 0 available but customers can still order it. Why is it not sold out?',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question:
      'set the safety stock to 2 for all my vendors, and is there a way to auto-translate the listings into French?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
    wording: false,
  },

  // (7) Prices, markup, MAP and MSRP
  {
    question: 'fixed a price manually in shopify and the next morning it was back to the old one',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'cost is $40, my markup is 50% and MAP is $65. what price will show in the store?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: "Some items ended up priced above the vendor's MSRP. How do I cap them?",
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#set-your-price-rules',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'enforce MAP is switched on and one product still came out under MAP. how??',
    expected: [
      'doc:pricing-rules#when-map-is-above-msrp',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'where do I set my markup %',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:pricing-rules',
    ],
  },
  {
    previous: 'where do I set my markup %',
    question: 'and is that on Plus or only the bigger plans?',
    expected: ['faq:plan-features', 'plan:plus#features'],
  },
  {
    question:
      'Can I use a higher markup on the cheap accessories than on the chandeliers from the same vendor?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'the cost per item field in shopify is empty so our profit reports are useless. can you fill it?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#what-syncs-each-way',
    ],
  },

  // (8) Orders, shipping and tracking
  {
    question:
      "customers get to checkout with the Allegri stuff and there's no shipping option at all",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },
  {
    previous:
      "customers get to checkout with the Allegri stuff and there's no shipping option at all",
    question: 'do I need to do that again for every new vendor?',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'Our first order came in this morning and the vendor says they never got it. Where can I see what happened to it?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#before-your-first-order',
      'doc:order-management',
    ],
  },
  {
    question: 'an order has stuff from two different suppliers in it, what happens then?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:order-management',
    ],
  },
  {
    question:
      'Vendor shipped yesterday, their site shows tracking, but the Shopify order still has no tracking number.',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question: 'do my customers get the shipping email automatically or do I have to send it?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question:
      'A backordered item finally shipped about 10 weeks after the order and the tracking never showed up on it',
    expected: ['doc:order-management#orders-older-than-60-days', 'doc:order-management'],
  },
  {
    question: "we're on basic and will pass 200 orders this month. do orders just stop going out?",
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'plan:basic#orders',
    ],
  },
  {
    previous: "we're on basic and will pass 200 orders this month. do orders just stop going out?",
    question: 'will I at least get a heads up when that happens?',
    expected: [
      'doc:order-management#order-limits-by-plan',
      'faq:order-limit',
      'faq:pricing-order-limit',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'I got two notification emails for the same routed order. Is that a known bug?',
    expected: ['release:2.0.0'],
  },

  // (9) Trial, confirmation, plans and support during setup
  {
    question: 'The trial caps me at 100 products. Can I push more just to test the whole catalog?',
    expected: [
      'faq:free-trial',
      'doc:quick-start-guide#your-free-trial',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'signed up 3 hours ago and still no confirmation email, cant log in',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: "It's Saturday and I'm stuck halfway through setup. Is anyone around to help?",
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'how fast does support reply on Plus? our sync broke',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:plus#features'],
  },
  {
    question:
      'Realistically how long does the whole setup take from signup to first vendor syncing?',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question: "I'm on Plus and the AI optimization option is greyed out in Search & Push",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
      'plan:premium#features',
    ],
  },
  {
    question:
      'pushed 20 products as drafts to review them. is their stock syncing while they are drafts?',
    expected: ['doc:search-and-push#push-products-to-your-store', 'doc:search-and-push'],
  },

  // (10) Health checks, API errors and data questions
  {
    question: 'what does it mean when a product shows failing health on the vendor page?',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:health-check',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'Only one product from this vendor fails, the rest are fine. Where do I start?',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
    ],
  },
  {
    question: "fixed the SKU and the tag, clicked sync, and it's STILL failing. who do I talk to",
    expected: ['doc:health-check#still-failing', 'doc:health-check'],
  },
  {
    question: 'our developer gets 403 plan_required from your API',
    expected: ['doc:api-reference#errors', 'doc:api-reference#token'],
  },
  {
    question:
      'Our EU clients ask where the synced order data with customer addresses is stored. What do I tell them?',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question:
      'If we cancel after the trial, do the products you created stay in our Shopify store or get removed?',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'faq:revoke-access',
      'faq:data-after-cancellation',
      'company:retention',
    ],
  },

  // (11) Outside what the site covers
  {
    question: 'How do I set up Shopify Payments so I can take cards on the store?',
    expected: ['fallback'],
  },
  {
    question: 'can you send a Slack message to our channel whenever a vendor sync fails?',
    expected: ['fallback'],
  },
  {
    question: 'Which carrier is cheapest for shipping big chandeliers to Canada?',
    expected: ['fallback'],
  },
  {
    question: 'how do I get my distributor to give us net-30 payment terms?',
    expected: ['fallback'],
  },
  {
    question:
      'Can VendorHub print packing slips and shipping labels for orders we ship from our own warehouse?',
    expected: ['fallback'],
  },
];
