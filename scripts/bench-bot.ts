/**
 * `npm run bench:bot`: the help bot's quality and speed on its question sets.
 * - tuning (server/chat/questions.ts, and batches written blind from the
 *   site's content, tuning-questions-2.ts to -7.ts): what the bot is tuned on;
 * - seen held-out (server/chat/held-out-questions.ts): the first held-out set.
 *   Its misses were read when it was last scored, so it is tuning material
 *   now and its score is reported for comparison only;
 * - held-out, second set (held-out-questions-2.ts): written blind and never
 *   tuned on, but its score was looked at after each tuning change, so
 *   choices that raised it were kept: it overstates the bot on new questions;
 * - held-out (held-out-questions-3.ts): written blind from the site's content
 *   by someone who had not seen the bot, committed before it was first
 *   scored, and scored only to report. Its score is the honest one.
 * Prints the share of each answered first by a right source (targets 95% on
 * tuning, 90% on held-out) and reply-time percentiles (target p99 under
 * 20 ms on this machine). Misses are listed for the tuning sets; the
 * held-out misses only with `-- --show-held-out`, so that reading them is a
 * choice that spends the sets. `-- --engine=bm25` measures the hand-written
 * retrieval instead of MiniSearch; `-- --verbose` prints every reply.
 *
 * The tuning questions are also the bot's training wordings
 * (server/chat/training.ts), so their own score mostly shows what it learned;
 * `-- --folds` scores each tuning set with the bot trained on the others
 * only, which is how tuning choices are made without the held-out set.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createBot } from '../server/chat/bot.ts';
import { heldOutQuestions } from '../server/chat/held-out-questions.ts';
import { heldOutQuestions2 } from '../server/chat/held-out-questions-2.ts';
import { heldOutQuestions3 } from '../server/chat/held-out-questions-3.ts';
import { loadKnowledge } from '../server/chat/knowledge.ts';
import { botQuestions, isExpected, type BotQuestion } from '../server/chat/questions.ts';
import { tuningQuestions2 } from '../server/chat/tuning-questions-2.ts';
import { tuningQuestions3 } from '../server/chat/tuning-questions-3.ts';
import { tuningQuestions4 } from '../server/chat/tuning-questions-4.ts';
import { tuningQuestions5 } from '../server/chat/tuning-questions-5.ts';
import { tuningQuestions6 } from '../server/chat/tuning-questions-6.ts';
import { tuningQuestions7 } from '../server/chat/tuning-questions-7.ts';
import { askedAsByPassage } from '../server/chat/training.ts';
import { passageWordings } from '../server/chat/passage-wordings.ts';
import type { EngineName } from '../server/chat/retrieval.ts';

const engine: EngineName = process.argv.includes('--engine=bm25') ? 'bm25' : 'minisearch';
const verbose = process.argv.includes('--verbose');
const showHeldOut = process.argv.includes('--show-held-out');
const folds = process.argv.includes('--folds');

const started = performance.now();
const knowledge = loadKnowledge();
const bot = createBot(knowledge, { engine });
const buildMs = performance.now() - started;

function score(questions: BotQuestion[], listed = true) {
  let right = 0;
  const misses: string[] = [];
  for (const { question, previous, expected } of questions) {
    const answer = bot.answer(question, { previous });
    const first = answer.sources[0]?.id;
    const label = previous ? `"${previous}" then "${question}"` : `"${question}"`;
    if (isExpected(first, expected)) right++;
    else misses.push(`- ${label}: got ${first ?? 'fallback'}, expected ${expected.join(' or ')}`);
    if (verbose && listed) console.log(`\n> ${label}\n${answer.reply}`);
  }
  return { right, share: right / questions.length, misses };
}

const tuning = score(botQuestions);
const tuning2 = score(tuningQuestions2);
const tuning3 = score(tuningQuestions3);
const tuning4 = score(tuningQuestions4);
const tuning5 = score(tuningQuestions5);
const tuning6 = score(tuningQuestions6);
const tuning7 = score(tuningQuestions7);
const wordings = score(passageWordings);
const seen = score(heldOutQuestions);
const heldOut2 = score(heldOutQuestions2, showHeldOut);
const heldOut = score(heldOutQuestions3, showHeldOut);

const all = [
  ...botQuestions,
  ...tuningQuestions2,
  ...tuningQuestions3,
  ...tuningQuestions4,
  ...tuningQuestions5,
  ...tuningQuestions6,
  ...tuningQuestions7,
  ...passageWordings,
  ...heldOutQuestions,
  ...heldOutQuestions2,
  ...heldOutQuestions3,
];
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
  `| tuning, second batch | ${tuningQuestions2.length} | ${tuning2.right} | ${percent(tuning2.share)} | 95% |`,
);
console.log(
  `| tuning, third batch | ${tuningQuestions3.length} | ${tuning3.right} | ${percent(tuning3.share)} | 95% |`,
);
console.log(
  `| tuning, fourth batch | ${tuningQuestions4.length} | ${tuning4.right} | ${percent(tuning4.share)} | 95% |`,
);
console.log(
  `| tuning, fifth batch | ${tuningQuestions5.length} | ${tuning5.right} | ${percent(tuning5.share)} | 95% |`,
);
console.log(
  `| tuning, sixth batch | ${tuningQuestions6.length} | ${tuning6.right} | ${percent(tuning6.share)} | 95% |`,
);
console.log(
  `| tuning, seventh batch | ${tuningQuestions7.length} | ${tuning7.right} | ${percent(tuning7.share)} | 95% |`,
);
console.log(
  `| passage wordings | ${passageWordings.length} | ${wordings.right} | ${percent(wordings.share)} | - |`,
);
console.log(
  `| seen held-out (now tuning) | ${heldOutQuestions.length} | ${seen.right} | ${percent(seen.share)} | - |`,
);
console.log(
  `| held-out, second set (score seen while tuning) | ${heldOutQuestions2.length} | ${heldOut2.right} | ${percent(heldOut2.share)} | - |`,
);
console.log(
  `| held-out | ${heldOutQuestions3.length} | ${heldOut.right} | ${percent(heldOut.share)} | 90% |`,
);
console.log(
  `\nReply time over ${times.length} replies: p50 ${pct(0.5).toFixed(3)} ms, p99 ${pct(0.99).toFixed(3)} ms, max ${times[times.length - 1]!.toFixed(3)} ms`,
);
if (tuning.misses.length > 0) console.log(`\nMissed (tuning):\n${tuning.misses.join('\n')}`);
if (tuning2.misses.length > 0)
  console.log(`\nMissed (tuning, second batch):\n${tuning2.misses.join('\n')}`);
if (tuning3.misses.length > 0)
  console.log(`\nMissed (tuning, third batch):\n${tuning3.misses.join('\n')}`);
if (tuning4.misses.length > 0)
  console.log(`\nMissed (tuning, fourth batch):\n${tuning4.misses.join('\n')}`);
if (tuning5.misses.length > 0)
  console.log(`\nMissed (tuning, fifth batch):\n${tuning5.misses.join('\n')}`);
if (tuning6.misses.length > 0)
  console.log(`\nMissed (tuning, sixth batch):\n${tuning6.misses.join('\n')}`);
if (tuning7.misses.length > 0)
  console.log(`\nMissed (tuning, seventh batch):\n${tuning7.misses.join('\n')}`);
if (wordings.misses.length > 0)
  console.log(`\nMissed (passage wordings):\n${wordings.misses.join('\n')}`);
if (seen.misses.length > 0) console.log(`\nMissed (seen held-out):\n${seen.misses.join('\n')}`);
for (const [name, set] of [
  ['held-out, second set', heldOut2],
  ['held-out', heldOut],
] as const)
  if (set.misses.length > 0)
    console.log(
      showHeldOut
        ? `\nMissed (${name}):\n${set.misses.join('\n')}`
        : `\n${set.misses.length} ${name} misses not listed (-- --show-held-out lists them).`,
    );
console.log(
  `\nTargets: tuning 95% (${[tuning, tuning2, tuning3, tuning4, tuning5, tuning6, tuning7].every((set) => set.share >= 0.95) ? 'met' : 'NOT met'}), held-out 90% (${heldOut.share >= 0.9 ? 'met' : 'NOT met'}), p99 under 20 ms (${pct(0.99) < 20 ? 'met' : 'NOT met'}).`,
);

if (folds) {
  // Leave one tuning set out: the bot learns the visitors' wordings of the
  // others and is scored on the one it has not seen. This is how tuning
  // choices (such as the weight of those wordings) are made without the
  // held-out set.
  const sets: [string, BotQuestion[]][] = [
    ['tuning', botQuestions],
    ['tuning, second batch', tuningQuestions2],
    ['tuning, third batch', tuningQuestions3],
    ['tuning, fourth batch', tuningQuestions4],
    ['tuning, fifth batch', tuningQuestions5],
    ['tuning, sixth batch', tuningQuestions6],
    ['tuning, seventh batch', tuningQuestions7],
    ['seen held-out', heldOutQuestions],
    ['passage wordings', passageWordings],
  ];
  console.log('\nLeave one set out (trained on the other tuning sets):');
  let right = 0;
  let asked = 0;
  for (const [name, test] of sets) {
    const askedAs = askedAsByPassage(
      sets.filter(([other]) => other !== name).flatMap(([, q]) => q),
    );
    const foldBot = createBot(
      {
        ...knowledge,
        passages: knowledge.passages.map((p) => ({ ...p, askedAs: askedAs.get(p.id) })),
      },
      { engine },
    );
    const hits = test.filter((q) =>
      isExpected(foldBot.answer(q.question, { previous: q.previous }).sources[0]?.id, q.expected),
    ).length;
    right += hits;
    asked += test.length;
    console.log(`- ${name}: ${hits}/${test.length} (${percent(hits / test.length)})`);
  }
  console.log(`- all: ${right}/${asked} (${percent(right / asked)})`);
}
