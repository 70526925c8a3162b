/**
 * Thirtieth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch looks at the vendor side: merchants asking about
 * named vendors from the catalog (often misspelled), categories, statuses, plans and requests for
 * vendors that are missing, and suppliers, distributors and warehouses asking about VendorHub
 * themselves, plus a smaller set on plans, guides, support and privacy.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions30: BotQuestion[] = [
  // (1) The vendor catalog as a whole
  {
    question: 'which vendors do you already have integrations for?',
    expected: ['faq:supported-vendors'],
  },
  {
    question: 'any car parts / automotive distributors on your list?',
    expected: ['vendor:parts-unlimited', 'vendor:wheelpros'],
  },
  {
    question: 'We sell medical supplies. Are any medical distributors integrated?',
    expected: ['vendor:medline', 'vendor:mckesson'],
  },
  {
    question: 'What adult product wholesalers can VendorHub connect to?',
    expected: [
      'faq:supported-vendors',
      'vendor:entrenue',
      'vendor:holiday',
      'vendor:honey',
      'vendor:williams',
      'case-study:condomania',
    ],
  },
  {
    question: 'Can a marketplace be one of my vendors? which ones?',
    expected: ['vendor:amazon', 'vendor:shopify', 'faq:supported-platforms'],
  },

  // (2) Lighting and furniture vendors by name
  {
    question: 'Do you integrate with Nora Lighting?',
    expected: ['vendor:nora'],
  },
  {
    question: 'how does the oxygen lighting connection get the stock numbers, api or ftp?',
    expected: ['vendor:oxygen'],
  },
  {
    question: 'can i sell Quorom ceiling fans on my shopify with your app?',
    expected: ['vendor:quorum'],
  },
  {
    question:
      'Cyan Design also sells mirrors, tables and vases, not just lamps. Does the integration cover those too?',
    expected: ['vendor:cyan'],
  },
  {
    question: 'kuzko lighting supported??',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'Is the Christorama integration live yet?',
    expected: ['vendor:crystorama', 'release:2.1.0'],
  },
  {
    question:
      'Crystorama makes the same chandelier in three finishes. Will stock get confused between them?',
    expected: ['vendor:crystorama', 'doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: 'I carry both Kalco and Allegri. Will their inventory and orders get mixed together?',
    expected: ['vendor:kalco', 'doc:prepare-products', 'vendor:allegri'],
  },
  {
    question: 'Can you create listings for Maxim Lighting products I am not selling yet?',
    expected: ['vendor:maxim', 'doc:product-creation', 'doc:search-and-push'],
  },
  {
    question: 'whats the setup cost for the Alegri Crystal integration',
    expected: ['vendor:allegri', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    question: 'James and James furniture, do you have that one?',
    expected: ['vendor:james-james'],
  },

  // (3) Marketplaces: Amazon MCF and store-to-store Shopify
  {
    question:
      'I already keep inventory in Amazon FBA. Can Shopify orders be shipped from that stock through you?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: 'With amazon mcf, do I have to let you change my prices? the stock is my own',
    expected: [
      'vendor:amazon',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'My supplier runs its own Shopify store. Can your app copy their products into mine and send them my orders?',
    expected: ['vendor:shopify'],
  },

  // (4) Adult distributors
  {
    question: 'holiday products - can I search their catalog and push items to my store?',
    expected: ['vendor:holiday', 'doc:search-and-push'],
  },
  {
    question: 'are drop ship orders to honeys place sent automatically?',
    expected: ['vendor:honey'],
  },
  {
    question: 'Is there a customer story of an adult shop using your distributor integrations?',
    expected: ['case-study:condomania'],
  },

  // (5) Vendors in beta or coming soon
  {
    question: 'Is Parts Unlimited ready to use?',
    expected: ['vendor:parts-unlimited'],
  },
  {
    question: 'When will the Wheel Pros integration be available?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'do you support mckeson?',
    expected: ['vendor:mckesson'],
  },
  {
    question: 'The Medline integration says beta. Can I use it on the Plus plan?',
    expected: ['vendor:medline'],
  },
  {
    question: 'How do I tell you I want the WheelPros integration for my store?',
    expected: [
      'faq:custom-integration-request',
      'vendor:wheelpros',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },

  // (6) Which plan includes which vendor, and how many
  {
    question: "can i connect honey's place on the basic plan",
    expected: ['vendor:honey', 'doc:add-vendor#vendor-limits-by-plan'],
  },
  {
    question: 'Which plans come with the Holiday Products integration?',
    expected: ['vendor:holiday'],
  },
  {
    question: 'Is the store-to-store Shopify integration part of Plus?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'Which vendors can I pick from if I go with Basic?',
    expected: ['plan:basic#features', 'faq:plan-features', 'faq:supported-vendors'],
  },
  {
    question: 'how many vendors can i hook up on basic',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question: 'We work with 10 suppliers. Which plan do we need?',
    expected: [
      'plan:premium#vendors',
      'plan:all#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: "The vendor I need isn't offered on my current plan. What are my options?",
    expected: ['doc:add-vendor#vendor-limits-by-plan', 'faq:change-plan'],
  },

  // (7) What a vendor integration does and how to set one up
  {
    question: 'What is the difference between an FTP vendor and an API vendor?',
    expected: ['doc:add-vendor#vendor-types', 'doc:add-vendor'],
  },
  {
    question: 'Do I pay a setup fee for a vendor that is already in your list?',
    expected: [
      'fee:pre-built',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'roughly how long does it take to add one of your pre-built vendors?',
    expected: ['faq:setup-time', 'doc:quick-start-guide#how-long-each-step-takes'],
  },
  {
    question: 'My vendor emailed me FTP host, user and password. Where do I enter that?',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'our distributor only has a B2B web portal, no API and no FTP. can you still pull data?',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors', 'doc:add-vendor'],
  },

  // (8) Vendors that are not in the catalog: requests and custom integrations
  {
    question: 'Do you have an integration with Visual Comfort?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question:
      "My supplier isn't on your list and just emails me a CSV every Monday. Can I still use VendorHub with them?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'doc:add-vendor',
    ],
  },
  {
    question: "How much do you charge to build a connection to my distributor's REST API?",
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'What info do you need from me to quote a custom vendor integration?',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
    ],
  },
  {
    question: 'Once I approve the quote, how long until a custom vendor integration is working?',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'faq:setup-time',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'On Enterprise, do custom vendor integrations still cost $500 each?',
    expected: ['plan:enterprise#features', 'faq:pricing-enterprise'],
  },
  {
    question: 'How long do you keep what I write in the vendor request form?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },

  // (9) Suppliers, distributors, warehouses and dropshippers asking about VendorHub
  {
    question:
      'We are a lighting manufacturer. How do we get our catalog added to VendorHub as a pre-built integration?',
    expected: ['page:about#team', 'company:contact'],
  },
  {
    question:
      'Hi, I work for a supplier. One of our retailers wants to connect us through VendorHub. What do we have to give them?',
    expected: ['doc:add-vendor#vendor-types', 'doc:add-vendor#before-you-start', 'doc:add-vendor'],
  },
  {
    question:
      "we're a small distributor with no API, just an excel stock sheet. can our retailers still use your tool with us?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Which columns does our stock and price file need so retailers can load it?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'We are a wholesaler and sell B2B from our own Shopify store. Can our retailers pull our products in with VendorHub?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'We run a 3PL warehouse. Can merchants use VendorHub to send their orders to us?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:add-vendor',
      'faq:what-is-vendorhub',
    ],
  },
  {
    question:
      "As the vendor, will we get the end customer's name and shipping address for dropship orders?",
    expected: [
      'page:privacy#5-who-we-share-it-with',
      'page:privacy#2-data-we-collect',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question:
      'We are a brand with a strict MAP policy. Does VendorHub stop our retailers from advertising below MAP?',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'How are our API keys protected when a retailer enters them in your system?',
    expected: ['faq:vendor-credentials', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question:
      'We are rotating our FTP password next week. What happens to the shops syncing our feed through you?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:health-check',
    ],
  },
  {
    question:
      "I'm a dropshipper with products from a few suppliers on one Shopify store. Is this for me?",
    expected: ['faq:who-is-vendorhub-for'],
  },

  // (10) Follow-ups in a conversation about vendors
  {
    previous: 'Do you support Nora Lighting?',
    question: 'what about kuzco?',
    expected: ['vendor:kuzco'],
  },
  {
    previous: 'Is Medline live yet?',
    question: 'and McKesson?',
    expected: ['vendor:mckesson'],
  },
  {
    previous: 'Is Amazon MCF available on the Basic plan?',
    question: 'ok so which plan would I need for it?',
    expected: ['vendor:amazon'],
  },
  {
    previous: 'Which adult distributors do you work with?',
    question: 'does williams trading do dropship?',
    expected: ['vendor:williams'],
  },
  {
    previous: 'What does Quantity Delta do?',
    question: 'what would be a sensible value for Allegri crystal chandeliers?',
    expected: ['vendor:allegri', 'doc:inventory-management#quantity-delta'],
  },
  {
    previous: 'How much is the setup for a vendor that sends FTP files?',
    question: 'and if they have their own API instead?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    previous: 'Can you build an integration for a vendor you do not list?',
    question: 'how long till you get back to me with a price?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
    ],
  },
  {
    previous: 'How many vendors can I connect on Plus?',
    question: 'and on premium?',
    expected: ['plan:premium#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },

  // (11) Outside what the site says, or only partly answered
  {
    question: "What's the minimum order quantity to buy wholesale from Maxim Lighting?",
    expected: ['fallback'],
  },
  {
    question: 'Where is Quorum International headquartered?',
    expected: ['fallback'],
  },
  {
    question: 'How do I open a wholesale account with Williams Trading?',
    expected: ['fallback'],
  },
  {
    question: 'As a supplier, do we get our own login to a VendorHub vendor portal?',
    expected: ['fallback'],
  },
  {
    question: 'Can we pay to have our brand featured at the top of your vendor list?',
    expected: ['fallback'],
  },
  {
    question: 'can you recommend a good pet food dropship supplier for a new store?',
    expected: ['fallback'],
  },
  {
    question: 'Is there a VendorHub app for iPhone?',
    expected: ['fallback'],
  },
  {
    question: 'Does Kalco offer custom finishes, and does their stock sync to my store every hour?',
    expected: ['vendor:kalco', 'faq:inventory-sync-frequency'],
    wording: false,
  },
  {
    question:
      "What's Honey's Place's return policy for damaged items, and are drop-ship orders sent to them automatically?",
    expected: ['vendor:honey'],
    wording: false,
  },
  {
    question:
      'Is Entrenue available on the Plus plan, and what discount do they give new retailers?',
    expected: ['vendor:entrenue'],
    wording: false,
  },

  // (12) Plans, guides, support and privacy
  {
    question: "what's your cheapest plan cost per month",
    expected: ['plan:basic#price', 'faq:plan-limits'],
  },
  {
    question: 'Is the free trial limited in any way?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'how much is Plus per year if I pay annually',
    expected: ['faq:pricing-annual-billing', 'plan:plus#price', 'faq:annual-billing'],
  },
  {
    question: 'How many Shopify stores can I run on Premium?',
    expected: ['plan:premium#stores', 'faq:plan-limits', 'faq:supported-platforms'],
  },
  {
    question: 'If I only need product sync on Premium, how much do I save?',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'What happens if we go over 400 orders in a month?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'How many requests per minute can I send to your API?',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'Can I change the price of one product by SKU through the API?',
    expected: ['doc:api-reference#update-product'],
  },
  {
    question: 'How do I create the app in the Shopify Dev Dashboard for VendorHub?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: "I'd rather not fiddle with Shopify settings. Can your team connect my store?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question: 'customers get no shipping options at checkout for one vendors products, why?',
    expected: ['doc:order-management#no-shipping-options-at-checkout', 'doc:order-management'],
  },
  {
    question: "I made a new location in Shopify but it doesn't show in VendorHub",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check',
    ],
  },
  {
    question: 'What price do I end up with when the MAP is higher than the MSRP?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'If I delete a product in Shopify, does VendorHub keep syncing it?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question: 'signed up an hour ago and still no confirmation email',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question: 'What time is your support team available?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'Is there a phone number I can call?',
    expected: ['company:contact'],
  },
  {
    question: 'Which countries is our data stored in?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'If we cancel, how long do you keep our vendor data?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'Does this chat send what I type to OpenAI or some other AI company?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },
  {
    question: 'Does your website use tracking cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: "who's the CEO of VendorHub?",
    expected: ['page:about#team'],
  },
  {
    question: 'Are you hiring React developers? Is it remote?',
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },
  {
    question: "What's new in the latest release?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'Where do I start reading the docs if I am brand new?',
    expected: ['faq:documentation', 'doc:quick-start-guide'],
  },
];
