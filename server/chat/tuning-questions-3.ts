/**
 * A third tuning batch for `npm run bench:bot`: 100 questions written blind
 * from the site's content in the voices of five kinds of visitor (a merchant
 * evaluating, a customer troubleshooting, a customer setting up, someone
 * asking about vendors, and job seekers, company questions, follow-ups and
 * questions the site does not answer). The bot is tuned on these.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions3: BotQuestion[] = [
  // 1. Merchants evaluating VendorHub before buying (20)
  { question: 'how much does it cost', expected: ['plan:all#price', 'faq:plan-limits'] },
  {
    question: 'can it write the product descriptions for me with AI? or is that extra',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
    ],
  },
  {
    question: 'do i need a credit card just to try it',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'how many products can i load during the free trial',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question: 'does this work with woocommerce or is it shopify only',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'we run 3 shopify stores (US, CA, UK). which plan covers that?',
    expected: [
      'plan:all#stores',
      'plan:premium#stores',
      'faq:plan-limits',
      'faq:supported-platforms',
    ],
  },
  {
    question: "plus vs premium - what's actually different besides the numbers",
    expected: ['plan:plus#features', 'plan:premium#features', 'faq:plan-features'],
  },
  {
    question: 'is paying yearly cheaper? by how much',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  { question: 'prices in usd? is tax included', expected: ['faq:pricing-currency-tax'] },
  {
    question: "you're not going to ask for my shopify admin password, right?",
    expected: ['faq:store-password'],
  },
  {
    question: 'SOC 2? GDPR? and where are your servers. our legal team will ask',
    expected: ['faq:compliance', 'faq:data-hosting', 'company:hosting'],
  },
  {
    question: 'be honest, how many days until the whole thing works for us',
    expected: ['faq:setup-time', 'doc:quick-start-guide#how-long-each-step-takes'],
  },
  {
    question: "i'm not a developer. can i set this up myself or do i need to hire someone",
    expected: ['faq:technical-skills', 'faq:setup-help'],
  },
  {
    question: 'what happens if we go over 200 orders in a month, do you bill extra?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'can i start on basic and move up later without redoing everything',
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question: 'we ship orders ourselves, only need stock and price sync. is that cheaper',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'so what does vendorhub actually do, in plain english',
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work'],
  },
  {
    question: 'does basic come with api access',
    expected: ['plan:basic#features', 'faq:plan-features'],
  },
  {
    question: "we've got around 40k SKUs. what would that cost us",
    expected: [
      'plan:all#products',
      'plan:enterprise#products',
      'faq:pricing-enterprise',
      'faq:plan-limits',
    ],
  },
  {
    previous: 'How much is the Plus plan?',
    question: 'and how many suppliers can i connect on that one',
    expected: ['plan:plus#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'faq:plan-limits'],
  },
  // 2. Existing customers troubleshooting mid-work (20)
  {
    question:
      'all the products from one of my suppliers say 0 in stock in shopify but the supplier has 5 of each on their site?? customers cant buy anything',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
    ],
  },
  {
    question:
      'i keep fixing prices by hand in shopify and an hour later theyre back to the old ones. how do i make it stop overwriting my prices',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'orders arent going thru to my supplier. customer ordered 2 days ago, nothing shipped and the order isnt even in the orders tab for that vendor',
    expected: ['doc:order-management'],
  },
  {
    question:
      'customers keep telling me checkout shows no shipping options for anything from our new lighting vendor, all our other products are fine',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'made a new smart collection for a new supplier in shopify like an hour ago and i still cant pick it in vendorhub, the dropdown just doesnt have it',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'woke up and every single product from williams trading is failing health check, the other vendors are fine. i didnt change anything!',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question:
      'I reinstalled the vendorhub app in shopify yesterday and now literally every product of every vendor fails. what did i break',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
    ],
  },
  {
    question:
      'the vendor collection only has like half the products its supposed to have, the rest just arent in there',
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
    ],
  },
  {
    question:
      'stock in shopify for the maxim stuff is way higher than what maxim actually has, almost like its adding my own warehouse on top??',
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question: 'last sync on the vendor page says 9 hours ago. isnt this supposed to be hourly??',
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },
  {
    question:
      'prices and cost update fine but the quantitys never change at all for one vendor, been like this since setup',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question:
      'enforce MAP is ON and the price still came out at $100 when the vendors MAP is $110. how is it below map?!',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question:
      'one product keeps failing the health check. in my store the sku is 123-AB and the vendor has it as 0123-AB, does that matter',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question:
      'added the vendor tag to a bunch of existing products, they show as linked but some still dont sync and show failing. why',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
    ],
  },
  {
    question:
      'vendor says they shipped on monday, the order in shopify is still unfulfilled and the customer has no tracking. what now',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      'accidently deleted a product in shopify and now its gone from vendorhub too. can i get it back or is it lost',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question:
      'uploaded my suppliers excel and the summary says 40 rows couldnt be used?? also products that werent in the new file kept their old stock',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      'a backordered item from an order placed about 3 months ago finally shipped but the tracking number never showed up in shopify',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question:
      'signed up friday evening and still no confirmation email, cant log in. is something wrong with my account',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    previous: 'why does shopify show 0 when my vendor has 4 in stock?',
    question:
      'ok i lowered the delta to 1. do i have to wait for the hourly sync or can i force it now',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  // 3. Customers setting things up step by step (20)
  {
    question: 'where do i paste the client id and secret from shopify into vendorhub',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'the develop apps screen in my shopify admin wont let me create an app anymore. how do i connect now?',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
    ],
  },
  {
    question: 'making the app in the dev dashboard now, which permissions do i tick',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question: 'honestly id rather your team did the shopify part. how do i ask for that',
    expected: ['faq:setup-help', 'doc:connect-shopify#option-2-request-collaborator-access'],
  },
  {
    question:
      "there's an 'admin api access token' box in store settings, what goes in it? my app is brand new",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
    ],
  },
  {
    question: 'how do i set up the collection for each supplier in shopify, what rule do i give it',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question: "where do i find the vendor's tag? need it for the collection",
    expected: [
      'doc:prepare-products#step-1-copy-the-vendor-tag',
      'doc:add-vendor#step-4-open-the-vendor-detail-page',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'do I really have to make a separate location in shopify for every supplier? seems like a lot',
    expected: ['doc:prepare-products#step-3-create-the-location'],
  },
  {
    question:
      "what's the right order here, add the supplier in vendorhub first or set up the shopify collections first?",
    expected: [
      'doc:quick-start-guide#step-3-add-your-first-vendor',
      'doc:prepare-products#before-you-start',
    ],
  },
  {
    question:
      'what do the price / cost / qty checkboxes on the vendor page actually do? should i tick all three',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question: 'how do i put a 40% markup on one supplier',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question:
      'quick sanity check: cost $20, markup 50%, MAP $35, enforce map on. what price lands in my store?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question: "what should i set the safety stock to, 0? 5? no idea what's normal",
    expected: ['doc:inventory-management#quantity-delta'],
  },
  {
    question:
      'my supplier just emails me a spreadsheet every week, no api or anything. how do i get that into vendorhub',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      "want to add a few items from the supplier's catalog but keep them hidden until i redo the photos, how do i do that",
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question:
      "I already sell about 300 of this brand's products. how do I hook those up without making new listings",
    expected: [
      'doc:product-creation#link-products-you-already-sell',
      'faq:existing-products',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'before we go live, how can i make sure orders actually get to the supplier',
    expected: ['doc:order-management#before-your-first-order'],
  },
  {
    question: "finished adding my first vendor. how do i tell if it's actually working",
    expected: ['doc:quick-start-guide#step-4-check-that-it-works'],
  },
  {
    previous: 'what is the vendor tag for?',
    question: 'can i just type it into shopify myself or does it have to be copied from somewhere',
    expected: ['doc:prepare-products#step-1-copy-the-vendor-tag'],
  },
  {
    previous: 'how do i add a supplier that gave us ftp access?',
    question: 'ok and where exactly do the ftp host and login go',
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  // 4. Vendors, suppliers, integration methods, setup costs and timelines (17)
  { question: 'do you guys support nora lighting', expected: ['vendor:nora'] },
  {
    question: 'is there a fee to hook up quorum intl?',
    expected: ['vendor:quorum', 'fee:pre-built'],
  },
  { question: 'honeys place - is that api or ftp', expected: ['vendor:honey'] },
  { question: 'can i get williams trading co on the basic plan', expected: ['vendor:williams'] },
  {
    question: 'can vendorhub ship my shopify orders out of my amazon FBA inventory? (MCF)',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question:
      'one of our brands runs its own shopify store. can we pull their catalog in and send them our orders',
    expected: ['vendor:shopify'],
  },
  { question: 'wheel pros integration when??', expected: ['vendor:wheelpros'] },
  {
    question: 'partsunlimited shows as beta on your site, how do i get on it',
    expected: [
      'vendor:parts-unlimited',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  { question: 'james + james lighting, do you have them?', expected: ['vendor:james-james'] },
  {
    question: 'do you have kichler',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      'our supplier is a tiny distributor that just drops a csv on an ftp every night. what would it cost to connect them',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'entrenue - what do I need to get from them to connect?',
    expected: ['vendor:entrenue', 'doc:add-vendor#vendor-types'],
  },
  {
    question: 'maxim and kuzco, do both of those come in over ftp?',
    expected: ['vendor:maxim', 'vendor:kuzco'],
  },
  {
    question: "can i enforce allegri's MAP pricing automatically",
    expected: ['vendor:allegri', 'faq:price-rules'],
  },
  {
    question: 'our vendor only gives us a web portal login, no api, no ftp. can you work with that',
    expected: ['faq:supported-vendors', 'doc:add-vendor#vendor-types'],
  },
  {
    previous: 'Is Crystorama supported?',
    question: 'whats the setup fee for that one',
    expected: ['vendor:crystorama', 'fee:pre-built'],
  },
  {
    previous: "Can you connect a supplier that isn't on your list?",
    question: 'ok they have an api. how much would it be and how long does it take to build',
    expected: ['fee:custom-api', 'faq:pricing-setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  // 5. Mix: job seekers, company facts, follow-ups and questions the site does not answer (fallback) (23)
  { question: 'are you guys hiring at the moment', expected: ['jobs'] },
  {
    question: 'is the react developer job remote? which time zones',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'i have about a year of go experience, anything for me?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'for the customer support role, what hours would i be working',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'how do i apply for the low code automation job (the n8n one)',
    expected: ['job:low-code-e-commerce-automation-specialist', 'jobs'],
  },
  {
    question: 'when is your support team actually around? im in california',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'on basic, how long until someone answers my email',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:basic#features'],
  },
  { question: 'whats your phone number', expected: ['company:contact'] },
  { question: 'when was vendorhub started', expected: ['company:founded'] },
  {
    question: 'if we cancel, how long do you hang on to our data',
    expected: ['faq:data-after-cancellation', 'company:retention'],
  },
  { question: "what's in the latest update", expected: ['release:2.1.0'] },
  {
    question: 'any case studies from lighting retailers?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    previous: 'Tell me about the Evertail case study',
    question: 'what plan were they on and what did their setup cost',
    expected: ['case-study:evertail'],
  },
  {
    previous: "What's your support email?",
    question: 'and where is your office?',
    expected: ['company:contact'],
  },
  {
    previous: 'When did two-way tag sync come out?',
    question: 'was excel upload in that same release?',
    expected: ['release:1.8.0'],
  },
  { question: 'do you have an iphone app? want to check orders on the go', expected: ['fallback'] },
  {
    question: 'is there a referral program if i bring other merchants to you',
    expected: ['fallback'],
  },
  {
    question: 'can the AI write the product descriptions in German for our DE store?',
    expected: ['fallback'],
  },
  { question: "what's the salary range for the golang junior position", expected: ['fallback'] },
  { question: 'does it sync with quickbooks', expected: ['fallback'] },
  { question: 'do you support 2-factor login on vendorhub accounts', expected: ['fallback'] },
  { question: 'any discount for nonprofits?', expected: ['fallback'] },
  { question: 'is there a slack community for vendorhub users', expected: ['fallback'] },
];
