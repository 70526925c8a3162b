/**
 * Thirty-seventh tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. It imitates a week of real chat traffic: prospects, new and
 * long-time merchants, developers, job seekers, procurement and the merely curious, in every
 * register, weighted towards what the product does, what it costs, setup and everyday problems.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions37: BotQuestion[] = [
  // (1) What VendorHub is and who it is for
  {
    question: 'what does vendorhub actually do',
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work'],
  },
  {
    question: "we're a dropship store with like 9 suppliers, is this the kind of tool for us?",
    expected: ['faq:who-is-vendorhub-for', 'faq:what-is-vendorhub'],
  },
  {
    question: 'Is it only Shopify or does it also work with WooCommerce?',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'Do I need to hire a developer to use it?',
    expected: ['faq:technical-skills'],
  },
  {
    question: 'realistically how long before im up and running',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'Can it write the product descriptions for me with AI?',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation',
    ],
  },
  {
    question: 'what does MAP mean exactly, I keep seeing it on your site',
    expected: ['doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
  },

  // (2) Plans and prices
  {
    question: 'how much is it per month?',
    expected: [
      'plan:all#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'how many vendors can i connect on basic',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question: 'and on premium?',
    previous: 'how many vendors can i connect on basic',
    expected: [
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question: 'We run 3 Shopify stores (US, UK, AU). Which plan covers that?',
    expected: [
      'plan:all#stores',
      'plan:premium#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
    ],
  },
  {
    question: 'order limit on the plus plan?',
    expected: [
      'plan:plus#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: 'How is Enterprise priced? We do roughly 5,000 orders a month across 20 vendors.',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'Which plans come with API access?',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:premium#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'Is the AI optimization inside Search & Push available on Plus or do I need Premium for that?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
      'doc:search-and-push',
    ],
  },
  {
    question: 'can I use Nora Lighting on the basic plan',
    expected: ['vendor:nora', 'plan:basic#features'],
  },
  {
    question: "How much is Plus, and do you run an affiliate or reseller program? I'm an agency.",
    wording: false,
    expected: ['plan:plus#price', 'faq:plan-limits', 'faq:annual-billing'],
  },

  // (3) Trial, billing and plan changes
  {
    question: 'is there a free trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'how many products can i sync during it?',
    previous: 'is there a free trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'do i have to enter a credit card just to try it??',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'Are your prices in USD, and is VAT included?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'how much is premium if I pay for the year up front',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:premium#price'],
  },
  {
    question: 'What happens if we go past 400 orders in a month? Do you bill the extra orders?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: 'if i cancel halfway through the month do i get money back?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'do you give discounts to nonprofits or charities',
    expected: ['fallback'],
  },

  // (4) Setup fees, product-sync-only and custom integrations
  {
    question: 'are there any setup fees?',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      'our supplier drops a csv on their ftp every night. what would it cost to get that hooked up',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },
  {
    question:
      'How much do you charge to build a custom API integration, and how long does it take?',
    expected: [
      'fee:custom-api',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:setup-fees',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      'We only need the inventory/price syncing, we handle orders ourselves. Is there a cheaper option?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'how much off would that be on plus',
    previous:
      'We only need the inventory/price syncing, we handle orders ourselves. Is there a cheaper option?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: "My distributor isn't on your list. Can you build an integration for them?",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'doc:add-vendor',
    ],
  },

  // (5) The vendor catalogue
  {
    question: 'Which vendors do you already have integrations for?',
    expected: ['faq:supported-vendors'],
  },
  {
    question: 'do you integrate with Kichler?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: "Do you support Honey's Place?",
    expected: ['vendor:honey'],
  },
  {
    question: 'Maxim Lighting - is that connected by API or FTP?',
    expected: ['vendor:maxim'],
  },
  {
    question: 'is wheelpros live yet',
    expected: ['vendor:wheelpros'],
  },
  {
    question: "What's the status of the Medline integration? We sell medical supplies.",
    expected: ['vendor:medline'],
  },
  {
    question:
      'I keep stock at Amazon FBA. Can Shopify orders be fulfilled from there through you, and which plan do I need for that?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: 'our supplier has their own shopify store. can we pull their products into ours?',
    expected: ['vendor:shopify'],
  },

  // (6) Connecting Shopify and first setup
  {
    question: 'do you need my shopify password',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question:
      "I'm trying to make a custom app in the Shopify admin like the old tutorials say, but there's no create app option anymore??",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "Store Settings has a field 'Admin API access token' but I don't have any token. What do I put there?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question: "I'm not technical at all, can your team do the Shopify connection for me?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'which scopes do I tick when I create the app',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'we connected in 2025 with the old admin-created app. do we have to redo everything now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Signed up 3 hours ago and still no confirmation email. Is something wrong?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'how do i set up the smart collection for a vendor?',
    expected: ['doc:prepare-products#step-2-create-the-smart-collection', 'doc:prepare-products'],
  },
  {
    question:
      'wait, every vendor needs its own Location? we already have 12 locations of our own, is that going to be a problem',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:prepare-products',
      'doc:collection-check#run-sync-data',
    ],
  },

  // (7) Everyday use: sync, prices, products and orders
  {
    question: 'how often does the stock update',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'what is quantity delta',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'what number would you recommend setting it to?',
    previous: 'what is quantity delta',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question: 'cost 40, markup 50%, MAP 65 with enforce MAP on. what price ends up in my store?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: "My vendor's feed has MAP higher than MSRP on a few items. Which one wins?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      'I changed a price by hand in Shopify and an hour later it was back to the old one. Why does that keep happening?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'I already sell about 300 products from this supplier. Will you create duplicates of them?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation',
    ],
  },
  {
    question: 'if i delete a product in shopify what happens on your side',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'We are on Basic. Can we bulk create about 2000 products with the AI descriptions?',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'doc:product-creation',
    ],
  },
  {
    question: 'How do orders get sent to the supplier, and does my customer get a tracking number?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'what if one order has items from two different vendors',
    previous: 'How do orders get sent to the supplier, and does my customer get a tracking number?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question: 'one of my vendors only emails me an excel sheet. can i just upload that?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
      'faq:supported-vendors',
    ],
  },

  // (8) Something is wrong
  {
    question:
      'customers are telling me there are no shipping options at checkout, only for the products from the vendor I added this week',
    expected: ['doc:order-management#no-shipping-options-at-checkout', 'doc:order-management'],
  },
  {
    question:
      "since this morning ALL of one vendor's products fail the health check. what happened?",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:health-check',
    ],
  },
  {
    question: 'one product fails health check. sku in my store is 0123-BR, vendor has it as 123-BR',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },
  {
    question: "I made a new collection in Shopify but it doesn't show up in Vendor Store Settings",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
    ],
  },
  {
    question: "the vendor's smart collection is empty even though the products have the tag",
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  {
    question: 'my store shows 7 but the supplier has 10 in stock. bug??',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'last sync timestamp on my vendor page says 5 hours ago, isnt it supposed to be hourly?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'This is getting ridiculous, we keep selling stuff our supplier no longer has. How do I stop the overselling?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'backordered item from an order 3 months old, will the tracking still get added when it ships?',
    expected: ['doc:order-management#orders-older-than-60-days', 'doc:order-management'],
  },

  // (9) Developers and the API
  {
    question: 'do you have an API?',
    expected: [
      'doc:api-reference#token',
      'faq:plan-features',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: "what's the rate limit on your REST API",
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'getting 403 plan_required when I call /wh/api/v1/products, token looks fine',
    expected: ['doc:api-reference#errors'],
  },
  {
    question: 'How do I update the stock of a single SKU through the API?',
    expected: ['doc:api-reference#update-product'],
  },
  {
    question:
      'Is there a webhook I can subscribe to that fires when an order gets routed to a vendor?',
    expected: ['fallback'],
  },

  // (10) Security, data and legal
  {
    question: "where is my data stored? we're based in Germany",
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'and if we cancel, how long do you keep it?',
    previous: "where is my data stored? we're based in Germany",
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question:
      'Could you confirm whether VendorHub holds SOC 2 Type II and whether you can sign a data processing agreement? This is for our vendor security review.',
    expected: ['faq:compliance', 'company:hosting', 'page:terms#8-your-data'],
  },
  {
    question: 'How do I remove VendorHub from my store completely?',
    expected: ['faq:revoke-access'],
  },
  {
    question: "Do you use our customers' data to train your AI?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'does this website set cookies or track me',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'Is your liability capped anywhere in the terms?',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },

  // (11) Support, contact and the company
  {
    question: 'support hours?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: "I'm on Plus, how quick will support get back to me?",
    expected: ['faq:support-response-times', 'company:response-times', 'plan:plus#features'],
  },
  {
    question: 'phone number pls',
    expected: ['company:contact'],
  },
  {
    question: 'Can I book a demo call with someone?',
    expected: ['page:cookies#4-the-meeting-scheduler-on-the-contact-page', 'company:contact'],
  },
  {
    question: 'am I talking to a real person right now?',
    expected: ['faq:ai-assistant'],
  },
  {
    question: 'who founded vendorhub and when',
    expected: ['page:about#team', 'page:about#story', 'company:founded'],
  },

  // (12) Jobs, releases and customer stories
  {
    question: 'are you hiring?',
    expected: ['jobs'],
  },
  {
    question: 'what about the support role, what hours would I be working?',
    previous: 'are you hiring?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'Is the React frontend job remote, and how many years of experience do you want?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'What does the low-code automation specialist job involve, and what does it pay?',
    wording: false,
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    question: "what's new in the latest release",
    expected: ['release:2.1.0'],
  },
  {
    question: 'and the one before that?',
    previous: "what's new in the latest release",
    expected: ['release:2.0.0'],
  },
  {
    question: 'got any case studies',
    expected: ['case-studies'],
  },
  {
    question: 'Any lighting retailers using you? Would love to see real numbers.',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },

  // (13) Outside what the site covers
  {
    question:
      'Does VendorHub handle returns and RMAs with the vendor when a customer sends something back?',
    expected: ['fallback'],
  },
  {
    question: 'can you recommend a good dropshipping supplier for pet products',
    expected: ['fallback'],
  },
  {
    question: "What's Shopify's transaction fee if I'm not using Shopify Payments?",
    expected: ['fallback'],
  },
  {
    question: 'do you sync with quickbooks for the accounting side',
    expected: ['fallback'],
  },
  {
    question: 'Is there a Python SDK for your API?',
    expected: ['fallback'],
  },
];
