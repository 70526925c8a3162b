/**
 * Forty-first tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch reads like visitors on phones: terse, lowercase
 * fragments with typos and abbreviations, a few words of Spanish, French or German, some
 * ordinary full questions, and very short follow-ups.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions41: BotQuestion[] = [
  // (1) Plans and prices
  {
    question: 'basic plan price',
    expected: [
      'plan:basic#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'precio plan plus?',
    expected: [
      'plan:plus#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'plus how many stores',
    expected: ['plan:plus#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'vendors on basic??',
    expected: [
      'plan:basic#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question: 'max prodcuts plus',
    expected: [
      'plan:plus#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:search-and-push#before-you-start',
      'doc:product-creation',
    ],
  },
  {
    question: 'enterprise pricing?',
    expected: [
      'plan:enterprise#price',
      'faq:pricing-enterprise',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'mehrere shops möglich?',
    expected: [
      'plan:all#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question: 'whats included in premium',
    expected: ['plan:premium#features', 'faq:plan-features'],
  },
  {
    question: 'api on basic?',
    expected: [
      'faq:plan-features',
      'plan:basic#features',
      'doc:api-reference#token',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'woocommerce?',
    expected: ['faq:supported-platforms'],
  },

  // (2) Trial, billing and cancellation
  {
    question: 'trial need credit card?',
    expected: [
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'how many products can i sync in the trial',
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
    question: 'essai gratuit combien de jours',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'yearly discount %',
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'cancel anytime',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'refund if i cancel mid month?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'prix en euros?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'go over order limit - extra charge?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },

  // (3) Setup fees and product sync only
  {
    question: 'setup fees?',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    question: 'csv integration fee',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'sync only discount premium',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },

  // (4) Vendor catalogue
  {
    question: 'wheelpros?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'nora lighting supported',
    expected: ['vendor:nora'],
  },
  {
    question: 'amazon mcf fulfilment from my fba stock',
    expected: ['vendor:amazon'],
  },
  {
    question: 'medline live yet?',
    expected: ['vendor:medline'],
  },
  {
    question: 'james + james furniture available?',
    expected: ['vendor:james-james'],
  },
  {
    question: 'crystorama on basic plan?',
    expected: ['vendor:crystorama'],
  },
  {
    question: 'my supplier runs its own shopify store, can i pull products from it',
    expected: ['vendor:shopify'],
  },
  {
    question: 'my supplier isnt in ur list',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'what vendors u support',
    expected: ['faq:supported-vendors'],
  },

  // (5) Getting started and connecting Shopify
  {
    question: 'setup time',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'do u need my shopify password',
    expected: [
      'faq:store-password',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'cant create app in shopify admin anymore??',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question: 'collaborator access how',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'shopify scopes needed',
    expected: [
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'old admin api token still ok?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'acct confirmation how long',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'vendor sends excel only, no api',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
      'doc:add-vendor',
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

  // (6) Products, listings and two-way sync
  {
    question: 'will it duplicate my products',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation',
    ],
  },
  {
    question: 'push as draft?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'ai descriptions',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation',
    ],
  },
  {
    question: 'bulk create on basic cost?',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'faq:plan-features',
      'plan:basic#features',
      'doc:product-creation',
    ],
  },
  {
    question: 'delete product in shopify what happens',
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'if i edit titles in shopify do they get overwritten',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },

  // (7) Inventory and Quantity Delta
  {
    question: 'qty delta??',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'store shows 0 but vendor has 4',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question: 'stock not updating but price does',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question: 'inventario en tiempo real?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },

  // (8) Price rules, MAP and MSRP
  {
    question: 'map pricing how',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'map higher than msrp wat happens',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'cost 20 markup 40% final price?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },

  // (9) Orders and tracking
  {
    question: 'tracking back to shopify?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'no shipping rates at checkout',
    expected: ['doc:order-management#no-shipping-options-at-checkout', 'doc:order-management'],
  },
  {
    question: 'orders older than 60 days',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
    ],
  },

  // (10) Troubleshooting
  {
    question: 'every product of one vendor failing health',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:health-check',
    ],
  },
  {
    question: 'sku mismatch fix',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },
  {
    question: 'vendor collection empty',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },

  // (11) API
  {
    question: 'api limits',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'getting 429 from api',
    expected: ['doc:api-reference#errors', 'doc:api-reference#rate-limits'],
  },
  {
    question: 'api token where',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'api pagination',
    expected: ['doc:api-reference#paging', 'doc:api-reference#list-products'],
  },

  // (12) Security, privacy and legal
  {
    question: 'gdpr soc2',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:privacy#7-how-we-protect-it',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'wo sind die daten gehostet',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'data after cancel',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'how long do u keep chat msgs',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'governing law',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'uninstall vendorhub',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'vendor creds encrypted?',
    expected: ['faq:vendor-credentials'],
  },
  {
    question: 'min age to sign up',
    expected: ['page:terms#2-your-account'],
  },

  // (13) Support, company, jobs, releases and case studies
  {
    question: 'support hrs',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'phone number',
    expected: ['company:contact'],
  },
  {
    question: 'founded when',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'ceo?',
    expected: ['page:about#team'],
  },
  {
    question: 'hiring?',
    expected: ['jobs'],
  },
  {
    question: 'golang job remote?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'n8n job',
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    question: 'latest release',
    expected: ['release:2.1.0'],
  },
  {
    question: 'when was msrp enforcement added',
    expected: ['release:1.9.0'],
  },
  {
    question: 'case study lighting store',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'adult shop case study',
    expected: ['case-study:condomania'],
  },
  {
    question: 'customer stories',
    expected: ['case-studies'],
  },
  {
    question: 'is this chat a bot or a real person?',
    expected: ['faq:ai-assistant'],
  },

  // (14) Very short follow-ups
  {
    previous: 'how many vendors on basic',
    question: 'and premium?',
    expected: [
      'plan:premium#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    previous: 'we need a custom api integration for our distributor',
    question: 'how much',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    previous: 'is there a free trial',
    question: 'how long',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    previous: 'which plans have api access',
    question: 'rate limit?',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    previous: 'amazon mcf supported?',
    question: 'setup fee?',
    expected: [
      'vendor:amazon',
      'fee:pre-built',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    previous: 'support reply time on basic',
    question: 'plus?',
    expected: ['company:response-times', 'faq:support-response-times', 'plan:plus#features'],
  },
  {
    previous: 'plus plan product limit',
    question: 'n orders?',
    expected: [
      'plan:plus#orders',
      'faq:plan-limits',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
    ],
  },

  // (15) Not on the site, and half on the site
  {
    question: 'quickbooks sync?',
    expected: ['fallback'],
  },
  {
    question: 'how much is shopify itself per month',
    expected: ['fallback'],
  },
  {
    question: 'nora lighting hq where',
    expected: ['fallback'],
  },
  {
    question: 'best products to dropship rn',
    expected: ['fallback'],
  },
  {
    question: 'soporte en español?',
    expected: ['fallback'],
  },
  {
    question: 'customer wants to return a lamp, how do i handle the return',
    expected: ['fallback'],
  },
  {
    question: 'premium price + do u integrate w quickbooks',
    expected: [
      'plan:premium#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
    wording: false,
  },
  {
    question: 'support hours? and do u have a discord',
    expected: ['faq:support-hours', 'company:support-hours'],
    wording: false,
  },
  {
    question: 'health checks + do you monitor my site uptime',
    expected: ['faq:health-checks', 'doc:health-check'],
    wording: false,
  },
];
