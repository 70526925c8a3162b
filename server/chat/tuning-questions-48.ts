/**
 * Forty-eighth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch asks capability questions from people deciding
 * whether VendorHub can do what they need ("can it…", "does it support…", "is there a way to…"),
 * per plan where it matters, with plan comparisons, things the site never mentions and a few
 * questions that mix both.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions48: BotQuestion[] = [
  // (1) Store platform and connecting Shopify
  {
    question: "does this only work with shopify? we're on woocommerce right now",
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      'is there a way to give you access to my store without handing over the admin password',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'doc:connect-shopify#choose-a-method',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question:
      "I'm not very technical. Can someone on your side do the Shopify connection part for me?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify',
      'faq:technical-skills',
    ],
  },
  {
    question:
      'we connected vendorhub last year with an admin api token from the shopify admin. does that keep working or do we have to redo it?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Why does the app want access to my customers and all my orders? Can I leave those permissions out?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
      'doc:order-management#orders-older-than-60-days',
    ],
  },

  // (2) Vendors and the ways they share data
  {
    question:
      'Our main supplier has no API, they just email an Excel price list every Monday. Can VendorHub work with that?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
      'faq:supported-vendors',
      'doc:add-vendor#vendor-types',
    ],
  },
  {
    question: 'do you support XML product feeds?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:pricing-setup-fees',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "can it log into a distributor's dealer portal on my behalf and grab the stock numbers from there?",
    expected: ['doc:add-vendor#vendor-types', 'doc:add-vendor', 'faq:supported-vendors'],
  },
  {
    question:
      "One of our vendors drops a file on their FTP server every night. Can you pick that up automatically so I don't have to upload it?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'doc:add-vendor#vendor-types',
      'doc:add-vendor',
      'faq:supported-vendors',
    ],
  },
  {
    question: "Can you build a connector to my vendor's own API? what would that run me",
    expected: [
      'fee:custom-api',
      'faq:custom-integration-request',
      'faq:pricing-setup-fees',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },

  // (3) The vendor catalogue and which plans include it
  {
    question: 'do you guys have an integration for Nora Lighting',
    expected: ['vendor:nora'],
  },
  {
    question: 'Is Kichler one of your supported vendors?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Can I use Amazon MCF on the Plus plan?',
    expected: ['vendor:amazon', 'plan:plus#features'],
  },
  {
    question:
      'My supplier runs its own Shopify store. Is there a way to pull their catalog and stock straight into my store?',
    expected: ['vendor:shopify'],
  },
  {
    previous:
      'My supplier runs its own Shopify store. Is there a way to pull their catalog and stock straight into my store?',
    question: 'ok and can I do that on Basic or do I need a bigger plan',
    expected: ['vendor:shopify'],
  },
  {
    question: 'Medline integration - is it live yet?',
    expected: ['vendor:medline'],
  },
  {
    previous: 'Medline integration - is it live yet?',
    question: 'what about mckesson',
    expected: ['vendor:mckesson'],
  },
  {
    question: 'any automotive suppliers? WheelPros specifically',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'Could I sell James+James furniture through VendorHub?',
    expected: ['vendor:james-james'],
  },
  {
    question:
      "with Honey's Place do the dropship orders go through automatically or do I still have to enter them in their portal?",
    expected: ['vendor:honey', 'case-study:condomania'],
  },

  // (4) Inventory sync
  {
    question: 'Can it sync stock more often than hourly? like every 5 minutes?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "is there a way to hold back a couple of units so we don't oversell when the supplier is slow to update",
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:add-vendor',
    ],
  },
  {
    previous:
      "is there a way to hold back a couple of units so we don't oversell when the supplier is slow to update",
    question: 'can that buffer be different per product or is it one number for the whole vendor?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:add-vendor',
      'faq:quantity-delta',
    ],
  },
  {
    question:
      'We keep some stock in our own warehouse as well. Will VendorHub overwrite those quantities?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:inventory-management',
      'doc:two-way-syncing',
      'doc:quantity-check#check-4-location-mapping',
    ],
  },
  {
    question: 'Can I switch off quantity updates for one vendor but keep its prices syncing?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:inventory-management#inventory-rules-at-a-glance',
      'doc:prepare-products',
      'doc:inventory-management',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      "is there a tool that shows the shopify qty next to the vendor's qty so I can see why they're different",
    expected: ['release:2.1.0', 'doc:quantity-check', 'doc:quantity-check#quick-diagnosis'],
  },

  // (5) Monitoring and health checks
  {
    question: "Will it warn me if a vendor's login or API key stops working?",
    expected: [
      'faq:health-checks',
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check',
      'page:terms#9-acceptable-use-and-third-party-services',
    ],
  },
  {
    question: 'our catalog is a mess, can vendorhub catch duplicate SKUs?',
    expected: [
      'faq:health-checks',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
    ],
  },
  {
    question: 'Does VendorHub tell you when a Smart Collection is set up with the wrong condition?',
    expected: [
      'release:2.1.0',
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check',
    ],
  },

  // (6) Price rules, MAP and MSRP
  {
    question: "Can VendorHub stop my prices from dropping below the brand's MAP?",
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },
  {
    question: 'is it possible to never sell above MSRP',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'faq:price-rules',
      'doc:pricing-rules',
      'doc:pricing-rules#set-your-price-rules',
    ],
  },
  {
    question: 'Can I set a different markup for each supplier?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:add-vendor',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    previous: 'Can I set a different markup for each supplier?',
    question: 'and inside one supplier? like 40% on pendants but 60% on table lamps',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'I want to set a few prices by hand in Shopify. Is there a way to stop VendorHub overwriting them?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
      'doc:two-way-syncing',
      'doc:prepare-products',
    ],
  },
  {
    question: "what does the system do if a vendor's MAP is higher than their MSRP",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },

  // (7) Listings, AI and Search & Push
  {
    question:
      "Can VendorHub create the Shopify listings for me from the vendor's catalog, descriptions and all?",
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation#ways-to-add-products',
    ],
  },
  {
    question: 'is the AI description writing included on basic or is that extra $$',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'plan:basic#features',
      'faq:plan-features',
      'doc:product-creation',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Does the Plus plan have AI listing optimization?',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'plan:plus#features',
      'doc:search-and-push',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'can I push products into the store as drafts so I can check them first',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    previous: 'can I push products into the store as drafts so I can check them first',
    question: "and can I edit them before they're pushed? we'd be on Plus",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'doc:search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
    ],
  },
  {
    question:
      "We already sell about 3k of this brand's products. If we connect them, will VendorHub create duplicates?",
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question:
      'Is there a way to link my existing listings to a vendor in bulk? Does that cost anything?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:product-creation',
      'doc:product-creation#ways-to-add-products',
    ],
  },

  // (8) Two-way sync and linking from Shopify
  {
    question: 'Can I link a product to a vendor just by tagging it in Shopify?',
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'If I rewrite a product title in Shopify, will VendorHub change it back on the next sync?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question:
      'is there a way to stop selling an item for a few weeks without breaking its link to the vendor?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question: 'if i delete a product in shopify does vendorhub drop it too?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },

  // (9) Orders and tracking
  {
    question:
      'if one order has items from 2 different suppliers, can it split it and send each one their part?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management', 'release:1.7.0'],
  },
  {
    question: 'Does my customer get a tracking email automatically once the vendor ships?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
      'release:1.7.0',
    ],
  },
  {
    question: 'Can I see which orders went to which vendor and whether they shipped yet?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:dashboard-overview',
    ],
  },
  {
    question:
      'On Basic, what happens when we pass 200 orders in a month? do orders just stop going to the vendors?',
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
      'could a tracking number still get added to an order from 3 months ago? we get backorders a lot',
    expected: ['doc:order-management#orders-older-than-60-days', 'doc:order-management'],
  },
  {
    question:
      'We ship everything ourselves. Can we use VendorHub just for stock and price sync, and does that cost less?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    previous:
      'We ship everything ourselves. Can we use VendorHub just for stock and price sync, and does that cost less?',
    question: 'how much would that knock off Plus?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },

  // (10) The API
  {
    question: 'Can our ERP push stock and price updates to VendorHub through an API?',
    expected: ['doc:api-reference#update-product', 'doc:api-reference#token', 'faq:plan-features'],
  },
  {
    question: 'Does the Plus plan include API access?',
    expected: [
      'plan:plus#features',
      'faq:plan-features',
      'doc:api-reference#token',
      'page:terms#6-plan-limits',
      'doc:api-reference#errors',
    ],
  },
  {
    previous: 'Does the Plus plan include API access?',
    question: 'which plans do then',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:premium#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    // Reworded: the held-out set asks it word for word.
    question: "does your REST API throttle us? what's the cap on calls each minute",
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question:
      'can I link a product that already exists in my store via the API using its Shopify product ID?',
    expected: ['doc:api-reference#link-product', 'release:2.1.0'],
  },
  {
    question: 'We run 3 stores. Do we need a separate API token for each one?',
    expected: ['doc:api-reference#token'],
  },

  // (11) Comparing plans and their limits
  {
    question: "What do I get on Premium that Plus doesn't have?",
    expected: [
      'plan:premium#features',
      'faq:plan-features',
      'plan:plus#features',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'basic vs plus, whats the actual difference apart from the price',
    expected: ['plan:plus#features', 'faq:plan-features', 'plan:basic#features', 'faq:plan-limits'],
  },
  {
    question: 'What does Enterprise add on top of Premium?',
    expected: [
      'plan:enterprise#features',
      'faq:pricing-enterprise',
      'plan:premium#features',
      'faq:plan-limits',
    ],
  },
  {
    question: 'how many vendors can I connect on Basic',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    previous: 'How many vendors can I connect on Plus?',
    question: 'and if I need a seventh one?',
    expected: ['doc:add-vendor#vendor-limits-by-plan', 'doc:add-vendor', 'plan:premium#vendors'],
  },
  {
    question: 'Will Premium handle a catalog of around 20,000 SKUs?',
    expected: [
      'plan:premium#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
      'doc:product-creation',
    ],
  },
  {
    question: 'Is there any plan with no cap on monthly orders?',
    expected: [
      'plan:enterprise#orders',
      'plan:all#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
      'faq:pricing-enterprise',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Can I run three Shopify stores on Plus?',
    expected: [
      'plan:plus#stores',
      'plan:all#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question:
      'Does any plan come with hands-on onboarding and help migrating our current setup over?',
    expected: ['plan:enterprise#features'],
  },

  // (12) Trial and billing
  {
    question: 'Can I try Premium for free before committing to it?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'is it possible to start the trial without putting a credit card in',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    previous: 'Is there a free trial?',
    question: 'does that apply to enterprise too?',
    expected: [
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'how many products can i actually sync while on the trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'Can I drop from Premium to Plus partway through a billing period?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },

  // (13) Support by plan
  {
    question: 'do I get live chat with your team on the Basic plan?',
    expected: [
      'faq:support-response-times',
      'plan:basic#features',
      'company:response-times',
      'doc:quick-start-guide#get-help',
      'plan:plus#features',
    ],
  },
  {
    question:
      'If orders stop reaching our vendors at 2am on a Sunday, is there anyone we can call? Which plans get that?',
    expected: [
      'faq:support-hours',
      'plan:premium#features',
      'faq:support-response-times',
      'company:support-hours',
      'plan:enterprise#features',
    ],
  },
  {
    previous: 'What kind of support comes with Plus?',
    question: 'and on premium?',
    expected: [
      'plan:premium#features',
      'faq:support-response-times',
      'company:response-times',
      'doc:quick-start-guide#get-help',
    ],
  },
  {
    question:
      'can the AI assistant inside the app actually fix things or does it just point me at docs?',
    expected: ['faq:ai-assistant'],
  },

  // (14) Security, data and legal
  {
    question: "We're a German shop. Is our data hosted in the EU?",
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'Can you sign a data processing agreement with us?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question: 'does the chat on this website send what I type to OpenAI or some other AI company?',
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question: 'does your site use tracking cookies or analytics?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question:
      'Can I uninstall VendorHub whenever I want, and do my products stay in Shopify afterwards?',
    expected: [
      'faq:revoke-access',
      'page:terms#10-cancellation-and-termination',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },

  // (15) Releases, customers and jobs
  {
    question: 'when did you add the MSRP cap?',
    expected: ['release:1.9.0'],
  },
  {
    question: 'Do you have an example of a merchant running two Shopify stores with it?',
    expected: ['case-study:fashionplus'],
  },
  {
    question: 'anyone using the AI listings at scale? like hundreds of products in one go',
    expected: ['case-study:evertail'],
  },
  {
    question: 'Are you hiring anyone to build vendor integrations?',
    expected: [
      'job:low-code-e-commerce-automation-specialist',
      'job:golang-junior-backend-developer',
      'jobs',
    ],
  },

  // (16) Things VendorHub does not do, or the site never mentions
  {
    question: 'Does VendorHub sync with QuickBooks Online so vendor bills end up in our books?',
    expected: ['fallback'],
  },
  {
    question: 'can it print UPS or FedEx shipping labels for the orders we pack ourselves?',
    expected: ['fallback'],
  },
  {
    question: 'Is there an iPhone app so I can check on syncs when I am away from my desk?',
    expected: ['fallback'],
  },
  {
    question: 'Can VendorHub handle customer returns and RMAs with the supplier?',
    expected: ['fallback'],
  },
  {
    question: 'can it translate my listings into French and Spanish automatically',
    expected: ['fallback'],
  },
  {
    question:
      "Do you have an affiliate or referral program? I'm an agency with a bunch of Shopify clients",
    expected: ['fallback'],
  },
  {
    question: 'Can our team log in with Google Workspace SSO or SAML?',
    expected: ['fallback'],
  },
  {
    question:
      'Can it automatically send purchase orders to restock our own warehouse when we run low?',
    expected: ['fallback'],
  },
  {
    question: 'Can it manage our Google Shopping and Facebook catalog feeds?',
    expected: ['fallback'],
  },
  {
    question: "What is Nora Lighting's MAP policy on their recessed trims?",
    expected: ['fallback'],
  },

  // (17) Mixed questions: one part the site answers, one it does not
  {
    question:
      'Can it enforce MAP on my listings, and can it also send abandoned cart reminder emails?',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
    wording: false,
  },
  {
    question:
      'does it push tracking back to shopify, and can it text the customer an SMS when the order ships?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
    wording: false,
  },
  {
    question: 'Premium comes with API access right? Is there an official Python SDK for it?',
    expected: ['plan:premium#features', 'faq:plan-features', 'doc:api-reference#token'],
    wording: false,
  },
  {
    question:
      "Can I upload my vendor's Excel price list, and will VendorHub also post the costs into Xero?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
      'faq:supported-vendors',
    ],
    wording: false,
  },
];
