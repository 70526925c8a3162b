/**
 * Twentieth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch speaks for technical people: developers, agency
 * integrators, IT and data staff who ask about app credentials, scopes, the API, linking by SKU
 * and tag, feed formats, sync mechanics, order flow, hosting and retention, in their own jargon.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions20: BotQuestion[] = [
  // (1) Connecting Shopify: app credentials and the 2026 change
  {
    question:
      "Shopify won't let me create a custom app from the admin anymore. How am I supposed to generate credentials for VendorHub now?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Store Settings shows API key, API secret key and Admin API access token. With a Dev Dashboard app, which value goes in which field?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "so there's no shpat_ token to copy any more? how does vendorhub get an access token then, and who refreshes it",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "We're an agency. I created the app under our own Partner org but the store belongs to the client's org, and Shopify refuses to issue a token for the client ID. Is that why?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Added a scope to the app in the Dev Dashboard an hour ago, VendorHub still reports it as missing. What am I missing?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Our store was hooked up in 2025 with an admin-created app and a permanent Admin API token. Are we forced to migrate to a Dev Dashboard app?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    previous:
      'Our store was hooked up in 2025 with an admin-created app and a permanent Admin API token. Are we forced to migrate to a Dev Dashboard app?',
    question: 'ok and if we do want to move to the new app, what is the cutover procedure?',
    expected: ['doc:connect-shopify#stores-with-an-older-admin-created-app', 'doc:connect-shopify'],
  },
  {
    question:
      'Client secret may have leaked in a repo. We rotated it in the Dev Dashboard. Anything we need to change on the VendorHub side?',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question: 'We run 3 storefronts. Can one app cover all of them or is it one app per store?',
    expected: ['doc:connect-shopify#before-you-start', 'doc:connect-shopify'],
  },
  {
    question:
      'During the install Shopify prompted us about protected customer data access. Approve or deny for VendorHub?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Is VendorHub a listed app with an OAuth install flow, or do we have to build our own app for it?',
    expected: [
      'doc:connect-shopify',
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'faq:store-password',
    ],
  },

  // (2) Scopes and permissions
  {
    question: 'full list of admin api scopes the app needs pls',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Why does the integration request read_all_orders? That looks excessive to our security review.',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management#orders-older-than-60-days',
      'doc:order-management',
    ],
  },
  {
    previous: 'Why does the integration request read_all_orders?',
    question: 'same question for read_customers, what do you do with customer records',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'doc:connect-shopify'],
  },
  {
    question:
      'merchant-managed fulfillment orders vs assigned fulfillment orders, which scopes do I actually tick?',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'doc:connect-shopify'],
  },
  {
    question:
      "Our legacy app only has read/write_assigned_fulfillment_orders and VendorHub doesn't see any vendor orders. How do we fix the app?",
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'Are the read_files / write_files scopes mandatory?',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question: 'If an admin strips one of the scopes from the app later, what breaks?',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:health-checks',
    ],
  },

  // (3) Collaborator Access and revoking access
  {
    question:
      'Can your integration team do the Shopify side through a collaborator account? What do you need from us to start?',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Store requires a collaborator request code. Where do I find it and how do I get it to you?',
    expected: ['doc:connect-shopify#option-2-request-collaborator-access', 'doc:connect-shopify'],
  },
  {
    question: "Offboarding checklist: how do we fully revoke VendorHub's access to the shop?",
    expected: [
      'faq:revoke-access',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },

  // (4) The REST API and which plan has it
  {
    question: 'Do you expose a public REST API, and which tier is it on?',
    expected: [
      'plan:premium#features',
      'faq:plan-features',
      'doc:product-creation#create-products-through-the-api',
      'page:terms#6-plan-limits',
    ],
  },
  {
    previous: 'Do you expose a public REST API, and which tier is it on?',
    question: "so on Plus there's no API access at all?",
    expected: ['plan:plus#features', 'faq:plan-features', 'page:terms#6-plan-limits'],
  },
  {
    question:
      'We want our PIM to create products in Shopify through VendorHub. What goes in the request payload?',
    expected: ['doc:product-creation#create-products-through-the-api', 'doc:product-creation'],
  },
  {
    question:
      'Is there an endpoint to attach a product that already exists in Shopify (by its product id) to a vendor?',
    // The API reference's sections, which the bot learned after this batch was written,
    // describe these endpoints word for word.
    expected: [
      'release:2.1.0',
      'doc:product-creation#create-products-through-the-api',
      'doc:api-reference#link-product',
    ],
  },
  {
    question: 'Can I set quantity and price for a single SKU from our ERP through the API?',
    expected: ['doc:api-reference#update-product', 'release:2.0.0'],
  },
  {
    question: 'API auth: OAuth2 client flow or a bearer token?',
    // The API reference's section, a passage since after this batch was written, says it word for
    // word, and is the answer; the release notes say when it came.
    expected: ['doc:api-reference#token', 'release:2.0.0'],
  },
  {
    question:
      'Products we create through the API, do they show up separately in the vendor stats somewhere?',
    expected: ['doc:dashboard-overview#vendor-detail-page', 'release:2.1.0'],
  },
  {
    question:
      'Is it ok if our middleware scrapes the dashboard or calls undocumented endpoints instead of using the API?',
    expected: ['page:terms#9-acceptable-use-and-third-party-services'],
  },

  // (5) Product linking: SKU, tags, webhooks
  {
    question:
      'What key do you match store products to vendor items on? SKU, barcode, handle, title?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question: 'Is SKU matching case sensitive? Do you trim whitespace?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      'If I add the vendor tag to 500 products with the Shopify bulk editor, do they all get linked or do I have to do something per product in VendorHub?',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'Is tag-based linking event driven, i.e. a Shopify webhook, or does it wait for the hourly poll?',
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing',
    ],
  },
  {
    previous:
      'If I add the vendor tag to 500 products with the Shopify bulk editor, do they all get linked?',
    question: 'what if the shopify sku is missing a leading zero compared to the vendor one',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },
  {
    question: 'A product ended up with two vendor tags. Which vendor does VendorHub use?',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it', 'doc:two-way-syncing'],
  },
  {
    question: 'What happens on the VendorHub side when a product is deleted in Shopify?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'Is product creation idempotent? If a push job fires twice, do we get duplicate listings?',
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question:
      'We already sell ~3k SKUs from this distributor in Shopify. How do we link them without recreating the products?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:product-creation',
    ],
  },
  {
    previous:
      'We already sell ~3k SKUs from this distributor in Shopify. How do we link them without recreating the products?',
    question: 'is the bulk link a paid service?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:product-creation#ways-to-add-products',
    ],
  },
  {
    question: 'Do you keep metafields and images in sync after the product is created?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:two-way-syncing#what-syncs-each-way',
    ],
  },

  // (6) Feeds: CSV, Excel, FTP and vendor connectors
  {
    question: 'What columns does the spreadsheet upload expect? Is there a template file?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    previous: 'What columns does the spreadsheet upload expect? Is there a template file?',
    question: 'can it be semicolon delimited? and what encoding',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file', 'release:1.8.0'],
  },
  {
    question:
      "Supplier's sheet has 'Item No' and 'Qty Avail' as headers. Do I need to rename the columns before every upload?",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      'If a SKU is missing from the newest upload, does VendorHub set its inventory to 0 or leave it?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: "What's the one-time fee if you need to build against a vendor's REST API?",
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
  },
  {
    previous: "What's the one-time fee if you need to build against a vendor's REST API?",
    question: 'and if they just drop a nightly CSV on their FTP and you pull it?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },
  {
    question: 'For an FTP-based vendor, what connection details do I enter and where?',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:add-vendor#vendor-types',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question: 'How do you store the vendor API keys and FTP passwords we give you?',
    expected: ['faq:vendor-credentials', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'Does the Kuzco connector use an API or FTP files?',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'Entrenue: are orders submitted to their API in real time or batched?',
    expected: ['vendor:entrenue', 'case-study:condomania'],
  },
  {
    question:
      'Technically, how does the Amazon MCF integration work? What do you read and what do you submit?',
    expected: ['vendor:amazon'],
  },
  {
    question:
      'Our supplier runs its own Shopify store. Can that be the vendor, and what credentials would they have to hand over?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      "Our distributor isn't in your catalogue at all. What's the process to get a connector built?",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
    ],
  },
  {
    question: 'Is the Parts Unlimited connector production-ready?',
    expected: ['vendor:parts-unlimited'],
  },

  // (7) Sync mechanics: frequency, what each sync writes, price math
  {
    question: "What's the inventory sync interval?",
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "What's the polling interval, and can we set the cron to every 5 minutes for one fast-moving vendor?",
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
    wording: false,
  },
  {
    question: 'Which fields does the hourly job actually write to Shopify?',
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'Will the vendor sync clobber stock counts at our own warehouse location?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:quantity-check#check-4-location-mapping',
    ],
  },
  {
    question: 'If somebody edits a price by hand in Shopify, will the next sync revert it?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'Give me the exact pricing algorithm: order of operations for markup, MAP and MSRP, and how you round.',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "Edge case: vendor data has MAP > MSRP and both are enforced. What's the output price?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      'When the safety stock value is bigger than what the vendor has, can the available qty go negative?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: "Sync Data vs Sync Products, what's the difference?",
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:dashboard-overview',
      'doc:connect-shopify#sync-data-after-store-changes',
    ],
  },
  {
    question: 'Last quantity sync timestamp on a vendor page is 3h old. How do I debug that?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },

  // (8) Locations, collections and the health, collection and quantity checks
  {
    question: 'Why does every vendor need its own Shopify location? Seems like overkill.',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:prepare-products',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    question:
      'Shopify caps the number of locations per store. With a dozen vendors is that going to be a problem?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      "Created a new location in Shopify but it doesn't appear in the Vendor Store Settings dropdown",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
    ],
  },
  {
    question: "Can the smart collection rule be 'tag contains <vendor tag>' or must it be equals?",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },
  {
    question:
      'Every product across every vendor started failing its health check at the same time. Root cause?',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    previous:
      'Every product across every vendor started failing its health check at the same time.',
    question: 'and if it were only the products of one vendor?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question: 'What does the quantity check compare, exactly?',
    expected: ['doc:quantity-check', 'doc:quantity-check#quick-diagnosis', 'release:2.1.0'],
  },
  {
    question:
      'Shopify admin says 42 in stock for a SKU, the vendor feed says 20. Is VendorHub writing the wrong number?',
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },

  // (9) Order routing and tracking
  {
    question:
      'How is the routing target decided: the product vendor field, the tag or the fulfillment location?',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'When tracking comes back, do you create the fulfillment so Shopify sends its own shipping confirmation?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question:
      'Checkout shows no shipping rates for the dropship products only. What did we misconfigure?',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'Once we pass the monthly order quota, are new orders queued, rejected or still sent to vendors?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Which customer PII do you pass along to the vendor with each order?',
    expected: [
      'page:privacy#2-data-we-collect',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'page:privacy#5-who-we-share-it-with',
    ],
  },

  // (10) Hosting, security and retention
  {
    question: 'Where are your servers? We need to know about EU data residency.',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    previous: 'Where are your servers? We need to know about EU data residency.',
    question: 'how long do you keep our data after we churn, and is it a hard delete',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'SOC 2 type I or type II? And can we get a DPA signed?',
    expected: ['faq:compliance', 'company:hosting', 'page:terms#8-your-data'],
  },
  {
    question: "Do you train AI models on our shoppers' personal data?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'Does this chat widget forward what I type to OpenAI or some other LLM provider?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },
  {
    question: 'What does the chat put in localStorage?',
    expected: ['page:cookies#3-local-storage-used-by-the-chat'],
  },
  {
    question:
      'Which cloud provider do you run on (AWS, GCP?) and in which regions is the data stored?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
    wording: false,
  },

  // (11) Release history of technical features
  {
    question: 'When did the REST API first ship?',
    expected: ['release:2.0.0'],
  },
  {
    previous: 'When did the REST API first ship?',
    question: 'and the product count endpoint?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'Which release introduced per-product health checks?',
    expected: ['release:1.9.0'],
  },
  {
    question: 'When did tag-based two-way sync land?',
    expected: ['release:1.8.0', 'faq:two-way-tag-sync'],
  },
  {
    question: "What's the latest version and what changed in it?",
    expected: ['release:2.1.0'],
  },

  // (12) Plans, support and the team, for technical buyers
  {
    question: "What's the product cap on Plus? Need to know before we bulk import.",
    expected: [
      'plan:plus#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question:
      'We only need inventory and price feeds into Shopify, our ERP handles orders. Any discount for that?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question:
      'We are on Premium. If the sync dies at 2am on a Saturday, is anyone actually reachable?',
    expected: ['faq:support-hours', 'plan:premium#features', 'company:support-hours'],
  },
  {
    question: "What's your backend stack, is the sync engine written in Go?",
    expected: ['job:golang-junior-backend-developer', 'jobs'],
  },

  // (13) Things the site does not document
  {
    question: 'Do you ship an official Python or Node SDK for the API?',
    expected: ['fallback'],
  },
  {
    question:
      "Is there a sandbox environment for the API so our integration tests don't hit production?",
    expected: ['fallback'],
  },
  {
    question: 'Can you share an OpenAPI spec or a Postman collection?',
    expected: ['fallback'],
  },
  {
    question: 'Does the dashboard support SSO with SAML / Okta?',
    expected: ['fallback'],
  },
  {
    question: 'Is there a public status page and a contractual uptime SLA?',
    expected: ['fallback'],
  },
  {
    question:
      'Which static egress IPs do you connect from? Our vendor needs to whitelist them on their FTP.',
    expected: ['fallback'],
  },
  {
    question:
      'Can VendorHub fire outbound webhooks to our own endpoint when an order is routed or a tracking number arrives?',
    expected: ['fallback'],
  },
];
