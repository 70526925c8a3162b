/**
 * Sixteenth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Terse chat-box input: one to eight words typed on a phone,
 * mostly lowercase, keywords only, abbreviations and typos, with a few very short follow-ups.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions16: BotQuestion[] = [
  // (1) Plans and prices
  {
    question: 'price basic',
    expected: ['plan:basic#price', 'faq:plan-limits', 'faq:annual-billing', 'plan:all#price'],
  },
  {
    question: 'pricing?',
    expected: [
      'plan:all#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'price 2 stores',
    expected: ['plan:plus#price', 'faq:plan-limits', 'plan:plus#stores', 'plan:all#stores'],
  },
  {
    question: 'enterprise pricing',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'premium features',
    expected: ['plan:premium#features', 'faq:plan-features'],
  },
  {
    question: 'api access which plan',
    expected: [
      'faq:plan-features',
      'plan:premium#features',
      'plan:enterprise#features',
      'doc:product-creation#create-products-through-the-api',
      'doc:product-creation',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'pre push editing on plus?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'doc:search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
    ],
  },
  {
    question: 'ai descriptions basic plan',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation',
      'plan:basic#features',
      'faq:plan-features',
    ],
  },

  // (2) Plan limits
  {
    question: 'how many stores plus',
    expected: ['plan:plus#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'vendors basic plan',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: 'orders/mo premium',
    expected: [
      'plan:premium#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: 'sku limit plus',
    expected: [
      'plan:plus#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: 'unlimited vendors?',
    expected: [
      'plan:enterprise#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'plan:all#vendors',
    ],
  },
  {
    question: 'over order limit',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'page:terms#6-plan-limits',
    ],
  },

  // (3) Setup fees, trial and billing
  {
    question: 'setup fee?',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'custom api integraton price',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'free trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'trial need credit card',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'prices incl vat',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'downgrade mid month',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'discount sync only',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'refund if i cancel',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'cancel anytime?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },

  // (4) Vendors by name, in the catalogue or not
  {
    question: 'wheelpros',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'medline supported?',
    expected: ['vendor:medline'],
  },
  {
    question: 'nora lighting',
    expected: ['vendor:nora'],
  },
  {
    question: 'honeys place integration',
    expected: ['vendor:honey'],
  },
  {
    question: 'amazon fba',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: 'james+james status',
    expected: ['vendor:james-james'],
  },
  {
    question: 'do u support kichler',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'essendant distribtor',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'williams trading api or ftp',
    expected: ['vendor:williams'],
  },
  {
    question: 'shopify to shopify sync',
    expected: ['vendor:shopify'],
  },
  {
    question: 'kuzco setup fee',
    expected: ['vendor:kuzco', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    question: 'which vendors u support',
    expected: ['faq:supported-vendors'],
  },

  // (5) Documentation: connecting the store and preparing a vendor
  {
    question: 'connect shopfy store',
    expected: [
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify#choose-a-method',
    ],
  },
  {
    question: 'collaborator access how',
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'where do client id n secret go',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
      'doc:dashboard-overview#store-settings',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question: 'cant create app in shopify admin',
    expected: ['doc:connect-shopify#what-changed-in-shopify-in-2026', 'doc:connect-shopify'],
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
    question: 'upload excel price list',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'smart collection condition',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products',
      'doc:collection-check',
    ],
  },
  {
    question: 'new location not showing',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question: 'no shipping options checkout',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },

  // (6) Documentation: sync, prices, products, orders and troubleshooting
  {
    question: 'inv sync how often',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'qty delta',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'invetory not matching vendor',
    expected: [
      'doc:quantity-check',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#when-the-numbers-do-not-match',
    ],
  },
  {
    question: 'msrp rules?',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
    ],
  },
  {
    question: 'map higher than msrp',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'set markup %',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question: 'my manual prices get overwritten',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'health check fail all vendors',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'push same sku twice = duplicate?',
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'link existing products',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation',
    ],
  },
  {
    question: 'deleted product in shopify',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'push as draft',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:search-and-push',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question: 'tracking # back to shopify?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },

  // (7) FAQ: what it is, security and support
  {
    question: 'woocommerce?',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'need my shopify pw?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'data stored where',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'soc2',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:privacy#7-how-we-protect-it',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'support hrs',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'reply time basic',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:basic#features'],
  },
  {
    question: 'uninstall vendorhub',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'acct not confirmed yet',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'is this chat a bot',
    expected: ['faq:ai-assistant'],
  },
  {
    question: 'can u set it up for me',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
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

  // (8) Company, jobs, releases and case studies
  {
    question: 'phone number',
    expected: ['company:contact'],
  },
  {
    question: 'founded when',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'ceo',
    expected: ['page:about#team'],
  },
  {
    question: 'hiring?',
    expected: ['jobs'],
  },
  {
    question: 'react dev job remote?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'golang junior reqs',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'latest release',
    expected: ['release:2.1.0'],
  },
  {
    question: 'excel upload which version',
    expected: ['release:1.8.0'],
  },
  {
    question: 'case studies',
    expected: ['case-studies'],
  },
  {
    question: 'lighting retailer case study',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'fashionplus',
    expected: ['case-study:fashionplus'],
  },

  // (9) Privacy, terms and cookies
  {
    question: 'u use cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'min age to sign up',
    expected: ['page:terms#2-your-account'],
  },
  {
    question: 'chat session id stored where',
    expected: [
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'how long u keep my cv',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'who u share data with',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },

  // (10) Terse follow-ups
  {
    question: 'and premium',
    previous: 'how much is plus',
    expected: ['plan:premium#price', 'faq:plan-limits', 'plan:all#price'],
  },
  {
    question: 'yearly?',
    previous: 'basic plan price',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing', 'plan:basic#price'],
  },
  {
    question: 'how long',
    previous: 'custom api integration fee',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
      'doc:add-vendor',
    ],
  },
  {
    question: 'and orders',
    previous: 'vendors on plus',
    expected: ['plan:plus#orders', 'faq:plan-limits', 'doc:order-management#order-limits-by-plan'],
  },
  {
    question: 'setup fee?',
    previous: 'nora lighting supported?',
    expected: [
      'vendor:nora',
      'fee:pre-built',
      'fee:all',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'weekends?',
    previous: 'support hours',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'where do i set it',
    previous: 'whats quantity delta',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question: 'when live',
    previous: 'wheelpros',
    expected: ['vendor:wheelpros'],
  },

  // (11) Not on the site, or only half on it
  {
    question: 'affiliate program?',
    expected: ['fallback'],
  },
  {
    question: 'ios app',
    expected: ['fallback'],
  },
  {
    question: 'quickbooks sync',
    expected: ['fallback'],
  },
  {
    question: 'nonprofit discount',
    expected: ['fallback'],
  },
  {
    question: 'how much does shopify itself cost',
    expected: ['fallback'],
  },
  {
    question: 'status page url',
    expected: ['fallback'],
  },
  {
    question: 'premium price + uptime sla',
    expected: ['plan:premium#price', 'faq:plan-limits', 'plan:all#price'],
    wording: false,
  },
  {
    question: 'golang job salary, remote?',
    expected: ['job:golang-junior-backend-developer'],
    wording: false,
  },
];
