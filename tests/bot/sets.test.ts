import { describe, expect, it } from 'vitest';
import { readQuestionSet, readQuestionSets } from '#server/chat/corpus.ts';
import { loadKnowledge, takesWordings } from '#server/chat/knowledge.ts';
import { trainingQuestions } from '#server/chat/training.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { heldOutSets, trainingSets } from './sets';

const heldOut = heldOutSets.flatMap((set) => set.questions);

describe('the question sets', () => {
  // The held-out sets were written separately; where a tuning question came out word for
  // word the same, the tuning copy was reworded.
  it('never train on a question of a held-out set', () => {
    const trained = new Set(trainingQuestions.map((q) => q.question.toLowerCase()));
    for (const { question } of heldOut) expect(trained.has(question.toLowerCase())).toBe(false);
  });

  it('expect only passages that exist', () => {
    const ids = new Set(loadKnowledge().passages.map((p) => p.id));
    for (const id of [...trainingQuestions, ...heldOut].flatMap((q) => q.expected))
      if (takesWordings(id)) expect(ids.has(id), id).toBe(true);
  });

  it('are named after their files, in the order sets.json gives, with its targets', () => {
    const names = trainingSets.map((s) => s.name);
    expect(names.indexOf('tuning-09')).toBeLessThan(names.indexOf('tuning-10'));
    expect(names.indexOf('tuning-74')).toBeLessThan(names.indexOf('seen-held-out-1'));
    expect(names.at(-1)).toBe('passage-wordings');
    expect(trainingSets.find((s) => s.name === 'tuning-10')?.target).toBe(0.95);
    expect(trainingSets.find((s) => s.name === 'seen-held-out-3')).toMatchObject({
      note: 'now tuning',
    });
    expect(trainingSets.find((s) => s.name === 'seen-held-out-3')?.target).toBeUndefined();
    expect(heldOutSets.map((s) => s.name)).toContain('held-out-7');
    for (const set of heldOutSets) expect(set.questions.length).toBeGreaterThanOrEqual(60);
  });

  it('reject a line that does not fit the schema, naming its file and line', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sets-'));
    const file = path.join(dir, 'bad.jsonl');
    writeFileSync(file, '{"question":"ok?","expected":["faq:x"]}\n{"question":"no expected"}\n');
    expect(() => readQuestionSet(file)).toThrow(/bad\.jsonl:2: .*expected/);
    writeFileSync(file, '{"question":"ok?","expected":["faq:x"],"extra":1}\n');
    expect(() => readQuestionSets(dir)).toThrow(/bad\.jsonl:1/);
    writeFileSync(file, 'not json\n');
    expect(() => readQuestionSet(file)).toThrow(/bad\.jsonl:1: not JSON/);
  });
});
