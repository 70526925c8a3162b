import { describe, expect, it } from 'vitest';
import { parseInline, toPlainText } from './inline-markup';

describe('parseInline', () => {
  it('finds bold text and links between plain text', () => {
    expect(parseInline('Use **Sync Data** or see [the guide](/documentation/add-vendor).')).toEqual(
      [
        { type: 'text', text: 'Use ' },
        { type: 'strong', text: 'Sync Data' },
        { type: 'text', text: ' or see ' },
        { type: 'link', text: 'the guide', href: '/documentation/add-vendor' },
        { type: 'text', text: '.' },
      ],
    );
  });
  it('finds inline code', () => {
    expect(parseInline('Set `quantity` now')).toEqual([
      { type: 'text', text: 'Set ' },
      { type: 'code', text: 'quantity' },
      { type: 'text', text: ' now' },
    ]);
  });
  it('leaves HTML as text', () => {
    expect(parseInline('<b>x</b>')).toEqual([{ type: 'text', text: '<b>x</b>' }]);
  });
  it('handles plain strings and empty strings', () => {
    expect(parseInline('plain')).toEqual([{ type: 'text', text: 'plain' }]);
    expect(parseInline('')).toEqual([]);
  });
});

describe('toPlainText', () => {
  it('drops the markup and keeps the words', () => {
    expect(toPlainText('Email **support** or [contact us](/contact).')).toBe(
      'Email support or contact us.',
    );
  });
});
