/**
 * Fifty-fifth tuning batch of `npm run bench:bot`: 100 visitor questions written blind from the
 * site's content (the content modules, the articles and the spec), without reading the bot's
 * code or the other question sets. This batch leans on the legal and company pages: the privacy
 * policy, the cookie policy and the terms of service, the about page, contact details and the
 * open jobs, asked in both formal and casual registers.
 */
import type { BotQuestion } from './questions.ts';

export const tuningQuestions55: BotQuestion[] = [
  // (1) Privacy policy: what is collected
  {
    question: 'What personal data do you actually collect about me when I sign up?',
    expected: ['page:privacy#2-data-we-collect'],
  },
  {
    question: "Does VendorHub get to see my customers' names and shipping addresses?",
    expected: [
      'page:privacy#2-data-we-collect',
      'faq:store-permissions',
      'doc:connect-shopify#permissions-vendorhub-needs',
      'doc:connect-shopify',
    ],
  },
  {
    question: 'Do you log the IP address of people who visit your website?',
    expected: ['page:privacy#2-data-we-collect'],
  },
  {
    question: 'is what i write in the contact form stored somewhere?',
    expected: ['page:privacy#2-data-we-collect', 'page:privacy#8-how-long-we-keep-it'],
  },
  {
    question:
      'Could you please clarify which personal information VendorHub processes when a candidate submits a job application?',
    expected: ['page:privacy#2-data-we-collect', 'page:privacy#3-how-we-use-it'],
  },

  // (2) Privacy policy: how data is used, AI and the website chat
  {
    question: 'Do you sell my data to advertisers or anyone else?',
    expected: ['page:privacy#3-how-we-use-it', 'page:privacy#9-your-rights'],
  },
  {
    question: "will my shoppers' personal info be used to train your AI models?",
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'Is this chat sending what I type to ChatGPT or some other AI company?',
    expected: [
      'page:privacy#3-how-we-use-it',
      'faq:ai-assistant',
      'page:privacy#5-who-we-share-it-with',
    ],
  },
  {
    question: 'once im a customer are you going to spam me with marketing emails?',
    expected: ['page:privacy#3-how-we-use-it'],
  },
  {
    question: 'On what legal basis does VendorHub process personal data under the GDPR?',
    expected: ['page:privacy#4-legal-bases'],
  },
  {
    question: 'If I gave consent for something, can I take it back later?',
    expected: ['page:privacy#4-legal-bases', 'page:privacy#9-your-rights'],
  },

  // (3) Sharing, hosting and protection
  {
    question: 'Which third parties do you share personal data with?',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question: 'you use cal.com for the demo booking right? do they get my data',
    expected: [
      'page:privacy#5-who-we-share-it-with',
      'page:cookies#4-the-meeting-scheduler-on-the-contact-page',
    ],
  },
  {
    question: 'What happens to our data if VendorHub gets bought by another company?',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question: 'Would you hand my information over to the authorities if asked?',
    expected: ['page:privacy#5-who-we-share-it-with'],
  },
  {
    question: 'Where are your servers located?',
    expected: [
      'page:privacy#6-where-your-data-is-hosted',
      'faq:data-hosting',
      'company:hosting',
      'page:terms#8-your-data',
    ],
  },
  {
    question:
      "We're a German retailer. How do you handle transfers of EU personal data to the United States?",
    expected: ['page:privacy#6-where-your-data-is-hosted'],
  },
  {
    question: 'can your staff just browse everything in my store whenever they want??',
    expected: ['page:privacy#7-how-we-protect-it', 'faq:data-hosting', 'company:hosting'],
  },
  {
    question: 'ok, and is it encrypted?',
    previous: 'Where do you host customer data?',
    expected: ['page:privacy#7-how-we-protect-it', 'faq:data-hosting', 'company:hosting'],
  },
  {
    question: 'Are you SOC 2 certified?',
    expected: [
      'faq:compliance',
      'company:hosting',
      'page:privacy#7-how-we-protect-it',
      'page:terms#8-your-data',
    ],
  },
  {
    question: 'Our legal team needs a data processing agreement. Can you provide one?',
    expected: ['faq:compliance', 'page:terms#8-your-data'],
  },

  // (4) Retention and deletion
  {
    question: 'How long do you keep my data after I cancel?',
    expected: [
      'faq:data-after-cancellation',
      'company:retention',
      'page:privacy#8-how-long-we-keep-it',
      'page:terms#10-cancellation-and-termination',
    ],
  },
  {
    question: 'can you wipe it sooner than that?',
    previous: 'How long do you keep my data after I cancel?',
    expected: [
      'faq:data-after-cancellation',
      'page:privacy#8-how-long-we-keep-it',
      'page:privacy#9-your-rights',
    ],
  },
  {
    question:
      'I applied for a position with you some months ago. For how long will my CV be retained?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question: 'how long are conversations with this chat kept?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },
  {
    question:
      'Please delete everything I ever submitted through your website forms. How do I do that?',
    expected: ['page:privacy#8-how-long-we-keep-it', 'page:privacy#9-your-rights'],
  },
  {
    question: 'do you keep my invoices and billing records after I leave?',
    expected: ['page:privacy#8-how-long-we-keep-it'],
  },

  // (5) Privacy rights, controller role and privacy contact
  {
    question: 'How can I get a copy of all the personal data you hold about me?',
    expected: ['page:privacy#9-your-rights'],
  },
  {
    question:
      'I bought something from a shop that uses VendorHub and I want my data erased. Who should I contact?',
    expected: ['page:privacy#9-your-rights', 'page:privacy#1-who-is-responsible'],
  },
  {
    question: "Are you the data controller or the processor for my shoppers' data?",
    expected: ['page:privacy#1-who-is-responsible', 'page:terms#8-your-data'],
  },
  {
    question: 'whats the email address for privacy questions',
    expected: [
      'page:privacy#12-changes-and-contact',
      'page:privacy#1-who-is-responsible',
      'company:contact',
      'page:privacy#9-your-rights',
    ],
  },
  {
    question: 'California resident here. Do I get CCPA-type rights with you?',
    expected: ['page:privacy#9-your-rights'],
  },
  {
    question: 'Do you collect any data from children?',
    expected: ['page:privacy#11-children'],
  },
  // (6) Cookie policy
  {
    question: 'does your website use cookies?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'Do you run Google Analytics or any tracking pixels on this site?',
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'What gets saved in my browser when I use this chat window?',
    expected: [
      'page:cookies#3-local-storage-used-by-the-chat',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: 'and what about the booking calendar on the contact page?',
    previous: 'Does your website set any cookies?',
    expected: ['page:cookies#4-the-meeting-scheduler-on-the-contact-page'],
  },
  {
    question: 'Does the VendorHub app set cookies once I log in?',
    expected: ['page:cookies#5-the-vendorhub-app'],
  },
  {
    question: 'When I click a plan button and land on the payment page, are cookies set there?',
    expected: ['page:cookies#6-checkout-pages'],
  },
  {
    question: 'how do i clear the chat session id from my browser',
    expected: [
      'page:cookies#7-managing-cookies-and-local-storage',
      'page:cookies#3-local-storage-used-by-the-chat',
    ],
  },
  {
    question: 'If I block third-party cookies, will your contact form still work?',
    expected: ['page:cookies#7-managing-cookies-and-local-storage'],
  },
  {
    question: "Why didn't I get a cookie consent banner on your site?",
    expected: [
      'page:cookies#2-cookies-set-by-this-website',
      'page:cookies#9-changes-and-contact',
      'page:privacy#10-cookies-and-local-storage',
    ],
  },
  {
    question: "What's the difference between a cookie and local storage anyway?",
    expected: ['page:cookies#1-cookies-and-local-storage'],
  },
  {
    question:
      "If I follow a link from your site to a vendor's website, are their cookies covered by your policy?",
    expected: ['page:cookies#8-other-websites'],
  },

  // (7) Terms: account, store access and acceptable use
  {
    question: 'Is there a minimum age to open an account?',
    expected: ['page:terms#2-your-account'],
  },
  {
    question:
      'Who is liable if one of the team members I invited messes something up in our account?',
    expected: ['page:terms#2-your-account'],
  },
  {
    question: 'i think someone else logged into my vendorhub account, what should i do',
    expected: ['page:terms#2-your-account'],
  },
  {
    question: 'do I have to give you my shopify admin password to connect?',
    expected: [
      'faq:store-password',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
      'doc:connect-shopify',
    ],
  },
  {
    question: "Can I pull VendorHub's access to my store whenever I want?",
    expected: [
      'faq:revoke-access',
      'page:terms#3-access-to-your-store-and-your-vendors',
      'page:privacy#7-how-we-protect-it',
    ],
  },
  {
    question:
      "If my listed prices end up breaking a supplier's MAP agreement, is that on me or on VendorHub?",
    expected: ['page:terms#3-access-to-your-store-and-your-vendors'],
  },
  {
    question: 'What am I not allowed to do with the service under your terms?',
    expected: ['page:terms#9-acceptable-use-and-third-party-services'],
  },
  {
    question:
      "Are you responsible if Shopify or a vendor's system goes down and my stock stops syncing?",
    expected: [
      'page:terms#9-acceptable-use-and-third-party-services',
      'page:terms#11-disclaimers-and-limitation-of-liability',
    ],
  },
  {
    question: "Can you take away features I'm paying for without telling me first?",
    expected: ['page:terms#1-the-service'],
  },

  // (8) Terms: trial, billing, plan limits and setup fees
  {
    question: 'Will I be charged anything if I cancel before the 14 days are up?',
    expected: [
      'page:terms#4-free-trial',
      'faq:pricing-trial-card',
      'doc:quick-start-guide#your-free-trial',
      'doc:quick-start-guide',
    ],
  },
  {
    question: 'Are subscription payments refundable?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'How much notice do you give before raising your prices?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'what currency do you bill in, and is sales tax included?',
    expected: ['faq:pricing-currency-tax', 'page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'If I upgrade in the middle of the month, how is it billed?',
    expected: [
      'page:terms#5-plans-billing-and-plan-changes',
      'faq:change-plan',
      'faq:pricing-plan-changes',
    ],
  },
  {
    question:
      'For an Enterprise agreement, do your standard terms apply, or is there a separate contract?',
    expected: ['page:terms#5-plans-billing-and-plan-changes'],
  },
  {
    question: 'What happens if we blow past our monthly order cap? Do you bill overages?',
    expected: [
      'faq:pricing-order-limit',
      'faq:order-limit',
      'page:terms#6-plan-limits',
      'doc:order-management#order-limits-by-plan',
      'doc:order-management',
    ],
  },
  {
    question: 'one-time fee for a custom API vendor integration?',
    expected: [
      'fee:custom-api',
      'faq:setup-fees',
      'faq:pricing-setup-fees',
      'page:terms#7-setup-fees-and-integrations',
      'doc:add-vendor#setup-fees-and-timing',
      'doc:add-vendor',
      'fee:all',
    ],
  },
  // (9) Terms: data, cancellation, liability, law and changes
  {
    question: 'Who owns the product and order data we put into VendorHub?',
    expected: ['page:terms#8-your-data'],
  },
  {
    question: 'How do I cancel my subscription?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question:
      'If I cancel halfway through the month, do I keep access until the end of what I paid for?',
    expected: ['page:terms#10-cancellation-and-termination'],
  },
  {
    question: 'If we cancel, will the products VendorHub created vanish from our Shopify store?',
    expected: ['page:terms#10-cancellation-and-termination', 'faq:revoke-access'],
  },
  {
    question: 'What is the most VendorHub would be liable for if a sync error wrecks my prices?',
    expected: ['page:terms#11-disclaimers-and-limitation-of-liability'],
  },
  {
    question: 'Do you guarantee that the stock numbers coming from vendors are accurate?',
    expected: [
      'page:terms#11-disclaimers-and-limitation-of-liability',
      'page:terms#9-acceptable-use-and-third-party-services',
    ],
  },
  {
    question: 'and where would disputes be settled, which law applies?',
    previous: "What's the liability cap in your terms?",
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },
  {
    question: 'How will I find out if you change the terms of service?',
    expected: ['page:terms#12-governing-law-changes-and-contact'],
  },

  // (10) About: story, values and team
  {
    question: 'When was VendorHub started?',
    expected: ['company:founded', 'page:about#story'],
  },
  {
    question: 'what were they doing before that?',
    previous: 'who founded vendorhub?',
    expected: ['page:about#team', 'page:about#story'],
  },
  {
    question: "Who's the CEO?",
    expected: ['page:about#team'],
  },
  {
    question: 'how did the company get started, whats the backstory',
    expected: ['page:about#story'],
  },
  {
    question: 'Roughly how many businesses use VendorHub today?',
    expected: ['page:about#story'],
  },
  {
    question: 'What values does your company stand for?',
    // The values became a passage of their own after this batch was written; they answer it.
    expected: ['page:about#values', 'page:about#story'],
  },
  {
    question: 'Who on your team actually builds the vendor connectors?',
    expected: ['page:about#team'],
  },
  // (11) Contact details and support
  {
    question: "What's your phone number?",
    expected: ['company:contact'],
  },
  {
    question: 'what hours is someone there?',
    previous: "What's your phone number?",
    expected: ['company:support-hours', 'faq:support-hours'],
  },
  {
    question: 'Where is your office? I need to send you a letter.',
    expected: [
      'company:contact',
      'page:terms#12-governing-law-changes-and-contact',
      'page:privacy#12-changes-and-contact',
      'page:privacy#1-who-is-responsible',
    ],
  },
  {
    question: 'How do I book a demo call with you?',
    expected: ['page:cookies#4-the-meeting-scheduler-on-the-contact-page', 'company:contact'],
  },
  {
    question: 'support email?',
    expected: ['company:contact', 'doc:quick-start-guide#get-help', 'doc:quick-start-guide'],
  },
  {
    question: 'Is anyone around at 2 AM if orders suddenly stop reaching my vendor?',
    expected: ['faq:support-hours', 'faq:support-response-times', 'company:support-hours'],
  },

  // (12) Careers and how to apply
  {
    question: 'Are you hiring?',
    expected: ['jobs'],
  },
  {
    question: "I'm based in Europe. Do you have any remote roles I could apply for?",
    expected: [
      'jobs',
      'job:golang-junior-backend-developer',
      'job:middle-react-frontend-developer',
      'job:low-code-e-commerce-automation-specialist',
    ],
  },
  {
    question: 'is it full-time?',
    previous: 'Tell me about the Golang junior backend role',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: 'How many years of experience do you want for the React frontend developer job?',
    expected: ['job:middle-react-frontend-developer'],
  },
  {
    question: 'For the customer support specialist opening, what hours would I be working?',
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'i build automations in n8n and zapier, is there a job for someone like me?',
    expected: ['job:low-code-e-commerce-automation-specialist', 'jobs'],
  },
  {
    question: 'How do I apply for one of your open positions?',
    expected: ['jobs'],
  },
  // (13) Outside what the site says, and mixed questions
  {
    question: "What's the salary range for the Golang junior position?",
    expected: ['fallback'],
  },
  {
    question: 'Do you sponsor work visas for candidates?',
    expected: ['fallback'],
  },
  {
    question: 'How do I write a privacy policy for my own Shopify store?',
    expected: ['fallback'],
  },
  {
    question: "What's VendorHub's annual revenue?",
    expected: ['fallback'],
  },
  {
    question: 'Is VendorHub venture-backed? Who are your investors?',
    expected: ['fallback'],
  },
  {
    question: 'Does Shopify itself share my store data with third parties?',
    expected: ['fallback'],
  },
  {
    question: 'Do you have an affiliate or referral program I can join?',
    expected: ['fallback'],
  },
  {
    question: 'Is the React job remote, and what benefits like health insurance do you offer?',
    expected: ['job:middle-react-frontend-developer'],
    wording: false,
  },
  {
    question: 'Do you store card details, and is your payment processor Stripe?',
    expected: ['page:privacy#2-data-we-collect'],
    wording: false,
  },
  {
    question: 'Where is the data hosted, and are you ISO 27001 certified?',
    expected: [
      'page:privacy#6-where-your-data-is-hosted',
      'faq:data-hosting',
      'company:hosting',
      'page:terms#8-your-data',
    ],
    wording: false,
  },
  {
    question: "What's the CTO's name, and can you send me her LinkedIn profile?",
    expected: ['page:about#team'],
    wording: false,
  },
];
