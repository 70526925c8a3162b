/**
 * Sixtieth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch comes from specific trades (lighting, furniture
 * and home decor, adult, medical supply, powersports and auto parts, pet, apparel): visitors ask
 * whether their suppliers are supported (by name, sometimes misspelled), which are live or in
 * beta, how each connects, what the case studies in their trade did, and what a missing vendor costs.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions60: BotQuestion[] = [
  // (1) Lighting manufacturers, by name
  {
    question: 'do you guys support nora lighting',
    expected: ['vendor:nora'],
  },
  {
    question: 'Is Kuzco Lighting integrated? We sell a lot of their LED pendants',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'kuzko lighitng supported??',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'we carry Chrystorama chandeliers, can you sync them into shopify',
    expected: ['vendor:crystorama'],
  },
  {
    question: 'alegri crystal',
    expected: ['vendor:allegri'],
  },
  {
    question: 'Quoram ceiling fans - do you have an integration for them?',
    expected: ['vendor:quorum'],
  },
  {
    question: 'Maxim lighting inventory sync to shopify, possible?',
    expected: ['vendor:maxim'],
  },
  {
    question: 'is kalco lighting live yet or still in beta',
    expected: ['vendor:kalco'],
  },
  {
    question: 'oxygen lighting, is that one working already',
    expected: ['vendor:oxygen'],
  },
  // Also accepted: the category answer, which lists the Furniture & Lighting vendors (its id is its
  // first vendor's).
  {
    question: 'which lighting manufacturers do you have pre-built integrations for?',
    expected: ['faq:supported-vendors', 'case-study:fixturefarm', 'vendor:nora'],
  },
  {
    question:
      'do you work with Hinkley or Visual Comfort? those are our two biggest lighting brands',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'when did crystorama become available as an integration',
    expected: ['release:2.1.0', 'vendor:crystorama'],
  },
  {
    question:
      'nora sells recessed housings and trims as separate skus. will the stock of the trim and the housing get mixed up?',
    expected: ['vendor:nora'],
  },
  {
    question:
      'allegri pieces are like $4k each, one oversell hurts. what safety stock would you set for them',
    expected: ['vendor:allegri', 'faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },
  {
    question: 'We sell both Kalco and Allegri. Will their stock and orders end up mixed together?',
    expected: ['vendor:kalco', 'vendor:allegri'],
  },
  {
    previous: 'is Maxim Lighting supported?',
    question: 'how does it connect, do they have an api?',
    expected: ['vendor:maxim'],
  },
  {
    previous: 'do you have Nora Lighting',
    question: 'is there a setup fee for that one',
    expected: ['vendor:nora', 'fee:pre-built', 'faq:setup-fees'],
  },

  // (2) How vendors connect: API, FTP, spreadsheets, portals
  {
    question: 'does Entrenue connect by api or do you pull files from them',
    expected: ['vendor:entrenue'],
  },
  {
    question: 'what do I need from Quorum to set it up, their ftp login?',
    expected: ['vendor:quorum', 'doc:add-vendor#step-2-enter-the-vendors-credentials'],
  },
  {
    question:
      'my vendor only emails me an excel price list every monday, no api, no ftp. can that even work with you',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
    ],
  },
  {
    question:
      'one supplier just has a dealer portal with a username and password. can you log into that for us?',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors'],
  },
  {
    question: 'What are the different ways a supplier can be hooked up?',
    expected: ['doc:add-vendor#vendor-types', 'faq:supported-vendors', 'doc:add-vendor'],
  },
  {
    question:
      'I run a lighting showroom plus a webstore, most of our suppliers drop FTP files overnight (Nora, Maxim, a couple of small ones). can vendorhub read those?',
    expected: [
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
      'vendor:nora',
      'vendor:maxim',
    ],
  },
  {
    question: 'how often do you grab the ftp feed from a lighting manufacturer',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "instead of me uploading the spreadsheet every week, can your team collect it from the vendor's ftp for me?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },

  // (3) Furniture and home decor
  {
    question: 'James+James furniture, is that integration ready?',
    expected: ['vendor:james-james'],
  },
  {
    question: 'Cyan Design supported?',
    expected: ['vendor:cyan'],
  },
  {
    question:
      "i'm a home decor shop, mirrors, vases, wall art, some lamps. which of your vendors would fit me",
    expected: ['vendor:cyan', 'faq:supported-vendors'],
  },
  {
    question: 'Do you have Uttermost or Surya? both home decor suppliers',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    previous: 'is James+James live?',
    question: 'ok so how do i get it then',
    expected: ['vendor:james-james', 'faq:custom-integration-request'],
  },

  // (4) Adult distributors
  {
    question: 'adult toy store here. do you support Williams Trading?',
    expected: ['vendor:williams'],
  },
  {
    question: 'honeys place integration',
    expected: ['vendor:honey'],
  },
  {
    question: 'Entranue distributer sync?',
    expected: ['vendor:entrenue'],
  },
  {
    question: 'holiday products (adult wholesale), do you connect to them',
    expected: ['vendor:holiday'],
  },
  // Also accepted: the category answer, which lists the Adult vendors (its id is its first
  // vendor's).
  {
    question: 'which adult distributors can you connect with',
    expected: ['faq:supported-vendors', 'case-study:condomania', 'vendor:entrenue'],
  },
  {
    question:
      "do drop ship orders go straight to honey's place on their own, and does the tracking come back to shopify?",
    expected: ['vendor:honey', 'faq:order-routing'],
  },
  {
    question: 'can i connect williams trading on the basic plan',
    expected: [
      'vendor:williams',
      'plan:basic#features',
      'faq:plan-features',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    question: 'is there a setup fee for connecting Holiday Products',
    expected: ['vendor:holiday', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    previous: 'do you integrate with Entrenue?',
    question: 'what about Eldorado?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    previous: "do you support Honey's Place?",
    question: 'cool, which plan is that on',
    expected: ['vendor:honey', 'plan:plus#features', 'faq:plan-features'],
  },

  // (5) Powersports and auto parts
  {
    question: 'parts unlimited (powersports) - do you have it?',
    expected: ['vendor:parts-unlimited'],
  },
  {
    question: 'Is Wheel Pros available? we sell wheels and tires',
    expected: ['vendor:wheelpros'],
  },
  {
    question:
      "we're a motorcycle / atv parts shop, mostly buying from Parts Unlimited and Tucker Rocky. what can you actually connect?",
    expected: ['vendor:parts-unlimited', 'vendor:unknown', 'faq:supported-vendors'],
  },
  {
    question: 'Do you support Turn14 Distribution for auto parts?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'can i use parts unlimited on plus or do i need premium for it',
    expected: ['vendor:parts-unlimited', 'plan:premium#features', 'faq:plan-features'],
  },
  {
    previous: 'do you have parts unlimited?',
    question: 'and wheelpros?',
    expected: ['vendor:wheelpros'],
  },

  // (6) Medical supply
  {
    question: 'medical supply store, do you integrate with Medline?',
    expected: ['vendor:medline'],
  },
  {
    question: 'mckeson integration',
    expected: ['vendor:mckesson'],
  },
  {
    question: 'Is Cardinal Health supported as a vendor?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question: 'what medical supply distributors do you have',
    expected: ['vendor:medline', 'vendor:mckesson', 'faq:supported-vendors'],
  },
  {
    question: 'your site says medline is beta. what does that mean, can i use it right now?',
    expected: ['vendor:medline'],
  },
  {
    previous: 'is Medline live?',
    question: 'ok and mckesson',
    expected: ['vendor:mckesson'],
  },

  // (7) Marketplaces: Amazon MCF and Shopify store-to-store
  {
    question: 'can I ship my shopify orders out of my FBA inventory through you',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: 'amazon multi channel fulfilment supported?',
    expected: ['vendor:amazon'],
  },
  {
    question:
      'my supplier runs their own shopify store. can i pull their products into mine and have the orders sent over to them?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'with amazon MCF can i sync just the quantity and keep setting prices myself',
    expected: [
      'vendor:amazon',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question: 'is amazon MCF on the basic plan',
    expected: ['vendor:amazon', 'plan:basic#features', 'faq:plan-features'],
  },

  // (8) Pet, apparel and other trades the catalog does not cover
  {
    question: 'pet supply store. any pet food distributors built in?',
    expected: ['vendor:unknown', 'case-study:evertail', 'faq:supported-vendors'],
  },
  {
    question: 'Do you integrate with Phillips Pet or Animal Supply Company?',
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      'clothing boutique here, our brands send size and color stock as csv files. does that work when every style has like 30 variants?',
    expected: [
      'case-study:fashionplus',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },
  {
    question: 'do you have any apparel brands pre integrated',
    expected: ['faq:supported-vendors', 'vendor:unknown', 'case-study:fashionplus'],
  },
  {
    question: "We sell camping gear and our main distributor isn't on your list. What now?",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
    ],
  },
  {
    question: 'do you only do lighting and adult stuff or can basically any supplier be connected',
    expected: ['faq:supported-vendors', 'doc:add-vendor#vendor-types'],
  },
  {
    question: 'our jewelry supplier only has an XML feed. can you work with xml?',
    expected: ['fee:csv-xml-ftp', 'doc:add-vendor#setup-fees-and-timing', 'faq:setup-fees'],
  },
  {
    question:
      'the distributor we use shows "coming soon" on your vendor page, how do i let you know we want it',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },

  // (9) Case studies by trade
  {
    question: 'do you have any case studies for lighting stores',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: 'how did fixture farm deal with MAP across all their manufacturers',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'the pet store case study, how many products did they end up listing?',
    expected: ['case-study:evertail'],
  },
  {
    question: 'Evertail - which plan were they on and what did setup cost them',
    expected: ['case-study:evertail'],
  },
  {
    question: 'any adult retailer actually using vendorhub?',
    expected: ['case-study:condomania'],
  },
  {
    question: 'got a story from an apparel seller with 2 stores, like one US and one Canada?',
    expected: ['case-study:fashionplus'],
  },
  {
    question: 'show me your customer stories',
    expected: ['case-studies'],
  },
  {
    question: 'did FixtureFarm pay setup fees for their lighting brands?',
    expected: ['case-study:fixturefarm', 'fee:pre-built'],
  },
  {
    previous: 'tell me about the fixturefarm case study',
    question: 'what markup and quantity delta did they go with',
    expected: ['case-study:fixturefarm'],
  },
  {
    previous: 'what did Evertail do?',
    question: 'how long did it take them to get everything syncing',
    expected: ['case-study:evertail'],
  },
  {
    previous: 'is there a case study for clothing stores',
    question: 'which plan were they on',
    expected: ['case-study:fashionplus'],
  },
  {
    previous: 'which vendors do you support for adult stores',
    question: 'any case study from that industry?',
    expected: ['case-study:condomania'],
  },

  // (10) What it costs to add a vendor the catalog lacks
  {
    question: 'what does it cost to add a vendor you dont have yet',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'vendor:unknown',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question: 'custom api integration price?',
    expected: ['fee:custom-api', 'faq:setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question: 'is the $300 per vendor or one time for all my csv suppliers together',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'how long does it take you to build a connection for a new supplier',
    expected: ['doc:add-vendor#setup-fees-and-timing', 'faq:pricing-setup-fees', 'faq:setup-time'],
  },
  {
    question:
      'what info do you need for a custom integration quote, and how fast do you come back with a price',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'are the pre built vendors actually free to set up or is there a catch',
    expected: ['fee:pre-built', 'faq:setup-fees'],
  },
  {
    question:
      'what do I get for the $500? my auto parts supplier has an api, would you do the order side too or just inventory',
    expected: ['fee:custom-api', 'faq:pricing-setup-fees'],
  },
  {
    question: 'on enterprise do custom vendor integrations still cost extra?',
    expected: ['plan:enterprise#features', 'faq:pricing-enterprise'],
  },
  {
    previous: "how much to hook up a supplier that has an API but isn't on your list",
    question: 'and if they only send a spreadsheet?',
    expected: ['fee:csv-xml-ftp', 'faq:setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },

  // (11) Plans and how many vendors they allow
  {
    question: 'we have 8 lighting manufacturers, which plan covers that many',
    expected: [
      'plan:premium#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:all#vendors',
    ],
  },
  {
    previous: 'which plan do I need for 8 vendors?',
    question: 'what if we grow to like 15 later',
    expected: [
      'plan:enterprise#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    question: 'does every plan get the same vendor list or not',
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-features',
      'faq:supported-vendors',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },

  // (12) Next to VendorHub, not covered by the site
  {
    question: 'do you handle age verification at checkout for adult products',
    expected: ['fallback'],
  },
  {
    question: 'can you load year/make/model fitment data for my powersports parts',
    expected: ['fallback'],
  },
  {
    question: 'do you calculate LTL freight rates for oversized furniture at checkout',
    expected: ['fallback'],
  },
  {
    question: 'what wholesale discount does Maxim give its dealers',
    expected: ['fallback'],
  },
  {
    question:
      'can you sync UL listing and Energy Star certifications into metafields for my light fixtures',
    expected: ['fallback'],
  },
  {
    question: "what's Honey's Place's minimum order to open a drop ship account with them",
    expected: ['fallback'],
  },

  // (13) A covered topic mixed with one the site does not answer
  {
    question: 'Is Medline live yet, and are you HIPAA compliant?',
    expected: ['vendor:medline'],
    wording: false,
  },
  {
    question: 'does parts unlimited work with you, and can you pull their fitment data too',
    expected: ['vendor:parts-unlimited'],
    wording: false,
  },
  {
    question: 'how does williams trading connect, and do you also do age verification popups',
    expected: ['vendor:williams'],
    wording: false,
  },
  {
    question: 'whats the setup fee for a csv vendor, and can i pay it by bank wire',
    expected: ['fee:csv-xml-ftp', 'faq:setup-fees'],
    wording: false,
  },
  {
    question: 'the evertail pet story, and do you support autoship subscriptions for pet food?',
    expected: ['case-study:evertail'],
    wording: false,
  },
];
