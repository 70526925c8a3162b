/**
 * `npm run bench:bot`: the help bot's quality and speed on two question sets.
 * The tuning set (server/chat/questions.ts) is what the bot was tuned on; the
 * held-out set (server/chat/held-out-questions.ts) was written separately,
 * before tuning, and is never tuned on, so its score is the honest one.
 * Prints the share of each answered first by a right source (targets 95% and
 * 90%) and reply-time percentiles (target p99 under 20 ms on this machine).
 * `-- --engine=bm25` measures the hand-written retrieval instead of MiniSearch.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createBot } from '../server/chat/bot.ts';
import { heldOutQuestions } from '../server/chat/held-out-questions.ts';
import { loadKnowledge } from '../server/chat/knowledge.ts';
import { botQuestions, isExpected, type BotQuestion } from '../server/chat/questions.ts';
import type { EngineName } from '../server/chat/retrieval.ts';

const engine: EngineName = process.argv.includes('--engine=bm25') ? 'bm25' : 'minisearch';
const verbose = process.argv.includes('--verbose');

const started = performance.now();
const knowledge = loadKnowledge();
const bot = createBot(knowledge, { engine });
const buildMs = performance.now() - started;

function score(questions: BotQuestion[]) {
  let right = 0;
  const misses: string[] = [];
  for (const { question, previous, expected } of questions) {
    const answer = bot.answer(question, { previous });
    const first = answer.sources[0]?.id;
    const label = previous ? `"${previous}" then "${question}"` : `"${question}"`;
    if (isExpected(first, expected)) right++;
    else misses.push(`- ${label}: got ${first ?? 'fallback'}, expected ${expected.join(' or ')}`);
    if (verbose) console.log(`\n> ${label}\n${answer.reply}`);
  }
  return { right, share: right / questions.length, misses };
}

const tuning = score(botQuestions);
const heldOut = score(heldOutQuestions);

const all = [...botQuestions, ...heldOutQuestions];
const times: number[] = [];
for (let round = 0; round < 30; round++) {
  for (const { question, previous } of all) {
    const t0 = performance.now();
    bot.answer(question, { previous });
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
const percent = (n: number) => `${(n * 100).toFixed(1)}%`;

console.log(`Node ${process.version}, ${os.cpus()[0]?.model ?? 'CPU'} x${os.cpus().length}`);
console.log(
  `Engine: ${engine}. Knowledge: ${knowledge.passages.length} passages, ${knowledge.plans.length} plans, ${knowledge.vendors.length} vendors, ${knowledge.jobs.length} jobs; built in ${buildMs.toFixed(0)} ms`,
);
console.log('| set | questions | right source first | share | target |');
console.log('|---|---:|---:|---:|---:|');
console.log(
  `| tuning | ${botQuestions.length} | ${tuning.right} | ${percent(tuning.share)} | 95% |`,
);
console.log(
  `| held-out | ${heldOutQuestions.length} | ${heldOut.right} | ${percent(heldOut.share)} | 90% |`,
);
console.log(
  `\nReply time over ${times.length} replies: p50 ${pct(0.5).toFixed(3)} ms, p99 ${pct(0.99).toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(3)} ms`,
);
if (tuning.misses.length > 0) console.log(`\nMissed (tuning):\n${tuning.misses.join('\n')}`);
if (heldOut.misses.length > 0) console.log(`\nMissed (held-out):\n${heldOut.misses.join('\n')}`);
console.log(
  `\nTargets: tuning 95% (${tuning.share >= 0.95 ? 'met' : 'NOT met'}), held-out 90% (${heldOut.share >= 0.9 ? 'met' : 'NOT met'}), p99 under 20 ms (${pct(0.99) < 20 ? 'met' : 'NOT met'}).`,
);
