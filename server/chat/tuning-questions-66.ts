/**
 * Sixty-sixth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch's angle: non-native English speakers, writing in
 * simple or broken English and mixing in words of their own language (Spanish, German, French,
 * Polish, Italian, Portuguese, Dutch, Turkish), across every topic of the site.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions66: BotQuestion[] = [
  // (1) What VendorHub is
  {
    question: 'hello, what is vendorhub exactly? explain simple please, my english is not so good',
    expected: ['faq:what-is-vendorhub'],
  },
  {
    question: 'works with woocommerce or only shopify? nós usamos woocommerce na loja',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'you are robot or real person? this chat is AI?',
    expected: ['faq:ai-assistant'],
  },

  // (2) Plans and prices
  {
    question: 'hola, cuanto cuesta el plan basic por mes? price in dollar please',
    expected: ['plan:basic#price', 'faq:plan-limits'],
  },
  {
    question: 'wie viel kostet Premium wenn ich jährlich bezahle? yearly total price',
    expected: ['plan:premium#price', 'faq:pricing-annual-billing', 'faq:annual-billing'],
  },
  {
    question: 'prices are euro or dollar? and VAT is inside or extra? (Mehrwertsteuer)',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'combien de magasins shopify je peux connecter avec Plus? how many store',
    expected: ['plan:plus#stores', 'faq:plan-limits', 'faq:supported-platforms'],
  },
  {
    previous: 'combien de magasins shopify je peux connecter avec Plus? how many store',
    question: 'et avec Premium?',
    expected: ['plan:premium#stores', 'faq:plan-limits'],
  },
  {
    question: 'ile produktów mogę mieć na planie basic? max products number',
    expected: [
      'plan:basic#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: 'enterprise plan quanto costa? i dont see price on the page',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  {
    question:
      'what happen if i pass 200 orders in basic, you charge extra money? cobran algo extra?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'kann ich später von Basic auf Plus wechseln? if i upgrade in middle of month how you charge me',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    previous:
      'kann ich später von Basic auf Plus wechseln? if i upgrade in middle of month how you charge me',
    question: 'and if later i go down again to basic, when it start?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'i only need products sync, orders we do ourself. is more cheap? c è uno sconto?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    previous: 'i only need products sync, orders we do ourself. is more cheap? c è uno sconto?',
    question: 'ok how much off for Plus exactly',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'vendors limit in Premium? tengo 10 proveedores',
    expected: ['plan:premium#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  {
    previous: 'vendors limit in Premium? tengo 10 proveedores',
    question: 'y en Enterprise cuantos?',
    expected: [
      'plan:enterprise#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: 'API access is in which plan? ik wil mijn ERP koppelen met jullie',
    expected: ['faq:plan-features', 'doc:api-reference#token', 'plan:premium#features'],
  },
  {
    question: 'if i pay for one year and cancel after 3 month, i get money back? reembolso?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'how much is Plus per month, and you give discount for students or startups?',
    expected: ['plan:plus#price', 'faq:plan-limits'],
    wording: false,
  },

  // (3) Free trial
  {
    question: 'there is free test before pay? deneme süresi var mı',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'i need put credit card for the trial?? no tengo tarjeta de crédito',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    previous: 'trial is 14 days right?',
    question: 'and when it finish it take the money automatic?',
    expected: ['faq:pricing-trial-card', 'faq:pricing-free-trial', 'page:terms#4-free-trial'],
  },
  {
    question:
      'how long is trial, and can you make it longer if i need more time? verlängern möglich?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
    wording: false,
  },

  // (4) Setup fees
  {
    question: 'setup fee for vendor with ftp files how much? Einrichtungsgebühr',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    previous: 'setup fee for vendor with ftp files how much? Einrichtungsgebühr',
    question: 'and if the vendor have API but is not in your list?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question: 'nora lighting is free to connect or i pay setup?',
    expected: ['vendor:nora', 'fee:pre-built', 'faq:setup-fees'],
  },

  // (5) Vendors
  {
    question: 'which suppliers you have already connected? lista de proveedores por favor',
    expected: ['faq:supported-vendors'],
  },
  {
    question: 'do you work with Honeys Place? i have adult shop in Poland (sklep erotyczny)',
    expected: ['vendor:honey'],
  },
  {
    previous: 'do you work with Honeys Place? i have adult shop in Poland (sklep erotyczny)',
    question: 'which plan i need for this one?',
    expected: ['vendor:honey', 'faq:plan-features', 'faq:supported-vendors'],
  },
  {
    previous: 'do you work with Honeys Place? i have adult shop in Poland (sklep erotyczny)',
    question: 'and williams trading also?',
    expected: ['vendor:williams'],
  },
  {
    question: 'Medline integration is ready? we sell medical supplies in Brasil',
    expected: ['vendor:medline'],
  },
  {
    question: 'you have integration with BigBuy? is a dropshipping wholesaler from Spain',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'amazon fba stock, can it ship my shopify orders? MCF',
    expected: ['vendor:amazon'],
  },
  {
    question: 'my supplier also have shopify store, can you connect store to store?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'vendor send only excel file every week, niente API, it can work?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'my vendor is not in the list, how i ask you to add him? formulario?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'James+James is beta, what mean this for me?',
    expected: ['vendor:james-james'],
  },

  // (6) Setup and connecting the store
  {
    question: 'how long for set up everything? wie lange dauert die Einrichtung',
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'you need my shopify password? no quiero dar mi contraseña',
    expected: ['faq:store-password', 'doc:connect-shopify', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'i am not technic person, can your team do the connection for me?',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question: 'where i find client id and secret? shopify dev dashboard very confuse',
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question: 'i connect in 2025 with the old token, now i must change something?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question: 'which permissions the app need? my boss ask why you read customers',
    expected: ['faq:store-permissions', 'doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question: 'registered friday evening and account still not confirmed, is normal?',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question: 'i made new collection in shopify but not appear in vendorhub, warum?',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question: 'smart collection for the vendor, which condition i must put?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question: 'how i remove vendorhub from my store? désinstaller l application',
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (7) Sync, prices and products
  {
    question: 'stock update how often? every minute real time or no?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'what is this quantity delta, no entiendo nada',
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },
  {
    previous: 'what is this quantity delta, no entiendo nada',
    question: 'so vendor has 4 and delta 5, customer see minus 1?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'my shop show 0 but supplier still have 3 pieces, pourquoi?',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question: 'how price is calculate with markup and MAP? preço mínimo',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
    ],
  },
  {
    previous: 'cost is 40 dollar and my markup is 50%',
    question: 'and MAP is 65, what is final price?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question: 'MAP bigger than MSRP in vendor file, which price you put then?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'i change price by hand in shopify and after one hour it come back!! why',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question: 'if i put the vendor tag on old product, it link automatic? etiqueta',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question: 'i delete product in shopify, it delete also at vendor side?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'already 800 products in shopify from this supplier, you make double? dubbele producten',
    expected: [
      'faq:existing-products',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation#duplicate-skus-are-never-created',
    ],
  },
  {
    question: 'health check is red, what is mean? sağlık kontrolü başarısız',
    expected: [
      'faq:health-checks',
      'doc:health-check',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question: 'AI write descriptions for me? in which plan is free?',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'faq:plan-features',
    ],
  },
  {
    question: 'pre-push editing is in Plus plan or not?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
    ],
  },
  {
    question: 'can sync only quantity and not price? prices i want make myself',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question:
      'quantity delta is per product or per vendor? and can it change automatic on weekends?',
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
    wording: false,
  },

  // (8) Orders
  {
    question: 'order go to supplier automatic? and tracking number come back to my client email?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'at checkout no shipping options for vendor products, clientes no pueden pagar',
    expected: ['doc:order-management#no-shipping-options-at-checkout'],
  },
  {
    question:
      'one order with items from 2 suppliers, how work? zwei Lieferanten in einer Bestellung',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question: 'where i see the orders sent to vendor and the status?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'backorder item ship after 2 months, tracking still go to shopify?',
    expected: ['doc:order-management#orders-older-than-60-days'],
  },

  // (9) Privacy and security
  {
    question: 'where is server? data stay in Europe? (RODO)',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'faq:compliance',
    ],
  },
  {
    question: 'if i cancel you keep my data? quanto tempo?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'website use cookies? need to know for our policy',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'this chat save my messages? how long?',
    expected: [
      'page:privacy#8-how-long-we-keep-it',
      'page:cookies#3-local-storage-used-by-the-chat',
      'faq:ai-assistant',
    ],
  },
  {
    question: 'you use my customers data for train AI? datos de mis clientes',
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'i want delete all my data, GDPR right, where i write?',
    expected: ['page:privacy#9-your-rights', 'page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'vendor api keys and ftp password, you keep them safe?',
    expected: ['faq:vendor-credentials'],
  },
  {
    question: 'need DPA signed for our lawyer, Auftragsverarbeitungsvertrag',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question: 'data is in EU servers? and you have ISO 27001 certificate?',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
    wording: false,
  },

  // (10) Support, company and terms
  {
    question: 'support what hours? i am in Istanbul time zone',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'how fast you answer on Plus plan? email',
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    previous: 'how fast you answer on Plus plan? email',
    question: 'and for Basic?',
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    question: 'phone or email for sales? numero de telefono',
    expected: ['company:contact'],
  },
  {
    question: 'when the company was start? fondée en quelle année',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'i am 17 years, can i open account for my shop?',
    expected: ['page:terms#2-your-account'],
  },

  // (11) Jobs
  {
    question: 'you are hiring? i am developer from Turkey, iş ilanı var mı',
    expected: ['jobs'],
  },
  {
    question: 'golang junior position is remote? i live in Poland',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'customer support job need which hours? i am in Portugal',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'backend go job is full time? and how much is the salary? gehalt',
    expected: ['job:golang-junior-backend-developer'],
    wording: false,
  },

  // (12) API, releases and case studies
  {
    question: 'API rate limit how many request per minute?',
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'what is new in last version? novità',
    expected: ['release:2.1.0'],
  },
  {
    previous: 'what is new in last version? novità',
    question: 'and the version before that one?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'you have example of customer with lighting store? caso de éxito',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    previous: 'you have example of customer with lighting store? caso de éxito',
    question: 'and something with pet shop?',
    expected: ['case-study:evertail'],
  },

  // (13) Not on the site
  {
    question: 'dashboard is in spanish language? mi equipo no habla inglés',
    expected: ['fallback'],
  },
  {
    question: 'discount for non-profit organisation? wir sind ein Verein',
    expected: ['fallback'],
  },
  {
    question: 'can i pay with paypal or bank transfer? boleto bancário?',
    expected: ['fallback'],
  },
  {
    question: 'you have app for iphone to see my orders on phone?',
    expected: ['fallback'],
  },
  {
    question: 'vendorhub can print shipping labels for DHL?',
    expected: ['fallback'],
  },
  {
    question:
      'you have affiliate program, i get commission if i bring clients? programma affiliati',
    expected: ['fallback'],
  },
  {
    question: 'connect with QuickBooks for the invoices? contabilità',
    expected: ['fallback'],
  },
];
