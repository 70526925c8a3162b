/**
 * Eleventh tuning batch of `npm run bench:bot`: 120 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch was written for coverage: it walks the id list from
 * top to bottom and gives nearly every question a different first id, with extra weight on the
 * legal sections, releases, case studies, vendors, jobs, company facts and less obvious articles.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions11: BotQuestion[] = [
  // (1) Getting started, trial and store connection
  {
    question: 'how long is the trial and how many products can i sync while im on it?',
    expected: [
      'faq:free-trial',
      'faq:pricing-free-trial',
      'doc:quick-start-guide#your-free-trial',
      'page:terms#4-free-trial',
    ],
  },
  {
    question:
      "I went to Settings > Apps > Develop apps to make an app for you guys but Shopify won't let me create one anymore??",
    expected: [
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
      'doc:connect-shopify#option-1-create-a-custom-app-in-the-dev-dashboard',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'We connected VendorHub back in 2025 with an access token from the Shopify admin. Do we have to move to the Dev Dashboard now?',
    expected: [
      'doc:connect-shopify#stores-with-an-older-admin-created-app',
      'doc:connect-shopify#what-changed-in-shopify-in-2026',
    ],
  },
  {
    question:
      'Are you a real person or a bot? And does what I type here get sent to OpenAI or someone?',
    expected: ['faq:ai-assistant', 'page:privacy#3-how-we-use-it'],
  },

  // (2) Vendors: catalogue, status, method and category
  {
    question: 'how does Nora Lighting connect, is it an API?',
    expected: ['vendor:nora'],
  },
  {
    question: 'Oxygen Lighting - which plans is it on and is it live?',
    expected: ['vendor:oxygen'],
  },
  {
    question: 'Do you support Quorum ceiling fans on the Basic plan?',
    expected: ['vendor:quorum'],
  },
  {
    question: 'Is there a setup fee to connect Cyan Design?',
    expected: ['vendor:cyan'],
  },
  {
    question: 'is kuzco lighting available yet',
    expected: ['vendor:kuzco'],
  },
  {
    question: 'Can I sell Crystorama chandeliers through you? Since when?',
    expected: ['vendor:crystorama', 'release:2.1.0'],
  },
  {
    question: 'I carry both Kalco and Allegri. Will their stock and orders get mixed up?',
    expected: ['vendor:kalco'],
  },
  {
    question: 'Which category is Maxim Lighting listed under in your vendor list?',
    expected: ['vendor:maxim'],
  },
  {
    question: 'what quantity delta would you suggest for Allegri crystal fixtures? they are pricey',
    expected: ['vendor:allegri'],
  },
  {
    question: 'Is James+James ready to use?',
    expected: ['vendor:james-james'],
  },
  {
    question: 'Can I fulfil my Shopify orders from the stock I already have sitting in Amazon FBA?',
    expected: ['vendor:amazon'],
  },
  {
    question:
      'My supplier runs their own Shopify store. Can I pull their catalogue into mine and send them the orders?',
    expected: ['vendor:shopify'],
  },
  {
    question: 'How do orders get to Entrenue once a customer buys?',
    expected: ['vendor:entrenue', 'case-study:condomania'],
  },
  {
    question: 'same question for Holiday Products',
    previous: 'How do orders get to Entrenue once a customer buys?',
    expected: ['vendor:holiday'],
  },
  {
    question: "Does Honey's Place drop shipping work with you? which plan do I need for it",
    expected: ['vendor:honey'],
  },
  {
    question: 'williams trading, api or ftp?',
    expected: ['vendor:williams', 'case-study:condomania'],
  },
  {
    question: 'Do you have any automotive suppliers, like Parts Unlimited?',
    expected: ['vendor:parts-unlimited'],
  },
  {
    question: 'and WheelPros?',
    previous: 'Do you have any automotive suppliers, like Parts Unlimited?',
    expected: ['vendor:wheelpros'],
  },
  {
    question: "We sell medical supplies. What's the status of the Medline integration?",
    expected: ['vendor:medline'],
  },
  {
    question: 'what about mckesson',
    previous: "We sell medical supplies. What's the status of the Medline integration?",
    expected: ['vendor:mckesson'],
  },
  {
    question: 'Do you integrate with Bestway Wholesale? I cant find them anywhere on your site',
    expected: [
      'vendor:unknown',
      'doc:add-vendor#if-your-vendor-is-not-in-the-list',
      'faq:custom-integration-request',
    ],
  },
  {
    question:
      'My supplier only emails me an Excel price list, no API and no FTP. What columns does the file need?',
    expected: ['doc:add-vendor#vendors-without-an-api-upload-a-csv-or-excel-file'],
  },

  // (3) Products, sync and troubleshooting
  {
    question: 'Shopify only lets me have 15 locations and you want one per vendor?',
    expected: [
      'doc:prepare-products#step-3-create-the-location',
      'doc:collection-check#run-sync-data',
    ],
  },
  {
    question:
      'Is there a way to review and edit products before they get pushed to my store, like a staging area?',
    expected: [
      'doc:search-and-push#premium-tools-in-search-and-push',
      'faq:ai-listing-creation',
      'plan:premium#features',
    ],
  },
  {
    question: "On the vendor page, what does 'By webhook' mean in the sync stats?",
    expected: [
      'doc:dashboard-overview#vendor-detail-page',
      'doc:two-way-syncing#link-a-product-by-tagging-it',
    ],
  },
  {
    question: 'if i delete a product in shopify is it gone for good? can i add it back later',
    expected: ['doc:two-way-syncing#unlink-a-product-by-deleting-it', 'faq:two-way-tag-sync'],
  },
  {
    question: "what's quantity delta? my vendor has 4 in stock and I set it to 6",
    expected: [
      'faq:quantity-delta',
      'doc:inventory-management#quantity-delta',
      'doc:quantity-check#check-1-quantity-delta',
    ],
  },
  {
    question: "The vendor's stock keeps overwriting the count for my own warehouse in Shopify.",
    expected: ['doc:quantity-check#check-4-location-mapping'],
  },
  {
    question:
      'The smart collection I made for a vendor is empty even though the products have the vendor tag',
    expected: ['doc:collection-check#check-the-collection-condition'],
  },
  {
    question:
      "Suddenly every product from one supplier is failing its health check, the other vendors are fine. What's going on?",
    expected: ['doc:health-check#expired-vendor-credentials'],
  },
  {
    question: 'Cost is $40, markup 50%, MAP $65 and no MSRP. What price will VendorHub set?',
    expected: ['doc:pricing-rules#how-vendorhub-calculates-a-price', 'faq:price-rules'],
  },
  {
    question: "one vendor's data has a MAP higher than the MSRP. which one wins?",
    expected: ['doc:pricing-rules#when-map-is-above-msrp'],
  },

  // (4) Orders
  {
    question: 'Customers get to checkout with one supplier’s items and there are no shipping rates',
    expected: [
      'doc:order-management#no-shipping-options-at-checkout',
      'doc:prepare-products#step-3-create-the-location',
    ],
  },
  {
    question:
      'A backordered item finally shipped three months after the order. Can you still add the tracking number to an order that old?',
    expected: [
      'doc:order-management#orders-older-than-60-days',
      'doc:connect-shopify#permissions-vendorhub-needs',
    ],
  },

  // (5) Plans, pricing and fees
  {
    question: 'basic plan cost?',
    expected: ['plan:basic#price', 'faq:plan-limits'],
  },
  {
    question: 'How much is Plus a month? Also, do you do discounts for nonprofits?',
    expected: ['plan:plus#price', 'faq:plan-limits'],
    wording: false,
  },
  {
    question: 'We have a US store and a Canadian store. Can both go on the Plus plan?',
    expected: ['plan:plus#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'ok and if we open a third one for the UK?',
    previous: 'We have a US store and a Canadian store. Can both go on the Plus plan?',
    expected: ['plan:premium#stores', 'faq:supported-platforms', 'faq:plan-limits'],
  },
  {
    question: 'How many orders a month can I process on Basic?',
    expected: ['plan:basic#orders', 'doc:order-management#order-limits-by-plan', 'faq:plan-limits'],
  },
  {
    question: 'Does Premium come with API access?',
    expected: ['plan:premium#features', 'faq:plan-features'],
  },
  {
    question: 'What does Enterprise cost?',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: "what do you get on it that Premium doesn't have?",
    previous: 'What does Enterprise cost?',
    expected: ['plan:enterprise#features'],
  },
  {
    question: "What's the total if I pay for Premium for a whole year upfront?",
    expected: ['faq:pricing-annual-billing'],
  },
  {
    question: "I'm in Germany. Are your prices in euros, and is VAT included?",
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: "Do I have to put in a credit card to start the trial? Don't want a surprise charge",
    expected: ['faq:pricing-trial-card', 'doc:quick-start-guide#your-free-trial'],
  },
  {
    question:
      'If I downgrade from Premium to Plus, when does that kick in, and do my vendors and products stay?',
    expected: [
      'faq:pricing-plan-changes',
      'faq:change-plan',
      'page:terms#5-plans-billing-and-plan-changes',
    ],
  },
  {
    question: 'do you charge any one-time fees to get started?',
    expected: [
      'fee:all',
      'faq:setup-fees',
      'doc:add-vendor#setup-fees-and-timing',
      'faq:pricing-setup-fees',
    ],
  },
  {
    question:
      'Our supplier drops a CSV on their FTP server every night. What would you charge to set that up?',
    expected: ['fee:csv-xml-ftp', 'faq:setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question: 'and if they had a proper API instead?',
    previous:
      'Our supplier drops a CSV on their FTP server every night. What would you charge to set that up?',
    expected: ['fee:custom-api', 'faq:setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question:
      'Is there any setup charge for a vendor you already have a pre-built integration for?',
    expected: ['fee:pre-built', 'faq:setup-fees', 'doc:add-vendor#setup-fees-and-timing'],
  },
  {
    question:
      'We only want inventory and price sync on Plus, we handle orders ourselves. Is it cheaper then?',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'how much off would that be on premium',
    previous:
      'We only want inventory and price sync on Plus, we handle orders ourselves. Is it cheaper then?',
    expected: ['sync-only:premium', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },

  // (6) Company, support, security and about
  {
    question: 'Can I call you? whats the phone number',
    expected: ['company:contact'],
  },
  {
    question: 'Is anyone around on weekends if my sync breaks?',
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: "I'm on Basic. How long will I wait for a reply to a support email?",
    expected: ['company:response-times', 'faq:support-response-times', 'plan:basic#features'],
  },
  {
    question: 'If I cancel, how long before my data gets wiped?',
    expected: [
      'company:retention',
      'faq:data-after-cancellation',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'We are an EU company. Where is our data hosted?',
    expected: ['company:hosting', 'faq:data-hosting', 'page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'Are you SOC 2 compliant? We also need HIPAA for our medical supply shop.',
    expected: ['faq:compliance', 'company:hosting'],
    wording: false,
  },
  {
    question: 'when was vendorhub founded?',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'How did you guys come up with the idea for VendorHub?',
    expected: ['page:about#story'],
  },
  {
    question: "Who's the CEO? Who actually runs the company",
    expected: ['page:about#team'],
  },

  // (7) Release notes
  {
    question: "What's new in your most recent release?",
    expected: ['release:2.1.0'],
  },
  {
    question: 'and the one before that?',
    previous: "What's new in your most recent release?",
    expected: ['release:2.0.0'],
  },
  {
    question: 'When did you add MSRP enforcement?',
    expected: ['release:1.9.0'],
  },
  {
    question: 'which version brought in excel uploads for vendors without an api?',
    expected: ['release:1.8.0'],
  },
  {
    question: 'Since when are tracking numbers pushed back to Shopify automatically?',
    expected: ['release:1.7.0', 'page:about#story'],
  },

  // (8) Case studies
  {
    question: 'Got any customer success stories I can read?',
    expected: ['case-studies'],
  },
  {
    question: 'the adult store one, which distributors did they connect?',
    previous: 'Got any customer success stories I can read?',
    expected: ['case-study:condomania'],
  },
  {
    question:
      'That lighting retailer with eight manufacturers, how many hours a week did it save them?',
    expected: ['case-study:fixturefarm'],
  },
  {
    question:
      'How many products did Evertail list in their first month, and what plan were they on?',
    expected: ['case-study:evertail'],
  },
  {
    question: 'Any example of an apparel shop running two stores with you?',
    expected: ['case-study:fashionplus'],
  },

  // (9) Careers
  {
    question: 'are you hiring right now?',
    expected: ['jobs'],
  },
  {
    question: 'how much experience do you want for the frontend one?',
    previous: 'are you hiring right now?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: "What's the salary for the junior Go backend job? And can I work it from Europe?",
    expected: ['job:golang-junior-backend-developer'],
    wording: false,
  },
  {
    question: 'I build Zapier and n8n workflows for online shops. Do you have a role for that?',
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  {
    question: 'For the customer support specialist opening, what hours would I be working?',
    expected: ['job:customer-support-specialist'],
  },

  // (10) Terms of Service
  {
    question: 'Can you remove a feature I pay for without telling me?',
    expected: ['page:terms#1-the-service'],
  },
  {
    question: 'I think someone else logged into my account. What do I do, and am I liable for it?',
    expected: ['page:terms#2-your-account'],
  },
  {
    question: "Do I need my vendor's OK before I give you my login for their portal?",
    expected: ['page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'can you end my free trial early?',
    expected: ['page:terms#4-free-trial'],
  },
  {
    question:
      "I paid for a year and barely used it. Can I get a refund for the months I don't need?",
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'What do your terms say about going over my plan limits, will I be billed for it?',
    expected: ['page:terms#6-plan-limits', 'faq:order-limit', 'faq:pricing-order-limit'],
  },
  {
    question: 'Do you confirm the setup fee with me before you start building an integration?',
    expected: ['page:terms#7-setup-fees-and-integrations'],
  },
  {
    question: 'Who owns the product and order data I put into VendorHub?',
    expected: ['page:terms#8-your-data'],
  },
  {
    question: "If my vendor's feed sends wrong stock numbers, is that on you?",
    expected: [
      'page:terms#9-acceptable-use-and-third-party-services',
      'page:terms#11-disclaimers-and-limitation-of-liability',
    ],
  },
  {
    question: 'If I cancel halfway through the month do I lose access straight away?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: "What's the most you'd be liable for if something goes wrong with the service?",
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question: 'Which law governs your terms of service?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },

  // (11) Privacy Policy
  {
    question: "For my customers' personal data, who is the controller, you or me?",
    expected: ['page:privacy#1-who-is-responsible', 'page:terms#8-your-data'],
  },
  {
    question: 'do you keep my full credit card number on file?',
    expected: ['page:privacy#2-data-we-collect'],
  },
  {
    question: "Do you use my customers' personal data to train your AI models?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'What legal basis do you rely on under the GDPR?',
    expected: ['page:privacy#4-legal-bases'],
  },
  {
    question: 'Which third parties do you share personal data with?',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question:
      'Our shoppers are in the EU. How is their data protected when it goes to the United States?',
    expected: ['page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'Is staff access to my data logged? and is it encrypted at rest',
    expected: ['page:privacy#7-how-we-protect-it', 'faq:data-hosting'],
  },
  {
    question: 'How long do you keep what I type into this chat?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'How do I get an export of my personal data, and how fast do you respond to that?',
    expected: ['page:privacy#9-your-rights'],
  },
  {
    question: 'Do you run Google Analytics or any tracking pixels on this website?',
    expected: [
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#2-cookies-set-by-this-website',
    ],
  },
  {
    question: 'My son is 14 and wants to use VendorHub for his little shop. Is that allowed?',
    expected: ['page:privacy#11-children', 'page:terms#2-your-account'],
  },
  {
    question: 'If you change the privacy policy will you tell me?',
    expected: ['page:privacy#12-changes-and-contact'],
  },

  // (12) Cookie Policy
  {
    question: "what's the difference between a cookie and local storage, in plain english?",
    expected: ['page:cookies#1-cookies-and-local-storage'],
  },
  {
    question: 'Does this site put cookies on my browser? I never saw a cookie banner',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'and what about once I log in to the app?',
    previous: 'Does this site put cookies on my browser? I never saw a cookie banner',
    expected: ['page:cookies#5-the-vendorhub-app'],
  },
  {
    question: "I see 'vendorhub-chat/sessionId' in my browser storage. What is that?",
    expected: ['page:cookies#3-local-storage-used-by-the-chat'],
  },
  {
    question: 'Does the Cal.com booking widget on the contact page set cookies?',
    expected: ['page:cookies#4-the-meeting-scheduler-on-the-contact-page'],
  },
  {
    question: 'The checkout page that opens from Pricing, does that one use cookies?',
    expected: ['page:cookies#6-checkout-pages'],
  },
  {
    question: 'If I block third-party cookies, can I still book a demo and use the contact form?',
    expected: ['page:cookies#7-managing-cookies-and-local-storage'],
  },
  {
    question: "When I click a link to a vendor's website, does your cookie policy still apply?",
    expected: ['page:cookies#8-other-websites'],
  },
  {
    question: 'Would you ask for my consent if you ever started using cookies here?',
    expected: ['page:cookies#9-changes-and-contact'],
  },

  // (13) Outside what the site covers
  {
    question: 'Do you integrate with QuickBooks so vendor bills land in our accounting?',
    expected: ['fallback'],
  },
  {
    question: 'can vendorhub print shipping labels for the orders i pack myself?',
    expected: ['fallback'],
  },
  {
    question: 'Is there an iPhone app for VendorHub?',
    expected: ['fallback'],
  },
  {
    question:
      'Do you have an affiliate program? I would like a commission for referring other stores',
    expected: ['fallback'],
  },
  {
    question: 'Which Shopify theme would you recommend for a furniture store?',
    expected: ['fallback'],
  },
  {
    question: 'is the dashboard available in spanish?',
    expected: ['fallback'],
  },
  {
    question: "what's the weather like in NYC today lol",
    expected: ['fallback'],
  },
];
