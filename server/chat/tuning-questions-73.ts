/**
 * Seventy-third tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch follows orders end to end: routing by Location,
 * carts split across vendors, how each kind of vendor receives orders, tracking numbers and the
 * customer's shipping email, order limits per plan and overage, and the Orders tab.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions73: BotQuestion[] = [
  // (1) How an order finds its vendor: routing by Location
  {
    question: 'how does vendorhub know which supplier to send an order to',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question:
      'When a customer buys something in my shopify store, does the order go to my distributor automatically or do I still have to email them a PO every time?',
    expected: [
      'faq:order-routing',
      'doc:order-management',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    question: 'order routing',
    expected: ['faq:order-routing', 'doc:order-management'],
  },
  {
    question:
      'whats the location thing for?? why does every vendor need its own location in shopify',
    expected: ['doc:prepare-products#step-3-create-the-location', 'doc:prepare-products'],
  },
  {
    question: 'is order routing based on product tags or on the inventory location',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'we keep some stock in our own warehouse and the rest ships from the distributor. will vendorhub send orders for the stuff we stock ourselves to the vendor too?',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question: 'where do i pick which shopify location belongs to which vendor',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'can i have 2 suppliers for the same product and have the order go to whichever one has it in stock',
    expected: ['doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question:
      'Is automatic order routing included on the cheapest plan or only on the higher ones?',
    expected: ['faq:plan-features', 'plan:basic#features'],
  },
  {
    question: 'do orders go out to the distributor right away or in batches like once a day',
    expected: ['faq:order-routing', 'case-study:condomania'],
  },
  {
    question:
      'if i add products with search and push do orders for them get routed too or is that a separate setup',
    expected: ['doc:search-and-push#what-happens-after-a-push'],
  },
  {
    question:
      'Our Shopify plan only allows a limited number of locations and we work with about 20 suppliers. Is that going to be a problem with your one-location-per-vendor setup?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },

  // (2) One order, several vendors
  {
    question:
      'what happens if a customer orders a Nora recessed light and a Crystorama chandelier in the same order',
    expected: ['doc:order-management#how-an-order-moves', 'doc:order-management'],
  },
  {
    question:
      'mixed cart with products from 3 different vendors, does each vendor only get its own items?',
    expected: ['doc:order-management#how-an-order-moves'],
  },
  {
    question: 'does the order get split up by supplier',
    expected: ['doc:order-management#how-an-order-moves', 'release:1.7.0'],
  },
  {
    question: 'When did you start routing mixed carts to every vendor involved?',
    expected: ['release:1.7.0'],
  },

  // (3) Before the first order: Location, shipping profile, test order
  {
    question:
      "customers get to checkout and there are no shipping options for my new supplier's products, help!!",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'no shipping rates at checkout',
    expected: ['doc:order-management#no-shipping-options-at-checkout'],
  },
  {
    question: 'do i need to add the vendor location to my shipping profile?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management#no-shipping-options-at-checkout',
    ],
  },
  {
    question: 'what should i check before the first real order goes out to a new vendor',
    expected: ['doc:order-management#before-your-first-order'],
  },
  {
    question: 'should i place a test order after i set up a vendor?',
    expected: [
      'doc:order-management#before-your-first-order',
      'doc:order-management#no-shipping-options-at-checkout',
    ],
  },
  {
    question:
      'Does "Fulfill online orders from this location" need to be turned on for the vendor location?',
    expected: [
      'doc:order-management#before-your-first-order',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'i made the location for my new vendor in shopify but i cant select it in vendorhub',
    expected: [
      'doc:prepare-products#step-4-run-sync-data',
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
    ],
  },

  // (4) How each kind of vendor receives orders
  {
    question: 'we buy from entrenue, do orders go to them through their api automatically?',
    expected: ['vendor:entrenue'],
  },
  {
    question: 'honeys place dropship orders - do they get submitted automatically',
    expected: ['vendor:honey'],
  },
  {
    question: 'Williams Trading: after they ship does the tracking come back into my store?',
    expected: ['vendor:williams'],
  },
  {
    question: 'holiday products order submission how does it work',
    expected: ['vendor:holiday'],
  },
  {
    question:
      'maxim lighting only gives us ftp files as far as i know. will orders actually get sent to maxim or does vendorhub just pull the stock?',
    expected: ['vendor:maxim'],
  },
  {
    question:
      'i keep inventory at amazon FBA. can my shopify orders be fulfilled by amazon through you?',
    expected: ['vendor:amazon'],
  },
  {
    question:
      'my supplier runs their own shopify store. when my customer buys one of their products how does the supplier get the order?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      'we use a 3PL warehouse, not a dropshipper. can that be set up as a vendor and receive orders',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs'],
  },
  {
    question: 'what are assigned fulfillment orders and do I need those scopes?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
    ],
  },
  {
    question: 'is Medline live yet? want to route our medical supply orders to them',
    expected: ['vendor:medline'],
  },
  {
    question: 'can you send orders to wheelpros',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'do you route orders to CJ Dropshipping?',
    expected: ['vendor:unknown'],
  },
  {
    question:
      "My distributor isn't on your list but they have an order API. How much would it cost to build an integration that pushes our orders to them?",
    expected: [
      'fee:custom-api',
      'faq:custom-integration-request',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      'the custom integration request asks whether i want to sync orders, what do i tell you there',
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question:
      'what do you actually use my vendor account login for? just stock or placing orders too',
    expected: ['doc:add-vendor#vendor-types', 'faq:vendor-credentials'],
  },

  // (5) Tracking numbers and the customer's shipping email
  {
    question: 'how does the tracking number get into shopify',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question: 'do I still have to copy tracking numbers from the vendor portal by hand?',
    expected: ['doc:order-management', 'faq:order-routing'],
  },
  {
    question:
      'does my customer get the shipping confirmation email automatically when the vendor ships',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question: 'who sends the shipping email to the buyer, you guys or shopify',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question: 'will the order show as fulfilled in shopify once the tracking comes back',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    question:
      'vendor says they shipped it 2 days ago but theres still no tracking number on the shopify order',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      'a backordered item finally shipped like 3 months after the order. can the tracking still be added to that old order?',
    expected: ['doc:order-management#orders-older-than-60-days'],
  },
  {
    question: 'when did tracking push back become a feature',
    expected: ['release:1.7.0'],
  },
  {
    question:
      'For Amazon MCF orders, does the tracking get written back and the order marked fulfilled?',
    expected: ['vendor:amazon'],
  },

  // (6) The Orders tab, statuses and stuck orders
  {
    question: 'where can i see the orders that went to a specific vendor',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'orders tab',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'what do the statuses in the orders tab mean? one of mine says Complete',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    question:
      "an order has been open for almost a week and the vendor hasn't done anything with it, what should i check",
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:health-check#expired-vendor-credentials',
    ],
  },
  {
    question: 'orders tab still shows pending after the vendor marked it complete, is that a bug?',
    expected: ['release:2.1.0', 'doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question: 'we got duplicate notifications when an order was routed to a vendor',
    expected: ['release:2.0.0'],
  },
  {
    question: 'an order that had a gift card line in it never got to the vendor',
    expected: ['release:1.7.0'],
  },
  {
    question: 'does the orders tab show the tracking numbers too',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: "the vendor changed their api key and now our orders aren't going through",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:order-management#follow-orders-in-the-orders-tab',
    ],
  },

  // (7) Order limits per plan and what happens past them
  {
    question: 'how many orders can i process per month on each plan',
    expected: ['plan:all#orders', 'doc:order-management#order-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'order limit basic',
    expected: ['plan:basic#orders', 'doc:order-management#order-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'we do around 350 orders a month, which plan would we need',
    expected: ['plan:plus#orders', 'plan:all#orders', 'doc:order-management#order-limits-by-plan'],
  },
  {
    question: 'Is 1000 orders/month the max on Premium or can it go higher?',
    expected: [
      'plan:premium#orders',
      'plan:enterprise#orders',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'unlimited orders plan?',
    expected: ['plan:enterprise#orders', 'faq:pricing-enterprise'],
  },
  {
    question: 'what happens when i hit my order cap? do orders stop going to the vendors',
    expected: [
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'faq:pricing-order-limit',
    ],
  },
  {
    question: 'are there overage fees if we go past 400 orders',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question:
      "black friday week we'll probably do 3x our normal volume. will my customers' orders get stuck somewhere because of the plan limit?",
    expected: ['faq:order-limit', 'doc:order-management#order-limits-by-plan'],
  },
  {
    question: 'do you charge per order on top of the subscription?',
    expected: ['faq:pricing-order-limit', 'faq:order-limit'],
  },
  {
    question: "if i'm over my order limit every single month do i have to upgrade",
    expected: ['doc:order-management#order-limits-by-plan', 'faq:order-limit'],
  },
  {
    question:
      "i don't need order routing at all, only stock and price sync, we handle orders ourselves. is there a cheaper option?",
    expected: ['sync-only', 'faq:pricing-product-sync-only', 'faq:product-sync-only'],
  },
  {
    question: 'what do your terms of service say about exceeding the monthly order limit',
    expected: ['page:terms#6-plan-limits'],
  },

  // (8) Store permissions, customer data and older orders
  {
    question: 'why does the app need read_all_orders',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'which order permissions does vendorhub need on my store',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question:
      "does the vendor get my customer's name and address? privacy wise i'm a bit worried about handing that out",
    expected: [
      'page:privacy#2-data-we-collect',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question:
      'shopify asked me to confirm access to protected customer data when installing the app, should i say yes?',
    expected: ['doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard'],
  },
  {
    question:
      'our old admin-created app only has the assigned fulfillment order scopes. do i need to change anything for orders to work?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },

  // (9) Customer stories and help with orders
  {
    question: 'any examples of stores routing orders to adult distributors through you?',
    expected: ['case-study:condomania'],
  },
  {
    question: 'lighting retailer case study, tracking numbers and orders to manufacturers',
    expected: ['case-study:fixturefarm'],
  },
  {
    question:
      'if orders stop reaching a vendor in the middle of the night can i get someone at 2am?',
    expected: ['faq:support-hours', 'company:support-hours', 'faq:support-response-times'],
  },

  // (10) Follow-ups
  {
    previous: 'how many orders a month do i get on basic',
    question: 'and on premium?',
    expected: ['plan:premium#orders', 'doc:order-management#order-limits-by-plan'],
  },
  {
    previous: 'what happens if i go over the monthly order limit',
    question: 'so no surprise charges on my card?',
    expected: ['faq:pricing-order-limit', 'faq:order-limit'],
  },
  {
    previous: 'how does the tracking number get back to shopify',
    question: 'does the customer get an email about it',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    previous: 'where do i see the orders that were sent to a vendor',
    question: 'what does complete mean there',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#how-an-order-moves',
    ],
  },
  {
    previous: 'how do orders reach amazon mcf',
    question: 'ok and for williams trading?',
    expected: ['vendor:williams'],
  },
  {
    previous: "customers see no shipping options at checkout for one vendor's products",
    question: 'where exactly do i fix that in shopify',
    expected: ['doc:order-management#no-shipping-options-at-checkout'],
  },
  {
    previous: 'how many orders does plus include',
    question: 'and if i upgrade in the middle of the month?',
    expected: ['faq:pricing-plan-changes', 'faq:change-plan'],
  },
  {
    previous: "is there a discount if i don't use order routing",
    question: 'how much off on premium',
    expected: ['sync-only:premium', 'faq:pricing-product-sync-only'],
  },
  {
    previous: 'how does vendorhub decide which vendor gets an order',
    question: 'what if the cart has items from two vendors',
    expected: ['doc:order-management#how-an-order-moves'],
  },
  {
    previous: 'can vendorhub still update orders older than 60 days',
    question: 'which permission is that',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    previous: 'enterprise order limit?',
    question: 'and what does it cost',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    previous: 'my supplier has its own shopify store, can you connect it as a vendor',
    question: 'how would they get my orders then',
    expected: ['vendor:shopify'],
  },

  // (11) Next to orders, but not on the site
  {
    question:
      'how do returns work? if a customer sends something back does vendorhub create the return with the vendor',
    expected: ['fallback'],
  },
  {
    question: 'can i change the wording of the shipping confirmation email my customers get',
    expected: ['fallback'],
  },
  {
    question: 'can the vendor use packing slips with my store logo? blind dropship basically',
    expected: ['fallback'],
  },
  {
    question:
      "if a customer cancels after the order's already gone to the vendor, does vendorhub cancel it with them too?",
    expected: ['fallback'],
  },
  {
    question:
      'does vendorhub pay the vendor for each order or do i keep paying their invoices myself',
    expected: ['fallback'],
  },
  {
    question: 'can i connect shipstation to print labels for the orders we ship ourselves',
    expected: ['fallback'],
  },
  {
    question:
      'one order went out in two boxes with two different tracking numbers, will both show up in shopify?',
    expected: ['fallback'],
  },

  // (12) Half answered: one part on the site, one part not
  {
    question:
      'orders get routed to the vendor automatically right? and can it also handle returns and refunds',
    expected: ['faq:order-routing', 'doc:order-management'],
    wording: false,
  },
  {
    question: 'how many orders on the plus plan, and do you have a nonprofit discount?',
    expected: ['plan:plus#orders'],
    wording: false,
  },
  {
    question:
      'does the customer get a shipping email with the tracking, and can you also text them an SMS',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
    wording: false,
  },
  {
    question:
      "does the vendor get the customer's shipping address, and can they put my logo on the packing slip?",
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'page:privacy#2-data-we-collect'],
    wording: false,
  },
  {
    question:
      'what happens if I go over my order limit on premium, and can I pay by bank transfer instead of card?',
    expected: ['faq:order-limit', 'faq:pricing-order-limit'],
    wording: false,
  },
];
