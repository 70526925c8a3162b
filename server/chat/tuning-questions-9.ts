/**
 * Ninth tuning batch of `npm run bench:bot`: 120 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is six groups of 20: a detail half-remembered from
 * one page, comparisons between two things, non-native English, symptoms without feature names,
 * search-box queries of one to three words, and requests mixing a real topic with one the site
 * does not cover.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions9: BotQuestion[] = [
  // (1) A detail from the page the visitor has just read
  {
    question: "The FAQ said a delta of 3 turns a 10 into a 7 in my store. What's that delta for?",
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'the pricing page has a box called product sync only, what is that exactly?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question:
      'Your Shopify connection guide says something changed in the Shopify admin in January 2026. What changed, and does it affect me?',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question:
      'In the pricing rules article there was a bit about a MAP that is higher than the MSRP. Which one ends up winning?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      'I noticed read_all_orders in your list of permissions. Why would you need my whole order history?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'The cookie policy says the chat keeps something in my browser storage. What does it store?',
    expected: ['page:cookies#3-local-storage-used-by-the-chat'],
  },
  {
    question:
      'release notes 2.1.0 mention a fix for SKUs with a space at the end, what was going wrong before?',
    expected: ['release:2.1.0', 'doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question:
      'The FixtureFarm story says the health checks dug up a pile of duplicate SKUs during the migration. How many was it?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question:
      'the automation specialist job talks about n8n-style tools. can I do that one from Europe?',
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    question:
      'The collection check page insists on "is equal to" and not "contains" for the condition. Why does that matter?',
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  {
    question:
      'On the Amazon MCF page you say I can sync only the quantity and keep managing prices in Shopify. How do I set that up?',
    expected: [
      'vendor:amazon',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'The terms mention an "order form" that takes precedence for Enterprise customers. What is that about?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'The prepare products guide says Shopify caps the number of locations, something like 15. Does that limit how many vendors I can add?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      'I read that an account opened on a Friday evening only gets confirmed the next business day. How long does confirmation take normally?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question:
      'The order management doc tells me to open "General shipping rates". What am I supposed to change there?',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'The inventory article says to think about how many units I sell in an hour. Is that how I should choose my safety number?',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question:
      'your privacy policy says chats with the website assistant get deleted after a while. how long do you keep them?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'The about page talks about two founders. Who are they?',
    expected: ['page:about#team'],
  },
  {
    question:
      'The add vendor guide links a price list template. Which of its columns do I really have to fill in?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      'The Search & Push article says pushed items are counted under "By Search & Push". What are the other counters next to it?',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:dashboard-overview',
      'release:2.1.0',
    ],
  },

  // (2) Differences between two things the site describes
  {
    question: 'What do I get on Premium that I do not get on Plus?',
    expected: [
      'faq:plan-features',
      'plan:premium#features',
      'plan:plus#features',
      'faq:plan-limits',
    ],
  },
  {
    question: 'MAP vs MSRP: which one is the floor and which one is the ceiling?',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'Custom app or collaborator access, which connection method should I go for?',
    expected: ['doc:connect-shopify#choose-a-method', 'doc:connect-shopify'],
  },
  {
    question: "What's the difference between hooking up a vendor by direct API and by FTP?",
    expected: ['doc:add-vendor#vendor-types', 'doc:add-vendor'],
  },
  {
    question: 'Monthly or yearly billing on Plus, how much do I actually save over a year?',
    expected: [
      'faq:pricing-annual-billing',
      'faq:annual-billing',
      'plan:plus#price',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'Search & Push or bulk creation: when should I use which?',
    expected: [
      'doc:product-creation#ways-to-add-products',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question:
      'For products I already sell, is it better to ask you for bulk linking or to add the tags myself in Shopify?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation#ways-to-add-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: "Sync Data and Sync Products, aren't those the same button?",
    expected: [
      'doc:dashboard-overview',
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'health check or quantity check, which guide do I need when my stock number looks off?',
    expected: [
      'doc:quantity-check',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#when-the-numbers-do-not-match',
    ],
  },
  {
    question: 'How much more does a custom API integration cost than a pre-built one?',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'live vs draft when I push products, what is the difference for my customers?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'Amazon MCF or the Shopify store-to-store integration: which of the two comes with Plus?',
    expected: ['vendor:amazon', 'vendor:shopify'],
  },
  {
    question: 'Upgrading versus downgrading: does either one take effect right away?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'How different is support on Basic compared with Plus?',
    expected: [
      'faq:support-response-times',
      'company:response-times',
      'plan:basic#features',
      'plan:plus#features',
    ],
  },
  {
    question: 'and between Premium and Enterprise?',
    previous: "what's the difference between Plus and Premium?",
    expected: ['plan:enterprise#features', 'faq:pricing-enterprise', 'faq:plan-limits'],
  },
  {
    question: 'Syncing price versus syncing cost, what does each one write to my products?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#what-syncs-each-way',
    ],
  },
  {
    question:
      "Should I upload my supplier's spreadsheet myself or pay you for a CSV/XML/FTP integration? What's the difference?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      'If I want to stop selling an item for a few weeks, should I delete it in Shopify or change its status?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question: 'Vendor Settings vs Vendor Store Settings, what goes where?',
    expected: [
      'doc:dashboard-overview',
      'doc:dashboard-overview#vendor-settings',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'Is this website chat the same thing as the AI assistant inside the app?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },

  // (3) Non-native English speakers
  {
    question: 'Hola, is possible to connect two shops with the plan Basic?',
    expected: ['plan:basic#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'How much costs the Premium when I pay for the whole year at once?',
    expected: ['plan:premium#price', 'faq:pricing-annual-billing', 'faq:annual-billing'],
  },
  {
    question: 'I must give you the password of my shop for make the connexion?',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question: 'Kindly tell me the data of my store will be kept where, in which country?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'Trial need credit card or not need?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'My supplier only send me one Excel every week, I can use this with you?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:supported-vendors',
      'doc:add-vendor#vendor-types',
    ],
  },
  {
    question: 'Until when is the support reachable? I sit in Europe, which time zone you mean?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'If I stop the subscription, my datas are deleted immediately?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'Please do the needful and explain how to make the smart collection for my vendor',
    expected: ['doc:prepare-products#step-2-create-the-smart-collection', 'doc:prepare-products'],
  },
  {
    question: 'Price of my product change back by itself after I edit it, why is like this?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question: 'Which is the fee for to integrate a vendor that has API but is not in your list?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      'Is it possible that the orders go automatic to the supplier and the tracking number comes back in my shop?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'You are certified SOC 2? And for the GDPR you are conform?',
    expected: ['faq:compliance', 'company:hosting'],
  },
  {
    question: 'Sir what is the maximum products I can upload in trial period?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'Same SKU product already in my shop, you will create again one more?',
    expected: ['faq:existing-products', 'doc:product-creation#duplicate-skus-are-never-created'],
  },
  {
    question: "The vendor Honey's Place, it works with your system? How much cost to connect him?",
    expected: ['vendor:honey'],
  },
  {
    question: 'Can I let your team make the Shopify connection? I have no technical knowledges.',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question: 'In which money are the prices, euros or dollars? The VAT is inside?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'What is the procedure to remove your app from my store if I want to discontinue?',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'Orders more than limit of plan, you charge me extra money automatic?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },

  // (4) Troubleshooting described by its symptoms only
  {
    question: 'the number in my shop is always 2 lower than what the supplier shows',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'some products go back to another price a day after I change them myself',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      "Customers reach checkout with a couple of items and there's simply no delivery option to pick",
    expected: ['doc:order-management#no-shipping-options-at-checkout', 'doc:order-management'],
  },
  {
    question: "I made a new collection yesterday and it's not in the dropdown on your side",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
    ],
  },
  {
    question: 'since this morning every single product from one supplier is flagged as failing',
    expected: ['doc:health-check#expired-vendor-credentials', 'doc:health-check'],
  },
  {
    question:
      'I changed something in the Shopify dev dashboard and now products from all my suppliers fail at once',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check',
    ],
  },
  {
    question: 'my store says sold out but the supplier still has 4 of them',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question: 'price and cost update fine, but the stock figure never moves at all',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question: "the supplier's stock got written over the count of my own warehouse",
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },
  {
    question: "My vendor's collection is empty although the products carry the right tag",
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  {
    question: 'the "last updated" time for quantity on the vendor page is 5 hours old',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'I tagged an item, it got linked, but it shows a problem and nothing updates',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },
  {
    question:
      'the supplier shipped days ago but the order in Shopify still has no tracking and my customer got no email',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    question:
      "one item keeps its old quantity even after I uploaded the supplier's newest spreadsheet",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: 'a few listings end up cheaper than what the brand lets us advertise',
    expected: [
      'doc:pricing-rules#when-map-is-above-msrp',
      'doc:pricing-rules#set-your-price-rules',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'a backordered item from three months ago shipped late and the tracking never landed on the order',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'after I put in a new client secret, nothing gets updated for any supplier anymore',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question: 'two items in my shop have the same code and neither of them updates',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#duplicate-skus-are-never-created',
    ],
  },
  {
    question:
      'the warehouse I added for a supplier still does not show up, even after loading store data again',
    expected: ['doc:collection-check#run-sync-data', 'doc:collection-check'],
  },
  {
    question: "the stock total in Shopify's product list is way higher than what the supplier has",
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },

  // (5) Search-box queries of one to three words
  {
    question: 'map pricing',
    expected: ['faq:price-rules', 'doc:pricing-rules', 'doc:pricing-rules#the-three-price-rules'],
  },
  {
    question: 'cancel',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'faq:data-after-cancellation',
      'company:retention',
    ],
  },
  {
    question: 'api access',
    expected: [
      'faq:plan-features',
      'plan:premium#features',
      'doc:product-creation#create-products-through-the-api',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'locations limit',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question: 'nora',
    expected: ['vendor:nora'],
  },
  {
    question: 'careers remote',
    expected: ['jobs'],
  },
  {
    question: 'premium?',
    previous: 'how many vendors on plus',
    expected: ['plan:premium#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'gdpr',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'phone number',
    expected: ['company:contact'],
  },
  {
    question: 'enterprise price',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'release 2.0',
    expected: ['release:2.0.0'],
  },
  {
    question: 'wheelpros',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'ftp setup fee',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'trial length',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'vendor tag',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:prepare-products',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'customer stories',
    expected: ['case-studies'],
  },
  {
    question: 'founded',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'draft products',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question: 'pre-push editing',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'plan:premium#features',
      'release:2.0.0',
    ],
  },
  {
    question: 'office address',
    expected: ['company:contact'],
  },

  // (6) A real topic mixed with an unsupported one, or something just outside the site
  {
    question:
      'Will the vendor costs you sync also flow into QuickBooks or Xero for my bookkeeping?',
    expected: ['fallback'],
  },
  {
    question: 'Is there an iPhone or Android app so I can check my vendor orders on the go?',
    expected: ['fallback'],
  },
  {
    question: 'Is the VendorHub dashboard available in Spanish, or only in English?',
    expected: ['fallback'],
  },
  {
    question: 'I run my shop on WooCommerce, not Shopify. Can I still use your inventory sync?',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'Can VendorHub post low-stock alerts into our Slack channel?',
    expected: ['fallback'],
  },
  {
    question:
      'Is a MAP agreement with my supplier actually legally enforceable in Texas? I want to know if I must follow it.',
    expected: ['fallback'],
  },
  {
    question: 'Do you sell barcode scanners or label printers that work with the app?',
    expected: ['fallback'],
  },
  {
    question:
      'Can I move from Basic to Plus in the middle of the month, and do you have a discount for nonprofits?',
    wording: false,
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'Do you have an affiliate or referral program where I earn a commission?',
    expected: ['fallback'],
  },
  {
    question:
      'Is there a Zapier or Make connector for VendorHub so I can trigger my own automations when an order is routed?',
    expected: ['fallback'],
  },
  {
    question:
      'My main supplier sells on AliExpress and is not in your catalog. Can you connect it anyway?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      'Besides the suppliers, will VendorHub also keep track of the stock in my own warehouse?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question:
      "Could you build an integration for my vendor's API, and also design a new logo for my store?",
    wording: false,
    expected: [
      'faq:custom-integration-request',
      'fee:custom-api',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'Does VendorHub send marketing emails to my customers, like Klaviyo does?',
    expected: ['fallback'],
  },
  {
    question:
      'I want to update prices by SKU from our ERP through your API. Which plan do I need, and is there a webhook for new orders?',
    expected: ['faq:plan-features', 'plan:premium#features', 'release:2.0.0'],
  },
  {
    question: 'Can your AI also write blog posts for my store, not just product descriptions?',
    expected: ['fallback'],
  },
  {
    question:
      'We are an agency. Can we get a white-label version of VendorHub to resell to our clients?',
    expected: ['fallback'],
  },
  {
    question: 'Does it work with the Square POS in my physical shop?',
    expected: ['fallback'],
  },
  {
    question:
      'I want to sell Medline supplies through your sync. Do you also take care of HIPAA compliance?',
    expected: ['vendor:medline'],
  },
  {
    question: 'What uptime do you guarantee? Is there an SLA?',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
];
