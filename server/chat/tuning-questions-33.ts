/**
 * Thirty-third tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Existing merchants typing quickly on a phone: very short,
 * lowercase messages with abbreviations and typos about everyday dashboard tasks and problems,
 * plus short questions on plans, billing, support and privacy, and a few follow-ups.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions33: BotQuestion[] = [
  // (1) Connecting the Shopify store
  {
    question: 'how do i connect my shopify store',
    expected: [
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify#choose-a-method',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'no create app button in shopify admin anymore??',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'where do i paste client id n secret',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'can u guys do the shopify setup for me',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'which scopes do i tick',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'what if the vendor is a fulfilment service',
    previous: 'which scopes do i tick',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'doc:connect-shopify'],
  },
  {
    question: 'app i made in 2024 still ok?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'rotated client secret now what',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify',
    ],
  },
  // (2) Preparing products: tag, Smart Collection, Location
  {
    question: 'where do i get the vendor tag',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products',
    ],
  },
  {
    question: 'smart collection condition?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products',
      'doc:collection-check',
    ],
  },
  {
    question: 'need a seperate location per vendor?',
    expected: ['doc:prepare-products#step-3-create-the-location', 'doc:prepare-products'],
  },
  {
    question: 'price cost qty boxes what do they do',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products',
    ],
  },
  // (3) Adding vendors, credentials and file uploads
  {
    question: 'how do i add a vendor',
    expected: [
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:add-vendor',
      'doc:quick-start-guide#step-3-add-your-first-vendor',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: 'vendor only sends excel sheets',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'csv upload which columns required',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'where do i put vendor ftp login',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#vendor-types',
      'doc:add-vendor',
    ],
  },
  {
    question: 'my vendor isnt in the list',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor',
    ],
  },
  {
    question: 'setup fee for custom api vendor?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'u support honeys place?',
    expected: ['vendor:honey'],
  },
  {
    question: 'n williams trading',
    previous: 'u support honeys place?',
    expected: ['vendor:williams'],
  },
  {
    question: 'amazon mcf on basic?',
    expected: ['vendor:amazon'],
  },
  {
    question: 'is medline live yet',
    expected: ['vendor:medline'],
  },
  // (4) Price rules, MAP and MSRP
  {
    question: 'how is my price calculated',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'map higher than msrp which wins',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'ok so how do i fix that',
    previous: 'map higher than msrp which wins',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'cost 40 markup 50 map 65 final price?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'my manual price got overwriten',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'diff markup per product possible?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'map vs msrp whats the diff',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules', 'doc:pricing-rules'],
  },
  // (5) Inventory, Quantity Delta and quantity checks
  {
    question: 'wat is qty delta',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'per vendor or global?',
    previous: 'wat is qty delta',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'vendor has 4 delta is 5 what shows',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'what delta shud i pick',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question: 'how often does inv sync',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'shopify qty doesnt match vendor',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'doc:inventory-management#when-the-numbers-do-not-match',
      'doc:inventory-management',
    ],
  },
  {
    question: 'price updates but qty never does',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question: 'stock landing on wrong location',
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },
  {
    question: 'qty last sync stuck 3hrs ago',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  // (6) Orders and tracking
  {
    question: 'how do orders get to the vendor',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'no shipping rates at checkout',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'order w 2 vendors gets split?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question: 'vendor shipped but no tracking in shopify',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question: 'went over 200 orders on basic',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: 'late tracking on 3 month old order',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
    ],
  },
  // (7) Health checks
  {
    question: 'health check failing y',
    expected: [
      'faq:health-checks',
      'doc:health-check',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question: 'all products of 1 vendor failing',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'every vendor failing all of a sudden',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'sku missing leading zero fix',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },
  {
    question: 'wrong vendor tag on a product',
    expected: ['doc:health-check#wrong-or-missing-vendor-tag', 'doc:health-check'],
  },
  // (8) Collection check
  {
    question: 'new collection not in vendor store settings',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    question: 'vendor collection is empty',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },
  {
    question: 'oops i made a manual collection',
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  // (9) Two-way syncing
  {
    question: 'link existing product by tagging it?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
      'doc:product-creation#link-products-you-already-sell',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'deleted a product in shopify now what',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'pause selling an item w/o unlinking',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question: 'will u overwrite my title edits',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question: 'product has 2 vendor tags',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:two-way-syncing',
    ],
  },
  // (10) Search & Push and product creation
  {
    question: 'where is search n push',
    expected: [
      'doc:search-and-push#find-vendor-products',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:search-and-push',
    ],
  },
  {
    question: 'can i push as draft',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
    ],
  },
  {
    question: 'pre push editing on plus?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
      'doc:search-and-push',
    ],
  },
  {
    question: 'bulk create 2k products w ai',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'doc:product-creation',
    ],
  },
  {
    question: 'n on basic?',
    previous: 'bulk create 2k products w ai',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:basic#features',
      'doc:product-creation',
    ],
  },
  {
    question: 'will it dupe my existing skus',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation',
    ],
  },
  // (11) Dashboard
  {
    question: 'sync stats by webhook meaning',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:dashboard-overview',
    ],
  },
  {
    question: 'where is the vendor settings icon',
    expected: [
      'doc:dashboard-overview#my-vendors',
      'doc:add-vendor#step-1-choose-the-vendor',
      'doc:dashboard-overview',
    ],
  },
  // (12) API
  {
    question: 'where do i make an api token',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'what header does it go in',
    previous: 'where do i make an api token',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'api on plus?',
    expected: [
      'doc:api-reference#token',
      'faq:plan-features',
      'plan:plus#features',
      'doc:api-reference#errors',
    ],
  },
  {
    question: 'getting 429s from api',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'update qty by sku via api',
    expected: ['doc:api-reference#update-product'],
  },
  {
    question: 'api only gives 50 how get the rest',
    expected: ['doc:api-reference#paging', 'doc:api-reference#list-products'],
  },
  // (13) Plans, billing, support and privacy
  {
    question: 'plus price',
    expected: ['plan:plus#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    question: 'how many vendors on premium',
    expected: [
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: 'and enterprise?',
    previous: 'how many vendors on premium',
    expected: [
      'plan:enterprise#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: 'annual discount how much',
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'upgrade mid month prorated?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'prices incl vat?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'card needed for trial?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'trial product cap',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'sync only discount on plus',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'enterprise pricing?',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise', 'faq:plan-limits'],
  },
  {
    question: 'support hrs',
    expected: ['faq:support-hours', 'company:support-hours', 'doc:quick-start-guide#get-help'],
  },
  {
    question: 'reply time on basic',
    expected: [
      'faq:support-response-times',
      'company:response-times',
      'plan:basic#features',
      'doc:quick-start-guide#get-help',
    ],
  },
  {
    question: 'what about on premium',
    previous: 'reply time on basic',
    expected: [
      'faq:support-response-times',
      'company:response-times',
      'plan:premium#features',
      'doc:quick-start-guide#get-help',
    ],
  },
  {
    question: 'acct still not confirmed',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'if i cancel what happens to my data',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'where is data hosted',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'soc2 compliant?',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:privacy#7-how-we-protect-it',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'how remove vh from my store',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'does ur site use cookies',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'how long u keep chat msgs',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  // (14) Outside what the site covers, and mixed questions
  {
    question: 'how get shopify payments payouts faster',
    expected: ['fallback'],
  },
  {
    question: 'nora lighting return policy?',
    expected: ['fallback'],
  },
  {
    question: 'is there an iphone app',
    expected: ['fallback'],
  },
  {
    question: 'entrenue minimum order amount',
    expected: ['fallback'],
  },
  {
    question: 'got a promo code?',
    expected: ['fallback'],
  },
  {
    question: 'how do i change my shopify theme',
    expected: ['fallback'],
  },
  {
    question: 'explain qty delta + klaviyo back in stock emails',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
    wording: false,
  },
  {
    question: 'plus price n do u have a referral program',
    expected: ['plan:plus#price', 'faq:plan-limits'],
    wording: false,
  },
  {
    question: 'enforce map how + whats quorums map on fans',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
    ],
    wording: false,
  },
];
