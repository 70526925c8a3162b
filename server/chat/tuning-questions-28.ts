/**
 * Twenty-eighth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is about money and numbers: visitors who give their
 * own stores, vendors, orders, products or budget and ask which plan fits and what it costs, what
 * setup fees their vendor mix adds, the product-sync-only discount, trial limits, limits and plan
 * changes; the last third covers setup, troubleshooting, security, legal and company questions.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions28: BotQuestion[] = [
  // (1) Which plan fits my numbers
  {
    question:
      'we run one shopify store with 3 suppliers and roughly 150 orders a month, which plan do i need?',
    expected: [
      'faq:plan-limits',
      'plan:all#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'Two stores (US and Canada), 5 brands, maybe 350 orders a month. Is Plus enough for that?',
    expected: [
      'faq:plan-limits',
      'case-study:fashionplus',
      'plan:plus#stores',
      'plan:plus#vendors',
      'plan:plus#orders',
    ],
  },
  {
    question:
      "We carry about 12k SKUs in total. What's the cheapest plan that covers that many products?",
    expected: [
      'plan:all#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
      'plan:premium#products',
    ],
  },
  {
    question: 'is 1000 products the cap on basic?? we have about 1,400',
    expected: [
      'plan:basic#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
      'plan:all#products',
    ],
  },
  {
    question:
      'Roughly 900 orders/month across 10 vendors and 3 stores. Does Premium cover us or do we need Enterprise?',
    expected: [
      'faq:plan-limits',
      'plan:premium#orders',
      'plan:premium#vendors',
      'plan:premium#stores',
    ],
  },
  {
    question: "we've got 4 shopify stores, does that mean enterprise only?",
    expected: [
      'plan:all#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'plan:enterprise#stores',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    previous: 'How much is the Plus plan?',
    question: 'how many vendors can I hook up on that one?',
    expected: [
      'plan:plus#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    previous: "What's included in the Basic plan?",
    question: 'whats the max orders per month on it',
    expected: [
      'plan:basic#orders',
      'faq:plan-limits',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
    ],
  },
  {
    question:
      'Tiny shop here: one vendor, 40 orders a month, ~300 products. What is the least I can pay?',
    expected: ['plan:basic#price', 'faq:plan-limits', 'plan:all#price', 'faq:annual-billing'],
  },
  {
    question:
      'We need 15 vendors but only one store. Is there anything between Premium and Enterprise?',
    expected: [
      'plan:all#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:add-vendor',
      'plan:enterprise#vendors',
    ],
  },
  {
    question:
      'We only have 2 vendors but want to push products from our ERP through your API. Do I really need Premium for that?',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:premium#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Our budget is around 200 dollars a month max. What do I get for that?',
    expected: ['plan:plus#price', 'faq:plan-limits', 'plan:plus#features', 'plan:all#price'],
  },
  {
    previous: 'What does Premium cost per month?',
    question: 'how many shopify stores does that include',
    expected: [
      'plan:premium#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question:
      'Which plans include the free AI bulk listing? We want to list about 3,000 products from one distributor.',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation',
    ],
  },

  // (2) Monthly and yearly cost
  {
    question: 'what does Plus cost for a whole year if I pay annually?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    question: 'how much is premium a month',
    expected: ['plan:premium#price', 'faq:plan-limits', 'faq:annual-billing', 'plan:all#price'],
  },
  {
    question:
      'If I go yearly on Basic, how much do I actually save over 12 months compared with paying monthly?',
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'with the annual plan do i pay everything upfront or still month by month?',
    expected: [
      'faq:pricing-annual-billing',
      'faq:annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'prices of all your plans please, monthly',
    expected: [
      'plan:all#price',
      'faq:plan-limits',
      'faq:pricing-annual-billing',
      'faq:annual-billing',
    ],
  },
  {
    previous: 'How much is the Basic plan?',
    question: 'and if I pay for the full year?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing', 'plan:basic#price'],
  },
  {
    question: 'Do your prices include VAT? We are a German company.',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Can you raise my subscription price in the middle of my billing period?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'If I pay for a year and want out after 3 months, do I get the rest refunded?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'How much is Plus per month, and do you also connect eBay stores?',
    expected: ['plan:plus#price', 'faq:plan-limits', 'faq:annual-billing'],
    wording: false,
  },

  // (3) Setup fees for a vendor mix
  {
    question:
      "2 of my vendors email CSV files and 1 has a REST API that isn't in your list. What would the setup cost me in total?",
    expected: [
      'faq:setup-fees',
      'fee:all',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    question: 'how much to hook up Maxim Lighting?',
    expected: ['vendor:maxim', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    question: 'custom api integration price?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'fee:all',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'Our supplier puts an XML feed on their FTP every night. Is there a fee to connect that?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    question: "Entrenue, Honey's Place and Williams Trading: any setup fee for those three?",
    expected: [
      'fee:pre-built',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'fee:all',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'Once I pay the $300, how long before the integration is live?',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Is the setup fee per vendor or per store? Both our stores use the same CSV vendor.',
    expected: [
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'fee:all',
      'doc:add-vendor',
    ],
  },
  {
    question: 'what exactly am I paying for with an integration setup fee',
    expected: ['faq:pricing-setup-fees', 'fee:all', 'page:terms#7-setup-fees-and-integrations'],
  },
  {
    question:
      "If I just upload the vendor's Excel sheet myself every week, do I still owe the $300?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
      'case-study:evertail',
    ],
  },
  {
    question: "How long do you take to quote a vendor you don't support yet?",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'setup fee for an FTP vendor? also could you build us a new shopify theme while you are at it',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
    wording: false,
  },

  // (4) Product sync only
  {
    question: 'We ship all orders ourselves and only need stock + price sync. Is that cheaper?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'How much comes off Premium if we skip order routing?',
    expected: [
      'sync-only:premium',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
      'sync-only',
    ],
  },
  {
    previous: "Is there a discount if I don't use the order routing?",
    question: 'how much is it on basic then',
    expected: [
      'sync-only:basic',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
      'sync-only',
    ],
  },
  {
    question:
      'Plus billed monthly with the product-sync-only discount: what do I end up paying each month?',
    expected: [
      'sync-only:plus',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
      'sync-only',
    ],
  },
  {
    question: 'Rather than the sync-only discount, could I get bigger limits for the same price?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'how do i actually get the product sync only option, is it a checkbox at checkout?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },

  // (5) Free trial
  {
    question: 'How many products can I sync during the trial?',
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
    question: 'do you need my credit card for the free trial?',
    expected: [
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'If I forget to cancel the trial, when does the first charge hit my card?',
    expected: ['faq:pricing-trial-card', 'faq:pricing-free-trial', 'page:terms#4-free-trial'],
  },
  {
    question: 'We have 3000 products. Can we test the whole catalogue during the trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'Can I trial Enterprise for free as well?',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      'If I start the trial on Premium, do I get the API and the AI listing tools or a cut-down version?',
    expected: ['faq:pricing-free-trial'],
  },
  {
    previous: 'Is there a free trial?',
    question: 'ok what happens when it runs out',
    expected: [
      'faq:pricing-free-trial',
      'faq:free-trial',
      'page:terms#4-free-trial',
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
    ],
  },

  // (6) Limits, upgrades, downgrades and cancellation
  {
    question: 'what happens if we do 260 orders in a month on basic? do orders just stop?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    previous: 'What happens if I go over my monthly order limit?',
    question: 'and does it move me to the next plan automatically?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'If I upgrade from Basic to Plus halfway through the month, do I pay the full Plus price again?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'when does a downgrade kick in',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: "I'm on Plus with 6 vendors already and want to add a seventh. What are my options?",
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:all#vendors',
      'faq:plan-limits',
      'doc:add-vendor',
      'faq:change-plan',
    ],
  },
  {
    question:
      'If we drop from Premium down to Basic, what happens to our 8 vendors and 10k products?',
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:change-plan',
    ],
  },
  {
    question:
      'Our volume is seasonal: about 150 orders most months but 600 in December. Do I have to pay for a bigger plan all year?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'After I cancel, do I keep access until the end of the month I already paid for?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },

  // (7) Enterprise and other pricing questions
  {
    question: 'We push about 5,000 orders a month over 6 stores. Who do I talk to about pricing?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price', 'plan:enterprise#orders'],
  },
  {
    question: 'Does Enterprise come with onboarding and help migrating from our current tool?',
    expected: ['plan:enterprise#features'],
  },
  {
    question:
      'How many products can we have on Premium, and will you manage our Google Shopping feed too?',
    expected: [
      'plan:premium#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
    ],
    wording: false,
  },
  {
    question: 'Is there a nonprofit or startup discount?',
    expected: ['fallback'],
  },
  {
    question:
      'Do you have an affiliate or referral program where I earn a commission for sending clients?',
    expected: ['fallback'],
  },
  {
    question: 'How much does Shopify Plus cost per month these days?',
    expected: ['fallback'],
  },

  // (8) Vendors in the catalogue and which plan includes them
  {
    question: 'Is Amazon MCF available on the Basic plan?',
    expected: ['vendor:amazon'],
  },
  {
    question:
      "Which plan do I need to pull products from a supplier's own Shopify store into mine?",
    expected: ['vendor:shopify'],
  },
  {
    previous: 'Do you work with Holiday Products?',
    question: 'what does it cost to connect them',
    expected: ['vendor:holiday', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    question: 'do you integrate with Medline? we sell medical supplies',
    expected: ['vendor:medline'],
  },
  {
    question: 'is WheelPros live yet',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'How does Kuzco send you their inventory, API or FTP?',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'Do you have an integration for Visual Comfort? I did not see it in the list.',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:supported-vendors',
    ],
  },
  {
    question: "What's the minimum wholesale order with Nora Lighting?",
    expected: ['fallback'],
  },

  // (9) Connecting the store and day-to-day setup
  {
    question: 'do I have to give you guys my shopify password?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question:
      "Shopify won't let me create a custom app in the admin anymore. How do I connect you now?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: "can your team just set it all up for me? I'm not technical at all",
    expected: [
      'faq:setup-help',
      'faq:technical-skills',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
    ],
  },
  {
    question: "I created a new location in Shopify but it doesn't show up in Vendor Store Settings",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:collection-check',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question: 'customers get no shipping rates at checkout for the dropship items, help',
    expected: ['doc:order-management#no-shipping-options-at-checkout', 'doc:order-management'],
  },
  {
    question: 'why does shopify show 4 in stock when the vendor has 7?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'faq:quantity-delta',
      'doc:inventory-management#when-the-numbers-do-not-match',
    ],
  },
  {
    question:
      'Cost is $40, my markup is 50% and MAP is $65 with Enforce MAP on. What price ends up in my store?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question: 'the vendor data has MAP higher than MSRP for some items, which one wins?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'Health check started failing right after our distributor rotated their API key',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question: 'If I delete a product in Shopify, will the next sync just create it again?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'how often does stock update',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: "What's the rate limit on your API?",
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question:
      'We already sell about 800 products from this supplier in Shopify. Will VendorHub create duplicates?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation',
    ],
  },
  {
    question: 'What markup should I use on lighting to stay competitive?',
    expected: ['fallback'],
  },

  // (10) Security, data and legal
  {
    question: 'where are your servers? we need our data hosted in the EU',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'soc2?',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'How long do you keep our data once we cancel?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'Does this website use tracking cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#1-cookies-and-local-storage',
    ],
  },
  {
    question: "Under which state's law are your terms of service?",
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'Will you sign a data processing agreement with us?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },

  // (11) Company, support, careers, releases and customer stories
  {
    question: "what hours is your support open? I'm on the west coast",
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    previous: 'How fast do you reply to support emails?',
    question: 'and on Premium?',
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    question: "who's the CTO?",
    expected: ['page:about#team'],
  },
  {
    question: 'when was vendorhub started',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'Do you have a phone number I can call?',
    expected: ['company:contact'],
  },
  {
    question: 'are you hiring react devs? is it remote?',
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },
  {
    question: "what's new in the latest release",
    expected: ['release:2.1.0'],
  },
  {
    question: 'Which release added Quantity Delta?',
    expected: ['release:1.7.0'],
  },
  {
    question: 'Any customer stories from lighting retailers?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    previous: 'Tell me about the Evertail story',
    question: 'which plan were they on and what did they pay for setup?',
    expected: ['case-study:evertail'],
  },
];
