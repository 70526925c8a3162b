/**
 * Seventy-fourth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Every question has two parts joined by 'and' or 'also': about
 * half join two topics the site answers (labelled with the part asked first, then the other), about
 * half join a site topic with one the site never covers (`wording: false`, labelled with the covered
 * part), plus a few where neither part is covered (`fallback`).
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions74: BotQuestion[] = [
  // (1) What VendorHub is, who it is for, how it works
  {
    question: 'what exactly is vendorhub and who is it actually meant for',
    expected: ['faq:what-is-vendorhub', 'faq:who-is-vendorhub-for'],
  },
  {
    question:
      'do you support bigcommerce or is it only shopify? and how long does setup usually take',
    expected: ['faq:supported-platforms', 'faq:setup-time'],
  },
  {
    question:
      "i'm not technical at all, do i need a developer to use this and also can your team just set the whole thing up for me",
    expected: [
      'faq:technical-skills',
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
    ],
  },
  {
    question:
      'How does VendorHub work in a nutshell, and can it also forecast demand and suggest reorder quantities for my own warehouse?',
    expected: ['faq:how-does-vendorhub-work', 'faq:what-is-vendorhub'],
    wording: false,
  },

  // (2) Plans, prices and limits
  {
    question: 'whats the cheapest plan u have and does it come with a free trial',
    expected: ['plan:basic#price', 'plan:all#price', 'faq:free-trial', 'faq:pricing-free-trial'],
  },
  {
    question:
      'we run 2 shopify stores (US + canada), can plus handle both stores and also convert prices into CAD for the canadian one automatically?',
    expected: ['plan:plus#stores', 'faq:supported-platforms'],
    wording: false,
  },
  {
    question:
      "We'd ship maybe 800 orders a month. Which plan covers that, and do you offer a discount for registered nonprofits?",
    expected: ['plan:all#orders', 'plan:premium#orders', 'faq:plan-limits'],
    wording: false,
  },
  {
    question: 'is there a 2-year prepay discount and what is basic per month if billed annually',
    expected: ['plan:basic#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
    wording: false,
  },
  {
    question:
      'Does the premium plan come with a dedicated account manager, and do you also do SEO consulting for our product pages?',
    expected: ['plan:premium#features', 'faq:support-response-times'],
    wording: false,
  },

  // (3) Billing, trial, plan changes
  {
    question: 'are your prices in usd and is there a setup fee on top of the monthly price',
    expected: ['faq:pricing-currency-tax', 'faq:setup-fees', 'fee:all', 'faq:pricing-setup-fees'],
  },
  {
    question: 'if i upgrade mid month how does billing work, also how much do i save going annual',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question:
      'is there a promo code for the first month? and do i need a credit card to start the trial',
    expected: ['faq:pricing-trial-card'],
    wording: false,
  },
  {
    question:
      'how many products can I test with on the free trial and can I pause my subscription during our slow season instead of cancelling',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
    wording: false,
  },
  {
    question: 'How is enterprise priced and can we pay by wire transfer against an invoice?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
    wording: false,
  },
  {
    question:
      'if we go over 400 orders on plus do you bill overage, and where can I see the status of each order',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management#follow-orders-in-the-orders-tab',
    ],
  },
  {
    question:
      'what do the terms say about raising prices, and do early customers get grandfathered in at the old price',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
    wording: false,
  },

  // (4) Setup fees, product sync only, custom integrations
  {
    question:
      'we handle fulfilment ourselves and just want inventory + price sync. whats the discount on plus and how many products does plus include',
    expected: [
      'sync-only:plus',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
      'plan:plus#products',
    ],
  },
  {
    question:
      "Is there a discount if we don't need order routing, and do you have special pricing for startups in an accelerator program?",
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only'],
    wording: false,
  },
  {
    question:
      "what's the one-time fee for a custom api integration, and can we split it into monthly payments?",
    expected: ['fee:custom-api', 'faq:setup-fees', 'faq:pricing-setup-fees'],
    wording: false,
  },
  {
    question:
      'one of my suppliers only sends PDF catalogs, can you build something that reads those? and what do your integrations cost in general',
    expected: ['fee:all', 'faq:setup-fees', 'faq:pricing-setup-fees'],
    wording: false,
  },

  // (5) Connecting Shopify, permissions, access
  {
    question: 'do you need my shopify password and how do i actually connect my store',
    expected: ['faq:store-password', 'doc:connect-shopify#choose-a-method', 'doc:connect-shopify'],
  },
  {
    question: 'what shopify permissions does the app need and why do you want read_all_orders',
    expected: [
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management#orders-older-than-60-days',
    ],
  },
  {
    question:
      'I set up a custom app in the shopify admin back in 2024 for you guys, do I have to redo it now? also where do I paste a regenerated token',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'how do i remove vendorhub from my store later, and will my products disappear from shopify if i do',
    expected: ['faq:revoke-access', 'page:terms#10-cancellation-and-termination'],
  },
  {
    question:
      'does the collaborator access request need some code from me, and would your team also redesign our shopify theme while youre in there',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'faq:setup-help'],
    wording: false,
  },
  {
    question:
      'can vendorhub sync stock to shopify POS in our physical shop and how long does connecting the store take',
    expected: [
      'doc:connect-shopify',
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
    ],
    wording: false,
  },

  // (6) Vendors: types, limits, catalog
  {
    question:
      'Do you support EDI (850/856 documents) with suppliers, and what other vendor types can you connect?',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors'],
    wording: false,
  },
  {
    question:
      "my supplier just emails me an excel sheet every week, can i upload it myself and what if i'd rather you grab it from their ftp automatically, what does that cost",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'faq:setup-fees',
    ],
  },
  {
    question: 'is kuzco lighting already a pre-built integration and is there a setup fee for it',
    expected: ['vendor:kuzco', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    previous: 'is parts unlimited integrated yet',
    question: 'and james+james furniture, is that one live? also crystorama',
    expected: ['vendor:james-james', 'vendor:crystorama'],
  },
  {
    question:
      'do you have an integration for Kichler lighting, and if not what info does the custom integration form ask for',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      'can vendorhub list my shopify products on amazon seller central as a sales channel? and how does the amazon MCF thing work',
    expected: ['vendor:amazon'],
    wording: false,
  },
  {
    question:
      'my supplier runs their own shopify store, can you pull their catalog into mine and is that on the plus plan',
    expected: ['vendor:shopify', 'plan:premium#features'],
  },
  {
    question:
      'entrenue - do they ship in unbranded discreet packaging, and how are orders sent to them through you',
    expected: ['vendor:entrenue'],
    wording: false,
  },

  // (7) Inventory sync and Quantity Delta
  {
    question:
      'How often is inventory synced, and can you text me an SMS alert when a product runs low?',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
    wording: false,
  },
  {
    question:
      'can vendorhub raise purchase orders to restock my own warehouse, also how does the inventory sync work',
    expected: ['doc:inventory-management#how-inventory-sync-works', 'faq:inventory-sync-frequency'],
    wording: false,
  },
  {
    question:
      'do you integrate with klaviyo for back in stock emails, and can i keep selling when the synced quantity hits 0',
    expected: ['doc:inventory-management#quantity-delta'],
    wording: false,
  },
  {
    question:
      'shopify shows 0 but the vendor has 4 in stock?? also for another vendor the quantities never change but prices do',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-3-qty-is-selected',
    ],
  },

  // (8) Pricing rules, MAP and MSRP
  {
    question:
      'how does the markup work with MAP, and what happens if a vendors MAP is higher than the MSRP',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#when-map-is-above-msrp',
    ],
  },
  {
    question:
      'can I set a markup per vendor, and also tiered markups like 50% on items under $20 and 30% on anything over?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
    ],
    wording: false,
  },
  {
    question:
      'will vendorhub overwrite prices i change by hand and does it update cost per item so my shopify profit reports are right',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },

  // (9) Listings, AI, Search & Push
  {
    question: 'does the ai write the product descriptions for me and is that free on basic',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
      // "No, Basic does not include free bulk product creation with AI optimization. It comes
      // with Plus, Premium, and Enterprise" answers it.
      'plan:basic#features',
    ],
  },
  {
    question:
      'the AI descriptions - can they also be translated to french and german for our EU shop?',
    expected: ['faq:ai-listing-creation', 'doc:product-creation#what-a-new-listing-contains'],
    wording: false,
  },
  {
    question:
      'can your AI also generate lifestyle images or remove backgrounds, and what does AI listing optimization in search & push actually do',
    expected: ['doc:search-and-push#premium-tools-in-search-and-push', 'faq:ai-listing-creation'],
    wording: false,
  },
  {
    question: 'Can I train the AI on our brand voice, and is bulk product creation free on Plus?',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'plan:plus#features',
    ],
    wording: false,
  },
  {
    question: 'can i push products over as drafts first and is pre-push editing on plus',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question:
      'I already have like 3000 products in shopify from these suppliers, will you create duplicates and does linking them cost extra',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question:
      'do you support bundles / kits made of SKUs from two different vendors, and how do you stop duplicate SKUs',
    expected: ['doc:product-creation#duplicate-skus-are-never-created', 'faq:existing-products'],
    wording: false,
  },

  // (10) Two-way sync, collections, locations
  {
    question:
      'what happens if i delete a product in shopify, and how do i link existing ones with a tag',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      'customers get no shipping rates at checkout for dropship items, and also the new location i made isnt showing in vendorhub',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },

  // (11) Orders and tracking
  {
    question:
      'do you handle returns / RMAs back to the supplier, and how are orders routed in the first place?',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
    wording: false,
  },
  {
    question:
      'if an order has items from two vendors does it get split, and can i set a rule to always route to whichever vendor is cheapest',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
    wording: false,
  },
  {
    question:
      'does vendorhub pay my suppliers automatically for each dropship order, and what is the monthly order limit on premium',
    expected: ['plan:premium#orders', 'doc:order-management#order-limits-by-plan'],
    wording: false,
  },

  // (12) Dashboard and troubleshooting
  {
    question: 'where do i put the vendors ftp login and where is the sync products button',
    expected: [
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'can I invite my VA with a limited role to the dashboard, and where are the store settings?',
    expected: ['doc:dashboard-overview#store-settings'],
    wording: false,
  },
  {
    question:
      'all products from one vendor are failing the health check, and on my second store products from every vendor fail. whats going on',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question:
      'some of my skus have a trailing space, is that a problem for the health check? also can vendorhub auto fix all our skus in bulk',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'release:2.1.0'],
    wording: false,
  },
  {
    question: 'how long does the quick start take and what should i have ready before starting',
    expected: [
      'doc:quick-start-guide',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide#before-you-start',
    ],
  },

  // (13) API
  {
    question: 'is api access on the plus plan and how do i create a token',
    expected: ['faq:plan-features', 'plan:plus#features', 'doc:api-reference#token'],
  },
  {
    question: "what's the api rate limit and what does a 409 error mean",
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question:
      'Is there a Python SDK or a GraphQL endpoint, and how do I link an existing Shopify product through the API?',
    expected: ['doc:api-reference#link-product'],
    wording: false,
  },
  {
    question:
      'do you send outgoing webhooks when stock changes and how do i count my products via the api',
    expected: ['doc:api-reference#count-products'],
    wording: false,
  },

  // (14) Security, privacy, legal
  {
    question: 'Are you HIPAA compliant, and do you have SOC 2?',
    expected: ['faq:compliance', 'company:hosting'],
    wording: false,
  },
  {
    question:
      'do you support SSO/SAML login for our team and how are our vendor credentials stored',
    expected: ['faq:vendor-credentials'],
    wording: false,
  },
  {
    question: 'do you have a bug bounty program, also is our data encrypted at rest',
    expected: ['page:privacy#7-how-we-protect-it', 'faq:data-hosting'],
    wording: false,
  },
  {
    question:
      'do you have a win-back discount if we come back later, and what happens to all our data if we cancel',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
    wording: false,
  },
  {
    question: 'does this website set cookies and what does the chat store in my browser',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question:
      "what's your legal basis for processing under GDPR, and do you have an appointed EU representative?",
    expected: ['page:privacy#4-legal-bases'],
    wording: false,
  },
  {
    question: 'which law governs your terms of service and is there a minimum age to sign up',
    expected: ['page:terms#12-governing-law-changes-and-contact', 'page:terms#2-your-account'],
  },
  {
    question: 'whats your liability cap in the terms and do you carry cyber insurance',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
    wording: false,
  },
  {
    question: 'we sell CBD gummies, is that allowed? whats your acceptable use policy say',
    expected: ['page:terms#9-acceptable-use-and-third-party-services'],
    wording: false,
  },

  // (15) Support and account
  {
    question: 'what are your support hours and how fast do plus customers get a reply',
    expected: [
      'faq:support-hours',
      'company:support-hours',
      'faq:support-response-times',
      'company:response-times',
    ],
  },
  {
    question:
      'is the chat bot on this site sending what i type to openai? and does the app have its own assistant',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },
  {
    question:
      'if I sign up on thanksgiving weekend when will my account be confirmed, and are you closed on US federal holidays?',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
    wording: false,
  },
  {
    question:
      'do you run onboarding webinars or a training academy, also where are your setup guides',
    expected: ['faq:documentation', 'doc:quick-start-guide'],
    wording: false,
  },

  // (16) Company, about, case studies, releases, careers
  {
    question: 'whats your email and office address, also when was vendorhub founded',
    expected: ['company:contact', 'company:founded', 'page:about#story'],
  },
  {
    question: 'who founded the company and what are your values',
    expected: ['page:about#team', 'page:about#values'],
  },
  {
    question: 'are you VC funded, who are the investors? and who is the CEO',
    expected: ['page:about#team'],
    wording: false,
  },
  {
    question: 'where is your office and do you also have one in europe',
    expected: ['company:contact'],
    wording: false,
  },
  {
    question:
      'got any customer stories from lighting retailers, and how many businesses use vendorhub today',
    expected: ['case-study:fixturefarm', 'case-studies', 'page:about#story'],
  },
  {
    previous: 'do you have any case studies',
    question:
      'the evertail one - what did they do with ai listings, and how much is the plan they were on',
    expected: ['case-study:evertail', 'plan:plus#price'],
  },
  {
    question: 'do you have a public roadmap i can vote on, and what shipped in 2.1.0',
    expected: ['release:2.1.0'],
    wording: false,
  },
  {
    question: 'are you hiring right now and is the golang backend role remote',
    expected: ['jobs', 'job:golang-junior-backend-developer'],
  },
  {
    question:
      'whats the salary range for the react developer job and how many years experience do you want',
    expected: ['job:middle-react-frontend-developer'],
    wording: false,
  },
  {
    question:
      'do you sponsor work visas, and what does the customer support specialist job involve?',
    expected: ['job:customer-support-specialist'],
    wording: false,
  },

  // (17) Follow-ups
  {
    previous: 'how much is basic per month',
    question: 'and premium? also does premium include the api',
    expected: ['plan:premium#price', 'plan:premium#features', 'faq:plan-features'],
  },
  {
    previous: 'is there a free trial',
    question: 'ok do i need a card for it, and is it on enterprise too',
    expected: [
      'faq:pricing-trial-card',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    previous: 'what does a csv integration cost',
    question: 'and a custom api one? also how long does it take to build',
    expected: [
      'fee:custom-api',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:setup-fees',
    ],
  },
  {
    previous: 'is medline integrated yet',
    question: 'and mckesson? also wheelpros',
    expected: ['vendor:mckesson', 'vendor:wheelpros'],
  },
  {
    previous: 'what is quantity delta',
    question: 'ok so if the vendor has 2 and my delta is 5 what shows, and where do i set it',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    previous: 'can i read the fixturefarm case study',
    question: 'and the condomania one? which distributors do they use',
    expected: ['case-study:condomania'],
  },
  {
    previous: 'how many vendors on basic',
    question:
      'and on plus? and can i just pay a bit extra for one more vendor instead of upgrading',
    expected: ['plan:plus#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    previous: 'how does annual billing work',
    question: 'and can i pay the yearly plan with paypal, also whats the yearly total for plus',
    expected: ['faq:pricing-annual-billing', 'plan:plus#price'],
    wording: false,
  },
  {
    previous: 'where is my data hosted',
    question: 'and is it soc 2, also can we get a DPA signed',
    expected: ['faq:compliance', 'company:hosting', 'page:terms#8-your-data'],
  },

  // (18) Neither part covered
  {
    question: 'do you guys have an affiliate program and what commission does it pay',
    expected: ['fallback'],
  },
  {
    question:
      'does vendorhub integrate with quickbooks or xero, and can it reconcile supplier invoices',
    expected: ['fallback'],
  },
  {
    question: 'is there an iphone app and can i get push notifications on my phone',
    expected: ['fallback'],
  },
  {
    question: 'can you run our facebook ads and also set up google shopping feeds for us',
    expected: ['fallback'],
  },
  {
    question:
      'do you offer a white label version I can resell to my agency clients, and what margin do resellers get?',
    expected: ['fallback'],
  },
  {
    question: 'can vendorhub calculate sales tax on my customer orders and file the returns for me',
    expected: ['fallback'],
  },
];
