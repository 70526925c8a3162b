import { describe, expect, it } from 'vitest';
import { buildIndex, findRanges, search, type SearchDoc } from './search';

const doc = (slug: string, title: string, description: string, text: string): SearchDoc => ({
  slug,
  title,
  description,
  category: 'user-guide',
  readTime: 1,
  text,
});

const index = buildIndex([
  doc(
    'pricing-rules',
    'Pricing Rules',
    'Markup, MAP and MSRP.',
    'Enforce MAP raises the price to the minimum advertised price.',
  ),
  doc(
    'quantity-check',
    'Quantity Check',
    'Why store stock differs.',
    'Quantity Delta subtracts safety stock.',
  ),
  doc(
    'connect-shopify',
    'Connect Shopify',
    'Two ways to connect your store.',
    'Collaborator Access lets our team set up the store. Map your locations.',
  ),
]);

const slugs = (query: string) => search(index, query).hits.map((hit) => hit.doc.slug);

describe('search', () => {
  it('is case-insensitive and looks in title, description and text', () => {
    expect(slugs('PRICING')).toEqual(['pricing-rules']);
    expect(slugs('safety stock')).toEqual(['quantity-check']);
    expect(slugs('two ways')).toEqual(['connect-shopify']);
  });

  it('needs every word, anywhere in the article', () => {
    expect(slugs('collaborator store')).toEqual(['connect-shopify']);
    expect(slugs('collaborator markup')).toEqual([]);
  });

  it('ranks title matches above text matches', () => {
    // "map" is in the pricing article's description and text, and only in connect-shopify's text.
    expect(slugs('map')).toEqual(['pricing-rules', 'connect-shopify']);
  });

  it('matches the start of words, so results appear as you type', () => {
    expect(slugs('collab')).toEqual(['connect-shopify']);
    expect(slugs('q')).toContain('quantity-check');
    // Not the middle of a word.
    expect(slugs('laborat')).toEqual([]);
  });

  it('finds the word meant by a typo of five letters or more, and highlights it', () => {
    expect(slugs('quantty')).toEqual(['quantity-check']);
    expect(slugs('colaborator acess')).toEqual(['connect-shopify']);
    expect(slugs('colaborator')).toEqual(['connect-shopify']);
    expect(slugs('enforse map')).toEqual(['pricing-rules']);
    const [hit] = search(index, 'quantty').hits;
    expect(hit!.titleRanges).toEqual([{ start: 0, end: 8 }]);
    // Short words and words that start another word are not typos.
    expect(slugs('dalta')).toEqual(['quantity-check']);
    expect(slugs('mab')).toEqual([]);
  });

  it('returns nothing for an empty query or no match', () => {
    expect(search(index, '   ')).toEqual({ total: 0, hits: [] });
    expect(search(index, 'zebra')).toEqual({ total: 0, hits: [] });
  });

  it('gives highlight ranges and a snippet around the first match', () => {
    const [hit] = search(index, 'delta').hits;
    expect(hit!.titleRanges).toEqual([]);
    expect(hit!.snippet!.text).toBe('Quantity Delta subtracts safety stock.');
    expect(hit!.snippet!.ranges).toEqual([{ start: 9, end: 14 }]);
  });

  it('counts every match but details only up to the limit', () => {
    const result = search(index, 'the', { limit: 1 });
    expect(result.total).toBe(2);
    expect(result.hits).toHaveLength(1);
  });

  it('keeps identifiers with underscores whole and works past 32 articles', () => {
    const many = buildIndex(
      Array.from({ length: 70 }, (_, i) =>
        doc(`d${i}`, `Doc ${i}`, 'D', i === 65 ? 'needs read_all_orders scope' : 'other text'),
      ),
    );
    expect(search(many, 'read_all_orders').hits.map((h) => h.doc.slug)).toEqual(['d65']);
    expect(search(many, 'other').total).toBe(69);
  });
});

describe('findRanges', () => {
  it('finds every occurrence and merges overlaps', () => {
    expect(findRanges('map and mapping', ['map'])).toEqual([
      { start: 0, end: 3 },
      { start: 8, end: 11 },
    ]);
    expect(findRanges('abcdef', ['abc', 'cde'])).toEqual([{ start: 0, end: 5 }]);
  });
});
