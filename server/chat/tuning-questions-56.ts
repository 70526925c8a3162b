/**
 * Fifty-sixth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch reads like a day of real chat-widget traffic:
 * greetings with a question attached, emojis, typos, run-on sentences, pasted error messages and
 * screen labels, visitors unsure what to ask, and about ten follow-ups, across the whole site.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions56: BotQuestion[] = [
  // (1) Hellos, and visitors not sure what to ask
  {
    question: 'hi 👋 sorry not sure what to even ask... what does vendorhub actually do?',
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work'],
  },
  {
    question:
      'um hello. my boss told me to "look into vendorhub" and report back. what should i know',
    expected: ['faq:what-is-vendorhub', 'faq:who-is-vendorhub-for', 'faq:how-does-vendorhub-work'],
  },
  {
    question:
      'hello! is this more for dropshippers or for bigger retailers with their own warehouse?',
    expected: ['faq:who-is-vendorhub-for'],
  },
  {
    question: 'hey there do u guys work with woocommerce or bigcommerce or is it just shopify??',
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      "Hi, I run a small lighting shop and I'm drowning in spreadsheets from my suppliers every morning, where do I even start with you guys",
    expected: ['doc:quick-start-guide', 'faq:documentation', 'faq:how-does-vendorhub-work'],
  },
  {
    question: 'is this a real person or a bot lol',
    expected: ['faq:ai-assistant'],
  },
  {
    question: 'yo do i need to be a developer to set this up? i can barely use excel 😅',
    expected: ['faq:technical-skills'],
  },
  {
    question: 'Good afternoon. Can I book a demo call with someone?',
    expected: ['page:cookies#4-the-meeting-scheduler-on-the-contact-page', 'company:contact'],
  },

  // (2) Plans and prices
  {
    question: 'how much is premium per month',
    expected: ['plan:premium#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    question: 'how many vendors can i hook up on the plus plan',
    expected: [
      'plan:plus#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question: 'We run 3 Shopify stores (US, CA and UK). Which plan lets us connect all three?',
    expected: [
      'plan:all#stores',
      'plan:premium#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
    ],
  },
  {
    question: 'Enterprise pricing? we do roughly 5k orders a month across a bunch of suppliers',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price', 'plan:enterprise#orders'],
  },
  {
    question: 'Does the Basic plan come with API access or is that extra',
    expected: [
      'faq:plan-features',
      'plan:basic#features',
      'doc:api-reference#token',
      'page:terms#6-plan-limits',
    ],
  },

  // (3) Trial, billing and plan changes
  {
    question: 'free trial??',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question:
      'do u need my credit card for the trial? i really dont want to get charged by accident',
    expected: [
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'how many products can I actually try it with during the trial period',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'are prices in USD or CAD? and is tax included',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Can I downgrade in the middle of the month and get the difference back?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'we blew past 200 orders this month 😬 are we about to get hit with an overage bill',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },

  // (4) Setup fees and product sync only
  {
    question:
      'is there a setup fee for a vendor that just emails us an excel price list every week? they have no api or anything',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    question: 'custom api integration cost?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      'we ship everything ourselves, only need the stock + price sync part. any discount on Plus for that?',
    expected: ['sync-only:plus', 'faq:pricing-product-sync-only', 'faq:product-sync-only'],
  },

  // (5) Connecting the Shopify store
  {
    question:
      "Shopify won't let me create an app under Develop apps anymore?? how am I supposed to connect you",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question:
      'In Store Settings I see "API key", "API secret key" and "Admin API access token". which one do i paste what into',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'do you guys need our shopify login password to connect?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question:
      'can you just do the store connection for me? not comfortable messing around in shopify settings',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'what is read_all_orders for? our IT guy wants to know why you need it',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management#orders-older-than-60-days',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'we connected back in 2025 with the old admin api token. do we have to redo the whole thing now with the new shopify changes',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "Made a new collection in shopify 20 min ago but it's not in the dropdown in Vendor Store Settings",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    question: 'I think our client secret leaked in a screenshot 😱 what do i do',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify',
    ],
  },

  // (6) Vendors in the catalogue
  {
    question: 'do you support Kuzco?',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'is medline live yet? we sell medical supplies',
    expected: ['vendor:medline'],
  },
  {
    question: 'can I use my Amazon FBA inventory to fulfill shopify orders through you',
    expected: ['vendor:amazon'],
  },
  {
    question:
      'my supplier runs their own shopify store, can i pull their products into mine with this?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'How does the Nora Lighting integration get its data, api or ftp?',
    expected: ['vendor:nora'],
  },
  {
    question: "Is Honey's Place available on the basic plan",
    expected: ['vendor:honey', 'faq:supported-vendors'],
  },
  {
    question:
      'our vendor isnt on your list, its a small pottery studio that sends us csv files. can you add them',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:supported-vendors',
    ],
  },

  // (7) Setting up vendors and products in the dashboard
  {
    question: 'where do I find the vendor tag',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products',
    ],
  },
  {
    question: "smart collection condition, should it be 'contains' or 'is equal to'?",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check',
      'doc:prepare-products',
    ],
  },
  {
    question:
      'do I really need a separate location for every single vendor? our shopify plan only allows a few locations',
    expected: ['doc:prepare-products#step-3-create-the-location', 'doc:prepare-products'],
  },
  {
    question:
      'whats the difference between Vendor Settings and Vendor Store Settings, the names are confusing lol',
    expected: [
      'doc:dashboard-overview',
      'doc:dashboard-overview#vendor-settings',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'I already sell like 400 products from this vendor in my store. if I push their catalog will it create dupes?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'can i push products as drafts first so I can check the photos before they go live',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'Pre-Push Editing - is that on Plus?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
      'doc:search-and-push',
    ],
  },
  {
    question: 'if i delete a product in shopify what happens on your end',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'i changed a price by hand in shopify and an hour later it went back to the old one 🙃 why',
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
      'how do I get the AI to write descriptions for ~2000 products at once, not one by one',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'doc:product-creation',
    ],
  },

  // (8) Pasted errors and screen labels
  {
    question: 'health check failed on basically every product from one vendor since yesterday',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question:
      'Products of ALL our vendors are failing the health check now. We reinstalled the app this morning if that matters',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check',
    ],
  },
  {
    question:
      'customers cant check out, it says "no shipping options available" but only for products from our new supplier',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },
  {
    question: 'getting {"error": "plan_required"} back from the api, we are on plus',
    expected: ['doc:api-reference#errors', 'doc:api-reference#token', 'faq:plan-features'],
  },
  {
    question: '429 rate_limited when i PATCH prices in a loop. how many requests am i allowed',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'health check says "SKU mismatch" but the skus look exactly the same to me??',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
      'doc:product-creation#link-products-you-already-sell',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      'Last sync timestamp for quantity says 5 hours ago and clicking Sync Products does nothing',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:health-check#expired-vendor-credentials',
      'doc:inventory-management',
      'doc:quantity-check',
    ],
  },
  {
    question: 'signed up 3 hrs ago and still no confirmation email, is something broken',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },

  // (9) Inventory and Quantity Delta
  {
    question: 'how often does the stock update',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'vendor shows 10 in stock but my store says 7?? where did 3 go',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question: 'what should I set the quantity delta to for fast sellers over black friday',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question: 'Quantity never changes for this vendor but the prices update just fine',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },

  // (10) Price rules, MAP and MSRP
  {
    question: 'cost is $40, markup 50%, MAP is 65. what price ends up in my store?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question: 'whats MAP vs MSRP, i keep mixing them up',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question: "vendor's MAP is higher than their MSRP on a few items, which one wins?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },

  // (11) Orders and tracking
  {
    question: 'how does the tracking number get back to my customer',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },

  // (12) Security, data and the legal pages
  {
    question: "where are your servers? we're in germany so GDPR is a big deal for us",
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'faq:compliance',
    ],
  },
  {
    question: 'if we cancel how long do you keep our stuff',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'does this website drop cookies or tracking pixels on me',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'how long do you keep this chat conversation?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: "do you sell our customers' data or use it to train AI?",
    expected: ['page:privacy#3-how-we-use-it', 'page:privacy#9-your-rights'],
  },
  {
    question: 'which state law governs your terms of service',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'how do i completely remove vendorhub from our store',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (13) Support, company, jobs, releases and case studies
  {
    question: "what time does support close? i'm on the west coast",
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: "we're on Plus, how fast do you usually reply to tickets",
    expected: ['faq:support-response-times', 'company:response-times', 'plan:plus#features'],
  },
  {
    question: 'phone number?',
    expected: ['company:contact'],
  },
  {
    question: 'who founded vendorhub',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: 'when was the company started',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: "are you hiring? I'm a react dev with ~4 yrs of typescript",
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },
  {
    question: 'is the customer support specialist job open to people in europe?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: "what's new in the latest release",
    expected: ['release:2.1.0'],
  },
  {
    question: 'when did the REST API come out',
    expected: ['release:2.0.0'],
  },
  {
    question: 'got any case studies or customer stories?',
    expected: ['case-studies'],
  },

  // (14) Follow-ups in the same session
  {
    previous: 'how much is plus?',
    question: 'and premium?',
    expected: ['plan:premium#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    previous: 'how many vendors on basic',
    question: 'what about enterprise',
    expected: [
      'plan:enterprise#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:pricing-enterprise',
    ],
  },
  {
    previous: 'do you integrate with Crystorama?',
    question: 'ok cool and is it free to set up',
    expected: [
      'vendor:crystorama',
      'fee:pre-built',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    previous: "what's quantity delta?",
    question: 'so if the vendor has 2 and my delta is 5 what shows in shopify, minus 3??',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    previous: 'how do I request collaborator access',
    question: 'where do i find the collaborator request code thing',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'doc:connect-shopify'],
  },
  {
    previous: 'is there a discount if we pay annually?',
    question: 'how much is that for the whole year on basic then',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:basic#price'],
  },
  {
    previous: 'tell me about the condomania case study',
    question: 'which distributors do they use',
    expected: ['case-study:condomania'],
  },
  {
    previous: 'what does your API let me do?',
    question: 'ok how do i get a token for it',
    expected: ['doc:api-reference#token'],
  },
  {
    previous: "we're on basic and just hit the 2 vendor limit",
    question: 'if i upgrade now does it kick in straight away or next month?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    previous: 'what jobs do you have open?',
    question: "what's the salary range for the golang one",
    expected: ['fallback'],
  },

  // (15) Questions the site does not answer, and mixed ones
  {
    question: 'how do i set up shopify payments on my store?',
    expected: ['fallback'],
  },
  {
    question: 'Do you integrate with QuickBooks for our accounting?',
    expected: ['fallback'],
  },
  {
    question: 'whats the best carrier for shipping heavy chandeliers, ups or fedex',
    expected: ['fallback'],
  },
  {
    question: "what's Nora Lighting's minimum order to open a wholesale account with them",
    expected: ['fallback'],
  },
  {
    question: 'do you have an affiliate or referral program? 💰',
    expected: ['fallback'],
  },
  {
    question: 'is there an iphone app so i can check orders on the go',
    expected: ['fallback'],
  },
  {
    question: 'how much is Plus, and do you do a nonprofit discount?',
    expected: ['plan:plus#price', 'faq:plan-limits'],
    wording: false,
  },
  {
    question:
      "does Maxim Lighting sync hourly with you, and what's their return policy on fixtures that arrive damaged",
    expected: ['vendor:maxim'],
    wording: false,
  },
  {
    question: 'how long is the free trial and can you extend mine to 30 days?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
    wording: false,
  },
  {
    question:
      'how quick is support on premium, and can we get a shared slack channel with your team?',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:premium#features'],
    wording: false,
  },
];
