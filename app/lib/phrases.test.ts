import { describe, expect, it } from 'vitest';
import { compileRule, phraseSource, phrasesPattern } from './phrases';

describe('phraseSource', () => {
  it.each([
    ['postage', 'postage'],
    ['shipping (label|labels)', 'shipping (?:label|labels)'],
    ['[shopify] (payout|payouts)', '(?:(?:shopify) )?(?:payout|payouts)'],
    ['translat*', String.raw`translat\w*`],
    ['(carrier|carriers) ... (rate|rates)', String.raw`(?:carrier|carriers)\b.*\b(?:rate|rates)`],
    ['package ~5 arrived', String.raw`package (?:\w+ ){0,5}arrived`],
    ['map that ~1-3 sets', String.raw`map that (?:\w+ ){1,3}sets`],
    ['w-8ben[-e]', String.raw`w-8ben(?:-e)?`],
    ['(shopify plus|(basic|advanced) shopify)', '(?:shopify plus|(?:basic|advanced) shopify)'],
    ['end in 0.99', String.raw`end in 0\.99`],
  ])('%s → %s', (phrase, source) => {
    expect(phraseSource(phrase)).toBe(source);
  });

  it.each(['(open', 'close)', 'a|b', '~ words', 'up to ~3'])('rejects %s', (phrase) => {
    expect(() => phraseSource(phrase)).toThrow();
  });
});

describe('phrasesPattern', () => {
  const matches = (phrases: string[], text: string) => phrasesPattern(phrases)!.test(text);

  it.each([
    [['ups'], 'ups or fedex', true],
    [['ups'], 'sign-ups and groups', true],
    [['ups'], 'groups', false],
    [['refund (a|the) customer'], 'refund a customer', true],
    [['refund (a|the) customer'], 'refund the customers', false],
    [['[other|more] (stores|shops)'], 'refer more stores', true],
    [['[other|more] (stores|shops)'], 'refer stores', true],
    [['send [other|more] stores your way'], 'send  stores your way', false],
    [['commission ... refer*'], 'what commission for referrals', true],
    [['commission ... refer*'], 'refer a friend for a commission', false],
    [['package ~2 arrived'], 'the package finally just arrived', true],
    [['package ~2 arrived'], 'the package sat there for days then arrived', false],
  ])('%j in "%s": %s', (phrases, text, expected) => {
    expect(matches(phrases, text)).toBe(expected);
  });

  it('is null for no phrases', () => {
    expect(phrasesPattern([])).toBeNull();
  });
});

describe('compileRule', () => {
  it.each([
    [{ phrases: ['paypal'] }, 'do you take paypal', true],
    [{ phrases: ['paypal'], unless: ['(i|we) pay'] }, 'can we pay with paypal', false],
    [{ phrases: ['variant*'], alsoNeeds: ['(count|counted)'] }, 'are variants counted', true],
    [{ phrases: ['variant*'], alsoNeeds: ['(count|counted)'] }, 'do you sync variants', false],
    [{ pattern: String.raw`\bups\b(?! and downs)` }, 'ups and downs', false],
    [{ phrases: ['fedex'], pattern: String.raw`\bups\b` }, 'ups', true],
    [{ phrases: ['returns'], unlessPattern: String.raw`\breturns \d+\b` }, 'it returns 404', false],
  ])('%j in "%s": %s', (rule, text, expected) => {
    expect(compileRule(rule)(text)).toBe(expected);
  });

  it('needs phrases or a pattern', () => {
    expect(() => compileRule({ unless: ['you'] })).toThrow();
  });
});
