/**
 * Thirty-second tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch reads like conversations: about a third are
 * follow-ups that only make sense after the visitor's previous message, and about fifteen ask
 * two things at once, around ordinary questions on the guides, the plans and the legal pages.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions32: BotQuestion[] = [
  // (1) Connecting the Shopify store
  {
    question: 'how do i hook my shopify store up to vendorhub?',
    expected: [
      'doc:connect-shopify',
      'doc:connect-shopify#choose-a-method',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:quick-start-guide',
    ],
  },
  {
    previous: 'how do i hook my shopify store up to vendorhub?',
    question: 'how long does that take?',
    expected: [
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:quick-start-guide#how-long-each-step-takes',
      'faq:setup-time',
      'doc:connect-shopify',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      "Shopify isn't letting me create a custom app from the admin anymore. Did something change?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'I made the app in the dev dashboard. Where does the client secret go?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
      'doc:dashboard-overview',
    ],
  },
  {
    previous: 'I made the app in the dev dashboard. Where does the client secret go?',
    question: 'and the Admin API access token box, do I fill that in as well?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      "Honestly I'd rather not touch the Shopify settings myself. Can your team do the connection?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    previous:
      "Honestly I'd rather not touch the Shopify settings myself. Can your team do the connection?",
    question: 'ok. it says my store needs a collaborator request code, where do I find that?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'doc:connect-shopify'],
  },
  {
    question: 'which scopes do I have to tick when I create the app?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    previous: 'which scopes do I have to tick when I create the app?',
    question: 'why would it need read_all_orders though?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify',
      'doc:order-management',
    ],
  },
  {
    question: 'signed up friday night, still no confirmation email. normal?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
      'page:terms#2-your-account',
    ],
  },
  {
    previous: 'signed up friday night, still no confirmation email. normal?',
    question: 'and if it still hasnt shown up by monday afternoon?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
    ],
  },

  // (2) Preparing products: tag, Smart Collection, Location, Sync Data
  {
    question: 'how do I make the smart collection for a new vendor?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:prepare-products',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    previous: 'how do I make the smart collection for a new vendor?',
    question: 'what condition do I put on it exactly?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products',
      'doc:collection-check',
    ],
  },
  {
    previous: 'Does each supplier really need its own Location in Shopify?',
    question: "is there a cap on how many I can create? we've got 9 warehouses already",
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
      'doc:prepare-products',
      'doc:collection-check',
    ],
  },
  {
    question: 'I created a collection in Shopify an hour ago and VendorHub still doesnt list it',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    previous: 'I created a collection in Shopify an hour ago and VendorHub still doesnt list it',
    question: 'where is that sync data button?',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:dashboard-overview',
    ],
  },

  // (3) Vendors and the vendor catalogue
  {
    question: 'Do you have an integration for Kalco?',
    expected: ['vendor:kalco'],
  },
  {
    previous: 'Do you have an integration for Kalco?',
    question: 'what about Kuzco?',
    expected: ['vendor:kuzco'],
  },
  {
    previous: 'Do you have an integration for Kalco?',
    question: 'is there a setup fee for it?',
    expected: [
      'vendor:kalco',
      'fee:pre-built',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:setup-fees',
    ],
  },
  {
    question: 'is medline available yet',
    expected: ['vendor:medline'],
  },
  {
    question:
      'my supplier just emails us a spreadsheet of stock and prices every week. can you work with that?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    previous:
      'my supplier just emails us a spreadsheet of stock and prices every week. can you work with that?',
    question: 'which columns does the file need to have?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    previous:
      'my supplier just emails us a spreadsheet of stock and prices every week. can you work with that?',
    question: 'could you grab it off their FTP automatically instead of me uploading it?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor',
    ],
  },
  {
    question: "Our main distributor isn't in your list. How do we get it added?",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
      'doc:add-vendor',
    ],
  },
  {
    previous: "Our main distributor isn't in your list. How do we get it added?",
    question: 'how soon do you get back with a quote?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Which plan do I need to sync from a supplier that runs its own Shopify store?',
    expected: ['vendor:shopify', 'plan:premium#features'],
  },

  // (4) Price rules, MAP and MSRP
  {
    question: 'how does the MAP enforcement actually work?',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'cost $40, 50% markup, MAP $65 and enforce MAP on. what price ends up in the store?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    previous: 'cost $40, 50% markup, MAP $65 and enforce MAP on. what price ends up in the store?',
    question: 'and with enforce MAP switched off?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: "One vendor's data has MAP above MSRP. Which one does VendorHub go with?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'where do I set my markup %',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },
  {
    previous: 'where do I set my markup %',
    question: 'can it be different for each vendor?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },
  {
    previous: 'I just bumped the markup on one of my vendors from 40 to 55%',
    question: 'when will the new prices actually show in my store?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'I fixed a price by hand in Shopify and it flipped back an hour later. Why?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
      'doc:pricing-rules',
    ],
  },

  // (5) Inventory, Quantity Delta and quantity checks
  {
    question: 'how often does the stock get updated?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    previous: 'how often does the stock get updated?',
    question: 'can I make it run right now?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    previous: "What's Quantity Delta?",
    question: 'where do I change it?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    previous: 'the vendor has 4 left and my delta is 5',
    question: 'so my store shows zero and nobody can buy it?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'Shopify says 12 in stock but the vendor portal says 20, what gives',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#when-the-numbers-do-not-match',
      'doc:quantity-check',
    ],
  },
  {
    question: 'price and cost keep updating but the quantity never moves',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  // (6) Orders and tracking
  {
    question: 'how do orders get sent to my suppliers?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    previous: 'how do orders get sent to my suppliers?',
    question: 'ok and after that?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:order-management',
    ],
  },
  {
    question: 'what if a customer orders stuff from two different vendors in one checkout',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question: "Customers can't check out on some products, no shipping rates show up at all",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },
  {
    question: 'the vendor says it shipped but the tracking number never made it into shopify',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question: 'What happens once we go past 200 orders in a month on Basic?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    previous: 'What happens once we go past 200 orders in a month on Basic?',
    question: 'and on Premium, what is the limit?',
    expected: [
      'plan:premium#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
    ],
  },

  // (7) Health checks and collection checks
  {
    question: 'literally every product from one supplier went red overnight',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'Products from all of my vendors are failing the health check at the same time.',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    previous: 'Products from all of my vendors are failing the health check at the same time.',
    question: 'your team set the app up for us through collaborator access, can I fix it myself?',
    expected: ['doc:health-check#changed-store-permissions', 'doc:health-check'],
  },
  {
    question: 'our SKUs are missing the leading zeros the vendor uses, does that matter?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#link-products-you-already-sell',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check',
    ],
  },
  {
    question: "The vendor's collection is empty even though the products have the tag on them",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },

  // (8) Two-way syncing, Search & Push and product creation
  {
    question: 'if I delete a product in shopify what happens on the vendorhub side?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    previous: 'if I delete a product in shopify what happens on the vendorhub side?',
    question: 'can I bring it back later?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question:
      "We already sell ~400 of this vendor's products. How do we connect them without making new listings?",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation',
    ],
  },
  {
    previous:
      "We already sell ~400 of this vendor's products. How do we connect them without making new listings?",
    question: 'is that extra?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:product-creation#ways-to-add-products',
      'doc:product-creation',
    ],
  },
  {
    question: 'can I push products in as drafts so I can check them before they go live',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
    ],
  },
  {
    previous: 'what is pre-push editing?',
    question: 'do I get it on Plus?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:plan-features',
      'plan:plus#features',
      'faq:ai-listing-creation',
      'doc:search-and-push',
    ],
  },
  {
    question:
      "We'd like to list about 3,000 items from one distributor in one go, with AI-written descriptions. How?",
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'doc:product-creation',
    ],
  },
  {
    previous:
      "We'd like to list about 3,000 items from one distributor in one go, with AI-written descriptions. How?",
    question: "we're on basic btw, does that cost more?",
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'plan:basic#features',
      'faq:plan-features',
      'doc:product-creation',
    ],
  },

  // (9) The dashboard
  {
    question: 'what is the little eye icon next to each vendor for?',
    expected: [
      'doc:dashboard-overview#my-vendors',
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:dashboard-overview',
    ],
  },
  // (10) Plans, prices and billing
  {
    previous: 'how much is Plus a month?',
    question: 'and if I pay for the year up front?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    question: 'How many Shopify stores can I connect on Premium?',
    expected: ['plan:premium#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    previous: 'How many Shopify stores can I connect on Premium?',
    question: 'and on Basic?',
    expected: ['plan:basic#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'If I drop from Premium to Plus halfway through the month, when does that kick in?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'We only need stock and price sync, our warehouse handles orders. Is there a cheaper option?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    previous:
      'We only need stock and price sync, our warehouse handles orders. Is there a cheaper option?',
    question: 'how much off on premium?',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    previous: 'what kind of support do you get on Plus?',
    question: 'what about Premium?',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:premium#features'],
  },

  // (11) Legal pages: terms, privacy, cookies
  {
    question: 'how long is my data kept once I cancel?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    previous: 'how long is my data kept once I cancel?',
    question: 'can you wipe it sooner than that?',
    expected: ['faq:data-after-cancellation', 'company:retention', 'page:privacy#9-your-rights'],
  },
  {
    question: 'does this website set cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#1-cookies-and-local-storage',
    ],
  },
  {
    previous: 'does this website set cookies?',
    question: 'what about this chat, does it save anything in my browser?',
    expected: [
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'If we cancel in month 4 of an annual plan, do we get the rest refunded?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'If I uninstall your app, do the products you created disappear from my store?',
    expected: [
      'faq:revoke-access',
      'page:terms#10-cancellation-and-termination',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },

  // (12) Company, support, jobs, releases and case studies
  {
    previous: 'when did vendorhub start?',
    question: 'and who founded it?',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    previous: 'what hours is your support team around?',
    question: 'which time zone is that in?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    previous: 'are you hiring any react devs?',
    question: 'is it remote?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'When did Search & Push come out?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'got any case studies from lighting stores?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },

  // (13) Two questions in one message
  {
    question: 'Is there a free trial, and will you need my card for it?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: "What's Premium cost and how many vendors can I add on it?",
    expected: ['plan:premium#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    question: 'how many vendors do I get on Plus, and can one of them be Amazon MCF?',
    expected: [
      'plan:plus#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: 'where is my data stored and are you SOC 2 certified?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'How much does a custom API integration cost, and how long does it take to build?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'is the chat on this site an AI, and does what I type get sent to OpenAI or someone?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },
  {
    question: 'Do upgrades apply right away? Also is there a setup fee to add Maxim Lighting?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    question: 'what is quantity delta and how do I pick a good number?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'Does VendorHub cap prices at MSRP, and can it also push my listings to eBay?',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
    wording: false,
  },
  {
    question: 'can I pay with PayPal and is there a yearly billing option?',
    expected: [
      'faq:pricing-annual-billing',
      'faq:annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
    wording: false,
  },
  {
    question:
      'Does Nora Lighting connect by FTP, and what wholesale discount do they give new retailers?',
    expected: ['vendor:nora'],
    wording: false,
  },
  {
    question: 'How does order routing work, and can you print the shipping labels for us too?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
    wording: false,
  },
  {
    question: 'what does a health check look for, and can I get a text message when one fails?',
    expected: [
      'faq:health-checks',
      'doc:health-check',
      'doc:health-check#where-to-find-product-health',
    ],
    wording: false,
  },
  {
    question: "Which positions are open right now, and what's the salary on the Golang one?",
    expected: ['jobs', 'job:golang-junior-backend-developer'],
    wording: false,
  },
  {
    question: 'What changed in 2.1.0 and when is 2.2 coming out?',
    expected: ['release:2.1.0'],
    wording: false,
  },

  // (14) Outside what the site answers
  {
    question: 'how do I get my products showing up in Google Shopping ads?',
    expected: ['fallback'],
  },
  {
    question: 'How do I turn on Shopify Payments in my store?',
    expected: ['fallback'],
  },
  {
    question: "What's Kuzco's return policy for fixtures that arrive broken?",
    expected: ['fallback'],
  },
  {
    question: 'is there a vendorhub app for iphone?',
    expected: ['fallback'],
  },
  {
    question: 'Can you file our state sales tax returns for us?',
    expected: ['fallback'],
  },
  {
    question: 'do you run an affiliate program that pays commission for referrals?',
    expected: ['fallback'],
  },
];
