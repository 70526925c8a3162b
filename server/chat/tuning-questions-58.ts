/**
 * Fifty-eighth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch is about the legal and trust pages (privacy policy,
 * terms of service, cookie policy, retention, hosting, security, chat and job-applicant data), asked
 * by cautious buyers, lawyers, IT and procurement people in their own words.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions58: BotQuestion[] = [
  // (1) Who is responsible, what is collected, how it is used
  {
    question: 'who is the data controller for the info i give you guys',
    expected: ['page:privacy#1-who-is-responsible'],
  },
  {
    question:
      "We're an EU merchant. For our customers' order data, is VendorHub acting as a processor or a controller?",
    expected: ['page:privacy#1-who-is-responsible', 'page:terms#8-your-data'],
  },
  {
    question: 'what personal data do you actually collect about me if i sign up',
    expected: ['page:privacy#2-data-we-collect'],
  },
  {
    question: 'do u log visitors IP addresses on the website',
    expected: ['page:privacy#2-data-we-collect'],
  },
  {
    question: 'Do you sell customer data or use it for advertising?',
    expected: ['page:privacy#3-how-we-use-it', 'page:privacy#9-your-rights'],
  },
  {
    question: 'will our customers personal info be used to train your AI models',
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'is this chat box sending what i type to openai or some other ai company??',
    expected: ['page:privacy#3-how-we-use-it', 'faq:ai-assistant'],
  },
  {
    question:
      'who owns the product catalog, prices and order history once its sitting in vendorhub, us or you',
    expected: ['page:terms#8-your-data'],
  },
  {
    question: 'what do you do with the details people send in job applications',
    expected: ['page:privacy#3-how-we-use-it', 'page:privacy#2-data-we-collect'],
  },

  // (2) GDPR: legal bases, DPA, data subject rights
  {
    question: 'what is your lawful basis for processing personal data under the GDPR?',
    expected: ['page:privacy#4-legal-bases'],
  },
  {
    question:
      'Procurement wont approve the purchase until we have a signed DPA. Do you provide a data processing agreement?',
    expected: ['page:terms#8-your-data', 'faq:compliance'],
  },
  {
    question: 'are you guys gdpr compliant',
    expected: ['faq:compliance', 'company:hosting', 'page:privacy#7-how-we-protect-it'],
  },
  {
    question:
      'our IT team has a security questionnaire they need filled out before we sign, who do i send it to',
    expected: ['faq:compliance'],
  },
  {
    question: 'can I request a copy of all the personal data you hold about me (subject access)?',
    expected: ['page:privacy#9-your-rights'],
  },
  {
    question: 'how many days do you have to respond to a data subject request',
    expected: ['page:privacy#9-your-rights'],
  },
  {
    question:
      'i bought something from a shop that uses vendorhub and want my address removed from your systems, how?',
    expected: ['page:privacy#9-your-rights'],
  },
  {
    question: 'california resident - do i have ccpa type rights with you?',
    expected: ['page:privacy#9-your-rights'],
  },
  {
    question:
      'one of our customers filed a GDPR erasure request with us. will you help us handle the part you process?',
    expected: ['page:privacy#9-your-rights', 'page:privacy#1-who-is-responsible'],
  },
  {
    question: 'do you knowingly collect data from minors',
    expected: ['page:privacy#11-children'],
  },

  // (3) Subprocessors and sharing
  {
    question: 'can you share your list of subprocessors?',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question:
      'when an order comes in what exactly gets passed on to the supplier, name address phone?',
    expected: ['page:privacy#2-data-we-collect', 'page:privacy#5-who-we-share-it-with'],
  },
  {
    question: 'what happens to our data if vendorhub gets bought by another company',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question: 'would you hand our data over to the police or a court if asked',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },

  // (4) Hosting, transfers, encryption, staff access
  {
    question: 'where are your servers physically located',
    expected: [
      'faq:data-hosting',
      'company:hosting',
      'page:privacy#6-where-your-data-is-hosted',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'EU data transferred to the US: are you relying on standard contractual clauses?',
    expected: ['page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'is our data encrypted at rest and in transit',
    expected: ['page:privacy#7-how-we-protect-it', 'faq:data-hosting', 'company:hosting'],
  },
  {
    question: 'can your employees just browse through our store data whenever they feel like it?',
    expected: ['page:privacy#7-how-we-protect-it', 'faq:data-hosting'],
  },
  {
    question: 'how do you store the api keys and ftp logins for my suppliers, are they encrypted',
    expected: ['faq:vendor-credentials'],
  },
  {
    question:
      'are we even allowed to hand you our distributors portal login? do we need their ok first',
    expected: ['page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'do you keep our full credit card number on file',
    expected: ['page:privacy#2-data-we-collect'],
  },

  // (5) Access to the Shopify store
  {
    question:
      'our IT guy refuses to give out the shopify owner password. is that something you need for setup?',
    expected: [
      'faq:store-password',
      'page:privacy#7-how-we-protect-it',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'doc:connect-shopify',
    ],
  },
  {
    question:
      'someone emailed me claiming to be from vendorhub asking for my store login, is that legit',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question:
      'Security review: we need every Shopify API scope your app requests and the reason for each one.',
    expected: ['doc:connect-shopify#permissions-vendorhub-needs', 'faq:store-permissions'],
  },
  {
    question: 'why on earth does the app need read_all_orders',
    expected: [
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:order-management#orders-older-than-60-days',
    ],
  },
  {
    question: 'if things go south how do we cut off your access to our shopify store',
    expected: [
      'faq:revoke-access',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question:
      'if we go the collaborator access route does your team basically get full control of our store?',
    expected: [
      'page:terms#3-access-to-your-store-and-your-vendors',
      'doc:connect-shopify#option-2-request-collaborator-access',
      'faq:setup-help',
    ],
  },

  // (6) Retention and deletion after cancellation
  {
    question: 'what happens to all our data if we cancel the subscription',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:terms#10-cancellation-and-termination',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question:
      'if we leave, can you wipe everything right away instead of holding it for 60 days? legal wants it gone',
    expected: [
      'faq:data-after-cancellation',
      'page:privacy#9-your-rights',
      'page:privacy#8-how-long-we-keep-it',
    ],
  },
  {
    question: 'do the listings vendorhub created stay in my shopify store after i cancel',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },
  {
    question: 'if i cancel today do i lose access immediately or at the end of the billing period',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'how long do you keep invoices and billing records',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'is data deletion automated or does someone on your side do it by hand',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },

  // (7) Website forms, chat storage and job applicant data
  {
    question: 'how long do you store messages sent through the contact form',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question:
      'I sent a custom integration quote request with our supplier details last year, do you still have it?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'do you save these chat conversations?',
    expected: ['page:privacy#8-how-long-we-keep-it', 'page:privacy#2-data-we-collect'],
  },
  {
    question:
      'i typed my email address in this chat earlier, can you delete the conversation please',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'applied for the react dev position, how long will you hang on to my cv',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: "didn't get the job, can I ask you to delete my resume now?",
    expected: ['page:privacy#8-how-long-we-keep-it', 'page:privacy#9-your-rights'],
  },

  // (8) Cookies and local storage
  {
    question: "why is there no cookie banner on your site? don't you need consent",
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
      'page:cookies#9-changes-and-contact',
    ],
  },
  {
    question: 'do you run google analytics or a facebook pixel',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'what gets stored in my browser when i use this chat',
    expected: [
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'is the chat session id used to follow me around other websites',
    expected: ['page:cookies#3-local-storage-used-by-the-chat'],
  },
  {
    question: 'what cookies does the app set once I log in',
    expected: ['page:cookies#5-the-vendorhub-app'],
  },
  {
    question: 'the payment page that opens when i click a plan, does that drop cookies',
    expected: ['page:cookies#6-checkout-pages'],
  },
  {
    question: 'i block all third party cookies, will your site still work for me',
    expected: ['page:cookies#7-managing-cookies-and-local-storage'],
  },
  {
    question: "what's the difference between a cookie and local storage anyway",
    expected: ['page:cookies#1-cookies-and-local-storage'],
  },

  // (9) Terms: account, trial, billing, refunds, plan changes
  {
    question: 'is there a minimum age to open an account',
    expected: ['page:terms#2-your-account'],
  },
  {
    question:
      'if one of the staff we invite messes something up in the account, who is on the hook for it?',
    expected: ['page:terms#2-your-account'],
  },
  {
    question: 'under what circumstances can you suspend or terminate our account',
    expected: ['page:terms#10-cancellation-and-termination', 'page:terms#2-your-account'],
  },
  {
    question: 'do you give refunds',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'we are on annual billing, if we cancel after 5 months do we get the rest of the year back',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'can you raise prices on us in the middle of our billing period?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      "We'd be on Enterprise with our own order form. If it conflicts with the Terms of Service, which one wins?",
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question:
      'if we downgrade but have more products than the smaller plan allows what happens to them',
    expected: ['page:terms#5-plans-billing-and-plan-changes', 'faq:pricing-plan-changes'],
  },
  {
    question: 'can you end my free trial early?',
    expected: ['page:terms#4-free-trial'],
  },
  {
    question:
      'does the contract say anything about going over the monthly order cap? i dont want surprise bills',
    expected: [
      'page:terms#6-plan-limits',
      'faq:pricing-order-limit',
      'faq:order-limit',
      'doc:order-management#order-limits-by-plan',
    ],
  },
  {
    question:
      'do you confirm the integration setup fee and scope in writing before you start building?',
    expected: ['page:terms#7-setup-fees-and-integrations'],
  },
  {
    question: 'what if you drop a feature we are paying for',
    expected: ['page:terms#1-the-service'],
  },
  {
    question: 'who is responsible for staying within our suppliers MAP policy, us or vendorhub',
    expected: ['page:terms#3-access-to-your-store-and-your-vendors'],
  },

  // (10) Acceptable use, liability, governing law, legal contact
  {
    question: "if shopify has an outage or my supplier's feed has wrong prices, is that on you?",
    expected: [
      'page:terms#9-acceptable-use-and-third-party-services',
      'page:terms#11-disclaimers-and-limitation-of-liability',
    ],
  },
  {
    question: 'whats the cap on your liability in the terms',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question: 'how much notice do you give before changing the privacy policy',
    expected: ['page:privacy#12-changes-and-contact'],
  },
  {
    question: 'what is the exact legal entity we would be contracting with',
    expected: [
      'page:privacy#1-who-is-responsible',
      'page:terms#12-governing-law-changes-and-contact',
      'company:contact',
    ],
  },
  {
    question: 'postal address for sending legal notices?',
    expected: [
      'company:contact',
      'page:terms#12-governing-law-changes-and-contact',
      'page:privacy#12-changes-and-contact',
      'page:privacy#1-who-is-responsible',
    ],
  },

  // (11) Follow-ups
  {
    previous: 'what happens to our data when we cancel',
    question: 'and after the 60 days is it actually deleted or just archived somewhere',
    expected: [
      'page:terms#10-cancellation-and-termination',
      'faq:data-after-cancellation',
      'page:privacy#8-how-long-we-keep-it',
      'company:retention',
    ],
  },
  {
    previous: 'how long do you keep contact form submissions',
    question: 'and job applications?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    previous: 'how long do you keep contact form submissions',
    question: 'what about the chat here',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    previous: 'do you set any cookies on this site',
    question: 'what about the calendar widget on the contact page',
    expected: ['page:cookies#4-the-meeting-scheduler-on-the-contact-page'],
  },
  {
    previous: "which state's law governs your terms of service",
    question: 'and where would a dispute actually be heard?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    previous: 'if we upgrade in the middle of the month how is that billed',
    question: 'and going down a plan?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:change-plan',
      'faq:pricing-plan-changes',
    ],
  },
  {
    previous: 'is our data hosted in the EU',
    question: 'ok but when it ends up on US servers how is that transfer covered legally',
    expected: ['page:privacy#6-where-your-data-is-hosted'],
  },
  {
    previous: 'who do you share our data with',
    question: 'does that include an AI provider?',
    expected: ['page:privacy#5-who-we-share-it-with', 'page:privacy#3-how-we-use-it'],
  },
  {
    previous: 'how many products can we sync on the trial',
    question: 'and if we cancel before it ends are we billed anything',
    expected: [
      'page:terms#4-free-trial',
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
    ],
  },
  {
    previous: 'do you store our credit card details',
    question: 'what about our suppliers ftp passwords',
    expected: ['faq:vendor-credentials', 'page:privacy#2-data-we-collect'],
  },
  {
    previous: 'how quickly do you answer a gdpr access request',
    question: "and if we're not satisfied with the answer?",
    expected: ['page:privacy#9-your-rights'],
  },
  {
    previous: 'can you raise your prices whenever you like',
    question: 'and the terms themselves, can those change without notice?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    previous: 'what is your liability cap',
    question: 'does that cover our lost sales if the sync breaks for a day',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    previous: 'is vendorhub soc 2 certified',
    question: 'can we get the report for our vendor risk review',
    expected: ['faq:compliance'],
  },

  // (12) Not covered by the site
  {
    question:
      'we sell medical supplies. is vendorhub HIPAA compliant and will you sign a business associate agreement?',
    expected: ['fallback'],
  },
  {
    question: 'do you support SAML single sign-on with Okta for our staff',
    expected: ['fallback'],
  },
  {
    question: 'is there a bug bounty program or responsible disclosure policy',
    expected: ['fallback'],
  },
  {
    question:
      'procurement needs a certificate of insurance showing your cyber liability coverage, can you send one',
    expected: ['fallback'],
  },
  {
    question: 'does the dashboard have two factor authentication',
    expected: ['fallback'],
  },
  {
    question:
      'what are your RTO and RPO targets for disaster recovery, how often are backups taken',
    expected: ['fallback'],
  },
  {
    question: 'do you have a VPAT or WCAG accessibility conformance report',
    expected: ['fallback'],
  },

  // (13) Half covered
  {
    question:
      'where is our data hosted, and can we pin it to EU only data residency for our european stores?',
    expected: ['page:privacy#6-where-your-data-is-hosted', 'faq:data-hosting', 'company:hosting'],
    wording: false,
  },
  {
    question: 'you say gdpr compliant, but are you also ISO 27001 certified?',
    expected: ['faq:compliance', 'company:hosting'],
    wording: false,
  },
  {
    question:
      'what is your liability limit, and do you carry errors and omissions insurance to back it?',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
    wording: false,
  },
  {
    question: 'do you give refunds, and is there any discount for registered nonprofits?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
    wording: false,
  },
  {
    question: 'does your website set tracking cookies, and is it screen reader accessible?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
    wording: false,
  },
];
