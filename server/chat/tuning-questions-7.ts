/**
 * Seventh tuning batch of `npm run bench:bot`: 120 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Tuning material: the bot learns their wordings. Written
 * as eight merchants of different trades and voices. Scored before the bot learned them:
 * 75 of 120 (62.5%).
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions7: BotQuestion[] = [
  // (1) Lighting store owner, non-native English
  {
    question:
      'Hello, I have shop for lamps and chandeliers. Is Nora Lighting possible to connect with your system?',
    expected: ['vendor:nora'],
  },
  {
    question: 'Kuzco give us the stock only like files on FTP, no API. This is a problem for you?',
    expected: ['vendor:kuzco', 'faq:supported-vendors', 'doc:add-vendor#vendor-types'],
  },
  {
    question: 'Which is the cost for to connect Crystorama, there is some fee for the setup?',
    expected: ['vendor:crystorama', 'fee:pre-built', 'faq:setup-fees', 'fee:all'],
  },
  {
    question:
      'The manufacturer say we cannot advertise under their minimum price. How I make the system respect this?',
    expected: ['faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question:
      'In the feed of one brand the MAP is more high than the MSRP. Which price comes out then in my shop?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question:
      "My chandeliers are expensive, I don't want to sell the last piece when the factory has not it anymore. What you suggest?",
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },
  {
    question: 'And if the factory has 2 pieces and I put the delta 5, what the shop is showing?',
    previous:
      "My chandeliers are expensive, I don't want to sell the last piece when the factory has not it anymore. What you suggest?",
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question:
      'I make the smart collection for the vendor but it stay empty, no products inside. Why is like this?',
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  {
    question:
      'We sell Allegri and also Kalco. The stock of the two brands will mix together in Shopify?',
    expected: ['doc:prepare-products', 'vendor:kalco'],
  },
  {
    question: 'How my customer receive the tracking number when the factory send the lamp?',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'Is possible that the product descriptions are written automatic in Italian language, not English?',
    expected: ['fallback'],
  },
  {
    question: 'Where in the dashboard I can see the last time when the quantities was updated?',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
    ],
  },
  {
    question: 'You was also a lighting shop before? How is starting the company and which year?',
    expected: ['page:about#story', 'company:founded'],
  },
  {
    question: 'I see James+James in your list of brands. I can use it already now?',
    expected: ['vendor:james-james'],
  },
  {
    question:
      'There is some example of other lighting shop that is using this with many manufacturers?',
    expected: ['case-study:fixturefarm'],
  },

  // (2) Adult-products webshop, terse and impatient
  {
    question: 'Williams Trading. works?',
    expected: ['vendor:williams'],
  },
  {
    question: "honey's place on basic plan?",
    expected: ['vendor:honey'],
  },
  {
    question: 'orders to entrenue go automatically or do i forward them',
    expected: ['vendor:entrenue', 'faq:order-routing'],
  },
  {
    question: 'plus plan. monthly. how much',
    expected: ['plan:plus#price'],
  },
  {
    question: 'yearly?',
    previous: 'plus plan. monthly. how much',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: "who gets my customers' names and addresses",
    expected: ['page:privacy#5-who-we-share-it-with', 'page:privacy#2-data-we-collect'],
  },
  {
    question: 'passed 200 orders this month. extra bill coming?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'need a human. phone number',
    expected: ['company:contact'],
  },
  {
    question: 'reply time on basic?',
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    question: 'if i quit, when is my data wiped',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'prices update fine, stock never moves. why',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question: 'age verification at checkout, you do that?',
    expected: ['fallback'],
  },
  {
    question: 'two distributors, same sku on one item in my store. problem?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'case-study:condomania',
    ],
  },
  {
    question: 'no time for tutorials. can your people wire up my store',
    expected: ['faq:setup-help', 'doc:connect-shopify#option-2-request-collaborator-access'],
  },
  {
    question: 'any adult shop actually running on this',
    expected: ['case-study:condomania'],
  },

  // (3) Auto-parts seller, lower case with typos
  {
    question: 'is parts unlimted hooked up yet or not',
    expected: ['vendor:parts-unlimited'],
  },
  {
    question: 'wheelpros when',
    expected: ['vendor:wheelpros'],
  },
  {
    question:
      'my wholesaler just emails me a excel sheet evry monday, can i still use ur thing with that',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'what colums does the file need',
    previous:
      'my wholesaler just emails me a excel sheet evry monday, can i still use ur thing with that',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: 'how much to get u guys to build a conection to my distributers api',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'and how long til its done',
    previous: 'how much to get u guys to build a conection to my distributers api',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'my skus in shopify got a dash in them and the suppliers dont, whats gonna happen',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question: 'keystone automotive isnt on ur list, how do i get em added',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'customer cant check out, says no shipping avalable on a brake kit from my supplier',
    expected: ['doc:order-management#no-shipping-options-at-checkout'],
  },
  {
    question: 'does it do fitment data like year make model filters for parts',
    expected: ['fallback'],
  },
  {
    question: 'is the ai description thing in search n push on plus or do i need premium for it',
    // Plus's feature answer says it too: "No, Plus does not include AI Listing Optimization… It
    // comes with Premium and Enterprise."
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'plan:premium#features',
      'plan:plus#features',
    ],
  },
  {
    question: 'whats the order cap on the cheapest plan',
    expected: ['plan:basic#orders'],
  },
  {
    question: 'supplier says they shipped but customer got no tracking, where do i look',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question: 'shopify shows 0 but my supplier has 4 of em??',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'r u guys hiring, im decent w n8n and zapier',
    expected: ['job:low-code-e-commerce-automation-specialist', 'jobs'],
  },

  // (4) Medical-supplies shop, formal
  {
    question:
      'Good afternoon. Could you tell me whether Medline is currently available as an integration?',
    expected: ['vendor:medline'],
  },
  {
    question: 'And McKesson?',
    previous:
      'Good afternoon. Could you tell me whether Medline is currently available as an integration?',
    expected: ['vendor:mckesson'],
  },
  {
    question: 'Our compliance officer requires a data processing agreement. How may we obtain one?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question:
      'Please confirm in which regions our store data and our customers’ data will be hosted.',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question:
      'Is the platform certified for HIPAA, given that some of our orders concern patients?',
    expected: ['fallback'],
  },
  {
    question:
      'Our policy forbids sharing the store password with third parties. How would you obtain access otherwise?',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question:
      'Kindly enumerate the Shopify access scopes your application requests, and the purpose of each.',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question:
      'Why does your application require access to our entire order history rather than recent orders only?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question:
      "How are the login details for our distributor's portal safeguarded once we enter them?",
    expected: ['faq:vendor-credentials', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'Should we discontinue the service, how do we withdraw your access to our store?',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: "Under which jurisdiction's law is the service agreement governed?",
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'Can VendorHub track lot numbers and expiry dates for the sterile products we sell?',
    expected: ['fallback'],
  },
  {
    question:
      'Is the text I type into this chat window passed on to an AI provider or any other third party?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },
  {
    question:
      "Certain items must never be sold above the manufacturer's list price. Can the system cap our prices accordingly?",
    expected: ['doc:pricing-rules', 'faq:price-rules'],
  },
  {
    question:
      'Do your terms limit your liability should a synchronisation error cause us financial loss?',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },

  // (5) Marketplace seller using Amazon FBA, rambling
  {
    question:
      "So most of my inventory is sitting in Amazon warehouses with FBA and I'm thinking about opening a Shopify store too, is there some way to have Amazon ship those Shopify orders out of the stock I already have there?",
    expected: ['vendor:amazon'],
  },
  {
    question:
      "ok and the thing is I'd be selling the same units on Amazon itself, so would my Shopify store end up showing stuff that already sold over on Amazon, or does it keep up somehow?",
    previous:
      "So most of my inventory is sitting in Amazon warehouses with FBA and I'm thinking about opening a Shopify store too, is there some way to have Amazon ship those Shopify orders out of the stock I already have there?",
    expected: [
      'vendor:amazon',
      'doc:inventory-management#how-inventory-sync-works',
      'faq:inventory-sync-frequency',
    ],
  },
  {
    question:
      'Which plan would I need for the Amazon fulfillment one, because I was kind of hoping to start on the cheapest and I only have the one store anyway',
    expected: ['vendor:amazon'],
  },
  {
    question:
      "since it's my own stock I don't really need you touching my prices, I set those myself, can I have it just update the quantities and leave the price alone?",
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
      'vendor:amazon',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question:
      "I also heard there's some sort of cheaper deal if you don't use the order part, I'd probably use it for Amazon but for my other supplier I do orders by hand anyway, so what's the deal with that",
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question:
      'how does the trial work, like do I have to put a card in right away, because last time some other app charged me on day one and it was a whole mess',
    expected: ['faq:pricing-trial-card', 'faq:pricing-free-trial'],
  },
  {
    question: 'and how many products can I actually play around with during those two weeks?',
    previous:
      'how does the trial work, like do I have to put a card in right away, because last time some other app charged me on day one and it was a whole mess',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question:
      "I already have like 300 listings in Shopify that I made by hand, are you going to make copies of all of them when I hook things up, because that'd be a nightmare",
    expected: ['faq:existing-products', 'doc:product-creation#duplicate-skus-are-never-created'],
  },
  {
    question:
      'right, so how do I attach those existing ones to the supplier without redoing them, is there a bulk thing or is it one by one',
    previous:
      "I already have like 300 listings in Shopify that I made by hand, are you going to make copies of all of them when I hook things up, because that'd be a nightmare",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      "honestly I'm not the most organized person, if I delete a product in Shopify by accident does that break something on your side or what happens to it",
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'is there a rule of thumb for how many units to hold back, I keep overselling during Prime Day and Black Friday type stuff',
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    question:
      "Could you also pull my Amazon reviews onto the Shopify product pages? That'd be huge for conversions",
    expected: ['fallback'],
  },
  {
    question:
      "I'm in Germany, so is the bill in euros, and do you add VAT on top or is it already in the price?",
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'If I start on Basic and realize I need more, can I switch mid-month or am I stuck until it runs out?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      "Is there a video walkthrough or a webinar I can watch? I'm way better with videos than with reading",
    expected: ['fallback'],
  },

  // (6) Agency developer setting it up for a client, technical
  {
    question:
      "Client's store is new this year and the admin won't let me create a custom app anymore. Where do I create it now and where do the client ID and secret go?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      'So there is no Admin API access token to paste? How does it authenticate then, client credentials grant?',
    previous:
      "Client's store is new this year and the admin won't let me create a custom app anymore. Where do I create it now and where do the client ID and secret go?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      "The app sits in my agency's organization on the Dev Dashboard but the store belongs to the client's org. Will VendorHub still get tokens?",
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question:
      'Merchant-managed or assigned fulfillment order scopes? The client also has a 3PL registered as a fulfillment service.',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question:
      'Another client still runs the admin-created app we set up in 2024 with a static token. Do we have to migrate it?',
    expected: ['doc:connect-shopify#stores-with-an-older-admin-created-app'],
  },
  {
    question: 'Which tier unlocks the REST API? The client wants to push SKUs from their PIM.',
    expected: [
      'doc:product-creation#create-products-through-the-api',
      'faq:plan-features',
      'plan:premium#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'Can I link an existing Shopify product through the API by its product ID instead of by SKU?',
    // The API reference's section, a passage since after this batch was written, says it word for
    // word, and is the answer; the release notes say when it came.
    expected: [
      'doc:api-reference#link-product',
      'release:2.1.0',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'In which version did MSRP enforcement land?',
    expected: ['release:1.9.0'],
  },
  {
    question:
      "Created a new location through the Admin API and it doesn't show up in the vendor's location dropdown.",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question:
      'I rotated the client secret and now products of every vendor fail their health check at once.',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'Is the price pipeline markup, then MAP floor, then MSRP ceiling? And where does rounding happen?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question:
      'Which store-side product events does VendorHub react to? Does adding a tag via bulk edit trigger a link?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing#what-syncs-each-way',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question: 'If the client rewrites a product title in Shopify, does the next sync clobber it?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },
  {
    question:
      "Is there a separate sandbox instance of VendorHub with test credentials, so I can try things against a dev store before touching the client's live shop?",
    expected: ['fallback'],
  },
  {
    question: "What does the chat widget on your site keep in the browser's localStorage?",
    expected: [
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },

  // (7) Furniture retailer with several stores, plans and limits
  {
    question:
      'We run four Shopify storefronts for our furniture business. Which plan covers all of them?',
    expected: ['plan:enterprise#stores', 'plan:all#stores', 'faq:plan-limits'],
  },
  {
    question: "How's that one priced, since there's no number on the page?",
    previous:
      'We run four Shopify storefronts for our furniture business. Which plan covers all of them?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  {
    question: "What's the vendor cap on Premium?",
    expected: ['plan:premium#vendors'],
  },
  {
    question: 'and on the Plus plan?',
    previous: "What's the vendor cap on Premium?",
    expected: ['plan:plus#vendors'],
  },
  {
    question: 'Our catalog is around 18,000 SKUs. Which tier fits that product count?',
    expected: ['plan:premium#products', 'plan:all#products', 'faq:plan-limits'],
  },
  {
    question: 'Give me the monthly price of every tier side by side.',
    expected: ['plan:all#price', 'faq:plan-limits'],
  },
  {
    question:
      'If we move down from Premium to Plus, when does it take effect, and what happens to our vendors?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      "A vendor's stock got written over the count at our own showroom location. What went wrong?",
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question: 'We want Cyan Design for our décor line. What does hooking them up involve?',
    expected: ['vendor:cyan'],
  },
  {
    question:
      'Does each of our stores need its own app for the connection, or can one app cover them all?',
    expected: ['doc:connect-shopify#before-you-start'],
  },
  {
    question:
      'With one location per vendor, is there a cap on Shopify locations we should plan around?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question: 'Is there a customer who runs more than one store with several brands, like we do?',
    expected: ['case-study:fashionplus'],
  },
  {
    question:
      'Does the round-the-clock line for urgent problems come with Premium, or only with Enterprise?',
    expected: ['faq:support-hours', 'plan:premium#features', 'faq:support-response-times'],
  },
  {
    question: 'Do you help migrate us off our current tool, with guided onboarding?',
    expected: ['plan:enterprise#features'],
  },
  {
    question: 'Is there an extra discount if we sign up for three years at once?',
    expected: ['fallback'],
  },

  // (8) Brand-new merchant who has never used Shopify apps, anxious
  {
    question:
      "I'm completely new to Shopify apps and a bit nervous. In plain words, what would VendorHub actually do for my shop?",
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work'],
  },
  {
    question:
      "I'm not a tech person at all. Will I manage this on my own, or do I need a developer?",
    expected: ['faq:technical-skills'],
  },
  {
    question: 'Where should I even begin? Is there a step-by-step guide for beginners?',
    expected: ['doc:quick-start-guide', 'faq:documentation'],
  },
  {
    question: "How long until everything's running? I'm worried it'll take weeks.",
    expected: ['faq:setup-time', 'doc:quick-start-guide#how-long-each-step-takes'],
  },
  {
    question: "I signed up an hour ago and still haven't got any email. Did something go wrong?",
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question: 'Can I see how the products look before my customers can see them?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#premium-tools-in-search-and-push',
    ],
  },
  {
    question:
      "I'm scared of being charged for something I didn't expect. Are there any hidden costs?",
    expected: ['faq:setup-fees', 'fee:all', 'faq:pricing-order-limit', 'faq:pricing-currency-tax'],
  },
  {
    question: 'Everyone keeps mentioning a vendor tag. What is it and why do I need one?',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      "I don't really get what a Location is in Shopify. Do I have to make one for my supplier?",
    expected: ['doc:prepare-products#step-3-create-the-location'],
  },
  {
    question: 'What if I get my markup wrong at the start? Can I fix it later, or is it locked in?',
    expected: [
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules#set-your-price-rules',
    ],
  },
  {
    question: 'After my first sync, how can I tell it actually worked?',
    expected: ['doc:quick-start-guide#step-4-check-that-it-works'],
  },
  {
    question: 'Is there a shop like mine, just two people, that got this working?',
    expected: ['case-study:evertail'],
  },
  {
    question: 'If I get stuck, will a real person help me, or only a bot?',
    expected: ['faq:support-hours', 'doc:quick-start-guide#get-help', 'faq:ai-assistant'],
  },
  {
    question: 'how do I reach them?',
    previous: 'If I get stuck, will a real person help me, or only a bot?',
    expected: ['company:contact', 'doc:quick-start-guide#get-help'],
  },
  {
    question: 'Could VendorHub tell me which products are trending so I know what to sell?',
    expected: ['fallback'],
  },
];
