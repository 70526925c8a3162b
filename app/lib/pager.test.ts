import { describe, expect, it } from 'vitest';
import { neighbours } from './pager';

describe('neighbours', () => {
  const items = ['a', 'b', 'c'];
  it('gives the previous and next items', () => {
    expect(neighbours(items, 1)).toEqual({ prev: 'a', next: 'c' });
  });
  it('has no previous at the start and no next at the end', () => {
    expect(neighbours(items, 0)).toEqual({ prev: undefined, next: 'b' });
    expect(neighbours(items, 2)).toEqual({ prev: 'b', next: undefined });
  });
  it('gives nothing for an index outside the list', () => {
    expect(neighbours(items, -1)).toEqual({});
    expect(neighbours(items, 3)).toEqual({});
  });
});
