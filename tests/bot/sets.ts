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
