/**
 * Thirty-eighth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch names features and screens the way a visitor
 * half-remembers them ("the stock cushion setting", "the push screen", "map floor") or only
 * describes the goal without naming any feature, across every documentation guide, plus about
 * twenty questions on plans, billing and the company.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions38: BotQuestion[] = [
  // (1) Getting started and connecting the Shopify store
  {
    question: 'where do i paste the shopify app keys in vendorhub? some store config page?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
      'doc:dashboard-overview',
    ],
  },
  {
    question: "I'm not comfortable handing over my store login. Can you still connect to my shop?",
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question:
      "The 'create an app' button under develop apps in my shopify admin doesn't let me make a new one anymore, what do I do instead?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: "I'd rather have your people do the whole shopify hookup. How do I ask for that?",
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We connected back in 2024 using an access token from an app made in the admin. Do we need to redo the connection now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'signed up an hour ago, still no email. how long till my account is approved?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
      'doc:quick-start-guide',
    ],
  },
  {
    question: "the 'refresh data' button in the store settings, when am I supposed to hit it?",
    expected: [
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:dashboard-overview#store-settings',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'and if I rotate that secret later, do I need to change anything on your side?',
    previous: 'How do I connect my store with an app from the Shopify Dev Dashboard?',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify',
    ],
  },

  // (2) Vendors, the vendor settings page and vendor files
  {
    question: 'vendor settings page - what all goes in there?',
    expected: [
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      'One of my suppliers has no API, they just email me an excel sheet each week. Can I still use you for them?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "If an item is missing from the vendor's newest price list file, does its stock get zeroed automatically?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'our wholesaler only has a B2B website where we log in with a user and password, no feed at all. supported?',
    expected: [
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:add-vendor',
    ],
  },
  {
    question: "my distributor isn't anywhere on your list. what are my options?",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor',
    ],
  },
  {
    question: 'we sell medical supplies - do you connect to Medline?',
    expected: ['vendor:medline'],
  },
  {
    question: "Can I get Honey's Place on the basic plan?",
    expected: ['vendor:honey'],
  },
  {
    question:
      'a brand we buy from runs its own shopify shop. can you pull their catalog into my store and send them the orders?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      "What does it cost to get a supplier connected that isn't in your catalog and only drops files on an FTP server?",
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },

  // (3) The tag thing, the auto collection, locations and the mapping screen
  {
    question: "where do I find the tag thing for each vendor? the one you're supposed to copy",
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products',
    ],
  },
  {
    question: 'The automatic collection in Shopify for a vendor — what rule do I give it?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products',
      'doc:collection-check',
    ],
  },
  {
    question: 'why does every supplier need its own warehouse location set up in shopify?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management#how-an-order-moves',
      'doc:prepare-products',
    ],
  },
  {
    question:
      "made a new collection in shopify 10 min ago but it doesn't show up in the dropdown on the vendor page??",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check#symptoms',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
    ],
  },
  {
    question: "The vendor's collection is half empty even though the products are tagged",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },
  {
    question:
      'where do I tell it which collection and location belong to which supplier? some kind of mapping screen',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:collection-check#check-the-mapping',
      'doc:prepare-products',
    ],
  },

  // (4) Listings, the push screen and the AI writing
  {
    question: 'how does the push screen work, where you pick items out of the vendor catalog?',
    expected: [
      'doc:search-and-push',
      'doc:search-and-push#find-vendor-products',
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#create-products-one-at-a-time',
    ],
  },
  {
    question:
      'I want new products to land in the store hidden so I can fix the photos first, then turn them on myself',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question:
      "On Plus, will the AI rewrite the titles when I push products one at a time from the vendor's catalog?",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'that staging area where you can edit stuff before it goes to the store, which plan is it on?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'plan:premium#features',
      'faq:plan-features',
      'doc:search-and-push',
    ],
  },
  {
    question:
      "I'm on Basic and want ~500 items from one distributor listed in one go with decent descriptions written for me. Possible?",
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'doc:product-creation#ways-to-add-products',
      'doc:product-creation',
    ],
  },
  {
    question:
      "we already sell a load of this brand's products. how do I hook the existing listings up instead of making copies?",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation',
    ],
  },
  {
    question:
      'Can our PIM create the listings in the store directly, instead of someone clicking through your dashboard?',
    expected: [
      'doc:product-creation#create-products-through-the-api',
      'doc:api-reference#create-product',
      'doc:product-creation',
    ],
  },
  {
    question: 'ok and which plan do I need for that',
    previous: 'Can I create products through your API from our own system?',
    expected: [
      'doc:api-reference#token',
      'faq:plan-features',
      'plan:premium#features',
      'doc:product-creation#create-products-through-the-api',
      'page:terms#6-plan-limits',
    ],
  },

  // (5) Dashboard screens by approximate names
  {
    question: "what's the little eye icon next to each vendor for?",
    expected: [
      'doc:dashboard-overview#my-vendors',
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:dashboard-overview',
    ],
  },
  {
    question: "Where's the health tab? I want to see which products are broken",
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:health-check',
    ],
  },
  {
    question: "the stats on the vendor page say 'by webhook' - what does that count?",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      "There's a sync button on the vendor page and another one in store settings. What's the difference?",
    expected: [
      'doc:dashboard-overview',
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:connect-shopify#sync-data-after-store-changes',
    ],
  },
  {
    question:
      "I keep mixing up 'vendor settings' and 'vendor store settings'. which one does what?",
    expected: [
      'doc:dashboard-overview',
      'doc:dashboard-overview#vendor-settings',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // (6) Two-way sync: tags, deletes and edits made in Shopify
  {
    question: "If I delete a product in Shopify does it disappear from the vendor's side too?",
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'want to stop selling one item for a month or so but keep it ready to come back with current stock. how?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question:
      'I changed a price by hand in shopify and an hour later it was back to the old one. why??',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "Will my own rewritten product descriptions get overwritten by the supplier's text on the next sync?",
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question: 'a product ended up with two different vendor tags by mistake, is that a problem?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:two-way-syncing',
    ],
  },

  // (7) Stock: the cushion setting, sync timing and mismatched numbers
  {
    question: 'the stock cushion setting, where do I change it?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: "I don't want to sell the last two units a supplier has, ever",
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'vendor has 4 in stock, my store says 1. bug?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question: 'what number should I use for my fast sellers though?',
    previous: 'What is the Quantity Delta?',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question: 'prices and costs update fine but quantities never move. what setting am I missing',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question:
      "Help, the supplier's stock got written onto my own warehouse in Shopify and overwrote my counts",
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:collection-check#check-the-mapping',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'supplier just restocked our bestseller, can I force an update now instead of waiting?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question: 'Will the sync mess with the stock I keep at my own retail shop location?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:inventory-management',
    ],
  },

  // (8) Prices: markup, the MAP floor and the MSRP ceiling
  {
    question: 'I want my prices to always be 40% above what I pay the vendor',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'faq:price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'the map floor thing - does it push my price up if my markup comes out too low?',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'faq:price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "Never want to charge more than the brand's recommended retail price. Can it cap that?",
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#set-your-price-rules',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: "The vendor's file has MAP higher than MSRP on some items. Which one wins?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: "I'd like Shopify's profit reports to show what I actually pay the supplier per unit",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'I want to set my prices myself in shopify and have vendorhub leave them alone',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'does that apply to every product of the vendor, or can I do it per item?',
    previous: 'How do I set a markup for a vendor?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'how are the calculated prices rounded? and can it make them all end in .99?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'doc:pricing-rules'],
    wording: false,
  },
  {
    question:
      'can I put a 30% markup on a vendor and have it convert the prices to euros for my EU shop?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
    wording: false,
  },

  // (9) Orders going to the supplier by themselves, and tracking
  {
    question: 'I want orders to go to the supplier by themselves without me forwarding anything',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:order-management',
    ],
  },
  {
    question: 'customer buys 2 things from 2 different suppliers in one order. what happens?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question: 'Checkout says no shipping available for the dropship items only. What did I break?',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },
  {
    question: 'does the buyer get the tracking email on their own or do I have to send it?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'and when does it flip to complete?',
    previous: 'Where do I see the orders for one vendor?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question:
      'what happens when we blow past 400 orders in a month on Plus? do you bill the extra?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question:
      'A backordered item from three months ago finally shipped. Will the tracking still make it onto that old order?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
    ],
  },
  {
    question: "vendor swears it shipped but there's no tracking number in shopify",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },

  // (10) Health checks and troubleshooting
  {
    question: 'every product from one supplier suddenly shows failing, the other vendors are fine',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'Since yesterday products of ALL my vendors are failing at once. Where do I start?',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: "our skus have a leading zero that the vendor's don't, is that why they fail?",
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:health-checks',
      'doc:health-check',
    ],
  },
  {
    question: 'does a space at the end of a SKU still break the matching?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'release:2.1.0',
      'doc:health-check',
    ],
  },
  {
    question: "Went through the whole health guide and one SKU still won't pass. Who do I contact?",
    expected: ['doc:health-check#still-failing', 'doc:health-check'],
  },

  // (11) The API
  {
    question: 'how many requests a minute does your api allow before it cuts me off',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'How do I change just the price of a single SKU through the API?',
    expected: ['doc:api-reference#update-product'],
  },

  // (12) Plans, trial and billing
  {
    question: "what's Plus per month if we pay for the whole year up front?",
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'Are your prices with VAT? We are a German company',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'How many products can I sync while on the trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'can we trial enterprise as well or is that only for the normal plans?',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'and how many shopify stores does that one cover?',
    previous: 'How much is Premium?',
    expected: ['plan:premium#stores', 'faq:plan-limits', 'faq:supported-platforms'],
  },
  {
    question: 'what about the top one, the one without a listed price?',
    previous: 'How many products can I have on Plus?',
    expected: [
      'plan:enterprise#products',
      'faq:plan-limits',
      'faq:pricing-enterprise',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question:
      'We handle the orders ourselves and only need the catalog and stock syncing. Is there a cheaper way to pay for that?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'how much off on premium?',
    previous: "Is there a discount if I don't use order routing?",
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'If I cancel halfway through a yearly plan, do I get the rest of the money back?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'say we cancel and then change our minds two weeks later, is our setup still there?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'how much is Plus a month, and can I pay it with PayPal?',
    expected: ['plan:plus#price', 'faq:plan-limits', 'faq:annual-billing'],
    wording: false,
  },

  // (13) Support, company, legal, jobs, releases and customer stories
  {
    question: "Can I reach a human on a Saturday? Our sync died and it's the weekend",
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'who actually started vendorhub, and when?',
    expected: ['page:about#team', 'company:founded', 'page:about#story'],
  },
  {
    question: 'Are you hiring any React people right now?',
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },
  {
    question: 'got any customer stories from shops that sell lighting?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: "What's new in the latest release?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'is our data kept inside the EU? we need GDPR compliance',
    expected: [
      'faq:data-hosting',
      'faq:compliance',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
    ],
  },
  {
    question: 'does this site put tracking cookies on my computer?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'this chat box - does what I type get sent off to openai or some other AI company?',
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question: 'how do I get vendorhub out of my store completely if we stop using it?',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (14) Questions the site does not answer
  {
    question: "What's Nora Lighting's minimum order to open a wholesale account with them?",
    expected: ['fallback'],
  },
  {
    question: 'do you sync invoices into quickbooks?',
    expected: ['fallback'],
  },
  {
    question: 'Any discount for nonprofits or charities?',
    expected: ['fallback'],
  },
  {
    question: 'can vendorhub print the shipping labels for orders we pack ourselves?',
    expected: ['fallback'],
  },
  {
    question: 'How much does Amazon charge per unit for multi-channel fulfillment these days?',
    expected: ['fallback'],
  },
  {
    question: 'is there an iphone app for vendorhub so I can check orders on the go?',
    expected: ['fallback'],
  },
  {
    question: 'what should the return policy on my dropshipping store say?',
    expected: ['fallback'],
  },
];
