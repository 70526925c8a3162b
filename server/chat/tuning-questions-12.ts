/**
 * Twelfth tuning batch of `npm run bench:bot`: 120 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. It was written by walking every documentation article
 * section by section and asking, in a user's own words, about the next step of a task in the
 * VendorHub dashboard or in Shopify, or about what a screen, field, status or message means.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions12: BotQuestion[] = [
  // (1) Quick Start: account, trial, the first steps
  {
    question:
      'hi! just picked a plan. what should I have on hand before I start setting things up?',
    expected: ['doc:quick-start-guide#before-you-start', 'doc:quick-start-guide'],
  },
  {
    question: 'signed up 3 hours ago and there is still no confirmation email, is something wrong?',
    expected: [
      'doc:quick-start-guide#step-1-create-your-account',
      'faq:account-confirmation',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      'im in the dashboard now, account confirmed. how do i get my shopify store hooked up?',
    expected: [
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
      'doc:connect-shopify#choose-a-method',
      'doc:quick-start-guide',
    ],
  },
  {
    question: "Store's connected! What is the order of steps to get my first supplier syncing?",
    expected: [
      'doc:quick-start-guide#step-3-add-your-first-vendor',
      'doc:quick-start-guide',
      'doc:add-vendor',
    ],
  },
  {
    question: "I think I'm done with the setup. How can I tell if it's actually working?",
    expected: ['doc:quick-start-guide#step-4-check-that-it-works', 'doc:quick-start-guide'],
  },
  {
    question: 'roughly how much of my own time will adding the first vendor take?',
    expected: [
      'doc:quick-start-guide#how-long-each-step-takes',
      'faq:setup-time',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      "I'm still on the trial and the sync seems capped. How many products can I sync before I start paying?",
    expected: [
      'doc:quick-start-guide#your-free-trial',
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question:
      'stuck halfway through setup on the Basic plan. if I email you, how fast do you answer?',
    expected: [
      'doc:quick-start-guide#get-help',
      'faq:support-response-times',
      'company:response-times',
    ],
  },

  // (2) Connecting the Shopify store
  {
    question:
      "hey, trying to make the app in shopify admin under develop apps but there's no create button anymore??",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "I'm not technical at all. Should I create the Shopify app myself or let your team do it?",
    expected: [
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'faq:setup-help',
    ],
  },
  {
    question: "I'm a staff user on the store, not the owner. Can I still do the connection?",
    expected: [
      'doc:connect-shopify#before-you-start',
      'doc:quick-start-guide#before-you-start',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'in the dev dashboard where do i pick the scopes for the vendorhub app?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'done. how does it get onto my store now?',
    previous: 'ok I created the VendorHub app in the dev dashboard and selected all the scopes',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'which box in store settings does the client secret go in? I see API key, API secret key and admin api access token',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'saved, and it shows the store as connected. what now?',
    previous: 'which field in store settings does the client secret go in?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify#sync-data-after-store-changes',
    ],
  },
  {
    question:
      'shopify pops up asking me to confirm access to protected customer data for the app. is it ok to say yes?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'how do I ask your team to set up the store connection for me?',
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'is read_files really required or can I leave it unticked?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'we connected back in 2024 with the old custom app from the shopify admin. do we have to move to the dev dashboard now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'and if I reinstall that old app, where does the new token go?',
    previous: 'we still use the old admin-created app from 2024, is that ok?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'just rotated our client secret because a former employee had it. anything to change on the vendorhub side?',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:health-check#changed-store-permissions',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question: 'added a new locaton in shopify this morning and vendorhub doesnt list it yet',
    expected: [
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'How do I connect our second Shopify store, and can VendorHub copy my theme over to it?',
    expected: ['doc:connect-shopify#before-you-start', 'doc:connect-shopify'],
    wording: false,
  },

  // (3) Adding a vendor
  {
    question: 'before I add my first supplier, is there anything I need to have done already?',
    expected: ['doc:add-vendor#before-you-start', 'doc:add-vendor'],
  },
  {
    question:
      'my supplier has no API, they just give me a login to their B2B website. can that work?',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors', 'doc:add-vendor'],
  },
  {
    question: 'where exactly do I paste the API keys my distributor emailed me?',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:quick-start-guide#step-3-add-your-first-vendor',
      'doc:add-vendor',
    ],
  },
  {
    question: "I'm on Plus and the add vendor screen won't let me add a seventh one",
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:plus#vendors',
      'doc:dashboard-overview#add-vendor-s',
      'faq:plan-limits',
    ],
  },
  {
    question: 'where do I choose a vendor to add? I cant see how to start',
    expected: [
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'my vendor just emails me an excel sheet every week with stock. which columns does the file need?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "a product isn't in this week's file from the vendor anymore. did vendorhub set it to zero?",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      "Could you collect the vendor's file from their FTP server automatically instead of me uploading it by hand?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#setup-fees-and-timing',
      'fee:csv-xml-ftp',
    ],
  },
  {
    question: 'where do I set my markup and the safety stock for a vendor?',
    expected: [
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:pricing-rules#set-your-price-rules',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question: 'if I change those later, do my products update straight away?',
    previous: 'where do I set my markup and the safety stock for a vendor?',
    expected: [
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules#set-your-price-rules',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question:
      'hi, vendor added and credentials saved. what am I supposed to do on the vendor page next?',
    expected: [
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:prepare-products',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'our vendor needs a custom API integration built. how long does your team need and what does it cost?',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'fee:custom-api',
      'faq:pricing-setup-fees',
      'faq:setup-fees',
    ],
  },
  {
    question:
      "my distributor isn't in the add vendors list and it's not on your integrations page either",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
    ],
  },

  // (4) Preparing products: tag, Smart Collection, Location, mapping
  {
    question:
      'Before I do the collection and location part in Shopify, what should already be in place?',
    expected: ['doc:prepare-products#before-you-start', 'doc:prepare-products'],
  },
  {
    question: 'where do i get the vendor tag from?? cant find it in vendr settings',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'got it copied. how do I make the collection with it in shopify?',
    previous: 'where is the vendor tag?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products',
    ],
  },
  {
    question:
      'do I really need a separate location for every vendor? we already use 12 locations for our own shops',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question: 'created the location. do I need to touch the shipping settings too?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management#before-your-first-order',
    ],
  },
  {
    question: 'made the collection and the location in shopify, whats next on the vendorhub side',
    expected: [
      'doc:prepare-products#step-4-run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      'on the vendor page there is a dropdown with collections and one with locations. what am I meant to pick?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:collection-check#check-the-mapping',
    ],
  },
  {
    question: 'Everything is mapped. How do I kick off the first sync?',
    expected: [
      'doc:prepare-products#step-6-sync-the-products',
      'doc:quick-start-guide#step-3-add-your-first-vendor',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'is there a quick checklist to make sure I prepared my vendor right?',
    expected: ['doc:prepare-products#checklist', 'doc:prepare-products'],
  },

  // (5) Creating and linking products
  {
    question: 'what has to be set up before I create listings from a vendor catalog?',
    expected: [
      'doc:product-creation#before-you-start',
      'doc:search-and-push#before-you-start',
      'doc:product-creation',
    ],
  },
  {
    question: "what are the different ways to get a vendor's products into my shop?",
    expected: ['doc:product-creation#ways-to-add-products', 'doc:product-creation'],
  },
  {
    question: 'when vendorhub creates a product for me, what ends up in the listing?',
    expected: [
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'I only want to add like 5 products from this vendor, not the whole catalog. how?',
    expected: [
      'doc:product-creation#create-products-one-at-a-time',
      'doc:search-and-push#find-vendor-products',
      'doc:search-and-push',
    ],
  },
  {
    question:
      "Hello, we're on Plus. How do I get about 3,000 products from one vendor listed in one go?",
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'doc:product-creation',
    ],
  },
  {
    question:
      "I already sell about 400 of this brand's products. how do I connect them to the vendor without making new listings?",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: "our skus have an 'XY-' prefix we added ourselves, is that a problem?",
    previous: 'how do I link the products I already sell from this vendor?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'oops, I think I pushed the same item twice. do I have two listings now?',
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
      'faq:existing-products',
    ],
  },
  {
    question: 'how many products can I sync on premium?',
    expected: [
      'doc:product-creation#product-limits-by-plan',
      'plan:premium#products',
      'faq:plan-limits',
    ],
  },
  {
    question: 'and while I am still in the trial?',
    previous: 'how many products can I sync on premium?',
    expected: [
      'doc:product-creation#product-limits-by-plan',
      'doc:quick-start-guide#your-free-trial',
      'faq:free-trial',
      'faq:pricing-free-trial',
    ],
  },
  {
    question:
      'we run our own PIM. can it create the products through your API, and what do we have to send?',
    expected: ['doc:product-creation#create-products-through-the-api', 'doc:product-creation'],
  },

  // (6) Finding your way around the dashboard
  {
    question: 'what is the store settings page actually for?',
    expected: ['doc:dashboard-overview#store-settings', 'doc:dashboard-overview'],
  },
  {
    question: 'what are the 2 little icons on each row of my vendors?',
    expected: [
      'doc:dashboard-overview#my-vendors',
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:dashboard-overview',
    ],
  },
  {
    question: 'what do I set in vendor settings, as opposed to the vendor page itself?',
    expected: [
      'doc:dashboard-overview#vendor-settings',
      'doc:dashboard-overview',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: "in the sync statistics box, what does 'By webhook' mean?",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      'why does the add vendor(s) list only show some of the vendors I saw on your website?',
    expected: [
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:supported-vendors',
    ],
  },

  // (7) Search & Push
  {
    question: 'want to try search & push for the first time, anything I should set first?',
    expected: ['doc:search-and-push#before-you-start', 'doc:search-and-push'],
  },
  {
    question: "where is search and push?? can't find it anywhere",
    expected: [
      'doc:search-and-push#find-vendor-products',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:product-creation#create-products-one-at-a-time',
    ],
  },
  {
    question: 'pushed a few products as draft. where do I see them in shopify?',
    expected: ['doc:search-and-push#push-products-to-your-store', 'doc:search-and-push'],
  },
  {
    question: 'will they keep syncing while they are still drafts?',
    previous: 'pushed a few products as draft, where are they in shopify?',
    expected: ['doc:search-and-push#push-products-to-your-store'],
  },
  {
    question: 'what does vendorhub actually do once I hit push?',
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question:
      "I'm on Plus and I don't see the staging area where you edit products before pushing them",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'plan:premium#features',
      'faq:plan-features',
    ],
  },
  {
    question: 'any tips before I push my first batch from a new vendor?',
    expected: ['doc:search-and-push#tips', 'doc:search-and-push'],
  },
  {
    question: 'what goes from my store back to vendorhub, and what comes in from the vendor?',
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:two-way-syncing',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question: 'how do I link a product I made myself in shopify to one of my vendors?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question: 'can I do that for 200 products at once?',
    previous: 'how do I link an existing shopify product to a vendor with the tag?',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question:
      'I want to stop selling a few items over the winter. should I just delete them in shopify?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'if I rewrite a product title in shopify, will vendorhub overwrite it at the next sync?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question: 'does vendorhub change the stock at our own warehouse location as well?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question: 'the last sync time on the vendor page says 3 hours ago. what should I do about it?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },
  {
    question: 'what quantitiy delta makes sense for a product that sells realy fast?',
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    question: 'is there a one-look summary of which inventory setting lives where?',
    expected: ['doc:inventory-management#inventory-rules-at-a-glance', 'doc:inventory-management'],
  },
  {
    question: "my shopify stock doesn't line up with the vendor's. where do I even start?",
    expected: [
      'doc:inventory-management#when-the-numbers-do-not-match',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'Where do I set the quantity delta, and can VendorHub text me when a product sells out?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
    wording: false,
  },

  // (10) Orders
  {
    question:
      'a customer ordered items from two different vendors in one order. how is that handled?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:order-management',
    ],
  },
  {
    question: 'about to go live. what should I double check before the first real order comes in?',
    expected: ['doc:order-management#before-your-first-order', 'doc:order-management'],
  },
  {
    question: 'where can I see the orders that went to one specific vendor, with their tracking?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: "vendor says they shipped yesterday but there's no tracking number in shopify",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      'customers say there is no shipping option at checkout for the lamps from our new vendor',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'ok I added the location to General shipping rates. anything else?',
    previous: 'customers see no shipping options at checkout for one vendor',
    expected: ['doc:order-management#no-shipping-options-at-checkout'],
  },
  {
    question: 'we passed 200 orders this month on basic. are orders going to stop going out?',
    expected: [
      'doc:order-management#order-limits-by-plan',
      'faq:order-limit',
      'faq:pricing-order-limit',
    ],
  },
  {
    question:
      'the vendor just sent a tracking number for a backordered item from 3 months ago. will it still reach the shopify order?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question:
      'one order still has no tracking in Shopify though the vendor shipped it. Also, can you refund the customer automatically if the vendor cancels?',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
    wording: false,
  },

  // (11) Health check
  {
    question: 'where do I see whether a product is healthy or not?',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'products from ALL my vendors started failing the health check at the same time today',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question:
      'health check fails on just 2 products with a sku mismatch, but the sku looks the same to me',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'how do I find duplicate skus in a catalog of 8000 products?',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question:
      'a product is failing and I think someone typed the vendor tag wrong on it. how do I fix that?',
    expected: [
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:prepare-products#step-1-copy-the-vendor-tag',
    ],
  },
  {
    question:
      'the distributor reset our portal password last week and now everything from them fails the health check',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question: 'ok, where do I put the new password?',
    previous:
      'all products of one vendor fail their health check since they reset our portal login',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question:
      "I've checked the sku, the tag, the vendor credentials and the permissions, and the product still fails",
    expected: ['doc:health-check#still-failing'],
  },

  // (12) Collection check
  {
    question:
      "the vendor's collection in shopify is empty even though the products have the tag on them",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },
  {
    question:
      "some products are missing from the vendor's collection and they also fail the health check. is that a collection problem?",
    expected: ['doc:collection-check#symptoms', 'doc:health-check#wrong-or-missing-vendor-tag'],
  },
  {
    question: "renamed the collection in shopify and now vendor store settings doesn't show it",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
    ],
  },
  {
    question: 'ran sync data but the new location still isnt in the list',
    expected: ['doc:collection-check#run-sync-data'],
  },
  {
    question: "I think I picked another vendor's location by mistake when I did the mapping",
    expected: [
      'doc:collection-check#check-the-mapping',
      'doc:quantity-check#check-4-location-mapping',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // (13) Quantity check
  {
    question: 'what are the usual reasons my quantity is different from the vendors?',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#when-the-numbers-do-not-match',
      'doc:quantity-check',
    ],
  },
  {
    question: 'shopify shows 0 but the vendor still has 3 in stock',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question:
      "my store says 12 but the vendor's site shows 9 now. they changed it about 20 minutes ago",
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question: 'prices and cost update fine, but the quantity never moves',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question:
      'the shopify product list shows 57 but the vendor only has 30 and my delta is 0. how?',
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question:
      'went through all four quantity checks and its still off. what info do you need from me?',
    expected: ['doc:quantity-check#still-different'],
  },

  // (14) Pricing rules
  {
    question: 'before I set up pricing for a vendor, what should I have sorted out?',
    expected: ['doc:pricing-rules#before-you-start', 'doc:pricing-rules'],
  },
  {
    question: "what's the difference between the enforce MAP and enforce MSRP switches?",
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'where do i type in the markup %?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question:
      'cost is 40, markup 50%, MAP is 65 and both enforce switches are on. what price will shopify show?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question: 'and if that product has no MAP at all?',
    previous: 'cost 40, markup 50%, MAP 65, enforce MAP and MSRP on. what will the price be?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price'],
  },
  {
    question:
      'the vendor data has MAP 110 and MSRP 100, so my price comes out at 100, which breaks their MAP policy',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: "what does ticking Cost do? I don't want my shopify profit reports messed up",
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // (15) Things the documentation never mentions
  {
    question: 'can vendorhub print packing slips or shipping labels for the vendor orders?',
    expected: ['fallback'],
  },
  {
    question: 'how do I get an email alert when a vendor product drops below 5 units?',
    expected: ['fallback'],
  },
  {
    question: 'when I push products, can the AI write the descriptions in French as well?',
    expected: ['fallback'],
  },
  {
    question: 'is there a dark mode for the dashboard?',
    expected: ['fallback'],
  },
  {
    question:
      'how do I process a customer return in vendorhub so the item goes back to the vendor?',
    expected: ['fallback'],
  },
  {
    question: 'can I schedule pushed products to go live next Monday at 9am?',
    expected: ['fallback'],
  },
];
