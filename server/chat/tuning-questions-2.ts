/**
 * A second tuning batch for `npm run bench:bot`: 100 visitor questions in the
 * same voice as the held-out set (lower case, typos, context, follow-ups,
 * questions the site does not answer), written from the site's content by
 * someone who had not read the bot's code or its other question sets. Unlike
 * the held-out set, the bot is tuned on these: they are what its rules and
 * vocabulary are measured against while it changes.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions2: BotQuestion[] = [
  {
    question: 'how much is plus a month',
    expected: [
      'plan:plus#price',
      'faq:plan-limits',
      'faq:annual-billing',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'premium price if i pay yearly?',
    expected: ['plan:premium#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'whats ur cheapest plan',
    expected: ['plan:all#price', 'plan:basic#price', 'faq:plan-limits'],
  },
  {
    question: 'How many suppliers can I connect on the Basic plan?',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'faq:plan-limits',
    ],
  },
  {
    question: 'we run 3 shopify stores (us, uk and au). which plan covers all three of them',
    expected: [
      'plan:all#stores',
      'plan:premium#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
    ],
  },
  {
    question: 'order limit per month on plus?',
    expected: ['plan:plus#orders', 'doc:order-management#order-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'we have around 20k skus from our suppliers, what plan would fit that',
    expected: [
      'plan:all#products',
      'plan:premium#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: 'which plans come with api acess',
    expected: [
      'faq:plan-features',
      'plan:premium#features',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'is the ai description writing included on basic or is that extra $$',
    expected: [
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:basic#features',
      'doc:product-creation#create-products-in-bulk',
    ],
  },
  {
    question: 'does plus get priority support or is that only premium',
    expected: ['plan:plus#features', 'faq:support-response-times', 'company:response-times'],
  },
  {
    question: 'is there a free trial? how long, and can i sync my whole catalog during it',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'do i have to put in a credit card just to try it out',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      'If I upgrade from Basic to Premium in the middle of my billing month, do I end up paying for both plans?',
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question: 'what happens if we go over 200 orders on basic?? do orders stop going to the vendor',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question:
      'one of our suppliers drops csv files on an ftp server. is there a setup fee to hook that up',
    expected: [
      'fee:csv-xml-ftp',
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      'we only need inventory + product sync, we handle orders ourselves in our erp. any discount on premium for that?',
    expected: [
      'sync-only:premium',
      'sync-only',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
    ],
  },
  {
    question: 'enterprise pricing? we do roughly 4000 orders a month across 5 stores',
    expected: [
      'plan:enterprise#price',
      'plan:enterprise#orders',
      'plan:enterprise#stores',
      'faq:pricing-enterprise',
    ],
  },
  {
    question: 'are your prices in usd and is vat included',
    expected: ['faq:pricing-currency-tax'],
  },
  { question: 'do you guys integrate with nora lighting?', expected: ['vendor:nora'] },
  { question: 'oxygen lighting - is that connected by ftp or api', expected: ['vendor:oxygen'] },
  {
    question: 'Is there a setup fee to connect Quorum International?',
    expected: ['vendor:quorum', 'fee:pre-built'],
  },
  { question: 'can i get cyan design on the basic plan', expected: ['vendor:cyan'] },
  {
    question: 'kuzco lighting supported? how often does their stock update',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'is crystorama live yet or still in beta',
    expected: ['vendor:crystorama', 'release:2.1.0'],
  },
  {
    question: 'we carry both kalco and allegri crystal, can vendorhub handle both brands',
    expected: ['vendor:kalco', 'vendor:allegri'],
  },
  { question: 'maxim lighting integration?', expected: ['vendor:maxim'] },
  {
    question: 'james+james furniture - can i connect it right now?',
    expected: ['vendor:james-james', 'faq:custom-integration-request'],
  },
  {
    question: 'can i fulfil my shopify orders from the stock i have in amazon fba',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question:
      'my supplier runs their own shopify store. can i pull their products and stock into my store with this?',
    expected: ['vendor:shopify'],
  },
  { question: 'entrenue - which plan do i need for it', expected: ['vendor:entrenue'] },
  { question: 'holiday products supported? is it through their api', expected: ['vendor:holiday'] },
  {
    question: 'williams trading dropship - do orders get sent to them automatically?',
    expected: ['vendor:williams'],
  },
  {
    question: 'we sell motorcycle parts and wheels, do you work with parts unlimited or wheelpros',
    expected: ['vendor:parts-unlimited', 'vendor:wheelpros'],
  },
  {
    question: 'do you support medline? what about mckesson',
    expected: ['vendor:medline', 'vendor:mckesson'],
  },
  {
    question: 'do you have an integration for Visual Comfort?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'is eldorado trading company supported',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question:
      'we buy most of our auto parts from turn 14 distribution, can vendorhub connect to them?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'henry schein integration??',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
    ],
  },
  { question: 'are you hiring rn?', expected: ['jobs'] },
  {
    question: 'is the react frontend role remote? how many years of experience do you want',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question:
      'junior go developer position - i have about a year of go experience, is that enough to apply?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question:
      'I live in Portugal, could I apply for the customer support job or do I have to work US hours?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question:
      'i build automations in n8n and make.com for shopify stores, any role for someone like me',
    expected: ['job:low-code-e-commerce-automation-specialist', 'jobs'],
  },
  {
    question:
      'signed up this morning and still no confirmation email. how long is that supposed to take',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question: 'i added my first vendor and clicked sync. how can i tell if its actually working',
    expected: ['doc:quick-start-guide#step-4-check-that-it-works'],
  },
  {
    question:
      'shopify doesnt let me create a custom app in the admin anymore?? where am i supposed to get the access token from',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question: 'im not very techy, can someone on your side hook up my store for me',
    expected: [
      'faq:setup-help',
      'faq:technical-skills',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify#choose-a-method',
    ],
  },
  {
    question: 'Will I have to give you my Shopify admin password to connect?',
    expected: ['faq:store-password'],
  },
  {
    question:
      'we connected back in 2025 using an app made in the shopify admin with an access token. do we have to redo anything now',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      'one supplier just emails me an excel sheet with stock levels every week, they dont have an api. can vendorhub still work with them',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#vendor-types',
      'faq:supported-vendors',
    ],
  },
  {
    question: "where do i put my supplier's ftp username and password",
    expected: [
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
    ],
  },
  {
    question: 'the distributor i need isnt showing up when i go to add a vendor, what now',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'faq:custom-integration-request',
    ],
  },
  {
    question:
      'how should the smart collection for a vendor be set up in shopify? what condition do i use',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
    ],
  },
  {
    question:
      'do i really need a separate location in shopify for every supplier? we dont have warehouses, everything drop ships',
    expected: ['doc:prepare-products#step-3-create-the-location'],
  },
  {
    question:
      "We already sell around 800 of this supplier's products in our shop. If we connect them, will it create duplicate listings?",
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question:
      'how do i get a big chunk of a vendors catalog listed in one go with the ai written descriptions',
    expected: ['doc:product-creation#create-products-in-bulk', 'faq:ai-listing-creation'],
  },
  {
    question:
      'whats the difference between vendor settings and vendor store settings, i keep mixing them up',
    expected: ['doc:dashboard-overview'],
  },
  {
    question: "what does 'by webhook' mean in the sync stats on the vendor page",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question:
      "how do i pick just a handful of products from a supplier's catalog and add them to my shop",
    expected: ['doc:search-and-push', 'doc:product-creation#create-products-one-at-a-time'],
  },
  {
    question:
      "im on plus and i can't find the ai optimization or the pre-push editing thing in search & push?",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
    ],
  },
  {
    question: 'if i delete a product in shopify does vendorhub keep updating it or what happens',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'i lowered a price by hand in shopify and an hour later it jumped back to the old one. why does it keep doing that',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'can i link products im already selling just by adding a tag in shopify instead of recreating them',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question: 'how often does stock get updated? and can i force an update after a vendor restocks',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question: 'what quantity delta should i use for fast sellers around black friday',
    expected: ['doc:inventory-management#quantity-delta'],
  },
  {
    question:
      'customers are telling me there are no shipping options at checkout when they buy stuff from one of our suppliers',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'vendor says they shipped the order 2 days ago but the tracking number still isnt in shopify',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      'what happens when a customer orders products from two different suppliers in the same order?',
    expected: ['doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'all products from one vendor went red on the health check overnight, the other vendors are fine',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question:
      'health check failing for products of every vendor at once, started after we uninstalled and reinstalled some apps in shopify',
    expected: ['doc:health-check#changed-store-permissions'],
  },
  {
    question:
      'ive checked the sku, the tag, the vendor login and the app permissions and one product still fails the health check. now what',
    expected: ['doc:health-check#still-failing'],
  },
  {
    question:
      'made a new collection in shopify but it doesnt appear in the dropdown in vendor store settings',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
    ],
  },
  {
    question:
      'the vendor collection in shopify is empty even though the products have the vendor tag on them',
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    question: 'supplier has 4 units of an item but my store shows 0, is something broken?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question: 'prices and costs update fine but the quantities never change for this vendor',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question:
      "the vendor's stock numbers are landing on our own warehouse location and messing up our counts",
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question:
      'if an item costs $40, my markup is 50% and the MAP is $65, what price ends up in my store?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question: 'some items in the vendor feed have a MAP higher than the MSRP.. which one wins?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'how do i set a 40% markup for just one supplier',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
    ],
  },
  {
    question: "does this work with woocommerce? we're not on shopify",
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'how do i remove vendorhub from my shopify store if we stop using it',
    expected: ['faq:revoke-access'],
  },
  {
    question: 'what time is your support team around? im on the west coast',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  { question: 'can i call you guys? whats the phone number', expected: ['company:contact'] },
  {
    question: 'once we cancel, how long do you hold on to our data',
    expected: ['faq:data-after-cancellation', 'company:retention'],
  },
  {
    question: 'where is our data stored? do you host in the EU, we need that for gdpr',
    expected: ['faq:data-hosting', 'faq:compliance', 'company:hosting'],
  },
  { question: 'when was vendorhub founded', expected: ['company:founded'] },
  { question: 'whats new in the latest release?', expected: ['release:2.1.0'] },
  {
    question: 'do you have any case studies from lighting retailers',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    previous: 'how much is the basic plan?',
    question: 'and how many products can i have on it',
    expected: [
      'plan:basic#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    previous: "do you guys support honey's place",
    question: 'is that through api or ftp',
    expected: ['vendor:honey'],
  },
  {
    previous: 'what is quantity delta?',
    question: 'ok and where do i change it',
    expected: [
      'doc:inventory-management#quantity-delta',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-settings',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    previous: 'what jobs are open right now?',
    question: 'is the support one remote? what hours',
    expected: ['job:customer-support-specialist'],
  },
  {
    previous: 'whats the annual price for plus',
    question: 'so whats the total if i pay the whole year up front',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    previous: "customers cant see any shipping rates at checkout for one vendor's products",
    question:
      'i already added the location to the shipping profile and still no rates show up. what else should i check',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management#before-your-first-order',
    ],
  },
  {
    question:
      "do you have an affiliate or referral program? i know a bunch of store owners who'd be interested",
    expected: ['fallback'],
  },
  {
    question: 'is there an iphone app for vendorhub so i can check orders from my phone',
    expected: ['fallback'],
  },
  {
    question: 'whats your uptime sla? like 99.9%?',
    // The Terms answer it: the service is "as available", with no uptime guarantee.
    expected: ['fallback', 'page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  { question: 'can vendorhub send our vendor invoices into quickbooks', expected: ['fallback'] },
  {
    question: 'is the dashboard available in spanish? half my team doesnt read english well',
    expected: ['fallback'],
  },
  { question: 'do you offer any discount for nonprofits', expected: ['fallback'] },
];
