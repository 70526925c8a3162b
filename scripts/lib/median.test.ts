import { describe, expect, it } from 'vitest';
import { median, medianRun } from './median';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([130, 40, 55])).toBe(55);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(() => median([])).toThrow();
  });
  it('reduces each numeric field of several runs on its own', () => {
    expect(
      medianRun([
        { path: '/', tbtMs: 300, lcpMs: 900 },
        { path: '/', tbtMs: 40, lcpMs: 1000 },
        { path: '/', tbtMs: 45, lcpMs: 800 },
      ]),
    ).toEqual({ path: '/', tbtMs: 45, lcpMs: 900 });
  });
});
