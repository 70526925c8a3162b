/**
 * The rules of the intents stage as tables: each row is a question quoted by the rule it
 * tests, the intent that answers it (null: none does, and retrieval answers), and the fact the
 * bot replies with.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '../bot.ts';
import { readContext } from '../context.ts';
import { questionFocus } from '../focus.ts';
import { loadKnowledge } from '../knowledge.ts';
import { parseQuestion } from '../question.ts';
import { prepareBot, type Bot } from '../setup.ts';
import type { Intent } from './answer.ts';
import { answerByIntent, answerDirectly, INTENTS } from './index.ts';

type Row = [previous: string | null, question: string, intent: string | null, fact: string | null];

let bot: Bot;
let answer: ReturnType<typeof createBot>['answer'];
beforeAll(() => {
  const knowledge = loadKnowledge();
  bot = prepareBot(knowledge);
  answer = createBot(knowledge).answer;
}, 60_000);

const parse = (question: string, previous: string | null) =>
  parseQuestion(bot, question.trim(), previous ?? undefined, questionFocus(question.trim()));

const tables: Record<string, Row[]> = {
  answer: [
    [
      null,
      "I'm on the cheapest package and got stuck halfway through setup",
      'plans',
      'plan:basic#price',
    ],
  ],
  'case-studies': [
    [null, 'any shops like ours running on this?', 'case-study-ask', 'case-studies'],
    [
      null,
      'Any case study of someone with a US and a Canada store?',
      'case-study-ask',
      'case-studies',
    ],
    [
      'Do you have case studies?',
      'any with adult stores?',
      'case-study-follow-up',
      'case-study:condomania',
    ],
    [null, 'What did Evertail pay in setup fees?', 'case-study-company', 'case-study:evertail'],
    [
      null,
      'The pet supplies case study: what did their setup cost?',
      'case-study-request',
      'case-study:evertail',
    ],
    [
      'Which vendors do you have for adult stores?',
      'any case study from that industry?',
      'case-study-request',
      'case-study:condomania',
    ],
    [
      'Tell me about the Evertail case study',
      'what plan were they on?',
      'case-study-pronoun',
      'case-study:evertail',
    ],
    [
      null,
      'Has anyone used this with adult product distributors?',
      'case-study-request',
      'case-study:condomania',
    ],
    [null, 'a two person shop that made it work?', null, null],
  ],
  categories: [
    [
      null,
      'We sell adult toys, which distributors can you connect?',
      'category',
      'vendor:entrenue',
    ],
    [null, 'any car parts suppliers?', 'category', 'vendor:parts-unlimited'],
    [null, 'any pet supply distributors?', 'missing-category', 'vendor:unknown'],
    [null, 'Any pet supply distributors in your catalog?', 'missing-category', 'vendor:unknown'],
    [null, 'any apparel brands pre-integrated?', 'missing-category', 'vendor:unknown'],
    // The trade after "for" says what the vendors are for; it is not a vendor's name.
    [null, 'which vendors do you have for electronics?', 'missing-category', 'vendor:unknown'],
    [null, 'do you have suppliers for garden stuff?', 'missing-category', 'vendor:unknown'],
    [
      'Do you connect to any medical supply distributors?',
      'which of those is still in beta?',
      'status-follow-up',
      'vendor:medline',
    ],
    [null, 'James+James is beta and 9 are live', 'vendor', 'vendor:james-james'],
    [null, 'any medical supply distributors?', 'category', 'vendor:medline'],
    [
      'Any medical supply distributors?',
      'which of those is still in beta?',
      'status-follow-up',
      'vendor:medline',
    ],
    [null, 'Any automotive suppliers? WheelPros specifically', 'category', 'vendor:wheelpros'],
    // Asked of the whole catalogue; "ready" alone asks no status of it.
    [null, 'which vendors are in beta?', 'status-follow-up', 'vendor:james-james'],
    // "What vendors…" asks which, as "which vendors…" does.
    [null, 'what vendors are coming soon?', 'status-follow-up', 'vendor:wheelpros'],
    [null, 'which suppliers you have ready to connect?', null, null],
    // "Ones" after a question about vendors are vendors; after anything else they are not.
    ['which vendors do you support', 'any lighting ones?', 'category', 'vendor:nora'],
    ['what vendors do you have', 'what about adult ones', 'category', 'vendor:entrenue'],
    ['which plans have api access', 'any adult ones?', null, null],
  ],
  contact: [
    [null, 'Where are you based?', 'office', 'company:contact'],
    [null, "where's your HQ", 'office', 'company:contact'],
    [null, 'where is the company located?', 'office', 'company:contact'],
    [null, "What's the email for support?", 'email', 'company:contact'],
    [null, 'is there an email I can write to?', 'email', 'company:contact'],
    [null, 'support email pls', 'email', 'company:contact'],
    [null, 'your email?', 'email', 'company:contact'],
    [null, 'How do I talk to an actual human?', 'email', 'company:contact'],
    [null, 'how do I contact support?', 'email', 'company:contact'],
    [null, 'how can we get in touch with your team?', 'email', 'company:contact'],
    // Who to contact for a kind of question is the team; "about it" asks of the turn before.
    [null, 'who do I contact for billing questions', 'email', 'company:contact'],
    [null, 'who should I talk to about an invoice?', 'email', 'company:contact'],
    [null, 'who do i talk to about it?', null, null],
    // A guide's "contact support with the SKU" is about the fix, not how to reach us.
    [null, 'what should I send when I contact support?', null, null],
  ],
  fees: [
    [null, 'Overage fees?', null, null],
    [
      null,
      'Is there any charge to connect a vendor that is already in your catalogue?',
      'setup-fee',
      'fee:pre-built',
    ],
    [null, 'How long until it is built, after paying the fee?', null, null],
    [null, 'What am I paying for with the $300 fee?', null, null],
    [
      null,
      'How much more is a custom API integration than a pre-built one?',
      'setup-fee',
      'fee:all',
    ],
    [null, 'What do your integrations cost in general?', 'setup-fee', 'fee:all'],
    [null, 'setup fees?', 'setup-fee', 'fee:all'],
    // "Integrations", plural, names the setup as "integration" does.
    [
      null,
      'are the prebuilt vendor integrations free or is there a one time charge',
      'setup-fee',
      'fee:pre-built',
    ],
    ['tell me about custom integrations', 'how much?', 'setup-fee', 'fee:custom-api'],
    // On a plan priced individually, integrations are part of its quote.
    [
      null,
      'On Enterprise, do custom vendor integrations still cost $500 each?',
      'plans',
      'plan:enterprise#price',
    ],
    [
      'How much is the setup for a custom API integration?',
      'and a CSV one?',
      'setup-fee',
      'fee:csv-xml-ftp',
    ],
    [
      'How long does a custom API integration take to build?',
      'and how much does it cost?',
      'setup-fee',
      'fee:custom-api',
    ],
    // "It" after a setup or an integration is priced by the setup fees, not the plans.
    ['is there a setup fee', 'how much is it', 'setup-fee', 'fee:all'],
    [
      'can you build an integration for my vendor',
      'how much does that cost',
      'setup-fee',
      'fee:all',
    ],
    ['tell me about the premium setup', 'how much is it', 'plans', 'plan:premium#price'],
    [null, 'Can you build an integration for them?', null, null],
    [null, 'and for a vendor with an API?', null, null],
    [null, 'and the 300 one?', null, null],
    [null, 'is the $500 charged every month?', null, null],
    [
      "What's the setup fee for an FTP vendor?",
      'is that every month?',
      'setup-fee',
      'fee:csv-xml-ftp',
    ],
  ],
  index: [
    [
      null,
      'Do you connect with Eldorado? They are our main adult supplier',
      'category',
      'vendor:entrenue',
    ],
    ['Do you integrate with Entrenue?', 'what about Eldorado?', null, null],
  ],
  jobs: [
    [null, 'do I need to hire someone?', null, null],
    [null, 'I applied 8 months ago, do you still have my CV on file?', null, null],
    [null, 'and job applications?', 'jobs', 'jobs'],
    [null, 'how long do you keep contact form messages?', null, null],
    [
      'what jobs are open?',
      'is the support one remote?',
      'jobs',
      'job:customer-support-specialist',
    ],
    [
      null,
      'For the customer support specialist opening, what hours would I work?',
      'jobs',
      'job:customer-support-specialist',
    ],
    [
      'Tell me about the Go developer job',
      'is it remote?',
      'jobs',
      'job:golang-junior-backend-developer',
    ],
    [null, 'golang junior reqs', 'jobs', 'job:golang-junior-backend-developer'],
    [
      null,
      'I build flows in Zapier and Make all day, is there an opening that fits me?',
      'jobs',
      'job:low-code-e-commerce-automation-specialist',
    ],
  ],
  'plan-query': [
    [null, 'what if it drops to 350?', null, null],
    [null, 'do you charge if I go over my order limit?', null, null],
    [null, 'Which one fits us?', null, null],
    [null, 'MAP or MSRP, which one wins?', null, null],
    [null, 'Does any plan come with onboarding?', 'plans', 'plan:enterprise#features'],
    [null, 'is there a plan where you help us migrate?', 'plans', 'plan:enterprise#features'],
    [null, 'is guided onboarding included?', 'plans', 'plan:enterprise#features'],
    // Told with no question, an amount asks whether it fits: the smallest plan that holds it.
    [null, 'we do 900 orders a month', 'plans', 'plan:premium#ordersPerMonth'],
    [null, 'we have 30000 products', 'plans', 'plan:enterprise#products'],
    [null, 'i sell about 400 products', 'plans', 'plan:basic#products'],
    // "Do you offer…" asks whether a feature is there: the plans that have it.
    [null, 'do you offer onboarding help?', 'plans', 'plan:enterprise#features'],
    [null, 'do you help with migration?', 'plans', 'plan:enterprise#features'],
    [null, 'do you offer a free trial?', null, null],
    [null, "We've outgrown Premium: how do we move to Enterprise?", null, null],
    [
      null,
      'One shop for the US and another for Canada, which plan covers both of them?',
      'plans',
      'plan:plus#stores',
    ],
    [
      null,
      "650 orders a month, what's the cheapest plan that covers that?",
      'plans',
      'plan:premium#ordersPerMonth',
    ],
    [null, 'Too many orders this month, what happens?', null, null],
    [null, 'Is bulk listing with AI included on Basic?', 'plans', 'plan:basic#features'],
    [null, 'Is paying yearly cheaper?', null, null],
    ['how much is Basic per month?', 'and the one above it?', 'plans', 'plan:plus#price'],
    [null, "I'm on Plus, what does the next tier cost?", 'plans', 'plan:plus#price'],
    [null, 'and on Premium?', null, null],
    [null, 'what about yearly?', null, null],
    [
      'Which plan do I need for 8 vendors?',
      'what if we grow to 15?',
      'plans',
      'plan:enterprise#vendors',
    ],
    // "How much is…" asks a price beside a limit; "how much products" asks the limit alone.
    [null, 'how much is Premium for 3 stores?', 'plans', 'plan:premium#price'],
    [null, 'how much products can I have on Basic?', 'plans', 'plan:basic#products'],
    // A need of another kind adds to those given: 2 stores fit Plus, 8 vendors do not.
    ['We have 2 stores, which plan?', 'and 8 vendors?', 'plans', 'plan:premium#vendors'],
    ['What plan fits 2 stores?', 'we also have 4000 products', 'plans', 'plan:plus#stores'],
    // After a plan that fits, a new amount of a need given replaces it; the other needs stay.
    [
      'what plan do I need for 3 vendors and 500 orders a month',
      'and if I grow to 10 vendors?',
      'plans',
      'plan:premium#vendors',
    ],
    ['what plan for 3 vendors', 'and 20 vendors?', 'plans', 'plan:enterprise#vendors'],
    // "A second store": that many in all, as a number would say.
    [
      'which plan fits 1 store and 2 vendors?',
      'and if we add a second store?',
      'plans',
      'plan:plus#stores',
    ],
    ['How many orders on Premium?', 'do you charge extra per order past that?', null, null],
    [null, 'We have two shops, so which plan would we need?', 'plans', 'plan:plus#stores'],
    [
      'Do you charge if I go over my order limit?',
      'and what is the limit on Premium?',
      'plans',
      'plan:premium#price',
    ],
    [
      'How does the AI write product titles?',
      'is that extra on Basic?',
      'feature-follow-up',
      'plan:basic#features',
    ],
    [
      'Do you charge for orders past 600 on Plus?',
      'and 1,200 on Premium, same deal?',
      'plans',
      'plan:premium#price',
    ],
  ],
  plans: [
    [null, 'Which tier unlocks the REST API?', 'plans', 'plan:premium#features'],
    // A symptom told with no plan in it is a problem to fix, not a plan for one product.
    [null, 'wrong price on one product', null, null],
    [
      null,
      'orders stopped syncing at 300 orders, which plan do I need?',
      'plans',
      'plan:plus#ordersPerMonth',
    ],
    [null, 'Can I try Premium for free?', null, null],
    [
      '…with AI-written descriptions. How?',
      "we're on Basic, does that cost more?",
      'plans',
      'plan:basic#price',
    ],
    [null, 'How much more is that over 12 months?', null, null],
    [
      'Which of your plans come with API access?',
      'so a client on Plus is out of luck there?',
      'feature-follow-up',
      'plan:plus#features',
    ],
    // A yes/no feature question asked again of the plan a terse follow-up names.
    [
      'Does Premium come with API access?',
      'what about Plus?',
      'feature-follow-up',
      'plan:plus#features',
    ],
    [
      'is bulk product creation with AI free?',
      'on basic too?',
      'feature-follow-up',
      'plan:basic#features',
    ],
    // "Does it have…" asks whether the plan before includes the feature, as "does it include…".
    ['how much is basic', 'does it have api access?', 'feature-follow-up', 'plan:basic#features'],
    // Not yes/no: "how fast…" asks no feature of the plan named next.
    ['how fast does support reply on basic', 'and on premium?', null, null],
    [null, "What's included in Premium?", 'plans', 'plan:premium#features'],
    [null, 'what do I get with Basic?', 'plans', 'plan:basic#features'],
    [null, 'Plus features', 'plans', 'plan:plus#features'],
    [null, 'what exactly comes with Basic', 'plans', 'plan:basic#features'],
    [null, 'tell me about premium', 'plans', 'plan:premium#features'],
    [null, 'tell me about the basic plan pricing', 'plans', 'plan:basic#price'],
    [null, "What does Premium give me that Plus doesn't?", 'plans', 'plan:premium#features'],
    [null, "I'm on the cheapest package and got stuck", 'plans', 'plan:basic#price'],
    [null, 'which plan covers 3 stores?', 'plans', 'plan:premium#stores'],
    [null, 'What happens if we go over 200 orders on Basic?', null, null],
    // "Charge" after a question about going over a limit asks about the overage, not the prices.
    ['what happens when I go over my order limit', 'will you charge me?', null, null],
    [null, 'Which plan covers 3 stores?', 'plans', 'plan:premium#stores'],
    [null, 'we have 40k skus, what would that cost?', 'plans', 'plan:enterprise#products'],
    [
      null,
      'One store, 4 suppliers, around 250 orders a month. Which plan do I need?',
      'plans',
      'plan:plus#vendors',
    ],
    [
      null,
      'A second store, but Basic only lets us have one. What plan do we need?',
      'plans',
      'plan:plus#stores',
    ],
    [null, 'unlimited vendors?', 'plans', 'plan:enterprise#vendors'],
    [null, 'Is Premium unlimited on orders?', 'plans', 'plan:premium#ordersPerMonth'],
    [null, 'Is it cheaper if I pay for the year?', null, null],
    [null, 'is there a yearly billing option?', null, null],
    [null, 'Do you bill per extra order if we go over 400 on Plus?', null, null],
    [null, 'can I start on Basic and move up later?', null, null],
    [null, 'which plan covers 5 stores?', 'plans', 'plan:enterprise#stores'],
    [null, 'ok, what does that one cost?', null, null],
    [null, 'is that part of Plus?', null, null],
  ],
  releases: [
    [null, 'When did two-way tag sync come out?', 'release', 'release:1.8.0'],
    [null, 'which version added Excel upload?', 'release', 'release:1.8.0'],
    [null, 'The release from February 11, 2025', 'release', 'release:1.8.0'],
    [null, 'And the one before that?', null, null],
    [
      null,
      'The Orders tab shows pending after the vendor marked it Complete. Is that a known bug?',
      'release',
      'release:2.1.0',
    ],
    [null, "I changed the app's access and released a new version", 'release', 'release:2.1.0'],
    [null, 'In which release did Crystorama go live?', 'vendor-release', 'release:2.1.0'],
    [null, 'when did you add Allegri?', 'vendor-release', 'release:2.1.0'],
    [
      null,
      'In which release did Crystorama become a live integration?',
      'vendor-release',
      'release:2.1.0',
    ],
    ['What changed in 2.1?', 'and the one before?', null, null],
    [
      "What's in your latest release?",
      'when did it come out?',
      'release-date-follow-up',
      'release:2.1.0',
    ],
  ],
  'sync-only': [
    [
      'Is there a discount if I handle orders myself?',
      'how much off on Premium?',
      'sync-only',
      'sync-only:premium',
    ],
    [null, 'is that per month or per year?', null, null],
    [null, 'and for Basic?', null, null],
    [null, 'we want sync only, no orders', 'sync-only', 'sync-only'],
    // "Only" bounds what is synced: no discount asked.
    [null, 'can I sync only some products from a vendor?', null, null],
    [null, 'can we sync only certain vendors?', null, null],
  ],
  trial: [
    [null, 'How many products can I test with?', 'trial-products', 'faq:free-trial'],
    [null, 'How many products can I sync during the trial?', 'trial-products', 'faq:free-trial'],
    ['How long is the trial?', 'and for Enterprise?', 'trial-plan', 'faq:pricing-free-trial'],
  ],
  'unknown-vendor': [
    [null, 'how quickly will I hear back from support?', null, null],
    [null, 'turnaround time for a custom API integration?', null, null],
    [null, 'Is Keystone Automotive one of your vendors?', null, null],
    [null, 'Is Kichler one of your supported vendors?', null, null],
    [null, 'We buy most of our stock from Hinkley Lighting. Are they on your list?', null, null],
    [null, 'When are you adding Uline as a supplier?', null, null],
    [null, 'what about Eldorado?', null, null],
    [null, 'Do you have Uttermost or Surya?', null, null],
  ],
  vendors: [
    [null, 'we sell wheels, do you support wheelpros?', 'vendor', 'vendor:wheelpros'],
    [null, 'James and James', 'vendor', 'vendor:james-james'],
    [null, 'wheel pros', 'vendor', 'vendor:wheelpros'],
    // A vendor's short name that is an everyday word names it only next to a vendor word.
    [null, 'do you support holiday?', 'vendor', 'vendor:holiday'],
    [null, 'what happens if we get a holiday spike in orders', null, null],
    [
      null,
      'Our supplier runs its own Shopify store: can we pull their catalog?',
      'shopify-as-vendor',
      'vendor:shopify',
    ],
    [
      null,
      "Why can't I find Williams Trading? We're on Basic",
      'vendor-on-plan',
      'vendor:williams',
    ],
    [
      'Do you integrate with Entrenue?',
      "which plan do I need for it? I'm on Basic",
      'vendor-on-plan',
      'vendor:entrenue',
    ],
    [
      null,
      'We carry Kalco and Allegri, and a few products have both tags',
      'vendor',
      'vendor:kalco',
    ],
  ],
  context: [
    [null, 'where do I change it?', null, null],
    [null, 'and with Premium?', null, null],
    [null, 'how long?', null, null],
    [
      null,
      'How many vendors do I get on Plus, and can one of them be Amazon MCF?',
      'plans',
      'plan:plus#vendors',
    ],
    [null, 'Parts Unlimited products', 'vendor', 'vendor:parts-unlimited'],
    ['Is Williams Trading on Basic?', 'how do orders get to them?', null, null],
    [
      'Which plan covers 5 stores?',
      'ok what does that one cost?',
      'plans',
      'plan:enterprise#price',
    ],
    ['Is Williams Trading available on Basic?', 'how do orders get to them?', null, null],
  ],
};

describe.each(Object.entries(tables))('%s', (_module, rows) => {
  it.each(rows)('after %j, %j is answered by %s with %s', (previous, question, intent, fact) => {
    const q = parse(question, previous);
    const hit = answerByIntent(bot, q, readContext(bot, q));
    expect(hit?.intent ?? null).toBe(intent);
    expect(hit?.answer.id ?? null).toBe(fact);
  });
});

describe('answerDirectly', () => {
  it.each<Row>([
    // A vendor we lack, named now, outranks the category's list and the vendor named before.
    [
      null,
      'Do you connect with Eldorado? They are our main adult supplier',
      null,
      'vendor:unknown',
    ],
    ['Do you integrate with Entrenue?', 'what about Eldorado?', null, 'vendor:unknown'],
    // A vendor we list, named now, is not one we lack.
    [null, 'Anything for auto parts, like Parts Unlimited?', null, 'vendor:parts-unlimited'],
  ])('after %j, %j gets %s %s', (previous, question, _intent, fact) => {
    expect(answerDirectly(bot, parse(question, previous))?.id ?? null).toBe(fact);
  });

  it('gives a vendor we lack, asked about its cost, the fees of a custom integration', () => {
    const fees =
      /not in our catalogue yet\b.*\$500 for a Custom API integration or \$300 for a CSV\/XML\/FTP integration\.$/;
    for (const question of [
      'is there a setup fee for Keystone Automotive?',
      'what would it cost to connect Keystone Automotive?',
    ]) {
      const fact = answerDirectly(bot, parse(question, null));
      expect(fact?.id).toBe('vendor:unknown');
      expect(fact?.text).toMatch(fees);
    }
    // Not asked about cost: no fees.
    expect(
      answerDirectly(bot, parse('do you support Keystone Automotive?', null))?.text,
    ).not.toMatch(/\$/);
    // Named as the subject, or before another question in the same sentence.
    for (const question of [
      'does Keystone Automotive work with you and what does it cost to set up?',
      'do you support Keystone Automotive, and how much is the setup?',
    ]) {
      const fact = answerDirectly(bot, parse(question, null));
      expect(fact?.text).toMatch(/^Keystone Automotive is not in our catalogue yet\b/);
      expect(fact?.text).toMatch(fees);
    }
    expect(answerDirectly(bot, parse('will Uline integrate with VendorHub?', null))?.id).toBe(
      'vendor:unknown',
    );
    // A kind of integration, or a pronoun, is not a vendor we lack.
    expect(answerDirectly(bot, parse('what is the setup fee for csv files?', null))?.id).toBe(
      'fee:csv-xml-ftp',
    );
    expect(
      answerDirectly(bot, parse("what's the one-time fee for you to hook that up?", null))?.id,
    ).not.toBe('vendor:unknown');
  });

  it('adds up the setup fees of each count of vendors by the kind named after it', () => {
    const total = (question: string) => answerDirectly(bot, parse(question, null))?.text;
    expect(total('setup fee for 3 csv vendors and 1 api vendor?')).toBe(
      'Setup fees are one-time and per vendor: 3 × $300 (CSV/XML/FTP integration) + 1 × $500 (Custom API integration) = **$1,400**.',
    );
    expect(total('what would setup cost for 2 vendors in your catalog and 2 ftp ones?')).toMatch(
      /: 2 × \$300 \(CSV\/XML\/FTP integration\) = \*\*\$600\*\*\. Pre-built integrations are free\.$/,
    );
    // One vendor is the fee itself; "a one time charge" counts nothing; pre-built alone is free.
    expect(total('setup cost for 1 custom api vendor?')).toMatch(/^A Custom API integration costs/);
    expect(
      total(
        'is there a one time setup charge for a supplier not in your catalog, like one with csv files?',
      ),
    ).not.toMatch(/×/);
    expect(total('setup fee for 3 vendors already in your catalog?')).toMatch(/free/);
    // Asked for the total, with no word for a fee or a cost.
    expect(total('3 csv vendors + 2 api vendors setup total?')).toMatch(/= \*\*\$1,900\*\*\.$/);
  });

  it('names each intent once, so a table row names the one that answered', () => {
    const names = INTENTS.map((intent) => intent.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('stops at a final intent that matches, even when it finds nothing', () => {
    const q = parse('what did the weather do', null);
    const c = readContext(bot, q);
    const stop: Intent = { name: 'stop', final: true, answer: () => null };
    const after: Intent = { name: 'after', answer: () => ({ id: 'x', text: 'x', links: [] }) };
    expect(answerByIntent(bot, q, c, [stop, after])).toBeNull();
    expect(answerByIntent(bot, q, c, [{ ...stop, final: false }, after])?.intent).toBe('after');
    expect(answerByIntent(bot, q, c, [{ ...stop, match: () => false }, after])?.intent).toBe(
      'after',
    );
  });

  it('is what the bot replies with when no passage surely covers the question', () => {
    expect(answer('Do you integrate with Bellacor Supply?').sources[0]?.id).toBe('vendor:unknown');
  });
});

describe('a role', () => {
  const text = (question: string, previous: string | null = null) =>
    answerByIntent(bot, parse(question, previous), readContext(bot, parse(question, previous)))
      ?.answer.text ?? '';
  it('lists what it asks for, or what it does, when the question asks', () => {
    expect(text('what are the requirements?', 'tell me about the golang job')).toMatch(
      /\n\nWhat we look for:\n- Around 1-2 years of professional experience with Go/,
    );
    expect(text('what would I do as customer support specialist?')).toMatch(
      /\n\nWhat you will do:\n- Answer customer emails/,
    );
    expect(text('tell me about the golang job')).not.toContain('\n');
  });
  it('says the positions are remote when every one is', () => {
    expect(text('are you hiring?')).toMatch(/^We are hiring for 4 remote positions:/);
  });
});
