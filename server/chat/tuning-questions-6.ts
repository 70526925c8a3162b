/**
 * Sixth tuning batch of `npm run bench:bot`: 120 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Tuning material: the bot learns their wordings. Scored
 * before the bot learned them: 89 of 120 (74.2%).
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions6: BotQuestion[] = [
  // Long situational questions (35)
  {
    question:
      "We're a small home décor shop and I signed up for the Basic plan on Friday evening. It's Saturday now and there is still no confirmation email, and I wanted to do the setup this weekend. Is something broken on my account, or when will it come?",
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question:
      "I'm trying to plan my afternoon. I have the Shopify owner login and my distributor's FTP details ready. Roughly how much of my own time does it take to get the account, the store connection and the first vendor running?",
    expected: [
      'doc:quick-start-guide#how-long-each-step-takes',
      'faq:setup-time',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      "I'm following an older video that says go to Develop apps > Create an app in the Shopify admin and copy the Admin API access token. That button simply isn't there for me anymore. What am I supposed to do instead?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question:
      'I made the VendorHub app in the Dev Dashboard and installed it, but saving the credentials in Store Settings says a scope is missing. I then ticked the scope in the app afterwards and it still says exactly the same thing. What step am I missing?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question:
      'Our IT contractor thinks the client secret of our Shopify app may have ended up in a public code repository. We connected VendorHub through a Dev Dashboard app last spring. What do we need to do so that nobody can misuse it and the sync keeps working?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question:
      'One of my furniture suppliers has no API and no FTP, they just email me an Excel sheet every Monday with stock and cost. Can VendorHub work with that, and does the file need some special layout?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      'We are on Basic and already run two vendors, Maxim and Kalco. Now a third distributor wants to start working with us next month. Can I just add it, or what do I have to do first?',
    expected: ['doc:add-vendor#vendor-limits-by-plan', 'plan:basic#vendors', 'faq:change-plan'],
  },
  {
    question:
      'My supplier only has a B2B web portal where I log in with username and password to see the stock, there is no API at all. When I add this supplier, which credentials do I put where?',
    expected: [
      'doc:add-vendor#vendor-types',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question:
      "I'm setting up Oxygen Lighting as my very first vendor. The guide talks about a vendor tag, a Smart Collection and a Location in Shopify, and honestly I don't get why I need all three or in which order to make them. Can you walk me through it?",
    expected: ['doc:prepare-products'],
  },
  {
    question:
      'We have two warehouses of our own and plan to add fourteen dropship vendors, each with its own Location as your guide says. My colleague warns that Shopify will stop us at some point. Is there a limit we should plan around?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      'For my Cyan Design pieces I like to set the prices myself in Shopify because I do bundles and promotions. Every morning my prices have changed back to something else. How do I stop VendorHub from overwriting them but still keep the stock syncing?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question:
      "We run a pet supplies shop on the Basic plan. One distributor has about 600 products we'd like to list with proper descriptions instead of the supplier's shouty all-caps text, and doing them one by one would take weeks. What are our options on Basic?",
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'plan:basic#features',
    ],
  },
  {
    question:
      "Before we joined we already had around 900 Quorum ceiling fans in the store, created by hand over the years. I really don't want two copies of everything. How do we get VendorHub to pick up the ones that already exist?",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      "Years ago we put a prefix 'FF-' in front of all our SKUs in Shopify, and the vendor's SKUs don't have it. We were counting on the free bulk linking. Will that work as it is?",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },
  {
    question:
      "I'm the new operations person and my boss just handed me the VendorHub login. I see Store Settings, My Vendors, something called Vendor Settings and a page behind an eye icon, and I'm a bit lost. What is each of these areas for?",
    expected: ['doc:dashboard-overview'],
  },
  {
    question:
      'On the vendor page the last sync time for quantity is from yesterday afternoon, so more than a day old. I clicked Sync Products twice and the timestamp does not move. What should I look at?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:health-check#expired-vendor-credentials',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'I want to try about 20 new Crystorama pendants before committing to the whole range. I need to check the photos and the wording before any customer can see them. How do I add them to the store without them going live straight away?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#tips',
    ],
  },
  {
    question:
      "We're on Plus and the sales guy told us there is AI that rewrites the titles. When I open Search & Push I see no AI button and no staging area at all. Did I miss a setting somewhere?",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'plan:plus#features',
    ],
  },
  {
    question:
      "I pushed a product from Search & Push and instead of creating it, it reported that the product already exists. I do sell that item already, but it isn't linked to the vendor. How do I connect the two?",
    expected: [
      'doc:search-and-push#what-happens-after-a-push',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation#duplicate-skus-are-never-created',
    ],
  },
  {
    question:
      'Last season we deleted a few discontinued Maxim sconces from Shopify. Now the vendor has them back in stock and we want to sell them again. Are they gone from VendorHub for good or can we bring them back?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question:
      "Our copywriter spent two weeks rewriting descriptions and swapping images on our lighting products in Shopify. I'm nervous that the next sync will put the vendor's original text back. Does it?",
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },
  {
    question:
      'We carry both Kalco and Allegri, and someone on my team copy-pasted tags so now a few products have both vendor tags on them. Which vendor will those products take their stock and prices from, and how do I clean it up?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },
  {
    question:
      "We sell Honey's Place items and on Black Friday we oversold several products, because their stock went down faster than the sync. Which setting prevents that next time, and what number makes sense?",
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    question:
      'Our own warehouse stock is also kept in Shopify, at our main location. If I connect a vendor now, will VendorHub touch the quantities at our own warehouse or only the vendor stuff?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question:
      'A customer put one Nora Lighting trim and one Entrenue product in the same cart and paid. How does that order reach both vendors, does one of them get the whole order?',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question:
      'The vendor confirmed by email three days ago that order 1043 has shipped, but in Shopify it is still unfulfilled and there is no tracking number. Where do I check what happened and who should I contact?',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      'We had a backorder from almost three months ago, the tracking number finally arrived but VendorHub could not update the order. We created the Shopify app credentials ourselves. Could those be related?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question:
      "This morning every single Williams Trading product shows a failed health check, but all our other vendors look fine. As far as I know nothing changed on our side. What's the likely reason?",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question:
      "Yesterday a staff member 'cleaned up' our Shopify by uninstalling and reinstalling some apps. Since then products from all of our vendors fail the health check. How do I repair this?",
    expected: ['doc:health-check#changed-store-permissions'],
  },
  {
    question:
      'I created a Smart Collection for Kuzco in Shopify an hour ago, but it just does not appear in the dropdown of Vendor Store Settings. I refreshed the page many times already. What am I doing wrong?',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question:
      "My Allegri collection only has 40 products, while the vendor page lists 212 integrated products. The collection condition is set to 'product tag contains allegri'. Is that the problem?",
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    question:
      "The vendor's portal shows 5 units of a chandelier, but my store shows 0, and I'm fairly sure we didn't sell any today. Is this a bug in the sync?",
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question:
      "In the Shopify product list the inventory for some lamps looks far too high, like it's our own stock plus the vendor's added together. Which number am I actually supposed to compare with the vendor?",
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question:
      'Our cost from Kuzco is $120 and we use a 40% markup, but some items end up at a different price than my calculator says. Enforce MAP is on for this vendor. Can you explain how the final price is worked out?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question:
      "We received a warning letter from a brand because one product was advertised below MAP, even though Enforce MAP and Enforce MSRP are both on. In the vendor's file that product has MAP 110 and MSRP 100. How could this happen?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },

  // Short questions (25)
  {
    question: 'what does sync data do',
    expected: [
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:dashboard-overview#store-settings',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question: 'inventry sync how often',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question: 'map vs msrp difference',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },
  {
    question: 'no shipping rates at checkout',
    expected: ['doc:order-management#no-shipping-options-at-checkout'],
  },
  {
    question: 'duplicate skus',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
    ],
  },
  {
    question: 'deleted product in shopify??',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question: 'push as draft',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question: 'smart collection condition',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  { question: 'u need my store password?', expected: ['faq:store-password'] },
  { question: 'soc2 gdpr?', expected: ['faq:compliance', 'company:hosting'] },
  {
    question: 'where r u hosted',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  { question: 'support hrs', expected: ['faq:support-hours', 'company:support-hours'] },
  { question: 'ur phone number', expected: ['company:contact'] },
  { question: 'founded when', expected: ['company:founded', 'page:about#story'] },
  {
    question: 'csv upload template',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: 'eye icon in my vendors',
    expected: [
      'doc:dashboard-overview#my-vendors',
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'sync stats by webhook meaning',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'qty not updating',
    expected: ['doc:quantity-check', 'doc:inventory-management#when-the-numbers-do-not-match'],
  },
  {
    question: 'why read_all_orders scope',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'where client id and secret',
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question: 'old admin api token still ok',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question: 'bulk linking price',
    expected: ['doc:product-creation#link-products-you-already-sell', 'faq:existing-products'],
  },
  {
    question: 'confirmation email never came',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  { question: 'remove vendorhub from shopify', expected: ['faq:revoke-access'] },
  {
    question: 'any cookies on this site',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#1-cookies-and-local-storage',
    ],
  },

  // Plans, prices, limits, fees, trial, billing, cancelling, refunds, support (20)
  {
    question: 'How much is Plus per month if I pay for the whole year up front?',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'What would Premium cost me in total for one year on annual billing?',
    expected: ['faq:pricing-annual-billing', 'plan:premium#price', 'faq:annual-billing'],
  },
  {
    question: 'How many Shopify shops can I hook up on the cheapest plan?',
    expected: ['plan:basic#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'What is the monthly order cap on Premium?',
    expected: [
      'plan:premium#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: 'Plus plan - how many products can I have synced?',
    expected: [
      'plan:plus#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: 'Could you list how many vendors each of the plans allows?',
    expected: ['plan:all#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'Give me the monthly price of every plan side by side please',
    expected: ['plan:all#price', 'faq:plan-limits', 'faq:pricing-annual-billing'],
  },
  {
    question: 'What does the Enterprise plan cost? There is no number on the page.',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'Must I enter a credit card to begin the trial, or can I try without one?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'How many products am I allowed to sync while on the 14 day trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'We are a Canadian company. Are your prices in CAD or USD, and is GST included?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'If I downgrade from Premium to Plus in the middle of the month, when does the change actually apply?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'I paid annually but we are closing the shop after four months. Will I get the rest of the money back?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'How do I cancel the subscription and until when does it keep running?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'Do you bill extra when we go past the orders included in our plan?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'page:terms#6-plan-limits',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'What is the one-time fee for a vendor that drops its files on an FTP server?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question: 'Is there any charge to connect a vendor that is already in your catalogue?',
    expected: ['fee:pre-built', 'faq:setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question:
      'We only want the product and stock sync, our orders we handle ourselves. Is it cheaper then?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'On the Plus plan, how fast does your support team answer a ticket?',
    expected: ['company:response-times', 'faq:support-response-times', 'plan:plus#features'],
  },
  {
    question: 'Which plan do I need to create products from our PIM system through your API?',
    expected: [
      'plan:premium#features',
      'doc:product-creation#create-products-through-the-api',
      'faq:plan-features',
    ],
  },

  // Follow-ups (12)
  {
    question: 'and on premium?',
    previous: 'how many vendors can I connect on basic',
    expected: ['plan:premium#vendors', 'doc:add-vendor#vendor-limits-by-plan'],
  },
  {
    question: 'how long does that take?',
    previous: 'what is the setup fee for a custom API integration',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
    ],
  },
  {
    question: 'where do I set it?',
    previous: 'what is quantity delta',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question: 'how do they send their data, api or ftp?',
    previous: 'tell me about Kuzco Lighting',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'and if I pay yearly?',
    previous: 'how much is the Plus plan a month',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'what do I need to send you for that?',
    previous: 'can your team connect my Shopify store for me with collaborator access',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'faq:setup-help'],
  },
  {
    question: 'and with premium?',
    previous: "what's the support reply time on basic",
    expected: ['company:response-times', 'faq:support-response-times', 'plan:premium#features'],
  },
  {
    question: 'what happens when it runs out?',
    previous: 'is there a free trial',
    expected: [
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'faq:free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    question: "and what if it's higher than the msrp?",
    previous: 'how does enforce MAP work',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'which ones do I have to tick?',
    previous: 'I am creating the custom app in the Shopify dev dashboard now',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question: 'can it be deleted sooner?',
    previous: 'what happens to my data if I cancel',
    expected: ['faq:data-after-cancellation', 'page:privacy#9-your-rights'],
  },
  {
    question: 'which plan do I need for it?',
    previous: 'tell me about the Amazon MCF integration',
    expected: ['vendor:amazon'],
  },

  // Vendors (12)
  {
    question: "Can I use Honey's Place if I'm only on the Basic plan?",
    expected: ['vendor:honey'],
  },
  {
    question: 'Any suppliers for crystal chandeliers in your catalogue?',
    expected: ['vendor:crystorama', 'vendor:allegri'],
  },
  {
    question: 'We sell adult toys online. Which distributors can you connect for us?',
    expected: ['vendor:entrenue', 'vendor:williams', 'vendor:honey', 'vendor:holiday'],
  },
  { question: 'Is James+James live yet or still in testing?', expected: ['vendor:james-james'] },
  {
    question: 'We are a medical supply webshop. Is there anything for distributors like ours?',
    expected: ['vendor:medline', 'vendor:mckesson'],
  },
  { question: 'wheelpros integration status?', expected: ['vendor:wheelpros'] },
  {
    question: 'Our stock sits in Amazon FBA. Can Shopify orders be shipped out of that inventory?',
    expected: ['vendor:amazon'],
  },
  {
    question:
      'My wholesaler runs its own Shopify store. Could I pull its catalogue into mine and send it the orders?',
    expected: ['vendor:shopify'],
  },
  { question: 'looking for a ceiling fan manufacturer integration', expected: ['vendor:quorum'] },
  {
    question: 'Do you have an integration for Visual Comfort? We sell a lot of their lamps.',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'Is Keystone Automotive one of your vendors?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'our pet food comes from Phillips Pet, can u connect them',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },

  // Jobs, releases, case studies, company, privacy (8)
  {
    question: 'Are you hiring Go developers at the moment?',
    expected: ['job:golang-junior-backend-developer', 'jobs'],
  },
  {
    question: 'For the customer support job, is it remote and which hours would I work?',
    expected: ['job:customer-support-specialist'],
  },
  { question: "What's new in the most recent VendorHub release?", expected: ['release:2.1.0'] },
  { question: 'In which version did the REST API first come out?', expected: ['release:2.0.0'] },
  { question: 'Do you have a customer story from a pet store?', expected: ['case-study:evertail'] },
  {
    question: 'Who are the founders of VendorHub?',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: 'How long do you keep what I type into this chat window?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question:
      'I am based in Germany and would like a copy of all personal data you hold about me. How do I ask for that?',
    expected: ['page:privacy#9-your-rights'],
  },

  // Out of scope (8)
  {
    question:
      'A customer wants to send back a lamp. Does VendorHub create the return authorisation with the vendor for me?',
    expected: ['fallback'],
  },
  {
    question: 'Can VendorHub translate our product descriptions into German and French?',
    expected: ['fallback'],
  },
  {
    question: 'Is there a VendorHub app for iPhone so I can check orders on the go?',
    expected: ['fallback'],
  },
  { question: 'Can I get alerts about failed syncs in our Slack channel?', expected: ['fallback'] },
  {
    question: 'Do you pay a commission if I refer other merchants to you?',
    expected: ['fallback'],
  },
  { question: 'Does VendorHub push our vendor invoices into QuickBooks?', expected: ['fallback'] },
  {
    question: 'Which Shopify theme would you recommend for a lighting store?',
    expected: ['fallback'],
  },
  {
    question: 'Can I turn on two-factor authentication for my VendorHub login?',
    expected: ['fallback'],
  },
];
