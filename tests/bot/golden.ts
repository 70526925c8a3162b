/**
 * The golden file of the help bot: every reply to every question of every set, tuning and
 * held-out, follow-ups included, one JSON line each. `golden.test.ts` fails on any
 * difference; `npm run bot:golden -- --write` rewrites it after a deliberate change, whose
 * commit says why.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createBot } from '#server/chat/bot.ts';
import { loadKnowledge } from '#server/chat/knowledge.ts';
import { allQuestionSets } from './sets.ts';

export const GOLDEN_FILE = fileURLToPath(new URL('./golden.jsonl', import.meta.url));

/** One line a question, by set name ('held-out-2' … 'tuning-74') and in each set's order. */
export function goldenLines(): string[] {
  const bot = createBot(loadKnowledge());
  const sets = allQuestionSets().sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { numeric: true }),
  );
  return sets.flatMap((set) =>
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
