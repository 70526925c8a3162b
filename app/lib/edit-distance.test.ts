import { describe, expect, it } from 'vitest';
import { editDistance, maxTypoDistance } from './edit-distance';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('quantity', 'quantity', 2)).toBe(0);
    expect(editDistance('quantty', 'quantity', 2)).toBe(1);
    expect(editDistance('quantitty', 'quantity', 2)).toBe(1);
    expect(editDistance('quantaty', 'quantity', 2)).toBe(1);
    expect(editDistance('qauntity', 'quantity', 2)).toBe(1);
    expect(editDistance('colaberator', 'collaborator', 2)).toBe(2);
  });
  it('stops counting past the limit', () => {
    expect(editDistance('shopify', 'markup', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
  it('allows one edit up to seven letters and two from eight', () => {
    expect(maxTypoDistance('delta')).toBe(1);
    expect(maxTypoDistance('shopify')).toBe(1);
    expect(maxTypoDistance('quantity')).toBe(2);
  });
});
