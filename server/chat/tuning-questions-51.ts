/**
 * Fifty-first tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is written from the point of view of customers
 * when something goes wrong: wrong stock, prices under MAP, stuck orders, missing tracking,
 * failing health checks, expired credentials, unconfirmed accounts and plan limits. It also asks
 * how to reach support, how fast the team answers on each plan, and what happens on cancellation.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions51: BotQuestion[] = [
  // (1) Stock is wrong
  {
    question:
      'My store shows 7 units but the supplier has 10!! Why is VendorHub hiding stock from me??',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'STOCK IS WRONG AGAIN. vendor restocked this morning and my shopify still shows the old number. how do i force it to update right now',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'prices and costs update fine but the quantities never ever change. what am I missing',
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question:
      "VendorHub overwrote the stock count of our own warehouse and now people are ordering stuff we don't have. URGENT",
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },
  {
    question:
      'last sync time on my vendor page is from yesterday. I hit Sync Products and nothing happens, the timestamp does not move',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:health-check#expired-vendor-credentials',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'we oversold the same chandelier twice this week because the vendor ran out between syncs. how do I stop this happening again?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'Shopify says 0 in stock but the vendor clearly has 2 left?! Customers think it is sold out',
    expected: [
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'I fixed a quantity by hand in Shopify and an hour later it was changed back. stop overwriting my edits please',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question:
      "uploaded the supplier's new excel and a bunch of products kept their old quantity. they aren't in the new file anymore",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },

  // (2) Prices below MAP and other price surprises
  {
    question:
      'Got a MAP violation letter from a brand today!!! one of my listings was under their minimum price. how do I make sure VendorHub never goes below MAP',
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'Enforce MAP is ON and the price still ended up under MAP. what gives??',
    expected: [
      'doc:pricing-rules#when-map-is-above-msrp',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    previous: "Some products in my vendor's data have a MAP higher than the MSRP.",
    question: 'ugh. so what am I supposed to do until the vendor fixes their data?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      'I put a sale price on a few items in Shopify and VendorHub wiped it at the next sync. how do I keep my own prices??',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'changed my markup to 50% an hour ago and not a single price has moved',
    expected: ['doc:pricing-rules#set-your-price-rules', 'doc:pricing-rules'],
  },
  {
    question:
      'why is my price $100?? cost is $50 and markup 65%, that should be 82.50. is the math broken',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#when-map-is-above-msrp',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'my prices in shopify never change at all, only stock gets updated. is pricing even on?',
    expected: [
      'doc:pricing-rules#price-and-cost-sync',
      'doc:pricing-rules#before-you-start',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'Has anyone actually stopped getting MAP warnings with your tool? I am about to lose a brand account over this',
    expected: ['case-study:fixturefarm', 'case-study:fashionplus', 'case-studies'],
  },

  // (3) Orders not reaching vendors, tracking missing
  {
    question: 'ORDERS ARE NOT GOING TO MY VENDOR. 3 customers waiting since Monday. HELP',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management#before-your-first-order',
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:order-management',
    ],
  },
  {
    question:
      'vendor says they shipped days ago but the tracking number never showed up in shopify and my customer is furious',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question:
      "customers can't check out!!! no shipping options at all for the new vendor's products",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question: 'an order had items from two different suppliers. did only one of them get it??',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'release:1.7.0',
      'doc:order-management',
    ],
  },
  {
    question:
      'my customers say they never got a shipping email with tracking. is that on you or on shopify?',
    expected: [
      'faq:order-routing',
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
    ],
  },
  {
    question:
      'a backordered item from an order 3 months ago finally shipped but the tracking never made it to the order',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
    ],
  },
  {
    question: 'Orders tab says pending but the vendor marked it complete ages ago. bug??',
    expected: ['release:2.1.0', 'doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      "Honey's Place orders stopped going through right after they made me reset my account password",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:health-check',
    ],
  },
  {
    question:
      'Amazon MCF is connected but my Shopify keeps promising units that already sold on Amazon. not ok',
    expected: ['vendor:amazon', 'doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },

  // (4) Health checks, expired credentials, changed app permissions
  {
    question:
      'every single product from one vendor is failing health check since this morning. what broke?',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#expired-vendor-credentials',
      'faq:health-checks',
      'doc:health-check',
    ],
  },
  {
    question: 'ALL my products across ALL vendors are failing health checks!!! nothing is syncing',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check#where-to-find-product-health',
      'faq:health-checks',
      'doc:health-check',
    ],
  },
  {
    question:
      'a handful of products fail the health check, the rest of that vendor is fine. why just those',
    expected: [
      'doc:health-check#where-to-find-product-health',
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'faq:health-checks',
      'doc:health-check',
    ],
  },
  {
    question:
      'our vendor rotated their API keys and now nothing syncs. where do I put the new ones?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'faq:vendor-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:health-check',
      'doc:add-vendor',
    ],
  },
  {
    previous: 'Everything from one vendor is failing the health check.',
    question: 'ok they sent me a new FTP password. where exactly do I enter it',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:dashboard-overview#vendor-settings',
      'doc:health-check',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'my developer rotated the client secret on our shopify app and now VendorHub cannot update anything. what now',
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check#changed-store-permissions',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
      'doc:health-check',
    ],
  },
  {
    question:
      'someone on my team removed a scope from the app and products started failing. which permissions do you need again??',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'we accidentally uninstalled the VendorHub app in shopify. did we lose everything?? how do we get it back',
    expected: [
      'doc:health-check#changed-store-permissions',
      'faq:revoke-access',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'health check says SKU mismatch but the SKUs look IDENTICAL to me',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },
  {
    previous: 'The health check says SKU mismatch on one of my products.',
    question: 'could a space at the end of the sku be the reason?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'release:2.1.0',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check',
    ],
  },
  {
    question: 'went through all four causes in your health check guide. STILL failing. now what',
    expected: ['doc:health-check#still-failing', 'doc:health-check'],
  },
  {
    question:
      'your team set up our store through collaborator access and now the app permissions seem broken. am I supposed to fix that myself?',
    expected: ['doc:health-check#changed-store-permissions', 'doc:health-check'],
  },
  {
    question:
      'we have the old app made in the shopify admin back in 2024. I reinstalled it and now the connection is dead',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'the create app button is gone from my shopify admin. did shopify just break your integration or what',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'quantities not updating for a product with 150 variants. known problem? was there a fix in some release',
    expected: ['release:1.8.0'],
  },

  // (5) Collections and locations missing
  {
    question:
      "the location I just created for my new supplier doesn't show up in vendor store settings. refreshed 10 times",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    question: "the vendor's smart collection is EMPTY even though the products have the tag",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check#symptoms',
      'doc:collection-check',
    ],
  },
  {
    previous: 'My vendor collection in Shopify is missing half of the products.',
    question: "it's a manual collection btw, does that matter?",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check',
    ],
  },
  {
    question:
      'ran Sync Data and the new location is STILL missing. could shopify be refusing to save more locations?',
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check',
    ],
  },

  // (6) Account not confirmed, trial worries, account security
  {
    question: 'signed up 5 hours ago and STILL no confirmation email. is anyone even there??',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
      'doc:quick-start-guide',
    ],
  },
  {
    previous: 'Still no confirmation email after a whole business day.',
    question: 'already checked spam. who do I write to?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'company:contact',
    ],
  },
  {
    question: "why was my card charged?? I'm supposed to be on the free trial",
    expected: [
      'faq:pricing-trial-card',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'faq:pricing-free-trial',
    ],
  },
  {
    question: 'trial stops at 100 products? my catalog is 3000, is this a bug',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question:
      "someone claiming to be from VendorHub asked for my shopify password to 'fix my sync'. is that legit???",
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'I think someone got into our VendorHub account. who do I tell, fast',
    expected: ['page:terms#2-your-account', 'company:contact'],
  },

  // (7) Hit a plan limit
  {
    question: "It won't let me add a third vendor. I'm on Basic. seriously?",
    expected: [
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
      'page:terms#6-plan-limits',
      'doc:add-vendor',
    ],
  },
  {
    previous: "It won't let me add a third vendor on Basic.",
    question: 'fine. how many vendors does Plus give me?',
    expected: [
      'plan:plus#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'doc:dashboard-overview#add-vendor-s',
    ],
  },
  {
    question:
      'if I upgrade right now does it kick in immediately or next billing cycle? I need more products TODAY',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question:
      "hit the product cap on Plus and can't push anything anymore. what's the actual limit",
    expected: [
      'plan:plus#products',
      'doc:product-creation#product-limits-by-plan',
      'faq:plan-limits',
      'doc:search-and-push#before-you-start',
      'doc:product-creation',
    ],
  },
  {
    question:
      'we passed 200 orders this month on Basic. are orders going to stop reaching our vendors??',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question:
      "Williams Trading isn't in my Add Vendor list even though it's on your website. I'm on Basic",
    expected: [
      'vendor:williams',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:dashboard-overview#add-vendor-s',
      'faq:plan-features',
    ],
  },
  {
    question:
      'need to drop from premium to plus asap, money is tight. when does that happen and do I lose my vendors?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: "your API keeps answering 403 plan_required. I'm a paying customer!",
    expected: ['doc:api-reference#errors', 'doc:api-reference#token', 'faq:plan-features'],
  },
  {
    question:
      'getting 429s from your api halfway through our nightly ERP update and it breaks everything',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },

  // (8) Reaching support: channels, hours, reply times, the 24/7 line
  {
    question: 'how do I talk to an actual human? this is going nowhere',
    expected: ['company:contact', 'doc:quick-start-guide#get-help', 'faq:support-hours'],
  },
  {
    question: "what time does your support open? it's 7am and I have an emergency",
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: 'are you guys open on weekends?? our sync died on saturday morning',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: "we're on Plus. how long until someone actually answers my ticket",
    expected: ['faq:support-response-times', 'company:response-times', 'plan:plus#features'],
  },
  {
    previous: "We're on Plus, how long until someone answers my ticket?",
    question: 'and on Premium?',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:premium#features'],
  },
  {
    question: 'is there a phone number I can call RIGHT NOW? orders stopped going out',
    expected: ['company:contact', 'faq:support-hours', 'company:support-hours'],
  },
  {
    previous: 'Is there a phone number I can call?',
    question: 'is somebody there 24/7 or only office hours',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'does Basic get the 24/7 emergency line or is that only for bigger plans',
    expected: [
      'faq:support-hours',
      'faq:support-response-times',
      'plan:basic#features',
      'plan:premium#features',
    ],
  },
  {
    question: 'what counts as urgent enough for the 24/7 line?',
    expected: ['faq:support-hours', 'faq:support-response-times'],
  },
  {
    question: 'support email pls',
    expected: ['company:contact', 'doc:quick-start-guide#get-help'],
  },
  {
    question:
      'Is live chat with your team available on Basic? all I get is email answers a day later',
    expected: [
      'faq:support-response-times',
      'plan:basic#features',
      'plan:plus#features',
      'company:response-times',
    ],
  },
  {
    question: 'do we get a dedicated account manager on Plus or is that a Premium thing',
    expected: [
      'plan:premium#features',
      'plan:plus#features',
      'faq:support-response-times',
      'faq:plan-features',
    ],
  },
  {
    question: "what time zone are your support hours in? I'm in Berlin",
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question:
      "can your team just set up the shopify connection for me. I'm done fighting with these settings",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "the AI assistant inside the app couldn't fix my problem. does it hand it over to a person or am I stuck?",
    expected: ['faq:ai-assistant'],
  },
  {
    question: "is this chat a real person? it's 2am and I need answers",
    expected: ['faq:ai-assistant', 'faq:support-hours'],
  },
  {
    question:
      'is there some troubleshooting guide I can read myself instead of waiting on support every single time?',
    expected: ['faq:documentation'],
  },
  {
    question:
      "what info should I send support about a quantity mismatch so they don't bounce my ticket back",
    expected: ['doc:quantity-check#still-different', 'doc:quantity-check'],
  },
  {
    question: 'are you hiring more support people? because the replies are SLOW',
    expected: ['job:customer-support-specialist', 'jobs'],
  },

  // (9) Cancelling and what happens to the data
  {
    question: 'I want to cancel. today. how do I do it',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'if I cancel what happens to all my vendor settings and product data?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'I cancelled last month in a rage. can I come back without redoing the whole setup?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    previous: 'What happens to my data if I cancel?',
    question: 'and after those 60 days is it really gone for good?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: "delete ALL of my data immediately. I'm not waiting 60 days",
    expected: [
      'faq:data-after-cancellation',
      'page:privacy#9-your-rights',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'do I get my money back for the rest of the year if I cancel the annual plan?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'if I cancel will all the products you created disappear from my shopify store??',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },
  {
    question: 'how do I get VendorHub completely OUT of my shopify store',
    expected: [
      'faq:revoke-access',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question: 'cancelled during the trial. am I still going to be billed on day 15?',
    expected: ['faq:pricing-trial-card', 'page:terms#4-free-trial'],
  },
  {
    question: 'can I get an export of my data before I leave you',
    expected: ['page:privacy#9-your-rights'],
  },

  // (10) Half answered: one part the site covers, one it does not
  {
    question:
      'orders are not reaching my vendor AND my Shopify payouts are delayed. can you look into both?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'faq:order-routing',
      'doc:order-management',
    ],
    wording: false,
  },
  {
    question: 'what are your support hours, and can you recommend a good 3PL warehouse in Texas?',
    expected: ['faq:support-hours', 'company:support-hours'],
    wording: false,
  },
  {
    question:
      "my vendor's credentials expired and products are failing. also how do I renew my domain in Shopify?",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'doc:health-check',
    ],
    wording: false,
  },
  {
    question:
      'if I cancel how long do you keep my data, and how do I leave a bad review on the Shopify app store?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
    wording: false,
  },

  // (11) Not VendorHub's to answer
  {
    question: 'my Shopify payouts have been on hold for a week, can you get them released??',
    expected: ['fallback'],
  },
  {
    question:
      'a vendor shipped the wrong lamp and it arrived smashed. how do I file a claim with UPS?',
    expected: ['fallback'],
  },
  {
    question: 'is there an outage right now? where is your status page',
    expected: ['fallback'],
  },
  {
    question: "how do I refund a customer in Shopify for an order my vendor couldn't fill",
    expected: ['fallback'],
  },
  {
    question: 'Shopify suspended my store over chargebacks. what do I do???',
    expected: ['fallback'],
  },
  {
    question:
      'google merchant center disapproved half my products for price mismatch, how do I fix that in GMC',
    expected: ['fallback'],
  },
  {
    question: "what's the phone number of my Nora Lighting sales rep? they won't answer my emails",
    expected: ['fallback'],
  },
];
