import { describe, expect, it } from 'vitest';
import { loadPassages } from './knowledge';
import { createPassageSearch, type EngineName } from './retrieval';

const passages = loadPassages();

describe.each<EngineName>(['minisearch', 'bm25'])('%s retrieval', (engine) => {
  const search = createPassageSearch(passages, engine);
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
