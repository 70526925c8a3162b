/**
 * Twenty-ninth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch asks comparisons and capability checks: plan
 * against plan, Custom App against Collaborator Access, API against FTP, CSV and portal vendors,
 * Search & Push against bulk creation and the API, and "can it / does it" across every feature,
 * plus a set of questions on the company, legal pages, jobs, releases and case studies.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions29: BotQuestion[] = [
  // (1) Plans compared
  {
    question: "what's the actual difference between Plus and Premium?",
    expected: [
      'plan:premium#features',
      'plan:plus#features',
      'faq:plan-features',
      'faq:plan-limits',
    ],
  },
  {
    question: 'Basic vs Plus - is Plus worth the extra hundred bucks a month?',
    expected: ['plan:plus#features', 'plan:basic#features', 'faq:plan-limits', 'faq:plan-features'],
  },
  {
    question: 'We run 3 Shopify stores (US, CA, UK). Which plan covers that?',
    expected: [
      'plan:all#stores',
      'plan:premium#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
    ],
  },
  {
    question: "I've got 8 suppliers. cheapest plan that lets me connect all of them?",
    expected: [
      'plan:all#vendors',
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'faq:plan-limits',
    ],
  },
  {
    question: 'is the API only available on the top tier plans?',
    expected: [
      'plan:premium#features',
      'faq:plan-features',
      'doc:api-reference#token',
      'doc:product-creation#create-products-through-the-api',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'What does Enterprise give me on top of Premium?',
    expected: ['plan:enterprise#features', 'faq:pricing-enterprise', 'plan:premium#features'],
  },
  {
    question: 'monthly or annual billing - which is cheaper and by how much exactly?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing', 'plan:all#price'],
  },
  {
    question: 'Are AI written descriptions included in Basic or is that an add-on?',
    expected: [
      'plan:basic#features',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
      'doc:product-creation',
    ],
  },
  {
    question: 'how many orders per month does Plus allow compared with Basic',
    expected: [
      'plan:all#orders',
      'plan:plus#orders',
      'plan:basic#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question:
      'Is the vendor catalogue the same on every plan, or do some suppliers only show up on the higher tiers?',
    expected: [
      'faq:supported-vendors',
      'plan:plus#features',
      'plan:basic#features',
      'faq:plan-features',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    previous: 'How much is the Plus plan?',
    question: 'and how many products can I sync on it?',
    expected: [
      'plan:plus#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    previous: 'What do I get with Premium?',
    question: 'ok and what does Enterprise cost?',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question:
      'If I upgrade mid-month vs downgrade, when does each one kick in? Do I get charged twice?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'We do fulfilment ourselves and only want the stock/product sync part. is Premium cheaper in that case?',
    expected: [
      'sync-only:premium',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
      'sync-only',
    ],
  },
  {
    question: 'can i try it with my full catalog during the trial or is there a cap',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },

  // (2) Connecting Shopify: Custom App or Collaborator Access
  {
    question: 'custom app or collaborator access, which one should I go with?',
    expected: [
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify',
      'faq:setup-help',
      'faq:technical-skills',
    ],
  },
  {
    question:
      "I tried Settings > Apps > Develop apps > Create an app like the old tutorials say and it won't let me. Did something change?",
    expected: ['doc:connect-shopify#what-changed-in-shopify-in-2026', 'doc:connect-shopify'],
  },
  {
    question:
      'We connected back in 2025 with a token from an app made in the Shopify admin. Do we need to redo the connection now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Do you need my Shopify password to hook up the store?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: "honestly i'm not techy at all. can your team just do the shopify side for me?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Does this work with WooCommerce or BigCommerce, or is it Shopify only?',
    expected: ['faq:supported-platforms'],
  },
  {
    previous: 'How do I connect my Shopify store?',
    question: 'and roughly how long does that take?',
    expected: [
      'doc:connect-shopify',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'faq:setup-time',
    ],
  },

  // (3) Vendor integration methods and the vendor catalogue
  {
    question: "What's the difference between connecting a vendor by API and by FTP?",
    expected: ['doc:add-vendor#vendor-types', 'doc:add-vendor', 'faq:supported-vendors'],
  },
  {
    question:
      'One of my suppliers just emails me an Excel price list every Monday, no API or anything. Can VendorHub work with that?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'setup fee for a csv integration vs a custom api one?',
    expected: [
      'fee:all',
      'fee:csv-xml-ftp',
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'Do you support EDI (850 purchase orders, 856 ship notices) with distributors?',
    expected: ['fallback'],
  },
  {
    question:
      'Is it better to upload the vendor spreadsheet myself or pay you guys to grab it off their FTP automatically?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    question: "can vendorhub log into my distributor's b2b portal for me?",
    expected: ['doc:add-vendor#vendor-types', 'doc:add-vendor', 'faq:supported-vendors'],
  },
  {
    question: 'XML feeds, supported?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'Is Nora Lighting connected through API or FTP?',
    expected: ['vendor:nora'],
  },
  {
    question: 'which adult distributors do you have ready-made API integrations for?',
    expected: [
      'vendor:entrenue',
      'vendor:williams',
      'vendor:honey',
      'vendor:holiday',
      'faq:supported-vendors',
      'case-study:condomania',
    ],
  },
  {
    question:
      "My vendor isn't in your list. Should I use the custom integration form or the vendor request thing, what's the difference?",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
    ],
  },
  {
    question: 'is the WheelPros integration live yet',
    expected: ['vendor:wheelpros'],
  },
  {
    question:
      'Our supplier runs its own Shopify store. Can I pull its catalog into mine, and on which plan?',
    expected: ['vendor:shopify', 'plan:premium#features'],
  },
  {
    question: 'Can I use Amazon MCF on the Basic plan?',
    expected: ['vendor:amazon', 'plan:basic#features', 'plan:plus#features'],
  },
  {
    previous: "What's the setup fee for a custom API integration?",
    question: "and if the vendor's already in your catalog?",
    expected: [
      'fee:pre-built',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'fee:all',
    ],
  },

  // (4) Adding products: one at a time, in bulk, by linking or by API
  {
    question: 'Search & Push or bulk creation - when would I use one over the other?',
    expected: [
      'doc:product-creation#ways-to-add-products',
      'doc:product-creation',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'can we create products from our PIM through an API instead of clicking around the dashboard?',
    expected: [
      'doc:product-creation#create-products-through-the-api',
      'doc:api-reference#create-product',
      'plan:premium#features',
    ],
  },
  {
    question:
      "We already sell ~2000 of this distributor's products. What's the cheapest way to get them linked without recreating them?",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:product-creation',
    ],
  },
  {
    question:
      'Can I push products as drafts first, so that I can check the photos before they go live?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:api-reference#create-product',
    ],
  },
  {
    question: 'will it make duplicate listings if the product already exists in my store?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'do I get Pre-Push Editing on Plus?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'plan:plus#features',
      'faq:plan-features',
      'doc:search-and-push',
    ],
  },
  {
    question:
      'API question: what is the difference between the create product call and the link product call?',
    expected: ['doc:api-reference#create-product', 'doc:api-reference#link-product'],
  },
  {
    question: 'Rather than asking you to bulk link, can I just tag the products in Shopify myself?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
      'doc:product-creation#link-products-you-already-sell',
      'doc:two-way-syncing',
    ],
  },
  {
    previous: 'Can I create listings through your API?',
    question: 'what does it return if that SKU is already in my store?',
    expected: ['doc:api-reference#errors', 'doc:api-reference#create-product'],
  },

  // (5) Capability checks: inventory sync and safety stock
  {
    question: 'Can I set inventory to sync every 5 minutes instead of hourly?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'is there some kind of safety stock / buffer so I dont oversell?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'Can the buffer be set per product, or only per vendor?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question:
      'We also keep some stock in our own warehouse. Will VendorHub overwrite the quantities at our warehouse location?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:quantity-check#check-4-location-mapping',
    ],
  },
  {
    question: 'supplier shows 4 in stock but my store says 1?? bug?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'Can it sync just the stock levels and leave my prices alone?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question: 'Does VendorHub do demand forecasting or tell me when to reorder from a supplier?',
    expected: ['fallback'],
  },
  {
    previous: 'What is Quantity Delta?',
    question: 'what if the vendor has fewer units than the delta, does it go negative?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },

  // (6) Capability checks: price sync, price rules, MAP and MSRP
  {
    question: 'Enforce MAP vs Enforce MSRP, what does each one do?',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'can i set a different markup % for each vendor?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'Same vendor, but I want 40% on lamps and 60% on accessories. Can price rules do different markups inside one vendor?',
    expected: ['doc:pricing-rules#set-your-price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'vendor data has MAP higher than MSRP on some items - which one wins?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      'If my cost is $40, markup 50% and MAP is $65, what will the store price end up being?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question: 'Can VendorHub reprice automatically based on what competitors charge on Amazon?',
    expected: ['fallback'],
  },
  {
    question: 'If I change a price by hand in Shopify, does it stick or get overwritten?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'is MAP/MSRP enforcement on all plans or just premium',
    expected: ['faq:plan-features', 'plan:basic#features'],
  },
  {
    previous: 'How does Enforce MAP work?',
    question: 'and if I switch it off?',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },

  // (7) Capability checks: order routing and tracking
  {
    question: 'Are orders sent to the vendor automatically or do I approve each one?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'what happens when one order has items from two different vendors?',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question: "customers can't check out the dropship items, no shipping rates show up at all",
    expected: ['doc:order-management#no-shipping-options-at-checkout', 'doc:order-management'],
  },
  {
    question: 'What if we go past 200 orders in a month on Basic, do you bill overage?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Can VendorHub handle returns and RMAs with the vendor for me?',
    expected: ['fallback'],
  },
  {
    question: 'Do you buy shipping labels or compare UPS/FedEx rates for us?',
    expected: ['fallback'],
  },
  {
    previous: 'How are orders routed to vendors?',
    question: 'what if the vendor shipped but the tracking number never shows up in shopify?',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },

  // (8) Capability checks: two-way syncing and health checks
  {
    question: 'is the sync two-way? like if I delete a product in shopify what happens on your end',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'If I rewrite a title or swap the images in Shopify, will the next sync undo my changes?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question:
      'Can one product be linked to two vendors at the same time, so whichever has stock ships it?',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it', 'doc:two-way-syncing'],
  },
  {
    question: 'what exactly does the health check look at',
    expected: [
      'faq:health-checks',
      'doc:health-check',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question: 'Every single product from one vendor is failing its health check since this morning',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    previous: 'What do health checks look for?',
    question: 'and if products from all my vendors fail at once?',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },

  // (9) Questions that mix an answered topic with one the site does not cover
  {
    question: 'How often does stock sync, and is there an iPhone app where I can watch it?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
    wording: false,
  },
  {
    question: 'Is there a free trial, and do you give a discount for nonprofits?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
    wording: false,
  },
  {
    question: 'Does Plus include Amazon MCF, and can you also list my products on eBay?',
    expected: ['vendor:amazon', 'plan:plus#features'],
    wording: false,
  },

  // (10) Company, support and legal pages
  {
    question: 'When was VendorHub founded, and where are you based?',
    expected: ['company:founded', 'page:about#story', 'company:contact'],
  },
  {
    question: "who's your CTO?",
    expected: ['page:about#team'],
  },
  {
    question: 'Is my data stored in the EU or the US?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'SOC 2 type I or type II?',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'Do Plus customers get 24/7 support or is that only a Premium thing?',
    expected: [
      'faq:support-hours',
      'faq:support-response-times',
      'company:support-hours',
      'plan:plus#features',
      'plan:premium#features',
    ],
  },
  {
    question: 'Is this chat an AI? Does what I type here get sent to OpenAI or someone?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },
  {
    question: 'how long do you keep the conversations from this website chat?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'Does your site use Google Analytics or any tracking cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'which state law governs your terms of service?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'If I cancel halfway through an annual plan, do I get a refund for the rest?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'If we cancel, do the products VendorHub created disappear from our Shopify store?',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'faq:revoke-access',
      'faq:data-after-cancellation',
      'company:retention',
    ],
  },
  {
    question: "Do you train AI models on my customers' personal data?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'Is VendorHub publicly traded, and what was your revenue last year?',
    expected: ['fallback'],
  },

  // (11) Jobs, releases and case studies
  {
    question: 'Are you hiring frontend devs? remote ok?',
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },
  {
    question: 'what positions are open right now',
    expected: ['jobs'],
  },
  {
    question:
      'does the junior Go backend job need professional experience or can I apply with side projects?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: "What's new in the latest release?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'Which version added two-way tag sync?',
    expected: ['release:1.8.0'],
  },
  {
    question: 'when did MSRP enforcement come out',
    expected: ['release:1.9.0'],
  },
  {
    question: 'Got a case study from a lighting retailer with lots of manufacturers?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: 'Any customer story where someone runs two Shopify stores off the same vendors?',
    expected: ['case-study:fashionplus'],
  },
  {
    question: 'In the Evertail story, what did they pay in setup fees?',
    expected: ['case-study:evertail'],
  },
];
