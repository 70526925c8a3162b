/**
 * Twenty-sixth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch asks as a buyer doing due diligence before
 * purchase: security, privacy, cookies and legal terms; procurement (billing, trial, plan
 * changes, cancellation, refunds); and the company, its team, jobs, releases and customer stories,
 * with vendors both in and out of the catalogue.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions26: BotQuestion[] = [
  // (1) Security and compliance due diligence
  {
    question: 'are you soc2? type 1 or type 2',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:privacy#7-how-we-protect-it',
      'page:terms#8-your-data',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Our security team wants your SOC 2 report and a signed DPA before we buy. Who do I ask for those?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question: 'Is our data encrypted on your side, both at rest and in transit?',
    expected: ['faq:data-hosting', 'page:privacy#7-how-we-protect-it', 'company:hosting'],
  },
  {
    question: 'How do you keep the supplier FTP logins and API keys we hand over safe?',
    expected: ['faq:vendor-credentials', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'Will someone on your team need our Shopify owner password during onboarding?',
    expected: [
      'faq:store-password',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Can you send me the exact list of Admin API scopes your app requests? Our IT has to sign off on each one.',
    expected: [
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'If we part ways later, how do we pull your access out of our Shopify store?',
    expected: [
      'faq:revoke-access',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question:
      'We made the app in the Shopify Dev Dashboard ourselves. What do we do if the client secret may have leaked?',
    expected: [
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Does the dashboard support single sign-on with Okta or Azure AD, and can we force 2FA for our staff?',
    expected: ['fallback'],
  },
  {
    question: 'Have you ever had a security incident or a data breach?',
    expected: ['fallback'],
  },
  {
    question: 'Are you ISO 27001 certified? Also which regions is our data stored in?',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
      'doc:connect-shopify#keep-the-credentials-current',
      'doc:connect-shopify',
    ],
    wording: false,
  },
  {
    question:
      "we'd be selling Medline supplies - are you HIPAA compliant, and is Medline actually available to connect?",
    expected: ['vendor:medline'],
    wording: false,
  },
  // (2) Privacy and personal data
  {
    question: "Under GDPR, who is the controller for our shoppers' personal data, us or you?",
    expected: ['page:privacy#1-who-is-responsible', 'page:terms#8-your-data'],
  },
  {
    question: 'why does your app need access to our customers? seems like a lot',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'page:privacy#2-data-we-collect',
      'page:privacy#5-who-we-share-it-with',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Which third parties do you share our data with? Procurement is asking for a subprocessor list.',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question: 'Do you sell any of our data or use it for ads?',
    expected: ['page:privacy#3-how-we-use-it', 'page:privacy#9-your-rights'],
  },
  {
    question: "Is our customers' personal info used to train your AI models?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: "We're an EU company. What covers the transfer of our data to servers in the US?",
    expected: ['page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'How long do you hang on to what people send through your contact form?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'I applied for a job with you and sent my CV a few months ago. Can I get it deleted?',
    expected: ['page:privacy#8-how-long-we-keep-it', 'page:privacy#9-your-rights'],
  },
  {
    question: 'How do I make a data access request, and how fast do you respond?',
    expected: ['page:privacy#9-your-rights', 'page:privacy#12-changes-and-contact'],
  },
  {
    question:
      'I ordered from a shop that apparently uses VendorHub and I want my personal data erased. Who do I talk to?',
    expected: ['page:privacy#9-your-rights'],
  },
  {
    question: 'is what I type into this chat sent to ChatGPT or some other AI company?',
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question:
      'my son is 16 and wants to run his dropshipping store with this. is there a minimum age?',
    expected: ['page:terms#2-your-account', 'page:privacy#11-children'],
  },
  // (3) Cookies and tracking
  {
    question: 'Does vendorhub.io run Google Analytics or a Facebook pixel?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: "How come there's no cookie consent banner on your site?",
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#9-changes-and-contact',
    ],
  },
  {
    question: "What is this vendorhub-chat/sessionId entry in my browser's local storage?",
    expected: ['page:cookies#3-local-storage-used-by-the-chat'],
  },
  {
    question: 'does the demo booking calendar on the contact page drop cookies on me?',
    expected: [
      'page:cookies#4-the-meeting-scheduler-on-the-contact-page',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    previous: 'Does your website use cookies?',
    question: 'ok and how do I wipe the chat id it keeps?',
    expected: [
      'page:cookies#7-managing-cookies-and-local-storage',
      'page:cookies#3-local-storage-used-by-the-chat',
    ],
  },
  // (4) Terms of service
  {
    question: "Which state's law governs your terms, and where would a dispute be heard?",
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: "what's the cap on your liability in the ToS?",
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question:
      'Can you raise our subscription price whenever you like? How much notice would we get?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Who owns the product and order data we load into VendorHub?',
    expected: ['page:terms#8-your-data'],
  },
  {
    question: "If a supplier's feed has wrong prices and we lose money on orders, is that on you?",
    expected: [
      'page:terms#11-disclaimers-and-limitation-of-liability',
      'page:terms#9-acceptable-use-and-third-party-services',
    ],
  },
  {
    question: 'Does Enterprise get its own contract, or is it the standard terms?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  // (5) Billing, payment and trial
  {
    question: "Are your prices incl. VAT? We'd be invoiced in Germany.",
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: "What's the total for Plus if we pay for the whole year upfront?",
    expected: ['faq:pricing-annual-billing', 'faq:annual-billing', 'plan:plus#price'],
  },
  {
    question:
      'Our accounts payable team needs a W-9 and a filled-in supplier onboarding form from you. Who handles that?',
    expected: ['fallback'],
  },
  {
    question: 'do i have to put in a credit card just to try it out?',
    expected: [
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'When exactly does the first charge hit after the free trial?',
    expected: [
      'faq:pricing-trial-card',
      'page:terms#4-free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'How many products are we allowed to sync while on the trial?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'doc:product-creation#product-limits-by-plan',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'If we sign up today, how long until the account is confirmed and we can start?',
    expected: [
      'faq:account-confirmation',
      'doc:quick-start-guide#step-1-create-your-account',
      'page:terms#2-your-account',
      'doc:quick-start-guide',
    ],
  },
  // (6) Plan changes, cancellation and refunds
  {
    question:
      'If we move from Basic to Premium in the middle of a billing cycle, do we pay a full month of Premium?',
    expected: [
      'faq:change-plan',
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'what happens to our setup if we downgrade and we have more vendors than the smaller plan allows',
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:change-plan',
    ],
  },
  {
    question: 'how do I cancel my subscription?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question:
      "If we cancel halfway through an annual plan, do we get a refund for the months we don't use?",
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    previous: 'How do I cancel?',
    question: 'and what happens to all our data afterwards?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'If we leave, do the listings you created disappear from our Shopify store?',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },
  {
    question: 'If I cancel before the 14 days are up, am I charged anything at all?',
    expected: ['page:terms#4-free-trial', 'faq:pricing-trial-card'],
  },
  {
    question: 'Do you bill extra if we go past 400 orders in a month?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'page:terms#6-plan-limits',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
    ],
  },
  {
    question:
      'After we cancel, can we have everything deleted right away instead of waiting the 60 days?',
    expected: ['faq:data-after-cancellation', 'page:privacy#9-your-rights'],
  },
  // (7) Plans and features
  {
    question: 'whats the cheapest plan that comes with API access',
    expected: [
      'faq:plan-features',
      'plan:premium#features',
      'doc:api-reference#token',
      'page:terms#6-plan-limits',
    ],
  },
  {
    question: 'How many Shopify stores does the Premium plan cover?',
    expected: ['plan:premium#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    previous: 'How many stores does Premium include?',
    question: 'and how many vendors?',
    expected: [
      'plan:premium#vendors',
      'faq:plan-limits',
      'doc:add-vendor#vendor-limits-by-plan',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Enterprise pricing, can you give me a ballpark?',
    expected: ['faq:pricing-enterprise', 'plan:enterprise#price'],
  },
  {
    question:
      "We'd only use product sync on Premium and handle orders ourselves. What's the discount for that?",
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'Which plan comes with guided onboarding and migration?',
    expected: ['plan:enterprise#features'],
  },
  {
    question:
      'Is having AI write our product descriptions included on Plus, or does it cost extra?',
    expected: [
      'faq:ai-listing-creation',
      'plan:plus#features',
      'faq:plan-features',
      'doc:product-creation#create-products-in-bulk',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'page:terms#6-plan-limits',
      'doc:product-creation',
    ],
  },
  // (8) Vendors in the catalogue and setup fees
  {
    question: 'any setup fee for hooking up Nora Lighting?',
    expected: ['vendor:nora', 'fee:pre-built', 'faq:setup-fees'],
  },
  {
    question: "What plan do we need to connect Honey's Place?",
    expected: ['vendor:honey'],
  },
  {
    question: 'Is the James+James integration ready to use yet?',
    expected: ['vendor:james-james'],
  },
  {
    question: 'Can you ship our Shopify orders out of the inventory we keep at Amazon FBA?',
    expected: ['vendor:amazon', 'faq:supported-platforms'],
  },
  {
    question:
      'One of our suppliers runs its own Shopify store. Can we pull their catalog into ours?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'When did Crystorama become available as an integration?',
    expected: ['release:2.1.0', 'vendor:crystorama'],
  },
  {
    question: 'do you have McKesson?',
    expected: ['vendor:mckesson'],
  },
  {
    question: "How much do you charge to build a connection to a supplier's REST API?",
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Is the $300 FTP integration fee monthly or a one-off?',
    expected: [
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'fee:csv-xml-ftp',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
    ],
  },
  {
    question: 'With Williams Trading, do orders get sent to them automatically over their API?',
    expected: ['vendor:williams', 'case-study:condomania'],
  },
  // (9) Vendors not in the catalogue
  {
    question: 'Do you integrate with Visual Comfort & Co.?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    question:
      'Our main distributor is Kichler and they just email us an excel sheet every monday. can you work with that?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  {
    previous: 'Do you integrate with Kichler Lighting?',
    question: "how long before we'd get a quote for it?",
    expected: [
      'faq:custom-integration-request',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'doc:add-vendor',
    ],
  },
  {
    question: 'Does VendorHub connect to Spocket or CJdropshipping?',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'faq:supported-vendors',
      'doc:add-vendor',
    ],
  },
  // (10) The company, its team and contact details
  {
    question: 'When and where was VendorHub started?',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'who actually runs the company?',
    expected: ['page:about#team'],
  },
  {
    previous: 'Who are the founders of VendorHub?',
    question: 'what did the CTO do before this?',
    expected: ['page:about#team'],
  },
  {
    question: "What's your business address? We need it for our vendor master file.",
    expected: [
      'company:contact',
      'page:terms#12-governing-law-changes-and-contact',
      'page:privacy#1-who-is-responsible',
      'page:privacy#12-changes-and-contact',
    ],
  },
  {
    question: 'how many merchants are actually using VendorHub today?',
    expected: ['page:about#story'],
  },
  {
    question: 'Who are your investors? Are you VC backed?',
    expected: ['fallback'],
  },
  {
    question:
      "We're a distributor and would like to be one of your pre-built integrations. Who on your team looks after that?",
    expected: ['page:about#team', 'company:contact'],
  },
  {
    question: "What is the company's exact legal name for the contract?",
    expected: [
      'page:privacy#1-who-is-responsible',
      'page:terms#12-governing-law-changes-and-contact',
    ],
  },
  // (11) Careers
  {
    question: 'are you hiring right now?',
    expected: ['jobs'],
  },
  {
    question: 'Is the junior Go developer job open to someone based in Poland?',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question:
      'What does the React developer position pay, and how many years of experience are you after?',
    expected: ['job:middle-react-frontend-developer'],
    wording: false,
  },
  {
    previous: 'What positions are you hiring for?',
    question: 'is the support specialist one remote as well?',
    expected: ['job:customer-support-specialist'],
  },
  // (12) Release history
  {
    question: 'What shipped in your most recent release?',
    expected: ['release:2.1.0'],
  },
  {
    question: 'When did the public REST API come out?',
    expected: ['release:2.0.0', 'page:about#story'],
  },
  {
    question: 'Which version introduced the safety stock setting, Quantity Delta?',
    expected: ['release:1.7.0'],
  },
  {
    previous: 'What was in release 2.0.0?',
    question: 'and the release before that one?',
    expected: ['release:1.9.0'],
  },
  // (13) Customer stories
  {
    question: 'any case studies from online lighting stores?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question:
      'Do you have a customer story in apparel, ideally someone running more than one store?',
    expected: ['case-study:fashionplus'],
  },
  {
    question: 'Show me a customer who routes orders to adult distributors through you.',
    expected: ['case-study:condomania'],
  },
  {
    question: 'What plan was Evertail on, and what did their setup cost them?',
    expected: ['case-study:evertail'],
  },
  {
    previous: 'Tell me about the FixtureFarm case study',
    question: 'how many hours a week did it save them?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question: 'Could we get a reference call with one of your current customers before we sign?',
    expected: ['fallback'],
  },
  {
    question: 'What customer success stories can I read?',
    expected: ['case-studies'],
  },
  // (14) Support
  {
    question: "What are your support hours? We're on Central European time.",
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  {
    question: 'Does Plus include chat support or is it email only?',
    expected: ['faq:support-response-times', 'plan:plus#features', 'company:response-times'],
  },
  {
    question: 'If syncing breaks on a Saturday night, is anybody around to help?',
    expected: [
      'faq:support-hours',
      'company:support-hours',
      'plan:premium#features',
      'faq:support-response-times',
    ],
  },
  {
    question: "We don't have a developer. Can your team do the Shopify connection for us?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:technical-skills',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Does Shopify charge us anything on top for installing your app?',
    expected: ['fallback'],
  },
];
