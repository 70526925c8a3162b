/**
 * Fifth tuning batch of `npm run bench:bot`: 120 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Tuning material: the bot learns their wordings. Scored
 * before the bot learned them: 94 of 120 (78.3%). A follow-up that came out word for word
 * as a held-out question was reworded here.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions5: BotQuestion[] = [
  // Quick Start Guide
  {
    question:
      "just signed up, what should I have on hand before I start the setup? don't want to get stuck halfway",
    expected: ['doc:quick-start-guide#before-you-start'],
  },
  {
    question:
      'Made my account like 3 hours ago and still no email letting me log in. its friday evening here if that matters',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question:
      'I read there are two ways to link my shop to you. what are they, and which is quicker?',
    expected: [
      'doc:connect-shopify#choose-a-method',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "ok i can log in now. what's the order of things to get my first supplier actually syncing, step by step?",
    expected: ['doc:quick-start-guide#step-3-add-your-first-vendor', 'doc:add-vendor'],
  },
  {
    question:
      'How can I be sure the whole thing really works after setting up the first vendor? What should I look at?',
    expected: [
      'doc:quick-start-guide#step-4-check-that-it-works',
      'doc:prepare-products#step-6-sync-the-products',
    ],
  },
  {
    question:
      'realistically how much of my own time will the setup eat? I have maybe an hour between other stuff',
    expected: ['doc:quick-start-guide#how-long-each-step-takes', 'faq:setup-time'],
  },
  {
    question:
      "I'm stuck in the middle of setup and need a human. how do I reach your team and how fast do they answer?",
    expected: [
      'doc:quick-start-guide#get-help',
      'faq:support-response-times',
      'company:contact',
      'faq:support-hours',
    ],
  },

  // Connect your Shopify store
  {
    question:
      "Shopify won't let me create an app from the admin anymore, the Create an app button under Develop apps is gone. How am I supposed to connect you now??",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question:
      'my staff account doesnt seem to have the rights to make apps. does the store owner have to do the connecting?',
    expected: ['doc:connect-shopify#before-you-start', 'doc:quick-start-guide#before-you-start'],
  },
  {
    question:
      'where in shopify do i get the client id and the secret that your store settings page wants',
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question:
      'Hello, we would prefer that your staff configures the connection to our shop. What is the procedure, and where do we find the collaborator request code?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'faq:setup-help'],
  },
  {
    question:
      'why does the app need to read my customers and ALL my orders? feels like a lot of access for a stock tool',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:order-management#orders-older-than-60-days',
    ],
  },
  {
    question:
      "We hooked VendorHub up in 2024 with the access token from the old admin app. With Shopify's changes, do we need to redo the connection?",
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      "created a new location in shopify for my new supplier yesterday but it doesn't show up in the dropdown on your side",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'a freelancer had our app secret so I regenerated it in the dev dashboard. do i need to change anything in vendorhub?',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:dashboard-overview#store-settings',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },

  // Add a vendor
  {
    question: 'What info do I need to get from my supplier before I can add them?',
    expected: ['doc:add-vendor#before-you-start', 'doc:add-vendor#vendor-types'],
  },
  {
    question:
      'our distributor has no API, we just log in on their website to see stock. will that even work with you?',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors'],
  },
  {
    question:
      'I added a supplier. where does it show up now and where do I configure it afterwards?',
    expected: ['doc:add-vendor#step-1-choose-the-vendor', 'doc:dashboard-overview#my-vendors'],
  },
  {
    question: 'supplier sent me ftp host + username + password. where do these go',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question:
      'One of my suppliers only emails an Excel price list every Monday. Can I just upload that myself, and which columns does it need?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: 'where do i set my markup and the safety stock for one particular supplier',
    expected: [
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:pricing-rules#set-your-price-rules',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question: 'the guides keep talking about a vendor tag. where do i find it?',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      "My supplier has its own API that you don't have an integration for yet. How much would it cost to build it, and how long does it take?",
    expected: [
      'fee:custom-api',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'the brand i buy from isnt anywhere on your integrations page. what now?',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
    ],
  },

  // Prepare your products
  {
    question:
      'Can I do the collection and location setup in Shopify before adding the supplier in VendorHub, or is there a fixed order?',
    expected: ['doc:prepare-products#before-you-start'],
  },
  {
    question:
      'is it ok to just type the vendor tag into shopify myself instead of copy pasting it?',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },
  {
    question:
      "how do I make the collection in shopify that fills itself with one supplier's products? what condition do I put in",
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question:
      'we have one warehouse. do i seriously need a separate shopify location for every supplier? shopify caps how many we can have',
    expected: ['doc:prepare-products#step-3-create-the-location'],
  },
  {
    question:
      'collection and location are mapped now. how do i start the first sync and see that it went through?',
    expected: [
      'doc:prepare-products#step-6-sync-the-products',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      "Is there a checklist I can go through to make sure a vendor's Shopify side is set up completely?",
    expected: ['doc:prepare-products#checklist'],
  },

  // Product creation
  {
    question:
      "Before I start making listings from the supplier's catalogue, what should be in place so the new products come out with the right price?",
    expected: [
      'doc:product-creation#before-you-start',
      'doc:search-and-push#before-you-start',
      'doc:search-and-push#tips',
    ],
  },
  {
    question:
      "what are the different ways to get a supplier's products into my store? one at a time, the whole lot, etc",
    expected: ['doc:product-creation#ways-to-add-products', 'doc:product-creation'],
  },
  {
    question:
      'when you create a listing for me what does it come with? title, description, stock, price...?',
    expected: [
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question:
      'I only need like 5 specific lamps from one manufacturer, not their whole range. how?',
    expected: [
      'doc:product-creation#create-products-one-at-a-time',
      'doc:search-and-push#find-vendor-products',
      'doc:search-and-push',
    ],
  },
  {
    question:
      "We're on Basic and want to list about 2,000 items from a new distributor with proper descriptions written for us. Is that possible?",
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'plan:basic#features',
    ],
  },
  {
    question:
      'I already sell loads of this brand in my shop. I dont want everything created again, just hooked up to the supplier',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      'if i push the same product twice by accident will there be two listings in my store?',
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question:
      'Our PIM should create the products automatically instead of someone clicking through the dashboard. Is there a way?',
    expected: ['doc:product-creation#create-products-through-the-api', 'faq:plan-features'],
  },

  // Dashboard overview
  {
    question: 'a supplier my friend uses is not in my Add Vendor list. why cant I see it?',
    expected: [
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:supported-vendors',
    ],
  },

  // Search & Push
  {
    question:
      'can i add products hidden from customers at first, so i can check photos and wording before they go on sale?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question:
      "After I push a product from the supplier's catalogue, does it keep updating on its own or is it a one-off copy?",
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:two-way-syncing#what-syncs-each-way',
    ],
  },
  {
    question:
      'is there some staging area where I can edit products before they hit my store? and the AI rewrite thing, which plan has it?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'plan:premium#features',
    ],
  },
  {
    question: "first time pushing from a new supplier, any tips so I don't mess up the live store?",
    expected: ['doc:search-and-push#tips'],
  },

  // Two-way syncing
  {
    question:
      'if i change stuff on the shopify side does it go back to vendorhub, or is it only supplier -> store?',
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'Can I connect an existing product to a supplier straight from the Shopify admin, without opening your dashboard?',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      "If I delete a product in Shopify, is it gone for good? Could I bring it back later from the supplier's catalogue?",
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'I rewrote the titles and descriptions in Shopify after the products were created. Will the next sync overwrite my edits?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },
  {
    question:
      'changed a price by hand in shopify and an hour later it jumped back to the old one. why??',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // Inventory management
  {
    question:
      'how often is stock pulled from the suppliers? and can I force an update when I need it',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question:
      "how do I keep a little buffer so I don't sell items the supplier already sold to someone else",
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question:
      'which stock settings live on which screen? the qty on/off, the location and the safety stock seem to be in different places',
    expected: [
      'doc:inventory-management#inventory-rules-at-a-glance',
      'doc:dashboard-overview#vendor-settings',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      "stock numbers in shopify just don't match the supplier's. where do I even start looking?",
    expected: [
      'doc:inventory-management#when-the-numbers-do-not-match',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },

  // Order management
  {
    question: 'customer bought things from 2 different suppliers in one order. who ships what?',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question:
      'We go live next week. What should we double-check so orders actually reach our suppliers?',
    expected: ['doc:order-management#before-your-first-order'],
  },
  {
    question:
      'supplier says they shipped 2 days ago but the order in shopify still has no tracking number',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      "HELP customers get to checkout and there's no shipping method to pick for some of the products",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'a backordered item finally shipped 3 months after the order was placed. will the tracking still land on the shopify order?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },

  // Health check
  {
    question: 'where can I see which products are having trouble syncing?',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'only 3 products from one brand show as unhealthy, all the others are fine',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'faq:health-checks',
    ],
  },
  {
    question:
      'Suddenly every product from one supplier fails. Only thing that changed: we reset our password on their portal.',
    expected: ['doc:health-check#expired-vendor-credentials'],
  },
  {
    question: 'products from ALL my vendors went red at the same time this morning',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question:
      "ive checked sku, tag, supplier login and app permissions and one product still won't pass. what now",
    expected: ['doc:health-check#still-failing'],
  },

  // Collection check
  {
    question:
      "the supplier's collection in my shopify is empty, or it's missing half of their products",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
    ],
  },
  {
    question:
      "My collection condition is set to product tag 'contains' the vendor tag. Is that fine or does it need to be something else?",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },
  {
    question:
      "i think i picked another supplier's collection and location by mistake in the settings, how do i check",
    expected: ['doc:collection-check#check-the-mapping'],
  },

  // Quantity check
  {
    question: 'my shop says sold out but the supplier still has 3 of them',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'supplier restocked this morning but my store still shows the old number',
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question: 'prices and costs update fine, but the stock counts never change at all',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question:
      'shopify product list says 57 available but the vendor only has 12. looks like it got added to my own warehouse stock?',
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question:
      "what should i include when i contact support about quantities that still don't match",
    expected: ['doc:quantity-check#still-different'],
  },

  // Pricing rules
  {
    question: 'Before I touch the price rules, what should I have figured out first?',
    expected: ['doc:pricing-rules#before-you-start'],
  },
  {
    question:
      "what's the actual difference between MAP and MSRP, and what do those two enforce switches do?",
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },
  {
    question:
      'If an item costs me $50, my markup is 65%, MAP is $85 and MSRP is $100, what price ends up in my shop?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question:
      'some items have a MAP higher than the MSRP and my price ends up under the MAP. the vendor is annoyed',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question:
      "i want shopify's profit reports to be accurate. can you fill in the cost per item field too?",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // General, security and support FAQ
  {
    question: 'so what does vendorhub actually do, in plain words',
    expected: ['faq:what-is-vendorhub', 'page:terms#1-the-service'],
  },
  {
    question: 'is this more for dropshippers or for brands with their own warehouse?',
    expected: ['faq:who-is-vendorhub-for'],
  },
  {
    question: 'We run on WooCommerce, not Shopify. Could we still use it?',
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      'please explain me how the process is working from the beginning, my english is not so good',
    expected: ['faq:how-does-vendorhub-work'],
  },
  {
    question: "i'm not a developer at all. will i be able to manage this on my own?",
    expected: ['faq:technical-skills'],
  },
  {
    question:
      "someone emailed me saying they're from vendorhub and need my shopify login password to finish setup. is that legit?",
    expected: [
      'faq:store-password',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'We are a German company. Is our data stored in the EU?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question:
      'Our procurement team needs your SOC 2 report and a signed DPA before we can sign up. Whom should we contact?',
    expected: ['faq:compliance', 'page:terms#8-your-data', 'company:hosting'],
  },
  {
    question: 'if we cancel and come back in a month or so, is all our setup still there?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question:
      "is it safe to hand over our supplier's api keys and ftp password to you? how do you store them",
    expected: ['faq:vendor-credentials'],
  },
  {
    question: 'how do I fully disconnect vendorhub from my shop? and will my products vanish?',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'r u guys open saturdays?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'On the Plus plan, how long until someone answers my ticket?',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:plus#features'],
  },
  {
    question:
      'am i talking to a real person? and does what i type here get sent to chatgpt or something',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },
  {
    question: 'where are all the how-to guides?',
    expected: ['faq:documentation'],
  },

  // Plans, prices, fees and trial
  {
    question:
      'If I start the Premium trial can I test it with my whole catalogue? its about 3000 SKUs',
    expected: [
      'doc:quick-start-guide#your-free-trial',
      'faq:free-trial',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question:
      'we had a big month and went over 400 orders. are you going to charge extra or stop sending orders to the vendors?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'how many suppliers am I allowed to hook up on the cheapest plan',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'faq:plan-limits',
    ],
  },
  {
    question: 'max number of products on plus?',
    expected: [
      'plan:plus#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: "what's the difference if I pay Premium yearly instead of monthly?",
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing', 'plan:premium#price'],
  },
  {
    question: 'Are your prices in euros? And is VAT included?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      "do i have to put in a credit card for the trial? don't want to be charged by surprise",
    expected: [
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question:
      'We only need the inventory and product syncing, we ship orders ourselves. Is there a cheaper option for that?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'what does enterprise cost',
    expected: [
      'faq:pricing-enterprise',
      'plan:enterprise#price',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'if i move from basic up to premium in the middle of the month, do i pay the full price again?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },

  // Follow-ups
  {
    question: 'and plus?',
    previous: 'how much is the Basic plan per month',
    expected: ['plan:plus#price'],
  },
  {
    question: 'and what about premium',
    previous: 'how many orders a month are included in Plus?',
    expected: ['plan:premium#orders', 'doc:order-management#order-limits-by-plan'],
  },
  {
    question: 'and if they just drop csv files on an ftp?',
    previous: 'is there a setup fee if you build a custom API connection for my vendor',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question: 'ok and where would i change that',
    previous: 'what is quantity delta',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'is that an api or ftp connection?',
    previous: 'is Maxim Lighting supported',
    expected: ['vendor:maxim'],
  },
  {
    question: "and while i'm on the free trial?",
    previous: 'how many products can I sync on Premium?',
    expected: [
      'doc:quick-start-guide#your-free-trial',
      'faq:free-trial',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'do I have to repeat that every time I add a new supplier?',
    previous: 'customers see no shipping options at checkout for one supplier',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'is it remote? which time zones?',
    previous: 'tell me about the golang developer job',
    expected: ['job:golang-junior-backend-developer'],
  },

  // Vendors
  {
    question: 'we carry a lot of Kuzco LED fixtures, is there a ready-made connection for them?',
    expected: ['vendor:kuzco'],
  },
  {
    question: "Honey's Place dropship — can I connect them on the Basic plan?",
    expected: ['vendor:honey'],
  },
  {
    question: 'any car parts suppliers? looking for wheelpros specifically',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'Do you connect with Medline? We sell medical supplies.',
    expected: ['vendor:medline'],
  },
  {
    question: 'We buy most of our stock from Hinkley Lighting. Are they on your list?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'can my amazon FBA inventory ship my shopify orders through you?',
    expected: ['vendor:amazon'],
  },

  // Out of scope
  {
    question: 'does vendorhub push my sales into quickbooks for the accountant?',
    expected: ['fallback'],
  },
  {
    question: 'Is there an iPhone or Android app so I can check orders on my phone?',
    expected: ['fallback'],
  },
  {
    question: 'can the AI write my product descriptions in spanish for my mexico store?',
    expected: ['fallback'],
  },
  {
    question: 'Do you send my product feed to Google Merchant Center for Shopping ads?',
    expected: ['fallback'],
  },
  {
    question: 'which shopify theme would you recommend for a furniture shop?',
    expected: ['fallback'],
  },
  {
    question: 'does it hook into klaviyo for back in stock emails?',
    expected: ['fallback'],
  },
];
