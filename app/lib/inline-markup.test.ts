import { describe, expect, it } from 'vitest';
import { inlineText, parseInline, toPlainText } from './inline-markup';

describe('parseInline', () => {
  it('finds bold text and links between plain text', () => {
    expect(parseInline('Use **Sync Data** or see [the guide](/documentation/add-vendor).')).toEqual(
      [
        'Use ',
        { t: 'strong', c: ['Sync Data'] },
        ' or see ',
        { t: 'link', href: '/documentation/add-vendor', c: ['the guide'] },
        '.',
      ],
    );
  });
  it('finds inline code', () => {
    expect(parseInline('Set `quantity` now')).toEqual([
      'Set ',
      { t: 'code', v: 'quantity' },
      ' now',
    ]);
  });
  it('leaves HTML as text', () => {
    expect(parseInline('<b>x</b>')).toEqual(['<b>x</b>']);
  });
  it('handles plain strings and empty strings', () => {
    expect(parseInline('plain')).toEqual(['plain']);
    expect(parseInline('')).toEqual([]);
  });
});

describe('toPlainText and inlineText', () => {
  it('drop the markup and keep the words', () => {
    expect(toPlainText('Email **support** or [contact us](/contact).')).toBe(
      'Email support or contact us.',
    );
    expect(inlineText(['a', { t: 'br' }, { t: 'em', c: ['b'] }, { t: 'code', v: 'c' }])).toBe(
      'a bc',
    );
  });
});
