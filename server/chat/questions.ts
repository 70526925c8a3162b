/**
 * Visitor questions written from the spec, each with the sources that
 * should answer it first: an FAQ entry ('faq:id') or a documentation article
 * ('doc:slug', any section of it). `npm run bench:bot` scores the bot on them.
 */
export interface BotQuestion {
  question: string;
  /** The visitor's previous message in the same session, for follow-ups ('and on Premium?'). */
  previous?: string;
  expected: string[];
  /**
   * `false` for a question that mixes a topic the site answers with one it does not
   * ("…and do you have a discount for nonprofits?"): it is scored, but not learned as a
   * wording of its passage, which would teach that passage the words of the other topic.
   */
  wording?: false;
}

export const botQuestions: BotQuestion[] = [
  {
    question: 'How do I connect my Shopify store?',
    expected: ['doc:connect-shopify', 'faq:store-permissions'],
  },
  {
    question: 'Do you need my Shopify password?',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  {
    question: 'What is Collaborator Access and how do I request it?',
    expected: ['doc:connect-shopify', 'faq:setup-help'],
  },
  {
    question: 'Which API permissions does the app need on my store?',
    expected: ['faq:store-permissions', 'doc:connect-shopify'],
  },
  { question: 'Where do I paste the Admin API access token?', expected: ['doc:connect-shopify'] },
  {
    question: 'What is quantity delta?',
    expected: ['faq:quantity-delta', 'doc:inventory-management', 'doc:quantity-check'],
  },
  {
    question: 'If my vendor has 10 in stock and the delta is 3, what does my store show?',
    expected: ['faq:quantity-delta', 'doc:quantity-check', 'doc:inventory-management'],
  },
  {
    question: 'Why does my store show zero when the vendor still has stock?',
    expected: ['doc:quantity-check'],
  },
  {
    question: 'How often is inventory synced?',
    expected: ['faq:inventory-sync-frequency', 'doc:inventory-management'],
  },
  {
    question: 'Can I run a manual sync?',
    expected: [
      'faq:inventory-sync-frequency',
      'doc:inventory-management',
      'doc:dashboard-overview',
    ],
  },
  { question: 'How does MAP pricing work?', expected: ['faq:price-rules', 'doc:pricing-rules'] },
  { question: 'What happens if MAP is higher than MSRP?', expected: ['doc:pricing-rules'] },
  {
    question: 'How is my selling price calculated from the vendor cost and markup?',
    expected: ['faq:price-rules', 'doc:pricing-rules'],
  },
  { question: 'What does Enforce MSRP do?', expected: ['doc:pricing-rules', 'faq:price-rules'] },
  {
    question: 'How many orders per month does the Basic plan include?',
    expected: [
      'plan:basic#orders',
      'faq:plan-limits',
      'doc:order-management',
      'faq:order-limit',
      'faq:pricing-order-limit',
    ],
  },
  {
    question: 'What happens when I go over my monthly order limit?',
    expected: ['faq:order-limit', 'faq:pricing-order-limit', 'doc:order-management'],
  },
  {
    question: 'How many vendors can I connect on the Plus plan?',
    expected: ['plan:plus#vendors', 'faq:plan-limits', 'doc:add-vendor'],
  },
  {
    question: 'Is there a free trial?',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide'],
  },
  {
    question: 'How much do I save with annual billing?',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  {
    question: 'Can I upgrade or downgrade my plan later?',
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question: 'How much does a custom API integration cost?',
    expected: ['fee:custom-api', 'faq:setup-fees', 'faq:pricing-setup-fees', 'doc:add-vendor'],
  },
  {
    question: 'Is there a discount if I only need product sync without orders?',
    expected: ['sync-only', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'Which plan includes API access?',
    expected: [
      'plan:premium#features',
      'faq:plan-features',
      'doc:product-creation',
      'doc:search-and-push',
    ],
  },
  {
    question: 'What does Enterprise cost?',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'How are orders sent to my vendors?',
    expected: ['faq:order-routing', 'doc:order-management'],
  },
  {
    question: 'Does the tracking number get pushed back to Shopify?',
    expected: ['faq:order-routing', 'doc:order-management'],
  },
  {
    question: 'Why are there no shipping options at checkout?',
    expected: ['doc:order-management'],
  },
  {
    question: 'Why is my product health check failing?',
    expected: ['faq:health-checks', 'doc:health-check'],
  },
  {
    question: 'My new collection does not appear in VendorHub',
    expected: ['doc:collection-check', 'doc:prepare-products'],
  },
  {
    question: 'How do I create a Smart Collection for a vendor tag?',
    expected: ['doc:prepare-products', 'doc:collection-check'],
  },
  {
    question: 'What happens when I delete a product in Shopify?',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing'],
  },
  {
    question: 'How do I link an existing product to a vendor by tagging it?',
    // The SKU-duplicate answer (faq:existing-products) does not say how tagging links a product.
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing'],
  },
  {
    question: 'Will you create duplicates of products I already sell?',
    expected: ['faq:existing-products', 'doc:product-creation'],
  },
  {
    question: 'Does VendorHub write product titles and descriptions with AI?',
    expected: ['faq:ai-listing-creation', 'doc:product-creation', 'doc:search-and-push'],
  },
  {
    question: 'Is pre-push editing in Search & Push available on Plus?',
    expected: ['plan:plus#features', 'doc:search-and-push', 'faq:plan-features'],
  },
  {
    question: 'What types of vendors can you integrate with, FTP or CSV?',
    expected: ['faq:supported-vendors', 'doc:add-vendor'],
  },
  { question: 'Where is my data hosted?', expected: ['faq:data-hosting'] },
  { question: 'Are you SOC 2 and GDPR compliant?', expected: ['faq:compliance'] },
  {
    question: 'What happens to my data after I cancel?',
    expected: ['faq:data-after-cancellation'],
  },
  { question: 'What are your support hours?', expected: ['faq:support-hours'] },
  {
    question: 'How fast does support respond on Premium?',
    expected: ['faq:support-response-times', 'company:response-times'],
  },
  { question: 'How long does setup take?', expected: ['faq:setup-time', 'doc:quick-start-guide'] },
  {
    question: 'When will I get my account confirmation email?',
    expected: ['faq:account-confirmation', 'doc:quick-start-guide'],
  },
  {
    question: 'My vendor is not in your list, can you add it?',
    expected: ['faq:custom-integration-request', 'doc:add-vendor'],
  },
  { question: 'What do I see on the vendor detail page?', expected: ['doc:dashboard-overview'] },
  // Added with the direct answers: the issue's own examples, plans, vendors, jobs and follow-ups.
  { question: 'How many stores on Plus?', expected: ['plan:plus#stores'] },
  {
    question: "What's the cheapest plan and how many vendors does it allow?",
    expected: ['plan:basic#vendors'],
  },
  {
    question: 'Can I switch from Plus to Premium in the middle of the month?',
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question: 'Can I hook up my Shopify shop without giving you my login?',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  { question: 'Do you work with Nora Lighting?', expected: ['vendor:nora'] },
  { question: 'Is WheelPros supported yet?', expected: ['vendor:wheelpros'] },
  { question: 'Is James+James live?', expected: ['vendor:james-james'] },
  { question: 'Does Quorum integrate by FTP or API?', expected: ['vendor:quorum'] },
  { question: 'Do you integrate with Bellacor Supply?', expected: ['vendor:unknown'] },
  {
    question: 'I want to apply for the react developer job',
    expected: ['job:middle-react-frontend-developer'],
  },
  { question: 'Are you hiring?', expected: ['jobs'] },
  {
    question: 'Is there an opening for an automation specialist?',
    expected: ['job:low-code-e-commerce-automation-specialist'],
  },
  { question: 'How much is Premium per month?', expected: ['plan:premium#price'] },
  { question: 'What does Plus cost billed annually?', expected: ['plan:plus#price'] },
  { question: 'How many products can I have on Basic?', expected: ['plan:basic#products'] },
  {
    previous: 'How many stores on Plus?',
    question: 'And on Premium?',
    expected: ['plan:premium#stores'],
  },
  { previous: 'How much is Basic?', question: 'And Plus?', expected: ['plan:plus#price'] },
  {
    question: 'How much is the setup fee for a CSV integration?',
    expected: ['fee:csv-xml-ftp'],
  },
  { question: 'What changed in version 2.0?', expected: ['release:2.0.0'] },
  {
    question: 'Do you have a customer story about order routing for an adult store?',
    expected: ['case-study:condomania'],
  },
  { question: 'What is your phone number?', expected: ['company:contact'] },
  { question: 'When was VendorHub founded?', expected: ['company:founded'] },
  {
    question: 'Is my data stored in Europe?',
    expected: ['faq:data-hosting', 'company:hosting'],
  },
  {
    question: 'Can I get help on a Saturday?',
    expected: ['faq:support-hours', 'company:support-hours'],
  },
  { question: 'Can I pay for tacos with bitcoin?', expected: ['fallback'] },
  // A second batch in a visitor's voice, to find general weaknesses rather than single answers.
  { question: 'does basic include api access', expected: ['plan:basic#features'] },
  {
    question: 'how much is enterprise',
    expected: ['plan:enterprise#price', 'faq:pricing-enterprise'],
  },
  {
    question: 'can I try it for free first',
    expected: ['faq:free-trial', 'faq:pricing-free-trial', 'doc:quick-start-guide'],
  },
  { question: 'is maxim lighting available', expected: ['vendor:maxim'] },
  { question: 'honeys place integration?', expected: ['vendor:honey'] },
  { question: 'do you guys connect with Holiday Products', expected: ['vendor:holiday'] },
  { question: 'Can you integrate with Zentro Wholesale?', expected: ['vendor:unknown'] },
  {
    question: 'tell me about the go developer role',
    expected: ['job:golang-junior-backend-developer'],
  },
  {
    question: "I'd like to work for you as a frontend engineer",
    expected: ['job:middle-react-frontend-developer'],
  },
  { question: 'how do I uninstall vendorhub from shopify', expected: ['faq:revoke-access'] },
  { question: 'how are my vendor passwords kept safe', expected: ['faq:vendor-credentials'] },
  { question: 'what is search and push', expected: ['doc:search-and-push'] },
  { question: 'max orders on premium?', expected: ['plan:premium#orders'] },
  {
    question: 'does my price update by itself when the supplier changes the cost',
    expected: ['faq:price-rules', 'doc:pricing-rules', 'doc:inventory-management'],
  },
  {
    question: 'products show out of stock in my shop but the supplier has them',
    expected: ['doc:quantity-check', 'doc:inventory-management'],
  },
  {
    question: 'what does the sync data button do',
    expected: ['doc:connect-shopify', 'doc:collection-check', 'doc:dashboard-overview'],
  },
  {
    question: 'is there a discount for paying annually',
    expected: ['faq:annual-billing', 'faq:pricing-annual-billing'],
  },
  { question: "what's your email address", expected: ['company:contact'] },
  // Questions the site does not answer: the bot should say it is not sure, not quote a passage.
  { question: 'Is there a referral program?', expected: ['fallback'] },
  { question: 'Can I resell VendorHub under my own brand?', expected: ['fallback'] },
  { question: 'Is there a nonprofit discount on your plans?', expected: ['fallback'] },
  { question: 'What is the weather in New York today?', expected: ['fallback'] },
  { question: 'Can you write my marketing emails for me?', expected: ['fallback'] },
];

/**
 * Whether the bot's first source is one of the expected ones. An expected id
 * with a '#' ('plan:plus#stores') must match exactly; without one it matches
 * any part of that source ('doc:pricing-rules' matches
 * 'doc:pricing-rules#enforce-map', 'plan:plus' matches 'plan:plus#price').
 * 'fallback' expects the bot to say it is not sure (no source).
 */
export function isExpected(sourceId: string | undefined, expected: string[]): boolean {
  const id = sourceId ?? 'fallback';
  const [base] = id.split('#');
  return expected.some((e) => (e.includes('#') ? id === e : base === e));
}
