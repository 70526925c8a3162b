/**
 * The held-out set of `npm run bench:bot`: visitor questions written in one
 * sitting, before the bot was tuned, in the way visitors type (lower case,
 * typos, shorthand, follow-ups). The bot is never tuned on them and they are
 * never edited to pass: a miss here is a miss to report, not a line to change.
 * Expected sources: an FAQ entry ('faq:id'), an article ('doc:slug'), or a
 * fact the bot answers directly ('plan:plus#stores', 'vendor:kalco',
 * 'job:slug'); 'fallback' means the honest "I am not sure" reply.
 */
import type { BotQuestion } from './questions.ts';

export const heldOutQuestions: BotQuestion[] = [
  {
    question: 'do u guys need my shopify login to set things up',
    expected: ['faq:store-password', 'doc:connect-shopify'],
  },
  { question: 'how many shops can i run on the plus plan', expected: ['plan:plus#stores'] },
  { question: 'whats the monthy price for premium', expected: ['plan:premium#price'] },
  { question: 'if i pay yearly how much is basic per month', expected: ['plan:basic#price'] },
  {
    question: 'cheapest option you have and how many suppliers it covers?',
    expected: ['plan:basic#vendors', 'plan:basic'],
  },
  { question: 'do you integrate with Kalco?', expected: ['vendor:kalco'] },
  { question: 'is medline ready to use', expected: ['vendor:medline'] },
  { question: 'When is McKesson coming?', expected: ['vendor:mckesson'] },
  { question: 'do you support Acme Home Goods as a vendor?', expected: ['vendor:unknown'] },
  { question: 'does crystorama use ftp or api', expected: ['vendor:crystorama'] },
  { question: 'wheel pros integration status?', expected: ['vendor:wheelpros'] },
  {
    question: 'can you ship orders through amazon fulfilment',
    expected: ['vendor:amazon'],
  },
  { question: 'Are you hiring golang devs?', expected: ['job:golang-junior-backend-developer'] },
  {
    question: "i'd like to apply for the customer support job",
    expected: ['job:customer-support-specialist'],
  },
  {
    question: 'react dev position - how do I apply',
    expected: ['job:middle-react-frontend-developer'],
  },
  { question: 'what jobs are open right now', expected: ['jobs'] },
  {
    question: 'how does the safty stock setting work',
    expected: ['faq:quantity-delta', 'doc:inventory-management', 'doc:quantity-check'],
  },
  {
    question: 'my distributor only sends a csv file every night, can you work with that',
    expected: ['faq:supported-vendors', 'doc:add-vendor', 'fee:csv-xml-ftp'],
  },
  {
    question: 'whats the fee to set up an ftp vendor',
    expected: ['fee:csv-xml-ftp', 'faq:setup-fees', 'faq:pricing-setup-fees'],
  },
  {
    question: 'how much off do i get on plus if i dont use order routing',
    expected: ['sync-only:plus', 'faq:product-sync-only', 'faq:pricing-product-sync-only'],
  },
  {
    question: 'can i go from plus to premium mid month',
    expected: ['faq:change-plan', 'faq:pricing-plan-changes'],
  },
  {
    question: 'order limit exceeded, what happens then',
    expected: ['faq:order-limit', 'faq:pricing-order-limit'],
  },
  { question: 'whats new in the latest release', expected: ['release:2.1.0'] },
  {
    question: 'how long do you keep my data after i close my account',
    expected: ['faq:data-after-cancellation', 'company:retention'],
  },
  {
    question: 'where are your servers located',
    expected: ['faq:data-hosting', 'company:hosting'],
  },
  { question: 'whens support open', expected: ['faq:support-hours', 'company:support-hours'] },
  {
    question: 'how fast do you answer tickets on basic',
    expected: ['faq:support-response-times', 'company:response-times'],
  },
  {
    question: 'tracking numbers dont show up on my shopify orders',
    expected: ['faq:order-routing', 'doc:order-management'],
  },
  { question: 'customers see no shipping rates at checkout', expected: ['doc:order-management'] },
  {
    question: 'how do i mark an existing listing so it belongs to a vendor',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing'],
  },
  {
    question: 'if i remove an item from shopify does vendorhub remove it too',
    expected: ['faq:two-way-tag-sync', 'doc:two-way-syncing'],
  },
  {
    question: 'how do i put a markup on the vendor cost',
    expected: ['faq:price-rules', 'doc:pricing-rules'],
  },
  {
    question: 'what happens if my price ends up under MAP',
    expected: ['doc:pricing-rules', 'faq:price-rules'],
  },
  {
    question: 'health check says sku mismatch',
    expected: ['doc:health-check', 'faq:health-checks'],
  },
  { question: 'do i get api access on plus', expected: ['plan:plus', 'faq:plan-features'] },
  { question: 'how many products can i sync on premium', expected: ['plan:premium#products'] },
  {
    previous: 'how many vendors on basic?',
    question: 'and on premium?',
    expected: ['plan:premium#vendors'],
  },
  {
    previous: 'what does plus cost per month',
    question: 'and what about yearly?',
    expected: ['plan:plus#price'],
  },
  {
    question: 'is there a trial period before i have to pay',
    expected: ['faq:free-trial', 'faq:pricing-free-trial'],
  },
  {
    question: 'can someone from your team do the onboarding for me',
    expected: ['faq:setup-help', 'doc:connect-shopify'],
  },
  {
    question: 'how do i add my first vendor',
    expected: ['doc:add-vendor', 'doc:quick-start-guide'],
  },
  {
    question: 'any case study with a lighting store?',
    expected: ['case-study:fixturefarm'],
  },
  { question: 'whats the vendor limit on enterprise', expected: ['plan:enterprise#vendors'] },
  { question: 'price for premium billed yearly', expected: ['plan:premium#price'] },
  { question: 'can i pay with bitcoin', expected: ['fallback'] },
  { question: 'do you have an iphone app', expected: ['fallback'] },
];
