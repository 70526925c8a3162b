import { describe, expect, it } from 'vitest';
import type { AnswerBlock } from './answer-blocks';
import { diagnosis } from './passages';
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
