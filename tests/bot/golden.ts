/**
 * The golden file of the help bot: every reply to every question of every set, tuning and
 * held-out, follow-ups included, one JSON line each. `golden.test.ts` fails on any
 * difference; `npm run bot:golden -- --write` rewrites it after a deliberate change, whose
 * commit says why.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBot } from '#server/chat/bot.ts';
import { readQuestionSets } from '#server/chat/corpus.ts';
import { loadKnowledge } from '#server/chat/knowledge.ts';
import { CORPUS_DIR } from '#server/chat/training.ts';

export const HELD_OUT_DIR = fileURLToPath(new URL('./held-out', import.meta.url));
export const GOLDEN_FILE = fileURLToPath(new URL('./golden.jsonl', import.meta.url));

/** Every set the bench scores: the tuning sets, then the held-out ones. */
export function allQuestionSets() {
  return [...readQuestionSets(CORPUS_DIR, 0.95), ...readQuestionSets(HELD_OUT_DIR, 0.9)];
}

/** One line a question, in the order of the sets and of their files. */
export function goldenLines(): string[] {
  const bot = createBot(loadKnowledge());
  return allQuestionSets().flatMap((set) =>
    set.questions.map(({ question, previous }) => {
      const { reply, sources, unsure } = bot.answer(question, { previous });
      return JSON.stringify({
        set: set.name,
        ...(previous ? { previous } : {}),
        question,
        sources: sources.map((s) => s.id),
        unsure,
        reply,
      });
    }),
  );
}

export const readGolden = () => readFileSync(GOLDEN_FILE, 'utf8').split('\n').filter(Boolean);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--write')) {
    console.error('Usage: npm run bot:golden -- --write   (rewrites tests/bot/golden.jsonl)');
    process.exit(2);
  }
  const lines = goldenLines();
  writeFileSync(GOLDEN_FILE, `${lines.join('\n')}\n`);
  console.log(`Wrote ${lines.length} replies to ${GOLDEN_FILE}`);
}
