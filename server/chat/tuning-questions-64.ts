/**
 * Sixty-fourth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is terse, search-box style: one to six words,
 * mostly lowercase, often verbless, with typos and abbreviations, across every topic of the
 * site, plus a handful of equally terse follow-ups.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions64: BotQuestion[] = [
  // (1) Plan prices and limits
  {
    question: 'basic plan price',
    expected: ['plan:basic#price', 'faq:plan-limits'],
  },
  {
    previous: 'basic plan price',
    question: 'and premium?',
    expected: ['plan:premium#price', 'faq:plan-limits'],
  },
  {
    question: 'how mch is plus',
    expected: ['plan:plus#price', 'faq:plan-limits'],
  },
  {
    question: 'pricng',
    expected: ['plan:all#price', 'faq:plan-limits'],
  },
  {
    question: 'premium sku limit',
    expected: [
      'plan:premium#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    previous: 'premium sku limit',
    question: 'on basic?',
    expected: [
      'plan:basic#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: 'vendors per plan',
    expected: ['plan:all#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'order cap plus',
    expected: ['plan:plus#orders', 'doc:order-management#order-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'enterprise pricing',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  {
    question: 'whats in plus',
    expected: ['plan:plus', 'plan:plus#features'],
  },

  // (2) Billing, plan changes and cancellation
  {
    question: 'annual discount %',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'usd or eur, tax incl?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'upgrade prorated?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    previous: 'upgrade prorated?',
    question: 'downgrade?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'refunds',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'over order limit fee',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'cancel anytime?',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:data-after-cancellation'],
  },

  // (3) Free trial
  {
    question: 'free trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'trial product limit',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    previous: 'trial product limit',
    question: 'and after it ends',
    expected: [
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'faq:pricing-trial-card',
      'faq:free-trial',
    ],
  },
  {
    question: 'trial w/o credit card',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },

  // (4) Setup fees and product-sync-only
  {
    question: 'setup fees',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'ftp integration cost',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'custom api fee',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'sync only discount',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    previous: 'sync only discount',
    question: 'how much on plus',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },

  // (5) Connecting Shopify
  {
    question: 'connect shopfy store',
    expected: ['doc:connect-shopify', 'doc:quick-start-guide#step-2-connect-your-shopify-store'],
  },
  {
    question: 'need my store password?',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question: 'collab acess',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'faq:setup-help'],
  },
  {
    question: 'where paste client secret',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question: 'old admin app token',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question: 'shopify scopes',
    expected: ['faq:store-permissions', 'doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question: 'read_all_orders why',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'remove app from store',
    expected: ['faq:revoke-access'],
  },
  {
    question: 'woocommerce?',
    expected: ['faq:supported-platforms'],
  },

  // (6) Vendors and the catalog
  {
    question: 'vendor list',
    expected: ['faq:supported-vendors'],
  },
  {
    question: 'nora lighting',
    expected: ['vendor:nora'],
  },
  {
    previous: 'nora lighting',
    question: 'ftp or api',
    expected: ['vendor:nora'],
  },
  {
    question: 'honeys place',
    expected: ['vendor:honey'],
  },
  {
    question: 'amazon fba orders',
    expected: ['vendor:amazon'],
  },
  {
    previous: 'amazon fba orders',
    question: 'setup fee?',
    expected: ['vendor:amazon', 'fee:pre-built'],
  },
  {
    question: 'wheel pros',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'supplier runs shopify too',
    expected: ['vendor:shopify'],
  },
  {
    question: 'faire integration',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'vendor not listed',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'xlsx upload columns',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: 'vendor creds encrypted?',
    expected: ['faq:vendor-credentials'],
  },

  // (7) Inventory and Quantity Delta
  {
    question: 'invetory sync frequency',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question: 'safety stock',
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },
  {
    previous: 'safety stock',
    question: 'per sku or per vendor',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'store shows 0 vendor has 4',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'qty not changing',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },

  // (8) Price rules, MAP and MSRP
  {
    question: 'msrp vs map',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },
  {
    previous: 'msrp vs map',
    question: 'map above msrp?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'cost 40 markup 50% map 65',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question: 'my prices got overwritten',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },

  // (9) Listings, Search & Push and existing products
  {
    question: 'ai product descriptions',
    expected: ['faq:ai-listing-creation', 'doc:product-creation#what-a-new-listing-contains'],
  },
  {
    question: 'bulk create on basic',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'plan:basic#features',
    ],
  },
  {
    question: 'will it dupe my products',
    expected: ['faq:existing-products', 'doc:product-creation#duplicate-skus-are-never-created'],
  },
  {
    question: 'push as draft',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question: 'pre-push editing',
    expected: ['doc:search-and-push#premium-tools-in-search-and-push', 'faq:ai-listing-creation'],
  },
  {
    previous: 'pre-push editing',
    question: 'on plus?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:plan-features',
      'plan:plus#features',
    ],
  },

  // (10) Tags, collections and locations
  {
    question: 'tag product to link',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it', 'faq:two-way-tag-sync'],
  },
  {
    question: 'deleted product in shopify',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question: 'new location not showing',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },

  // (11) Orders and tracking
  {
    question: 'order routing',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question: 'trakcing not in shopify',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'faq:order-routing'],
  },
  {
    question: 'no shipping rates checkout',
    expected: ['doc:order-management#no-shipping-options-at-checkout'],
  },

  // (12) Health checks
  {
    question: 'helth check failing',
    expected: ['doc:health-check', 'faq:health-checks'],
  },
  {
    previous: 'helth check failing',
    question: 'only one vendor, all products',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question: 'sku mismatch',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },

  // (13) API
  {
    question: 'api which plan',
    expected: ['doc:api-reference#token', 'faq:plan-features', 'plan:premium#features'],
  },
  {
    question: 'api rate limit',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'api 409 error',
    expected: ['doc:api-reference#errors'],
  },
  {
    question: 'patch price by sku',
    expected: ['doc:api-reference#update-product'],
  },

  // (14) Security, data and legal
  {
    question: 'soc2 gdpr',
    expected: ['faq:compliance', 'company:hosting'],
  },
  {
    question: 'data stored where',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'data after cancel',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },

  // (15) Support, setup and company
  {
    question: 'support hrs',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'reply time basic',
    expected: ['faq:support-response-times', 'company:response-times'],
  },
  {
    question: 'acct not confirmed yet',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question: 'phone number',
    expected: ['company:contact'],
  },
  {
    question: 'who founded vendorhub',
    expected: ['page:about#team', 'page:about#story', 'company:founded'],
  },

  // (16) Careers, case studies and releases
  {
    question: 'hiring?',
    expected: ['jobs'],
  },
  {
    question: 'golang job',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'lighting store case study',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: 'latest release',
    expected: ['release:2.1.0'],
  },

  // (17) Next to VendorHub, but not on the site
  {
    question: 'returns / rma handling',
    expected: ['fallback'],
  },
  {
    question: 'pay with paypal',
    expected: ['fallback'],
  },
  {
    question: 'affiliate program',
    expected: ['fallback'],
  },
  {
    question: 'nonprofit discount',
    expected: ['fallback'],
  },
  {
    question: 'translate listings to french',
    expected: ['fallback'],
  },
  {
    question: 'quickbooks sync',
    expected: ['fallback'],
  },
  {
    question: 'find new suppliers for me',
    expected: ['fallback'],
  },

  // (18) Half answered: one part on the site, one part not
  {
    question: 'react dev salary',
    expected: ['job:middle-react-frontend-developer', 'jobs'],
    wording: false,
  },
  {
    question: 'plus price + student discount',
    expected: ['plan:plus#price', 'faq:plan-limits'],
    wording: false,
  },
  {
    question: 'gdpr and hipaa?',
    expected: ['faq:compliance'],
    wording: false,
  },
  {
    question: 'amazon mcf and ebay',
    expected: ['vendor:amazon'],
    wording: false,
  },
  {
    question: 'trial length, paypal ok?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'page:terms#4-free-trial'],
    wording: false,
  },
];
