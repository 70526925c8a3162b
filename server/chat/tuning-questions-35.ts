/**
 * Thirty-fifth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch asks "how long, how often, how many, how much":
 * numbers and times in the visitor's own words (sync intervals, setup and reply times, plan
 * limits, fees, retention, rate limits), mixed with "what happens when" questions.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions35: BotQuestion[] = [
  // (1) Free trial: how long, how many products, when the card is charged
  {
    question: 'how long is the free trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: "What's the max number of products I can sync while I'm still on the trial?",
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
      'doc:search-and-push#before-you-start',
    ],
  },
  {
    question:
      'If I put my card in to start the trial, on which day does the first charge actually go through?',
    expected: [
      'faq:pricing-trial-card',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'what happens once the 2 weeks of trial are over?',
    expected: [
      'faq:pricing-free-trial',
      'faq:free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'Can we trial Enterprise as well, and is it the same number of days?',
    expected: [
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
      'faq:free-trial',
    ],
  },

  // (2) Prices and billing
  {
    question: 'how much is basic a month',
    expected: [
      'plan:basic#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'What would Premium cost for a whole year if we pay it all upfront?',
    expected: [
      'faq:pricing-annual-billing',
      'plan:premium#price',
      'faq:annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'can you give me the prices of all your plans side by side?',
    expected: [
      'plan:all#price',
      'faq:plan-limits',
      'faq:pricing-annual-billing',
      'faq:annual-billing',
    ],
  },
  {
    question: 'Roughly how much does Enterprise run? no price on the page',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'are your prices in dollars or euros, and is VAT on top of that?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'If you put your prices up, how much warning do existing customers get?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'and if we pay yearly instead?',
    previous: 'How much is the Plus plan?',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question:
      'We handle shipping ourselves and only want stock + price sync. How much cheaper is Plus then?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'How much extra is the bulk AI product creation if I am on Basic?',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:basic#features',
    ],
  },

  // (3) Plan limits: stores, vendors, orders, products
  {
    question: 'How many Shopify stores can I hook up on Plus?',
    expected: [
      'plan:plus#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'doc:connect-shopify#before-you-start',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'number of vendors allowed on each plan?',
    expected: [
      'plan:all#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'doc:dashboard-overview',
    ],
  },
  {
    question: "what's the monthly order cap on the basic plan",
    expected: [
      'plan:basic#orders',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'faq:plan-limits',
    ],
  },
  {
    question: 'How many SKUs / products does Premium let us have?',
    expected: [
      'plan:premium#products',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
      'faq:plan-limits',
      'doc:search-and-push#before-you-start',
    ],
  },
  {
    question: 'Is there any ceiling at all on stores or vendors with Enterprise?',
    expected: [
      'faq:pricing-enterprise',
      'plan:enterprise#stores',
      'plan:enterprise#vendors',
      'faq:plan-limits',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: "We're on Basic and already have 2 vendors connected. How do I add a third one?",
    expected: ['doc:add-vendor#vendor-limits-by-plan', 'doc:add-vendor', 'plan:basic#vendors'],
  },
  {
    question: 'what happens if we go past 400 orders in a month',
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
      'ok and if black friday pushes us way past that, do orders stop going to the vendors?',
    previous: 'How many orders a month does Premium include?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'and on premium?',
    previous: 'How many vendors can I connect on Basic?',
    expected: [
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },

  // (4) Plan changes, cancellation and payments
  {
    question: 'If I upgrade in the middle of the month, when does it kick in and what do I pay?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'If I drop to a smaller plan and I have more vendors than it allows, what happens to the extra ones?',
    expected: ['faq:pricing-plan-changes', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'How long do you hang on to my data after I cancel?',
    expected: [
      'company:retention',
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'can you wipe it sooner than that?',
    previous: 'What happens to my data if I cancel?',
    expected: ['faq:data-after-cancellation', 'page:privacy#9-your-rights'],
  },
  {
    question:
      'If we cancel halfway through the month, do we get money back for the days we did not use?',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'my card got declined at renewal, what happens to my account?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'When I cancel, are the products VendorHub created removed from my Shopify store?',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },
  {
    question: 'if I uninstall your app from shopify how fast does syncing stop',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (5) Setup time and setup fees
  {
    question: 'How long does it take to get fully up and running?',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'how many minutes does connecting my shopify store take',
    expected: [
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
      'faq:setup-time',
    ],
  },
  {
    question: 'Roughly how much of my time will adding the first vendor take?',
    expected: [
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
      'faq:setup-time',
    ],
  },
  {
    question: 'after signing up how long till my account gets confirmed?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
      'page:terms#2-your-account',
    ],
  },
  {
    question:
      "Our supplier isn't on your list. How many days does it take you to build an integration for them?",
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
    ],
  },
  {
    question: 'how quickly do you come back with a quote for a custom integration?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor',
    ],
  },
  {
    question: "what's the one-time fee to connect a vendor through their own API",
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
      'Our distributor drops a CSV on their FTP server every night. How much is the setup for that kind of feed?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'Is hooking up Crystorama free or do I pay a setup cost?',
    expected: ['vendor:crystorama', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    question: 'and how much does it cost?',
    previous: 'How long does a custom API integration take to build?',
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
    question: 'all your setup fees in one list please',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },

  // (6) Sync frequency and how soon changes show up
  {
    question: 'how often does stock update from the suppliers?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
      'faq:what-is-vendorhub',
    ],
  },
  {
    question:
      'When a vendor raises their cost, how long before the selling price in my Shopify store follows?',
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:two-way-syncing',
      'doc:pricing-rules',
      'faq:inventory-sync-frequency',
      'case-study:evertail',
    ],
  },
  {
    question: 'I just changed my markup from 40 to 50%. Will the new prices show up straight away?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:add-vendor',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'can I make it run right now instead of waiting for the next one?',
    previous: 'How often is inventory synced?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      'The last qty sync on my vendor page says 3 hours ago. Is that normal or is something broken?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
      'doc:quantity-check#check-2-sync-timing',
      'doc:quantity-check',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: "how often do you pull Kuzco's stock files?",
    expected: ['vendor:kuzco', 'faq:inventory-sync-frequency'],
  },
  {
    question:
      "I made a new location in Shopify 10 minutes ago and it still isn't in VendorHub. How long does it normally take to appear?",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:collection-check',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question: 'once I add the vendor tag to a product in shopify, how soon does it get linked?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question: 'After I push a product from Search & Push, does it keep syncing? How often?',
    expected: ['doc:search-and-push#what-happens-after-a-push', 'doc:search-and-push'],
  },
  {
    question: 'How often does stock sync, and can you text me on my phone when an item gets low?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
    wording: false,
  },

  // (7) What happens when ...
  {
    question: 'What happens in my store when a vendor runs out of an item?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'vendor has 4 left and my safety stock is set to 5. what will customers see?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'What delta number do you recommend for most products?',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question: 'If I delete a product in Shopify, what happens to it on the VendorHub side?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'doc:two-way-syncing',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question:
      'deleted a product in shopify by accident... can I get it back from the vendor catalog?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question: 'If I edit a price by hand in Shopify will it stay like that?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:two-way-syncing',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:pricing-rules',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'What happens when a vendor rotates their API key and I forget to update it?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:add-vendor',
      'faq:health-checks',
    ],
  },
  {
    question: 'a customer orders stuff from 2 different suppliers in one cart, what happens?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question: 'Once the vendor ships, when does my customer get the tracking email?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: "What if a vendor's MAP is higher than its MSRP, which one wins?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      "Our vendor's newest spreadsheet is missing a few SKUs that were in last week's. What happens to stock on those?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'How many columns does my price list CSV need at minimum?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'What happens if I push a product that already exists in my store with the same SKU?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'An order is over 2 months old and the tracking number only just came through. Can you still update it?',
    expected: ['doc:order-management#orders-older-than-60-days', 'doc:order-management'],
  },
  {
    question: 'if a product fails its health check does it still get stock updates?',
    expected: [
      'doc:health-check',
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // (8) Support: how fast, when
  {
    question: 'how fast does support usually reply',
    expected: ['faq:support-response-times', 'company:response-times'],
  },
  {
    question: 'and on the Plus plan?',
    previous: 'How quickly does support answer on Basic?',
    expected: ['company:response-times', 'faq:support-response-times', 'plan:plus#features'],
  },
  {
    question: "What hours is your support team around? I'm on the west coast",
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'Is anyone there on a Saturday if our orders suddenly stop reaching the vendor?',
    expected: ['faq:support-hours', 'company:support-hours', 'faq:support-response-times'],
  },
  {
    question:
      'How many of the common problems can the AI assistant inside the app sort out by itself?',
    expected: ['faq:ai-assistant'],
  },
  {
    question: 'If I send you a GDPR request for my data, how many days do you have to answer?',
    expected: ['page:privacy#9-your-rights'],
  },

  // (9) API numbers
  {
    question: 'what is the rate limit on your API?',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'what happens if my script goes over it?',
    previous: "What's the API rate limit?",
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question:
      'We have about 3,000 products. How many calls will it take to pull them all through the API?',
    expected: ['doc:api-reference#paging', 'doc:api-reference#list-products'],
  },
  {
    question: "What's the cheapest plan that comes with API access?",
    expected: [
      'doc:api-reference#token',
      'faq:plan-features',
      'plan:premium#features',
      'page:terms#6-plan-limits',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'How do I make an API token, and after how many days does it expire?',
    expected: ['doc:api-reference#token'],
    wording: false,
  },

  // (10) How long data is kept, legal numbers
  {
    question: 'how long do you keep the chats from this website?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'I applied for one of your jobs. How long will you keep my CV on file?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'How long does the chat session id stay in my browser?',
    expected: ['page:cookies#3-local-storage-used-by-the-chat'],
  },
  {
    question: 'How much notice do you give before changing the terms of service?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question:
      "If a sync bug costs us sales, what's the most VendorHub would be liable for under the terms?",
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },

  // (11) Company, vendors, case studies, releases and jobs in numbers
  {
    question: 'What year was VendorHub started?',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'how many businesses actually use vendorhub right now?',
    expected: ['page:about#story'],
  },
  {
    question: 'How many positions are you hiring for at the moment?',
    expected: ['jobs'],
  },
  {
    question: 'How many years of Go do you want for the junior backend role?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'When did version 2.1.0 come out?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'How long did it take FixtureFarm to get all its manufacturers live?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'how many products did Evertail manage to list in their first month?',
    expected: ['case-study:evertail'],
  },
  {
    question: "How often does Honey's Place stock refresh, and are orders sent to them right away?",
    expected: ['vendor:honey'],
  },
  {
    question: 'when will the McKesson integration be ready?',
    expected: ['vendor:mckesson'],
  },

  // (12) Things the site does not answer, and mixed questions
  {
    question: 'How many days does Maxim Lighting usually take to deliver to my customers?',
    expected: ['fallback'],
  },
  {
    question: "What's your uptime SLA, like 99.9%?",
    // As in the earlier batches: the terms answer it ("as available", no uptime guarantee).
    expected: ['fallback', 'page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question: 'how often do you back up our store data?',
    expected: ['fallback'],
  },
  {
    question: "How much does Shopify's own Basic plan cost per month?",
    expected: ['fallback'],
  },
  {
    question: 'Do you give a discount to nonprofits or early-stage startups?',
    expected: ['fallback'],
  },
  {
    question: 'How long does Williams Trading take to approve a new reseller account?',
    expected: ['fallback'],
  },
  {
    question: 'How many days should I give my customers to return an item?',
    expected: ['fallback'],
  },
  {
    question: 'How much is the FTP feed setup fee, and can I split it into monthly installments?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'page:terms#7-setup-fees-and-integrations',
    ],
    wording: false,
  },
];
