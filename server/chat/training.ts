/**
 * Visitors' own wordings, attached to the passages that answer them: every set of
 * `server/chat/corpus/` (the tuning batches, the held-out sets whose misses were read, and the
 * wordings written for every FAQ entry and documentation section). Retrieval indexes them beside
 * each passage's title and text, so a passage is also found by the words visitors use for it ("my
 * price jumped back", "hook up my shop"), not only by the words the page uses.
 *
 * The held-out sets live under `tests/bot/held-out/`, out of this folder's reach: their scores
 * measure how well these wordings carry over to questions nobody has seen.
 */
import { fileURLToPath } from 'node:url';
import { readQuestionSets, type BotQuestion } from './corpus.ts';

/** The tuning sets, one JSONL file each (corpus.ts reads them). */
export const CORPUS_DIR = fileURLToPath(new URL('./corpus', import.meta.url));

/**
 * The questions of every set the bot learns from, in the order their wordings are indexed
 * (tests/bot/sets.ts reads the sets with their targets, for the bench).
 */
export const trainingQuestions = readQuestionSets(CORPUS_DIR).flatMap((set) => set.questions);

/** A whole documentation article ('doc:connect-shopify'), whose opening outlines it. */
const ARTICLE = /^doc:[^#]+$/;

/**
 * Passage id → wordings. Only passages take wordings (FAQ entries, sections of the documentation
 * and of the legal pages named exactly, vendor pages, case studies and releases); other facts are
 * answered by rules. A question about a vendor teaches its page, not the FAQ entry listed after it.
 *
 * A wording goes to the first passage its question expects, the one that answers it most directly.
 * The others are also right answers, but a wording on each made the broad passages (plan limits,
 * the Shopify app steps) collect every question near them and outrank the passage that says the
 * answer. When the first is a whole article ("how do i connect my shopify store" → the Shopify
 * connection guide), the wording goes to the article's opening, which outlines it, not to another
 * article's section listed next; a whole page or article listed later does not say which section
 * answers, so it takes none.
 *
 * A follow-up is only meaningful after its previous turn, so it is left out, and so is a question
 * marked `wording: false` (it mixes in a topic the site does not answer).
 */
export function askedAsByPassage(
  questions: BotQuestion[],
  /** Whether a passage takes wordings (knowledge.ts's `takesWordings`). */
  takesWordings: (id: string) => boolean,
): Map<string, string[]> {
  const byPassage = new Map<string, string[]>();
  for (const { question, previous, expected, wording } of questions) {
    if (previous || wording === false) continue;
    const id = ARTICLE.test(expected[0]!) ? expected[0] : expected.find(takesWordings);
    if (id) (byPassage.get(id) ?? byPassage.set(id, []).get(id)!).push(question);
  }
  return byPassage;
}
