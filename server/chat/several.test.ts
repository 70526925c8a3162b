import { describe, expect, it } from 'vitest';
import { useBot } from '#tests/bot/use-bot.ts';
import { ownQuestions } from './several.ts';

describe('ownQuestions', () => {
  it.each([
    [
      'What does Premium cost, how many stores, and is there a trial?',
      ['What does Premium cost', 'how many stores', 'and is there a trial?'],
    ],
    [
      'what is the setup fee for a custom API vendor, and is it billed during the free trial or after?',
      [
        'what is the setup fee for a custom API vendor',
        'and is it billed during the free trial or after?',
      ],
    ],
    // A part that points back says its topic in three words or more; a statement asks nothing.
    [
      'Our smallest supplier emails an Excel sheet. Can I still use them, and how would that work?',
      [],
    ],
    [
      'We got a new supplier. Can I connect a second Shopify store, and what does the setup cost?',
      ['Can I connect a second Shopify store', 'and what does the setup cost?'],
    ],
    // A statement between the questions is the setting, not a question.
    ['is our data kept inside the EU? we need GDPR compliance', ['is our data kept inside the EU']],
    // A few terse words share one question.
    ['minutes for shopify connect + supplier adding?', []],
    // A part that points back and asks how long, how often or how much asks of the part before.
    [
      'what does the CSV integration cost and how long does it take?',
      ['what does the CSV integration cost', 'and how long does it take?'],
    ],
    // So does one that asks whether that thing has another.
    [
      'how much is plus and does it include the api?',
      ['how much is plus', 'and does it include the api?'],
    ],
  ])('%s', (message, parts) => {
    expect(ownQuestions(message).map((q) => q.part)).toEqual(parts);
  });

  it.each([
    ["what's the difference between Sync Data and Sync Products?", 'Sync Data', 'Sync Products'],
    [
      'Vendor Settings vs Vendor Store Settings, what goes where?',
      'Vendor Settings',
      'Vendor Store Settings',
    ],
    ["what's the difference between a cookie and local storage anyway", 'cookie', 'local storage'],
  ])('%s asks what each of two things is, when the reply leaves one out', (message, x, y) => {
    expect(ownQuestions(message, `${x} loads your collections.`)).toEqual([
      { part: `what is ${x}?`, word: x },
      { part: `what is ${y}?`, word: y },
    ]);
    // A reply that names both says what each is.
    const both = ownQuestions(message, `${x} loads your collections; ${y} is another.`);
    expect(both.map((q) => q.part)).not.toContain(`what is ${y}?`);
  });
});

describe('a message of several questions', () => {
  const answer = useBot();

  it('answers each part, in the order asked, with one links line', () => {
    const { reply, sources } = answer(
      'What does Premium cost, how many stores, and is there a trial?',
    );
    const price = reply.indexOf('$299');
    const stores = reply.indexOf('3 stores');
    const trial = reply.indexOf('14-day free trial');
    expect(price).toBeGreaterThan(-1);
    expect(stores).toBeGreaterThan(price);
    expect(trial).toBeGreaterThan(stores);
    expect(reply.match(/Read more:/g)).toHaveLength(1);
    expect(sources[0]!.id).toBe('plan:premium#price');
  });

  it('answers each question of a list whose parts open with their own question word', () => {
    const { reply } = answer(
      'How much is Premium, does it include API access, and how many stores can I connect?',
    );
    expect(reply).toMatch(/^Premium costs \$299/);
    expect(reply).toContain('API access');
    expect(reply).toMatch(/Premium 3 stores|Premium includes 3 stores/);
  });

  it('says what each of two things compared is, when the best passage tells only one', () => {
    const { reply } = answer('whats the difference between sync data and sync products');
    expect(reply).toMatch(/^Sync Data\. Loads your store's collections/);
    expect(reply).toContain('Click Sync Products on the vendor detail page.');
    // A passage that names only part of a thing compared does not say what it is: "full plan" is
    // not the Terms' "Plans, billing and plan changes".
    expect(answer('product sync only vs full plan').reply).not.toMatch(/billed in advance/);
    // A passage that tells both stands alone.
    const rules = answer("what's the difference between MAP and MSRP?");
    expect(rules.sources.map((s) => s.id)).toEqual(['doc:pricing-rules#the-three-price-rules']);
  });

  it('puts the answer to an earlier part first', () => {
    const { reply } = answer(
      'Do upgrades apply right away? Also is there a setup fee to add Maxim Lighting?',
    );
    expect(reply.indexOf('Upgrades take effect immediately')).toBeLessThan(
      reply.indexOf('Maxim Lighting is live'),
    );
  });

  it('says what two parts share once', () => {
    const { reply } = answer('How is Enterprise priced? Is there a list price anywhere?');
    expect(reply.match(/quote/g)).toHaveLength(1);
  });

  it('answers two vendors named in two parts, though their facts read alike', () => {
    const { reply } = answer(
      'Is Nora Lighting one of your integrations? And is Kuzco Lighting one too?',
    );
    expect(reply).toContain('Nora Lighting is live');
    expect(reply).toContain('Kuzco Lighting is live');
  });

  it('keeps a price worked out from the numbers whole', () => {
    const { reply } = answer(
      'cost 50, markup 65, MAP 110, MSRP 100, both on. what price do I get and is that going to break the MAP policy?',
    );
    expect(reply).toContain('**$100.00**');
    expect(reply).not.toContain('Basic $99');
  });

  it('answers a part that asks something else after a computed answer', () => {
    const { reply } = answer('vendor has 8, delta 3, what shows? and how do I change the delta?');
    expect(reply).toMatch(/^Your store shows \*\*5\*\*[^]*\*\*Set the Quantity Delta\*\*\n1\. /);
    // A part that asks for the computed amount itself adds nothing.
    expect(
      answer('vendor has 4 left and delta is 5? and what will customers see?').reply,
    ).not.toContain('\n1. ');
  });

  it("answers a part that the story's numbers answer too, after a computed answer", () => {
    const { reply } = answer(
      'we have 3 suppliers with FTP feeds and about 300 orders a month. which plan and what would setup cost?',
    );
    expect(reply).toMatch(/^Plus is the smallest plan that covers 3 vendors[^]*= \*\*\$900\*\*/);
  });

  it('answers a one-word part only from a passage or a fact about that word', () => {
    const { sources } = answer('Can I call you? whats the phone number');
    expect(sources.map((s) => s.id)).toEqual(['company:contact']);
    // "what about mckesson" names its vendor, and the vendor's own fact answers it.
    const vendors = answer('do you carry Medline? what about McKesson');
    expect(vendors.sources.map((s) => s.id)).toEqual(['vendor:medline', 'vendor:mckesson']);
    // A passage whose first sentence names the word answers it too ("Daniel Kovac, Co-founder…").
    const founded = answer('where is the office, and who founded vendorhub?');
    expect(founded.sources.map((s) => s.id)).toEqual(['company:contact', 'page:about#team']);
    // So does a fact whose first sentence says it: "VendorHub is based in New York", "We are hiring".
    const based = answer('where are you based and are you hiring?');
    expect(based.sources.map((s) => s.id)).toEqual(['jobs', 'company:contact']);
    expect(based.reply).toMatch(/^VendorHub is based in New York[^\n]+\n\nWe are hiring for/);
  });

  it('answers a part that would repeat the answer to the part before it on its own', () => {
    // "how long does setup take?" after a vendor is the vendor's summary again, which says no time.
    const { reply, sources } = answer(
      'Do you support Maxim Lighting and how long does setup take?',
    );
    expect(sources.map((s) => s.id)).toEqual(['vendor:maxim', 'faq:setup-time']);
    expect(reply).toContain('fully set up in under a day');
  });

  it('asks a one-word part on its own when, read with the part before, it says nothing of the word', () => {
    // "do I need a card?" after the trial is the trial again; alone, the trial-card answer.
    const card = answer('How long is the trial and do I need a card?');
    expect(card.sources.map((s) => s.id)).toEqual(['faq:free-trial', 'faq:pricing-trial-card']);
    expect(card.reply).toContain('asks for a card');
    // "How often?" asks of the part before, as a duration or a frequency does.
    const often = answer(
      'After I push a product from Search & Push, does it keep syncing? How often?',
    );
    expect(often.reply).not.toContain('About every hour, automatically.');
  });

  it('links each place once, also when two answers come from one page', () => {
    const { reply } = answer(
      "Our main furniture supplier isn't in your catalog. What does it cost to build an integration and how long does it take?",
    );
    expect(reply).toContain('most integrations are ready in under a day');
    const labels = [...reply.matchAll(/\[([^\]]+)\]\(/g)].map((m) => m[1]);
    expect(labels).toEqual([...new Set(labels)]);
  });

  it('leaves one question alone', () => {
    const { reply, sources } = answer('How much is Plus a month?');
    expect(sources).toHaveLength(1);
    expect(reply.match(/\n\n/g)).toHaveLength(1);
  });
});
