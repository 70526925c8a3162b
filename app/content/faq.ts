/**
 * Frequently asked questions: the /faq page (five categories), the home
 * accordion (a subset, by id) and the pricing page's own list. The help bot
 * cites entries by id, so ids must stay stable and unique.
 */
import { company } from './company';
import { support } from './support';
import {
  apiPlansLabel,
  currencyAndTax,
  enterpriseTrialNote,
  salesContactHref,
  trialCardAnswer,
} from './plans';
import type { FaqCategory, FaqEntry } from './schema';

/** The categories of the FAQ page, in the order the spec lists them; the first is selected at start. */
export const faqCategories: FaqCategory[] = [
  'General',
  'Features & Functionality',
  'Pricing & Plans',
  'Security & Data',
  'Support & Resources',
];

const trial = `${company.trialDays}-day free trial`;
const trialLimit = company.trialProductLimit;
const retention = company.dataRetentionDays;
const hours = company.supportHours;

/**
 * Policies that several answers state. Writing each one once keeps the FAQ
 * page, the home accordion and the pricing page saying exactly the same thing.
 */
export const policy = {
  orderLimit:
    'Orders over your monthly limit are still routed to your vendors, so no customer waits. We notify you when you reach the limit and suggest the plan that fits your volume, and nothing is charged automatically.',
  planChange:
    'Upgrades take effect immediately, and you pay only the prorated difference for the rest of the billing period. Downgrades take effect at the start of your next billing cycle.',
  setupFees:
    'Pre-built integrations are free. A CSV/XML/FTP integration costs $300 and a custom API integration $500, one-time and per vendor.',
  syncOnly:
    'If you use VendorHub for product sync only and handle orders yourself, you can take $15 off Basic, $25 off Plus or $50 off Premium every month, or keep the price and get higher sync limits instead.',
  support: `Basic: ${support.byPlan.basic} Plus: ${support.byPlan.plus} Premium and Enterprise: ${support.byPlan.premium}`,
};

export const faqEntries: FaqEntry[] = [
  // General
  {
    id: 'what-is-vendorhub',
    category: 'General',
    question: 'What is VendorHub?',
    answer:
      'VendorHub connects your Shopify store with your vendors: suppliers, distributors and fulfillment partners. It syncs inventory about every hour, creates product listings with AI-written titles and descriptions, keeps prices in line with your markup and MAP/MSRP rules, and sends orders to vendors with the tracking number pushed back to your store.',
  },
  {
    id: 'who-is-vendorhub-for',
    category: 'General',
    question: 'Who is VendorHub for?',
    answer:
      'VendorHub is built for Shopify merchants who sell products they do not stock themselves, or not only themselves: drop-ship retailers, stores that carry many brands, and teams that rely on several distributors. If you spend hours every week copying stock levels, prices and tracking numbers between vendor files and Shopify, it was made for you.',
  },
  {
    id: 'supported-platforms',
    category: 'General',
    question: 'Which e-commerce platforms does VendorHub support?',
    answer:
      'VendorHub is built for Shopify and works through the Shopify Admin API, with the permissions you approve. Your vendors can send data in almost any format, and Amazon Multi-Channel Fulfillment is available as a vendor too. Each plan includes a number of Shopify stores: 1 on Basic, 2 on Plus, 3 on Premium and unlimited on Enterprise.',
  },
  {
    id: 'how-does-vendorhub-work',
    category: 'General',
    question: 'How does VendorHub work?',
    answer:
      'There are four steps: connect your Shopify store, add your vendors, configure your rules (inventory thresholds, pricing formulas, location and collection syncing, order routing), then let VendorHub automate the work while you monitor it. See [How it works](/how-it-works) for each step in detail.',
  },
  {
    id: 'setup-time',
    category: 'General',
    question: 'How long does setup take?',
    answer:
      'Most merchants are fully set up in under a day, and complex integrations take 1-2 days. Connecting your Shopify store takes under 5 minutes, and adding a pre-built vendor takes about 15-20 minutes of your time.',
  },
  {
    id: 'technical-skills',
    category: 'General',
    question: 'Do I need technical skills to use VendorHub?',
    answer:
      'No. You choose vendors, enter their credentials and set your rules from the dashboard, and the [documentation](/documentation) walks you through each screen. If you prefer not to touch the Shopify settings, request Collaborator Access and our team creates the connection for you.',
  },
  {
    id: 'supported-vendors',
    category: 'General',
    question: 'Which vendors can I connect?',
    answer:
      'Any vendor that shares data by direct API, CSV or Excel upload, a vendor portal or FTP. Pre-built integrations for lighting, furniture, adult and marketplace vendors are listed on [Vendor integrations](/vendor-integrations), and the vendors available to you depend on your plan. If yours is not there, request it or ask for a [custom integration](/custom-integrations).',
  },

  // Features & Functionality
  {
    id: 'inventory-sync-frequency',
    category: 'Features & Functionality',
    question: 'How often is inventory synced?',
    answer:
      "About every hour, automatically. When you need fresher numbers, for example after a vendor restocks, click **Sync Products** on the vendor's page to start a sync right away. Each vendor page shows when quantity, cost and price were last updated.",
  },
  {
    id: 'ai-listing-creation',
    category: 'Features & Functionality',
    question: 'How does AI listing creation work?',
    answer:
      "VendorHub creates Shopify products from your vendor's catalog and uses AI to write clear titles and descriptions from the vendor's raw data. Bulk creation with AI optimization is free on Plus and Premium and available as a paid option on Basic. Inside Search & Push, AI Listing Optimization and Pre-Push Editing, a staging area to review products before they go out, are Premium features.",
  },
  {
    id: 'price-rules',
    category: 'Features & Functionality',
    question: 'How do price rules and MAP/MSRP enforcement work?',
    answer:
      "Your markup is applied to the vendor's cost. If **Enforce MAP** is on and the result is below MAP, the price is raised to MAP; then, if **Enforce MSRP** is on and the price is above MSRP, it is lowered to MSRP. For example, a $50 cost with a 65% markup gives $82.50, a MAP of $85 makes it $85, and an MSRP of $100 leaves it at $85.",
  },
  {
    id: 'quantity-delta',
    category: 'Features & Functionality',
    question: 'What is Quantity Delta?',
    answer:
      "Quantity Delta is your safety stock, set per vendor. VendorHub subtracts it from the vendor's quantity before updating Shopify: a vendor quantity of 10 with a delta of 3 shows 7 in your store, and a quantity of 5 with a delta of 5 shows 0. It protects you from overselling when vendor stock moves faster than the sync.",
  },
  {
    id: 'order-routing',
    category: 'Features & Functionality',
    question: 'How are orders routed and tracked?',
    answer:
      "Each new order is sent to the vendor that holds the product, based on the product's Shopify Location. When the vendor ships and the order is Complete, VendorHub adds the tracking number to the Shopify order and marks it fulfilled, which sends Shopify's shipping confirmation email to your customer.",
  },
  {
    id: 'two-way-tag-sync',
    category: 'Features & Functionality',
    question: 'What is two-way tag sync?',
    answer:
      "Tag a product in Shopify with a vendor's tag and VendorHub links it to that vendor automatically, with no extra step in the dashboard. Delete a product in Shopify and VendorHub unlinks it and archives it, and no further updates are sent.",
  },
  {
    id: 'existing-products',
    category: 'Features & Functionality',
    question: 'I already have products in Shopify. Will VendorHub duplicate them?',
    answer:
      'No. When a product with the same SKU already exists, VendorHub reports it instead of creating a duplicate. Linking your existing products to their vendor in bulk is free when the SKUs match exactly.',
  },
  {
    id: 'health-checks',
    category: 'Features & Functionality',
    question: 'What do health checks look for?',
    answer:
      "Every integrated product has a health status on its vendor's page. A check fails when SKUs do not match or are duplicated, when the vendor tag is wrong or missing, when vendor credentials have expired, or when your store's app permissions have changed, and the [troubleshooting guide](/documentation/health-check) explains each fix.",
  },

  // Pricing & Plans
  {
    id: 'free-trial',
    category: 'Pricing & Plans',
    question: 'Is there a free trial?',
    answer: `Yes. Every plan starts with a ${trial}, limited to ${trialLimit} products, which is enough to test a complete vendor connection from listing to order tracking. When the trial ends, your plan's own limits apply.`,
  },
  {
    id: 'plan-limits',
    category: 'Pricing & Plans',
    question: 'What are the limits of each plan?',
    answer:
      'Basic ($99 a month) includes 1 store, 2 vendors, 200 orders a month and 1,000 products. Plus ($199) includes 2 stores, 6 vendors, 400 orders and 5,000 products. Premium ($299) includes 3 stores, 12 vendors, 1,000 orders and 25,000 products, and Enterprise has no limits and custom pricing.',
  },
  {
    id: 'plan-features',
    category: 'Pricing & Plans',
    question: 'Which features depend on my plan?',
    answer: `Core syncing, price rules and order routing are on every plan. Free bulk creation with AI optimization comes with Plus and Premium (a paid option on Basic). AI Listing Optimization and Pre-Push Editing in Search & Push, and API access, come with ${apiPlansLabel}. Support levels and the vendor catalog also grow with the plan: the [plan comparison](/pricing#compare-plans) lists every feature and limit.`,
  },
  {
    id: 'annual-billing',
    category: 'Pricing & Plans',
    question: 'How much do I save with annual billing?',
    answer:
      'Annual billing saves 10%: Basic is $89 a month instead of $99, Plus $179 instead of $199 and Premium $269 instead of $299. You are billed once a year for 12 months at the annual price.',
  },
  {
    id: 'change-plan',
    category: 'Pricing & Plans',
    question: 'Can I change my plan later?',
    answer: `Yes, at any time from your account. ${policy.planChange}`,
  },
  {
    id: 'order-limit',
    category: 'Pricing & Plans',
    question: 'What happens if I go over my monthly order limit?',
    answer: policy.orderLimit,
  },
  {
    id: 'setup-fees',
    category: 'Pricing & Plans',
    question: 'Are there setup fees?',
    answer: `Only for vendors that need an integration built for you. ${policy.setupFees}`,
  },
  {
    id: 'product-sync-only',
    category: 'Pricing & Plans',
    question: 'Is there a discount if I only need product sync?',
    answer: `Yes. ${policy.syncOnly} Tell our [sales team](${salesContactHref}) which option you prefer.`,
  },

  // Security & Data
  {
    id: 'store-password',
    category: 'Security & Data',
    question: 'Will you ask for my Shopify store password?',
    answer: `Never. You either create an app for VendorHub in Shopify's Dev Dashboard and enter its client ID and secret in VendorHub, or approve a Collaborator Access request so our team can set it up for you. If anyone asks for your store password on our behalf, do not share it and tell us at ${company.email.support}.`,
  },
  {
    id: 'store-permissions',
    category: 'Security & Data',
    question: 'Which Shopify permissions does VendorHub need?',
    answer:
      "The VendorHub app in your store needs these Admin API permissions: read and write access to products, inventory, publications, orders and merchant-managed fulfillment orders (the orders at the Locations you create for your vendors), optional read and write access to files, and read access to locations, customers and all orders. Each one maps to something VendorHub does for you, such as writing stock to a vendor's Location or adding a tracking number, and the [connection guide](/documentation/connect-shopify#permissions-vendorhub-needs) explains why each is needed.",
  },
  {
    id: 'data-hosting',
    category: 'Security & Data',
    question: 'Where is my data hosted?',
    answer: `VendorHub is hosted in the ${company.hostingRegions[0]} and the ${company.hostingRegions[1]}. Data is encrypted in transit and at rest, and access by our team is limited to what setup and support require.`,
  },
  {
    id: 'compliance',
    category: 'Security & Data',
    question: 'Is VendorHub SOC 2 and GDPR compliant?',
    answer: `Yes. VendorHub is ${company.compliance[0]} compliant and meets ${company.compliance[1]} requirements for customers and shoppers in Europe. For our security documentation or a data processing agreement, write to ${company.email.privacy}.`,
  },
  {
    id: 'data-after-cancellation',
    category: 'Security & Data',
    question: 'What happens to my data if I cancel?',
    answer: `We keep your data for ${retention} days after cancellation, so you can come back without setting everything up again. After ${retention} days it is permanently deleted. To have it deleted sooner, write to ${company.email.privacy}.`,
  },
  {
    id: 'vendor-credentials',
    category: 'Security & Data',
    question: 'How are my vendor credentials protected?',
    answer:
      'Vendor API keys, FTP details and portal logins are stored encrypted and used only to exchange data with that vendor on your behalf. You can update or remove them at any time in **Vendor Settings**.',
  },
  {
    id: 'revoke-access',
    category: 'Security & Data',
    question: 'How do I remove VendorHub from my store?',
    answer:
      'Uninstall the VendorHub app in your Shopify admin under **Settings** > **Apps**, and remove our collaborator account under **Settings** > **Users** if you used Collaborator Access. Syncing stops immediately, and the products already in your store stay where they are.',
  },

  // Support & Resources
  {
    id: 'support-hours',
    category: 'Support & Resources',
    question: 'What are your support hours?',
    answer: `Our team works ${hours}. Premium and Enterprise customers also have a 24/7 line for urgent issues, such as a sync that stops or orders that do not reach a vendor. The help assistant in the chat on every page of this website answers from our documentation and FAQ at any hour, and tells you how to reach the team when it cannot help.`,
  },
  {
    id: 'support-response-times',
    category: 'Support & Resources',
    question: 'How quickly will I get a reply?',
    answer: `It depends on your plan. ${policy.support}`,
  },
  {
    id: 'ai-assistant',
    category: 'Support & Resources',
    question: 'What is the chat assistant on this website?',
    answer: `${support.siteAssistant} ${support.appAssistant}`,
  },
  {
    id: 'account-confirmation',
    category: 'Support & Resources',
    question: 'When will my account be confirmed?',
    answer: `The confirmation email arrives within 1-2 business hours of sign-up. We confirm accounts ${company.supportHoursShort}, so an account created on a Friday evening is confirmed the next business day. If nothing arrives, check your spam folder, then write to ${company.email.support}.`,
  },
  {
    id: 'documentation',
    category: 'Support & Resources',
    question: 'Where can I find guides and documentation?',
    answer:
      'The [documentation](/documentation) covers getting started, every dashboard screen, troubleshooting and the API, and you can search across all articles. Start with the [Quick Start Guide](/documentation/quick-start-guide), which takes under 30 minutes.',
  },
  {
    id: 'setup-help',
    category: 'Support & Resources',
    question: 'Can your team set up my store for me?',
    answer:
      "Yes. Send us the [contact form](/contact?subject=access) with the subject **Request Collaborator Access** and your store's `myshopify.com` address. We send a collaborator request from Shopify, and once you approve it, we create the app with the permissions VendorHub needs and connect your store.",
  },
  {
    id: 'custom-integration-request',
    category: 'Support & Resources',
    question: 'How do I request a custom vendor integration?',
    answer:
      'Fill in the [custom integration form](/custom-integrations) with your vendor and how it shares data, and we send you a quote within 1-2 business days. If the vendor is in our catalog but not yet live, use the request form on its page instead.',
  },
];

/** The questions shown in the home page accordion, in order. */
export const homeFaqIds: string[] = [
  'what-is-vendorhub',
  'supported-vendors',
  'inventory-sync-frequency',
  'setup-time',
  'free-trial',
  'store-password',
];

/** The pricing page's own questions. */
export const pricingFaq: FaqEntry[] = [
  {
    id: 'pricing-free-trial',
    category: 'Pricing & Plans',
    question: 'How does the free trial work?',
    answer: `Basic, Plus and Premium start with a ${trial} from the plan buttons on this page. During the trial you can sync up to ${trialLimit} products and use the features of the plan you chose. When the trial ends, billing starts for that plan and billing period, and the plan's own limits apply. ${enterpriseTrialNote}`,
  },
  {
    id: 'pricing-trial-card',
    category: 'Pricing & Plans',
    question: 'Do I need a card to start the free trial?',
    answer: trialCardAnswer,
  },
  {
    id: 'pricing-currency-tax',
    category: 'Pricing & Plans',
    question: 'Which currency are prices in, and do they include tax?',
    answer: currencyAndTax,
  },
  {
    id: 'pricing-annual-billing',
    category: 'Pricing & Plans',
    question: 'How does annual billing work?',
    answer:
      'You pay for 12 months at once at the annual monthly price, which saves 10%: $1,068 a year for Basic, $2,148 for Plus and $3,228 for Premium. Monthly billing costs $99, $199 and $299 a month.',
  },
  {
    id: 'pricing-order-limit',
    category: 'Pricing & Plans',
    question: 'Do you charge for orders over my plan limit?',
    answer: `No. ${policy.orderLimit}`,
  },
  {
    id: 'pricing-plan-changes',
    category: 'Pricing & Plans',
    question: 'What happens when I upgrade or downgrade?',
    answer: `${policy.planChange} Your vendors, rules and products stay as they are, as long as they fit the new plan's limits.`,
  },
  {
    id: 'pricing-setup-fees',
    category: 'Pricing & Plans',
    question: 'What do integration setup fees cover?',
    answer: `${policy.setupFees} The fee covers mapping the vendor's data to your products and testing the connection, and most integrations are ready in under a day, complex ones in 1-2 days.`,
  },
  {
    id: 'pricing-product-sync-only',
    category: 'Pricing & Plans',
    question: "What if I don't need order routing?",
    answer: `${policy.syncOnly} [Ask our sales team](${salesContactHref}) to set it up.`,
  },
  {
    id: 'pricing-enterprise',
    category: 'Pricing & Plans',
    question: 'How is Enterprise priced?',
    answer:
      'Enterprise has no limits on stores, vendors, orders or products, and its price depends on your volume and the integrations you need. [Contact sales](/contact?subject=sales) and we will put together a quote.',
  },
];
