/**
 * Fifty-seventh tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is pre-sales arithmetic: visitors bring their own
 * numbers (stores, vendors, SKUs, orders a month, budgets, setup fees for several vendors, the
 * product-sync-only discount) and ask which plan fits, what it costs and what happens as they grow
 * or shrink, with follow-ups that change one number.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions57: BotQuestion[] = [
  // (1) Which plan fits my numbers
  {
    question:
      'I have one shopify store, 2 suppliers and about 600 skus, maybe 120 orders a month. is basic enough?',
    expected: ['plan:basic', 'faq:plan-limits'],
  },
  {
    question:
      'we run 2 shopify stores with 5 vendors, around 3k products total and 350 orders/mo — which tier do we need',
    expected: ['faq:plan-limits', 'plan:plus'],
  },
  {
    question:
      '3 vendors but only 150 orders a month and 400 products... do I really have to go above basic just for the one extra vendor??',
    expected: [
      'plan:all#vendors',
      'plan:basic#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: "what's the max SKUs on plus? we have 4,200 products",
    expected: [
      'plan:plus#products',
      'doc:product-creation#product-limits-by-plan',
      'plan:all#products',
    ],
  },
  // Also accepted: the smallest-plan answer ("Premium is the smallest plan that covers 12,000
  // products and 7 vendors").
  {
    question: 'Our catalog is about 12000 products from 7 distributors. Which plan covers that?',
    expected: ['faq:plan-limits', 'plan:all#products', 'plan:all#vendors', 'plan:premium#products'],
  },
  // Also accepted: the smallest-plan answer ("Premium is the smallest plan that covers 700 orders a
  // month").
  {
    question: 'we do around 700 orders a month, whats the cheapest plan that covers that volume',
    expected: [
      'plan:all#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
      'plan:premium#orders',
    ],
  },
  {
    question: 'i have 4 shopify stores (US, CA, UK, AU). is premium enough or do i need enterprise',
    expected: [
      'plan:all#stores',
      'plan:enterprise#stores',
      'faq:supported-platforms',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question: '15 vendors, 40k skus. what plan',
    expected: [
      'faq:plan-limits',
      'faq:pricing-enterprise',
      'plan:enterprise#vendors',
      'plan:enterprise#products',
    ],
  },
  {
    question:
      'how many stores can i connect on basic? we have a main store and a seperate wholesale store',
    expected: ['plan:basic#stores', 'plan:all#stores', 'faq:supported-platforms'],
  },
  {
    question: 'whats the product cap on basic',
    expected: ['plan:basic#products', 'doc:product-creation#product-limits-by-plan'],
  },
  {
    question: 'Is 1000 orders per month on premium a hard cap, like do orders stop after that?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'Small shop here. 1 store, 1 vendor (nora lighting), about 300 products and 40 orders a month. cheapest option?',
    expected: ['plan:basic', 'faq:plan-limits', 'plan:all#price'],
  },
  {
    question: "We're 2 stores, 10 vendors, 800 orders. Plus or Premium?",
    expected: ['faq:plan-limits', 'plan:all#vendors', 'plan:all#orders'],
  },
  {
    question: 'how many vendors does premium allow',
    expected: ['plan:premium#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'plan:all#vendors'],
  },
  {
    question:
      'whats the difference in limits between plus and premium, numbers please not marketing',
    expected: ['faq:plan-limits'],
  },
  {
    question:
      '1 store, exactly 6 vendors, 4,800 products and roughly 390 orders. plus would be right at the edge on everything, correct?',
    expected: ['plan:plus', 'faq:plan-limits'],
  },

  // (2) Monthly vs yearly totals and budgets
  {
    question: 'how much is premium per year if i pay annually',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:premium#price'],
  },
  {
    question:
      'if i pay plus monthly for a full year vs paying annual, how much do i actually save in dollars',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing', 'plan:plus#price'],
  },
  {
    question: 'basic annual = $89 x 12 right? so 1068 upfront?',
    expected: [
      'faq:pricing-annual-billing',
      'faq:annual-billing',
      'plan:basic#price',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'is the annual plan charged all at once or monthly at the lower rate',
    expected: [
      'faq:pricing-annual-billing',
      'faq:annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'what do all the plans cost monthly',
    expected: ['plan:all#price', 'faq:plan-limits'],
  },
  {
    question: 'How much is Enterprise per month?',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question:
      'budget is about $2,000 a year for this kind of tool. which plans fit if we pay yearly?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:all#price'],
  },
  {
    question: "are your prices in usd? i'm in the UK, will VAT be added on top of the $199",
    expected: ['faq:pricing-currency-tax'],
  },
  {
    question: 'what % discount for yearly billing',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'we have $250/month max for software like this. best plan we can afford?',
    expected: ['plan:all#price', 'faq:annual-billing'],
  },
  {
    question: 'premium monthly price vs the annual monthly price?',
    expected: ['plan:premium#price', 'faq:annual-billing'],
  },

  // (3) Setup fees for several vendors, first-year totals
  {
    question:
      "we have 3 vendors that send CSV files by FTP, none of them are in your catalog. what's the one-time setup cost?",
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'fee:all',
    ],
  },
  {
    question: '2 vendors need custom api work and 1 is an ftp feed, total setup?',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question: 'is the setup fee per vendor or one time per account',
    expected: [
      'faq:setup-fees',
      'fee:all',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'Is the $500 charged every month or once?',
    expected: ['fee:custom-api', 'faq:setup-fees', 'faq:pricing-setup-fees'],
  },
  {
    question: 'do I pay a setup fee to connect Kuzco and Maxim Lighting',
    expected: ['fee:pre-built', 'vendor:kuzco', 'vendor:maxim', 'faq:setup-fees'],
  },
  {
    question: 'first year cost: plus plan paid annually plus 2 ftp vendors you have to build',
    expected: ['faq:pricing-annual-billing', 'fee:csv-xml-ftp', 'faq:setup-fees'],
  },
  {
    question:
      'one of my suppliers just emails me an excel sheet every week. do I have to pay the $300 for that one or can i do it myself',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'faq:setup-fees',
    ],
  },
  {
    question: 'how much to integrate a vendor with its own rest api that you dont support yet',
    expected: ['fee:custom-api', 'faq:custom-integration-request', 'faq:setup-fees'],
  },
  {
    question: 'what does the setup fee actually include for the money',
    expected: ['faq:pricing-setup-fees', 'fee:all'],
  },
  {
    question:
      'all 4 of our distributors are entrenue, honeys place, williams trading and holiday products. any setup cost for those?',
    expected: ['fee:pre-built', 'faq:setup-fees', 'faq:pricing-setup-fees'],
  },
  {
    question: 'how long does a $300 ftp integration take to be ready',
    expected: ['faq:pricing-setup-fees', 'doc:add-vendor#setup-fees-and-timing', 'faq:setup-time'],
  },
  {
    question: 'do enterprise customers pay the per vendor setup fee too?',
    expected: ['plan:enterprise#features', 'faq:pricing-enterprise'],
  },
  {
    question:
      'going with basic billed monthly + 2 FTP vendors that are not in your list. what is month 1 total vs month 2?',
    expected: ['fee:csv-xml-ftp', 'plan:basic#price', 'faq:setup-fees'],
  },

  // (4) Product-sync-only discount
  {
    question: 'we handle orders ourselves, only want stock + price sync. how much is plus then',
    expected: [
      'sync-only:plus',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
      'sync-only',
    ],
  },
  {
    question: 'sync only discount on premium?',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'so basic would be 84/mo without the order stuff?',
    expected: ['sync-only:basic', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'instead of the inventory-only discount can i get a bigger product limit?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question:
      "we don't need order routing at all, we ship from our own warehouse. do we still pay full price",
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only'],
  },
  {
    question: 'how do I get the sync-only pricing, is it an option at checkout?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'over a whole year, how much does the product sync only discount save on premium',
    expected: ['sync-only:premium', 'faq:product-sync-only'],
  },

  // (5) Growing, shrinking, switching and cancelling
  {
    question: 'say we start on basic and add a 3rd vendor in month 4, what happens to our billing',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'doc:add-vendor#vendor-limits-by-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'If black friday pushes us to 600 orders on the plus plan, do we get charged extra?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question:
      'Seasonal business: we would want premium in Q4 and basic the rest of the year. is that possible and how does switching work',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'if i downgrade from premium to plus with 9 vendors connected what happens to the extra 3',
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:change-plan',
    ],
  },
  {
    question: 'upgrade mid-month from plus to premium - do i pay the full 299 again on top?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      "we'll probably hit about 6,000 products next year. if we're on plus, what happens once we pass 5000",
    expected: [
      'doc:product-creation#product-limits-by-plan',
      'plan:plus#products',
      'faq:change-plan',
    ],
  },
  {
    question: 'paid annual for plus, want to drop to basic after 5 months. do i get money back?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:pricing-plan-changes',
      'faq:change-plan',
    ],
  },
  {
    question:
      "if we cancel during a slow season, how long do you keep our setup so we don't have to redo vendors and pay setup fees again",
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: "we're going from 1 store to 2 next quarter, what's the price jump",
    expected: ['plan:all#stores', 'plan:all#price', 'faq:plan-limits'],
  },
  {
    question: 'at what point does enterprise make sense vs premium',
    expected: ['faq:pricing-enterprise', 'faq:plan-limits', 'plan:enterprise#features'],
  },
  {
    question:
      "we get ~250 orders a month. on basic limits will the customers' orders just get stuck after 200?",
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question:
      'if I cancel a monthly plan halfway through the month, do i get charged for the rest?',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'can you raise the price on me after i sign up for a year?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },

  // (6) Which plan a given vendor needs
  {
    question:
      "we sell adult products from Williams Trading and Honey's Place, only 2 vendors. can I use Basic since it allows 2 vendors?",
    expected: ['vendor:williams', 'vendor:honey', 'faq:supported-vendors', 'faq:plan-features'],
  },
  {
    question: 'is Amazon MCF available on basic?',
    expected: ['vendor:amazon', 'faq:plan-features'],
  },
  {
    question:
      "I want to pull products from my supplier's own shopify store into mine. which plan do I need for that",
    expected: ['vendor:shopify', 'plan:premium#features'],
  },
  {
    question: 'Medline shows as beta. which plan gets me access to it?',
    expected: ['vendor:medline', 'plan:premium#features'],
  },
  {
    question: 'lighting store, 2 brands: crystorama + allegri. basic ok for that?',
    expected: ['vendor:crystorama', 'vendor:allegri', 'plan:basic', 'faq:supported-vendors'],
  },

  // (7) Trial before paying
  {
    question: 'can i trial premium with my full 8,000 sku catalog before paying anything?',
    expected: [
      'faq:pricing-free-trial',
      'faq:free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'If I start the trial on plus annual, when is the $2,148 actually charged?',
    expected: ['faq:pricing-trial-card', 'faq:pricing-free-trial', 'faq:pricing-annual-billing'],
  },
  {
    question: 'do you need my credit card for the 14 days',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'can I trial enterprise too or only the 3 cheaper ones',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },

  // (8) What the extra money buys
  {
    question: 'is the premium support worth the extra $100/mo? what do I get vs plus',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:premium#features'],
  },
  {
    question: 'API access - only on the 299 plan?',
    expected: ['faq:plan-features', 'doc:api-reference#token', 'plan:premium#features'],
  },
  {
    question: 'bulk AI listing creation on basic is a "paid option" — how much is it?',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'faq:plan-features',
    ],
  },
  {
    question:
      'we need the ai listing optimization inside search & push, we are 1 store 2 vendors. can basic or plus do it or is it premium',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'plan:premium#features',
    ],
  },

  // (9) Follow-ups that change one number
  {
    previous: 'how much is premium per year if i pay annually',
    question: 'and plus?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    previous:
      "we have 3 vendors that send CSV files by FTP, none of them are in your catalog. what's the one-time setup cost?",
    question: 'what if one of them has an api instead',
    expected: ['fee:all', 'fee:custom-api', 'faq:setup-fees'],
  },
  {
    previous: 'we handle orders ourselves, only want stock + price sync. how much is plus then',
    question: 'ok and on basic?',
    expected: ['sync-only:basic', 'faq:product-sync-only'],
  },
  {
    previous: 'we do around 700 orders a month, whats the cheapest plan that covers that volume',
    question: 'what if it drops to 350 after the holidays',
    expected: [
      'plan:all#orders',
      'plan:plus#orders',
      'faq:pricing-plan-changes',
      'faq:change-plan',
    ],
  },
  {
    previous: 'i have 4 shopify stores (US, CA, UK, AU). is premium enough or do i need enterprise',
    question: 'what if we close the australian one, so 3 stores',
    expected: ['plan:premium#stores', 'plan:all#stores'],
  },
  {
    previous: 'whats the product cap on basic',
    question: 'and on premium',
    expected: ['plan:premium#products', 'doc:product-creation#product-limits-by-plan'],
  },
  {
    previous: 'how many vendors does premium allow',
    question: 'and enterprise?',
    expected: ['plan:enterprise#vendors', 'doc:add-vendor#vendor-limits-by-plan'],
  },
  {
    previous:
      'budget is about $2,000 a year for this kind of tool. which plans fit if we pay yearly?',
    question: 'what if we stretch it to 2,200',
    expected: ['faq:pricing-annual-billing', 'plan:plus#price'],
  },
  {
    previous: 'sync only discount on premium?',
    question: 'is that per month or per year',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    previous: 'If black friday pushes us to 600 orders on the plus plan, do we get charged extra?',
    question: 'and if it was 1,200 on premium, same deal?',
    expected: ['faq:pricing-order-limit', 'faq:order-limit', 'page:terms#6-plan-limits'],
  },
  {
    previous: 'Is the $500 charged every month or once?',
    question: 'and the 300 one?',
    expected: ['fee:csv-xml-ftp', 'faq:setup-fees'],
  },
  {
    previous: 'what do all the plans cost monthly',
    question: 'and if billed yearly?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing', 'plan:all#price'],
  },
  {
    previous: 'is Amazon MCF available on basic?',
    question: 'any setup fee for it?',
    expected: ['fee:pre-built', 'vendor:amazon', 'faq:setup-fees'],
  },
  {
    previous:
      'how many stores can i connect on basic? we have a main store and a seperate wholesale store',
    question: 'and on plus',
    expected: ['plan:plus#stores', 'plan:all#stores'],
  },

  // (10) Next to pricing, but the site does not say
  {
    question: 'do you have a startup discount for brand new stores?',
    expected: ['fallback'],
  },
  {
    question: 'any coupon code for black friday?',
    expected: ['fallback'],
  },
  {
    question:
      'does a product with 30 variants (sizes/colors) count as 30 products or 1 towards the product limit',
    expected: ['fallback'],
  },
  {
    question: 'how much does shopify itself charge per month on top of your price',
    expected: ['fallback'],
  },
  {
    question: 'do you have a referral program, like credit if i send another store your way',
    expected: ['fallback'],
  },
  {
    question: 'do you offer a lifetime deal? one payment and done',
    expected: ['fallback'],
  },
  {
    question: 'will you price match if a competitor quotes us less?',
    expected: ['fallback'],
  },

  // (11) Half answered: one part the site covers, one it does not
  {
    question: 'how much is premium annually, and do you give nonprofits a discount?',
    expected: ['faq:pricing-annual-billing', 'plan:premium#price'],
    wording: false,
  },
  {
    question: 'setup fees for 6 custom vendors at once — is there any bulk discount on those?',
    expected: ['fee:all', 'faq:setup-fees'],
    wording: false,
  },
  {
    question: 'can I stack the sync-only discount with the annual 10% off?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
    wording: false,
  },
  {
    question: "what's plus monthly and can i pay for it with paypal",
    expected: ['plan:plus#price'],
    wording: false,
  },
  {
    question:
      'what is the setup fee for a custom API vendor, and is it billed during the free trial or after?',
    expected: ['fee:custom-api', 'faq:setup-fees'],
    wording: false,
  },
  {
    question:
      'we have 5 vendors and 2 stores so plus i guess? also do you integrate with quickbooks for the vendor invoices',
    expected: ['faq:plan-limits', 'plan:plus'],
    wording: false,
  },
];
