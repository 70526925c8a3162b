/**
 * Seventieth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch speaks for sceptical buyers: visitors who compare
 * VendorHub with their spreadsheet, a virtual assistant, other apps or an in-house build, and who
 * ask for proof, for what can go wrong, about lock-in, about the company and about store access.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions70: BotQuestion[] = [
  // (1) "My spreadsheet does this already"
  {
    question:
      'we currently download the supplier csv every morning and paste it into shopify. why would i pay 99 a month for this instead of my spreadsheet',
    expected: ['faq:who-is-vendorhub-for', 'case-study:fixturefarm', 'faq:what-is-vendorhub'],
  },
  {
    question:
      "honestly my google sheet + a zap does the stock updates fine. what do you do that a sheet can't?",
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work'],
  },
  {
    question:
      "How often does the stock actually update? If it's once a day that's no better than what I do now.",
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question:
      'my vendor only emails me an excel file every week, no api. does that even work or is this only for big suppliers with fancy apis',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:supported-vendors',
      'doc:add-vendor#vendor-types',
    ],
  },
  {
    question: "So I'd still have to upload the spreadsheet myself each time? then what's the point",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
    ],
  },
  {
    question:
      "do i still have to copy tracking numbers from the distributor's portal into shopify by hand?",
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question:
      'my spreadsheet has our own markup per supplier, 40% on one and 55% on another. can you replicate that or is it one markup for everything',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
    ],
  },
  {
    question:
      "the vendor's file has weird column names like QTY_AVAIL and ITEM#. will your thing choke on that",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },

  // (2) "I could just pay a virtual assistant"
  {
    question:
      'We pay a VA about $600/month to update inventory and forward orders to suppliers. Convince me this is better.',
    expected: ['faq:who-is-vendorhub-for', 'faq:what-is-vendorhub', 'plan:all#price'],
  },
  {
    question:
      'a human VA notices when a supplier price looks off. does your software just blindly push whatever the vendor sends??',
    expected: [
      'faq:price-rules',
      'page:terms#11-disclaimers-and-limitation-of-liability',
      'doc:pricing-rules#when-map-is-above-msrp',
    ],
  },
  {
    question: 'how many hours a week does this actually save? our VA spends about 20 hrs on it',
    expected: ['case-study:fixturefarm', 'case-studies', 'page:about#story'],
  },

  // (3) Other apps, building it in-house, platform risk
  {
    question: 'how are you different from syncee or dsers?',
    expected: ['fallback'],
  },
  {
    question: "why wouldn't I just use one of the $5 stock sync apps from the shopify app store",
    expected: ['fallback'],
  },
  {
    question:
      'we have an in-house dev. can he plug our ERP into vendorhub instead of us building the whole vendor integration thing ourselves?',
    expected: [
      'doc:api-reference#token',
      'faq:plan-features',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'is vendorhub an app store app with reviews I can read, or something else?',
    expected: [
      'doc:connect-shopify',
      'doc:connect-shopify#choose-a-method',
      'faq:supported-platforms',
    ],
    wording: false,
  },
  {
    question:
      'we might move off shopify to bigcommerce next year. do you support that or are we stuck',
    expected: ['faq:supported-platforms'],
  },
  {
    question:
      'shopify keeps changing their api (that custom app thing in 2026). will my connection just break one day?',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
    ],
  },
  {
    question:
      'if i hire a freelancer on upwork to build a connector for my one weird supplier, is that cheaper than your setup fee?',
    expected: ['fee:all', 'faq:setup-fees', 'faq:pricing-setup-fees'],
    wording: false,
  },
  {
    question:
      "what's your API rate limit? want to know if it's usable for a real integration before we commit",
    expected: ['doc:api-reference#rate-limits'],
  },

  // (4) Proof: case studies, figures, customers
  {
    question: 'do you have any case studies or is this brand new',
    expected: ['case-studies'],
  },
  {
    previous: 'do you have any case studies or is this brand new',
    question: 'ok which one is closest to a lighting store?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'where does the 92% fewer inventory discrepancies number come from? sounds made up',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: '85% less manual data entry — measured on real customers or is it marketing fluff',
    expected: ['case-study:evertail', 'case-studies'],
  },
  {
    question: 'The testimonial from Megan at FixtureFarm, is there a full write-up I can read?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: "any adult stores using this? we buy from williams trading and honey's place",
    expected: ['case-study:condomania', 'vendor:williams', 'vendor:honey'],
  },
  {
    question: "did condomania actually get numbers out of it? i don't see any percentages",
    expected: ['case-study:condomania'],
  },
  {
    question: 'fashionplus runs 2 stores with you, was that on one plan or did they pay twice',
    expected: ['case-study:fashionplus', 'plan:plus#stores'],
  },
  {
    question:
      'how long did it actually take your customers to get live? real examples, not the sales pitch',
    expected: ['case-study:fixturefarm', 'case-study:evertail', 'faq:setup-time'],
  },
  {
    question:
      "it's just me and my wife running the shop. is this overkill for a 2 person business?",
    expected: ['case-study:evertail', 'faq:who-is-vendorhub-for'],
  },
  {
    question: 'got any examples with pet supplies or clothing brands',
    expected: ['case-study:evertail', 'case-study:fashionplus'],
  },
  {
    question: 'how many merchants actually use vendorhub right now',
    expected: ['page:about#story'],
  },
  {
    question:
      'Can I speak to one of your existing customers as a reference before I sign anything?',
    expected: ['fallback'],
  },

  // (5) What could go wrong
  {
    question:
      "what if the sync breaks at 2am and i oversell a bunch of stuff. who's on the hook for that",
    expected: [
      'page:terms#11-disclaimers-and-limitation-of-liability',
      'faq:support-hours',
      'faq:quantity-delta',
    ],
  },
  {
    question: "what happens when my supplier changes their ftp password and doesn't tell me",
    expected: ['doc:health-check#expired-vendor-credentials', 'faq:health-checks'],
  },
  {
    question: 'how would i even know if something silently stopped syncing?',
    expected: [
      'faq:health-checks',
      'doc:inventory-management#how-inventory-sync-works',
      'page:terms#9-acceptable-use-and-third-party-services',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question:
      'Can I review the AI descriptions before they go live, and which model writes them, GPT-4?',
    expected: [
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#push-products-to-your-store',
      'doc:search-and-push#premium-tools-in-search-and-push',
    ],
    wording: false,
  },
  {
    question:
      "what if it prices something under MAP and the brand sends us a warning letter? we've had that happen before",
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#when-map-is-above-msrp',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'will it overwrite the sale prices i set manually in shopify?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
    ],
  },
  {
    question:
      'worst case scenario: I connect it and it duplicates my 3,000 existing products. has that ever happened?',
    expected: ['faq:existing-products', 'doc:product-creation#duplicate-skus-are-never-created'],
  },
  {
    question: 'if I delete a product in Shopify will your tool keep recreating it?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'what if an order goes to the vendor and they just never ship it. does vendorhub chase them or is that on me',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      'heard from a friend that after setup customers couldnt see any shipping options at checkout. is that a vendorhub bug',
    expected: ['doc:order-management#no-shipping-options-at-checkout'],
  },
  {
    question: 'do you guarantee uptime? any SLA?',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question: 'If your system screws up and I lose sales, do you compensate me or refund anything?',
    expected: [
      'page:terms#11-disclaimers-and-limitation-of-liability',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      "my supplier sells the same stock to like 50 other stores, hourly isn't fast enough, I'll still oversell",
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    question: "what if our SKUs don't match the supplier's exactly? ours all have a store prefix",
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    question:
      "what happens if shopify is down or my vendor's API is down, is that your problem or theirs",
    expected: ['page:terms#9-acceptable-use-and-third-party-services'],
  },

  // (6) Lock-in, cancelling, leaving
  {
    question: 'is there a contract or can I cancel whenever?',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:data-after-cancellation'],
  },
  {
    previous: 'is there a contract or can I cancel whenever?',
    question: 'and my data, how long do you hang on to it after that?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'if i stop paying do all the products you created disappear from my store??',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },
  {
    question: "who owns my product and order data once it's sitting in your system",
    expected: ['page:terms#8-your-data'],
  },
  {
    question: 'can i get a copy/export of my data if we leave',
    expected: ['page:privacy#9-your-rights', 'page:terms#8-your-data'],
  },
  {
    question:
      "we'd go annual for the discount, but if we cancel after 3 months do we get the rest refunded?",
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
      'faq:pricing-annual-billing',
    ],
  },
  {
    question: 'how do i kick vendorhub out of my store completely if it doesnt work out',
    expected: ['faq:revoke-access'],
  },
  {
    question: "can you just jack up the price after we've signed up and moved everything over?",
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: "if we outgrow a plan or it's too much, how painful is it to switch plans",
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question: 'If I come back a month after cancelling, do I have to set everything up again?',
    expected: [
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'company:retention',
    ],
  },

  // (7) Who is behind VendorHub, and how big it is
  {
    question: 'who actually runs vendorhub? is there a real company behind this or just a website',
    expected: ['page:about#team', 'page:about#story', 'company:contact'],
  },
  {
    question: 'when was the company founded',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    previous: 'when was the company founded',
    question: 'and how many customers do you have now?',
    expected: ['page:about#story'],
  },
  {
    question: "how big is your team? I don't want to depend on a 2-person shop",
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: 'where are you guys based, is there a real office address?',
    expected: ['company:contact'],
  },
  {
    question: 'are you VC funded or bootstrapped?',
    expected: ['fallback'],
  },
  {
    question: "are you profitable? worried you'll go under in a year and leave us stranded",
    expected: ['fallback'],
  },
  {
    question: "who's your CTO and what's their background",
    expected: ['page:about#team'],
  },
  {
    previous: "who's your CTO and what's their background",
    question: 'and the ceo?',
    expected: ['page:about#team'],
  },
  {
    question: 'is vendorhub owned by shopify or an official shopify partner?',
    expected: ['fallback'],
  },
  {
    question: 'who actually builds the vendor connectors, in-house engineers or outsourced?',
    expected: ['page:about#team'],
  },
  {
    question: "how long have you been around, and what's your customer churn rate like?",
    expected: ['company:founded', 'page:about#story'],
    wording: false,
  },

  // (8) Is it safe to give it store access?
  {
    question:
      "I'm nervous about giving a third party admin access to my store. what exactly can you see and change?",
    expected: [
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'do you need my shopify login password?',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    previous: 'do you need my shopify login password?',
    question: 'then how do you get into the store?',
    expected: ['doc:connect-shopify#choose-a-method', 'faq:store-password', 'doc:connect-shopify'],
  },
  {
    question: "why on earth do you need read_customers, that's my customers' personal info",
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question: 'why do you want access to ALL orders, even old ones?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'is my data encrypted?',
    expected: ['faq:data-hosting', 'page:privacy#7-how-we-protect-it', 'company:hosting'],
  },
  {
    previous: 'is my data encrypted?',
    question: 'and where is it physically stored',
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: "Are you actually SOC 2 audited or just 'compliant'? can we see the report",
    expected: ['faq:compliance', 'company:hosting'],
  },
  {
    question: "we're a german company, gdpr is non-negotiable. do you have a DPA we can sign?",
    expected: [
      'faq:compliance',
      'page:terms#8-your-data',
      'page:privacy#6-where-your-data-is-hosted',
    ],
  },
  {
    question: 'do you sell my customer data or use it to train your AI?',
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'who else gets my data? list of subprocessors?',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question: 'how do you store my supplier API keys and FTP passwords',
    expected: ['faq:vendor-credentials'],
  },
  {
    previous: 'how do you store my supplier API keys and FTP passwords',
    question: 'can i delete them myself later?',
    expected: ['faq:vendor-credentials'],
  },
  {
    question: 'can your staff poke around in my store whenever they feel like it?',
    expected: ['page:privacy#7-how-we-protect-it', 'faq:data-hosting'],
  },
  {
    question:
      'collaborator access sounds sketchy. what does it actually let your team do in my shopify',
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
      'faq:store-permissions',
    ],
  },
  {
    question: 'has vendorhub ever had a data breach or security incident?',
    expected: ['fallback'],
  },
  {
    question: 'do you support 2FA or SSO for logging into the vendorhub dashboard',
    expected: ['fallback'],
  },
  {
    question: 'does this chat send what i type to openai or some other AI company',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },
  {
    question: 'does your website track me with cookies or pixels?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question:
      "someone emailed asking for my store password saying they're from vendorhub support. legit?",
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },

  // (9) Price objections and hidden costs
  {
    question: 'are there any hidden fees on top of the monthly price',
    expected: ['faq:setup-fees', 'fee:all', 'faq:pricing-currency-tax', 'faq:pricing-order-limit'],
  },
  {
    question:
      'do you slap me with overage charges if i go over my order limit? another app did that to us',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    previous:
      'do you slap me with overage charges if i go over my order limit? another app did that to us',
    question: 'ok and what is the limit on premium anyway',
    expected: [
      'plan:premium#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question: '$300 setup for a csv feed seems steep when i could just upload the file myself?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'faq:pricing-setup-fees',
    ],
  },
  {
    previous: '$300 setup for a csv feed seems steep when i could just upload the file myself?',
    question: "and for a vendor with a proper api that you don't have yet?",
    expected: ['fee:custom-api', 'faq:setup-fees', 'faq:pricing-setup-fees'],
  },
  {
    question: 'is the trial actually free or do you charge my card right away',
    expected: ['faq:pricing-trial-card', 'page:terms#4-free-trial'],
  },
  {
    previous: 'is the trial actually free or do you charge my card right away',
    question: 'what if i forget to cancel before it ends',
    expected: ['faq:pricing-trial-card', 'page:terms#4-free-trial'],
  },
  {
    question: "100 products in the trial isn't enough to test my 8,000 SKU catalog properly",
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: "we only need stock sync, not orders. why pay for order routing we won't use",
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only'],
  },
  {
    previous: "we only need stock sync, not orders. why pay for order routing we won't use",
    question: 'how much off on plus then',
    expected: ['sync-only:plus', 'faq:pricing-product-sync-only', 'faq:product-sync-only'],
  },
  {
    question: 'any startup or nonprofit discount? and is paying yearly cheaper?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
    wording: false,
  },
];
