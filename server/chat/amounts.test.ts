import { describe, expect, it } from 'vitest';
import { amountNamed, readAmounts, type Amount } from './amounts';

describe('readAmounts', () => {
  it.each<[string, Pick<Amount, 'value' | 'kind'>[]]>([
    [
      'cost $1,200 and 20% markup',
      [
        { value: 1200, kind: 'money' },
        { value: 20, kind: 'percent' },
      ],
    ],
    ['around 1.2k orders', [{ value: 1200, kind: 'number' }]],
    ['$45.50 MAP', [{ value: 45.5, kind: 'money' }]],
    ['a markup of 35 percent', [{ value: 35, kind: 'percent' }]],
    ['twelve vendors', [{ value: 12, kind: 'number' }]],
    ['30 dollars', [{ value: 30, kind: 'money' }]],
    // Versions, dates, times and words with digits are not amounts.
    ['what changed in 2.1.0 on 2025-08-19, b2b 24/7?', []],
    // A year is not an amount; 2,000 orders are.
    ['In 2023 we had 2000 orders', [{ value: 2000, kind: 'number' }]],
  ])('%j', (message, expected) => {
    expect(readAmounts(message).map(({ value, kind }) => ({ value, kind }))).toEqual(expected);
  });

  it('reads the words before a number in its own sentence only', () => {
    const [amount] = readAmounts('We have strict MAP policies. Last month 40% of orders');
    expect(amount?.before).toBe('last month');
  });

  it('keeps the words around each number', () => {
    const [amount] = readAmounts('My vendor has 9 in stock');
    expect(amount).toMatchObject({ value: 9, before: 'my vendor has', after: 'in stock' });
  });
});

describe('amountNamed', () => {
  it('gives each role the number its words name, and never one number to two roles', () => {
    const amounts = readAmounts('my cost is $30, markup 40%, MAP is $45');
    const taken = new Set<Amount>();
    expect(amountNamed(amounts, /\bmap\b/, ['money'], taken)?.value).toBe(45);
    expect(amountNamed(amounts, /\bcost\b/, ['money'], taken)?.value).toBe(30);
    expect(amountNamed(amounts, /\bcost\b/, ['money'], taken)).toBeUndefined();
    expect(amountNamed(amounts, /\bmarkup\b/, ['percent'], taken)?.value).toBe(40);
  });

  it('reads a number named after it ("9 in stock")', () => {
    const taken = new Set<Amount>();
    expect(amountNamed(readAmounts('9 in stock'), /\bstock\b/, ['number'], taken)?.value).toBe(9);
  });
});
