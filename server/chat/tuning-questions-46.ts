/**
 * Forty-sixth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is made of long chat messages: the visitor first
 * describes their store, their vendors, what happened or who is asking, and only then asks,
 * sometimes with the real question buried in the middle of the message.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions46: BotQuestion[] = [
  // (1) Plans, limits and prices
  {
    question:
      "Hi, I run one Shopify store that sells lighting and right now we buy from two manufacturers. My business partner is doing the numbers this week. What does your cheapest plan cost per month if we pay month to month? We might add a third manufacturer next year, so I'd also like to know if that would still fit.",
    expected: [
      'plan:basic#price',
      'plan:basic#vendors',
      'faq:plan-limits',
      'plan:all#price',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    question:
      "We're a home decor retailer with two Shopify stores, one for the US and one for Canada. Between them we work with nine suppliers, and I was looking at Plus, but I have a feeling it tops out before that. Which of your plans actually covers nine vendors? And what would that plan cost us?",
    expected: [
      'plan:premium#vendors',
      'plan:all#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'plan:premium#price',
    ],
  },
  {
    question:
      "I'm putting together a budget proposal for my manager. Once all our distributors are connected we'll have around 18,000 SKUs in the store. I need to show her which tier can hold that many products, and how many products the cheaper tiers allow, so she understands why we can't go lower.",
    expected: [
      'plan:all#products',
      'faq:plan-limits',
      'doc:product-creation#product-limits-by-plan',
      'plan:premium#products',
    ],
  },
  {
    question:
      'we do roughly 250-300 orders a month most of the year but around 600 in november and december. looking at the Plus plan mainly for the free AI bulk listings. how many orders a month does Plus include? just trying to see how far over we would go in peak season',
    expected: [
      'plan:plus#orders',
      'plan:all#orders',
      'faq:plan-limits',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question:
      "Our group runs three brands, each on its own Shopify store, and we are planning a fourth storefront for next spring. All four would share most of the same suppliers. How many stores can be connected on Premium? If that's not enough, what is the option above it and how does it work?",
    expected: [
      'plan:premium#stores',
      'plan:all#stores',
      'faq:supported-platforms',
      'plan:enterprise#stores',
      'faq:pricing-enterprise',
    ],
  },
  {
    question:
      "We're a fairly large operation: more than 40 suppliers, several storefronts and a few thousand orders every month. None of the tiers on the pricing page fits us. How is Enterprise priced, is there a list price somewhere or do we have to get a quote?",
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  {
    question:
      'Hello, we are a company in Germany and our accountant is checking your offer before we sign up for Plus. She asks whether the prices on the website are in euros or dollars, and whether VAT is already included or added on top. Thank you!',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      "We've been on Basic for four months, paying monthly. My finance person would like to switch to yearly billing if it actually saves us something. How much would a full year of Basic cost if we pay annually, and what's the percentage saved compared with monthly?",
    expected: [
      'faq:pricing-annual-billing',
      'faq:annual-billing',
      'plan:basic#price',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'ok and how many vendors do I get with that one? we have about ten distributors at the moment and want a bit of room to grow',
    previous: 'How much is the Premium plan?',
    expected: [
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'plan:all#vendors',
    ],
  },
  {
    question:
      "We ship everything from our own warehouse with our own staff, so we'd never use the order routing. All we want is stock and prices from our five suppliers kept in sync. Someone on a forum said you have a cheaper setup for that. How much less would Plus cost us if we only use product sync?",
    expected: [
      'sync-only:plus',
      'faq:product-sync-only',
      'faq:pricing-product-sync-only',
      'sync-only',
    ],
  },

  // (2) Trial, billing, plan changes and cancellation
  {
    question:
      "I started the trial yesterday to test with one of our lighting vendors. Their catalog has about 2,000 SKUs. Is there a cap on how many products I can sync during the 14 days? I don't want to set everything up and then find out half of it never came through.",
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
      'I clicked Start Free Trial and the checkout page is asking for my card before I have even tried the product, which surprised me. Is that normal for your trial? If I forget to cancel, on which day would I actually be charged?',
    expected: [
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question:
      "We started on Plus three months ago and we keep adding vendors, so it's time for Premium. Our billing date is the 3rd and today is the 17th. If I upgrade now, do I pay the whole Premium price again or only the difference? Also, will our vendors and price rules stay as they are?",
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'Business is slow after the holidays and I want to go from Premium down to Plus to save some money. We have nine vendors connected at the moment. When does a downgrade actually take effect, straight away or later? And what do I need to do about the vendors that are over the Plus limit?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      "We're closing one of our two stores at the end of the quarter, so I'll cancel its VendorHub subscription. We paid for the month on the 1st. Do we get money back for the unused days? And will the products VendorHub created in that Shopify store be deleted when we cancel?",
    expected: [
      'page:terms#10-cancellation-and-termination',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },

  // (3) Setup fees, timing and custom integrations
  {
    question:
      "Two of our suppliers are not in your catalog. One doesn't have an API and just drops a CSV on its FTP server every morning. The other has a proper REST API. What would the one-time costs be to get both of them connected?",
    expected: [
      'fee:all',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question:
      "We'd connect Maxim Lighting and Kalco Lighting, both of which I can see on your integrations page. Our old provider charged us a setup fee per vendor on top of the monthly price. Is there any setup charge for these two, or is it just the subscription?",
    expected: [
      'fee:pre-built',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'vendor:maxim',
      'vendor:kalco',
      'fee:all',
    ],
  },
  {
    question:
      "Our main supplier is a small regional company nobody has heard of, and it only shares an XML feed. It's definitely not on your list. How do I ask you to build a connection to them, and how long until I get a price?",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'vendor:unknown',
    ],
  },
  {
    question:
      "We have a product launch in about a week. One of the vendors for it sends a really messy Excel file with merged cells and odd column names, so it will need your team to set it up. Realistically, how long does an integration take from when we pay until it's live?",
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
      'faq:setup-time',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },

  // (4) Vendors in the catalogue
  {
    question:
      "We sell adult wellness products and currently buy from Williams Trading and Honey's Place, placing orders by hand on their portals. Do you have ready-made integrations for both of them? I also saw something about an extended catalog, so which plan would we need to get them?",
    expected: ['vendor:williams', 'vendor:honey', 'plan:plus#features', 'faq:supported-vendors'],
  },
  {
    question:
      'We carry a lot of Cyan Design pieces, mirrors, side tables, lamps and so on. Our buyer says Cyan only ever sends spreadsheets and never had an API. How does your Cyan integration get their stock and prices?',
    expected: ['vendor:cyan'],
  },
  {
    question:
      "I run a powersports and auto parts shop and Parts Unlimited is by far our biggest supplier. I saw the name on your integrations page but there's no Learn More button next to it. Can I use it with VendorHub today or is it not ready yet?",
    expected: ['vendor:parts-unlimited'],
  },
  {
    question:
      "Part of our stock sits in Amazon FBA, and we would like Shopify orders for those products to ship from there too. I'm not sure if that's something you handle. Would VendorHub also keep the Shopify quantity in line with what is left in FBA?",
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question:
      'One of our suppliers is a brand that runs its own Shopify store. Instead of sending spreadsheets they suggested we just connect the two stores somehow. Can VendorHub treat another Shopify store as a vendor? What would they have to give us for that?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      "is James+James available? we carry quite a bit of their furniture and I noticed the name on your integrations page, but there are no details or link for it. what's the status",
    expected: ['vendor:james-james'],
  },
  {
    question:
      "Our shop sells a lot of Crystorama and Allegri chandeliers. I'm fairly sure neither of them was on your list when I looked last spring. When did they become available as pre-built integrations?",
    expected: ['release:2.1.0', 'vendor:crystorama', 'vendor:allegri'],
  },
  {
    question:
      'great. and what about Quorum? we sell a lot of their ceiling fans, indoor and outdoor ones',
    previous: 'Do you support Nora Lighting?',
    expected: ['vendor:quorum'],
  },
  {
    question:
      "Nice. Which plan do I need for it though? I'm on Basic right now and I can't find it in the Add Vendor(s) list.",
    previous: 'Do you integrate with Entrenue?',
    expected: [
      'vendor:entrenue',
      'plan:plus#features',
      'faq:plan-features',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },

  // (5) Connecting Shopify and first setup
  {
    question:
      "I'm the store owner. I followed an older tutorial and went to Settings > Apps > Develop apps to create a custom app for you, but Shopify keeps sending me to something called the Dev Dashboard, and there's no access token to copy anywhere. What am I supposed to put in your Store Settings now?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
      'doc:quick-start-guide#step-2-connect-your-shopify-store',
    ],
  },
  {
    question:
      "Honestly I'm not technical at all, and the app permissions screen in Shopify scares me a bit. My nephew usually helps but he's away for a month. Can your people do the Shopify connection for me instead? What would I need to send you?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Our IT guy has a strict rule that nobody outside the company gets the store login. Your onboarding page talks about connecting our store, and he wants to know before we go further: will VendorHub need our Shopify admin password at any point?',
    expected: [
      'faq:store-password',
      'doc:connect-shopify',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question:
      "We connected VendorHub back in 2025 with an app I created in the Shopify admin, and it has worked fine since. Now I'm reading that Shopify changed how custom apps work. Do I have to redo the connection, or will the old one keep running?",
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "Our security team reviews every app scope before anything gets installed. They flagged read_customers and read_all_orders in your list and asked me why an inventory tool would need those. Can you explain what they're for?",
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "About an hour ago I created a Smart Collection and a new Location in Shopify for our new supplier. When I open Vendor Store Settings in VendorHub, neither of them shows up in the dropdowns. I've refreshed the page several times. What am I missing?",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check',
      'doc:dashboard-overview#store-settings',
      'doc:prepare-products',
    ],
  },
  {
    question:
      "I'm planning the rollout and want to give my team a realistic timeline. We'd sign up on a Friday afternoon. From creating the account to the first vendor actually syncing products, how much time should we plan for each step?",
    expected: [
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
      'faq:setup-time',
      'faq:account-confirmation',
    ],
  },
  {
    question:
      "I signed up on Sunday night. It's now Monday around 3 pm Eastern and there's still no confirmation email. I've checked spam and promotions already. Is something wrong with my account, and who should I contact about it?",
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
    ],
  },
  {
    question:
      "My brother-in-law recommended you. We run a drop-ship store with six suppliers, and all of them email us stock lists that we copy into Shopify by hand. To be honest I still don't get what VendorHub would do for us day to day. Can you explain it simply?",
    expected: ['faq:what-is-vendorhub', 'faq:how-does-vendorhub-work', 'faq:who-is-vendorhub-for'],
  },

  // (6) Listings, Search & Push and linking existing products
  {
    question:
      "We've sold about 800 Maxim products in our store for years, all entered by hand. Now we're connecting Maxim through you and I'm worried it will create a second copy of every product. Will it? And how do I hook the existing listings up instead?",
    expected: [
      'faq:existing-products',
      'doc:product-creation#link-products-you-already-sell',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation',
    ],
  },
  {
    question:
      "I'm on Plus. In Search & Push I can find products and push them live or as drafts, but I can't see the AI optimization button or the staging area I read about in a blog post. Is it hidden somewhere, or is it not part of my plan?",
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'faq:plan-features',
      'doc:search-and-push',
      // "No, Plus does not include AI Listing Optimization and Pre-Push Editing in Search &
      // Push. It comes with Premium and Enterprise" answers it.
      'plan:plus#features',
    ],
  },
  {
    question:
      "We want to list around 700 products from a new distributor, and writing descriptions by hand isn't an option for our team. We'd start on Basic. Is the AI bulk creation included there or is it extra? How do we get it started?",
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:ai-listing-creation',
      'doc:product-creation',
      'plan:basic#features',
    ],
  },
  {
    question:
      'I want to add our own photos to new products before customers see them, so I was planning to push them as drafts. While a product sits there as a draft, does it still get stock and price updates from the vendor? Or does syncing only start once I publish it?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:search-and-push',
      'doc:product-creation#what-a-new-listing-contains',
    ],
  },
  {
    question:
      "Our copywriter spent a week rewriting the titles and descriptions of about 50 products VendorHub had created for us. My colleague thinks the next sync will just put the vendor's text back. Is that true?",
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question:
      'We discontinued a handful of products last week and deleted them in Shopify. What does that do on the VendorHub side? If the vendor still carries them, could we bring them back later without starting from scratch?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'Before we had VendorHub, our team added about 120 products from a new vendor to Shopify by hand. Someone said we only need to add a tag to them and they get linked. Is that right? Where do I find the tag, and can I do all 120 at once?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
      'doc:prepare-products#step-1-copy-the-vendor-tag',
    ],
  },
  {
    question:
      'One of our vendors is very old school: every Monday they email us a spreadsheet with SKU, stock and cost, and that is it. No FTP and no API. Can I upload that file myself into VendorHub? Does it need a particular format or columns?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },

  // (7) Inventory, quantities and health checks
  {
    question:
      "The vendor's portal shows 6 units of a pendant, but our Shopify store shows 3. The timestamp says the sync ran ten minutes ago. During setup I entered 3 in a field called Quantity Delta, not sure if that's related. Is this a bug?",
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'A vendor called this morning to say they restocked one of our best sellers, but our store still shows it as sold out. The last quantity update on the vendor page was about 50 minutes ago. Do I have to wait for the next hourly run, or can I force an update now?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:quantity-check#check-2-sync-timing',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "Weird one. Prices and costs from one of our vendors update fine every hour, but the quantities in Shopify never change. They are stuck at whatever they were the day we set it up. The credentials must be fine since prices come through. Any idea what's wrong?",
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check'],
  },
  {
    question:
      "We keep some of our own stock at our main warehouse location, and the vendor's stock is supposed to be separate. This week the count at our warehouse got overwritten with the vendor's numbers. I think someone on my team set something up wrong. Where should I look?",
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:collection-check#check-the-mapping',
      'doc:quantity-check',
      'doc:inventory-management#how-inventory-sync-works',
    ],
  },
  {
    question:
      "The last sync time for one of our vendors hasn't moved since Tuesday. I clicked Sync Products twice and nothing happened, and every product of that vendor now shows as failing. We did change our password on their portal last week, if that matters. What should I do?",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
    ],
  },
  {
    question:
      "About 30 products from one vendor show a failing health status, while the rest of that vendor's products are fine. Those 30 came from an old spreadsheet import, and back then we added our own 'FF-' prefix to the SKUs. Could that be the reason, and how do I fix it?",
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question:
      'Since yesterday every single product across all five of our vendors shows a failing health check. Our developer was cleaning up old apps in the Shopify admin around the same time, so maybe he touched something. How do I get everything working again?',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question:
      "The Smart Collection for our Kuzco products has only 12 items in it, but VendorHub shows around 400 integrated products for that vendor. I set the collection condition to 'product tag contains kuzco'. Why is the collection nearly empty?",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:collection-check',
      'doc:prepare-products#step-2-create-the-smart-collection',
    ],
  },
  {
    question:
      'ok so what if the vendor only has 2 left and my delta is 5? what will customers see in the store, a negative number?',
    previous: 'What is quantity delta?',
    expected: [
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question:
      "On the vendor detail page there's a box with numbers for By webhook, By Search & Push and By API. We never set up any webhooks ourselves, so I'm confused. What does By webhook count?",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:dashboard-overview',
    ],
  },

  // (8) Price rules, MAP and MSRP
  {
    question:
      "One of our lighting brands has a strict MAP policy and we received a warning letter from them last year. I'm setting a 40% markup on cost for that vendor. If cost plus 40% ends up under the MAP, does VendorHub fix the price automatically, or do I have to check every product myself?",
    expected: [
      'faq:price-rules',
      'doc:pricing-rules#the-three-price-rules',
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "Something odd with one SKU. The vendor's data says MAP is $110 and MSRP is $100, and after the sync our price shows $100, which is below MAP. I have both Enforce MAP and Enforce MSRP on. Why did that happen, and what should I do about it?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      "We ran a weekend promotion by lowering prices by hand in Shopify. By Saturday morning they were all back to normal, so I assume VendorHub did that. For a couple of vendors we'd like to set our own prices permanently. How do we stop VendorHub from overwriting them?",
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:pricing-rules',
    ],
  },
  {
    question:
      "Quick sanity check before I set up rules for our biggest vendor. An item costs $80, my markup would be 65%, the MAP is $100 and the MSRP is $120, and I'd turn on both MAP and MSRP enforcement. What price would end up in the store?",
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules',
      'faq:price-rules',
    ],
  },
  {
    question:
      'An hour ago I changed the markup for one of our vendors from 50% to 60%. None of the prices in the store have changed yet. Do new price rules apply straight away, or is there something else I need to click?',
    expected: [
      'doc:pricing-rules#set-your-price-rules',
      'doc:pricing-rules',
      'doc:add-vendor#step-3-set-price-rules-and-quantity-delta',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },

  // (9) Orders and tracking
  {
    question:
      "We got our first order attempt for a product from a vendor we connected on Monday, and the customer couldn't finish checkout because no shipping methods showed up. Products from our other vendors check out fine. What's going on?",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:order-management',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      "A customer just ordered a ceiling fan from Quorum and a lamp from Kuzco in the same cart. I'm new to this. How does that work on your end, does one vendor get the whole order or is it split up? Who ships what?",
    expected: [
      'doc:order-management#how-an-order-moves',
      'faq:order-routing',
      'doc:order-management',
    ],
  },
  {
    question:
      "A vendor told us they shipped an order on Monday, but in Shopify it's still unfulfilled with no tracking number, and it's Thursday now. Where can I see that order's status on your side, and who should I contact about it?",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question:
      'Some of our items are backordered and can take three months to ship. I remember reading that Shopify hides older orders from apps. Will VendorHub still be able to add the tracking number to an order that old?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
    ],
  },

  // (10) The REST API
  {
    question:
      "I'm the developer at a mid-size retailer that's on Premium. We want our ERP to send quantity changes for a few hundred SKUs into VendorHub. Where do I generate an API token, and how do I authenticate the requests?",
    expected: ['doc:api-reference#token'],
  },
  {
    question:
      'Our integration script started getting 429 responses overnight. It updates prices with a few thousand PATCH calls in a tight loop. What is the rate limit per minute, and how should we throttle so the nightly job finishes?',
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question:
      "I'm writing a script to export everything we have linked in VendorHub. The list endpoint only gives me 50 products per call. How do I get the rest? And is there a way to know the total number up front so I can plan the requests?",
    expected: [
      'doc:api-reference#paging',
      'doc:api-reference#list-products',
      'doc:api-reference#count-products',
    ],
  },
  {
    question:
      "We're on Plus. My developer tried calling the products endpoint with a token and keeps getting a 403 that says plan_required. Is the API not available on our plan at all? Which plan do we need for it?",
    expected: [
      'doc:api-reference#errors',
      'faq:plan-features',
      'doc:api-reference#token',
      'plan:premium#features',
    ],
  },
  {
    question:
      "We already have the products in Shopify and I know their Shopify product ids. I'd like to attach them to a vendor through the API instead of creating new listings. Is there an endpoint for that, and what do I send?",
    expected: [
      'doc:api-reference#link-product',
      'release:2.1.0',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question:
      "And if the SKU I send doesn't exist in our store, what does the response look like? I need to handle that case in the code.",
    previous: 'How do I update the price of a product through your API?',
    expected: ['doc:api-reference#errors'],
  },

  // (11) Security, data and legal pages
  {
    question:
      "We're a company in Germany, and our data protection officer has to sign off before we connect anything. She wants to know where the data is physically hosted and whether you're SOC 2 certified. She'll also ask for a data processing agreement.",
    expected: [
      'faq:compliance',
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question:
      'We might pause the business for a couple of months and cancel VendorHub in the meantime. If we come back after six weeks, will all our vendors, rules and mappings still be there? Or would we need to set everything up again?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question:
      "We've decided to stop using VendorHub, and I want to be sure it can't touch our store anymore. What's the proper way to remove its access from Shopify? Will our products disappear from the store when I do that?",
    expected: ['faq:revoke-access', 'page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question:
      "Last month I filled in your custom integration quote form, but we went another way and I'd now like that information deleted. How long do you normally keep form submissions, and how do I ask for them to be removed?",
    expected: ['page:privacy#8-how-long-we-keep-it', 'page:privacy#9-your-rights'],
  },
  {
    question:
      "Our legal team is strict about visiting vendor websites that use analytics. Does your website set any tracking cookies? They also noticed something called vendorhub-chat in the browser's local storage and want to know what it is.",
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#1-cookies-and-local-storage',
    ],
  },
  {
    question:
      'One of my shoppers emailed to ask what happens to her name and address, since her order was passed to a vendor through your system. I want to answer her correctly. For her data, who is the controller, my store or VendorHub?',
    expected: [
      'page:privacy#1-who-is-responsible',
      'page:terms#8-your-data',
      'page:privacy#9-your-rights',
      'page:privacy#2-data-we-collect',
    ],
  },
  {
    question:
      "We'll be storing FTP passwords and API keys for six suppliers in your system, which makes my business partner nervous. How are those credentials kept safe? And if we stop working with a supplier, can we delete its login ourselves?",
    expected: ['faq:vendor-credentials'],
  },
  {
    question:
      'Before I paste details about our suppliers in here: does this chat send what I type to OpenAI or some other AI company? Our contracts with vendors are confidential.',
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question:
      "Our lawyer is reviewing your terms before we sign up for Premium. She has two questions: which state's law governs the agreement, and what is your liability capped at if a sync error ends up costing us money?",
    expected: [
      'page:terms#12-governing-law-changes-and-contact',
      'page:terms#11-disclaimers-and-limitation-of-liability',
    ],
  },

  // (12) Support, company, jobs, releases and case studies
  {
    question:
      "We're on Basic and had a sync problem this morning. I emailed support at 9:30 and haven't heard anything yet. How long should I expect to wait for a reply on our plan? Is there also a phone number I can call?",
    expected: ['faq:support-response-times', 'company:response-times', 'company:contact'],
  },
  {
    question:
      "I'm on the west coast, and our store is busiest in the evening and on weekends. What hours is your team actually around? If orders stop reaching a vendor on a Saturday, is there anyone I can reach?",
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question:
      "Thinking about applying to you. I'm a Go developer with about a year and a half of professional experience, living in Poland. Is the backend position remote, and would someone in a European time zone be considered?",
    expected: ['job:golang-junior-backend-developer', 'jobs'],
  },
  {
    question:
      'My cousin works in customer support for an online shop and is looking for a new job. Are you hiring anyone for support? She lives in Texas, so what hours would she have to work?',
    expected: ['job:customer-support-specialist', 'jobs'],
  },
  {
    question:
      "I'm a freelancer who builds automations in Make and n8n for Shopify merchants. I saw an automation role on your careers page. What would the day-to-day look like, and how much experience are you looking for?",
    expected: ['job:low-code-e-commerce-automation-specialist', 'jobs'],
  },
  {
    question:
      "We're about to trust you with our whole catalog and all our supplier logins, so I'd like to know a bit more about the company. Who founded VendorHub, and when did it start?",
    expected: ['page:about#team', 'page:about#story', 'company:founded'],
  },
  {
    question:
      'Our lighting store is choosing between you and a competitor. Our boss wants proof from a similar business. Do you have a case study of a lighting retailer that works with lots of manufacturers, ideally with real numbers?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question:
      "We run two Shopify stores selling apparel, and several of our brands are very strict about MAP. Sizes and colors make inventory a nightmare. Have you worked with a company like ours? I'd love to read about how it went.",
    expected: ['case-study:fashionplus'],
  },
  {
    question:
      'I remember reading a changelog entry about products with a trailing space in their SKU failing the health check. Our store had that exact problem. Which version fixed it, and what else came in that release?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'and the version before that one? what did it add?',
    previous: "What's new in the latest release?",
    expected: ['release:2.0.0'],
  },
  {
    question:
      "We're a small team and English isn't our first language, so we prefer reading guides at our own pace over calls. Where can we find step-by-step setup guides? Is there documentation we can search?",
    expected: ['faq:documentation', 'doc:quick-start-guide'],
  },

  // (13) Partly answered questions
  {
    question:
      "We're on Premium with eleven vendors connected. How many more can we add before we hit the limit? Also, while I have you, can you recommend a good 3PL in Texas for the products we stock ourselves?",
    expected: [
      'plan:premium#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'faq:plan-limits',
      'plan:all#vendors',
    ],
    wording: false,
  },
  {
    question:
      "We're thinking of adding Entrenue as a supplier. Does your Entrenue integration send orders to them automatically? And roughly what wholesale discount do they give new retailers?",
    expected: ['vendor:entrenue'],
    wording: false,
  },
  {
    question:
      "We're connecting our store this week. Which permissions does your app need in Shopify? And do you happen to know if Shopify is raising its own plan prices next year?",
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
    wording: false,
  },
  {
    question:
      "We're on Plus. How fast does your support team normally answer us? Also, does your team run Facebook ad campaigns for stores like ours, or can you point us to someone who does?",
    expected: ['faq:support-response-times', 'company:response-times'],
    wording: false,
  },

  // (14) Questions the site does not answer
  {
    question:
      'Kuzco raised its wholesale prices by about 8% last month and that hurt our margins. We have to plan pricing for next year. Do you know if they are planning another increase?',
    expected: ['fallback'],
  },
  {
    question:
      "I'm setting up shipping rates in Shopify for heavy chandeliers, shipped from New Jersey to anywhere in the US. Which carrier is cheaper for that kind of parcel, UPS or FedEx?",
    expected: ['fallback'],
  },
  {
    question:
      "Our accountant is asking whether we need to collect sales tax in the states where our drop-ship vendors' warehouses are. It's basically a nexus question. Any advice on that?",
    expected: ['fallback'],
  },
  {
    question:
      "Do you have a Slack or Discord community where merchants swap tips? I'd love to ask other lighting retailers how they set their safety stock.",
    expected: ['fallback'],
  },
  {
    question:
      "I'm away at trade shows a lot. Is there a VendorHub app for the iPhone so I can check orders and syncs on the go?",
    expected: ['fallback'],
  },
  {
    question:
      "We're redesigning our storefront at the moment. Which Shopify theme would you recommend for a lighting store with lots of variants per product?",
    expected: ['fallback'],
  },
];
