/**
 * Twenty-first tuning batch of `npm run bench:bot`: 107 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Its angle is the vocabulary gap: visitors who have not read
 * the site ask in everyday words ("keep a few units back", "let your team into my shop admin")
 * instead of the site's own terms, spread over nearly a hundred different answering entries and
 * sections.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions21: BotQuestion[] = [
  // (1) What it is and who it is for
  {
    question:
      'so what does your thing actually do? i sell stuff from a bunch of different suppliers online',
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work'],
  },
  {
    question:
      'Is this meant for dropshippers, or more for brands selling what they make themselves?',
    expected: ['faq:who-is-vendorhub-for'],
  },
  {
    question:
      'Can you give me the big picture, from hooking up my shop to the point where it runs by itself?',
    expected: ['faq:how-does-vendorhub-work', 'doc:quick-start-guide'],
  },
  {
    question: 'roughly how long before we are up and running',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question: "I'm not techy at all. Could I manage this on my own?",
    expected: ['faq:technical-skills'],
  },
  {
    question: 'can any supplier be plugged in or only certain ones?',
    expected: ['faq:supported-vendors', 'doc:add-vendor#vendor-types'],
  },

  // (2) Getting started
  {
    question: 'What should I have ready before I sign up?',
    expected: ['doc:quick-start-guide#before-you-start', 'doc:quick-start-guide'],
  },
  {
    question: 'signed up this morning and still nothing in my inbox that lets me log in',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'Once my first supplier is set up, how can I tell it is really working?',
    expected: ['doc:quick-start-guide#step-4-check-that-it-works', 'doc:quick-start-guide'],
  },

  // (3) Linking the shop
  {
    question: 'Will your staff need my admin username and password to get into my shop?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question:
      'I read that Shopify changed how you make private apps this year. Does that change anything for connecting to you?',
    expected: ['doc:connect-shopify#what-changed-in-shopify-in-2026', 'doc:connect-shopify'],
  },
  {
    question:
      "honestly i'd rather your people did the store connection part. can I just let your team into my shop admin?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
      'faq:technical-skills',
    ],
  },
  {
    question:
      "I made the app on Shopify's developer site. What do I copy from there and where do I paste it on your side?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
      'doc:dashboard-overview#store-settings',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question: 'what exactly is your app allowed to touch in my store?',
    expected: [
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Our developer regenerated the keys for the app on the Shopify side. What do I need to update on yours?',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:dashboard-overview#store-settings',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify',
    ],
  },

  // (4) Adding suppliers
  {
    question:
      'My supplier only has a website where I log in to check stock, no API. Can you still pull from that?',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors', 'doc:add-vendor'],
  },
  {
    question: 'how many suppliers can i hook up on the cheapest tier',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: 'and on the most expensive one with a listed price?',
    previous: 'how many suppliers can i hook up on the cheapest tier',
    expected: [
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: 'Where do I put the login details for my account with a supplier?',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'my distributor just emails me a spreadsheet of what they have every few days. how do i get that into your system?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'which columns does it absolutely need?',
    previous:
      'my distributor just emails me a spreadsheet of what they have every few days. how do i get that into your system?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "Where do I set how much I add on top of a supplier's cost, and how many units to hold back?",
    expected: [
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor',
    ],
  },
  {
    question: 'is there a charge to get a supplier connected?',
    expected: [
      'faq:setup-fees',
      'fee:all',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: "My wholesaler isn't anywhere in your list. What do I do?",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor',
    ],
  },

  // (5) Setting each supplier up in Shopify
  {
    question: 'Why do I have to add a separate warehouse address in Shopify for every supplier?',
    expected: ['doc:prepare-products#step-3-create-the-location', 'doc:prepare-products'],
  },
  {
    question: 'how do i make the self-filling product group for one brand in shopify',
    expected: ['doc:prepare-products#step-2-create-the-smart-collection', 'doc:prepare-products'],
  },
  {
    question:
      'Where do I tell your app which collection and which warehouse belong to which supplier?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products',
    ],
  },
  {
    question: 'is there a list I can tick off to be sure I set a supplier up right?',
    expected: ['doc:prepare-products#checklist', 'doc:prepare-products'],
  },

  // (6) Getting products into the store
  {
    question: "What are my options for getting a supplier's items listed in my shop?",
    expected: ['doc:product-creation#ways-to-add-products', 'doc:product-creation'],
  },
  {
    question: 'can the AI write the product names and blurbs for me?',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation#create-products-in-bulk',
    ],
  },
  {
    question:
      "We're on Plus. Can we list a big chunk of a distributor's range in one go instead of one by one?",
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'plan:plus#features',
      'doc:product-creation',
    ],
  },
  {
    question:
      'i already sell a few hundred items from this brand. do i need to create them all again?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:product-creation',
    ],
  },
  {
    question: "What if I add an item that's already in my shop, do I end up with two of it?",
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'how many products can I have connected on the $299 package?',
    expected: [
      'plan:premium#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question:
      'Could our product information system send new items to you automatically, without anyone clicking around the dashboard?',
    expected: [
      'doc:product-creation#create-products-through-the-api',
      'doc:product-creation',
      'faq:plan-features',
    ],
  },
  {
    question:
      "can I flip through a supplier's catalogue and just pick a handful of things to add to my store?",
    expected: [
      'doc:search-and-push',
      'doc:search-and-push#find-vendor-products',
      'doc:product-creation#create-products-one-at-a-time',
    ],
  },
  {
    question:
      "I want to add items but keep them hidden from shoppers until I've checked the photos",
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'Is there a holding area where I can review and tweak items before they land in my store?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'doc:search-and-push',
    ],
  },
  {
    question: 'do i get that on plus?',
    previous:
      'Is there a holding area where I can review and tweak items before they land in my store?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:plan-features',
      'plan:plus#features',
      'faq:ai-listing-creation',
    ],
  },

  // (7) Finding your way around the app
  {
    question: "What's the little eye icon next to each supplier in my list?",
    expected: [
      'doc:dashboard-overview#my-vendors',
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      "on a supplier's page there's a count of how each product got connected. what do those numbers mean?",
    expected: ['doc:dashboard-overview#vendor-detail-page', 'doc:dashboard-overview'],
  },
  {
    question: 'Where can I see which orders went to which supplier and whether they have shipped?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:order-management',
    ],
  },

  // (8) Changes going both ways
  {
    question: 'Do edits I make in Shopify go back to you, or does data only flow one way?',
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:two-way-syncing',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question:
      'can i attach an existing product to a supplier from inside shopify without opening your app',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'If I delete a product in my shop, what happens on your end?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'I reworded a description myself in Shopify. Will the next update wipe it out?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },

  // (9) Stock levels
  {
    question: 'how up to date are the stock numbers in my store?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "Can I show a bit less stock than the supplier really has, so I don't sell things they've already run out of?",
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'what number would you go with for stuff that flies off the shelf?',
    previous:
      "Can I show a bit less stock than the supplier really has, so I don't sell things they've already run out of?",
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },

  // (10) Orders
  {
    question: 'When a customer buys something, how does the supplier know to ship it?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'anything I should double check before the first real customer order comes through?',
    expected: ['doc:order-management#before-your-first-order', 'doc:order-management'],
  },
  {
    question:
      'Shoppers get to the checkout and there are no delivery choices for some of the products',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },
  {
    question: 'how many orders a month do i get on the $199 one',
    expected: ['plan:plus#orders', 'doc:order-management#order-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'And what if we blow past that at Christmas, do orders just stop?',
    previous: 'how many orders a month do i get on the $199 one',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'a backordered item from over three months ago finally shipped. will the tracking still make it onto that old order?',
    expected: ['doc:order-management#orders-older-than-60-days', 'doc:order-management'],
  },

  // (11) When a product is flagged as broken
  {
    question:
      'Some products on the supplier page are marked as failing. Where do I look and what does that mean?',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:health-check',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      "one product won't update and i think my item code is slightly different from the supplier's",
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },
  {
    question: 'Out of nowhere every single product from one supplier is showing an error',
    expected: ['doc:health-check#expired-vendor-credentials', 'doc:health-check'],
  },
  {
    question:
      'products from ALL my suppliers went red at the same time after someone reinstalled our app in shopify',
    expected: ['doc:health-check#changed-store-permissions', 'doc:health-check'],
  },
  {
    question:
      'A colleague typed the brand label onto some products by hand and now they are flagged',
    expected: ['doc:health-check#wrong-or-missing-vendor-tag', 'doc:health-check'],
  },
  {
    question:
      'I went through every fix in your troubleshooting article and one product is still broken. Now what?',
    expected: ['doc:health-check#still-failing', 'doc:health-check'],
  },

  // (12) Collections and numbers that do not match
  {
    question: "made a new collection in shopify an hour ago and it isn't showing in your dropdown",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    question:
      "The automatic collection I made for a brand is empty, even though the products have the brand's label on them",
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  {
    question: "I think I picked another brand's collection for this supplier by mistake",
    expected: ['doc:collection-check#check-the-mapping', 'doc:collection-check'],
  },
  {
    question:
      "my store always shows a couple fewer units than the supplier's site. is something broken?",
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'The number in my shop is stuck on an old figure, although the supplier changed theirs this morning',
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check',
    ],
  },
  {
    question: 'prices and costs update fine but the stock count never moves',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question:
      "The supplier's stock is overwriting the count for my own shop instead of showing up separately",
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },

  // (13) Prices
  {
    question: "How do I price things as the supplier's cost plus a percentage?",
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: "the brand won't let us advertise below a set price. can your tool stick to that?",
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'If an item costs me $40 and I add 50%, what will it sell for?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "in the brand's file the lowest price I'm allowed to advertise is higher than their recommended retail price. which one wins?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: "Can my supplier's cost go into Shopify too, so my profit reports are right?",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'i set some prices by hand. how do i stop your thing from overwriting them?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // (14) Money: trying it, paying for it, packages
  {
    question: 'Can I try it out before paying anything?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'do I have to put a credit card in for that?',
    previous: 'Can I try it out before paying anything?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'Are your prices in dollars, and is VAT on top?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'how much do i save paying for the whole year up front?',
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'If I move up a tier halfway through the month, how is that billed?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'we only need stock and price updates, we ship the orders ourselves. is that any cheaper?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'how much off on the 299 one?',
    previous:
      'we only need stock and price updates, we ship the orders ourselves. is that any cheaper?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'What would it cost for a big operation with lots of stores and suppliers?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  {
    question: 'What do I miss out on if I stay on the cheapest package?',
    expected: ['faq:plan-features', 'plan:basic#features'],
  },
  {
    question: 'what does the one-off fee for building a supplier connection actually pay for?',
    expected: [
      'faq:pricing-setup-fees',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },

  // (15) Security and data
  {
    question: 'Where physically are your servers?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'and what happens to all of it if I stop paying? how long before it gets wiped?',
    previous: 'Where physically are your servers?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question:
      'Do you have the usual security audits done, and are the European privacy rules covered?',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'are the passwords for my supplier accounts stored safely on your side?',
    expected: ['faq:vendor-credentials'],
  },
  {
    question: 'How do I completely disconnect you from my shop?',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (16) Reaching people
  {
    question: 'what hours can I actually reach a person?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'On the cheapest plan, how long until someone answers my email?',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:basic#features'],
  },
  {
    question: 'is there a manual or how-to section somewhere?',
    expected: ['faq:documentation'],
  },

  // (17) Suppliers, company, releases, jobs
  {
    question:
      "Could I ship my Shopify orders from the stock I already keep in Amazon's warehouses?",
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question:
      'one of my suppliers runs its own shopify shop. can i pull their catalogue into mine?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'Do you have an example of a lighting store that uses this?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: "who's behind the company?",
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: "What's new in your most recent update?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'are you hiring? ive done customer service for years',
    expected: ['job:customer-support-specialist', 'jobs'],
  },
  {
    question: 'Does this website follow me around with cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },

  // (18) Outside what the site covers
  {
    question: 'Can you recommend a good bookkeeping tool to use alongside Shopify?',
    expected: ['fallback'],
  },
  {
    question: 'what wholesale discount does Nora Lighting give retailers?',
    expected: ['fallback'],
  },
  {
    question: 'Is there an iPhone app so I can check things on the go?',
    expected: ['fallback'],
  },
  {
    question: 'do you pay commission if i refer other shop owners to you?',
    expected: ['fallback'],
  },
  {
    question: 'How do I print return labels for my customers?',
    expected: ['fallback'],
  },
  {
    question: 'what profit margin should i aim for on lighting?',
    expected: ['fallback'],
  },

  // (19) Half answered
  {
    question: 'Can I test it free first, and do you take PayPal?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
    wording: false,
  },
  {
    question: 'how many suppliers on the two-store plan, and do you hook into quickbooks?',
    expected: ['plan:plus#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
    wording: false,
  },
];
