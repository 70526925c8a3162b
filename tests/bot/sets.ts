/**
 * The question sets of the help bot as the bench and the tests read them: the tuning sets
 * the bot learns from (server/chat/corpus/) and the held-out sets it never sees (here, under
 * tests/, where no server module may import from).
 */
import { fileURLToPath } from 'node:url';
import { readQuestionSets, type QuestionSet } from '#server/chat/corpus.ts';
import { trainingSets } from '#server/chat/training.ts';

export const HELD_OUT_DIR = fileURLToPath(new URL('./held-out', import.meta.url));

/** Never trained on; each scored against 90% unless its `sets.json` entry says otherwise. */
export const heldOutSets: QuestionSet[] = readQuestionSets(HELD_OUT_DIR, 0.9);

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
