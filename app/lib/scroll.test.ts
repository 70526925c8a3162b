import { describe, expect, it } from 'vitest';
import { HEADER_SCROLL_THRESHOLD, isScrolledPast } from './scroll';

describe('isScrolledPast', () => {
  it('is false up to and including 10 px, true beyond', () => {
    expect(HEADER_SCROLL_THRESHOLD).toBe(10);
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(10)).toBe(false);
    expect(isScrolledPast(10.5)).toBe(true);
    expect(isScrolledPast(400)).toBe(true);
  });
});
