import { describe, expect, it } from 'vitest';
import { reportedQuantity } from './quantity';

describe('reportedQuantity (spec §4)', () => {
  it('subtracts the delta: 10 with delta 3 gives 7', () => {
    expect(reportedQuantity(10, 3)).toBe(7);
  });
  it('reaches zero: 5 with delta 5 gives 0', () => {
    expect(reportedQuantity(5, 5)).toBe(0);
  });
  it('never goes below zero when the delta is larger than the stock', () => {
    expect(reportedQuantity(2, 5)).toBe(0);
    expect(reportedQuantity(0, 1)).toBe(0);
    expect(reportedQuantity(-4, 0)).toBe(0);
  });
  it('reports the vendor quantity unchanged with no delta', () => {
    expect(reportedQuantity(12, 0)).toBe(12);
  });
  it('rejects fractions and negative deltas', () => {
    expect(() => reportedQuantity(1.5, 0)).toThrow(RangeError);
    expect(() => reportedQuantity(10, -1)).toThrow(RangeError);
  });
});
