import { describe, expect, it } from 'vitest';
import { findFiller } from './filler';

describe('findFiller', () => {
  it('finds placeholder copy', () => {
    expect(findFiller('Lorem ipsum dolor')).toBe('Lorem ipsum');
    expect(findFiller(`We will ${'TO'}${'DO'} this`)).toBe('TODO');
    expect(findFiller('Pricing TBD')).toBe('TBD');
  });
  it('accepts real copy, including the word "soon" and vendor statuses', () => {
    expect(findFiller('WheelPros is coming soon. We reply soon.')).toBeUndefined();
    expect(findFiller('Todoist and today')).toBeUndefined();
  });
});
