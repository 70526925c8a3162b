/**
 * The legal pages: /terms, /privacy and /cookies (spec §2 "Release notes,
 * legal", §9: last updated July 11, 2025). Facts such as retention, hosting
 * and contact addresses come from company.ts.
 */
import { company } from './company';
import { dataRetention, retentionPeriod } from './data-retention';
import type { LegalDocument } from './schema';

const lastUpdated = 'July 11, 2025';
const name = company.productName;
const legalName = company.legalName;
const privacyEmail = company.email.privacy;
const supportEmail = company.email.support;
const retention = company.dataRetentionDays;
const regions = `the ${company.hostingRegions[0]} and the ${company.hostingRegions[1]}`;
const soc2 = company.compliance[0];
const postalAddress = `${legalName}, ${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}, ${company.address.country}`;

export const terms: LegalDocument = {
  title: 'Terms of Service',
  description:
    'The agreement between you and VendorHub, Inc. for the use of the service, including trials, billing, plan changes, cancellation and data retention.',
  lastUpdated,
  intro: [
    `These Terms of Service ("Terms") govern your use of ${name}, the service operated by ${legalName} ("${name}", "we", "us") that connects your Shopify store with your vendors. By creating an account, starting a free trial or using the service, you agree to these Terms on behalf of yourself and the business you represent.`,
    'If you do not agree with these Terms, do not use the service. If you have questions, write to us before you sign up; the contact details are at the end of this page.',
  ],
  sections: [
    {
      heading: '1. The service',
      body: [
        `${name} connects a Shopify store with its vendors, such as suppliers, distributors and fulfillment partners. Depending on your plan, the service syncs inventory about every hour and on demand, creates product listings (including titles and descriptions written with AI), applies your price rules with optional MAP and MSRP enforcement, routes orders to vendors and adds tracking numbers to your Shopify orders.`,
        'We may improve, change or retire individual features over time. When a change materially reduces the service you pay for, we will tell you in advance by email or in the dashboard.',
      ],
    },
    {
      heading: '2. Your account',
      body: [
        'You must be at least 18 years old and able to enter into a binding contract to use the service. Give us accurate account information and keep it up to date.',
        `You are responsible for everything that happens under your account, including the actions of the team members you invite. Keep your login details confidential and tell us immediately at ${supportEmail} if you suspect unauthorized access.`,
        'New accounts are confirmed by our team, usually within 1-2 business hours. We may decline or close an account that gives false information or breaches these Terms.',
      ],
    },
    {
      heading: '3. Access to your store and your vendors',
      body: [
        "You give us access to your Shopify store in one of two ways: by creating an app in Shopify's Dev Dashboard (or, for stores connected before 2026, an app created in the Shopify admin) and entering its credentials in the service, or by approving a Collaborator Access request, after which our team sets up the app for you. We never ask for your store password, and you must never share it with us.",
        'The permissions you grant are used only to provide the service: reading and writing products, inventory, publications, files, orders and fulfillment orders (merchant-managed ones, and assigned ones for a vendor set up as a fulfillment service), and reading locations, customers and your full order history. You can revoke access at any time by uninstalling the app or removing our collaborator account, which stops the service for that store.',
        'You confirm that you are allowed to connect each vendor account you add and to let us use its credentials, files or portal on your behalf. Your agreements with your vendors, including their pricing policies, remain your responsibility.',
      ],
    },
    {
      heading: '4. Free trial',
      body: [
        `Every plan starts with a ${company.trialDays}-day free trial. During the trial you can sync up to ${company.trialProductLimit} products. When the trial ends, your subscription begins on the plan and billing period you selected, and that plan's limits apply.`,
        'If you cancel before the trial ends, you are not charged. We may end a trial early if it is used to get around plan limits or in breach of these Terms.',
      ],
    },
    {
      heading: '5. Plans, billing and plan changes',
      body: [
        'Plans are billed in advance, monthly or annually, in US dollars, through our payment provider. Annual billing costs 12 times the annual monthly price shown on the [Pricing](/pricing) page and saves 10% compared with monthly billing. Prices exclude taxes, which are added where required.',
        'You can change plans at any time. An upgrade takes effect immediately and is billed on a prorated basis for the rest of the current period. A downgrade takes effect at the start of your next billing cycle; make sure your stores, vendors and products fit the new plan by then.',
        "Fees already paid are non-refundable, except where the law requires otherwise or where we say so in writing. We may change our prices with at least 30 days' notice; a new price applies from your next billing period after the notice.",
        'Enterprise plans are priced individually and governed by an order form that takes precedence over these Terms where the two differ.',
      ],
    },
    {
      heading: '6. Plan limits',
      body: [
        'Each plan includes a number of Shopify stores, vendors, orders per month and products, as shown on the Pricing page. Enterprise plans have no such limits.',
        'If your orders exceed your monthly limit, we keep routing them to your vendors so your customers are not affected. We notify you and suggest a plan that fits your volume, and we do not charge you automatically for orders over the limit.',
        'Some features depend on the plan: API access, AI Listing Optimization and Pre-Push Editing in Search & Push are available on Premium and Enterprise; bulk creation with AI optimization is included on Plus and Premium and offered as a paid option on Basic. The vendors available to you also depend on your plan.',
      ],
    },
    {
      heading: '7. Setup fees and integrations',
      body: [
        'Pre-built vendor integrations have no setup fee. When a vendor needs an integration built for you, we charge a one-time setup fee per vendor: $300 for a CSV, XML or FTP integration and $500 for a custom API integration. We confirm the fee and the scope before we start.',
        'Most integrations are ready in under a day, and complex ones take 1-2 days. Timelines depend on the vendor providing working credentials, files and documentation.',
      ],
    },
    {
      heading: '8. Your data',
      body: [
        "You own the data you and your vendors bring to the service, including your products, prices, orders and your customers' details. You grant us the rights we need to host, process and transmit that data to provide the service, and for no other purpose.",
        `We process personal data as described in our [Privacy Policy](/privacy). Where we process personal data of your customers on your behalf, we act as your processor, and our data processing agreement is available on request at ${privacyEmail}.`,
        `The service is hosted in ${regions}, and we maintain ${soc2} controls and GDPR compliance.`,
      ],
    },
    {
      heading: '9. Acceptable use and third-party services',
      body: [
        "Do not use the service to break the law, to infringe the rights of others, to sell products you are not allowed to sell, to send data you have no right to share, or to interfere with the service, our other customers or your vendors' systems. Do not try to reverse engineer the service or to access it other than through the dashboard and our documented API.",
        "The service depends on Shopify and on your vendors' systems, which are run by third parties under their own terms. We are not responsible for their availability or for the accuracy of the data they provide, but we tell you through health checks when a connection stops working.",
      ],
    },
    {
      heading: '10. Cancellation and termination',
      body: [
        'You can cancel your subscription at any time from your account or by writing to support. Your plan stays active until the end of the period you have paid for, and no further charges are made.',
        `After cancellation we keep your data for ${retention} days, so you can reactivate without setting everything up again. After ${retention} days it is permanently deleted. Products already created in your Shopify store stay in your store.`,
        'We may suspend or terminate an account that breaches these Terms or leaves invoices unpaid, after giving notice where that is reasonable.',
      ],
    },
    {
      heading: '11. Disclaimers and limitation of liability',
      body: [
        'We work hard to keep the service accurate and available, but it is provided "as is" and "as available". We do not guarantee that vendor data is complete or correct, or that the service will be uninterrupted. Review your prices and listings, especially when you first connect a vendor.',
        'To the extent the law allows, neither party is liable for indirect, incidental or consequential damages, or for lost profits or revenue. Our total liability for any claim relating to the service is limited to the fees you paid us in the 12 months before the event giving rise to the claim.',
      ],
    },
    {
      heading: '12. Governing law, changes and contact',
      body: [
        'These Terms are governed by the laws of the State of New York, without regard to its conflict of law rules, and disputes are resolved in the state or federal courts located in New York County, New York.',
        'We may update these Terms. When a change is material, we will tell you by email or in the dashboard at least 30 days before it takes effect. The date at the top of this page shows when the Terms last changed.',
        `Questions about these Terms? Write to ${supportEmail}, or to ${postalAddress}.`,
      ],
    },
  ],
};

export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  description:
    'What personal data VendorHub collects, why, where it is hosted, how long it is kept and the rights you have over it.',
  lastUpdated,
  intro: [
    `This Privacy Policy explains how ${legalName} ("${name}", "we", "us") collects and uses personal data when you visit our website, contact us, apply for a job or use the ${name} service.`,
    `We keep this short and specific. If something is unclear, write to ${privacyEmail}.`,
  ],
  sections: [
    {
      heading: '1. Who is responsible',
      body: [
        `${legalName} is the controller of the personal data described in this policy, for our website, our sales and support conversations and your account. You can reach us at ${privacyEmail} or at ${postalAddress}.`,
        `When you use ${name} with your Shopify store, you are the controller of your customers' data, and we process it on your behalf as your processor, only to provide the service.`,
      ],
    },
    {
      heading: '2. Data we collect',
      body: [
        '**Account data:** your name, email address, company, plan and billing details. Card payments are handled by our payment provider; we do not store full card numbers.',
        "**Store data:** through the Shopify permissions you approve, we read and write products, inventory, locations, collections, orders and fulfillments. Orders include your customers' names, shipping addresses and contact details, which we pass to the vendor who ships the order.",
        "**Vendor data:** your vendors' catalogs, quantities, costs and prices, and the credentials you give us to reach them, such as API keys, FTP details or portal logins.",
        '**Messages you send us:** what you enter in the contact, vendor request and custom integration forms, job applications with your resume and links, and messages you type in the chat on our website.',
        '**Technical data:** our servers record standard request logs, such as IP address, browser type and the page requested, to keep the website and service secure.',
      ],
    },
    {
      heading: '3. How we use it',
      body: [
        'We use personal data to provide and support the service: to sync your store with your vendors, route orders and add tracking numbers, answer your questions, confirm your account, bill you and keep the service secure.',
        'We also use it to reply to sales and integration requests, to consider job applications and, if you are a customer, to tell you about changes to the service. We do not sell personal data, and we do not use it for advertising.',
        "The AI features of the VendorHub app, such as listing optimization and the in-app support assistant, process product data and the messages you send them to produce their answers. We do not use your customers' personal data to train AI models. The chat on our website is different: it is a help assistant that searches our own documentation and FAQ on our own server, and what you type there is not sent to any AI provider or other third party.",
      ],
    },
    {
      heading: '4. Legal bases',
      body: [
        'Where the GDPR applies, we rely on these legal bases: performance of our contract with you for the service; our legitimate interests in answering inquiries, securing our systems and improving the service; your consent where we ask for it, which you can withdraw at any time; and legal obligations, for example for tax and accounting records.',
      ],
    },
    {
      heading: '5. Who we share it with',
      body: [
        'We share personal data only with service providers that help us run the service, under contracts that require them to protect it: cloud hosting, payment processing, email delivery, the automation platform that receives our website forms, the AI model provider behind the AI features of the VendorHub app (not the chat on our website), and Cal.com for meeting scheduling.',
        "Order details go to the vendor that fulfills the order, because that is what you ask the service to do. We may also disclose data when the law requires it, or to a successor if our business is sold, in which case this policy's commitments continue to apply.",
      ],
    },
    {
      heading: '6. Where your data is hosted',
      body: [
        `${name} is hosted in ${regions}. When personal data from the European Economic Area, the United Kingdom or Switzerland is transferred to the United States, we protect it with the European Commission's Standard Contractual Clauses or another lawful transfer mechanism.`,
      ],
    },
    {
      heading: '7. How we protect it',
      body: [
        `We maintain ${soc2} controls and comply with the GDPR. Data is encrypted in transit and at rest, access by our staff is limited to what setup and support require, and access is logged.`,
        'We never ask for your Shopify store password. Access to your store works only through app credentials you create or through a Collaborator Access request that you approve, and you can revoke it at any time from your Shopify admin.',
      ],
    },
    {
      heading: '8. How long we keep it',
      body: [
        `We keep your account, store and vendor data while your subscription is active. After you cancel, we keep it for ${retention} days so you can reactivate, then we permanently delete it.`,
        `Messages from our website forms (contact messages, vendor integration requests and quote requests) are deleted ${retentionPeriod(dataRetention.submissionDays)} after you send them. Job applications and their resumes are deleted ${retentionPeriod(dataRetention.applicationDays)} after you send them. Conversations with the chat on our website are deleted ${retentionPeriod(dataRetention.chatDays)} after their last message. Deletion runs automatically every day. Billing records are kept as long as tax law requires.`,
        `You can ask us to delete what you sent through our website sooner, at any time: write to ${privacyEmail} from the email address you used, and we delete your submissions, your resume and any chat in which you gave that address, and confirm when it is done.`,
        `Feedback: your "Was this helpful?" votes on the assistant's replies are deleted together with the exchange they belong to. The "Was this helpful?" answers at the end of our documentation pages (the page, yes or no, and the comment you choose to write, with nothing that identifies you) are deleted ${retentionPeriod(dataRetention.chatDays)} after you send them, and a comment that contains your email address is deleted with the rest on request. When you ask the assistant to put you in touch with a person, the name, email, subject and transcript you send become a contact message, stored like one.`,
      ],
    },
    {
      heading: '9. Your rights',
      body: [
        'Depending on where you live, you have the right to access, correct, delete or export your personal data, to object to or restrict some processing, and to withdraw consent. Residents of California and other US states have comparable rights, and we do not sell or share personal data for cross-context behavioral advertising.',
        `To use these rights, write to ${privacyEmail}. We answer within 30 days. If you are a shopper of a store that uses ${name}, contact that store first; we will help it respond. You may also complain to your local data protection authority.`,
      ],
    },
    {
      heading: '10. Cookies and local storage',
      body: [
        'Our website does not set cookies, and it uses no analytics or advertising trackers. The chat widget stores a random session id in your browser, and some third-party tools we link to or embed set their own cookies. Our [Cookie Policy](/cookies) explains exactly what is stored and when.',
      ],
    },
    {
      heading: '11. Children',
      body: [
        `${name} is a service for businesses. It is not directed to children, and we do not knowingly collect personal data from anyone under 16.`,
      ],
    },
    {
      heading: '12. Changes and contact',
      body: [
        'When we change this policy, we update the date at the top of this page, and we tell customers by email before a material change takes effect.',
        `For any privacy question or request, write to ${privacyEmail}, or to ${postalAddress}.`,
      ],
    },
  ],
};

export const cookies: LegalDocument = {
  title: 'Cookie Policy',
  description:
    "VendorHub's website sets no cookies. Here is exactly what is stored in your browser, by whom and why.",
  lastUpdated,
  intro: [
    `The short version: this website does not set any cookies, and it does not track you. The only thing it stores in your browser is a random id for the chat. Third-party tools that we embed or link to, and the ${name} app itself once you log in, may set their own cookies, as described below.`,
  ],
  sections: [
    {
      heading: '1. Cookies and local storage',
      body: [
        "Cookies are small text files that a website asks your browser to store and send back on later visits. Local storage is a similar browser feature that keeps data on your device, but it is not sent to a server automatically; a page's own code reads it when needed.",
      ],
    },
    {
      heading: '2. Cookies set by this website',
      body: [
        'None. Our website does not set first-party cookies, and it does not use analytics, advertising, social media or other tracking cookies or pixels.',
      ],
    },
    {
      heading: '3. Local storage used by the chat',
      body: [
        "When you start a conversation in the chat widget, it creates a random session id and stores it in your browser's local storage under the key **vendorhub-chat/sessionId**. The id is sent with your chat messages so that the replies belong to the same conversation.",
        "The id is random: it contains no personal data and is not used to recognize you across websites. Starting a new conversation creates a new id. It stays in your browser until you clear this site's data.",
      ],
    },
    {
      heading: '4. The meeting scheduler on the contact page',
      body: [
        'Our [contact page](/contact) embeds a meeting scheduler from Cal.com so you can book a demo. When the scheduler loads, Cal.com may set its own cookies or use local storage, for example to remember your time zone or to protect against abuse.',
        "These are Cal.com's cookies, governed by Cal.com's privacy and cookie policies. The scheduler loads only on the contact page, and you can always write to us by email instead.",
      ],
    },
    {
      heading: `5. The ${name} app`,
      body: [
        `The **Login** button opens the ${name} app, which runs on its own address. When you log in, the app sets session cookies that keep you signed in and protect your account. They are strictly necessary for the app to work and are not used for advertising.`,
      ],
    },
    {
      heading: '6. Checkout pages',
      body: [
        "Plan buttons on the [Pricing](/pricing) page open a checkout page in a new tab to take your card payment. That page may set cookies needed to process the payment and prevent fraud, under the payment provider's own policies.",
      ],
    },
    {
      heading: '7. Managing cookies and local storage',
      body: [
        "You can view and delete cookies and local storage in your browser's settings, usually under privacy or site data. Clearing this site's data removes the chat session id; the chat then starts a new conversation the next time you use it.",
        'You can also block third-party cookies in your browser. The contact form, email and chat keep working if you do, although the embedded scheduler or the checkout page may not.',
      ],
    },
    {
      heading: '8. Other websites',
      body: [
        'Links on this website, for example to a vendor\'s site, to our payment provider or to the chat provider\'s "Powered by" credit, take you to websites we do not control. They set cookies according to their own policies, which we recommend you read.',
      ],
    },
    {
      heading: '9. Changes and contact',
      body: [
        'If we ever start using cookies or other storage on this website, we will update this policy before we do, and we will ask for your consent where the law requires it.',
        `Questions about this policy? Write to ${privacyEmail}. Our [Privacy Policy](/privacy) explains how we handle personal data in general.`,
      ],
    },
  ],
};
