/**
 * Thirty-fourth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Visitors whose first language is not English (Spanish, German,
 * Polish, Hindi, Portuguese, Turkish, Vietnamese) write with their own grammar and word choices, and
 * some take VendorHub for a marketplace, a supplier, a shipping company or a dropshipping catalog.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions34: BotQuestion[] = [
  // (1) What VendorHub is, and what it is not
  {
    question:
      'Hola! VendorHub is a marketplace? I can put my products there so the buyers find them?',
    expected: ['faq:what-is-vendorhub', 'faq:who-is-vendorhub-for'],
  },
  {
    question:
      'Guten Tag, are you a supplier? I search a Lieferant for lamps for my shop, you sell wholesale to me?',
    expected: ['faq:what-is-vendorhub', 'faq:who-is-vendorhub-for', 'faq:supported-vendors'],
  },
  {
    question:
      'sir you are shipping company? you will do the delivery of my orders to customer house?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'faq:what-is-vendorhub',
      'doc:order-management',
    ],
  },
  {
    question:
      'Is VendorHub a dropshipping catalog? I dont have suppliers yet, you give me products for to sell?',
    expected: [
      'faq:what-is-vendorhub',
      'faq:who-is-vendorhub-for',
      'faq:supported-vendors',
      'doc:add-vendor#before-you-start',
      'doc:add-vendor#vendor-types',
    ],
  },
  {
    question: 'I must have my own Shopify shop before, or you make the store for me?',
    expected: [
      'doc:quick-start-guide#before-you-start',
      'faq:what-is-vendorhub',
      'faq:supported-platforms',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'It works with WooCommerce also or is only for Shopify?',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'Merhaba, you can put my products on Amazon marketplace too, not only in Shopify?',
    expected: ['faq:supported-platforms', 'vendor:amazon'],
  },
  {
    question: 'I am not IT person. Need I a programmer for use VendorHub?',
    expected: ['faq:technical-skills'],
  },
  {
    question:
      'Are you a shipping company? How much it cost to send one package from USA to Poland with you?',
    expected: ['faq:what-is-vendorhub', 'faq:order-routing'],
    wording: false,
  },

  // (2) Plans and prices
  {
    question: 'Cuánto cuesta the Plus plan per month?',
    expected: [
      'plan:plus#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'In Premium how many shops I can connect?',
    expected: ['plan:premium#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'Enterprise price is how much? on the page I see only "contact sales"',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'Only 2 vendors in Basic?? or I understand wrong',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Which plan has the API access? we want connect our ERP system',
    expected: [
      'plan:premium#features',
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:enterprise#features',
    ],
  },
  {
    question: 'Prices are in euro or in dollar? And the MwSt (VAT) is inside the price or extra?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    previous: 'How much cost the Premium plan?',
    question: 'and paying yearly, what is the total for the 12 months?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:premium#price'],
  },
  {
    question: 'Kann ich später upgrade from Basic to Plus? It is active at once or next month?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'You have special discount for startups from Brazil? and which plan is the most cheap?',
    expected: ['plan:basic#price', 'plan:all#price', 'faq:plan-limits'],
    wording: false,
  },

  // (3) Free trial, billing and order limits
  {
    question: 'Free trial is how many days and I need to give my credit card?',
    expected: [
      'faq:pricing-trial-card',
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'In the trial I can test with all my 3000 products?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'I paid annual and after 2 months I want to cancel, I get my money back?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question:
      'Nasz sklep will pass 400 orders this month. You block the orders after the limit or charge extra?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Is possible to pay less if I use only the stock sync and make the orders myself?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    previous: 'I only need product sync, no orders. There is discount?',
    question: 'how much exactly on Plus?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },

  // (4) Setup fees
  {
    question: 'My fornecedor sends CSV file on FTP, how much cost you make the integration?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'Vendor have an API but is not in your list. What is price for custom connection?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'For connect Nora Lighting I must pay a setup fee?',
    expected: [
      'vendor:nora',
      'fee:pre-built',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      'Kalco connection is free of charge? Also how many years is Kalco warranty for chandeliers?',
    expected: ['vendor:kalco', 'fee:pre-built'],
    wording: false,
  },
  {
    question: 'After I send the form for custom integration, in how many days I receive the quote?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },

  // (5) The vendor catalog
  {
    question: 'You work with Maxim Lighting?',
    expected: ['vendor:maxim'],
  },
  {
    previous: 'You work with Maxim Lighting?',
    question: 'and with Allegri also?',
    expected: ['vendor:allegri'],
  },
  {
    question: 'Dzień dobry, we have medical store. Do you have integration with Medline?',
    expected: ['vendor:medline'],
  },
  {
    question: 'WheelPros is available already? I sell car wheels and tyres',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'which adult toys distributors you have connected?',
    expected: [
      'faq:supported-vendors',
      'vendor:entrenue',
      'vendor:honey',
      'vendor:williams',
      'vendor:holiday',
      'case-study:condomania',
    ],
  },
  {
    question: 'Mi proveedor "Distribuidora López" no está in your list. What I do now?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'I keep stock in Amazon FBA. Can I ship my Shopify orders from there with you?',
    expected: ['vendor:amazon'],
  },
  {
    question: 'My supplier has also a Shopify store. His store can be my vendor?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'Amazon MCF is included in Basic plan?',
    expected: ['vendor:amazon', 'plan:basic#features', 'faq:plan-features'],
  },
  {
    question:
      'My supplier has no API, only send Excel every week by email. Is possible to use him?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },

  // (6) Connecting the Shopify store
  {
    question: 'You need my Shopify password for make the connection?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'In Shopify admin I not find "Develop apps > Create an app" anymore, where it go?',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: "Pueden ustedes configurar my store? I don't want touch the Shopify settings",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    previous: 'Can your team connect my store with the collaborator access?',
    question: 'ok, and this collaborator request code, where I find it?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'doc:connect-shopify'],
  },
  {
    question: 'why you need read my customers data? is for marketing or what?',
    expected: [
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'page:privacy#3-how-we-use-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question:
      'I have 2 Shopify stores, one for USA and one for Mexico. One app is enough for both?',
    expected: ['doc:connect-shopify#before-you-start', 'doc:connect-shopify'],
  },
  {
    question: "How I remove VendorHub from my shop if I don't want it anymore?",
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (7) Products, collections and listings
  {
    question: 'What is this Smart Collection and why every vendor need one?',
    expected: ['doc:prepare-products#step-2-create-the-smart-collection', 'doc:prepare-products'],
  },
  {
    question: 'I created new location in Shopify but in VendorHub it dont appear',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    question: 'The AI writes the product descriptions? It can write them in Vietnamese language?',
    expected: ['faq:ai-listing-creation', 'doc:product-creation#what-a-new-listing-contains'],
    wording: false,
  },
  {
    question: 'Can I push products first like a draft, not live directly?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'Ich habe already 800 products in my shop, VendorHub will make them double?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation',
    ],
  },
  {
    question: 'Pre-Push Editing I have it in the Plus plan?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:plan-features',
      'plan:plus#features',
      'faq:ai-listing-creation',
      'doc:search-and-push',
    ],
  },
  {
    question: 'If I change the title of product in Shopify, VendorHub put the old one back?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question: 'I delete a product in shopify, what happens on VendorHub side?',
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'In the sync statistics, what means "by webhook"?',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:dashboard-overview',
    ],
  },

  // (8) Inventory and Quantity Delta
  {
    question: 'The stock is updated in real time or how often?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    previous: 'How often the stock is updated from the vendor?',
    question: 'and I can force it now? I not want to wait one hour',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question: 'Vendor has 10 pieces but my shop show only 7, why??',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    previous: 'What is Quantity Delta?',
    question: 'so when vendor has 2 pieces and my delta is 5, the shop show minus 3?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:inventory-management',
    ],
  },

  // (9) Price rules, MAP and MSRP
  {
    question: 'What means MAP and MSRP? sorry I am new in this business',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question:
      'Cost is 40 dollar, my markup 50%, MAP is 65 and Enforce MAP is on. Which price goes to the shop?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'In the vendor data the MAP is higher than MSRP, who wins?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'I change the price by hand in Shopify and after one hour it come back!! why',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
      'doc:pricing-rules',
    ],
  },

  // (10) Orders and tracking
  {
    question: 'When customer buy, who send the order to the supplier, me or you?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'Customers dont see any shipping option on checkout for the vendor products',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'one order with products from two different suppliers, how it goes then?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question: 'Vendor say he shipped but in Shopify there is no tracking number. Who I contact?',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },

  // (11) Troubleshooting
  {
    question: 'Since yesterday all products of one vendor fail the health check',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'Health check fail. In my store the SKU has no zero in front but at vendor it has',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question: 'The collection of the vendor is empty, why is like this?',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },

  // (12) The API
  {
    question: 'Your API has limit of requests per minute?',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'API answer me 403 plan_required, what it means?',
    expected: ['doc:api-reference#errors', 'doc:api-reference#token'],
  },
  {
    question: 'I have 1284 products but GET products give only 50, how I get the rest?',
    expected: ['doc:api-reference#paging', 'doc:api-reference#list-products'],
  },

  // (13) Security, data and legal pages
  {
    question: 'Where is my data stored? We are German company, we need GDPR',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'faq:compliance',
      'page:privacy#6-where-your-data-is-hosted',
    ],
  },
  {
    question: 'You sign an AV-Vertrag with us (data processing agreement)?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question: 'If I stop the subscription, my data is deleted immediately?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'Website use cookies? I not see any cookie banner',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#1-cookies-and-local-storage',
    ],
  },
  {
    question: 'How long you keep my CV after I apply for a job?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'Which law is for the contract, Turkish law or american?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },

  // (14) Support and the company
  {
    question: 'Support is working on Saturday? I am in Vietnam, big time difference',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'On Plus how fast you reply to my email?',
    expected: ['company:response-times', 'faq:support-response-times', 'plan:plus#features'],
  },
  {
    question: 'Your phone number and office address please',
    expected: ['company:contact'],
  },
  {
    question: 'When VendorHub was founded and who are the founders?',
    expected: ['company:founded', 'page:about#story', 'page:about#team'],
  },
  {
    question: 'I registered yesterday and still no confirmation mail, is normal?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'Xin chào, this chat is real human or bot? My messages go to ChatGPT?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },

  // (15) Jobs
  {
    question: 'You have job for Go developer? I am from Poland, junior level',
    expected: ['job:golang-junior-backend-developer', 'jobs'],
  },
  {
    question: 'what positions are open in your company now?',
    expected: ['jobs'],
  },
  {
    previous: 'You have the low-code automation job still open?',
    question: 'they need n8n experience or Zapier is ok also?',
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },

  // (16) Releases and case studies
  {
    question: 'what is new in the last version?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'When you added the REST API?',
    expected: ['release:2.0.0', 'page:about#story'],
  },
  {
    question: 'you have example of customer who sell lamps?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: 'FashionPlus is using which plan?',
    expected: ['case-study:fashionplus'],
  },
  {
    previous: 'Tell me about the Condomania case study',
    question: 'which distributors they connect there?',
    expected: ['case-study:condomania'],
  },

  // (17) Questions the site does not answer
  {
    question: 'Which supplier of cheap clothes in China you recommend me for start my shop?',
    expected: ['fallback'],
  },
  {
    question: 'How much Shopify charge monthly for their own Basic plan?',
    expected: ['fallback'],
  },
  {
    question: 'How I calculate the gümrük vergisi (customs tax) for import lamps to Turkey?',
    expected: ['fallback'],
  },
  {
    question: 'You have mobile app for iPhone where I can see my orders?',
    expected: ['fallback'],
  },
  {
    question: 'Your support team speak Portuguese? I prefer to write in my language',
    expected: ['fallback'],
  },
  {
    question: 'What is the return policy of Williams Trading when customer send item back?',
    expected: ['fallback'],
  },
  {
    question: 'Can you make Facebook and Instagram ads for my store also?',
    expected: ['fallback'],
  },
];
