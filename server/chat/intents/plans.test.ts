import { describe, expect, it } from 'vitest';
import { plans } from '#app/content/plans.ts';
import { createBot } from '../bot';
import { loadKnowledge } from '../knowledge';
import { parsePlanQuery } from './plan-query';
import { planDifferenceAnswer } from './plans';

const knowledge = loadKnowledge();
const price = (id: string) => plans.find((p) => p.id === id)!;
const answer = (text: string) =>
  planDifferenceAnswer(knowledge, text, parsePlanQuery(knowledge, text.split(' ')));

describe('the plan difference tool', () => {
  it.each([
    ["i'm on plus how much more is premium", 'plus', 'premium'],
    ['price difference between basic and premium', 'basic', 'premium'],
    ['whats the difference between basic and premium in price', 'basic', 'premium'],
    ['we are on basic how much more is plus a month', 'basic', 'plus'],
    // A billing period after "difference" asks what it costs.
    ['difference between plus and premium per year', 'plus', 'premium'],
    ['difference between basic and plus annually', 'basic', 'plus'],
    // What another plan would cost on top of the one the visitor is on.
    ["i'm on basic what would premium cost me extra", 'basic', 'premium'],
  ])('%j compares %s with %s, monthly and annual', (text, from, to) => {
    const a = price(from);
    const b = price(to);
    const monthly = b.monthlyPrice! - a.monthlyPrice!;
    const annual = b.annualPrice! - a.annualPrice!;
    const reply = answer(text)!;
    expect(reply.id).toBe(`plan:${to}#price`);
    expect(reply.text).toContain(`$${monthly} a month more than ${a.name}`);
    expect(reply.text).toContain(`Billed annually it is $${annual} a month more`);
    expect(reply.text).toContain(`$${(annual * 12).toLocaleString('en-US')} a year`);
  });

  it.each([
    // The plan the visitor is on, from the previous message.
    ['how much more is premium', "i'm on basic", /^Premium costs \$200 a month more than Basic/],
    // The plan compared, from the previous message, when the visitor names only their own.
    [
      "i'm on basic now, how much more is that?",
      'what does plus cost',
      /^Plus costs \$100 a month more than Basic/,
    ],
  ])('reads "%s" with the plan the previous message names ("%s")', (text, previous, answer) => {
    const query = parsePlanQuery(knowledge, text.split(' '));
    expect(planDifferenceAnswer(knowledge, text, query, previous)?.text).toMatch(answer);
    expect(planDifferenceAnswer(knowledge, text, query, 'how do i add a vendor')).toBeNull();
  });

  it('measures from the plan after "than", as from the one the visitor is on', () => {
    expect(answer('how much more is premium than plus')?.text).toMatch(
      /^Premium costs \$100 a month more than Plus/,
    );
    expect(answer('how much cheaper is basic than plus')?.text).toMatch(
      /^Basic costs \$100 a month less than Plus/,
    );
    expect(answer('im on plus how much more for premium')?.text).toMatch(
      /^Premium costs \$100 a month more than Plus/,
    );
    // "We're" reaches the bot as "were".
    expect(answer('were on basic how much more is plus')?.text).toMatch(
      /^Plus costs \$100 a month more than Basic/,
    );
  });

  it('compares each plan on the billing it is named with, when the two differ', () => {
    expect(answer("premium monthly vs plus annual what's the difference per year")?.text).toBe(
      'Plus billed annually costs $120 a month less than Premium billed monthly: $179 against $299. Over a year that is $2,148 against $3,588, $1,440 less.',
    );
    // The plan the visitor is on and how they pay, from the previous message.
    const text = 'how much more is premium annual';
    const query = parsePlanQuery(knowledge, text.split(' '));
    expect(
      planDifferenceAnswer(knowledge, text, query, "i'm on plus paying monthly")?.text,
    ).toMatch(
      /^Premium billed annually costs \$70 a month more than Plus billed monthly: \$269 against \$199\. Over a year that is \$3,228 against \$2,388, \$840 more\.$/,
    );
    // One billing named for both, or for one plan only: both periods, side by side.
    expect(answer('difference between plus annual and premium annual')?.text).toMatch(
      /^Premium costs \$100 a month more than Plus/,
    );
  });

  it('says a plan priced individually has no fixed difference', () => {
    expect(answer('how much more is enterprise than premium')?.text).toMatch(
      /^Enterprise is priced individually/,
    );
  });

  it('answers only a question about the difference between two plans', () => {
    expect(answer('how much is premium per month')).toBeNull();
    expect(answer('how much more is premium')).toBeNull();
    expect(answer('basic vs plus whats the actual difference apart from the price')).toBeNull();
    expect(answer('difference between basic and plus in orders a month')).toBeNull();
  });
});

describe("a plan's price", () => {
  const bot = createBot(knowledge);
  const reply = (text: string) => bot.answer(text).reply;
  it.each(['basic', 'plus', 'premium'])(
    'says what a year of annual billing saves on %s, in dollars',
    (id) => {
      const { name, monthlyPrice, annualPrice } = price(id);
      const saved = `$${((monthlyPrice! - annualPrice!) * 12).toLocaleString('en-US')} a year`;
      expect(reply(`how much is ${name}?`)).toContain(`which saves 10% (${saved})`);
      expect(reply(`how much is ${name} if I pay yearly?`)).toContain(`which saves ${saved}.`);
    },
  );
});

describe('the smallest plan that fits', () => {
  const bot = createBot(knowledge);
  it('says what it costs when the question asks the price', () => {
    const plus = price('plus');
    expect(
      bot.answer('we have 3 vendors and 150 orders a month, what would it cost?').reply,
    ).toMatch(
      new RegExp(
        `^Plus is the smallest plan that covers 3 vendors and 150 orders a month: .*Plus costs \\$${plus.monthlyPrice} a month`,
      ),
    );
    expect(bot.answer('what would 2 stores cost?').reply).toContain(
      `Plus costs $${plus.monthlyPrice}`,
    );
    expect(bot.answer('3 suppliers and 150 orders a month, how much?').reply).toContain(
      `Plus costs $${plus.monthlyPrice}`,
    );
    expect(bot.answer('which plan for 2 stores?').reply).not.toContain('costs');
    // "How much" with only the billing period after it asks the price too.
    for (const period of ['per year', 'a month', 'annually', 'for a year'])
      expect(bot.answer(`we have 2 stores, which plan and how much ${period}?`).reply).toContain(
        `Plus costs $${plus.monthlyPrice}`,
      );
    expect(bot.answer('how much storage do 2 stores get?').reply).not.toContain('costs');
  });

  it('answers "can I have that many?" with no plan named, and nothing else asked', () => {
    expect(bot.answer('can I add a second store later?').reply).toMatch(
      /^Plus is the smallest plan that covers 2 stores/,
    );
    expect(bot.answer('is it possible to have 10 vendors').reply).toMatch(
      /^Premium is the smallest plan that covers 10 vendors/,
    );
    // Anything else in it ("at once", "stop going out") asks something else.
    const bulk = bot.answer('can I do that for 200 products at once?', {
      previous: 'how do I link an existing shopify product to a vendor with the tag?',
    });
    expect(bulk.reply).not.toContain('smallest plan');
  });
});

describe('whether the plan named holds the amounts told', () => {
  const bot = createBot(knowledge);
  it('answers yes or no for every limit told, then the smallest plan that holds them all', () => {
    const eight = bot.answer('can i have 2 stores and 8 vendors on plus?').reply;
    expect(eight).toMatch(
      /^No, Plus includes 2 stores and 6 vendors\. Premium is the smallest plan that covers 2 stores and 8 vendors: it includes 3 stores and 12 vendors\.\n/,
    );
    expect(bot.answer('can i have 2 stores and 5 vendors on plus?').reply).toMatch(
      /^Yes, Plus includes 2 stores and 6 vendors\./,
    );
    expect(bot.answer('can i have 3 vendors on basic?').reply).toMatch(
      /^No, Basic includes 2 vendors\. Plus is the smallest plan that covers 3 vendors: .* By plan: /,
    );
  });

  it('answers "do I need to upgrade?" yes when the plan named falls short, no when it holds', () => {
    expect(
      bot.answer("I'm on basic and we have 2 stores now, do I need to upgrade?").reply,
    ).toMatch(/^Yes, Basic includes 1 store\. Plus is the smallest plan that covers 2 stores/);
    expect(bot.answer('we are on plus with 4 vendors, do we need to upgrade?').reply).toMatch(
      /^No, Plus includes 6 vendors\.\n/,
    );
  });

  it('answers a plan question in full whatever numbers it tells', () => {
    // The amounts told ("3 stores and 10 vendors") are not other things the question says.
    const premium = price('premium');
    const reply = bot.answer(
      'I have 3 stores and 10 vendors, is Premium enough and what would it cost annually?',
    ).reply;
    expect(reply).toContain(`Premium costs $${premium.annualPrice} a month billed annually`);
    expect(reply).toContain('Premium includes 3 stores and 12 vendors.');
  });

  it('gives the price of the plan that fits "which plan and what does it cost?"', () => {
    const premium = price('premium');
    const asked = 'which plan and what does it cost yearly?';
    const told = 'we have 5 suppliers, 600 orders a month and 8k products.';
    const fits =
      /^Premium is the smallest plan that covers 5 vendors, 600 orders a month, and 8,000/;
    for (const message of [
      `${told} ${asked}`,
      `We're a team of 3 selling lamps. ${told} ${asked}`,
    ]) {
      const { reply } = bot.answer(message);
      expect(reply).toMatch(fits);
      expect(reply).toContain(`$${premium.annualPrice} a month billed annually`);
    }
  });
});

describe("a plan's vendors", () => {
  const bot = createBot(knowledge);
  it('names the live vendors of its catalog when asked which, not only how many', () => {
    const basic = bot.answer('what vendors come with Basic?').reply;
    expect(basic).toMatch(/^Basic includes 2 vendors\. Its vendor catalog has .*Nora Lighting/);
    // Amazon MCF comes with Plus and up.
    expect(basic).not.toContain('Amazon MCF');
    expect(bot.answer('which suppliers can I connect on Plus?').reply).toContain('Amazon MCF');
    expect(bot.answer('how many vendors on Basic?').reply).not.toContain('catalog');
  });

  it('names them for the plan a follow-up names, and only counts them when it asks how many', () => {
    const previous = 'which vendors are available on basic?';
    expect(bot.answer('and on plus?', { previous }).reply).toMatch(
      /^Plus includes 6 vendors\. Its vendor catalog has .*Amazon MCF/,
    );
    expect(bot.answer('and how many on plus?', { previous }).reply).not.toContain('catalog');
  });
});

describe('the plans with a feature', () => {
  const bot = createBot(knowledge);
  it("names each plan in its own wording: Basic's paid option, free from Plus", () => {
    expect(bot.answer('which plans have bulk creation?').reply).toMatch(
      /^Bulk product creation with AI optimization \(paid option\) comes with Basic; free bulk product creation with AI optimization with Plus, Premium, and Enterprise\./,
    );
  });
  it('reads "vendor" before "catalog" as whose catalog, not as a count of vendors', () => {
    expect(bot.answer('which plan has the full vendor catalog?').reply).toMatch(
      /^Full vendor catalog comes with Premium and Enterprise\./,
    );
    // Before "catalogue", a count of products is still a count.
    expect(parsePlanQuery(knowledge, 'we have a 200k sku catalogue'.split(' ')).amounts).toEqual({
      products: 200_000,
    });
  });
  it('keeps plans together when one wording only adds a detail', () => {
    expect(bot.answer('which plans come with a dedicated account manager?').reply).toMatch(
      /24\/7 line for urgent issues comes with Premium and Enterprise\./,
    );
  });
});

describe("a feature's price on one plan", () => {
  const bot = createBot(knowledge);
  const first = (text: string) => bot.answer(text).sources[0]?.id;
  it("leaves it to the passage that says what the feature costs, not the plan's price", () => {
    expect(first('how much does bulk creation cost on basic?')).toBe(
      'doc:product-creation#create-products-in-bulk',
    );
    // "product creation" names a feature, not a number of products.
    expect(first('what does bulk product creation cost on Plus?')).toBe(
      'doc:product-creation#create-products-in-bulk',
    );
    expect(bot.answer('how much does bulk creation cost on basic?').reply).toContain(
      'Basic: bulk creation is available as a paid option, quoted on request.',
    );
  });
  it('still prices the plan when the feature words are a small part of the question', () => {
    expect(first('how much is Plus?')).toBe('plan:plus#price');
    // One word of "automatic order routing and tracking push-back" names no feature to price.
    expect(first('how much is Plus with tracking?')).toBe('plan:plus#price');
  });
});
