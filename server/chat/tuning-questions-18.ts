/**
 * Eighteenth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. Long messages with context: each sender first explains who
 * they are and what went wrong (trade, store count, vendors, tools, numbers, feelings), or asks
 * indirectly, so the actual question has to be found inside the message.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions18: BotQuestion[] = [
  // (1) Plans and limits, asked with the merchant's background
  {
    question:
      "Hi, we run a lighting store on Shopify with about 3,500 SKUs from Nora, Kuzco and Maxim, and we're adding a fourth manufacturer next quarter. Until now a VA has been updating everything from spreadsheets. I was wondering whether the Plus plan would cover four vendors and that many products, or if we need to go higher?",
    expected: ['plan:plus#vendors', 'plan:plus#products', 'faq:plan-limits', 'plan:plus#features'],
  },
  {
    question:
      "We have three Shopify stores (US, Canada and a wholesale store) that all sell the same five brands. The app we use today charges per store and it's getting silly. How many stores can be connected on each of your plans?",
    expected: [
      'plan:all#stores',
      'faq:plan-limits',
      'faq:supported-platforms',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question:
      "Some background: we're a small pet supply shop, just me and my partner. We do maybe 150 orders a month in winter, but around Black Friday it jumps to 350 or more. I'm looking at Basic with its 200 orders. Could you tell me what happens in the months we blow past that? Do orders just stop going to the distributor?",
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
      'I run an aftermarket auto parts site with a handful of distributors, and we keep our ERP in sync through middleware we built in-house. Two questions really: what is the product cap on Premium, and does that tier include API access so the ERP can push products to you directly?',
    expected: [
      'plan:premium#products',
      'plan:premium#features',
      'faq:plan-features',
      'faq:plan-limits',
    ],
  },
  {
    question:
      "We're a mid-size home décor retailer. Cyan Design is our biggest vendor, plus about fifteen small makers who email us Excel sheets, so realistically we need 16+ vendors connected. Is there a tier with no cap on vendors, and how is it priced?",
    expected: [
      'plan:enterprise#vendors',
      'faq:pricing-enterprise',
      'plan:enterprise#price',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
    ],
  },
  {
    question:
      "I'm comparing you with two other tools for my boss, and she asked me specifically what you get on Premium that you don't get on Plus, apart from the bigger numbers. Features, basically.",
    expected: ['plan:premium#features', 'faq:plan-features', 'plan:plus#features'],
  },
  {
    question:
      "We're an adult boutique and we buy from Williams Trading and Honey's Place, forwarding every order through their portals by hand. Before I sign up I'd like to know if those two distributors are available on the cheapest plan or if I have to pay more for them.",
    expected: ['vendor:williams', 'vendor:honey', 'faq:supported-vendors', 'faq:plan-features'],
  },
  {
    question:
      'Our ops team is in Arizona and our last integration provider was a nightmare: a sync broke on a Saturday and nobody answered until Tuesday. What kind of support response would we actually get on Plus compared with Premium?',
    expected: [
      'faq:support-response-times',
      'company:response-times',
      'faq:support-hours',
      'plan:premium#features',
    ],
  },
  {
    question:
      "We sell on Shopify, but about 30% of our volume comes from Etsy and eBay, and we're tired of overselling between them. Could you tell me if VendorHub can sync our Etsy and eBay listings as well, or is it just Shopify?",
    expected: ['faq:supported-platforms', 'faq:what-is-vendorhub'],
  },
  {
    question:
      "My boss at a lamp retailer forwarded me your website and asked me to write a one-paragraph summary for the team meeting tomorrow. I've skimmed a few pages but honestly I'm still fuzzy: in plain words, what does VendorHub do?",
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work'],
  },
  {
    question:
      "We're a single-brand DTC company: we make all our candles in our own workshop and ship them ourselves. A friend who runs a dropshipping store swears by VendorHub. I'm trying to figure out if it's even meant for a business like ours.",
    expected: ['faq:who-is-vendorhub-for'],
  },

  // (2) Billing, trial and setup fees
  {
    question:
      "We're a Canadian retailer, so all our books are in CAD and our accountant always asks about GST on software. Are your plan prices in US dollars, and is tax already included in the price shown?",
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      "I've been burned before by 'free trials' that quietly auto-charge. We're a two-person candle and soap shop and money is tight. Does starting your trial require me to enter a credit card?",
    expected: [
      'faq:pricing-trial-card',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'faq:free-trial',
    ],
  },
  {
    previous:
      "I've been burned before by 'free trials' that quietly auto-charge. We're a two-person candle and soap shop and money is tight. Does starting your trial require me to enter a credit card?",
    question:
      'ok, fair enough. So if I forget to cancel, on which day exactly does the first charge happen? I want to put it in my calendar.',
    expected: ['faq:pricing-trial-card', 'faq:pricing-free-trial', 'page:terms#4-free-trial'],
  },
  {
    question:
      "Our catalog from Quorum alone is around 2,000 products, and I'd like to test the whole thing before committing to anything. Is there a cap on how many products I can sync while I'm on the trial?",
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
      'doc:product-creation#product-limits-by-plan',
    ],
  },
  {
    question:
      "We signed up for Basic in March to try things with one vendor. It worked great, and now we've signed two more distributors. If I move up to Plus in the middle of the month, am I charged the full Plus price again or only the difference?",
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'Our CFO wants every software subscription on a yearly invoice to keep accounts payable simple. If we go with Premium billed annually, what is the total we would pay up front?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:premium#price'],
  },
  {
    previous:
      'Our CFO wants every software subscription on a yearly invoice to keep accounts payable simple. If we go with Premium billed annually, what is the total we would pay up front?',
    question:
      "Thanks. She'll probably push back on that number, so what would the same yearly invoice look like on Plus instead?",
    expected: ['faq:pricing-annual-billing', 'plan:plus#price', 'faq:annual-billing'],
  },
  {
    question:
      'One of our suppliers is a small ceramics studio that emails us an Excel price list every Monday. Nobody on my team wants to upload it by hand each week. What would it cost to have your team pick that file up and map it for us?',
    expected: [
      'fee:csv-xml-ftp',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    question:
      "We ship everything ourselves from our own warehouse in Ohio, so order routing is useless to us. All we care about is keeping stock and prices in line with our suppliers. We're trying to figure out whether there's a cheaper way to use VendorHub for just that.",
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question:
      "Our main distributor has a proper REST API with decent docs, but it isn't in your list, so obviously you'd need to build the connector. Is that a one-off fee or something monthly, and how much are we talking?",
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor#setup-fees-and-timing',
    ],
  },
  {
    previous:
      "Our main distributor has a proper REST API with decent docs, but it isn't in your list, so obviously you'd need to build the connector. Is that a one-off fee or something monthly, and how much are we talking?",
    question:
      'Makes sense. Our peak season starts in three weeks though, so how long does it usually take from approval until the connector is live?',
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
    ],
  },
  {
    question:
      "We paid for a year of Plus in January, but our company is being acquired and the new owners run a completely different system. Is it possible to get money back for the months we won't use?",
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },

  // (3) The vendor catalogue
  {
    question:
      'I manage e-commerce for a lighting showroom in New Jersey. We carry mostly high-end crystal pieces from Allegri and Crystorama. Is Allegri one of your ready-made integrations, and does it connect by API or by file?',
    expected: ['vendor:allegri'],
  },
  {
    question:
      'We keep our inventory in Amazon FBA and just opened a Shopify store as a second channel. Right now I copy each Shopify order into Seller Central by hand so Amazon ships it. Can VendorHub send those orders to Amazon for fulfillment automatically?',
    expected: ['vendor:amazon'],
  },
  {
    question:
      "I work at a regional distributor of outdoor furniture, and a lot of the retailers we supply run Shopify stores. Several of them have mentioned VendorHub to us. What's the process for getting our company added as an integration on your side?",
    expected: [
      'page:about#team',
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
  },
  {
    question:
      "We're a powersports dealer, mostly ATV and dirt bike parts, and Parts Unlimited is our main distributor. Their data feed has been a constant headache. I noticed an automotive section on your integrations page: is Parts Unlimited something I can use today?",
    expected: ['vendor:parts-unlimited'],
  },
  {
    previous:
      "We're a powersports dealer, mostly ATV and dirt bike parts, and Parts Unlimited is our main distributor. Their data feed has been a constant headache. I noticed an automotive section on your integrations page: is Parts Unlimited something I can use today?",
    question:
      "Got it. We're also starting a wheels and tires line next year through WheelPros. Where does that one stand?",
    expected: ['vendor:wheelpros'],
  },
  {
    question:
      "I run the online shop for a network of small physical therapy clinics, and we source most consumables from McKesson. Ordering is all manual at the moment. Could you tell me if you're integrated with McKesson yet?",
    expected: ['vendor:mckesson'],
  },
  {
    previous:
      "I run the online shop for a network of small physical therapy clinics, and we source most consumables from McKesson. Ordering is all manual at the moment. Could you tell me if you're integrated with McKesson yet?",
    question:
      'Hm, OK. We could switch some items to Medline if that works better. Is Medline any further along?',
    expected: ['vendor:medline'],
  },
  {
    question:
      'Our brand sells wholesale to about 30 boutiques, and a few of them want to drop-ship straight from our Shopify store instead of buying stock. Can a retailer use VendorHub to treat our Shopify store as their vendor, and which plan would they need for it?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      "We're launching an intimate wellness store next month, and our rep at Entrenue says they have an API. Does your Entrenue connection submit the orders to them automatically, or would we still be placing them in their portal?",
    expected: ['vendor:entrenue', 'case-study:condomania'],
  },
  {
    question:
      "We already use Honey's Place through you on Plus and it's been smooth. Now we're adding Holiday Products as a second adult distributor. Is Holiday Products supported, and will there be a setup fee for it?",
    expected: ['vendor:holiday', 'fee:pre-built'],
  },
  {
    question:
      "We sell heirloom furniture and James+James is a brand we'd love to carry. On your integrations page it has a 'beta' label next to it. What does that mean in practice, and could I use it on the Plus plan?",
    expected: ['vendor:james-james'],
  },
  {
    question:
      "We stock garden furniture from a Danish brand that only gives retailers a B2B portal login, no API, no feed. They're not in your list at all. How would I go about asking you to add them?",
    expected: [
      'vendor:unknown',
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:supported-vendors',
    ],
  },

  // (4) Getting set up: merchants and agencies
  {
    question:
      "I run a small Shopify agency and we're onboarding a client, a furniture retailer, onto VendorHub next week. I'm a collaborator on their store but not the owner. Can I create the VendorHub app from my account, or does it have to be done by the store owner?",
    expected: [
      'doc:connect-shopify#before-you-start',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:quick-start-guide#before-you-start',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "I tried to follow a YouTube tutorial to connect our store, but there's no 'Create an app' button under Develop apps in our admin anymore, and no access token anywhere to copy. Did something change on Shopify's side?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "Honestly, I'm not technical at all. I sell vintage-style lamps and my nephew set up my Shopify for me. I'd much rather your team handled the connecting part. Is that possible, and what would I need to send you?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question:
      'We connected our store to VendorHub back in 2024 with the old admin API token. With all the Shopify app changes this year, do we need to redo anything on our end?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      "We're replacing an in-house Python script that our developer wrote before he left. We have four vendors, two of them FTP lighting feeds that you already support. Realistically, how long does it take to get set up with you?",
    expected: ['faq:setup-time', 'doc:quick-start-guide#how-long-each-step-takes'],
  },
  {
    question:
      "I signed up for Plus on Saturday morning and got the payment receipt, but no account confirmation yet, and it's Sunday night now. Is that normal or did something go wrong?",
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question:
      "Bit embarrassing: our freelance developer committed the client secret of our VendorHub Dev Dashboard app to a public GitHub repo. We've deleted the commit already. What else do we need to do, on Shopify and in VendorHub?",
    expected: [
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question:
      'We already have nine retail shops and a warehouse set up as locations in Shopify, and we want to add six vendors. Someone told me Shopify caps the number of locations. Is that going to clash with VendorHub needing a location for each vendor?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },

  // (5) Sync, inventory and pricing
  {
    question:
      "We sell Maxim and Quorum fixtures, and both have strict MAP policies. In 2023 we got a warning letter because our old app didn't update costs in time. If I set a 40% markup and the result lands under MAP, what does VendorHub do with the price?",
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      'Odd one. One of our décor suppliers has a feed where a few items have a MAP higher than the MSRP (their data is a mess, honestly). We have both the MAP and the MSRP options switched on. Which one wins in that case?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      "Our merchandiser likes to hand-tweak prices in Shopify for promotions, rounding to .99 and so on. Last week all her changes were reverted overnight and she's furious. Is VendorHub doing that, and how do we stop it?",
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'We sell collars and leashes from a distributor that also supplies the big pet chains, so their stock disappears fast and we oversold 14 orders last month. What safety stock number should I be setting, roughly?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "Our current setup is a CSV importer on a cron job that runs once a day at 2 am, and we get a steady stream of 'sorry, that's actually out of stock' emails to customers. How often does VendorHub refresh stock from the vendors?",
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "We spent weeks with an SEO agency rewriting product descriptions and titles. If we link these products to their vendor in VendorHub, will the next sync overwrite our copy with the vendor's text?",
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question:
      'We already have about 1,800 Kuzco products in Shopify that we imported by hand years ago. If I connect Kuzco in VendorHub now, is it going to create all of them a second time?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation#link-products-you-already-sell',
    ],
  },
  {
    previous:
      'We already have about 1,800 Kuzco products in Shopify that we imported by hand years ago. If I connect Kuzco in VendorHub now, is it going to create all of them a second time?',
    question:
      'Good. And linking those 1,800 to Kuzco in one go, is that something you charge extra for?',
    expected: ['doc:product-creation#link-products-you-already-sell', 'faq:existing-products'],
  },
  {
    question:
      "I'm on Basic with one supplier whose 600-item catalog has terrible descriptions, all caps and no punctuation. I was wondering whether I can use your AI to write the listings in bulk on my plan.",
    expected: [
      'faq:ai-listing-creation',
      'doc:product-creation#create-products-in-bulk',
      'plan:basic#features',
      'faq:plan-features',
    ],
  },
  {
    question:
      'We used to link products to suppliers with a clunky import tool. Our VA asked me whether she can just add a tag to a product in Shopify to connect it to a vendor, instead of logging in to your dashboard every time.',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing#link-a-product-by-tagging-it'],
  },
  {
    question:
      "We're dropping about 200 fixtures from one vendor because they keep arriving damaged. If I delete them in Shopify, what happens on your side? Will the next sync bring them back?",
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question:
      'For the stock we keep at Amazon through MCF, we set our own prices in Shopify and only want the quantities to come through. Can price sync be turned off for just that one vendor?',
    expected: [
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules#price-and-cost-sync',
      'vendor:amazon',
    ],
  },
  {
    question:
      "One of our apparel brands sends a weekly CSV with its own column names, like 'Style#', 'OnHand' and 'WHSL'. Do we have to reformat it to your layout every week before uploading?",
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "On a vendor's page I see 'By webhook 312, By Search & Push 40, By API 0'. My co-founder set this up and he's on holiday. What does 'by webhook' actually mean there?",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },

  // (6) Orders and tracking
  {
    question:
      'Lots of our customers buy a chandelier from one brand and bulbs from another in the same order. Right now my assistant splits those by hand and emails two vendors. How does VendorHub handle an order with items from two different vendors?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:order-management',
    ],
  },
  {
    question:
      "We set up our third vendor last night, and this morning two customers complained that they couldn't check out: no shipping methods showed up, but only for that vendor's items. Everything else is fine. Any idea what we missed?",
    expected: ['doc:order-management#no-shipping-options-at-checkout', 'doc:order-management'],
  },
  {
    question:
      'Some of our patio furniture is made to order with 10 to 12 week lead times. Will VendorHub still add the tracking number to the Shopify order when it finally ships months after it was placed?',
    expected: ['doc:order-management#orders-older-than-60-days'],
  },

  // (7) Troubleshooting
  {
    question:
      "Monday morning, every single product from one of our FTP vendors shows a failing health check. The other vendors are fine. Our IT guy changed a bunch of passwords over the weekend, not sure if that's related.",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question:
      'Since yesterday, products from ALL of our vendors are failing the health check. Our developer uninstalled and reinstalled a bunch of apps while he was debugging a theme issue. Could that be it, and how do I fix it?',
    expected: ['doc:health-check#changed-store-permissions', 'doc:health-check'],
  },
  {
    question:
      "I created the collection for Crystorama the way the guide said, but it's empty, even though the products have the tag. I set the condition to 'tag contains crystorama' so it would catch variations. What am I doing wrong?",
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  {
    question:
      "About twenty minutes ago I added a new location in Shopify for our newest vendor, but it doesn't show up in the VendorHub dropdown when I try to map the vendor. Do I have to wait longer?",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question:
      "The vendor has 4 units of our best-selling pendant, but our store shows 0 and it's marked sold out. When we onboarded we set the safety stock to 5 because we oversold last Christmas. Is that what's causing it?",
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question:
      "Weird one: prices and costs for our Cyan Design items update every hour like clockwork, but the quantities haven't changed in days, even though I know the vendor sold out of a few pieces.",
    expected: [
      'doc:quantity-check#check-3-qty-is-selected',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
    ],
  },
  {
    question:
      "A handful of products fail their health check. I compared them and our SKUs don't have the leading zero the vendor uses; we migrated from WooCommerce last year and the import stripped them. Is that enough to break it?",
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },

  // (8) Procurement, legal and data handling
  {
    question:
      "I'm in procurement at a mid-size retailer, doing vendor due diligence before we sign. Our infosec questionnaire asks for SOC 2 evidence and whether you will sign a data processing agreement. Who should I contact for those documents?",
    expected: ['faq:compliance', 'page:terms#8-your-data', 'company:hosting'],
  },
  {
    question:
      "I'm outside counsel for a retailer reviewing your terms of service. Which state's law governs the agreement, and where would any disputes be heard?",
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question:
      'Our legal team wants to know how your liability is capped under the standard terms. We had an incident with a previous provider where pricing errors cost us about $40k, so this is a big deal for us.',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question:
      "We're based in Germany and sell across the EU. Our data protection officer is asking where customer data is stored and how any transfer to the US is handled legally.",
    expected: [
      'page:privacy#6-where-your-data-is-hosted',
      'faq:data-hosting',
      'company:hosting',
      'faq:compliance',
    ],
  },
  {
    question:
      "We sell Christmas décor, so we're thinking of cancelling for the off-season and coming back in September. How long would you keep our vendors and settings after we cancel, so we don't have to redo everything?",
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question:
      "Our legal team flagged the 'AI' features during review. Could you tell me whether our customers' personal data, like the names and addresses on orders, is used to train AI models?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question:
      'Our privacy officer needs the categories of third parties you share personal data with, for our record of processing. Where can I find that?',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question:
      "I'm browsing from an office with a strict IT policy, and I noticed there's no cookie banner on your site, which is unusual. Does the VendorHub website set cookies or trackers at all?",
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#1-cookies-and-local-storage',
    ],
  },
  {
    question:
      "We'll be handing you FTP logins for eight manufacturers plus our Honey's Place API key. Our IT lead is nervous about storing those with a third party. How are they protected on your side?",
    expected: ['faq:vendor-credentials'],
  },
  {
    question:
      "Someone emailed me claiming to be from VendorHub onboarding and asked for my Shopify login password 'to speed up setup'. Something felt off so I didn't reply. Is that legit?",
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question:
      'Our store is on Shopify Plus and every app goes through a security review. The reviewer needs the exact list of Admin API scopes the VendorHub app requests and why each one is needed.',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question:
      "Before I paste order details in here: I'm a bit paranoid about these things. Where does what I type into this chat go? Is it sent to OpenAI or some other AI company?",
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },
  {
    question:
      "I applied for the frontend role a couple of months ago and didn't get it, which is fine. How long will you keep my CV on file, and can I ask for it to be deleted now?",
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question:
      "We've decided to go with an ERP-based solution instead. How do I fully disconnect VendorHub from our store, and will the products it created disappear from Shopify when I do?",
    expected: ['faq:revoke-access', 'page:terms#10-cancellation-and-termination'],
  },

  // (9) Company, press, careers, case studies and releases
  {
    question:
      "I'm a reporter for a retail tech newsletter, writing a piece on dropshipping automation startups. Who started VendorHub, and when?",
    expected: ['page:about#story', 'company:founded', 'page:about#team'],
  },
  {
    previous:
      "I'm a reporter for a retail tech newsletter, writing a piece on dropshipping automation startups. Who started VendorHub, and when?",
    question: 'Thanks! For the same piece, roughly how many businesses use VendorHub today?',
    expected: ['page:about#story'],
  },
  {
    question:
      "Hi! I'm finishing a bootcamp and have about a year of Go from an internship at a logistics startup. I saw you're hiring a backend developer. Is that role remote, and could I apply from Portugal?",
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question:
      "I've done three years of Zendesk support for a Shopify app and I live in Manila. Is your Customer Support Specialist position open to people outside the US?",
    expected: ['job:customer-support-specialist'],
  },
  {
    question:
      "I'm a freelancer who builds Make and Zapier automations for e-commerce clients, mostly supplier feeds into Shopify. I'm looking for something full-time. Do any of your openings fit that kind of background?",
    expected: ['job:low-code-e-commerce-automation-specialist', 'jobs'],
  },
  {
    question:
      "We're a lighting store with eight manufacturers too, mostly on FTP feeds. Before I pitch this internally, I'd love to see how another retailer like us used VendorHub. Do you have an example?",
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question:
      "We're in apparel with two Shopify stores, one for the US and one for Canada, and sizes and colors make everything ten times harder. Do you have any customers like us who wrote up how it went?",
    expected: ['case-study:fashionplus', 'case-studies'],
  },
  {
    question:
      "I haven't logged in since the spring, and my team says the health check messages now link straight to help articles. What came out in the latest version?",
    expected: ['release:2.1.0'],
  },
  {
    question:
      "When did MSRP enforcement get added? We evaluated you in early 2025 and I'm fairly sure there was only a MAP option back then.",
    expected: ['release:1.9.0'],
  },
  {
    question:
      "Our CEO is old school and prefers a phone call to chatting. What's your phone number, and where's your office? He's in New York next month and might want to stop by.",
    expected: ['company:contact'],
  },
  {
    question:
      "We're in London, so I'm trying to work out when your support team is actually online in our time. What hours do they work?",
    expected: ['faq:support-hours', 'company:support-hours', 'doc:quick-start-guide#get-help'],
  },

  // (10) Half answered: one part the site answers, one it does not
  {
    question:
      "We're a pet store on Plus with four suppliers. How many vendors can we connect on that plan, and do you also help with sourcing, like finding new suppliers for us?",
    expected: ['plan:plus#vendors', 'faq:plan-limits'],
    wording: false,
  },
  {
    question:
      'Half of our warehouse staff speak Spanish and they would handle most tickets. What are your support hours, and is there phone support in Spanish?',
    expected: ['faq:support-hours', 'company:support-hours'],
    wording: false,
  },
  {
    question:
      "We're about to open an account with Nora Lighting. Is there a setup fee for connecting them through you, and does Nora give free freight above a certain order size?",
    expected: ['vendor:nora', 'fee:pre-built'],
    wording: false,
  },

  // (11) Not on the site
  {
    question:
      "Our Kuzco rep hinted that their MAP policy changes in January. Do you happen to know what Kuzco's new MAP percentage will be, so we can plan our margins?",
    expected: ['fallback'],
  },
  {
    question:
      'We run a furniture store and do all our bookkeeping in QuickBooks Online. Does VendorHub push vendor bills and invoices into QuickBooks automatically?',
    expected: ['fallback'],
  },
  {
    question:
      "We're torn between Honey's Place and Williams Trading as our main adult distributor. What wholesale discount does Honey's Place give a brand-new retailer?",
    expected: ['fallback'],
  },
  {
    question:
      'We are a Shopify agency and onboard maybe ten clients a year onto tools like yours. Do you have a referral or affiliate program that pays a commission per client?',
    expected: ['fallback'],
  },
  {
    question:
      "Our store runs the Dawn theme and it's gotten slow since we installed a pile of apps. Which Shopify theme would you recommend for a big lighting catalog?",
    expected: ['fallback'],
  },
  {
    question:
      'I do most of my store admin from my phone while I drive between trade shows. Is there a VendorHub app for iPhone I can download from the App Store?',
    expected: ['fallback'],
  },
];
