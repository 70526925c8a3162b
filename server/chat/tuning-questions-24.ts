/**
 * Twenty-fourth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is written the way people type on a phone: short
 * fragments, lowercase, typos and abbreviations, many comparisons between two plans, methods or
 * features, and about ten follow-ups.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions24: BotQuestion[] = [
  // (1) Plans, prices and limits
  {
    question: 'premum price yearly',
    expected: ['plan:premium#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'basic vs plus whats the diff',
    expected: ['faq:plan-limits', 'faq:plan-features', 'plan:plus#features', 'plan:basic#features'],
  },
  {
    question: 'how many stores on plus',
    expected: ['plan:plus#stores', 'faq:plan-limits', 'faq:supported-platforms'],
  },
  {
    question: 'vendor limit premium??',
    expected: [
      'plan:premium#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question: 'product cap each plan',
    expected: [
      'plan:all#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
    ],
  },
  {
    question: 'enterprise how much $$',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'api access on plus or only premium',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:premium#features',
      'plan:plus#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'monthly vs annual which is cheaper',
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'if i ugrade mid month do i pay full price',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'go over order limit = extra charge?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    previous: 'how much is plus',
    question: 'and yearly?',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    previous: 'how many vendors on basic',
    question: 'n premium',
    expected: [
      'plan:premium#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    previous: 'basic vs plus',
    question: 'which 1 has live chat w your team',
    expected: ['faq:support-response-times', 'plan:plus#features'],
  },
  {
    question: 'refund if i cancel annual plan early?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },

  // (2) Free trial
  {
    question: 'is ther a free trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'trial need credit card?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },

  // (3) Product sync only and setup fees
  {
    question: 'only need product sync, no orders. cheaper?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'sync only discount plus plan',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'setup fee ftp vendor',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'csv vs custom api integration setup cost',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    previous: 'how much for a custom api integration',
    question: 'how long till its ready',
    expected: [
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
    ],
  },
  {
    previous: 'is there a setup fee for nora lighting',
    question: 'n if my vendor only emails me excel files?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:setup-fees',
      'doc:add-vendor',
    ],
  },

  // (4) Vendor catalogue
  {
    question: 'do u support nora lighting',
    expected: ['vendor:nora'],
  },
  {
    question: 'crystorama ftp or api',
    expected: ['vendor:crystorama'],
  },
  {
    question: 'wheelpros available yet?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'medline vs mckesson status',
    expected: ['vendor:medline', 'vendor:mckesson'],
  },
  {
    question: 'amazon mcf which plan',
    expected: ['vendor:amazon'],
  },
  {
    question: 'my supplier runs their own shopify store, can i pull their catalog',
    expected: ['vendor:shopify'],
  },
  {
    question: 'vendor not in ur list what now',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'kichler lighting integration?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'williams trading vs entrenue how do they connect',
    expected: ['vendor:williams', 'vendor:entrenue'],
  },
  {
    previous: 'is kuzco supported',
    question: 'setup cost for it?',
    expected: ['vendor:kuzco', 'fee:pre-built', 'faq:setup-fees'],
  },

  // (5) Connecting Shopify
  {
    question: 'custom app vs collaborator access',
    expected: [
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question: 'u need my shopify pw?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'cant find create an app in shopify admin anymore',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'why read_all_orders',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'we made our app in shopify admin in 2024, still ok?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'can u guys do the setup for me',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question: 'uninstall vendorhub how',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'woocommerce support?',
    expected: ['faq:supported-platforms'],
  },

  // (6) Inventory and Quantity Delta
  {
    question: 'inv sync how often',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'qty delta??',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'vendor has 2 left delta is 5 what shows',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management',
      'doc:quantity-check',
    ],
  },
  {
    question: 'qty not updating but price is',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question: 'will it overwrite stock at my own warehouse location',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:quantity-check#check-4-location-mapping',
      'doc:inventory-management',
    ],
  },
  {
    previous: 'what is quantity delta',
    question: 'per product or per vendor?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },

  // (7) Pricing rules, MAP and MSRP
  {
    question: 'map rules??',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'map vs msrp difference',
    expected: ['doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules', 'faq:price-rules'],
  },
  {
    question: 'cost 40 markup 50% map 65, final price?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question: 'map higher than msrp which wins',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'changed a price by hand in shopify n it went back',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
      'doc:pricing-rules',
    ],
  },
  {
    previous: 'how does enforce map work',
    question: 'what if product has no map',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'doc:pricing-rules'],
  },

  // (8) Listings, linking and two-way sync
  {
    question: 'search n push vs bulk creation',
    expected: [
      'doc:product-creation#ways-to-add-products',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'doc:product-creation',
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
    question: 'will it duplicate products i already have',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'bulk ai creation basic vs plus',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'faq:plan-features',
      'doc:product-creation',
    ],
  },
  {
    question: 'delete product in shopify, what happens on vendorhub side',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'my edited titles get overwritten on sync?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question: 'smart collection condition what exactly',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products',
      'doc:collection-check',
    ],
  },
  {
    question: 'new location not showing in vendorhub',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
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
    question: 'ftp vendor vs api vendor whats the diff',
    expected: ['doc:add-vendor#vendor-types', 'doc:add-vendor', 'faq:supported-vendors'],
  },

  // (9) Orders and tracking
  {
    question: 'how do orders get to the vendor',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'no shipping rates at checkout for vendor items',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'vendor shipped but no tracking # in shopify',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },

  // (10) Health checks and the API
  {
    question: 'health check failing for every product of one vendor',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question: 'sku w trailing space fails health check?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'release:2.1.0',
      'doc:health-check',
    ],
  },
  {
    question: 'api rate limit',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'getting 403 plan_required',
    expected: ['doc:api-reference#errors'],
  },
  {
    question: 'how 2 get an api token',
    expected: ['doc:api-reference#token'],
  },
  {
    previous: 'list products api',
    question: 'max per page?',
    expected: ['doc:api-reference#paging', 'doc:api-reference#list-products'],
  },

  // (11) Support, company and security
  {
    question: 'support hrs',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'reply time basic vs premium',
    expected: [
      'faq:support-response-times',
      'company:response-times',
      'doc:quick-start-guide#get-help',
    ],
  },
  {
    question: 'phone number?',
    expected: ['company:contact'],
  },
  {
    question: 'when was vendorhub started',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'whos the ceo',
    expected: ['page:about#team'],
  },
  {
    question: 'signed up, no confirmation email yet',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'data hosted in eu?',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'my data after i cancel',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'is this chat ai? does what i type go to openai or smth',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },

  // (12) Jobs, releases and case studies
  {
    question: 'hiring?',
    expected: ['jobs'],
  },
  {
    question: 'react dev job remote?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'latest release whats new',
    expected: ['release:2.1.0'],
  },
  {
    question: 'when did search n push come out',
    expected: ['release:2.0.0'],
  },
  {
    question: 'case study lighting store',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'condomania which distributors',
    expected: ['case-study:condomania'],
  },
  {
    question: 'any customer stories',
    expected: ['case-studies'],
  },
  {
    previous: 'tell me about the evertail case study',
    question: 'which plan were they on',
    expected: ['case-study:evertail'],
  },

  // (13) Legal pages
  {
    question: 'do u use cookies',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'how long u keep chat convos',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'min age to sign up',
    expected: ['page:terms#2-your-account'],
  },

  // (14) Not on the site
  {
    question: 'quickbooks sync?',
    expected: ['fallback'],
  },
  {
    question: 'whats noras wholesale price on the 4 inch downlight',
    expected: ['fallback'],
  },
  {
    question: 'how do i turn on shopify payments',
    expected: ['fallback'],
  },
  {
    question: 'returns/rma to the vendor handled?',
    expected: ['fallback'],
  },
  {
    question: 'affiliate or referral program?',
    expected: ['fallback'],
  },
  {
    question: 'ios app?',
    expected: ['fallback'],
  },

  // (15) Half answered, half not
  {
    question: 'annual discount? also do u take paypal',
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
    wording: false,
  },
  {
    question: 'trial how long + any student discount',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
    wording: false,
  },
  {
    question: 'soc2 n hipaa compliant?',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
    wording: false,
  },
];
