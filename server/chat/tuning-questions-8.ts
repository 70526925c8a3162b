/**
 * Eighth tuning batch of `npm run bench:bot`: 120 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch imitates real chat-widget traffic from visitors at
 * different stages of buying: evaluators weighing VendorHub against manual work, people typing on
 * a phone, operations staff at existing customers, short follow-ups, casual questions about the
 * company and its policies, and edge, off-topic or rude messages.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions8: BotQuestion[] = [
  // (1) Comparing VendorHub with doing it by hand or with another tool
  {
    question: 'Roughly what would I pay each month to hook up 5 suppliers?',
    expected: [
      'faq:plan-limits',
      'plan:all#vendors',
      'plan:plus#price',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    question:
      'Right now two of us paste vendor stock levels into Shopify every morning. Would this replace that, and how fresh would the numbers be?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
      'faq:what-is-vendorhub',
    ],
  },
  {
    question: 'If I stop paying, is all my setup wiped on the spot?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'Can I take it for a spin before I commit any money?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question: 'During the trial do I get the real product or a watered-down demo?',
    expected: ['faq:pricing-free-trial', 'faq:free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: "We ship about 900 orders a month and it's growing. Which tier should we look at?",
    expected: [
      'plan:all#orders',
      'doc:order-management#order-limits-by-plan',
      'faq:plan-limits',
      'plan:premium#orders',
    ],
  },
  {
    question: 'Is connecting Nora Lighting extra, or is it included in the subscription?',
    expected: ['vendor:nora', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    question:
      'One of my suppliers just emails me an Excel price list every week. Can you handle that kind of vendor, and is there a charge?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'faq:setup-fees',
    ],
  },
  {
    question:
      'Instead of paying an assistant to police our prices, can your tool keep us from ever listing under the brand minimum?',
    expected: ['faq:price-rules', 'doc:pricing-rules#the-three-price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'Am I locked into a contract, or can I walk away whenever I want?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: "What's the gap between paying month to month and paying for the year on Plus?",
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing', 'plan:plus#price'],
  },
  {
    question:
      'We only want stock and price updates, our team ships orders itself. Is there a cheaper way to buy it?',
    expected: ['faq:product-sync-only', 'faq:pricing-product-sync-only', 'sync-only'],
  },
  {
    question: 'Any hidden costs on top of the monthly fee I should know about?',
    expected: ['faq:setup-fees', 'fee:all', 'faq:pricing-setup-fees', 'faq:pricing-order-limit'],
  },
  {
    question: 'We run one shop for the US and another for Canada. Which plan covers both of them?',
    expected: [
      'plan:all#stores',
      'faq:supported-platforms',
      'plan:plus#stores',
      'case-study:fashionplus',
    ],
  },
  {
    question: 'Our store is on BigCommerce, not Shopify. Is it still worth signing up?',
    expected: ['faq:supported-platforms'],
  },
  {
    question: "Realistically, how long from sign-up until it's actually doing the work for us?",
    expected: [
      'faq:setup-time',
      'doc:quick-start-guide#how-long-each-step-takes',
      'faq:account-confirmation',
    ],
  },
  {
    question:
      'If I start on Basic and outgrow it after a couple of months, can I move up without redoing my setup?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'Do you bill per order like some of the other dropshipping apps do?',
    expected: ['faq:pricing-order-limit', 'faq:order-limit', 'plan:all#orders'],
  },
  {
    question:
      'I work with about 30 suppliers. Will one of your standard plans do, or do I need a custom deal?',
    expected: [
      'plan:enterprise#vendors',
      'faq:pricing-enterprise',
      'plan:all#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
    ],
  },
  {
    question: 'If I pay annually and cancel after six months, do I get the rest refunded?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },

  // (2) Typing on a phone: short, lowercase, typos, two questions in one
  {
    question: 'how much is basic',
    expected: ['plan:basic#price', 'faq:plan-limits'],
  },
  {
    question: 'do u guys work w amazon fba',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question: 'free trial?? do i need a card',
    expected: ['faq:pricing-trial-card', 'faq:free-trial', 'faq:pricing-free-trial'],
  },
  {
    question: 'how oftn does stock update',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management',
    ],
  },
  {
    question: 'wat is qty delta',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: 'can i cancel anytime n what happens to my data after',
    expected: [
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'company:retention',
    ],
  },
  {
    question: 'premium how many vendors',
    expected: ['plan:premium#vendors', 'doc:add-vendor#vendor-limits-by-plan', 'plan:all#vendors'],
  },
  {
    question: 'u support woocommerce?',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'setup fee for a custom ftp feed',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question: 'r u soc2',
    expected: ['faq:compliance', 'company:hosting'],
  },
  {
    question: 'support hrs? weekends too?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'ai descriptions on basic plan??',
    expected: [
      'faq:ai-listing-creation',
      'plan:basic#features',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
    ],
  },
  {
    question: 'how many products on plus',
    expected: [
      'plan:plus#products',
      'doc:product-creation#product-limits-by-plan',
      'plan:all#products',
    ],
  },
  {
    question: 'wheelpros avail?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'do i hav to give u my shopify pw',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question: 'yearly discount how much',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'go over order limit do u charge me',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'wheres ur office',
    expected: ['company:contact'],
  },
  {
    question: 'api access which plan',
    expected: [
      'faq:plan-features',
      'plan:premium#features',
      'doc:product-creation#create-products-through-the-api',
    ],
  },
  {
    question: 'prices in usd? tax incl?',
    expected: ['faq:pricing-currency-tax'],
  },

  // (3) Operations staff at an existing customer with a concrete problem
  {
    question:
      'I bumped the price on a pendant in Shopify and an hour later it was back to the old number. How do I make my price stick?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      "A customer says checkout shows no delivery options when the cart has one of our Kuzco lamps in it. What's wrong?",
    expected: ['doc:order-management#no-shipping-options-at-checkout', 'doc:order-management'],
  },
  {
    question: 'Our store shows 0 on a sconce but the supplier has 4 of them in stock. Bug?',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:quantity-check',
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question:
      "Every product from one of our distributors went red in the health column overnight. We didn't touch anything.",
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check',
      'faq:health-checks',
    ],
  },
  {
    question:
      'Since yesterday products from all of our vendors are failing health, not just one. Where do I start?',
    expected: ['doc:health-check#changed-store-permissions', 'doc:health-check'],
  },
  {
    question:
      "I built a new collection in Shopify for a supplier but it won't show up in the dropdown on the vendor page.",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:collection-check',
      'doc:prepare-products#step-4-run-sync-data',
    ],
  },
  {
    question:
      "I put the vendor's tag on a bunch of products but that vendor's collection in Shopify is still empty.",
    expected: ['doc:collection-check#check-the-collection-condition', 'doc:collection-check'],
  },
  {
    question:
      'An order from yesterday still says open in the Orders tab and the supplier claims they never got it. What should I check?',
    expected: [
      'doc:order-management#follow-orders-in-the-orders-tab',
      'doc:order-management',
      'doc:order-management#before-your-first-order',
    ],
  },
  {
    question:
      "The vendor shipped the parcel days ago but there's still no tracking number on the order in Shopify.",
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question:
      'I tagged a product and it linked, but health says SKU mismatch. Turns out our SKU dropped a leading zero. How do I fix it?',
    expected: [
      'doc:health-check#sku-mismatch-or-duplicate-skus',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:health-check',
    ],
  },
  {
    question: 'For one supplier the prices keep updating fine but the stock numbers never move.',
    expected: ['doc:quantity-check#check-3-qty-is-selected', 'doc:quantity-check'],
  },
  {
    question:
      "The supplier's stock got written over the count at our own warehouse. How did that happen?",
    expected: [
      'doc:quantity-check#check-4-location-mapping',
      'doc:quantity-check',
      'doc:collection-check#check-the-mapping',
    ],
  },
  {
    question: 'The last-updated time on the vendor page says 5 hours ago. Is the sync stuck?',
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:quantity-check#check-2-sync-timing',
      'doc:dashboard-overview#vendor-detail-page',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'I accidentally deleted a linked product in Shopify. Can I get it back from the vendor?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'doc:two-way-syncing',
      'faq:two-way-tag-sync',
    ],
  },
  {
    question:
      "The brand's minimum price on a fixture is 110 but their suggested retail is 100, and we're selling at 100 and just got a MAP complaint.",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      'I pushed a batch from the catalog and a few came back saying the product already exists instead of being created.',
    expected: [
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:search-and-push#what-happens-after-a-push',
      'faq:existing-products',
    ],
  },
  {
    question:
      'Health check is flagging duplicate SKUs. How do I find the clashing items in a store with 8,000 products?',
    expected: ['doc:health-check#sku-mismatch-or-duplicate-skus', 'doc:health-check'],
  },
  {
    question:
      'Our developer rotated the client secret on the Shopify app last week, and since then nothing updates.',
    expected: [
      'doc:health-check#changed-store-permissions',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We hit our monthly order cap on Basic mid-month. Will orders stop going to the suppliers now?',
    expected: [
      'doc:order-management#order-limits-by-plan',
      'faq:order-limit',
      'faq:pricing-order-limit',
    ],
  },
  {
    question: "Shopify won't let me add another location for a new vendor. What are my options?",
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },

  // (4) Follow-ups that rely on the previous message
  {
    question: 'and if I pay for the year?',
    previous: 'how much is Plus a month?',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'what about Kalco?',
    previous: 'Is Nora Lighting one of your integrations?',
    expected: ['vendor:kalco'],
  },
  {
    question: 'and a CSV one?',
    previous: 'How much does a custom API integration cost to set up?',
    expected: ['fee:csv-xml-ftp', 'faq:setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question: 'which plan do I need for that one?',
    previous: 'Do you integrate with Entrenue?',
    expected: ['vendor:entrenue'],
  },
  {
    question: 'and Enterprise?',
    previous: 'how many vendors can I add on Plus?',
    expected: [
      'plan:enterprise#vendors',
      'doc:add-vendor#vendor-limits-by-plan',
      'plan:all#vendors',
    ],
  },
  {
    question: 'how much off on Premium?',
    previous: 'Is there a discount if I handle the orders myself?',
    // The writer's list of ids had no per-plan form; Premium's own discount answers it exactly.
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'is that eastern time?',
    previous: 'What hours is your support team around?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'are they remote?',
    previous: 'Do you have any open jobs?',
    expected: ['jobs'],
  },
  {
    question: 'where do I apply?',
    previous: 'Tell me about the React developer role',
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },
  {
    question: 'what about Plus?',
    previous: 'Does Premium come with API access?',
    expected: ['plan:plus#features', 'faq:plan-features'],
  },
  {
    question: 'what number should I set it to?',
    previous: 'What does the Quantity Delta do?',
    expected: ['doc:inventory-management#quantity-delta', 'doc:inventory-management'],
  },
  {
    question: "what if I'd rather you did it for me?",
    previous: 'How do I connect my Shopify store?',
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
    ],
  },
  {
    question: 'and is it encrypted?',
    previous: 'Where is my data stored?',
    expected: ['faq:data-hosting', 'page:privacy#7-how-we-protect-it', 'company:hosting'],
  },
  {
    question: 'and the version before that?',
    previous: "What's new in release 2.0.0?",
    expected: ['release:1.9.0'],
  },
  {
    question: 'when will it go live?',
    previous: 'Do you connect to Medline?',
    expected: ['vendor:medline'],
  },
  {
    question: 'how many orders does that cover?',
    previous: 'How much is Premium per month?',
    expected: [
      'plan:premium#orders',
      'plan:all#orders',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'does Enterprise get one too?',
    previous: 'How long is the free trial?',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'why do you need my customers?',
    previous: 'Which Shopify permissions does the app ask for?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'page:privacy#2-data-we-collect',
    ],
  },
  {
    question: 'which plan were they on?',
    previous: 'Tell me about the FixtureFarm story',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'is that on Basic?',
    previous: 'Can I pull products from a supplier that runs its own Shopify store?',
    expected: ['vendor:shopify'],
  },

  // (5) The company, jobs, security, privacy, support, hosting, releases and case studies
  {
    question: "who's actually behind vendorhub? who started it?",
    expected: ['page:about#team', 'page:about#story', 'company:founded'],
  },
  {
    question: 'how many shops actually use this thing?',
    expected: ['page:about#story'],
  },
  {
    question: 'Any openings for a backend dev who writes Go?',
    expected: ['job:golang-junior-backend-developer', 'jobs'],
  },
  {
    question: "I've done customer support for years, are you hiring for that?",
    expected: ['job:customer-support-specialist', 'jobs'],
  },
  {
    question: 'I build workflows in n8n and Zapier all day. Is there a role for someone like me?',
    expected: ['job:low-code-e-commerce-automation-specialist', 'jobs'],
  },
  {
    question: 'Is what I type in this chat sent off to ChatGPT or some other AI company?',
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question: "what's your latest version and when did it ship?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'when did tracking numbers start flowing back into Shopify?',
    expected: ['release:1.7.0', 'page:about#story'],
  },
  {
    question: 'got any success stories from lighting shops?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: 'has anyone used this with adult product distributors?',
    expected: ['case-study:condomania', 'case-studies'],
  },
  {
    question: "We're a German company and need EU hosting. Where do your servers sit?",
    expected: ['faq:data-hosting', 'company:hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'Can we get a data processing agreement from you?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question: 'does your website put tracking cookies on me?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#1-cookies-and-local-storage',
    ],
  },
  {
    question: "what's a phone number I can call?",
    expected: ['company:contact'],
  },
  {
    question: 'if the sync dies at 2am on a saturday is anybody around?',
    expected: ['faq:support-hours', 'company:support-hours', 'plan:premium#features'],
  },
  {
    question: 'how fast do you answer emails on the cheapest plan?',
    expected: ['faq:support-response-times', 'company:response-times', 'plan:basic#features'],
  },
  {
    question: 'do you keep my suppliers FTP passwords in plain text?',
    expected: ['faq:vendor-credentials', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'I sent you a contact form last month. How do I get you to delete what I sent?',
    expected: ['page:privacy#8-how-long-we-keep-it', 'page:privacy#9-your-rights'],
  },
  {
    question: 'which update brought in linking products just by tagging them?',
    expected: ['release:1.8.0'],
  },
  {
    question: 'is there a write-up about a retailer running two stores?',
    expected: ['case-study:fashionplus'],
  },

  // (6) Edge cases, vendors outside the catalogue, near-misses and off-topic messages
  {
    question: 'Can you recommend a good 3PL warehouse in Texas?',
    expected: ['fallback'],
  },
  {
    question: 'How do I switch my Shopify subscription from Basic Shopify to Advanced?',
    expected: ['fallback'],
  },
  {
    question: 'Which carrier is cheaper for heavy chandeliers, UPS or FedEx?',
    expected: ['fallback'],
  },
  {
    question: 'Will VendorHub calculate and file the sales tax on my customers orders for me?',
    expected: ['fallback'],
  },
  {
    question: 'Do you integrate with Visual Comfort?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'can i hook up hinkley lighting',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question: 'McKesson?',
    expected: ['vendor:mckesson'],
  },
  {
    question: 'is James+James live yet or not',
    expected: ['vendor:james-james'],
  },
  {
    question: 'this bot is useless lol',
    expected: ['fallback'],
  },
  {
    question: 'asdfgh jkl;',
    expected: ['fallback'],
  },
  {
    question: "What's the transaction fee on the Basic Shopify plan?",
    expected: ['fallback'],
  },
  {
    question: 'Can I use VendorHub to run my Etsy shop?',
    expected: ['faq:supported-platforms'],
  },
  {
    question: 'How do I turn on Shopify Payments for my store?',
    expected: ['fallback'],
  },
  {
    question: 'Can you write a return policy for my store?',
    expected: ['fallback'],
  },
  {
    question: 'is there a free forever plan or only paid ones?',
    expected: ['faq:free-trial', 'plan:all#price'],
  },
  {
    question: 'Can VendorHub print shipping labels for my own packages?',
    expected: ['fallback'],
  },
  {
    question: 'How do I import my customer list from Magento into Shopify?',
    expected: ['fallback'],
  },
  {
    question: 'Do you have an iPhone app?',
    expected: ['fallback'],
  },
  {
    question: 'Can you find me a wholesaler for LED strip lights?',
    expected: ['fallback'],
  },
  {
    question: 'parts unlimited integration?',
    expected: ['vendor:parts-unlimited'],
  },
];
