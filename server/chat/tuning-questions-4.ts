/**
 * Fourth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Tuning material: the bot learns their wordings. Scored
 * before the bot learned them: 76 of 100. Two that came out word for word as held-out
 * questions were reworded here.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions4: BotQuestion[] = [
  // Long, situational questions in the visitor's own words
  {
    question:
      'A customer ordered a pendant back in March that was on backorder, and the vendor only shipped it last week. Newer orders get their tracking fine, but this old one never got updated in Shopify. What could be blocking it?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question:
      'I run a small lamp shop and honestly I get nervous touching Shopify settings and apps. Can your people hook everything up on my store for me without me handing over my login?',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:store-password',
      'faq:technical-skills',
    ],
  },
  {
    question:
      "We already have around 800 listings from one distributor that we built by hand over the years. I'm scared that switching your tool on will create a second copy of every one of them. How do we get them connected without doubling everything?",
    expected: [
      'faq:existing-products',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation#duplicate-skus-are-never-created',
    ],
  },
  {
    question:
      'Last weekend we sold 6 units of a bestseller the distributor had already run out of, and I had to cancel orders from angry customers. Is there some kind of buffer I can set so this stops happening?',
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    question:
      'My supplier raises wholesale prices every couple of weeks and I always forget to adjust my retail prices, so my margin slowly disappears. Can the system recompute my selling price by itself when their cost moves?',
    expected: ['doc:pricing-rules', 'faq:price-rules'],
  },
  {
    question:
      'One of our lighting brands sent us a warning letter because we advertised below their minimum during a promo. I want the software to make sure no price ever goes under what they permit.',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'faq:price-rules',
      'doc:pricing-rules#set-your-price-rules',
    ],
  },
  {
    question:
      'Our smallest supplier has no API and no FTP, they just email me an Excel sheet with their stock every Monday. Can I still use them with your platform, and how would that work?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
    ],
  },
  {
    question:
      'We have 12 retail shops, each one set up as a location in Shopify, and I want to add five vendors on top. I think my Shopify plan caps the number of locations. Is that going to be a problem?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      "If a shopper buys a chandelier from one brand and a ceiling fan from another brand in the same checkout, who receives the order? I don't want a supplier shipping things they don't even carry.",
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question:
      "We're pulling a seasonal line off the store for the winter but will probably bring it back in spring. Should I just delete those products in Shopify, or will that break the link with the vendor?",
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question:
      "We're thinking about pausing the business for a few months and cancelling our subscription. If we come back in summer, will our vendors and settings still be there or do we start over?",
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question:
      'I was following an old tutorial to make a private app in my Shopify admin and copy the access token, but that button is just gone now. What am I supposed to do instead?',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question:
      "My assistant spent a day rewriting product titles and descriptions in Shopify so they sound more like our brand. Will the hourly sync wipe her work and put the supplier's text back?",
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },
  {
    question:
      'Our IT person wants to see exactly what access your app gets to our store before we approve anything, especially around customer data. Can you give me the full list?',
    expected: ['faq:store-permissions', 'doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question:
      'We are a company based in the Netherlands. Our legal department asks where the data is physically stored and whether you can sign a data processing agreement with us.',
    expected: ['faq:compliance', 'company:hosting', 'faq:data-hosting', 'page:terms#8-your-data'],
  },
  {
    question:
      "I just signed with a distributor that has thousands of items and I don't have time to write a description for each one. Is there a way to get them all into the shop at once with decent copy?",
    expected: ['doc:product-creation#create-products-in-bulk', 'faq:ai-listing-creation'],
  },
  {
    question:
      "I'd like to bring in a few products from a vendor but I don't want customers to see them until I've checked the photos and the prices. Is that doable?",
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question:
      "I signed up on Friday night, it's Saturday afternoon now and I still have nothing in my inbox to log in with. Did something go wrong with my sign-up?",
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question:
      'We run one store for the US and a second one for Canada, and both sell the same brands. Can a single subscription cover both shops, and which plan would that be?',
    expected: ['plan:all#stores', 'plan:plus#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question:
      'Some of my products carry tags from two different suppliers because we switched suppliers last year and never cleaned up. Which one does your sync follow, and is that a problem?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#wrong-or-missing-vendor-tag',
    ],
  },

  // Short, terse or misspelled questions
  {
    question: 'map vs msrp',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules'],
  },
  {
    question: 'qty off after synch',
    expected: ['doc:quantity-check', 'doc:inventory-management#when-the-numbers-do-not-match'],
  },
  {
    question: 'how often inventory update',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  { question: 'sku dupes fix', expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'] },
  {
    question: 'vendor tag where do i find',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'is there a button to sync now',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  { question: 'u need my shopify pasword?', expected: ['faq:store-password'] },
  { question: 'support hrs', expected: ['faq:support-hours', 'company:support-hours'] },
  { question: 'phone number?', expected: ['company:contact'] },
  { question: 'wat is two way sync', expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing'] },
  {
    question: 'setup how long',
    expected: ['faq:setup-time', 'doc:quick-start-guide#how-long-each-step-takes'],
  },
  { question: 'cancel anytime?', expected: ['page:terms#10-cancellation-and-termination'] },
  {
    question: 'yearly billing discount how much',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  { question: 'docs link pls', expected: ['faq:documentation'] },
  {
    question: 'smart collection condition',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question: 'push as draft or live',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  { question: 'uninstall ur app how', expected: ['faq:revoke-access'] },
  { question: 'soc2??', expected: ['faq:compliance', 'company:hosting'] },
  { question: 'is this for dropshippers', expected: ['faq:who-is-vendorhub-for'] },
  { question: 'woocommerce support?', expected: ['faq:supported-platforms'] },

  // Plans, prices, limits, fees, trial and billing
  { question: 'how much does basic cost per month', expected: ['plan:basic#price'] },
  {
    question: "What's the total for a whole year of Plus if I pay annually?",
    expected: ['faq:pricing-annual-billing', 'plan:plus#price', 'faq:annual-billing'],
  },
  {
    question: "I'm on Basic and want to add a third supplier, is that allowed?",
    expected: ['plan:basic#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'product limit for premium?',
    expected: ['plan:premium#products', 'doc:product-creation#product-limits-by-plan'],
  },
  {
    question:
      'Will you take my card details before the trial starts, or can I test without any payment info?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'how many products can i try during the free period',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'Are your prices in dollars, and is VAT already included? We are in Germany.',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'If I move from Plus to Premium in the middle of the month, do I pay the full price again?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'We only want stock and price syncing, we ship orders ourselves. Is there a cheaper way to use you in that case?',
    expected: ['sync-only', 'faq:pricing-product-sync-only', 'faq:product-sync-only'],
  },
  {
    question: 'setup fee for a vendor who drops an excel file on ftp',
    expected: ['fee:csv-xml-ftp', 'faq:pricing-setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question: 'What do you charge to build a connection to our supplier’s own API?',
    expected: ['fee:custom-api', 'faq:pricing-setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question: 'We would need about 40 vendors and 5 stores. What would that cost us?',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise', 'plan:enterprise#vendors'],
  },
  {
    question: "I'm on Plus, how fast does your support team usually answer?",
    expected: ['faq:support-response-times', 'company:response-times'],
  },
  {
    question: 'Can I use the AI optimization inside Search & Push on the Plus plan?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:plan-features',
      'plan:plus#features',
    ],
  },
  { question: 'how many shopify stores on premium', expected: ['plan:premium#stores'] },

  // Vendors in the catalogue and vendors that are not
  { question: 'is nora lighting one of your vendors', expected: ['vendor:nora'] },
  {
    question:
      'I sell Crystorama chandeliers. How does your integration get their stock, by API or FTP?',
    expected: ['vendor:crystorama'],
  },
  { question: "Can I connect Honey's Place for drop ship orders?", expected: ['vendor:honey'] },
  { question: 'is williams trading available on the basic plan', expected: ['vendor:williams'] },
  {
    question: 'I keep stock in Amazon FBA. Can it ship my Shopify orders from there?',
    expected: ['vendor:amazon'],
  },
  {
    question: 'My supplier runs their own Shopify store. Can I pull their products into mine?',
    expected: ['vendor:shopify'],
  },
  { question: 'parts unlimited integration status?', expected: ['vendor:parts-unlimited'] },
  { question: 'Do you work with James+James furniture?', expected: ['vendor:james-james'] },
  {
    question: 'Do you integrate with Kichler Lighting? I could not find them on your list.',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'my supplier is CJ Dropshipping can u connect them',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },

  // Follow-ups
  {
    question: 'and premium?',
    previous: 'how much is the Plus plan',
    expected: ['plan:premium#price'],
  },
  {
    question: 'what about plus',
    previous: 'how many vendors can i connect on basic',
    expected: ['plan:plus#vendors'],
  },
  { question: 'and Medline?', previous: 'Do you have WheelPros?', expected: ['vendor:medline'] },
  {
    question: 'where do I change it?',
    previous: 'what is quantity delta',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'what if the MAP is higher than the MSRP?',
    previous: 'How does the price calculation work with MAP?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'and what came in the version before that?',
    previous: 'tell me about release 2.1.0',
    expected: ['release:2.0.0'],
  },
  {
    question: 'does it come with API access?',
    previous: 'What does the Premium plan include?',
    expected: ['plan:premium#features', 'faq:plan-features'],
  },
  {
    question: "what if I don't want to do it myself",
    previous: 'how do I connect my shopify store',
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
      'faq:technical-skills',
    ],
  },

  // Jobs, releases, case studies, the company, privacy and terms
  {
    question: 'Are you hiring Go developers? I have about a year of Golang experience.',
    expected: ['job:golang-junior-backend-developer'],
  },
  { question: 'what positions are open at vendorhub right now', expected: ['jobs'] },
  {
    question: 'Which release added the side-by-side quantity comparison?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'Is there a customer story about a pet store that used the AI descriptions?',
    expected: ['case-study:evertail'],
  },
  {
    question: 'who started vendorhub and in what year',
    expected: ['company:founded', 'page:about#team', 'page:about#story'],
  },
  {
    question: 'Do you keep the conversations from this website chat, and for how long?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: "Which state's law applies to your terms of service?",
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },

  // Out of scope: the site does not say
  {
    question:
      'Do you integrate with QuickBooks so supplier invoices go straight into our accounting?',
    expected: ['fallback'],
  },
  { question: 'is there an iphone app for vendorhub', expected: ['fallback'] },
  {
    question:
      'Do you have an affiliate or referral program? I would like to recommend you to other merchants and earn a commission.',
    expected: ['fallback'],
  },
  {
    question: 'Which payment processor handles your subscriptions, is it Stripe?',
    expected: ['fallback'],
  },
  {
    question: 'Can VendorHub print shipping labels for the orders I ship from my own warehouse?',
    expected: ['fallback'],
  },
  {
    question: 'how do i handle customer returns and refunds with the vendor through vendorhub',
    expected: ['fallback'],
  },
  {
    question: 'Does the dashboard login support two-factor authentication?',
    expected: ['fallback'],
  },
  {
    question: 'Can your tool translate my product descriptions into Spanish for my Mexican store?',
    expected: ['fallback'],
  },
  { question: 'any black friday deal on the plans this year?', expected: ['fallback'] },
  { question: 'Do you send products to Google Merchant Center feeds?', expected: ['fallback'] },

  // Troubleshooting
  {
    question: 'shopify says 0 in stock but the vendor has 4 units, why',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question: "customers can't finish checkout, no shipping rates show up for one vendor's items",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: "I made a new collection in Shopify but it isn't in the dropdown in VendorHub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question:
      'All products of one supplier suddenly fail the health check, the other suppliers are fine',
    expected: ['doc:health-check#expired-vendor-credentials'],
  },
  {
    question:
      "Every vendor's products went unhealthy at the same time, right after my colleague reinstalled the app in Shopify",
    expected: ['doc:health-check#changed-store-permissions'],
  },
  {
    question: 'my vendor collection is empty even tho the products have the tag',
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    question:
      'I edited a price manually in my Shopify admin and after the next hourly sync the old price came back',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'price and cost update fine but quantity never changes',
    expected: ['doc:quantity-check#check-3-qty-is-selected'],
  },
  {
    question: 'the last sync time for one vendor is stuck at 5 hours ago',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: "I'm on Basic and my tracking numbers don't show up on the Shopify orders",
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#how-an-order-moves',
    ],
  },
];
