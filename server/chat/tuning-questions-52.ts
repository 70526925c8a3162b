/**
 * Fifty-second tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch takes the developer's and technical visitor's angle:
 * the REST API in detail, the Shopify app with its scopes and credentials, vendor file formats,
 * how sync works under the hood, and security and hosting, plus technical topics the site never covers.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions52: BotQuestion[] = [
  // (1) API access, plans and tokens
  {
    question: 'do you guys have a public API I can hit from our own systems?',
    expected: [
      'doc:api-reference#token',
      'faq:plan-features',
      'release:2.0.0',
      'plan:premium#features',
    ],
  },
  {
    question: 'Is API access part of the Plus plan or do I need to go higher?',
    expected: [
      'doc:api-reference#token',
      'faq:plan-features',
      'plan:plus#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'How do I generate a token for the REST API?',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'one of our API tokens ended up in a public git repo, how do i kill it right away',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'What auth does the API use, basic auth, OAuth, something else? Which header?',
    expected: ['doc:api-reference#token'],
  },
  {
    question:
      'We run three Shopify stores under one account. Do I need a separate API token per store?',
    expected: ['doc:api-reference#token'],
  },
  {
    question: "we're on Basic and every call comes back 403 plan_required. why?",
    expected: ['doc:api-reference#errors', 'doc:api-reference#token', 'faq:plan-features'],
  },
  {
    question: 'ok and what does Premium cost per month?',
    previous: 'Is the API included on Premium?',
    expected: [
      'plan:premium#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },

  // (2) API endpoints: create, link, list, count, update
  {
    question: "What's the endpoint for creating a Shopify product from a vendor SKU?",
    expected: [
      'doc:api-reference#create-product',
      'doc:product-creation#create-products-through-the-api',
      'doc:product-creation',
    ],
  },
  {
    question: 'can the API create the product as a draft instead of publishing it straight away?',
    expected: ['doc:api-reference#create-product'],
  },
  {
    question: 'Is the tags field an array or one comma separated string?',
    expected: ['doc:api-reference#create-product'],
  },
  {
    question:
      'After I create a product via the API, does the response give me the Shopify product id?',
    expected: ['doc:api-reference#create-product'],
  },
  {
    question:
      'The product already exists in our Shopify store. How do I attach it to a vendor through the API without creating a second copy?',
    expected: [
      'doc:api-reference#link-product',
      'release:2.1.0',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'and for one that is already in my store?',
    previous: 'How do I create a product through the API?',
    expected: ['doc:api-reference#link-product', 'release:2.1.0'],
  },
  {
    question: "On the link call, what goes in 'identifier'?",
    expected: ['doc:api-reference#link-product'],
  },
  {
    question: 'How do I pull a list of every product VendorHub syncs for us over the API?',
    expected: ['doc:api-reference#list-products', 'doc:api-reference#paging'],
  },
  {
    question: 'how do I get page 2',
    previous: 'What does GET /wh/api/v1/products return?',
    expected: ['doc:api-reference#paging', 'doc:api-reference#list-products'],
  },
  {
    question:
      "How does my script know it has reached the last page? There's no next link in the response.",
    expected: ['doc:api-reference#paging'],
  },
  {
    question: 'Is there a call that just returns the total number of synced products?',
    expected: ['doc:api-reference#count-products', 'doc:api-reference#paging', 'release:2.1.0'],
  },
  {
    question:
      'We have around 3,000 products. How many list requests will it take to read them all?',
    expected: ['doc:api-reference#paging'],
  },
  {
    question: 'Our ERP needs to push a new price for a single SKU. Which call is that?',
    expected: ['doc:api-reference#update-product'],
  },
  {
    question:
      'is there a bulk endpoint where I send 500 SKUs in one request, or is it one call per SKU?',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#update-product'],
  },

  // (3) API errors and rate limits
  {
    question: "What's the rate limit on your API?",
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'any limit on how many calls I can make?',
    previous: 'Can I update stock by SKU with the API?',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'Getting 429s from the API. How long am I supposed to back off?',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'which response headers tell me how many requests I have left',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'Is X-RateLimit-Reset a unix timestamp or a number of seconds?',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question:
      'Roughly how long does a full resync of 5000 products through the API take if we stay under the limit?',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'what about a 409?',
    previous: 'What happens when I go over the API rate limit?',
    expected: [
      'doc:api-reference#errors',
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
    ],
  },
  {
    question: 'API keeps answering 401 unauthorized even though I copied the token exactly',
    expected: ['doc:api-reference#errors', 'doc:api-reference#token'],
  },
  {
    question: 'How should my client handle 500/503 responses from your API, retry or give up?',
    expected: ['doc:api-reference#errors'],
  },

  // (4) Shopify app, scopes and credentials
  {
    question: 'Which Admin API scopes do I tick when I create the app for VendorHub?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'why does it need read_all_orders?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management#orders-older-than-60-days',
      'doc:order-management',
    ],
  },
  {
    question: 'why the customers one?',
    previous: 'Which Shopify scopes does VendorHub need?',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question:
      'merchant managed vs assigned fulfillment order scopes - which does VendorHub actually want?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'In which case would a vendor be registered as a fulfillment service instead of a normal location?',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'doc:connect-shopify'],
  },
  {
    question: 'Where do the client ID and client secret from the Dev Dashboard go in VendorHub?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "My new app doesn't show any Admin API access token to copy. What am I supposed to put in that field?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'How do you get an access token from only a client id + secret? Is that the client credentials grant? Do the tokens expire?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "Our agency created the app under our own organization, not the client store's, and VendorHub cannot get a token. Is that the problem?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'I added write_inventory to the app afterwards but VendorHub still says the scope is missing',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'We rotated the client secret in the Dev Dashboard. Anything to update on your side?',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check#changed-store-permissions',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Our custom app was made in the Shopify admin back in 2024 with a permanent token. Do we have to migrate it?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'During install Shopify asks me to confirm access to protected customer data. What should I allow?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },

  // (5) Vendor data formats and connection types
  {
    question: 'What columns does the spreadsheet for a vendor without an API need?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Our supplier exports with semicolons as the delimiter, will the upload accept that?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'release:1.8.0',
      'doc:add-vendor',
    ],
  },
  {
    question: 'and can I upload xlsx instead? the vendor file has several tabs',
    previous: 'What columns does the CSV upload need?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'release:1.8.0',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "The vendor's file calls the columns 'Item#' and 'QtyOnHand'. Do I have to rename them to match your template every time?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "If a SKU is missing from the vendor's newest file, does its stock get set to zero automatically?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'What details do you need from us to connect a vendor over FTP?',
    expected: [
      'doc:add-vendor#vendor-types',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'Our supplier drops a nightly XML feed on their FTP. Can you ingest that and what does the setup cost?',
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
      "A distributor we use has a documented REST API but isn't in your catalog. How much would you charge to build the connector?",
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      'vendor has no feed at all, only a B2B web portal with a login. can you still get stock from it?',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors', 'doc:add-vendor'],
  },
  {
    question: 'Does the Nora Lighting integration use an API or FTP files?',
    expected: ['vendor:nora'],
  },
  {
    question: 'and Entrenue?',
    previous: 'Is Nora Lighting connected by FTP?',
    expected: ['vendor:entrenue'],
  },
  {
    question: 'How does the Amazon MCF connector read our FBA stock levels?',
    expected: ['vendor:amazon'],
  },
  {
    question:
      'One of our suppliers runs its own Shopify store. What credentials would they have to give us for the store-to-store sync?',
    expected: ['vendor:shopify'],
  },

  // (6) How sync works under the hood
  {
    question: 'How are vendor records matched to my Shopify variants: SKU, barcode or title?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check',
    ],
  },
  {
    question: 'is SKU matching case sensitive? and what about leading/trailing whitespace',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#link-products-you-already-sell',
      'release:2.1.0',
      'doc:health-check',
    ],
  },
  {
    question: 'Which product fields does the hourly sync actually write to Shopify?',
    expected: [
      'doc:two-way-syncing#what-syncs-each-way',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'If I rewrite a title or description in Shopify, will the next sync overwrite it?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question:
      'Which inventory location gets the vendor quantity? I do not want it touching stock in our own warehouse.',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-4-location-mapping',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:inventory-management',
    ],
  },
  {
    question: 'How often do you poll the FTP feeds?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'When I tag a product in Shopify, how does VendorHub notice? Do you poll the store or listen to webhooks?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing#what-syncs-each-way',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'exact formula for the quantity pushed to shopify? can it go negative?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'In what order are markup, MAP and MSRP applied, and how is the result rounded?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "New Shopify location I created doesn't show up in Vendor Store Settings. Is there some cache to refresh?",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
    ],
  },
  {
    question:
      'Shopify limits the number of locations. With one location per vendor, is that going to be a problem for us?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
      'doc:prepare-products',
    ],
  },
  {
    question: 'Some of our products have 150+ variants. Do quantities update correctly on those?',
    expected: ['release:1.8.0'],
  },

  // (7) Orders and tracking internals
  {
    question: 'How does VendorHub decide which vendor gets each line item of an order?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },
  {
    question: 'cart has items from two different suppliers, what happens to that order?',
    expected: ['doc:order-management#how-an-order-moves', 'release:1.7.0', 'doc:order-management'],
  },
  {
    question: "For Honey's Place, are orders submitted immediately or sent in batches?",
    expected: ['vendor:honey', 'case-study:condomania'],
  },
  {
    question:
      'Technically, how does the tracking number get into Shopify? Is the order marked fulfilled and does the customer get the email?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
    ],
  },

  // (8) Security, hosting and privacy
  {
    question: 'Where are your servers physically located?',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'is data encrypted at rest and in transit?',
    expected: ['faq:data-hosting', 'page:privacy#7-how-we-protect-it', 'company:hosting'],
  },
  {
    question: "How do you store our vendors' API keys and FTP passwords?",
    expected: ['faq:vendor-credentials'],
  },
  {
    question: 'SOC 2 type I or type II?',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:privacy#7-how-we-protect-it',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'We need a signed DPA before we connect any store. Who do I ask?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question: 'What mechanism covers transfers of EU personal data to your US hosting?',
    expected: ['page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: "Do you use our customers' personal data to train AI models?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'does this website chat send what I type to OpenAI or some other LLM provider?',
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question: 'What exactly does the chat widget keep in localStorage?',
    expected: [
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'and how long do you keep the data after I cancel?',
    previous: 'Where is VendorHub hosted?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },

  // (9) Releases, team and jobs for technical visitors
  {
    question: 'When did the REST API first ship?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'What language is your sync engine written in?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: "What's the dashboard front end built with?",
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'if the sync dies at 2am on a saturday is there anyone I can call?',
    expected: ['faq:support-hours', 'plan:premium#features', 'company:support-hours'],
  },

  // (10) Technical topics the site does not cover (fallback)
  {
    question: 'Do you publish an OpenAPI / Swagger spec so I can generate a client?',
    expected: ['fallback'],
  },
  {
    question: 'Is there an official Python or Node SDK for the API?',
    expected: ['fallback'],
  },
  {
    question:
      'Do you have a sandbox environment to test API calls without touching the live store?',
    expected: ['fallback'],
  },
  {
    question:
      "Can VendorHub POST a webhook to our endpoint whenever a vendor's stock level changes?",
    expected: ['fallback'],
  },
  {
    question: "What's your uptime SLA, and is there a public status page?",
    expected: ['fallback'],
  },
  {
    question: 'Can I scope an API token to read-only?',
    expected: ['fallback'],
  },
  {
    question:
      'Which IP addresses does your FTP client connect from? The vendor has to whitelist them on their firewall.',
    expected: ['fallback'],
  },
  {
    question: 'Does the dashboard login support SAML SSO with Okta?',
    expected: ['fallback'],
  },
  {
    question: 'which Shopify Admin API version are you pinned to?',
    expected: ['fallback'],
  },
  {
    question:
      'How do I write a cron job on our Linux box to export Shopify orders to a CSV every night?',
    expected: ['fallback'],
  },

  // (11) Mixed questions: part answered, part not
  {
    question: "What's the per-minute limit on the API, and is there a GraphQL version too?",
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
    wording: false,
  },
  {
    question: 'Where is our data hosted, and are you on AWS or Azure?',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
    wording: false,
  },
  {
    question:
      'Which columns does the vendor spreadsheet need, and can VendorHub pick the file up automatically from a Google Drive folder?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
    wording: false,
  },
];
