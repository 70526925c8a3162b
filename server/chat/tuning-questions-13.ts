/**
 * Thirteenth tuning batch of `npm run bench:bot`: 120 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Each FAQ entry, plan limit and catalog vendor was turned into
 * the question a prospective customer asks before buying, in their own words and often with their
 * situation in front, and every expected id was checked against the text it points to.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions13: BotQuestion[] = [
  // (1) What VendorHub is, who it is for, how it works
  {
    question: 'So what does VendorHub actually do for a Shopify shop, in plain words?',
    expected: ['faq:what-is-vendorhub', 'page:terms#1-the-service'],
  },
  {
    question:
      "I'm a drop shipper with no warehouse at all and everything ships from my suppliers. Is this tool meant for someone like me?",
    expected: ['faq:who-is-vendorhub-for'],
  },
  {
    question:
      'We are a home decor store with 9 small brands that email us price lists. Is VendorHub a fit for us or only for big distributors?',
    expected: ['faq:who-is-vendorhub-for', 'faq:supported-vendors'],
  },
  {
    question: "We're on WooCommerce, not Shopify. Can we still use you?",
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'what are the steps between signing up and having everything running on autopilot?',
    expected: ['faq:how-does-vendorhub-work', 'doc:quick-start-guide'],
  },
  {
    question:
      "hi, we're a 3 person team selling bathroom vanities, 2 suppliers on FTP. how long until we are live?",
    expected: ['faq:setup-time', 'doc:quick-start-guide#how-long-each-step-takes'],
  },
  {
    question: "I'm not a developer at all. Can I run this myself or do I need to hire someone?",
    expected: ['faq:technical-skills'],
  },
  {
    question:
      "Our distributors don't have an API, they only have FTP or send Excel files. Will that still work?",
    expected: [
      'faq:supported-vendors',
      'doc:add-vendor#vendor-types',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },

  // (2) Features, asked before buying
  {
    question:
      'How fresh are the stock numbers? If my supplier sells out at 2pm, when does my store find out?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "Our vendor's product descriptions are awful. Will your AI rewrite them when it creates the listings?",
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation',
    ],
  },
  {
    question: 'Is the bulk product creation with AI included on Basic?',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
      'plan:basic#features',
    ],
  },
  {
    question:
      'One of my brands has a strict MAP policy. If my markup lands below their MAP, will the price get raised automatically?',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
  },
  {
    question:
      'Say the cost is $40, I want a 50% markup, and the MSRP is $55 with MSRP enforcement on. What price ends up in my store?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "I'm scared of overselling because my supplier also sells the same stock to 50 other shops. Can I hold some units back?",
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'so if the vendor has 4 left and my delta is 5, what does the store show?',
    previous: 'what is quantity delta?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question:
      'When a customer buys something, do I still have to email the supplier myself? And how does the customer get the tracking?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'an order has items from 2 different suppliers, what happens then?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
      'faq:order-routing',
    ],
  },
  {
    question: 'If I delete a product in Shopify, does that break anything on your side?',
    expected: [
      'faq:two-way-tag-sync',
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'we already have about 3000 listings in shopify from these vendors. will connecting them create doubles?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question: 'How would I know if a product quietly stops syncing for some reason?',
    expected: ['faq:health-checks', 'doc:health-check'],
  },

  // (3) Free trial
  {
    question: 'Can I try it out before paying anything?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'I have 2,000 SKUs from one vendor. How many of them can I sync while on the trial?',
    expected: [
      'faq:pricing-free-trial',
      'faq:free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'do u need my credit card for the trial or is it no card required?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'and if I forget to cancel, when does the first charge happen?',
    previous: 'do you need a card for the free trial?',
    expected: ['faq:pricing-trial-card', 'faq:pricing-free-trial', 'page:terms#4-free-trial'],
  },

  // (4) Prices, billing and fees
  {
    question: 'How much is Basic per month?',
    expected: ['plan:basic#price', 'plan:all#price', 'faq:plan-limits'],
  },
  {
    question: 'and Premium?',
    previous: 'How much is Basic per month?',
    expected: ['plan:premium#price', 'plan:all#price', 'faq:plan-limits'],
  },
  {
    question: 'Could you give me all your prices side by side please',
    expected: ['plan:all#price', 'faq:plan-limits', 'faq:pricing-annual-billing'],
  },
  {
    question: "What's the discount if we prepay for a whole year?",
    expected: [
      'faq:annual-billing',
      'faq:pricing-annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'If I pay yearly for Plus, what is the total charged up front?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    question: "Are your prices in USD? I'm in Canada, will tax be added on top?",
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Are there any hidden costs besides the monthly plan price?',
    expected: ['faq:setup-fees', 'faq:pricing-currency-tax', 'fee:all', 'faq:pricing-setup-fees'],
  },
  {
    question: 'Can I move from Basic up to Plus halfway through the month, and how is that billed?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'If we drop down from Premium to Plus later, do we lose our vendors and price rules?',
    expected: ['faq:pricing-plan-changes', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Can I cancel whenever I want or am I locked into a contract?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question:
      'What if we have a crazy holiday season and blow past 200 orders on Basic? Do orders stop?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Do you bill an overage fee for each order above the plan cap?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Is there an onboarding or setup fee on top of the subscription?',
    expected: [
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'fee:all',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'What am I actually paying for with the $300 integration fee?',
    expected: ['faq:pricing-setup-fees', 'fee:csv-xml-ftp'],
  },
  {
    question: "How much would you charge to build a connection to my supplier's own API?",
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'Do I pay anything to connect a vendor that is already in your catalog?',
    expected: [
      'fee:pre-built',
      'faq:setup-fees',
      'fee:all',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      'We ship every order ourselves from our own warehouse and only want stock and prices synced. Is that cheaper?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: "don't need the order routing part at all. what's the reduced price on Plus then?",
    expected: ['sync-only:plus', 'faq:pricing-product-sync-only', 'faq:product-sync-only'],
  },
  {
    question: 'and for Basic?',
    previous: "don't need the order routing part at all. what's the reduced price on Plus then?",
    expected: ['sync-only:basic', 'faq:pricing-product-sync-only', 'faq:product-sync-only'],
  },
  {
    question: 'How much does Premium come down to if we only use product sync?',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question:
      "If we skip order routing, can we get bigger sync limits instead of a discount? We'd rather have the room.",
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only'],
  },
  {
    question: 'How is Enterprise priced? Is there a list price anywhere?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },

  // (5) Plan limits, features and which plan fits
  {
    question: 'What limits come with each tier?',
    expected: ['faq:plan-limits'],
  },
  {
    question: 'Which features are locked behind the higher plans?',
    expected: ['faq:plan-features', 'page:terms#6-plan-limits'],
  },
  {
    question: 'How many Shopify stores can I hook up on Plus?',
    expected: ['plan:plus#stores', 'plan:all#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'and on Premium?',
    previous: 'How many Shopify stores can I hook up on Plus?',
    expected: [
      'plan:premium#stores',
      'plan:all#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
    ],
  },
  {
    question: 'vendor limit on basic?',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'plan:all#vendors',
    ],
  },
  {
    question: 'How many suppliers can I add on the Plus plan?',
    expected: [
      'plan:plus#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'plan:all#vendors',
    ],
  },
  {
    question: 'and if I need 8 of them?',
    previous: 'How many suppliers can I add on the Plus plan?',
    expected: [
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'plan:all#vendors',
    ],
  },
  {
    question: 'How many vendors does each plan allow?',
    expected: ['plan:all#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'How many stores are allowed on each plan?',
    expected: ['plan:all#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'Monthly order cap on Plus?',
    expected: [
      'plan:plus#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
      'plan:all#orders',
    ],
  },
  {
    question: 'what about Premium?',
    previous: 'Monthly order cap on Plus?',
    expected: [
      'plan:premium#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
      'plan:all#orders',
    ],
  },
  {
    question: 'How many orders a month does each plan cover?',
    expected: ['plan:all#orders', 'doc:order-management#order-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'How many products can Premium handle? We have around 20k SKUs.',
    expected: [
      'plan:premium#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
      'plan:all#products',
    ],
  },
  {
    question: 'Can you compare the product limits across all the plans?',
    expected: [
      'plan:all#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: "What's included in the Basic plan?",
    expected: ['plan:basic#features'],
  },
  {
    question: 'What do I get with Premium that Plus does not have?',
    expected: ['plan:premium#features', 'faq:plan-features'],
  },
  {
    question: 'Which plan do I need if I want to use your REST API from our PIM?',
    expected: [
      'faq:plan-features',
      'plan:premium#features',
      'doc:product-creation#create-products-through-the-api',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Does the Plus plan include live chat with your team?',
    expected: ['plan:plus#features', 'faq:support-response-times', 'company:response-times'],
  },
  {
    question:
      "We're a lighting shop: one Shopify store, 4 manufacturers and roughly 300 orders a month. Which plan should we pick?",
    expected: ['plan:plus#vendors', 'plan:plus#orders', 'faq:plan-limits'],
  },
  {
    question:
      'Just one store, one supplier and a small catalogue of 400 products. What is the cheapest option?',
    expected: ['plan:basic#price', 'plan:basic#features', 'faq:plan-limits', 'plan:all#price'],
  },
  {
    question:
      'Three storefronts, 10 vendors, maybe 900 orders monthly. Which tier covers all of that?',
    expected: [
      'plan:premium#vendors',
      'plan:premium#stores',
      'plan:premium#orders',
      'faq:plan-limits',
    ],
  },
  {
    question:
      'We have 5 Shopify stores and about 30 suppliers. Is there anything bigger than Premium?',
    expected: [
      'plan:enterprise#stores',
      'plan:enterprise#vendors',
      'faq:pricing-enterprise',
      'faq:plan-limits',
    ],
  },
  {
    question: 'Is there a plan where you help us migrate from the tool we use today?',
    expected: ['plan:enterprise#features'],
  },
  {
    question: 'Enterprise: is there any cap on orders?',
    expected: [
      'plan:enterprise#orders',
      'faq:pricing-enterprise',
      'faq:plan-limits',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'and products? we have a 200k SKU catalogue',
    previous: 'Enterprise: is there any cap on orders?',
    expected: [
      'plan:enterprise#products',
      'faq:pricing-enterprise',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
    ],
  },

  // (6) Security and data
  {
    question:
      "Your onboarding won't need our Shopify admin login, right? My boss will never hand that out.",
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'What access scopes will the app ask for on our store? Our IT guy wants the list.',
    expected: ['faq:store-permissions', 'doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question: 'Why would the app need to read our customers?',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question: 'Where are your servers located? We are an EU company.',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'Are you SOC 2 certified? procurement is asking',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'Can we get a data processing agreement for GDPR before we sign up?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question: 'If we cancel after a few months, is our data wiped straight away?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: "How do you keep my suppliers' API keys and FTP passwords safe?",
    expected: ['faq:vendor-credentials'],
  },
  {
    question:
      "If it doesn't work out, how do I disconnect you from my store, and do the products disappear?",
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (7) Support and getting started
  {
    question: 'Is there anyone I can reach at 3am if orders stop reaching my supplier?',
    expected: [
      'faq:support-hours',
      'company:support-hours',
      'faq:support-response-times',
      'company:response-times',
    ],
  },
  {
    question: 'On the cheapest plan, how long would I wait for a reply to a ticket?',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:basic#features'],
  },
  {
    question: 'Am I talking to a real person right now? And where does what I type here go?',
    expected: ['faq:ai-assistant'],
  },
  {
    question:
      'Signed up an hour ago and still nothing in my inbox. When does my account get activated?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'Is there a user manual I can read through before I commit?',
    expected: ['faq:documentation'],
  },
  {
    question:
      "Can someone from your team do the Shopify connection for me? I'd rather not mess with apps.",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question:
      "My main supplier isn't on your list. How do I get them added, and how long until I hear back about a price?",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
    ],
  },

  // (8) Vendors in the catalogue
  {
    question: 'Do you support Nora Lighting?',
    expected: ['vendor:nora'],
  },
  {
    question: 'how does it connect, API or FTP?',
    previous: 'Do you support Nora Lighting?',
    expected: ['vendor:nora'],
  },
  {
    question: 'We sell a lot of ceiling fans. Is Quorum International supported?',
    expected: ['vendor:quorum'],
  },
  {
    question: 'Crystorama: is there a setup fee to connect it?',
    expected: ['vendor:crystorama', 'fee:pre-built'],
  },
  {
    question: 'kalco lighting integration live yet?',
    expected: ['vendor:kalco'],
  },
  {
    question: 'Can I connect Allegri Crystal on the Basic plan?',
    expected: ['vendor:allegri'],
  },
  {
    question: 'We carry Cyan Design mirrors and side tables. Is that brand in your catalogue?',
    expected: ['vendor:cyan'],
  },
  {
    question: 'What does Oxygen Lighting make, and do you integrate with them?',
    expected: ['vendor:oxygen'],
  },
  {
    question: 'Maxim Lighting stock: how often would it update in my store?',
    expected: ['vendor:maxim', 'faq:inventory-sync-frequency'],
  },
  {
    question: 'Is the Kuzco integration done through FTP files?',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'Can VendorHub ship my Shopify orders out of my Amazon FBA inventory?',
    expected: ['vendor:amazon'],
  },
  {
    question: 'which plan do I need for that one?',
    previous: 'Can VendorHub ship my Shopify orders out of my Amazon FBA inventory?',
    expected: ['vendor:amazon'],
  },
  {
    question:
      'Our wholesaler runs its own Shopify store. Can we pull their catalogue into ours and send them the orders?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'Is Entrenue connected by API?',
    expected: ['vendor:entrenue'],
  },
  {
    question: "Honey's Place on the Basic plan, possible?",
    expected: ['vendor:honey'],
  },
  {
    question: 'williams trading dropship supported??',
    expected: ['vendor:williams'],
  },
  {
    question: 'Is Holiday Products a live integration?',
    expected: ['vendor:holiday'],
  },
  {
    question: 'Which adult distributors do you already work with?',
    expected: [
      'faq:supported-vendors',
      'vendor:entrenue',
      'vendor:holiday',
      'vendor:honey',
      'vendor:williams',
    ],
  },
  {
    question: 'Do you have James+James furniture?',
    expected: ['vendor:james-james'],
  },
  {
    question: 'We sell medical supplies. Can I connect Medline today?',
    expected: ['vendor:medline'],
  },
  {
    question: 'mckesson available?',
    expected: ['vendor:mckesson'],
  },
  {
    question: 'Anything for auto parts? Parts Unlimited or WheelPros?',
    expected: ['vendor:parts-unlimited', 'vendor:wheelpros', 'faq:supported-vendors'],
  },
  {
    question: 'Do you integrate with Visual Comfort & Co.?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'Is Turn 14 Distribution one of your supported vendors?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },

  // (9) Mixed questions, half answered
  {
    question: 'What does Plus cost a month, and do you run a referral program?',
    expected: ['plan:plus#price', 'plan:all#price'],
    wording: false,
  },
  {
    question: 'Is Maxim Lighting supported, and is there a phone app to watch the syncs?',
    expected: ['vendor:maxim'],
    wording: false,
  },
  {
    question: 'Where is our data hosted, and can we pay the subscription by wire transfer?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
    wording: false,
  },

  // (10) Pre-sales questions the site does not answer
  {
    question:
      'Do you have an affiliate program where I earn a commission for referring other merchants?',
    expected: ['fallback'],
  },
  {
    question: 'Can our agency white-label VendorHub and resell it to our own clients?',
    expected: ['fallback'],
  },
  {
    question: 'Is there an iPhone or Android app so I can check on things from my phone?',
    expected: ['fallback'],
  },
  {
    question: 'Got a Black Friday promo code for the first month?',
    expected: ['fallback'],
  },
  {
    question: 'Do you give a discount to nonprofits or charities?',
    expected: ['fallback'],
  },
  {
    question: 'Is there a lifetime deal, one payment and never pay again?',
    expected: ['fallback'],
  },
];
