/**
 * The question sets of the help bot as the bench and the tests read them: the tuning sets
 * the bot learns from (server/chat/corpus/) and the held-out sets it never sees (here, under
 * tests/, where no server module may import from).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readQuestionSets, type BotQuestion } from '#server/chat/corpus.ts';
import { CORPUS_DIR } from '#server/chat/training.ts';

export const HELD_OUT_DIR = fileURLToPath(new URL('./held-out', import.meta.url));

/** One set's entry in `sets.json`. */
const setSchema = z
  .object({
    /** Why the set's score is only reported ('now tuning'). */
    note: z.string().optional(),
    /** The share of right first sources the set should reach; null for none. */
    target: z.number().min(0).max(1).nullable().optional(),
  })
  .strict();

export interface QuestionSet {
  /** The file's name without `.jsonl`, as `npm run bench:bot` prints it. */
  name: string;
  /** Why its score is only reported, when it is. */
  note?: string;
  questions: BotQuestion[];
  /** The share of right first sources the set should reach, when it has a target. */
  target?: number;
}

/**
 * Every set in a folder, in the order the server reads them (corpus.ts), each with the target
 * `target`, the folder's default, unless its `sets.json` entry gives it a note or another target.
 */
function readScoredSets(dir: string, target?: number): QuestionSet[] {
  const metaFile = path.join(dir, 'sets.json');
  const { sets: meta } = z
    .object({ sets: z.record(z.string(), setSchema).default({}) })
    .parse(existsSync(metaFile) ? JSON.parse(readFileSync(metaFile, 'utf8')) : {});
  return readQuestionSets(dir).map(({ name, questions }) => {
    const own = meta[name];
    const setTarget = own?.target === undefined ? target : (own.target ?? undefined);
    return {
      name,
      ...(own?.note ? { note: own.note } : {}),
      questions,
      ...(setTarget === undefined ? {} : { target: setTarget }),
    };
  });
}

/**
 * Every set the bot learns from, in the order their wordings are indexed. `npm run bench:bot`
 * scores each, and `-- --folds` leaves each out in turn.
 */
export const trainingSets: QuestionSet[] = readScoredSets(CORPUS_DIR, 0.95);

/** Never trained on; each scored against 90% unless its `sets.json` entry says otherwise. */
export const heldOutSets: QuestionSet[] = readScoredSets(HELD_OUT_DIR, 0.9);

/** Every set the bench scores: the tuning sets, then the held-out ones. */
export const allQuestionSets = (): QuestionSet[] => [...trainingSets, ...heldOutSets];

/**
 * Whether the bot's first source is one of the expected ones. An expected id with a '#'
 * ('plan:plus#stores') must match exactly; without one it matches any part of that source
 * ('doc:pricing-rules' matches 'doc:pricing-rules#enforce-map', 'plan:plus' matches
 * 'plan:plus#price'). 'fallback' expects the bot to say it is not sure (no source).
 */
export function isExpected(sourceId: string | undefined, expected: string[]): boolean {
  const id = sourceId ?? 'fallback';
  const [base] = id.split('#');
  return expected.some((e) => (e.includes('#') ? id === e : base === e));
}
