import { describe, expect, it } from 'vitest';
import { buildInsights, formatInsights, groupBy, maskPersonal, sinceDate } from './insights';

describe('maskPersonal', () => {
  it.each([
    ['write to ada@example.com please', 'write to [email] please'],
    ['call +1 (646) 555-0142 now', 'call [number] now'],
    ['is Plus $299 a month?', 'is Plus $299 a month?'],
  ])('%j -> %j', (text, masked) => {
    expect(maskPersonal(text)).toBe(masked);
  });
});

describe('groupBy', () => {
  it('counts groups and their texts, most frequent first, same text without case', () => {
    expect(
      groupBy([
        { key: 'faq:b', text: 'Other' },
        { key: 'faq:a', text: 'How do I?' },
        { key: 'faq:a', text: 'how  do I?' },
        { key: 'faq:a', text: 'Why?' },
      ]),
    ).toEqual([
      {
        key: 'faq:a',
        count: 3,
        items: [
          { text: 'How do I?', count: 2 },
          { text: 'Why?', count: 1 },
        ],
      },
      { key: 'faq:b', count: 1, items: [{ text: 'Other', count: 1 }] },
    ]);
  });
});

it('sinceDate reads a number of days', () => {
  expect(sinceDate('30d', Date.UTC(2026, 10, 27))).toBe('2026-10-28T00:00:00.000Z');
  expect(sinceDate('30')).toBeUndefined();
  expect(sinceDate('-1d')).toBeUndefined();
});

it('formats every section, escaping control characters', () => {
  const report = buildInsights(
    {
      unsure: [{ question: 'evil \u001b[2J', source: null }],
      downVoted: [],
      handoffs: [{ subject: 'sales' }, { subject: 'sales' }, { subject: 'support' }],
      docsNo: [{ page: 'add-vendor', comment: '' }],
    },
    '2026-10-28T00:00:00.000Z',
  );
  const text = formatInsights(report);
  expect(text).not.toContain('\u001b');
  expect(text).toContain('  1  (fallback)');
  expect(text).toContain('Replies voted down, by passage:\n  (none)');
  expect(text).toContain('  2  sales\n  1  support');
  expect(text).toContain('  1  add-vendor');
});
