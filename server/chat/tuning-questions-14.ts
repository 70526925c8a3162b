/**
 * Fourteenth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is mostly two-message conversations, where the
 * scored second message only makes sense with the first, plus single questions that sound like
 * follow-ups but stand alone, and everyday questions, each checked against the content.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions14: BotQuestion[] = [
  // (1) Conversations: plans, prices and the trial
  {
    question: 'and if I pay yearly?',
    previous: 'how much is the Basic plan a month?',
    expected: ['plan:basic#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'sorry, I meant on Premium',
    previous: 'how many products can I have on Plus?',
    expected: [
      'plan:premium#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
    ],
  },
  {
    question: 'what happens if we go past it one month?',
    previous: "what's the monthly order limit on Basic?",
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'ok so which plans do have it?',
    previous: 'does the Plus plan come with API access?',
    expected: ['faq:plan-features', 'plan:premium#features', 'page:terms#6-plan-limits'],
  },
  {
    question: 'how much does that one cost?',
    previous: 'is there a plan with unlimited vendors?',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'will you need my card details for it?',
    previous: "I'd like to try VendorHub for free first",
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'and once it ends?',
    previous: 'how many products can I sync during the free trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    question: 'and if I want to go back down later, when does that apply?',
    previous: 'can I start on Basic and move up to Plus later?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'how much would that knock off the Plus plan?',
    previous: 'We only need stock and price sync, we ship orders ourselves.',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'we have two shops, so which plan would we need?',
    previous: 'how many stores can I connect on Basic?',
    expected: ['plan:plus#stores', 'plan:all#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'how about on Premium?',
    previous: 'what kind of support do I get on the Plus plan?',
    expected: ['faq:support-response-times', 'plan:premium#features', 'company:response-times'],
  },
  {
    question: 'what does "paid option" mean there, how is it priced?',
    previous: 'does Basic include bulk product creation with AI?',
    expected: ['doc:product-creation#create-products-in-bulk', 'doc:product-creation'],
  },

  // (2) Conversations: setup fees
  {
    question: 'and for a vendor that drops files on FTP?',
    previous: 'how much do you charge to set up a custom API integration?',
    expected: [
      'fee:csv-xml-ftp',
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'is that a one-off or do I pay it every month?',
    previous: 'what does a CSV integration cost to set up?',
    expected: [
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'fee:csv-xml-ftp',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },

  // (3) Conversations: vendors
  {
    question: 'what about Kalco?',
    previous: 'do you integrate with Maxim Lighting?',
    expected: ['vendor:kalco'],
  },
  {
    question: 'which plan do I need to use it?',
    previous: "Is Honey's Place one of your integrations?",
    expected: ['vendor:honey'],
  },
  {
    question: 'which of those is still in beta?',
    previous: 'Do you connect to any medical supply distributors?',
    expected: ['vendor:medline'],
  },
  {
    question: 'can I keep setting my own prices with it?',
    previous: 'how does the Amazon MCF integration work?',
    expected: [
      'vendor:amazon',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'what credentials does the supplier have to give me for that?',
    previous: "Can I pull products in from my supplier's own Shopify store?",
    expected: ['vendor:shopify'],
  },
  {
    question: 'how long until I hear back?',
    previous: "My distributor isn't anywhere in your vendor list",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor',
      'vendor:unknown',
    ],
  },

  // (4) Conversations: documentation tasks
  {
    question: 'roughly how long does that take?',
    previous: 'How do I hook my Shopify store up to VendorHub?',
    expected: [
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify',
      'faq:setup-time',
    ],
  },
  {
    question: 'what do I need to send you for that?',
    previous: "I'd rather your team set up the Shopify connection for me",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'does the new markup kick in straight away?',
    previous: 'Where do I set my markup for a vendor?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'so if the vendor has 4 left and mine is set to 6, what does my store show?',
    previous: "what's this safety stock setting called quantity delta?",
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'what condition should it use?',
    previous: 'How do I make the Smart Collection for a new vendor?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:prepare-products',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question: "can I keep them hidden from customers until I've checked them?",
    previous: "I want to add some products from a vendor's catalog to my store",
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:search-and-push',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation',
    ],
  },
  {
    question: 'is it included in Plus?',
    previous: 'What is Pre-Push Editing in Search & Push?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'doc:search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:plus#features',
    ],
  },
  {
    question: 'do you charge for doing that in bulk?',
    previous: 'Can I connect the products I already sell to their vendor?',
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation',
      'faq:existing-products',
    ],
  },
  {
    question: 'and if I only want to stop selling it for a few weeks?',
    previous: 'What happens when I delete a product in Shopify?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'doc:two-way-syncing'],
  },
  {
    question: 'which columns does it absolutely need?',
    previous: 'My vendor has no API, can I upload their spreadsheet myself?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'where do I find that button?',
    previous: 'The guide keeps telling me to run Sync Data',
    expected: [
      'doc:dashboard-overview#store-settings',
      'doc:dashboard-overview',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question: 'I set mine up in 2025, do I have to change anything?',
    previous: 'I heard Shopify changed how custom apps work this year',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },

  // (5) Conversations: troubleshooting
  {
    question: "what's the most likely reason?",
    previous: 'Every single product from one of my vendors is failing its health check',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check',
    ],
  },
  {
    question: 'where in Shopify do I fix that?',
    previous: "Customers get no shipping options at checkout for one vendor's products",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'could that be on purpose?',
    previous: 'My store shows a couple of units less than the vendor actually has',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check',
      'faq:quantity-delta',
    ],
  },
  {
    question: 'how do I make it stop?',
    previous: 'Prices I change by hand in Shopify keep getting overwritten',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:two-way-syncing',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: "why didn't the MAP win?",
    previous: 'The vendor has MAP 110 and MSRP 100 and my price came out at 100',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },

  // (6) Conversations: jobs
  {
    question: 'is the React one remote?',
    previous: 'Are you hiring at the moment?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'what hours would I be working?',
    previous: 'do you have anything open in customer support?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: "what's the salary range for it?",
    previous: 'Tell me about the low-code automation job',
    expected: ['fallback'],
  },

  // (7) Conversations: releases and case studies
  {
    question: 'when did it come out?',
    previous: "what's in your latest release?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'and the one before that?',
    previous: 'what changed in version 1.8.0?',
    expected: ['release:1.7.0'],
  },
  {
    question: 'which plan were they on?',
    previous: 'Do you have a customer story from a lighting retailer?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'how much did they pay in setup fees?',
    previous: 'Tell me about the pet supply store that used VendorHub',
    expected: ['case-study:evertail'],
  },
  {
    question: 'which distributors did they connect?',
    previous: 'What is the Condomania story about?',
    expected: ['case-study:condomania'],
  },

  // (8) Conversations: company and legal
  {
    question: 'and is there a phone number?',
    previous: 'Where is your office?',
    expected: ['company:contact'],
  },
  {
    question: 'can I have it wiped sooner than that?',
    previous: 'If I cancel, how long do you hang on to my data?',
    expected: ['faq:data-after-cancellation'],
  },
  {
    question: 'and where would a dispute be settled?',
    previous: 'Which law governs your terms of service?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'so what does the chat keep in my browser?',
    previous: 'does this website use cookies?',
    expected: [
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'who started it?',
    previous: 'When was VendorHub founded?',
    expected: ['page:about#team', 'page:about#story'],
  },

  // (9) Single questions that sound like follow-ups but stand on their own
  {
    question: 'And how much is the Plus plan if I pay for the whole year up front?',
    expected: ['plan:plus#price', 'faq:pricing-annual-billing', 'faq:annual-billing'],
  },
  {
    question: 'So if I uninstall the VendorHub app, do my products disappear from Shopify?',
    expected: ['faq:revoke-access', 'page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'Also, is there a setup fee to connect Kuzco Lighting?',
    expected: ['vendor:kuzco', 'fee:pre-built'],
  },
  {
    question: 'Then which plans get AI Listing Optimization inside Search & Push?',
    expected: [
      'faq:plan-features',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'doc:search-and-push',
      'faq:ai-listing-creation',
      'plan:premium#features',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'One more thing: which email address handles privacy requests?',
    expected: [
      'page:privacy#12-changes-and-contact',
      'page:privacy#9-your-rights',
      'page:privacy#1-who-is-responsible',
    ],
  },
  {
    question: "Okay, and what does my store show when the vendor's stock is below the delta?",
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'But does the free trial work the same way on Enterprise?',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'So with Enforce MSRP turned on, can a price ever end up above the MSRP?',
    expected: [
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question: 'And the 24/7 line for urgent problems, is that just for Premium?',
    expected: ['faq:support-hours', 'faq:support-response-times'],
  },
  {
    question: 'Also, is Crystorama live now?',
    expected: ['vendor:crystorama', 'release:2.1.0'],
  },
  {
    question: 'Then what exactly does the custom API integration fee pay for?',
    expected: ['fee:custom-api', 'faq:pricing-setup-fees'],
  },
  {
    question: 'Wait, so orders above my monthly limit still get sent to the vendor?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'And once I add the vendor tag to a product in Shopify, does it start syncing by itself?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:two-way-syncing',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question: 'So is my data kept in the US or in Europe?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'OK, and is the Customer Support Specialist job remote as well?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'And FashionPlus, how many Shopify stores were they running?',
    expected: ['case-study:fashionplus'],
  },
  {
    question: 'Then in which release did two-way tag sync arrive?',
    expected: ['release:1.8.0'],
  },
  {
    question: 'Also, after I sign up, how soon does my account get confirmed?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'And how many vendors can I add on Premium?',
    expected: [
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'faq:plan-limits',
    ],
  },
  {
    question: 'And do you give nonprofits a discount?',
    expected: ['fallback'],
  },

  // (10) Single questions in everyday words
  {
    question: 'what does vendorhub actually do',
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work'],
  },
  {
    question: 'is this meant for people who dropship?',
    expected: ['faq:who-is-vendorhub-for'],
  },
  {
    question: 'do I have to know how to code to use this',
    expected: ['faq:technical-skills'],
  },
  {
    question: 'someone claiming to be from VendorHub asked for my store password, is that normal?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'how often do my stock numbers get refreshed',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'can the AI write product descriptions for me',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:product-creation',
    ],
  },
  {
    question: 'I already have about 3000 products in my shop, will you make copies of them?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation',
    ],
  },
  {
    question: 'are you guys GDPR compliant',
    expected: ['faq:compliance', 'company:hosting'],
  },
  {
    question: 'what time is your support team around',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'how do i get vendorhub off my store completely',
    expected: ['faq:revoke-access'],
  },
  {
    question: 'can I pay in euros?',
    expected: ['faq:pricing-currency-tax'],
  },
  {
    question: "the vendor says they shipped but there's no tracking number in Shopify",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question: 'what does MAP mean',
    expected: ['doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules', 'faq:price-rules'],
  },
  {
    question: "my vendor's collection in shopify is empty",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },
  {
    question: 'is there a cap on how many locations I can create for my vendors?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:prepare-products',
      'doc:collection-check#run-sync-data',
      'doc:collection-check',
    ],
  },
  {
    question: 'can I use the API if I am on Basic',
    expected: ['faq:plan-features', 'plan:basic#features', 'page:terms#6-plan-limits'],
  },
  {
    question: 'my vendor changed their FTP password, what do I need to do',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check',
      'faq:vendor-credentials',
    ],
  },
  {
    question: 'is my supplier login info kept safe',
    expected: ['faq:vendor-credentials'],
  },
  {
    question: 'how can I book a demo with you?',
    expected: ['page:cookies#4-the-meeting-scheduler-on-the-contact-page'],
  },
  {
    question: "who's behind vendorhub?",
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: 'can I use vendorhub just for syncing stock and pay a bit less',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'how do i switch to a different plan',
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question: 'Do you have an affiliate or referral program?',
    expected: ['fallback'],
  },
  {
    question: 'Can VendorHub sync with my QuickBooks account?',
    expected: ['fallback'],
  },
  {
    question: 'is there a VendorHub app for iPhone?',
    expected: ['fallback'],
  },
  {
    question: "do my customers' names and addresses get passed to the vendors?",
    expected: [
      'page:privacy#5-who-we-share-it-with',
      'page:privacy#2-data-we-collect',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'what do the plans cost',
    expected: ['plan:all#price', 'faq:plan-limits'],
  },
  {
    question: 'is there a chat assistant inside the app as well?',
    expected: ['faq:ai-assistant'],
  },
  {
    question: "What's the price of Plus, and do you offer a discount for students?",
    expected: ['plan:plus#price'],
    wording: false,
  },
  {
    question: 'do you keep what I type into this chat?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
];
