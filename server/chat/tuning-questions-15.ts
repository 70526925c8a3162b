/**
 * Fifteenth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Every question carries a number, an amount, a date or a
 * concrete case, and each answer (plan fit, totals, price-rule results, deltas, dates) was worked
 * out by hand from plans.ts, company.ts, faq.ts, legal.ts, releases.ts, jobs.ts, case-studies.ts
 * and the articles before the ids were chosen.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions15: BotQuestion[] = [
  // (1) Which plan fits a stated size
  {
    question:
      'Single store, about 5 vendors and roughly 300 orders a month. Which plan should we pick?',
    expected: ['plan:plus#vendors', 'plan:plus#orders', 'faq:plan-limits'],
  },
  {
    question: 'we do about 650 orders a month, whats the cheapest plan that covers that',
    expected: [
      'plan:premium#orders',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'plan:all#orders',
      'faq:plan-limits',
    ],
  },
  {
    question: '2 stores, 5 vendors, 3,000 SKUs. Is Plus enough or do we need Premium?',
    expected: ['plan:plus#stores', 'plan:plus#vendors', 'plan:plus#products', 'faq:plan-limits'],
  },
  {
    question:
      'Our catalogue is around 12,000 products. What is the smallest plan that can hold that many?',
    expected: [
      'plan:premium#products',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
      'plan:all#products',
      'faq:plan-limits',
    ],
  },
  {
    question: 'We run 4 Shopify storefronts (US, CA, UK, AU). Which plan lets us connect all 4?',
    expected: [
      'plan:enterprise#stores',
      'plan:all#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
    ],
  },
  {
    question: 'We buy from 15 suppliers. Does Premium cover 15 vendors or is that too many?',
    expected: [
      'plan:premium#vendors',
      'plan:enterprise#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'plan:all#vendors',
    ],
  },
  {
    question: 'Only 3 vendors for now. Does the $99 plan cover that?',
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'plan:all#vendors',
      'faq:plan-limits',
    ],
  },
  {
    question:
      'One store, 2 vendors, about 150 orders a month and 800 products in total. Is Basic OK for us?',
    expected: ['faq:plan-limits', 'plan:basic#vendors', 'plan:basic#orders', 'plan:basic#products'],
  },
  {
    question: 'We need room for 7 vendors and about 900 orders monthly. Which tier?',
    expected: ['plan:premium#vendors', 'plan:premium#orders', 'faq:plan-limits'],
  },
  {
    question: 'how many products can i have on enterprise? we have 40k skus',
    expected: [
      'plan:enterprise#products',
      'plan:all#products',
      'doc:product-creation#product-limits-by-plan',
      'doc:product-creation',
      'faq:plan-limits',
    ],
  },
  {
    question:
      'We have 3 shops but just 1 vendor and maybe 100 orders. Do we still need Premium only because of the 3 stores?',
    expected: [
      'plan:premium#stores',
      'plan:all#stores',
      'faq:supported-platforms',
      'doc:connect-shopify#before-you-start',
      'doc:connect-shopify',
    ],
  },

  // (2) Prices, monthly and annual
  {
    question: '$179 or $199 for Plus? The pricing page shows me both numbers.',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'What would a full year of Premium cost if I pay annually?',
    expected: ['faq:pricing-annual-billing', 'plan:premium#price', 'faq:annual-billing'],
  },
  {
    previous: 'What would a full year of Premium cost if I pay annually?',
    question: 'and if I paid month by month instead, how much more is that over 12 months?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:premium#price'],
  },
  {
    question: 'How much do we save over 12 months on Basic if we go annual instead of monthly?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing', 'plan:basic#price'],
  },
  {
    question: 'Someone on our team says we pay $2,148 a year. Which plan would that be?',
    expected: ['faq:pricing-annual-billing', 'plan:plus#price'],
  },
  {
    question: 'Are your $99 / $199 / $299 prices in US dollars, and is VAT already included?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      "We're on Basic and want to move up to Plus on day 10 of our billing month. Do we pay the full $199 on top?",
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'If you raise your prices, how many days of notice do customers get? 30?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Roughly what does Enterprise cost for 20 vendors and 5 stores?',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },

  // (3) Product sync only
  {
    question:
      'We ship our orders ourselves and only need stock and price sync on Premium. How much comes off the $299?',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    previous:
      'We ship our orders ourselves and only need stock and price sync on Premium. How much comes off the $299?',
    question: 'Same deal on Basic, so that would be $84 a month?',
    expected: ['sync-only:basic', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'Plus for product sync only: what does the $199 drop to?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question:
      'Instead of taking the $25 a month off Plus, is there some other option for sync-only customers?',
    expected: [
      'sync-only:plus',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
      'sync-only',
    ],
  },
  {
    question: 'List the discount per plan if we skip order routing and use product sync only.',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },

  // (4) Setup fees for a number of vendors
  {
    question: 'how much for 3 vendors setup? all three are already in your catalog',
    expected: [
      'fee:pre-built',
      'fee:all',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'Two of our vendors email us CSV files and one has its own API that needs a custom integration. What is the total setup cost?',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    previous:
      'Two of our vendors email us CSV files and one has its own API that needs a custom integration. What is the total setup cost?',
    question: 'Is that charged every month or only once?',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'We have 4 suppliers who drop XML feeds on an FTP server. Setup fee for all 4?',
    expected: [
      'fee:csv-xml-ftp',
      'fee:all',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Custom API integrations for 2 distributors, what do we pay up front?',
    expected: [
      'fee:custom-api',
      'fee:all',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    previous: 'Custom API integrations for 2 distributors, what do we pay up front?',
    question: 'Once we pay, how many days until they are live?',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
    ],
  },
  {
    question:
      'My vendor emails me an Excel sheet every Monday. If I upload it myself, do I still have to pay the $300?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Is Crystorama $0 to set up, or is it one of the $300 ones?',
    expected: ['vendor:crystorama', 'fee:pre-built'],
  },
  {
    question: 'What did Evertail pay in setup fees for its 2 built integrations?',
    expected: ['case-study:evertail'],
  },

  // (5) Going past a limit
  {
    question: "We're on Plus and this month we hit 430 orders. Will you bill us for the extra 30?",
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'basic plan, order number 201 comes in this month... does it get blocked??',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Plus account with 6 vendors connected, and I want a 7th. What happens?',
    expected: [
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
      'plan:plus#vendors',
      'plan:premium#vendors',
    ],
  },
  {
    question: 'Can I sync 250 products while I am still on the free trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'We have 9 vendors on Premium and want to downgrade to Plus to save $100. Can we?',
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
    ],
  },

  // (6) Pricing rules from given numbers
  {
    question:
      'cost is $40 and MAP is $65, markup 50%, Enforce MAP on. What price ends up in Shopify?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    previous:
      'cost is $40 and MAP is $65, markup 50%, Enforce MAP on. What price ends up in Shopify?',
    question: 'Now cost 80, markup 65%, MAP 100 and MSRP 120, both enforced?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question: 'Cost $100, markup 30%, MAP and MSRP enforcement both switched off. Selling price?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question:
      'The vendor file says MAP $110 but MSRP $100, cost $50, markup 65%, both rules on. Which one wins?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: '19.99 cost with 35% markup gives 26.9865. What price do you actually set?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'doc:pricing-rules'],
  },
  {
    question:
      'Cost 60, markup 40 percent, MSRP is 80 and Enforce MSRP is on. What will the customer pay?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question:
      'With a $50 cost and 65% markup, what do I get if MAP is $85 but Enforce MAP is turned off?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question:
      'I changed a price to $49.99 by hand in Shopify and an hour later it was back to the old price. Why?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:pricing-rules',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'Raised our markup from 40% to 55%. How long before the Shopify prices change?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:add-vendor',
    ],
  },

  // (7) Quantity Delta and sync timing
  {
    question: 'my vendor shows 12 and I set a delta of 3, what will my store show',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    previous: 'my vendor shows 12 and I set a delta of 3, what will my store show',
    question: 'ok and when they are down to 2 units? does it go negative?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'During Black Friday we sell about 6 units of our best seller every hour. What delta makes sense?',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question: 'The quantity timestamp on the vendor page says 3 hours ago. What should I do?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
      'doc:quantity-check#check-2-sync-timing',
      'doc:quantity-check',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question: 'is stock synced every 15 min or slower?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },

  // (8) The trial
  {
    question: 'we signed up on the 14th. when does the first charge hit?',
    expected: [
      'faq:pricing-trial-card',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'Is the trial 30 days like most SaaS tools?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
      'page:terms#4-free-trial',
    ],
  },
  {
    previous: 'Is the trial 30 days like most SaaS tools?',
    question: 'And how many products can I sync in that time?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'If I cancel on day 13 of the trial am I charged anything at all?',
    expected: [
      'faq:pricing-trial-card',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question:
      'In those 14 days can I test order routing and tracking end to end, or only the product sync?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },

  // (9) Data retention
  {
    question: 'We cancelled 45 days ago. Is our setup still there if we come back?',
    expected: [
      'company:retention',
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    previous: 'We cancelled 45 days ago. Is our setup still there if we come back?',
    question: 'What if it has been 70 days?',
    expected: [
      'company:retention',
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'How long do you keep what I type in this chat, 30 days or forever?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'I applied for the React job 8 months ago. Do you still have my CV on file?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'I sent you a GDPR access request. Within how many days do you have to answer?',
    expected: ['page:privacy#9-your-rights'],
  },

  // (10) Support hours, reply times and confirmation
  {
    question: 'Is anyone on support at 7 PM Eastern on a Wednesday?',
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question:
      'It is Saturday 10am, our sync has stopped and we are on Premium. Can we reach someone today?',
    expected: [
      'faq:support-hours',
      'company:support-hours',
      'faq:support-response-times',
      'plan:premium#features',
    ],
  },
  {
    question:
      'We are on Plus. I emailed support at 4 PM on a Friday; when should I expect an answer?',
    expected: ['company:response-times', 'faq:support-response-times'],
  },
  {
    previous:
      'We are on Plus. I emailed support at 4 PM on a Friday; when should I expect an answer?',
    question: 'and if we were on Premium?',
    expected: ['company:response-times', 'faq:support-response-times', 'plan:premium#features'],
  },
  {
    question: 'I created my account on Friday at 8 PM. When will it be confirmed?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
      'page:terms#2-your-account',
    ],
  },
  {
    question:
      'After I send the custom integration form for our vendor, how many days until we get a quote?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor',
    ],
  },

  // (11) Shopify specifics and setup durations
  {
    question:
      'the order is 70 days old and the tracking number only came in now. Can VendorHub still update it?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:order-management',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Our Shopify plan allows 15 locations. We already have 9 of our own and want to add 8 vendors. Is that a problem?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:prepare-products',
      'doc:collection-check#run-sync-data',
      'doc:collection-check',
    ],
  },
  {
    question:
      "Since January 1st 2026 I can't find 'Create an app' in my Shopify admin. How do I connect you now?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We connected back in 2024 with an app made in the Shopify admin. Do we have to redo it in 2026?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'How many minutes does it take just to hook up the Shopify store?',
    expected: [
      'doc:connect-shopify',
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
      'doc:quick-start-guide',
      'faq:setup-time',
    ],
  },

  // (12) Vendors by plan
  {
    question: 'Can I connect Amazon MCF on the $99 Basic plan?',
    expected: ['vendor:amazon'],
  },
  {
    question: 'We pay $199 for Plus. Does that get us James+James, the one marked beta?',
    expected: ['vendor:james-james'],
  },

  // (13) Release versions and dates
  {
    question: 'what came in version 1.9?',
    expected: ['release:1.9.0'],
  },
  {
    previous: 'what came in version 1.9?',
    question: 'and the one after it, 2.0?',
    expected: ['release:2.0.0'],
  },
  {
    question: 'When did 2.1.0 come out?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'Which release introduced Quantity Delta, and in what month?',
    expected: ['release:1.7.0'],
  },
  {
    question:
      'In July 2025 our SKUs with a trailing space kept failing the health check. Has that been fixed since?',
    expected: [
      'release:2.1.0',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
    ],
  },
  {
    question: 'The release from February 11, 2025: what was in it?',
    expected: ['release:1.8.0'],
  },

  // (14) Case-study figures
  {
    question: 'FixtureFarm has 18,000 SKUs. How many manufacturers did they hook up?',
    expected: ['case-study:fixturefarm'],
  },
  {
    previous: 'FixtureFarm has 18,000 SKUs. How many manufacturers did they hook up?',
    question: 'and how many duplicate SKUs turned up during the migration?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'How many products did Evertail list in its first month?',
    expected: ['case-study:evertail'],
  },
  {
    question: 'In the FashionPlus story, what delta did they use, and across how many stores?',
    expected: ['case-study:fashionplus'],
  },
  {
    question: 'Which of your customers routes its orders to 3 adult distributors?',
    expected: ['case-study:condomania', 'case-studies'],
  },

  // (15) Jobs and company
  {
    question: 'For the junior Go developer job, how many years of Go do you expect?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    previous: 'For the junior Go developer job, how many years of Go do you expect?',
    question: 'Is it remote? I am in Berlin, UTC+1.',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'React frontend role: is 2 years of React and TypeScript enough to apply?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question:
      'The support specialist job was posted on November 16, 2026. What hours would I be working?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'how many positions are open right now, 4?',
    expected: ['jobs'],
  },
  {
    question: 'Was VendorHub founded in 2020?',
    expected: ['company:founded', 'page:about#story'],
  },

  // (16) Numbers the site does not give
  {
    question: 'What uptime do you guarantee in your SLA, 99.9%?',
    // The terms answer it: the service is "as available", uninterrupted service is not guaranteed.
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question: 'Do registered nonprofits get 20% off any plan?',
    expected: ['fallback'],
  },
  {
    question: 'What is the maximum file size for a CSV upload, 50 MB?',
    expected: ['fallback'],
  },
  {
    question: 'What salary range does the Golang junior role pay, around $60k?',
    expected: ['fallback'],
  },
  {
    question: 'Do you pay $100 for each merchant I refer to you?',
    expected: ['fallback'],
  },

  // (17) An answered part mixed with an unanswered one
  {
    question: 'What does Premium cost per month, and will you sign a 99.99% uptime guarantee?',
    expected: ['plan:premium#price'],
    wording: false,
  },
  {
    question: 'How long is the free trial, and is there a 50% student discount after it?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
    wording: false,
  },
];
