/**
 * `npm run bench:bot`: the help bot's quality and speed. Asks the questions of
 * server/chat/questions.ts and prints the share answered first by a right
 * source (target: at least 85%) and the reply time percentiles (target: p99
 * under 20 ms on this machine).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createBot } from '../server/chat/bot.ts';
import { loadPassages } from '../server/chat/knowledge.ts';
import { botQuestions, isExpected } from '../server/chat/questions.ts';

const started = performance.now();
const passages = loadPassages();
const bot = createBot(passages);
const buildMs = performance.now() - started;

let right = 0;
const misses: string[] = [];
for (const { question, expected } of botQuestions) {
  const first = bot.answer(question).sources[0]?.id;
  if (isExpected(first, expected)) right++;
  else
    misses.push(`- "${question}": got ${first ?? 'no answer'}, expected ${expected.join(' or ')}`);
}

const times: number[] = [];
for (let round = 0; round < 50; round++) {
  for (const { question } of botQuestions) {
    const t0 = performance.now();
    bot.answer(question);
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
const share = right / botQuestions.length;

console.log(`Node ${process.version}, ${os.cpus()[0]?.model ?? 'CPU'} x${os.cpus().length}`);
console.log(
  `Index: ${passages.length} passages (FAQ entries and documentation sections), built in ${buildMs.toFixed(0)} ms`,
);
console.log('| questions | right source first | share | p50 ms | p99 ms |');
console.log('|---:|---:|---:|---:|---:|');
console.log(
  `| ${botQuestions.length} | ${right} | ${(share * 100).toFixed(1)}% | ${pct(0.5).toFixed(3)} | ${pct(0.99).toFixed(3)} |`,
);
if (misses.length > 0) console.log(`\nMissed:\n${misses.join('\n')}`);
console.log(
  `\nTargets: at least 85% right first (${share >= 0.85 ? 'met' : 'NOT met'}), p99 under 20 ms (${pct(0.99) < 20 ? 'met' : 'NOT met'}).`,
);
