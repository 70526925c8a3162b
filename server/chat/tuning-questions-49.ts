/**
 * Forty-ninth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch comes from merchants in particular trades
 * (lighting and home decor, furniture, adult products, auto and powersports parts, medical
 * supplies, apparel, pet supplies). They ask which vendors of their trade are in the catalogue
 * (live, beta, coming soon or missing), how that kind of vendor shares data, how everyday
 * features fit their trade, and about the customer story from their industry.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions49: BotQuestion[] = [
  // (1) Lighting and home decor
  {
    question: 'do you have nora lighting? we sell a ton of their recessed cans',
    expected: ['vendor:nora'],
  },
  {
    question:
      'Nora sells the housing and the trim as separate SKUs. Does stock stay right for each part?',
    expected: ['vendor:nora'],
  },
  {
    question: 'and how often does their stock get updated?',
    previous: 'Do you integrate with Nora Lighting?',
    expected: ['vendor:nora', 'faq:inventory-sync-frequency'],
  },
  {
    question: 'How does Quorum International get its inventory to you, is it an API or files?',
    expected: ['vendor:quorum'],
  },
  {
    question:
      'Most of our fixtures come in 4 or 5 finishes with similar names. Any risk one finish gets the stock of another?',
    expected: [
      'vendor:crystorama',
      'vendor:quorum',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
    ],
  },
  {
    question: 'Is Maxim Lighting included on the Basic plan or would I have to upgrade?',
    expected: ['vendor:maxim'],
  },
  {
    question:
      'Maxim has way more products than we list today. Can you create the missing ones in our store for us?',
    expected: [
      'vendor:maxim',
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'doc:product-creation',
    ],
  },
  {
    question: 'For Kuzco I only want quantities updated, I set my own prices. Possible?',
    expected: [
      'vendor:kuzco',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:prepare-products',
    ],
  },
  {
    question:
      'Allegri chandeliers run several thousand dollars each, overselling even one is a disaster. What buffer should I keep?',
    expected: [
      'vendor:allegri',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: "We carry both Kalco and Allegri. Won't their stock and orders get mixed together?",
    expected: [
      'vendor:kalco',
      'doc:prepare-products#step-3-create-the-location',
      'doc:prepare-products',
    ],
  },
  {
    question: 'when did crystorama become available as an integration?',
    expected: ['release:2.1.0', 'vendor:crystorama'],
  },
  {
    question: 'Oxygen Lighting — is there a setup fee to connect them?',
    expected: ['vendor:oxygen', 'fee:pre-built'],
  },
  {
    question:
      'We buy a lot from Cyan Design, mirrors and vases as well as lamps. Does the whole range come through?',
    expected: ['vendor:cyan'],
  },
  {
    question: 'Does Cyan Design ship from the US, and how often does their stock sync?',
    expected: ['vendor:cyan'],
    wording: false,
  },
  {
    question: 'Do you integrate with Visual Comfort? Not seeing it on your list',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'whats the MAP that Nora sets on their 4 inch LED trims?',
    expected: ['fallback'],
  },
  {
    question:
      'One of our lamp manufacturers just emails an Excel price list every Monday, no FTP, no API. Can that work?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'Is Premium enough if we carry 10 lighting manufacturers?',
    expected: [
      'plan:premium#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:all#vendors',
    ],
  },
  {
    question:
      'we have over twenty lighting brands, each needs its own shopify location right? is there a cap on locations?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:prepare-products',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question: 'got a customer story from a lighting store?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: 'what markup did they use, and did they turn on MAP?',
    previous: 'Tell me about the FixtureFarm story',
    expected: ['case-study:fixturefarm'],
  },

  // (2) Furniture
  {
    question:
      'I run an online furniture store. Which furniture vendors do you have ready to connect?',
    expected: ['faq:supported-vendors', 'vendor:cyan', 'vendor:james-james'],
  },
  {
    question: 'is James+James live yet?',
    expected: ['vendor:james-james'],
  },
  {
    question: 'ok, so which plan gets me access to it while it is still in beta?',
    previous: 'is James+James live yet?',
    expected: ['vendor:james-james'],
  },
  {
    question:
      'Our furniture supplier only has a dealer portal, no API and no feed. Can you still read stock from it?',
    expected: ['doc:add-vendor#vendor-types', 'doc:add-vendor', 'faq:supported-vendors'],
  },
  {
    question:
      "Our main furniture supplier isn't in your catalog. What does it cost to build an integration and how long does it take?",
    expected: [
      'fee:all',
      'faq:pricing-setup-fees',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'If a customer orders a sofa from one vendor and a floor lamp from another in the same checkout, what happens to the order?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:order-management',
      'release:1.7.0',
    ],
  },
  {
    question:
      'we sell big sectionals that ship LTL freight. can you calculate freight quotes at checkout?',
    expected: ['fallback'],
  },
  {
    question:
      'Added a location for a new furniture vendor and now customers see no shipping options at checkout for those items, why?',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },

  // (3) Adult products
  {
    question: 'which adult distributors can you connect?',
    expected: [
      'faq:supported-vendors',
      'vendor:entrenue',
      'vendor:williams',
      'vendor:honey',
      'vendor:holiday',
    ],
  },
  {
    question: 'What plan do I need to use the adult distributors?',
    expected: [
      'plan:plus#features',
      'vendor:entrenue',
      'vendor:williams',
      'vendor:honey',
      'vendor:holiday',
    ],
  },
  {
    question: 'Is Williams Trading available on Basic?',
    expected: ['vendor:williams'],
  },
  {
    question: 'is it included if I go with Plus?',
    previous: "Is Honey's Place supported?",
    expected: ['vendor:honey'],
  },
  {
    question:
      'honeys place drop ship — do orders go to them automatically or do I still have to upload them on their site?',
    expected: ['vendor:honey'],
  },
  {
    question: 'Where do I enter my Entrenue account credentials?',
    expected: [
      'vendor:entrenue',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "Can I browse Holiday Products' catalog and push only the items I want into my store?",
    expected: ['vendor:holiday', 'doc:search-and-push', 'doc:search-and-push#find-vendor-products'],
  },
  {
    question: 'Do you connect with Eldorado? They are our main adult supplier',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'Is there an adult retail customer story I can read?',
    expected: ['case-study:condomania', 'case-studies'],
  },
  {
    question: 'Which distributors does Condomania run through VendorHub?',
    expected: ['case-study:condomania'],
  },
  {
    question: 'and do they still type tracking numbers in by hand?',
    previous: 'Which distributors does Condomania run through VendorHub?',
    expected: ['case-study:condomania'],
  },
  {
    question:
      'Hot items sell out at the distributor before my store knows. How do I stop taking orders for stuff they no longer have?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'case-study:condomania',
    ],
  },
  {
    question:
      'Two of my distributors carry the same vibrator under the same SKU. Is that going to cause problems?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:health-checks',
      'case-study:condomania',
    ],
  },
  {
    question: 'does Williams Trading charge a per-order drop ship fee?',
    expected: ['fallback'],
  },
  {
    question:
      'Will Shopify shut down my store for selling adult toys? Also does Entrenue stock sync every hour?',
    expected: ['vendor:entrenue'],
    wording: false,
  },
  {
    question:
      'My customers are touchy about privacy. Do you pass their name and address on to the distributor?',
    expected: [
      'page:privacy#5-who-we-share-it-with',
      'page:privacy#2-data-we-collect',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },

  // (4) Auto and powersports parts
  {
    question: "We're a powersports dealer. Do you have Parts Unlimited?",
    expected: ['vendor:parts-unlimited'],
  },
  {
    question: "I'm on Plus. Can I use Parts Unlimited while it's in beta?",
    expected: ['vendor:parts-unlimited'],
  },
  {
    question: 'wheelpros integration eta?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'how do I let you know we want it?',
    previous: 'wheelpros integration eta?',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:wheelpros',
    ],
  },
  {
    question: 'What automotive suppliers are in your catalog?',
    expected: ['vendor:parts-unlimited', 'vendor:wheelpros'],
  },
  {
    question: 'Can I hook up Turn14 Distribution?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'Do you sync year/make/model fitment data into Shopify for auto parts?',
    expected: ['fallback'],
  },
  {
    question:
      'Our motorcycle parts supplier drops an XML feed on FTP every night. Setup fee for that?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'parts catalogs are huge, like 100k SKUs. which plan can hold that many products?',
    expected: [
      'plan:all#products',
      'plan:enterprise#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question:
      'We run three shops: car parts, motorcycle and ATV. How many Shopify stores does Premium include?',
    expected: ['plan:premium#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },

  // (5) Medical supplies
  {
    question: 'Is Medline supported?',
    expected: ['vendor:medline'],
  },
  {
    question: 'mckesson?',
    expected: ['vendor:mckesson'],
  },
  {
    question: 'what about Medline then?',
    previous: 'Is McKesson available yet?',
    expected: ['vendor:medline'],
  },
  {
    question: 'Do you work with Medline, and can your team also redesign our Shopify theme?',
    expected: ['vendor:medline'],
    wording: false,
  },
  {
    question:
      'Our medical supply distributor Cardinal Health is not on your site. Can you build it for us?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'Are you HIPAA compliant? And what security certifications do you have in general?',
    expected: ['faq:compliance', 'company:hosting'],
    wording: false,
  },
  {
    question: 'Where is our data hosted? Our clinic customers keep asking',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'Can VendorHub block an order if the product needs a prescription?',
    expected: ['fallback'],
  },
  {
    question:
      'Exam gloves fly off the shelf in flu season. Can I hold back more units just for a few weeks and lower it again later?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'faq:quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: 'Our supplier list has an MSRP column. Can I make sure we never charge above it?',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question:
      'If orders to our medical supplier stop going through we need help fast. How quick is support on Premium?',
    expected: [
      'faq:support-response-times',
      'company:response-times',
      'faq:support-hours',
      'company:support-hours',
    ],
  },

  // (6) Apparel
  {
    question: 'Do you have any clothing or apparel brands pre-integrated?',
    expected: ['faq:supported-vendors', 'vendor:unknown', 'faq:custom-integration-request'],
  },
  {
    question:
      'clothing store here, one style can have 30 size/color variants. does stock sync per variant?',
    expected: [
      'case-study:fashionplus',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },
  {
    question: 'Heard you have an apparel customer. Where can I read that story?',
    expected: ['case-study:fashionplus', 'case-studies'],
  },
  {
    question: 'what quantity delta did they go with?',
    previous: 'Tell me about the FashionPlus case study',
    expected: ['case-study:fashionplus'],
  },
  {
    question:
      'We have a US store and a Canada store for our clothing line. Which plan covers both?',
    expected: [
      'plan:all#stores',
      'plan:plus#stores',
      'faq:plan-limits',
      'faq:supported-platforms',
      'case-study:fashionplus',
    ],
  },
  {
    question:
      'The brand we resell runs its own Shopify store. Can we pull their products straight from it?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      'During a sale I mark things down in Shopify. Will VendorHub overwrite my sale prices?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing',
      'doc:pricing-rules',
    ],
  },
  {
    question: "A denim brand's MAP is $60 but my markup lands at $52. What price goes live?",
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'Brand sends a weekly CSV with stock per size. Do I have to match the columns every single time?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'can the AI write descriptions for new season styles, and is that free on Plus?',
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'plan:plus#features',
      'faq:plan-features',
      'doc:product-creation',
    ],
  },
  {
    question: 'Can VendorHub handle returns and size exchanges with the brands?',
    expected: ['fallback'],
  },
  {
    question: 'We might move our apparel shop to WooCommerce. Does VendorHub work there?',
    expected: ['faq:supported-platforms'],
  },

  // (7) Pet supplies
  {
    question: 'any pet supply distributors in your catalog?',
    expected: [
      'faq:supported-vendors',
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'How many products did Evertail list in their first month?',
    expected: ['case-study:evertail'],
  },
  {
    question: 'and which plan were they on?',
    previous: 'How many products did Evertail list in their first month?',
    expected: ['case-study:evertail'],
  },
  {
    question: 'What did the pet store in your case study pay to get their distributors set up?',
    expected: ['case-study:evertail'],
  },
  {
    question:
      'My pet food distributor changes costs every week. Will my retail prices follow without me doing anything?',
    expected: [
      'doc:pricing-rules',
      'doc:pricing-rules#set-your-price-rules',
      'case-study:evertail',
      'faq:price-rules',
    ],
  },
  {
    question:
      'One of our pet distributors only gives us a login to their website, no files. Does that work?',
    expected: [
      'doc:add-vendor#vendor-types',
      'doc:add-vendor',
      'faq:supported-vendors',
      'case-study:evertail',
    ],
  },
  {
    question: 'we already sell about 500 of their items. will connecting them create duplicates?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation',
    ],
  },
  {
    question: 'Do you sync best-by dates for pet food lots?',
    expected: ['fallback'],
  },
  {
    question:
      "We're a two-person shop with zero tech skills. Can your team connect Shopify for us?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Part of our dog gear sits in Amazon FBA. Can Shopify orders ship from that stock?',
    expected: ['vendor:amazon'],
  },

  // (8) Plans, support, company and legal for any trade
  {
    question: 'how much is Plus a month?',
    expected: ['plan:plus#price', 'faq:plan-limits'],
  },
  {
    question:
      'We ship everything ourselves and only want stock and product sync. Any discount on Plus?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question:
      'Holiday rush could push us past 400 orders on Plus. Do orders stop or get charged extra?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Is there a free trial, and how many products can I test with?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'what are your support hours? we are on the west coast',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'if we cancel, how long do you hang on to our vendor settings?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'Which plan has API access? We want to push products from our PIM.',
    expected: [
      'plan:premium#features',
      'faq:plan-features',
      'doc:product-creation#create-products-through-the-api',
      'doc:api-reference#token',
    ],
  },
  {
    question: 'If a lighting brand sends us a MAP violation letter, is that on you or on us?',
    expected: [
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:terms#11-disclaimers-and-limitation-of-liability',
    ],
  },
  {
    question: 'When was VendorHub started, and is it true it came out of a lighting store?',
    expected: ['page:about#story', 'company:founded'],
  },
  {
    question: 'What came out in the latest release?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'are you hiring for customer support?',
    expected: ['job:customer-support-specialist', 'jobs'],
  },
  {
    question: 'phone number for your sales team?',
    expected: ['company:contact'],
  },
];
