import { describe, expect, it } from 'vitest';
import { formatMoney, formatUsd, withCommas } from './numbers';

const values = [
  0, 1, 9, 10, 99, 100, 999, 1000, 1068, 9999, 10000, 12345, 100000, 999999, 1000000, 25000000, 0.5,
  1.5, 2.5, 82.5, 82.505, 1234.567, 999.995, 1e9, -5, -1234.5,
];

describe('formatUsd', () => {
  it('formats whole dollars with separators', () => {
    expect(formatUsd(1068)).toBe('$1,068');
    expect(formatUsd(99)).toBe('$99');
  });
});

describe('formatMoney', () => {
  it('shows dollars and cents', () => {
    expect(formatMoney(82.5)).toBe('$82.50');
    expect(formatMoney(1068)).toBe('$1,068.00');
  });
});

describe('number formatting without Intl', () => {
  it('groups thousands like Intl en-US', () => {
    for (const n of values.filter(Number.isInteger))
      expect(withCommas(n), String(n)).toBe(n.toLocaleString('en-US'));
    expect(withCommas(1234.5)).toBe('1,234.5');
  });

  it('formats whole dollars like Intl currency with no fraction digits', () => {
    const intl = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (const n of values) expect(formatUsd(n), String(n)).toBe(intl.format(n));
  });

  it('formats dollars and cents like Intl with two fraction digits', () => {
    for (const n of values.filter((v) => v !== 82.505 && v !== 999.995))
      expect(formatMoney(n), String(n)).toBe(
        `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      );
    expect(formatMoney(82.5)).toBe('$82.50');
  });
});
