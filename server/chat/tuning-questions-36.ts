/**
 * Thirty-sixth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch looks at the website itself: the contact form,
 * booking a call, vendor integration requests, custom integration quotes, job applications and
 * what happens after each, plus the about page, team, careers, release notes and customer
 * stories, with a block on the documentation guides and the plans.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions36: BotQuestion[] = [
  // (1) Contact form and reaching the team
  {
    question: "what's your sales email? i'd rather just write than fill in a form",
    expected: ['company:contact'],
  },
  {
    question:
      'Where is VendorHub based? Need a postal address for our vendor onboarding paperwork.',
    expected: [
      'company:contact',
      'page:privacy#1-who-is-responsible',
      'page:privacy#12-changes-and-contact',
      'page:terms#12-governing-law-changes-and-contact',
    ],
  },
  {
    question:
      "I'd like your team to hook up my shopify store for me. which subject do i choose on the contact form?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Sent the collaborator access request through your contact page. What happens next on my side?',
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'do you process collaborator requests on the weekend or only weekdays?',
    expected: [
      'doc:connect-shopify#option-2-request-collaborator-access',
      'company:support-hours',
      'faq:support-hours',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      "We're on the Plus plan and emailed support this morning. How long before someone replies?",
    expected: [
      'company:response-times',
      'faq:support-response-times',
      'plan:plus#features',
      'doc:quick-start-guide#get-help',
    ],
  },
  {
    question: 'am I talking to a bot or an actual human right now?',
    expected: ['faq:ai-assistant'],
  },
  {
    question:
      'Signed up on Friday night and still no account confirmation email. Is that normal, and who do I contact?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'doc:quick-start-guide',
    ],
  },

  // (2) Booking a call or a demo
  {
    question: 'Can I book a demo call with someone on your team?',
    expected: ['page:cookies#4-the-meeting-scheduler-on-the-contact-page'],
  },
  {
    question: "and if i don't want to use that booking widget?",
    previous: 'Can I book a demo call with someone on your team?',
    expected: ['page:cookies#4-the-meeting-scheduler-on-the-contact-page', 'company:contact'],
  },
  {
    question:
      'the calendar thing on your contact page just stays blank. I block third-party cookies, could that be it?',
    expected: [
      'page:cookies#7-managing-cookies-and-local-storage',
      'page:cookies#4-the-meeting-scheduler-on-the-contact-page',
    ],
  },
  {
    question: 'Which scheduling service do you use for meetings, and does it get my data?',
    expected: [
      'page:cookies#4-the-meeting-scheduler-on-the-contact-page',
      'page:privacy#5-who-we-share-it-with',
    ],
  },

  // (3) Vendor integration requests
  {
    question: 'Parts Unlimited says beta on your integrations page. How do I get access to it?',
    expected: ['vendor:parts-unlimited', 'faq:custom-integration-request'],
  },
  {
    question: "my supplier isn't anywhere on your integrations list. what are my options?",
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'doc:add-vendor',
    ],
  },
  {
    question:
      "I sent the request form on the Honey's Place page a little while ago, when will somebody get back to me?",
    expected: ['doc:add-vendor#if-your-vendor-is-not-in-the-list', 'doc:add-vendor'],
  },
  {
    question: 'any idea when McKesson will be ready? we sell medical supplies',
    expected: ['vendor:mckesson'],
  },
  {
    question:
      "What details should I include when I ask you to connect a vendor you don't support yet?",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
      'doc:add-vendor',
    ],
  },

  // (4) Custom integration quotes and setup fees
  {
    question: 'how much do you charge to build a custom integration if the vendor has its own API?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'fee:all',
    ],
  },
  {
    question: 'and if they only have an FTP feed?',
    previous: 'how much do you charge to build a custom integration if the vendor has its own API?',
    expected: [
      'fee:csv-xml-ftp',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'fee:all',
    ],
  },
  {
    question: 'After I submit the custom integrations form, how long until I get a quote back?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'Once we approve the quote, how long does it take you to actually build the integration?',
    expected: [
      'faq:pricing-setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'faq:setup-time',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'our vendor just emails us an excel sheet every week, no api. do we have to pay anything to use it?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'fee:csv-xml-ftp',
      'doc:add-vendor',
      'faq:setup-fees',
    ],
  },
  {
    question: 'On Enterprise, do custom vendor integrations still cost the usual $500 each?',
    expected: ['plan:enterprise#features', 'faq:pricing-enterprise'],
  },
  {
    question:
      'How long does the quote for a custom integration take, and can you sign an NDA with our vendor before starting?',
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
    ],
    wording: false,
  },

  // (5) Careers and applying for a job
  {
    question: 'are you guys hiring?',
    expected: ['jobs'],
  },
  {
    question: 'Any openings for a frontend developer?',
    expected: ['job:middle-react-frontend-developer', 'jobs'],
  },
  {
    question: 'For the junior Go backend role, how many years of experience do you expect?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'is the customer support job remote or would I have to be in the NYC office?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'React position: which testing tools and CSS stuff should I know?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'What does the low-code e-commerce automation specialist actually do day to day?',
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    question: 'which automation tools do they want experience with?',
    previous: 'What does the low-code e-commerce automation specialist actually do day to day?',
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    question: "I'm based in Portugal, could I apply for the golang backend job?",
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'does the backend developer role involve being on call?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'If I send my CV through your application form, how long do you keep it?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: "what's the salary range for the customer support specialist?",
    expected: ['fallback'],
  },
  {
    question: 'Do you sponsor work visas for the developer positions?',
    expected: ['fallback'],
  },
  {
    question: 'Is the React job fully remote, and do you offer stock options?',
    expected: ['job:middle-react-frontend-developer'],
    wording: false,
  },

  // (6) About the company and the team
  {
    question: 'Who founded VendorHub?',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: 'when did you guys start the company',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'How did VendorHub get started? Someone mentioned it came out of a lighting store.',
    expected: ['page:about#story'],
  },
  {
    question: "who's your CTO?",
    expected: ['page:about#team'],
  },
  {
    question: "what's her background?",
    previous: "who's your CTO?",
    expected: ['page:about#team'],
  },
  {
    question:
      "We're a distributor and would love to become one of your pre-built integrations. Is there someone who handles vendor partnerships?",
    expected: ['page:about#team'],
  },
  {
    question: 'roughly how many businesses use vendorhub today?',
    expected: ['page:about#story'],
  },
  {
    question: "What's the legal name of the company that's responsible for my data?",
    expected: ['page:privacy#1-who-is-responsible'],
  },

  // (7) Release notes
  {
    question: "what's new in the latest release?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'and the one before that?',
    previous: "what's new in the latest release?",
    expected: ['release:2.0.0'],
  },
  {
    question: 'When did your REST API come out?',
    expected: ['release:2.0.0', 'page:about#story'],
  },
  {
    question: 'Which version added MSRP enforcement to the price rules?',
    expected: ['release:1.9.0'],
  },
  {
    question: 'when was two way tag sync released',
    expected: ['release:1.8.0'],
  },
  {
    question: 'What did release 1.7 include?',
    expected: ['release:1.7.0'],
  },
  {
    question:
      'Did you ever fix the bug where SKUs with a space at the end failed the health check?',
    expected: ['release:2.1.0', 'doc:health-check#sku-mismatch-or-duplicate-skus'],
  },
  {
    question: 'since when do tracking numbers get pushed back to shopify automatically?',
    expected: ['release:1.7.0', 'page:about#story'],
  },

  // (8) Customer stories
  {
    question: 'Do you have any case studies or customer stories I could read?',
    expected: ['case-studies'],
  },
  {
    question: 'how did FixtureFarm cut down their inventory mistakes?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'Which plan is Evertail on, and what did their setup cost them?',
    expected: ['case-study:evertail'],
  },
  {
    question: 'condomania - which distributors do they run through you?',
    expected: ['case-study:condomania'],
  },
  {
    question: 'Is there a story about an apparel retailer running two Shopify stores?',
    expected: ['case-study:fashionplus'],
  },
  {
    question: 'how many brands did they connect, and on which plan?',
    previous: 'Is there a story about an apparel retailer running two Shopify stores?',
    expected: ['case-study:fashionplus'],
  },

  // (9) Documentation guides
  {
    question:
      "Shopify won't let me create an app from the admin anymore, the Develop apps screen is gone. How do I connect now?",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'where in vendorhub do i paste the client id and client secret from the dev dashboard?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:dashboard-overview#store-settings',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We connected back in 2025 with an app made in the Shopify admin. Do we have to redo the connection?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'why does the app need read_all_orders?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
      'doc:connect-shopify',
    ],
  },
  {
    question: "I created a new location in Shopify but it doesn't show up in Vendor Store Settings",
    expected: [
      'doc:collection-check#run-sync-data',
      'doc:connect-shopify#sync-data-after-store-changes',
      'doc:prepare-products#step-4-run-sync-data',
      'doc:dashboard-overview#store-settings',
      'doc:collection-check',
    ],
  },
  {
    question: 'What condition should the smart collection for a vendor have?',
    expected: [
      'doc:prepare-products#step-2-create-the-smart-collection',
      'doc:collection-check#check-the-collection-condition',
      'doc:prepare-products',
    ],
  },
  {
    question:
      "customers get to checkout with one vendor's products and there are no shipping options at all",
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
      'doc:order-management',
    ],
  },
  {
    question:
      'Suddenly every single product from one of our vendors is failing its health check. Why?',
    expected: [
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check#where-to-find-product-health',
      'doc:health-check',
    ],
  },
  {
    question: 'my store says 0 in stock but the vendor has 4 units, whats going on',
    expected: [
      'doc:quantity-check#check-1-quantity-delta',
      'doc:quantity-check#quick-diagnosis',
      'doc:inventory-management#quantity-delta',
      'faq:quantity-delta',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'If the cost is $40, my markup is 50% and the MAP is $65 with no MSRP, what price ends up in my store?',
    expected: [
      'doc:pricing-rules#how-vendorhub-calculates-a-price',
      'faq:price-rules',
      'doc:pricing-rules',
    ],
  },
  {
    question: "The vendor's MAP is higher than its MSRP. Which one wins?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question:
      'I changed a price by hand in Shopify and an hour later it was back to the old one. why??',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:prepare-products#step-5-map-the-vendor-in-vendor-store-settings',
      'doc:two-way-syncing',
    ],
  },
  {
    question:
      'If I delete a product in Shopify, does it also disappear from the vendor catalog in VendorHub?',
    expected: [
      'doc:two-way-syncing#unlink-a-product-by-deleting-it',
      'faq:two-way-tag-sync',
      'doc:two-way-syncing',
    ],
  },
  {
    question: 'how do i push products as drafts instead of making them live straight away',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push',
    ],
  },
  {
    question: 'What is Pre-Push Editing?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'doc:search-and-push',
    ],
  },
  {
    question: 'Uploading a vendor spreadsheet myself: which columns are actually required?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
    ],
  },
  {
    question: "what does 'by webhook' mean in the sync statistics on the vendor page?",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
      'doc:dashboard-overview',
    ],
  },
  {
    question: 'How long does the quick start guide take from start to finish?',
    expected: [
      'doc:quick-start-guide#how-long-each-step-takes',
      'doc:quick-start-guide',
      'faq:documentation',
    ],
  },
  {
    question: "what's the rate limit on your API?",
    expected: ['doc:api-reference#rate-limits'],
  },
  {
    question: 'and what happens if we go over it?',
    previous: "what's the rate limit on your API?",
    expected: ['doc:api-reference#rate-limits', 'doc:api-reference#errors'],
  },
  {
    question: 'Where do I create an API token?',
    expected: ['doc:api-reference#token'],
  },
  {
    question: 'An order has products from two different vendors in it. How does that get handled?',
    expected: [
      'doc:order-management#how-an-order-moves',
      'doc:order-management',
      'faq:order-routing',
    ],
  },

  // (10) Plans and pricing
  {
    question: 'how much is premium if I pay yearly?',
    expected: ['plan:premium#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'what about Plus?',
    previous: 'how much is premium if I pay yearly?',
    expected: ['plan:plus#price', 'faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'How many Shopify stores can I connect on the Basic plan?',
    expected: [
      'plan:basic#stores',
      'faq:supported-platforms',
      'faq:plan-limits',
      'doc:connect-shopify#before-you-start',
    ],
  },
  {
    question: 'Is API access included with Plus?',
    expected: [
      'plan:plus#features',
      'faq:plan-features',
      'doc:api-reference#token',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: "we only need product sync, we'll route orders ourselves. any discount on Premium?",
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'Do you charge extra if we go past 400 orders in a month?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'do i need to put in a credit card to start the trial?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'Can we trial Enterprise too, or only the cheaper plans?',
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'are your prices incl. VAT?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'Can I use the Shopify store-to-store integration on Plus? Our supplier runs its own Shopify shop.',
    expected: ['vendor:shopify'],
  },
  {
    question: "What's the price of the Basic plan, and do you have a discount for nonprofits?",
    expected: ['plan:basic#price', 'faq:plan-limits'],
    wording: false,
  },

  // (11) What happens to what you send us
  {
    question: 'How long do you keep what I send through the contact form?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'Can I ask you to delete my form submission before that?',
    expected: ['page:privacy#8-how-long-we-keep-it', 'page:privacy#9-your-rights'],
  },
  {
    question: 'when I submit one of your forms, does the data go to any third party?',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question: 'does this chat keep a record of what I type here, and for how long?',
    expected: [
      'page:privacy#8-how-long-we-keep-it',
      'page:cookies#3-local-storage-used-by-the-chat',
      'faq:ai-assistant',
    ],
  },
  {
    question:
      'Our legal team needs a data processing agreement before we sign. Can you provide one?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },

  // (12) Outside what the site covers
  {
    question: "What's Nora Lighting's dealer discount for new retailers?",
    expected: ['fallback'],
  },
  {
    question: 'can you recommend a good 3PL warehouse in Texas for our own stock?',
    expected: ['fallback'],
  },
  {
    question: 'Do you have an affiliate or referral program for agencies?',
    expected: ['fallback'],
  },
];
