/**
 * Tenth tuning batch of `npm run bench:bot`: 120 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. It is written by role and assumption: each group speaks as
 * one kind of visitor (developer, finance, warehouse, supplier or job seeker) or starts from a
 * wrong belief or a bad mood, and every expected id was checked against the text that answers it.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions10: BotQuestion[] = [
  // (1) A developer or agency building for a client
  {
    question:
      "I'm wiring up VendorHub for a client. Which Admin API access scopes do I need to tick on the app?",
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "Our agency isn't the store owner. Can the client just approve a collaborator request and your people build the app on their side?",
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "I made the app in our agency's own Shopify organization, and VendorHub can't get an access token for the client's shop with its client ID and secret. What's wrong?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'In Store Settings there are three boxes: API key, API secret key and Admin API access token. Where does the client ID go, and do I leave the token box blank?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Apps from the Dev Dashboard never show a permanent token to copy. How does VendorHub authenticate against the Admin API then?',
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'I ticked write_files on the app after it was already installed, and VendorHub still behaves as if the scope is missing. Why?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check#changed-store-permissions',
    ],
  },
  {
    question:
      "During the install Shopify asked me to confirm access to protected customer data. Should I grant it for my client's store?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'The client wants their PIM to create listings through VendorHub programmatically instead of by hand. What tier unlocks that?',
    expected: [
      'doc:product-creation#create-products-through-the-api',
      'faq:plan-features',
      'plan:premium#features',
      'plan:enterprise#features',
    ],
  },
  {
    question: 'so a client on Plus is out of luck there?',
    previous: 'Which of your plans come with API access?',
    expected: ['plan:plus#features', 'faq:plan-features'],
  },
  {
    question:
      'For the VendorHub REST API, how do requests authenticate? Do I pass a key in the query string or something else?',
    // The API reference's section, a passage since after this batch was written, says it word for
    // word, and is the answer; the release notes say when it came.
    expected: ['doc:api-reference#token', 'release:2.0.0'],
  },
  {
    question:
      'Can my integration attach a product that already exists in Shopify to a vendor by its Shopify product id, through the API?',
    // The API reference's section, a passage since after this batch was written, says it word for
    // word, and is the answer; the release notes say when it came.
    expected: [
      'doc:api-reference#link-product',
      'release:2.1.0',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question:
      "What's the refresh interval between the supplier feed and Shopify, and can I kick off a run by hand when I'm debugging?",
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:dashboard-overview#vendor-detail-page',
    ],
  },
  {
    question:
      'If my script bulk-adds vendor tags to products through the Shopify Admin API, does VendorHub notice by itself, or do I have to call something afterwards?',
    expected: [
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'Can I register my own webhook endpoint so VendorHub notifies our middleware every time an order is routed to a vendor?',
    expected: ['fallback'],
  },
  {
    question:
      'Is there a sandbox environment for your API, and how many products can I sync while my client is still on the trial?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
    wording: false,
  },
  {
    question:
      'This client connected years ago with an app made under Develop apps in their admin. Do I have to move them to a Dev Dashboard app now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      "The client's security team questions read_all_orders. Why does VendorHub need the whole order history?",
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question:
      "One of the client's vendors is a 3PL registered as a fulfillment service rather than a plain location. Does the app need additional scopes for that?",
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'doc:connect-shopify'],
  },
  {
    question:
      'The client will carry 8 suppliers and wants a staging area to edit products before they go out. Cheapest tier that covers both?',
    expected: [
      'plan:premium#vendors',
      'plan:premium#features',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:plan-features',
    ],
  },
  {
    question:
      "A colleague pasted the app's client secret in a public channel. What do we have to do in VendorHub after rotating it?",
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:health-check#changed-store-permissions',
    ],
  },

  // (2) A finance person or owner looking at the bill
  {
    question:
      'If we go with Plus paid month to month, what amount should I expect on the card statement before tax?',
    expected: ['plan:plus#price', 'faq:plan-limits', 'faq:pricing-annual-billing'],
  },
  {
    question: 'and if we pay for the year instead?',
    previous: 'What does Premium cost per month?',
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:premium#price'],
  },
  {
    question:
      'Is the yearly option charged as one lump sum up front? I need the total for Premium for our budget.',
    expected: [
      'faq:pricing-annual-billing',
      'faq:annual-billing',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'We want to go from Basic to Premium on the 12th of the month. Do we pay a whole new month of Premium on top?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'To cut costs we want to move down to Basic. From when does the lower price apply?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'We have five vendors connected. If we drop to Basic, which only allows two, what happens to the other three?',
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'plan:basic#vendors',
    ],
  },
  {
    question:
      'If we cancel in the middle of a billing month, do we get back the unused part as a refund?',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question:
      'Once we stop the subscription, how long do you hold on to our catalog and settings before they are destroyed?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question:
      'Our policy says supplier data must be wiped as soon as a contract ends. Can you erase it straight away instead of keeping it?',
    expected: ['faq:data-after-cancellation', 'page:privacy#8-how-long-we-keep-it'],
  },
  {
    question:
      'Three of our suppliers need their spreadsheets mapped by your team. Is the $300 charged per supplier or once per account, and does it recur?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
    ],
  },
  {
    question: 'What work is actually included in the integration fee we would pay?',
    expected: ['faq:pricing-setup-fees', 'page:terms#7-setup-fees-and-integrations'],
  },
  {
    question:
      'We ship everything ourselves and only need the catalog and stock sync. Is Plus cheaper in that case?',
    expected: ['sync-only:plus', 'faq:pricing-product-sync-only', 'faq:product-sync-only'],
  },
  {
    question:
      'Can you bill us in Canadian dollars? And is sales tax already inside the price on the pricing page?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'Do you have a discount for nonprofits or early-stage startups, and how much do we save by paying annually?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
    wording: false,
  },
  {
    question:
      'Our Plus plan covers 400 orders. If we process 450 in December, what ends up on the invoice?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'Does anything get debited from our card on the day we start the two-week trial?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'Is there a list price for Enterprise, or how do you work out what it costs?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  {
    question:
      'Can you raise our subscription price whenever you like, or do we get some notice first?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'We are on Basic. Would having you create listings in bulk with AI show up as an extra charge?',
    expected: [
      'doc:product-creation#create-products-in-bulk',
      'faq:plan-features',
      'plan:basic#features',
      'faq:ai-listing-creation',
    ],
  },
  {
    question:
      'If a sync error costs us money, what is the most VendorHub could be liable for under your terms?',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },

  // (3) Warehouse and customer-service staff
  {
    question:
      'A customer bought a Nora downlight and a Quorum fan in the same checkout. Who ships what, and do both suppliers get the whole order?',
    expected: ['doc:order-management#how-an-order-moves', 'faq:order-routing'],
  },
  {
    question:
      'Do we need to email customers their tracking numbers ourselves, or how do they get them?',
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question:
      "An order from Tuesday is still open in the vendor's Orders tab and nothing has shipped. What should I look at first?",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question:
      'The supplier says the parcel left yesterday, but the order in Shopify still has no tracking number. Who do I chase?',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab'],
  },
  {
    question:
      "Shoppers are phoning us because checkout offers no delivery methods for the new supplier's items. How do I fix it?",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      "Shopify says 0 available on a pendant but the supplier's sheet says they have 4. Is the sync broken?",
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question:
      'We keep some stock in our own back room too. Will the hourly sync overwrite the counts we enter there?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
    ],
  },
  {
    question:
      'I fixed a stock number by hand in Shopify and an hour later it jumped back. Why does that keep happening?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify'],
  },
  {
    question:
      'The Shopify product list shows 30 in stock, but the supplier only has 10. Where does the extra come from?',
    expected: ['doc:quantity-check#check-4-location-mapping', 'doc:quantity-check'],
  },
  {
    question:
      'The supplier just restocked our best seller. Do I have to wait for the next hourly update before we can sell it again?',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question:
      "For one supplier, prices and costs update fine but quantities never change at all. What's off?",
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check#quick-diagnosis'],
  },
  {
    question:
      'Black Friday is coming and items sell fast. How many units should we hold back per supplier so we do not oversell?',
    expected: ['doc:inventory-management#quantity-delta', 'faq:quantity-delta'],
  },
  {
    question:
      'Overnight every single product from one distributor went red on the health status. Nothing else changed on our side.',
    expected: ['doc:health-check#expired-vendor-credentials', 'doc:health-check'],
  },
  {
    question:
      'The supplier is out of a product for two weeks. Should I just delete it in Shopify and re-add it later?',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question:
      'A backordered item from three months ago finally shipped. Can VendorHub still put the tracking number on that old order?',
    expected: ['doc:order-management#orders-older-than-60-days'],
  },
  {
    question:
      'We already have 14 locations in Shopify and need one more for a new supplier. Anything I should watch out for?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      "After I uploaded the supplier's new spreadsheet, the summary lists a SKU that wasn't in the file. Does it drop to zero on its own?",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      'Orders for the items we keep at Amazon go through MCF. Do we still pick and pack those ourselves?',
    expected: ['vendor:amazon'],
  },
  {
    question: 'is anyone on your side around at the weekend for that?',
    previous: 'Orders stopped reaching one of our suppliers on Saturday night.',
    expected: ['faq:support-hours', 'company:support-hours', 'plan:premium#features'],
  },
  {
    question:
      'I went through every stock check and the number is still wrong. What details do I need to send your support team?',
    expected: ['doc:quantity-check#still-different'],
  },

  // (4) A supplier or distributor, and a job seeker
  {
    question:
      'We manufacture lighting and would like retailers to find us as a ready-made integration on VendorHub. Who do we talk to?',
    expected: ['page:about#team', 'company:contact'],
  },
  {
    question:
      'We are a small distributor with no API, just a nightly CSV export. Can our retailers still use VendorHub with us?',
    expected: [
      'faq:supported-vendors',
      'doc:add-vendor#vendor-types',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
    ],
  },
  {
    question:
      'What columns does our stock and price spreadsheet need at the very least for VendorHub to read it?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question:
      "Our retailers order through our B2B web portal. Would VendorHub log into it with each retailer's own account?",
    expected: [
      'doc:add-vendor#vendor-types',
      'doc:add-vendor#step-2-enter-the-vendors-credentials',
      'faq:vendor-credentials',
    ],
  },
  {
    question:
      'As a brand we publish MAP and MSRP. Will shops that use VendorHub keep their prices at or above our MAP?',
    expected: ['doc:pricing-rules#the-three-price-rules', 'faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question:
      'Our wholesale catalog lives in our own Shopify store. Can the shops we supply pull products and send orders straight from it?',
    expected: ['vendor:shopify'],
  },
  {
    question:
      'We drop XML files on our FTP server. What would it cost one of our retailers to have VendorHub connect to us?',
    expected: ['fee:csv-xml-ftp', 'faq:setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question:
      "When a retailer's customer orders one of our products, how does the order reach our warehouse, and how does our tracking number get back to them?",
    expected: ['faq:order-routing', 'doc:order-management#how-an-order-moves'],
  },
  {
    question: 'How often would VendorHub come and download the feed files from our FTP?',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question:
      'We are a third-party warehouse rather than a brand. Can a merchant add us in VendorHub as one of their vendors?',
    expected: [
      'doc:add-vendor',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:what-is-vendorhub',
    ],
  },
  {
    question: 'Is VendorHub hiring at the moment? What roles are open?',
    expected: ['jobs'],
  },
  {
    question: 'I live in Portugal. Could I do the Go backend job from here?',
    expected: ['job:golang-junior-backend-developer', 'jobs'],
  },
  {
    question: 'What hours would I have to work in the customer support position?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question:
      "I build flows in Zapier and Make all day but I'm not really a programmer. Is there an opening that fits me?",
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    question: 'How much React experience are you asking for in the frontend role?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'How do I send you an application? Is there a form, or should I email my CV?',
    expected: ['jobs'],
  },
  {
    question:
      'What salary do you pay for the junior Golang position, and is it full-time or part-time?',
    expected: ['job:golang-junior-backend-developer'],
    wording: false,
  },
  {
    question: 'How many interview rounds are there in your hiring process, and who takes them?',
    expected: ['fallback'],
  },
  {
    question: 'If I apply and you turn me down, how long do you keep my resume?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'Before I apply: when was the company started, and who are the founders?',
    expected: ['company:founded', 'page:about#team', 'page:about#story'],
  },

  // (5) Questions built on a wrong assumption
  {
    question:
      'Where do I send you my Shopify admin login and password so you can hook up the store?',
    expected: ['faq:store-password', 'doc:connect-shopify', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: "I'll sign up for the free plan for now and pay once we grow. Where is it?",
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'plan:all#price'],
  },
  {
    question: 'Since James+James is live now, can I connect it tomorrow morning?',
    expected: ['vendor:james-james'],
  },
  {
    question:
      'Premium gives unlimited storefronts, so I can put all five of my Shopify shops on it, right?',
    expected: ['plan:premium#stores', 'plan:all#stores', 'faq:supported-platforms'],
  },
  {
    question:
      "We're migrating to WooCommerce next month, so I'll plug VendorHub into the new site then.",
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'Basic is 99 euros a month including VAT, correct?',
    expected: ['faq:pricing-currency-tax', 'plan:basic#price'],
  },
  {
    question:
      "I'll open Develop apps in my Shopify admin, hit Create an app and copy the access token for you. That's the way, isn't it?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'So the Quantity Delta adds a few extra units on top of what the supplier has, to give us more to sell?',
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },
  {
    question:
      'Since MSRP is applied first and MAP after it, MAP always wins when both are turned on, right?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'doc:pricing-rules#when-map-is-above-msrp',
      'faq:price-rules',
    ],
  },
  {
    question: 'I assume every order past my 200 gets billed at something like a dollar each?',
    expected: ['faq:pricing-order-limit', 'faq:order-limit', 'page:terms#6-plan-limits'],
  },
  {
    question:
      "You're hosted only in the US, so I take it you can't be GDPR compliant for my European shoppers?",
    expected: ['faq:compliance', 'faq:data-hosting', 'company:hosting'],
  },
  {
    question: "We're on Plus, so I can let our ERP push products into the store through your API.",
    expected: [
      'plan:plus#features',
      'faq:plan-features',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'Connecting Maxim Lighting will cost me the $500 integration fee, I suppose?',
    expected: ['vendor:maxim', 'fee:pre-built'],
  },
  {
    question:
      "If I uninstall the VendorHub app, all the products it created disappear from my shop, don't they?",
    expected: ['faq:revoke-access', 'page:terms#10-cancellation-and-termination'],
  },
  {
    question:
      "Deleting an item in Shopify wipes it from the supplier's catalog in VendorHub as well, so I could never list it again?",
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it'],
  },
  {
    question: 'Support is round the clock on every plan, so I can call at 3 am on Basic, yes?',
    expected: ['faq:support-hours', 'company:support-hours', 'plan:basic#features'],
  },
  {
    question:
      "If I push a SKU I already sell, I'll end up with two copies of the listing, so I have to delete mine first?",
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question: 'Stock updates are instant, so the second a supplier sells out my store shows it?',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management#how-inventory-sync-works'],
  },
  {
    question: 'Medline is ready to go, right? I want to start selling their gloves this week.',
    expected: ['vendor:medline'],
  },
  {
    question:
      "This chat forwards everything to ChatGPT, so I won't paste my store address in here, ok?",
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },

  // (6) Frustrated or emotional visitors, venting, nonsense and off-topic
  {
    question:
      "Two hours on this and I'm losing it. I made the collection, made the location in Shopify, and the location STILL isn't in VendorHub's dropdown. What am I missing??",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check',
    ],
  },
  {
    question:
      "My boss is livid. We sold 12 of a chandelier the supplier didn't actually have anymore. How do I stop this from ever happening again?",
    expected: ['faq:quantity-delta', 'doc:inventory-management#quantity-delta'],
  },
  {
    question:
      'This is ridiculous. I set sale prices by hand and your app wiped every single one. How do I keep my OWN prices??',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
    ],
  },
  {
    question:
      'A brand just sent us a MAP warning because of the price YOUR tool set. Their file has a MAP higher than the MSRP. How did this happen and what do I do?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },
  {
    question: 'ugh signed up friday night and still no confirmation email. is anyone even there??',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide#step-1-create-your-account'],
  },
  {
    question:
      "I'm so done. Our developer 'tidied up' the apps in Shopify and now every product from every supplier is failing. Please just tell me how to fix it.",
    expected: ['doc:health-check#changed-store-permissions', 'doc:health-check'],
  },
  {
    question:
      "We pay $299 a month and I'm waiting forever for answers. How fast are you actually supposed to get back to Premium customers?",
    expected: ['faq:support-response-times', 'company:response-times', 'plan:premium#features'],
  },
  {
    question:
      "Why on earth are half of this vendor's products missing from its collection?? I TAGGED them!",
    expected: [
      'doc:collection-check#check-the-collection-condition',
      'doc:health-check#wrong-or-missing-vendor-tag',
      'doc:collection-check',
    ],
  },
  {
    question: 'I want out. How do I get VendorHub completely off my store today?',
    expected: ['faq:revoke-access'],
  },
  {
    question: 'your trial is a joke, it stopped me at 100 products. is that seriously the limit?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      'Seriously?? Four products flagged as broken just because our SKUs are missing a leading zero. How do I sort this out?',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: 'I hate Mondays, I hate spreadsheets and honestly I hate everything right now.',
    expected: ['fallback'],
  },
  {
    question: 'asdf jkl;; qwerty?? helloooo',
    expected: ['fallback'],
  },
  {
    question: 'Nobody ever listens to small business owners. Whatever.',
    expected: ['fallback'],
  },
  {
    question: "What's the best way to hire a part-time packer for my shop's stockroom?",
    expected: ['fallback'],
  },
  {
    question: 'Which web host would you recommend for my personal WordPress blog?',
    expected: ['fallback'],
  },
  {
    question:
      'Any tips for photographing glass chandeliers without getting reflections everywhere?',
    expected: ['fallback'],
  },
  {
    question: "What's the US dollar to Canadian dollar exchange rate today?",
    expected: ['fallback'],
  },
  {
    question: 'My Amazon seller account just got suspended. How do I write an appeal that works?',
    expected: ['fallback'],
  },
  {
    question: 'What kind of business insurance covers product liability for a drop-shipper?',
    expected: ['fallback'],
  },
];
