/**
 * Fiftieth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch speaks like beginners and visitors whose first
 * language is not English: simple words, grammar mistakes, little e-commerce jargon, and about
 * fifteen questions that mix in Spanish, Portuguese, German, French, Italian or Polish.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions50: BotQuestion[] = [
  // (1) What VendorHub is and who it is for
  {
    question:
      'hello, what is vendorhub exactly? i have small online shop and i dont understand from the home page',
    expected: ['faq:what-is-vendorhub'],
  },
  {
    question: 'my store is on woocommerce, it works also or only shopify?',
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      'i dont keep the products at home, the supplier send them direct to the client. vendorhub is good for me?',
    expected: ['faq:who-is-vendorhub-for'],
  },
  {
    question:
      'Hola! ¿qué hace VendorHub? i need put the stock from my proveedor in my tienda automatic',
    expected: [
      'faq:what-is-vendorhub',
      'faq:how-does-vendorhub-work',
      'faq:inventory-sync-frequency',
    ],
  },
  {
    question: 'how it works, step by step? very simple words please',
    expected: ['faq:how-does-vendorhub-work'],
  },
  {
    question:
      'im not a programmer, nothing technical. i can use it alone or i need to pay somebody?',
    expected: ['faq:technical-skills', 'faq:setup-help'],
  },
  {
    question: 'how long it takes to make everything ready to work',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },

  // (2) Plans and prices
  {
    question: 'Wie viel kostet the Plus plan per month?',
    expected: ['plan:plus#price', 'faq:plan-limits', 'faq:annual-billing'],
  },
  {
    question: 'quantos fornecedores i can have in basic plan?',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'doc:add-vendor',
    ],
  },
  {
    question: 'i work with 10 suppliers, which plan i need to take?',
    expected: [
      'plan:all#vendors',
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:add-vendor',
    ],
  },
  {
    question: 'enterprise how much is? i dont see the price on the page',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'and on premium?',
    previous: 'how many vendors can i connect on Plus?',
    expected: [
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:add-vendor',
    ],
  },
  {
    question: 'the prices is in dollar or euro? tax is inside the price or not',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Ile kosztuje premium za cały rok? how much i pay for one year',
    expected: ['faq:pricing-annual-billing', 'plan:premium#price', 'faq:annual-billing'],
  },
  {
    question: 'y anual?',
    previous: 'how much is Basic?',
    expected: ['plan:basic#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'i only want sync the products, the orders i do myself. is more cheap?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'how much less on plus?',
    previous: 'i only need product sync, no orders. is it cheaper?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'can i change the plan after, like go to a smaller one?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'what happen when i pass 200 orders on basic? you stop my orders?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: '¿la API está incluida en el plan Plus? need it for my ERP',
    expected: [
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:plus#features',
      'plan:premium#features',
      'page:terms#6-plan-limits',
    ],
  },

  // (3) Free trial, billing and setup fees
  {
    question: 'there is free try? how many days',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'i must give my credit card for the test period?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'in the trial how much products i can sync',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question:
      "c'est possible d'essayer Enterprise gratuitement aussi? or the trial is only for small plans",
    expected: [
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'i pay for one year and i stop after 2 months, i get the money back?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'setup fee how much for a supplier that send ftp files?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor',
    ],
  },
  {
    question: 'i must pay something extra for connect nora lighting?',
    expected: [
      'vendor:nora',
      'fee:pre-built',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },

  // (4) Getting started and connecting the shop
  {
    question: 'first time here. where i start?',
    expected: [
      'doc:quick-start-guide',
      'faq:documentation',
      'doc:quick-start-guide#step-1-create-your-account',
    ],
  },
  {
    question: 'i make my account yesterday night and no email come to confirm it',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question: 'you need my shopify password? i dont like to give it',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'Como eu conecto minha loja Shopify com vocês?',
    expected: [
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:connect-shopify#choose-a-method',
    ],
  },
  {
    question: 'in shopify i cant find where to create the app, the menu is not there anymore',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'which permission the app need in my shop',
    expected: [
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'i have the app from 2024 made in the shopify admin. i need to do again a new one?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'i made new collection in shopify but vendorhub dont show it',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    question: 'what is smart collection? i must make one for every supplier?',
    expected: ['doc:prepare-products#step-2-create-the-smart-collection', 'doc:prepare-products'],
  },
  {
    question: 'Muss ich für jeden Lieferanten eine Location machen in shopify?',
    expected: ['doc:prepare-products#step-3-create-the-location', 'doc:prepare-products'],
  },
  {
    question: 'where i find the tag of the vendor?',
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:prepare-products',
    ],
  },

  // (5) Vendors and the catalogue
  {
    question: 'which suppliers you have ready to connect?',
    expected: ['faq:supported-vendors'],
  },
  {
    question: 'do you work with kuzco?',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'allegri is working already or not yet',
    expected: ['vendor:allegri', 'release:2.1.0'],
  },
  {
    question: '¿Tienen integración con Medline? vendo productos médicos',
    expected: ['vendor:medline'],
  },
  {
    question: 'my supplier is not in your list. what i do now?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'my supplier only send me excel file every week, no api. this works?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question: 'my stock is in amazon fba, can amazon be like a supplier for the shopify orders?',
    expected: ['vendor:amazon'],
  },
  {
    question: 'wheelpros when it will be ready? i sell wheels',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'my wholesaler have his own shopify store. can that be my vendor?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'ok and the setup cost for it?',
    previous: 'do you have Williams Trading?',
    expected: [
      'vendor:williams',
      'fee:pre-built',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'maxim lighting have also outside lamps?',
    expected: ['vendor:maxim'],
  },

  // (6) Stock and quantities
  {
    question: 'how many times in one day the stock update?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'what means quantity delta? sorry english is not my language',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'supplier have 5 pieces but my shop show 2. why?? is broken?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'faq:quantity-delta',
      'doc:inventory-management#when-the-numbers-do-not-match',
    ],
  },
  {
    question: 'il fornitore ha 10 pezzi e metto delta 3, quanti pezzi vede il cliente nel negozio?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'the stock in my shop never change now, but the price yes it change',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question: 'and if the supplier has less than the delta, what my shop shows?',
    previous: 'what is quantity delta?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },

  // (7) Prices, MAP and MSRP
  {
    question: 'how i put my margin on top of the supplier price',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'faq:price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'the price the brand says minimum, i cant sell lower than that. vendorhub respect this?',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'cost is 50 dollar, i put 65% and the map is 85. what price come in my shop?',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'i change a price by hand in shopify and after one hour it go back to old price. why',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'Die Preise sollen sich nicht automatisch ändern, only the stock. is possible?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules',
    ],
  },

  // (8) Products and listings
  {
    question: 'i have already 300 products in my shop, vendorhub will make them double?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation',
    ],
  },
  {
    question: 'the AI write the descriptions of products for me? it is free?',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'faq:plan-features',
      'doc:product-creation',
    ],
  },
  {
    question: 'how i take one product from the supplier catalog and put it in my shop',
    expected: [
      'doc:search-and-push',
      'doc:product-creation#create-products-one-at-a-time',
      'doc:search-and-push#find-vendor-products',
      'doc:search-and-push#push-products-to-your-store',
    ],
  },
  {
    question: 'can i put the new products hidden first, to check before the clients see?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'if i delete one product in shopify what happen in vendorhub',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'product health check fail, what this mean',
    expected: [
      'faq:health-checks',
      'doc:health-check',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question: 'pre-push editing is in plus plan?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:plan-features',
      'faq:ai-listing-creation',
      'plan:plus#features',
      'page:terms#6-plan-limits',
      'doc:search-and-push',
    ],
  },

  // (9) Orders and tracking
  {
    question: 'when a client buy, the order go alone to the supplier?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'my client receive the tracking number by email automatic?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'one order have products of 2 different suppliers, how it works then',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question: 'where i can see the orders that go to each supplier',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:order-management',
    ],
  },
  {
    question:
      'zamówienie ma 70 dni and the tracking came late. vendorhub can still update this old order?',
    expected: ['doc:order-management#orders-older-than-60-days', 'doc:order-management'],
  },
  {
    question:
      'clients say there is no shipping option when they pay, only for products of one supplier',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },

  // (10) Support and contact
  {
    question: 'what hours your support is working? i am in europe',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'with basic plan how fast you answer my email',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:basic#features'],
  },
  {
    question: 'you have phone number? i prefer to call, not write',
    expected: ['company:contact'],
  },
  {
    question: 'premium client here. big problem on sunday night, someone can help me?',
    expected: [
      'faq:support-hours',
      'company:support-hours',
      'plan:premium#features',
      'faq:support-response-times',
    ],
  },
  {
    question: 'this chat is robot or real person?',
    expected: ['faq:ai-assistant'],
  },
  {
    question: 'what hours is support open, and they speak french?',
    expected: ['faq:support-hours', 'company:support-hours'],
    wording: false,
  },

  // (11) Privacy, data and legal
  {
    question: 'where you keep my data? in europe or america',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'if i stop paying, when my data is deleted?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'czy jesteście zgodni z RODO? (gdpr)',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'this website put cookies in my computer?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'what i write in this chat, you send it to chatgpt or other ai?',
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question: 'i dont want vendorhub anymore, how i remove it from my shop',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'the password of my supplier is safe with you?',
    expected: ['faq:vendor-credentials'],
  },
  {
    question: 'i sent my CV for a job, can you delete it now please',
    expected: ['page:privacy#8-how-long-we-keep-it', 'page:privacy#9-your-rights'],
  },

  // (12) Company, jobs, releases and customer stories
  {
    question: 'vendorhub is new company? since when you exist',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'who is the boss of vendorhub?',
    expected: ['page:about#team'],
  },
  {
    question: 'estou procurando vaga de programador Go, vocês têm?',
    expected: ['job:golang-junior-backend-developer', 'jobs'],
  },
  {
    question: 'what is new in the last version of the app?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'the one with the pet products, how many products they put in the first month?',
    previous: 'do you have examples of shops that use vendorhub?',
    expected: ['case-study:evertail'],
  },

  // (13) Half answered: one part the site answers, one it does not
  {
    question: 'is there free trial? and you have app for iphone to see my orders?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
    wording: false,
  },
  {
    question: 'where is the guides for beginners? and is it also in spanish?',
    expected: ['faq:documentation', 'doc:quick-start-guide'],
    wording: false,
  },

  // (14) Not answered by the site
  {
    question: 'how i make ads in facebook for my shop, you can help?',
    expected: ['fallback'],
  },
  {
    question:
      'my supplier sent the wrong color to the client. who pay the return shipping, me or the supplier?',
    expected: ['fallback'],
  },
  {
    question: 'vocês têm atendimento em português?',
    expected: ['fallback'],
  },
  {
    question: 'which shopify theme is best for sell lamps?',
    expected: ['fallback'],
  },
  {
    question: 'can vendorhub do my accounting and send the taxes to the government for me?',
    expected: ['fallback'],
  },
  {
    question: 'how much cost shipping with DHL to Italy for small packages?',
    expected: ['fallback'],
  },
];
