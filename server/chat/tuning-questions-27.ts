/**
 * Twenty-seventh tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is written as store staff (an assistant, a
 * part-time helper, a new hire) working through the documented everyday tasks and asking, in
 * plain words, what to click, what a screen or status means and what to do next; a smaller part
 * covers the rest of the site.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions27: BotQuestion[] = [
  // (1) First day: account and login
  {
    question:
      'my boss signed us up this morning, when will the account actually be ready so I can get in?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
      'page:terms#2-your-account',
    ],
  },
  {
    question:
      "the confirmation email still hasn't shown up and it's been about 3 hours. what should I do",
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
    ],
  },

  // (2) Hooking up the Shopify store
  {
    question:
      "I'm just staff on our shopify store, not the owner. am I even able to connect it to vendorhub?",
    expected: [
      'doc:connect-shopify#before-you-start',
      'doc:connect-shopify#choose-a-method',
      'doc:quick-start-guide#before-you-start',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'I copied the client id and the secret out of shopify, where in vendorhub do they go?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'hit save on the store settings and got a message about a missing scope?? what do I do now',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question:
      'Honestly the developer side of shopify scares me. Could your team just do the connecting part for us?',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
      'faq:technical-skills',
    ],
  },
  {
    question: 'where do I find that request code they want me to put in the message?',
    previous: 'can your team connect our store for us instead?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'doc:connect-shopify'],
  },
  {
    question:
      'our store got hooked up last year with the old type of app. do I have to redo everything now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'while installing the app shopify popped up asking me to confirm access to customer data. should I say yes to that?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'got an email from someone saying theyre from vendorhub and need our shopify login password to finish setup. is that real?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },

  // (3) Adding a supplier and its logins
  {
    question: "how do I add our supplier in the dashboard? can't see where",
    expected: [
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:add-vendor',
      'doc:dashboard-overview#add-vendor-s',
      'doc:quick-start-guide#step-3-add-your-first-vendor',
    ],
  },
  {
    question: "the supplier we use isn't in the list when I go to add one",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'faq:custom-integration-request',
      'vendor:unknown',
    ],
  },
  {
    question: 'what are the two little icons on each row of my vendors for?',
    expected: [
      'doc:dashboard-overview#my-vendors',
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:dashboard-overview',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'The supplier sent me an FTP address plus a username and password. Where do I enter those?',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:add-vendor',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question:
      'one of our suppliers just emails us a spreadsheet each week with what they have in stock. how do I get that into the system?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'which columns does it actually need? theirs has like 30 of them',
    previous: "how do I upload our supplier's stock spreadsheet?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "a product wasn't on this week's spreadsheet from the supplier. did its stock just drop to zero?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'supplier changed their portal password and since then nothing from them is updating',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:health-check',
      'doc:add-vendor',
    ],
  },

  // (4) Getting the supplier ready in Shopify: tag, collection, location
  {
    question: "where do I find the supplier's tag that I'm meant to copy?",
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:prepare-products',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'making the collection in shopify for the new supplier. do I pick manual or automated, and what do I put as the rule?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products',
    ],
  },
  {
    question: "shopify won't let me add one more location, says we're at the max",
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
      'doc:prepare-products',
    ],
  },
  {
    question: "I made the collection in shopify but it isn't in the drop-down in vendorhub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      "what's the difference between the sync data button and the sync products button? which one am I supposed to press",
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:dashboard-overview',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question: 'there are 3 tick boxes, price, cost and qty. should I just tick them all?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:prepare-products',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'is there a list I can go through to make sure I set the new supplier up properly before I tell my manager it is done?',
    expected: [
      'doc:prepare-products#checklist',
      'doc:quick-start-guide#step-4-check-that-it-works',
      'doc:prepare-products',
    ],
  },
  {
    question:
      "the supplier's collection in shopify is empty even though the products have their tag on",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },
  {
    question:
      'There are five collections that all look the same in the dropdown. How do I know which one is the right one?',
    expected: ['doc:collection-check#check-the-mapping', 'doc:collection-check'],
  },

  // (5) Getting products into the store
  {
    question: "how do I get products from the supplier's catalog into our shop?",
    expected: [
      'doc:product-creation#ways-to-add-products',
      'doc:search-and-push#find-vendor-products',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question:
      "should I put them up live or as a draft? don't want customers seeing half finished listings",
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'I pushed a product and it told me it already exists. so nothing got made?',
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push',
    ],
  },
  {
    question:
      "my manager wants the AI to write the descriptions when I push stuff, but I don't see that option anywhere",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:search-and-push',
      'plan:premium#features',
    ],
  },
  {
    question: 'so which plan would we need for it?',
    previous: "I can't find the AI description writer when pushing products",
    expected: [
      'plan:premium#features',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:plan-features',
      'faq:ai-listing-creation',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'we want about 800 items from one supplier. do I really have to push them one at a time?',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'doc:product-creation',
    ],
  },
  {
    question:
      'we already sell a lot of this brand in the shop. how do I connect those listings without it making copies?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation',
    ],
  },
  {
    question:
      'I rewrote the description on a product after it was created. is the next sync going to wipe my changes?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question: "we're on plus, is there a cap on how many products I can add?",
    expected: [
      'plan:plus#products',
      'doc:product-creation#product-limits-by-plan',
      'doc:search-and-push#before-you-start',
      'faq:plan-limits',
      'doc:product-creation',
    ],
  },

  // (6) Tags, linking and deleting
  {
    question:
      'if I just put the tag on a product in shopify, does that hook it up to the supplier?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: "we're not selling one product over the summer. should I delete it or what?",
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question: 'and if we change our minds can I get it back later?',
    previous: 'what happens if I delete a product in shopify?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question: 'somehow a product ended up with two different suppliers tags on it',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:two-way-syncing',
    ],
  },

  // (7) Stock numbers
  {
    question: 'why does our site say 7 when the supplier has 10?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question: 'a product shows sold out on our website but the supplier says they still have 3??',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question: 'how often does the stock update on its own? I keep refreshing the page lol',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "last update time for one supplier says 5 hours ago and pressing sync products doesn't change it",
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question: 'prices are updating fine but the stock numbers for this supplier never move',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question: "the supplier's stock is overwriting the count for our own warehouse!!",
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:quantity-check',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question:
      'manager told me to set the safety number to 2 for this supplier. where is that setting?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:inventory-management',
    ],
  },
  {
    question: 'what number should we use for the stock buffer? we sell a ton around black friday',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question: "I've done all the stock checks and it's still wrong. what info should I send you?",
    expected: ['doc:quantity-check#still-different', 'doc:quantity-check'],
  },

  // (8) Prices
  {
    question: 'how do I set our markup for a supplier? boss says 50%',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'what do the enforce MAP and enforce MSRP switches actually do? normal words please',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'I changed a price myself in shopify and it went back to what it was',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'item costs us 40, markup is 50%, the minimum advertised price is 65 and MAP is switched on. what price will it end up at?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "one product came out cheaper than the supplier's minimum price even though MAP is turned on. how??",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'I just changed the markup. do I need to do anything else for the prices to change?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'for one supplier we want to set the prices ourselves. how do I stop vendorhub touching them?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'does that go for every product from them or can I do it product by product?',
    previous: 'how do I set the markup for a supplier?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },

  // (9) Orders and tracking
  {
    question:
      'a customer ordered one of the supplier items. do I have to email the supplier about it?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:order-management',
    ],
  },
  {
    question: 'where can I see whether the supplier has shipped an order?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:order-management',
    ],
  },
  {
    question: 'ok and what if one just sits there for days without moving?',
    previous: 'where can I see if the supplier shipped an order?',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question: 'what does it mean when an order says Complete?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#how-an-order-moves',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:order-management',
    ],
  },
  {
    question:
      "customers get stuck at checkout, there's no shipping option for the new supplier's products",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },
  {
    question:
      "supplier swears they shipped it but there's no tracking number on the order in shopify",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question:
      'an order has items from 2 different suppliers, does each one get sent the whole order?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management', 'release:1.7.0'],
  },
  {
    question:
      "we've hit 200 orders this month already and we're on basic. are orders going to stop going out?",
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question:
      'tracking came in really late for an order from like 3 months ago. will it still update in shopify?',
    expected: ['doc:order-management#orders-older-than-60-days', 'doc:order-management'],
  },
  {
    question: 'before our first real order comes in, how can I make sure it will actually work?',
    expected: ['doc:order-management#before-your-first-order', 'doc:order-management'],
  },

  // (10) Health status and the supplier page
  {
    question:
      "what's the health thing next to each product on the supplier page? some of ours say failing",
    expected: [
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:health-check',
    ],
  },
  {
    question: 'all of a sudden every product from every one of our suppliers is failing',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'the sku in our shop is 0123 and the supplier has it as 123. does that matter?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation#link-products-you-already-sell',
      'doc:health-check',
    ],
  },
  {
    question: 'ok I put in the new password. how do I know it worked?',
    previous:
      "every product from one supplier is failing the health check, I think it's the password",
    expected: ['doc:health-check#expired-vendor-credentials', 'doc:health-check'],
  },
  {
    question: "on the supplier page what do 'by webhook' and 'by search & push' mean?",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:dashboard-overview',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },

  // (11) Getting help as staff
  {
    question: 'who do I contact if I get stuck? is anyone around on weekends?',
    expected: [
      'faq:support-hours',
      'company:support-hours',
      'doc:quick-start-guide#get-help',
      'company:contact',
    ],
  },
  {
    question: "we're on plus, how fast do you normally get back to people?",
    previous: 'what are your support hours?',
    expected: ['company:response-times', 'faq:support-response-times', 'plan:plus#features'],
  },
  {
    question: 'is the help chat inside the app the same thing as this chat here?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },

  // (12) Plans, fees and vendors
  {
    question: "what's the setup fee if our supplier only has an FTP feed?",
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      'we only want the stock syncing, we do orders ourselves. is it cheaper on basic then?',
    expected: ['sync-only:basic', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'do you work with Kalco and does it cost anything to set up?',
    expected: ['vendor:kalco', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    question: 'can we connect Medline yet?',
    expected: ['vendor:medline'],
  },
  {
    question:
      'we keep some stock at amazon FBA. can orders from our shopify shop ship out from there?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },

  // (13) Company, jobs, releases, case studies
  {
    question: "are you hiring for support? I'd love to work there",
    expected: ['job:customer-support-specialist', 'jobs'],
  },
  {
    question: 'is the react developer job remote?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'when was vendorhub started?',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: "who's your CTO",
    expected: ['page:about#team'],
  },
  {
    question: "what's new in the latest update?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'got an example of a lighting shop that uses this?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: 'phone number for you guys?',
    expected: ['company:contact'],
  },

  // (14) Data, privacy and cookies
  {
    question: 'my manager asked where our data is stored, do you know?',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'if the owner cancels, what happens to all our setup and products?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'does this website put cookies on my computer?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'how long do you keep what I type in this chat?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },

  // (15) Half answered
  {
    question:
      'how do I set the markup for our lighting supplier, and also how do I make a discount code for the weekend sale?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
    wording: false,
  },
  {
    question:
      'where do I check if an order has shipped, and can I print the packing slip from that screen?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:order-management',
    ],
    wording: false,
  },

  // (16) Not on the site
  {
    question: 'how do I refund a customer in shopify?',
    expected: ['fallback'],
  },
  {
    question: 'is there a vendorhub app for my phone so I can check orders when I am out?',
    expected: ['fallback'],
  },
  {
    question: 'how do I add a size chart to the product pages in shopify?',
    expected: ['fallback'],
  },
  {
    question: "What's the minimum order to open a wholesale account with Williams Trading?",
    expected: ['fallback'],
  },
  {
    question: 'can vendorhub send our sales over to quickbooks?',
    expected: ['fallback'],
  },
  {
    question: 'what wholesale price does Maxim charge for their pendant lights',
    expected: ['fallback'],
  },
  {
    question: "does Honey's Place take returns on damaged items?",
    expected: ['fallback'],
  },
];
