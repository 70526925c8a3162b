import { describe, expect, it } from 'vitest';
import { createSpeller, isAdverb, loadPlaceWords, normalise, tokenize, words } from './text';

const site = ['Premium includes five stores.', 'Cancel your subscription at any time.'];
const dictionary = new Set(['delete', 'stuff', 'keystone', 'length', 'trial']);
const isWord = (word: string) => dictionary.has(word);

describe('speller', () => {
  it('corrects a word the site never uses to the nearest one it does', () => {
    const speller = createSpeller(site, isWord);
    expect(speller.fix('premum stores')).toBe('premium stores');
    expect(speller.knows('subscriptions')).toBe(true);
    expect(speller.knows('stuff')).toBe(false);
  });

  it("knows the everyday words of visitors' wordings, but not their typos", () => {
    const speller = createSpeller(site, isWord, [
      'do you delete my stuff if i cancel',
      'premum trial length',
    ]);
    expect(speller.knows('stuff')).toBe(true);
    expect(speller.knows('length')).toBe(true);
    // 'premum' is in no dictionary: a typo in a wording is still a typo.
    expect(speller.knows('premum')).toBe(false);
    expect(speller.fix('premum')).toBe('premium');
  });

  it("tells the site's own words from those only its visitors use", () => {
    const speller = createSpeller(site, isWord, ['is keystone one of your vendors']);
    expect(speller.knows('keystone')).toBe(true);
    expect(speller.siteUses('keystone')).toBe(false);
    expect(speller.siteUses('stores')).toBe(true);
    expect(speller.siteUses('store')).toBe(true);
  });

  it('reads doing a thing the site names again as that thing', () => {
    const speller = createSpeller([...site, 'Click Sync to connect.'], isWord);
    expect(speller.fix('reconnect my stores')).toBe('connect my stores');
    expect(speller.fix('resync')).toBe('sync');
    // Not a word the site names, or a word of its own ('reliable' is not 'liable').
    expect(speller.fix('restart')).toBe('restart');
    expect(createSpeller(['We are liable.'], isWord).fix('reliable')).toBe('reliable');
  });

  it('takes a short non-word one letter from a known or common word for a typo', () => {
    const speller = createSpeller(site, isWord);
    expect(speller.nearlyKnows('fiv')).toBe(true);
    expect(speller.nearlyKnows('hav')).toBe(true);
    expect(speller.nearlyKnows('xyz')).toBe(false);
    // The first letter is kept, as for longer words: 'tany' is not 'any'.
    expect(speller.nearlyKnows('tany')).toBe(false);
    // Five letters and more are corrected instead.
    expect(speller.nearlyKnows('stors')).toBe(false);
  });
});

describe('place words', () => {
  it('names countries, areas and languages, which the word list lacks', () => {
    const places = loadPlaceWords();
    for (const word of ['germany', 'netherlands', 'australia', 'europe', 'spanish', 'dutch'])
      expect(places.has(word), word).toBe(true);
    expect(places.has('quickbooks')).toBe(false);
  });
});

describe('words', () => {
  it('spells out chat shorthand', () => {
    expect(words('can we sign a DPA')).toEqual([
      'can',
      'we',
      'sign',
      'a',
      'data',
      'processing',
      'agreement',
    ]);
    expect(words('whats the diff')).toEqual(['whats', 'the', 'difference']);
    expect(words('vendor creds encrypted')).toEqual(['vendor', 'credentials', 'encrypted']);
  });
});

describe('stopwords', () => {
  it('drops contractions such as "you\'ve" and "where\'s", which name no topic', () => {
    expect(tokenize("once you've got the details")).toEqual(tokenize('once got the details'));
    expect(tokenize("where's the health tab")).toEqual(tokenize('the health tab'));
  });
});

describe('words of a second language', () => {
  it('folds accents, drops foreign small words and reads the nouns that name a topic in English', () => {
    expect(words('Mi proveedor no está in your list')).toEqual([
      'vendor',
      'no',
      'in',
      'your',
      'list',
    ]);
    expect(words('Kann ich später upgrade')).toEqual(['later', 'upgrade']);
    expect(words('Cuánto cuesta Plus?')).toEqual(['how', 'much', 'cost', 'plus']);
    expect(words('Straße')).toEqual(['strasse']);
    expect(words('no entiendo nada, pourquoi? c è uno sconto? verlängern möglich?')).toEqual([
      'no',
      'why',
      'c',
      'e',
      'discount',
      'extend',
      'possible',
    ]);
    expect(words('ein AV-Vertrag')).toEqual(['data', 'processing', 'agreement']);
    expect(words('quantos fornecedores')).toEqual(['how', 'many', 'vendors']);
    expect(words('zamówienie ma 70 dni')).toEqual(['order', 'ma', '70', 'days']);
    expect(words('essai gratuit combien de jours')).toEqual([
      'trial',
      'free',
      'how',
      'much',
      'days',
    ]);
  });

  it('keeps foreign words that are English too: a tag, Eastern Time (ET, EST), a Monday', () => {
    expect(words('tag et est mon')).toEqual(['tag', 'et', 'est', 'mon']);
  });
});

describe('tokenize', () => {
  it('reads "set it all up" as setup, and work done "for me" as done on my behalf', () => {
    expect(tokenize('can u guys set it all up for me')).toEqual(tokenize('u guys setup behalf'));
    expect(tokenize('Can your team set up my store for me?')).toContain('behalf');
    // "Is this for me?" asks whether it fits, not for someone to do it.
    expect(tokenize('is this for me')).not.toContain('behalf');
  });
});

describe('synonyms', () => {
  it('reads "pagination" as paging, "length" as how long, "msgs" as messages, "settled" as resolved and a weekday as a day', () => {
    expect(tokenize('api pagination')).toEqual(tokenize('api paging'));
    expect(tokenize('my price got overwriten')).toEqual(tokenize('my price got replaced'));
    expect(tokenize('the stock cushion')).toEqual(tokenize('the quantity delta'));
    expect(tokenize('the backstory')).toEqual(tokenize('the story'));
    expect(tokenize('need visa/mastercard')).toEqual(tokenize('need card'));
    expect(tokenize('are you taking on new people')).toEqual(tokenize('are you hiring'));
    expect(tokenize('so what does vendorhub actually do?')).toContain('purpos');
    expect(tokenize('what does vendorhub do once I hit push?')).not.toContain('purpos');
    // Not a vendor called "Ready-Made Connections".
    expect(tokenize('ready-made connections')).toEqual(tokenize('pre-built connections'));
    expect(tokenize('trial length')).toEqual(tokenize('trial how long'));
    expect(tokenize('trial duration')).toEqual(tokenize('trial how long'));
    expect(tokenize('chat msgs')).toEqual(tokenize('chat messages'));
    expect(tokenize('where is a dispute settled')).toEqual(tokenize('where is a dispute resolved'));
    expect(tokenize('how long is the trail')).toEqual(tokenize('how long is the trial'));
    expect(tokenize('company since what year')).toEqual(tokenize('company when founded'));
    expect(tokenize('where is my data kept')).toEqual(tokenize('where data hosted'));
    expect(tokenize('how long is my data kept')).not.toContain(tokenize('hosted')[0]);
    expect(tokenize('anyone there on a Wednesday')).toEqual(tokenize('anyone there on a day'));
  });
});

describe('isAdverb', () => {
  const english = new Set(['absolute', 'easy', 'probable', 'family', 'assembly']);
  const inEnglish = (word: string) => english.has(word);

  it('knows an adverb by the word it is made from', () => {
    for (const word of ['absolutely', 'easily', 'probably'])
      expect(isAdverb(word, inEnglish)).toBe(true);
    expect(isAdverb('family', inEnglish)).toBe(false);
    expect(isAdverb('assembly', inEnglish)).toBe(false);
    expect(isAdverb('stuff', inEnglish)).toBe(false);
  });
});

describe('normalise: the vocabulary of app/content/bot-vocabulary.ts', () => {
  it.each([
    ['how much safety stock should I keep', 'quantity delta'],
    ['Where is my data kept?', 'where data hosted'],
    ['who founded vendorhub', 'founder'],
    ['When did VendorHub start?', 'when founded'],
    ['Can your team set it up for me?', 'behalf'],
    ['What does VendorHub actually do?', 'what vendorhub purpose'],
    ['Which way should I connect?', 'choose method'],
    ['is it plug and play', 'pre-built'],
    ['can we go from plus to premium mid-month', 'change plan'],
    ['do I pay with a credit card', 'card'],
    ['where do I put the api key', 'enter'],
    ['where to put ftp details', 'enter'],
  ])('reads "%s" with "%s"', (question, term) => {
    expect(normalise(question)).toContain(term);
  });

  it.each([
    ['Is this for me?', 'behalf'],
    ['what does it do once I push?', 'what vendorhub purpose'],
    ['how long is my data kept?', 'where data hosted'],
  ])('does not read "%s" with "%s"', (question, term) => {
    expect(normalise(question)).not.toContain(term);
  });

  it('drops filler phrases', () => {
    expect(normalise('do I end up paying, in a nutshell')).toBe('do i   paying,  ');
    expect(normalise("i'm losing it, what am i missing?")).toBe(' , what am i missing?');
  });
});
