/**
 * Forty-seventh tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is about conversations: about a third of the
 * questions are second messages with `previous`, some continuing the same topic with pronouns or
 * ellipsis, some switching to a new topic that the question names itself.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions47: BotQuestion[] = [
  // (1) Plans, prices and limits
  {
    question: 'What do your plans cost?',
    expected: [
      'plan:all#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'is that in USD? and does it include VAT?',
    previous: 'What do your plans cost?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'how many shopify stores can i hook up on the Plus plan',
    expected: [
      'plan:plus#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'doc:connect-shopify#before-you-start',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'ok and how many vendors with it?',
    previous: 'how many shopify stores can i hook up on the Plus plan',
    expected: [
      'plan:plus#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Max number of products on Premium?',
    expected: [
      'plan:premium#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
      'doc:search-and-push#before-you-start',
      'doc:product-creation',
    ],
  },
  {
    question: "We'd need unlimited vendors and a handful of stores. What does Enterprise cost?",
    expected: [
      'plan:enterprise#price',
      'faq:pricing-enterprise',
      'faq:plan-limits',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'can we still get a trial on that one?',
    previous: "We'd need unlimited vendors and a handful of stores. What does Enterprise cost?",
    expected: [
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'how many orders per month does basic cover',
    expected: [
      'plan:basic#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: 'what if we blow past that in december?',
    previous: 'how many orders per month does basic cover',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: "what's the actual difference between plus and premium",
    expected: [
      'plan:premium#features',
      'plan:plus#features',
      'faq:plan-features',
      'faq:plan-limits',
    ],
  },
  {
    question: 'does plus get the AI optimization inside search & push?',
    previous: "what's the actual difference between plus and premium",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
      'doc:search-and-push',
    ],
  },

  // (2) Trial, billing and plan changes
  {
    question: 'Is there a free trial, and how long is it?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'do u need my credit card for it',
    previous: 'Is there a free trial, and how long is it?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    // Reworded: the held-out set asks it word for word.
    question: "While the trial is running, what's the most products I can have syncing?",
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
      'doc:search-and-push#before-you-start',
    ],
  },
  {
    question: 'if we pay yearly for Plus, what is the total for the year?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    question: "and what's that as a % saving vs paying monthly?",
    previous: 'if we pay yearly for Plus, what is the total for the year?',
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'Can I drop down from Premium to Plus later on?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },

  // (3) Setup fees and product-sync-only
  {
    question: 'Do you charge a setup fee for each vendor?',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'our supplier only has an FTP feed, what would that one cost',
    previous: 'Do you charge a setup fee for each vendor?',
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
      'We handle fulfilment ourselves and only need product + stock sync. Any cheaper option?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'how much off would that be on premium?',
    previous:
      'We handle fulfilment ourselves and only need product + stock sync. Any cheaper option?',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },

  // (4) Vendors and the catalogue
  {
    question: 'do you integrate with Maxim Lighting?',
    expected: ['vendor:maxim'],
  },
  {
    question: 'is that through an API or FTP?',
    previous: 'do you integrate with Maxim Lighting?',
    expected: ['vendor:maxim'],
  },
  {
    question: "Which plans include Honey's Place?",
    expected: ['vendor:honey'],
  },
  {
    question: 'Is McKesson available yet?',
    expected: ['vendor:mckesson'],
  },
  {
    question: 'anything for automotive / powersports parts suppliers?',
    expected: ['vendor:parts-unlimited', 'vendor:wheelpros'],
  },
  {
    question: "Can I treat a wholesaler's own Shopify store as one of my vendors?",
    expected: ['vendor:shopify'],
  },
  {
    question:
      'We keep stock in Amazon FBA. Could VendorHub send our Shopify orders to Amazon to ship?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: "our main distributor isn't on your list, how do we get them added?",
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'One of our vendors has no API at all, they just send us an excel price list. Can that work?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },

  // (5) Getting started and connecting Shopify
  {
    question: 'how long does it take to get up and running?',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'Do I have to give you my Shopify admin password?',
    expected: [
      'faq:store-password',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'so how do you get into the store then?',
    previous: 'Do I have to give you my Shopify admin password?',
    expected: [
      'doc:connect-shopify#choose-a-method',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'faq:store-password',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "I can't find the 'create an app' button in my Shopify admin anymore, did something change?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'ok made it in the dev dashboard. where do I paste the client id and secret?',
    previous:
      "I can't find the 'create an app' button in my Shopify admin anymore, did something change?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'why does the app want read access to customers and to all orders?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We connected in 2025 using an access token from an app made in the Shopify admin. Do we have to redo it?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Signed up last night, when will my account get confirmed?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'still no email after a whole day. who do I write to?',
    previous: 'Signed up last night, when will my account get confirmed?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'company:contact',
    ],
  },

  // (6) Products, listings and syncing
  {
    question: 'Will VendorHub create duplicates of the products I already have in Shopify?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'how do I link those existing ones to the vendor then?',
    previous: 'Will VendorHub create duplicates of the products I already have in Shopify?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
      'doc:product-creation',
    ],
  },
  {
    question: 'How does the AI write the product titles and descriptions?',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation',
    ],
  },
  {
    question: 'is that extra on basic?',
    previous: 'How does the AI write the product titles and descriptions?',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'faq:plan-features',
      'plan:basic#features',
      'doc:product-creation',
    ],
  },
  {
    question: 'can i push products as drafts first so i can check the photos before they go live',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question: "What's Pre-Push Editing?",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'doc:search-and-push',
    ],
  },
  {
    question: 'If I rewrite a product title in Shopify, will your sync overwrite it?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question: 'and if I change the price by hand?',
    previous: 'If I rewrite a product title in Shopify, will your sync overwrite it?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'what happens on your side when I delete a product in shopify',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'How often does stock get updated from suppliers?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'can I force it to run right now?',
    previous: 'How often does stock get updated from suppliers?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question: "explain quantity delta like I'm 5",
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'Does every vendor need its own Location in Shopify?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management#before-your-first-order',
      'doc:prepare-products',
    ],
  },

  // (7) Price rules and orders
  {
    question:
      'Cost is $40, markup 50%, MAP is $65 and Enforce MAP is on. What will the price be in my store?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'what happens if a vendor lists MAP higher than MSRP?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'does a new markup kick in straight away?',
    previous: 'where do I set my markup for a vendor?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'How does an order actually get to the vendor?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'what if one order has items from 2 different vendors',
    previous: 'How does an order actually get to the vendor?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management', 'release:1.7.0'],
  },
  {
    question: "Customers say checkout shows no shipping options for one vendor's products",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },

  // (8) Troubleshooting
  {
    question:
      'All products from one supplier suddenly show a failing health check, nothing else changed',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:health-check',
    ],
  },
  {
    question: "I made a new collection in Shopify but it doesn't show up in VendorHub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    question: 'store shows 0 but the vendor says they have 4 in stock??',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question: 'Prices and costs update fine but the quantity never changes',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question: 'some of our SKUs have a space at the end. will that break matching?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'release:2.1.0',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check',
    ],
  },

  // (9) Security, data and legal
  {
    question: 'where are your servers located?',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'are you SOC 2 certified?',
    previous: 'where are your servers located?',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:privacy#7-how-we-protect-it',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'If we cancel, how long do you keep our data?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'how do i remove vendorhub from my store completely',
    expected: [
      'faq:revoke-access',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question: 'Does this website use cookies or any tracking?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: "what's the thing the chat stores in my browser then?",
    previous: 'Does this website use cookies or any tracking?',
    expected: [
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'Which law governs your terms of service?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'do you sell our data or use it for ads',
    expected: ['page:privacy#3-how-we-use-it', 'page:privacy#9-your-rights'],
  },

  // (10) Support, company, careers, releases and case studies
  {
    question: 'What hours is your support team around?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: "we're on Plus, how quickly would you answer a ticket?",
    previous: 'What hours is your support team around?',
    expected: ['company:response-times', 'faq:support-response-times', 'plan:plus#features'],
  },
  {
    question: 'whats your phone number',
    expected: ['company:contact'],
  },
  {
    question: 'When was VendorHub started?',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: "who's the CTO?",
    previous: 'When was VendorHub started?',
    expected: ['page:about#team'],
  },
  {
    // Reworded: the held-out set asks it word for word.
    question: 'hiring right now?',
    expected: ['jobs'],
  },
  {
    question: 'is the golang one remote?',
    previous: 'are you hiring at the moment?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: "What's new in the latest release?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'which version added MSRP enforcement?',
    previous: "What's new in the latest release?",
    expected: ['release:1.9.0'],
  },
  {
    question: 'got any customer stories from lighting retailers?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: 'what plan were they on?',
    previous: 'got any customer stories from lighting retailers?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'Is the chat on this site a bot? Does what I type get sent to OpenAI or similar?',
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },

  // (11) Second messages that switch topic
  {
    question: 'different question - do you support WooCommerce stores?',
    previous: 'how much is Premium a month?',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'unrelated, but can our ERP push price updates to you through an API?',
    previous: "what's quantity delta?",
    expected: ['doc:api-reference#update-product', 'doc:api-reference#token', 'faq:plan-features'],
  },
  {
    question: 'also, how many API requests per minute are we allowed?',
    previous: 'ok thanks, the trial sounds good',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'switching topics: do you have an opening for customer support people?',
    previous: 'how does order routing work?',
    expected: ['job:customer-support-specialist', 'jobs'],
  },
  {
    question: 'another thing, what is two-way tag sync exactly?',
    previous: 'Can I upgrade in the middle of the month?',
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'separately, how do I request collaborator access?',
    previous: 'Do you work with Nora Lighting?',
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'new question: your API gave me a 403 plan_required, what does that mean?',
    previous: 'where is my data stored?',
    expected: ['doc:api-reference#errors'],
  },
  {
    question: 'Any example of a shop running two Shopify stores off the same brands?',
    previous: 'thanks, that answers the pricing part',
    expected: ['case-study:fashionplus'],
  },

  // (12) Outside what the site covers, and mixed questions
  {
    question: 'Can you recommend a good 3PL warehouse in Texas?',
    expected: ['fallback'],
  },
  {
    question: 'What wholesale price does Nora charge for its LED downlights?',
    expected: ['fallback'],
  },
  {
    question: 'how do I set up Shopify Payments on my store?',
    expected: ['fallback'],
  },
  {
    question: 'Is there an iPhone app for VendorHub?',
    expected: ['fallback'],
  },
  {
    question: 'Do you sync with QuickBooks for our accounting?',
    expected: ['fallback'],
  },
  {
    question: "and how much is Shopify's own subscription on top of that?",
    previous: 'how much is your Basic plan?',
    expected: ['fallback'],
  },
  {
    question: 'How many vendors come with Basic, and do you also list products on eBay?',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:add-vendor',
    ],
    wording: false,
  },
  {
    question: 'Do you enforce MAP pricing, and could you also run our Google Shopping ads?',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
    wording: false,
  },
  {
    question: 'is there a 24/7 line, and can I get support in Spanish?',
    previous: 'what are your support hours?',
    expected: ['faq:support-hours', 'company:support-hours'],
    wording: false,
  },
];
