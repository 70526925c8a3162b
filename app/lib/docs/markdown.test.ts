import { describe, expect, it } from 'vitest';
import { blocksText, countWords, readTimeMinutes, tableOfContents } from './ast';
import { parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('turns headings, paragraphs and inline markup into the content tree', () => {
    expect(
      parseMarkdown('## Set up\n\nClick **Sync Data** or see [docs](/faq) and `code`.'),
    ).toEqual([
      { t: 'h', level: 2, id: 'set-up', c: ['Set up'] },
      {
        t: 'p',
        c: [
          'Click ',
          { t: 'strong', c: ['Sync Data'] },
          ' or see ',
          { t: 'link', href: '/faq', c: ['docs'] },
          ' and ',
          { t: 'code', v: 'code' },
          '.',
        ],
      },
    ]);
  });

  it('gives repeated headings unique ids', () => {
    const ids = parseMarkdown('## Fix\n\n### Fix\n\n## Fix').map((b) => (b.t === 'h' ? b.id : ''));
    expect(ids).toEqual(['fix', 'fix-2', 'fix-3']);
  });

  it('parses lists, ordered lists with a start, tables and code', () => {
    const blocks = parseMarkdown(
      '3. one\n4. two\n\n- a\n- b\n\n| A | B |\n| - | -: |\n| 1 | **2** |\n\n```\nx = 1\n```',
    );
    expect(blocks[0]).toEqual({
      t: 'ol',
      start: 3,
      items: [[{ t: 'p', c: ['one'] }], [{ t: 'p', c: ['two'] }]],
    });
    expect(blocks[1]).toMatchObject({ t: 'ul' });
    expect(blocks[2]).toEqual({
      t: 'table',
      align: [null, 'right'],
      head: [['A'], ['B']],
      rows: [[['1'], [{ t: 'strong', c: ['2'] }]]],
    });
    expect(blocks[3]).toEqual({ t: 'code', lang: '', v: 'x = 1' });
  });

  it('keeps raw HTML as text', () => {
    expect(parseMarkdown('Hello <script>alert(1)</script> there')).toEqual([
      { t: 'p', c: ['Hello <script>alert(1)</script> there'] },
    ]);
  });

  it('places calculators and rejects unknown ones and h1s', () => {
    expect(parseMarkdown('```calculator\nprice\n```')).toEqual([
      { t: 'calculator', name: 'price' },
    ]);
    expect(() => parseMarkdown('```calculator\nmortgage\n```')).toThrow('Unknown calculator');
    expect(() => parseMarkdown('# Title')).toThrow('h1');
  });
});

describe('text helpers', () => {
  const blocks = parseMarkdown('## Two words\n\nThree more **words** here.\n\n- list item');
  it('collects readable text and counts words', () => {
    expect(blocksText(blocks)).toBe('Two words\nThree more words here.\nlist item');
    expect(countWords(blocksText(blocks))).toBe(8);
    expect(countWords(' - | -- ')).toBe(0);
  });
  it('reads at 200 words a minute, rounded up', () => {
    expect(readTimeMinutes(1)).toBe(1);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(0)).toBe(1);
  });
  it('builds the table of contents from h2 and h3', () => {
    expect(tableOfContents(parseMarkdown('## A\n\n### B\n\n#### C'))).toEqual([
      { id: 'a', level: 2, text: 'A' },
      { id: 'b', level: 3, text: 'B' },
    ]);
  });
});
