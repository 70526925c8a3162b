import { describe, expect, it } from 'vitest';
import { loadKnowledge } from './knowledge';
import { createPassageSearch, wordingSearch, type Match, type Passage } from './retrieval';

// As the bot searches them: with visitors' wordings.
const { passages } = loadKnowledge();

describe('retrieval', () => {
  const search = createPassageSearch(passages);
  it('ranks the passage that answers first, and says how much of the question it covers', () => {
    const [best] = search.search('What is quantity delta?');
    expect(best!.passage.id).toBe('faq:quantity-delta');
    expect(best!.coverage).toBe(1);
    expect(best!.score).toBeGreaterThan(search.minScore);
    expect(search.search('pricing rules enforce MAP')[0]!.passage.id).toMatch(
      /pricing-rules|price-rules/,
    );
  });
  it('finds nothing for an empty question', () => {
    expect(search.search('   ')).toEqual([]);
    expect(search.search('the and of')).toEqual([]);
  });
});

const passage = (id: string, askedAs: string[], text = 'Text of the passage.'): Passage => ({
  id,
  kind: 'faq',
  title: id,
  url: '/faq',
  sourceTitle: 'FAQ',
  text,
  summary: text,
  askedAs,
});

describe('wording search', () => {
  const many = passage('faq:many', [
    'how do I connect my store',
    'store connection steps',
    'connect a second store',
    'store settings connect page',
  ]);
  const one = passage('faq:one', ['can I connect without giving you my store password']);
  const closest = wordingSearch([many, one]);

  it('scores a passage by its closest wording, not by how many wordings share a word', () => {
    const found = closest('connect my store without giving my password');
    expect(found.get('faq:one')!.score).toBeGreaterThan(found.get('faq:many')!.score);
    expect(found.get('faq:one')!.terms).toEqual(
      expect.arrayContaining(['connect', 'store', 'password']),
    );
  });

  it('tells apart short questions on the same topic by their function words', () => {
    const near = wordingSearch([
      passage('faq:when', ['when does the sync run']),
      passage('faq:why', ['why does the sync run']),
    ])('when will the sync run');
    expect(near.get('faq:when')!.score).toBeGreaterThan(near.get('faq:why')!.score);
    // Function words add to the score, but the terms a question covers are its content terms.
    expect(near.get('faq:when')!.terms.filter((t) => !t.startsWith('~'))).toEqual([
      'sync',
      'run',
      'sync_run',
    ]);
  });

  it('matches by content terms only when asked to leave function words out', () => {
    const near = wordingSearch([
      passage('faq:when', ['when does the sync run']),
      passage('faq:why', ['why does the sync run']),
    ]);
    const without = near('when will the sync run', { functionWords: false });
    expect(without.get('faq:when')!.score).toBeCloseTo(without.get('faq:why')!.score);
    expect(near('when', { functionWords: false }).size).toBe(0);
  });

  it('finds nothing in words no wording uses', () => {
    expect(closest('bitcoin invoices').size).toBe(0);
    expect(wordingSearch([passage('faq:none', [])])('connect').size).toBe(0);
  });

  it('lifts the passage whose wording is nearest to the question above one that only shares its words', () => {
    const text = 'Connect your store in Store Settings with the app credentials.';
    const search = createPassageSearch([
      passage('faq:settings', ['where are the store settings'], text),
      passage('faq:collaborator', ['can your team connect it for me'], 'We can do it for you.'),
    ]);
    expect(search.search('can your team connect my store for me')[0]!.passage.id).toBe(
      'faq:collaborator',
    );
  });
});

describe("a FAQ question's title", () => {
  it('does not rank an entry on what its question says it does not need', () => {
    const withTitles = createPassageSearch([
      {
        ...passage('faq:without', [], 'Take a discount if you handle orders yourself.'),
        title: "What if I don't need order routing?",
      },
      {
        ...passage('faq:routing', [], 'Each order goes to the vendor that holds the product.'),
        title: 'How are orders routed?',
      },
    ]);
    expect(withTitles.search('how does order routing work')[0]!.passage.id).toBe('faq:routing');
    // What it does say still finds it.
    expect(withTitles.search('what if i handle orders myself')[0]!.passage.id).toBe('faq:without');
  });
});

describe('a follow-up with the previous turn as context', () => {
  const trial = passage(
    'faq:trial',
    ['how long is the free trial'],
    'The free trial lasts 14 days and includes every feature of your plan.',
  );
  const card = passage(
    'faq:card',
    ['do you need my credit card'],
    'No card is needed until the trial ends.',
  );
  const search = createPassageSearch([trial, card]);
  const score = (matches: Match[], id: string) => matches.find((m) => m.passage.id === id)!.score;

  it('counts the previous turn, at a lower weight than what is asked now', () => {
    const asked = 'will you need my card for it';
    const previous = 'I want to start the free trial';
    const withContext = search.search(asked, 3, previous);
    expect(withContext[0]!.passage.id).toBe('faq:card');
    // The topic of the previous turn still finds its passage…
    expect(score(withContext, 'faq:trial')).toBeGreaterThan(0);
    // …but weighs less than if the visitor had typed both turns at once.
    const joined = search.search(`${asked} ${previous}`, 3);
    expect(score(withContext, 'faq:trial')).toBeLessThan(score(joined, 'faq:trial'));
    // Coverage is of both turns' words, as for the joined query.
    expect(withContext[0]!.coverage).toBeCloseTo(
      joined.find((m) => m.passage.id === 'faq:card')!.coverage,
    );
  });
});
