/**
 * Nineteenth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch asks about trust, risk and objections before
 * signing up: cautious owners, ops, finance, IT and legal asking what could go wrong, what
 * VendorHub can touch and keep, what they commit to, and who the company is.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions19: BotQuestion[] = [
  // (1) Store access and permissions
  {
    question:
      "I'm not handing my Shopify login to some software company. Do you need my store password or not?",
    expected: [
      'faq:store-password',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'why on earth does your app need read access to our customers?',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'Our IT lead wants the full list of Shopify scopes your app asks for before we approve anything.',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'faq:store-permissions',
      'doc:connect-shopify',
      'page:terms#3-access-to-your-store-and-your-vendors',
    ],
  },
  {
    question: 'What do you need read_all_orders for? Seems excessive to me',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'If it goes badly, how do I cut VendorHub off from my store completely?',
    expected: [
      'faq:revoke-access',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question: 'and the products it made for me, do those get wiped when I uninstall?',
    previous: 'How do I remove VendorHub from my Shopify store?',
    expected: ['faq:revoke-access', 'page:terms#10-cancellation-and-termination'],
  },
  {
    question:
      "I don't feel confident creating an app in Shopify's developer thing. Can your people set the connection up without me sharing any passwords?",
    expected: [
      'faq:setup-help',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'doc:connect-shopify',
      'faq:technical-skills',
    ],
  },
  {
    question:
      'Is it true Shopify killed admin-created custom apps? We connected an app like that in 2025 and I am worried it stops working.',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Do you keep my distributors FTP passwords in plain text somewhere?',
    expected: ['faq:vendor-credentials', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question:
      "Legal question: am I even allowed to hand you my vendor account credentials, and who's on the hook if the vendor objects?",
    expected: ['page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (2) Where data lives and who sees it
  {
    question: "We're based in Germany. Where are your servers physically?",
    expected: [
      'faq:data-hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'company:hosting',
      'page:terms#8-your-data',
    ],
  },
  {
    question:
      "does our EU customers' personal data get transferred to the US, and if so under what mechanism?",
    expected: ['page:privacy#6-where-your-data-is-hosted', 'faq:data-hosting', 'company:hosting'],
  },
  {
    question: 'and is it encrypted?',
    previous: 'Where is my data hosted?',
    expected: ['faq:data-hosting', 'page:privacy#7-how-we-protect-it', 'company:hosting'],
  },
  {
    question: 'Our procurement team needs a signed data processing agreement. Do you offer one?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },
  {
    question: 'Is it actually true you have SOC 2 Type II, or is that just marketing?',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question: 'Who owns the product and order data once it sits in VendorHub, you or us?',
    expected: ['page:terms#8-your-data'],
  },
  {
    question: "Do you sell our data or use it to show us ads? I've been burned before.",
    expected: ['page:privacy#3-how-we-use-it', 'page:privacy#9-your-rights'],
  },
  {
    question:
      "I don't want our customers' info being used to train some AI model. Does that happen?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'Which third parties get access to our data? Do you publish your subprocessors?',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question:
      "I don't love the idea of my customers' home addresses being passed around. Who actually gets them when an order comes in?",
    expected: [
      'page:privacy#5-who-we-share-it-with',
      'page:privacy#2-data-we-collect',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },
  {
    question: 'Do you store our full credit card number on your side?',
    expected: ['page:privacy#2-data-we-collect'],
  },
  {
    question: "Under GDPR, what's your legal basis for processing our data?",
    expected: ['page:privacy#4-legal-bases'],
  },
  {
    question: 'How do I request a copy of my personal data, or have it erased?',
    expected: ['page:privacy#9-your-rights', 'page:privacy#8-how-long-we-keep-it'],
  },
  {
    question:
      'I bought something from a shop that apparently uses VendorHub and I want my address removed from your systems. Who do I ask?',
    expected: ['page:privacy#9-your-rights', 'page:privacy#1-who-is-responsible'],
  },
  {
    question: 'I applied for one of your jobs. How long do you hang on to my resume?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },

  // (3) This website: chat, cookies and the scheduler
  {
    question: "Is what I'm typing into this chat being sent to OpenAI or some other AI company?",
    expected: [
      'faq:ai-assistant',
      'page:privacy#3-how-we-use-it',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question: 'how long do you keep these chat conversations?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'Does this site track me with cookies or Google Analytics?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'Why is there a vendorhub-chat/sessionId entry in my browser storage?',
    expected: ['page:cookies#3-local-storage-used-by-the-chat'],
  },
  {
    question:
      'If I book a demo with the calendar widget on your contact page, who gets my info and does it drop cookies?',
    expected: [
      'page:cookies#4-the-meeting-scheduler-on-the-contact-page',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question: 'I block all third party cookies. Will your booking calendar still work for me?',
    expected: [
      'page:cookies#7-managing-cookies-and-local-storage',
      'page:cookies#4-the-meeting-scheduler-on-the-contact-page',
    ],
  },
  {
    question: 'the checkout page that opens from the pricing buttons — does that one use cookies?',
    expected: ['page:cookies#6-checkout-pages'],
  },
  {
    question: 'Is this chatbot going to make stuff up if it doesn’t know the answer?',
    expected: ['faq:ai-assistant'],
  },

  // (4) The contract: liability, law and changes
  {
    question:
      "If a sync bug underprices half my catalog and I lose money, what's the most you'd be liable for?",
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question: 'Can you guarantee the stock numbers coming from my vendors are always correct?',
    expected: [
      'page:terms#11-disclaimers-and-limitation-of-liability',
      'page:terms#9-acceptable-use-and-third-party-services',
    ],
  },
  {
    question: 'Do you promise 99.9% uptime, or anything like it?',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question: "What if Shopify or my supplier's API goes down? Is that your problem or mine?",
    expected: [
      'page:terms#9-acceptable-use-and-third-party-services',
      'page:terms#11-disclaimers-and-limitation-of-liability',
    ],
  },
  {
    question: "Which jurisdiction's law governs your terms of service?",
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'Can you just change the terms on me overnight?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'What stops you from raising the price right after I sign up?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'Could you take away a feature I’m paying for without telling me?',
    expected: ['page:terms#1-the-service'],
  },
  {
    question: 'Under what circumstances can you shut down my account?',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'page:terms#9-acceptable-use-and-third-party-services',
      'page:terms#2-your-account',
    ],
  },
  {
    question:
      'If we go Enterprise, does our negotiated contract override the standard terms on your site?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      "If I end up breaking a brand's MAP policy while using VendorHub, is that on you or on me?",
    expected: ['page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (5) Money: trial, refunds, cancellation and lock-in
  {
    question: 'I cancel two weeks into a monthly billing period. Do I get the rest refunded?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question:
      'If we pay for the year upfront and it doesnt work out after 3 months, is there any refund?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:pricing-annual-billing',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'Am I tied into a long contract, or can I walk away whenever?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'What happens if I forget to cancel the trial? Will you just charge me?',
    expected: [
      'faq:pricing-trial-card',
      'page:terms#4-free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    question: 'do I have to put a card in for that?',
    previous: 'Is there a free trial?',
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: "What's the catch with the free trial, is it limited somehow?",
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'page:terms#4-free-trial',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    question: "We'd probably need Enterprise. Can we still test it before paying?",
    expected: ['faq:pricing-free-trial', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question: 'Any hidden costs on top of the monthly price I should know about?',
    expected: [
      'faq:setup-fees',
      'fee:all',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'faq:pricing-currency-tax',
    ],
  },
  {
    question:
      "If I downgrade later and I've got more vendors than the smaller plan allows, what happens?",
    expected: [
      'faq:pricing-plan-changes',
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:change-plan',
    ],
  },
  {
    question:
      'If we leave, are we stuck? Do all the listings you created disappear from our store?',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'faq:revoke-access',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'If I quit and then come back a month later, do I have to redo the whole setup?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'can you delete it right away instead of keeping it around?',
    previous: 'What happens to my data if I cancel?',
    expected: ['faq:data-after-cancellation', 'page:privacy#9-your-rights'],
  },
  {
    question: "I don't want to pay for order routing we'll never use. Is there a cheaper option?",
    expected: ['faq:pricing-product-sync-only', 'faq:product-sync-only', 'sync-only'],
  },

  // (6) Plan limits
  {
    question:
      'Black Friday could push us way past 400 orders on Plus. Do orders just stop going out?',
    expected: [
      'faq:order-limit',
      'faq:pricing-order-limit',
      'doc:order-management#order-limits-by-plan',
      'page:terms#6-plan-limits',
      'doc:order-management',
    ],
  },
  {
    question: 'and you bill the extra ones automatically?',
    previous: 'What happens if I go over 200 orders in a month on Basic?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'page:terms#6-plan-limits',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question: 'What if I need a third vendor while on Basic?',
    expected: ['doc:add-vendor#vendor-limits-by-plan', 'plan:basic#vendors', 'faq:plan-limits'],
  },

  // (7) When vendor data or stock goes wrong
  {
    question: "How would I even find out that one of my vendors' connections had broken?",
    expected: [
      'faq:health-checks',
      'doc:health-check#expired-vendor-credentials',
      'doc:health-check',
      'page:terms#9-acceptable-use-and-third-party-services',
      'doc:health-check#where-to-find-product-health',
    ],
  },
  {
    question:
      'My biggest fear is selling stuff my distributor already ran out of. How do you stop that?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:inventory-management',
    ],
  },
  {
    question: 'so if I set it to 5 and the vendor only has 5 left, what do shoppers see?',
    previous: 'What is Quantity Delta?',
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
      'doc:inventory-management',
      'doc:quantity-check',
    ],
  },
  {
    question:
      'Is it true that with hourly syncing my store could show stale stock for up to an hour?',
    expected: [
      'doc:quantity-check#check-2-sync-timing',
      'faq:inventory-sync-frequency',
      'doc:inventory-management#how-inventory-sync-works',
      'doc:inventory-management#quantity-delta',
    ],
  },
  {
    question:
      "We keep our own stock in a warehouse too. I don't want VendorHub messing with those counts.",
    expected: [
      'doc:inventory-management#how-inventory-sync-works',
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:quantity-check#check-4-location-mapping',
      'doc:inventory-management',
    ],
  },
  {
    question:
      'Is there any situation where VendorHub would set a price below MAP even though I turned Enforce MAP on?',
    expected: ['doc:pricing-rules#when-map-is-above-msrp', 'doc:pricing-rules'],
  },
  {
    question: 'I mark things down by hand for promos. Will your sync overwrite my prices?',
    expected: [
      'doc:two-way-syncing#changes-you-make-in-shopify',
      'doc:pricing-rules#price-and-cost-sync',
      'doc:two-way-syncing',
      'doc:pricing-rules',
    ],
  },
  {
    question: 'Will it overwrite the product descriptions my copywriter spent weeks on?',
    expected: ['doc:two-way-syncing#changes-you-make-in-shopify', 'doc:two-way-syncing'],
  },
  {
    question:
      'We already have about 3k products in Shopify. Will connecting you create a mess of duplicates?',
    expected: [
      'faq:existing-products',
      'doc:product-creation#duplicate-skus-are-never-created',
      'doc:product-creation',
      'doc:search-and-push#what-happens-after-a-push',
    ],
  },
  {
    question:
      'I don’t want AI-written listings going live before someone on my team checks them. Possible?',
    expected: [
      'doc:search-and-push#push-products-to-your-store',
      'doc:product-creation#what-a-new-listing-contains',
      'doc:search-and-push#premium-tools-in-search-and-push',
      'doc:search-and-push',
      'doc:product-creation',
    ],
  },
  {
    question: 'What if an order never actually reaches the supplier? How would I notice?',
    expected: ['doc:order-management#follow-orders-in-the-orders-tab', 'doc:order-management'],
  },
  {
    question:
      'We have like 20 vendors. Could we run out of Shopify locations if each one needs its own?',
    expected: ['doc:prepare-products#step-3-create-the-location', 'doc:prepare-products'],
  },

  // (8) Vendors we might not be able to connect
  {
    question: "What if my main supplier isn't in your list? Am I stuck?",
    expected: [
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
      'vendor:unknown',
      'faq:supported-vendors',
    ],
  },
  {
    question: 'Is WheelPros actually working yet or is it just on the roadmap?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: 'Medline says beta. Can I rely on it, and which plan gets me access?',
    expected: ['vendor:medline'],
  },
  {
    question:
      'One of our suppliers only emails us an Excel sheet every Monday, no API at all. Is that a dealbreaker?',
    expected: [
      'doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file',
      'doc:add-vendor',
      'faq:supported-vendors',
    ],
  },
  {
    question:
      "If an item is missing from the vendor's new spreadsheet, does its stock get zeroed automatically?",
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },
  {
    question: "How long does a custom integration take? We can't wait weeks.",
    expected: [
      'doc:add-vendor#setup-fees-and-timing',
      'page:terms#7-setup-fees-and-integrations',
      'faq:pricing-setup-fees',
      'faq:setup-time',
      'doc:add-vendor',
    ],
  },

  // (9) Who the company is, and support
  {
    question: 'Who is actually behind VendorHub? Is this a real company or a side project?',
    expected: ['page:about#story', 'page:about#team', 'company:founded', 'company:contact'],
  },
  {
    question: 'and where are they based?',
    previous: 'Who founded VendorHub?',
    expected: ['company:contact', 'page:about#story'],
  },
  {
    question: 'How many merchants actually use this today?',
    expected: ['page:about#story'],
  },
  {
    question: "I'm in California. What hours is your support team actually around?",
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: 'What if our sync dies at 2am on a Saturday? Is anyone there?',
    expected: ['faq:support-hours', 'company:support-hours', 'faq:support-response-times'],
  },
  {
    question: 'is that after-hours line included on Plus too?',
    previous: 'What if my sync stops in the middle of the night on a weekend?',
    expected: [
      'faq:support-hours',
      'faq:support-response-times',
      'company:response-times',
      'plan:plus#features',
    ],
  },
  {
    question: 'On the Basic plan, realistically how long until someone answers my email?',
    expected: ['company:response-times', 'faq:support-response-times', 'plan:basic#features'],
  },
  {
    question: 'Is the product still actively developed? When did you last ship an update?',
    expected: ['release:2.1.0'],
  },

  // (10) Proof, and doing it by hand instead
  {
    question: 'Do you have any real customer stories I can read before I commit?',
    expected: ['case-studies'],
  },
  {
    question: 'any with adult stores?',
    previous: 'Do you have case studies?',
    expected: ['case-study:condomania', 'case-studies'],
  },
  {
    question:
      'Has any lighting retailer with lots of MAP-enforcing manufacturers used this successfully?',
    expected: ['case-study:fixturefarm', 'case-studies'],
  },
  {
    question: "We're just two people. Is there proof a tiny team can actually make this work?",
    expected: ['case-study:evertail', 'case-studies'],
  },
  {
    question: 'Has anyone run two Shopify stores with the same brands through you?',
    expected: ['case-study:fashionplus'],
  },
  {
    question:
      "Honestly, why shouldn't we just keep updating stock and tracking numbers from spreadsheets by hand?",
    expected: [
      'faq:who-is-vendorhub-for',
      'faq:what-is-vendorhub',
      'case-study:fixturefarm',
      'page:about#story',
      'case-studies',
    ],
  },

  // (11) Things the site does not say
  {
    question: 'Are you ISO 27001 certified?',
    expected: ['fallback'],
  },
  {
    question: 'Is VendorHub HIPAA compliant, and would you sign a BAA with us?',
    expected: ['fallback'],
  },
  {
    question: 'Could I get on a call with one of your existing customers as a reference?',
    expected: ['fallback'],
  },
  {
    question: 'Are you VC funded? Who are your investors?',
    expected: ['fallback'],
  },
  {
    question: 'Do you have a public status page where I can check for outages?',
    expected: ['fallback'],
  },
  {
    question: 'Does the dashboard support SSO with Okta, or at least two-factor login?',
    expected: ['fallback'],
  },
  {
    question: 'Where is my data hosted, and do you run a bug bounty program?',
    expected: ['faq:data-hosting', 'page:privacy#6-where-your-data-is-hosted', 'company:hosting'],
    wording: false,
  },
  {
    question: "What's your liability cap, and do you carry cyber insurance that would cover us?",
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
    wording: false,
  },
];
