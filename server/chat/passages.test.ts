import { describe, expect, it } from 'vitest';
import type { AnswerBlock } from './answer-blocks';
import { diagnosis, findPassage } from './passages';
import { tellsSymptom, type Question } from './question';
import type { Bot } from './setup';
import type { Match, Passage } from './retrieval';
import { tokenize, withPairs } from './text';

const table: AnswerBlock = {
  kind: 'table',
  head: ['What you see', 'Most likely cause'],
  rows: [
    ['One product or a few products fail', 'SKU mismatch or a tag problem'],
    ['Every product of one vendor fails', 'Expired vendor credentials'],
    ['Products of every vendor fail', 'Changed store permissions'],
  ],
};
const section = (id: string, heading: string, extra: Partial<Passage> = {}): Passage => ({
  id: `doc:health-check#${id}`,
  kind: 'doc',
  title: `Health Check: ${heading}`,
  url: `/documentation/health-check#${id}`,
  sourceTitle: 'Health Check',
  text: heading,
  summary: heading,
  troubleshooting: true,
  ...extra,
});
const where = section('where', 'Where to find product health', { blocks: [table] });
const passages = [
  where,
  section('sku', 'SKU mismatch or duplicate SKUs'),
  section('credentials', 'Expired vendor credentials'),
  section('permissions', 'Changed store permissions'),
];
const found: Match[] = [{ passage: where, score: 10, coverage: 0.8 }];
const diagnose = (question: string, matches = found, all = passages) =>
  diagnosis(all, matches, withPairs(tokenize(question)))?.passage.id;

describe('diagnosis: a table of symptoms sends a symptom to the section of its cause', () => {
  it.each([
    ['every single product from one vendor is failing', 'doc:health-check#credentials'],
    ['products from every vendor fail since this morning', 'doc:health-check#permissions'],
    ['one product fails, the rest are fine', 'doc:health-check#sku'],
  ])('%j goes to %s', (question, id) => {
    expect(diagnose(question)).toBe(id);
  });

  it('keeps the passage when no row is clearly the one', () => {
    // Only the words every row holds ("product", "fail"), or one word that tells rows apart.
    expect(diagnose('my products fail')).toBeUndefined();
    expect(diagnose('what does it mean when a product fails on the vendor page?')).toBeUndefined();
  });

  it('reads only a troubleshooting table whose cause names a section of its own article', () => {
    const guide = { ...where, troubleshooting: false };
    expect(diagnose('every product of one vendor fails', [{ ...found[0]!, passage: guide }])).toBe(
      undefined,
    );
    const elsewhere = passages.map((p) => (p === where ? p : { ...p, url: `/other${p.url}` }));
    expect(diagnose('every product of one vendor fails', found, elsewhere)).toBeUndefined();
  });
});

describe('findPassage: sections nearly tied name no one cause', () => {
  const opening: Passage = {
    ...section('', 'Health Check'),
    id: 'doc:health-check',
    url: '/documentation/health-check',
  };
  const ask = (text: string, scores: number[]) => {
    const [sku, credentials, permissions] = passages.slice(1);
    const matches: Match[] = [
      { passage: opening, score: 100, coverage: 1 },
      ...[sku!, credentials!, permissions!].map((passage, i) => ({
        passage,
        score: scores[i]!,
        coverage: 0.7,
      })),
      { passage: where, score: 40, coverage: 0.4 },
    ];
    const bot = {
      search: { search: () => matches, minScore: 0, rare: () => false },
      knowledge: { passages: [opening, ...passages] },
    } as unknown as Bot;
    const q = {
      text,
      lower: text,
      contentWords: tokenize(text),
      symptom: tellsSymptom(text),
    } as unknown as Question;
    return findPassage(bot, q);
  };
  it("answers with the article's table of what you see, as surely as its opening", () => {
    const found = ask('several products show a failing health status', [60, 57, 55]);
    expect(found?.best.passage).toBe(where);
    expect(found?.sure).toBe(true);
  });
  it('keeps the section that leads clearly, and a how-to that tells no symptom', () => {
    expect(
      ask('several products show a failing health status', [60, 40, 38])?.best.passage.id,
    ).toBe('doc:health-check#sku');
    expect(ask('how do i show more of the health status', [60, 57, 55])?.best.passage.id).toBe(
      'doc:health-check#sku',
    );
    expect(ask('how do i fix failing health status', [60, 57, 55])?.best.passage).toBe(where);
  });
});
