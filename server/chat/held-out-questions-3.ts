/**
 * The third held-out set of `npm run bench:bot`: 60 visitor questions written in one sitting
 * from the site's content alone (the content modules, the articles and the spec), without
 * reading the bot's code or any other question set, and committed before it was first scored.
 * Its misses were read once its last blind score stood at 86.7% (52 of 60) and a seventh set
 * had been written to replace it, so it is tuning material now, like the first held-out set
 * (docs/decisions/012-help-bot-learns-visitor-wordings.md).
 */
import type { BotQuestion } from './questions.ts';

export const heldOutQuestions3: BotQuestion[] = [
  // Plans, prices, limits, trial, billing, setup fees
  {
    question: 'whats plus gonna cost me per month if i go yearly',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'basic lets me hook up how many suppliers?',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'plan:all#vendors',
    ],
  },
  {
    question: 'Trial is free but do I still have to type in my credit card details at signup?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'We ship roughly 700 orders a month. Which tier would that put us on?',
    expected: [
      'plan:premium#orders',
      'plan:all#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question:
      "One of our suppliers only drops a feed on an FTP server and isn't in your list. What's the one-off charge to get it wired up?",
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question: 'We are a German company. Are the prices in euro or dollar, and is the VAT inside?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'If I drop from Premium to Plus halfway through the month, when does the cheaper plan actually start?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      "we're on plus but we handle shipping ourselves and only want stock + prices synced. is there a cheaper deal for that",
    // Plus's own product-sync-only price answers a visitor on Plus (added once the set was read).
    expected: [
      'sync-only',
      'sync-only:plus',
      'faq:pricing-product-sync-only',
      'faq:product-sync-only',
    ],
  },
  {
    question: 'enterprise pricing?? theres no number on the page',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'During the 14 days trial, how much products I am allowed to sync?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question:
      'we blew past 200 orders on basic this month because of a sale. are you going to charge us extra for those?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      "I'm on the Plus plan. Can I review and edit products in a staging area before pushing them, with the AI rewriting titles?",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'plan:plus#features',
      'faq:plan-features',
      'faq:ai-listing-creation',
    ],
  },

  // Specific vendors
  {
    question:
      'nora lighting: do you pull their data by ftp or api, and do you charge to set it up?',
    expected: ['vendor:nora'],
  },
  {
    question: 'can yall send my dropship orders to honeys place automaticaly',
    expected: ['vendor:honey'],
  },
  {
    question: 'I sell rims and tires. When will the WheelPros connection be usable?',
    expected: ['vendor:wheelpros'],
  },
  {
    question:
      'Most of my stock sits in Amazon FBA. Could my Shopify orders be shipped from there through you?',
    expected: ['vendor:amazon'],
  },
  {
    question:
      'One supplier of mine just runs an ordinary Shopify shop. Could I treat that shop as a vendor and pull its catalog into my store?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'Kichler Lighting — on your list or not?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'Is Williams Trading available to me if I only pay for Basic?',
    expected: ['vendor:williams'],
  },
  {
    question: 'medline integration, live yet or still testing?',
    expected: ['vendor:medline'],
  },

  // How-to and troubleshooting
  {
    question:
      "shopify won't let me create a custom app in the admin anymore, the button is gone. where am i supposed to make it now?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question:
      "I'm not technical and would prefer your people link our shop for us. What do I need to send you?",
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
      'faq:technical-skills',
    ],
  },
  {
    question: 'price and cost update fine from my vendor but the stock number never moves. why',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question: "how do i get my supplier's excel stock sheet into vendorhub, they have no api",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      "What exactly should the rule be on the automated collection I'm making for a vendor?",
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question:
      "Made a new location in Shopify for my supplier 10 min ago but it's not in the dropdown in Vendor Store Settings",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
    ],
  },
  {
    question: 'My store says 0 in stock but the vendor swears they have 4 units. Whats going on?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question:
      'I keep changing prices by hand in Shopify and an hour later they are back to something else. how do I stop that',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      "The vendor's file says MAP 110 but MSRP 100 on some items. Which one wins when both are enforced?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question:
      'customers put a dropship item in the cart and at checkout there are no delivery rates at all',
    expected: ['doc:order-management#no-shipping-options-at-checkout'],
  },
  {
    question:
      'After I reinstalled the app in Shopify, products from every single vendor show a failing health status.',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question:
      'vendor says the parcel left days ago but the shopify order still has no tracking and isnt fulfilled',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    question:
      'I already sell about 400 items from this brand in my shop. How do I attach them to the vendor without creating them all again?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:existing-products',
    ],
  },
  {
    question:
      'Is there a way to add vendor products hidden first, so I can fix photos before customers see them?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },

  // Long situational questions
  {
    question:
      'We sell bathroom lighting from two manufacturers who email us spreadsheets, and every morning I retype the stock into Shopify. Last week we sold a fixture that was discontinued a month ago. Can your thing take that over, and how current would the numbers be?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
    ],
  },
  {
    question:
      'My brother-in-law connected our shop to you years ago using one of those apps made inside the Shopify admin with a token. Now people say Shopify changed everything this year. Do I have to redo the connection or will it keep running?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      'We run two Shopify shops, one for the US and one for Canada, and carry five clothing brands. Sizes sell out quickly and the brands are strict about minimum advertised prices. Which of your plans would cover both shops?',
    expected: ['plan:plus', 'plan:all#stores', 'case-study:fashionplus', 'faq:plan-limits'],
  },
  {
    question:
      "Yesterday I changed the password on our supplier's FTP account after a security scare. Since this morning nothing from that supplier updates, though the other suppliers look fine. What did I break?",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question:
      'Our shop is registered in Poland and our lawyer asks where the names and addresses of our customers go once an order is passed to a supplier, and if it is kept inside the EU. Please can you explain this?',
    expected: [
      'page:privacy#6-where-your-data-is-hosted',
      'page:privacy#5-who-we-share-it-with',
      'company:hosting',
      'faq:data-hosting',
    ],
  },
  {
    question:
      "I'm thinking of closing the shop over winter and cancelling, then coming back in spring, roughly four months later. Will my vendors and settings still be waiting for me?",
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question:
      "A customer bought a Maxim pendant and a Kuzco sconce in the same checkout. Does each company get sent the whole order? I'd rather they didn't see each other's items.",
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question:
      "I pasted the vendor tag onto about 300 products by hand and half of them now show red in the health column. I think we put our own 'FF-' prefix in front of the SKUs years ago. What's the quickest way to sort this out?",
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },

  // Follow-ups
  {
    question: 'and the one above it?',
    previous: 'how much is basic per month',
    expected: ['plan:plus#price'],
  },
  {
    question: 'what about holiday products',
    previous: 'is Entrenue one of your integrations?',
    expected: ['vendor:holiday'],
  },
  {
    question: 'ok and how many stores with it',
    previous: 'how many products does premium allow',
    expected: ['plan:premium#stores'],
  },
  {
    question: 'and if it has to be a custom api one instead?',
    previous: 'What does the CSV/FTP integration setup cost?',
    expected: ['fee:custom-api'],
  },
  {
    question: 'so how fast would a Plus customer hear back',
    previous: 'what are your support hours',
    expected: ['company:response-times', 'faq:support-response-times', 'plan:plus#features'],
  },
  {
    question: 'what came in the version before that one',
    previous: 'tell me about release 2.1.0',
    expected: ['release:2.0.0'],
  },

  // Jobs, releases, case studies, company facts, legal
  {
    question: 'r u hiring any golang devs? remote ok?',
    expected: ['job:golang-junior-backend-developer', 'jobs'],
  },
  {
    question: 'In which release did Crystorama become a live integration?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'got any customer story from someone selling pet supplies?',
    expected: ['case-study:evertail'],
  },
  {
    question: 'Which days and hours is a real person answering, and in what time zone?',
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: "Under which state's law is your Terms of Service governed?",
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'does this site drop tracking cookies on me',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#3-local-storage-used-by-the-chat',
    ],
  },

  // Out of scope: the site does not say
  {
    question: 'Do you pay a commission if I send other merchants your way? Like a referral program',
    expected: ['fallback'],
  },
  {
    question: 'is there an iphone or android app so i can watch orders from my phone',
    expected: ['fallback'],
  },
  {
    question: 'Can VendorHub push my vendor costs and sales into QuickBooks?',
    expected: ['fallback'],
  },
  {
    question: 'Can I switch on two-factor authentication for my team logins?',
    expected: ['fallback'],
  },
  {
    question:
      'When a customer sends an item back, does VendorHub open the return with the supplier for me?',
    expected: ['fallback'],
  },
  {
    question:
      'It is possible to have the dashboard in german language? My team do not read english well.',
    expected: ['fallback'],
  },
];
