/**
 * `npm run bench:search`: time per documentation search query, over the real
 * articles and over 2,000 generated ones built from the same vocabulary.
 * Target: under 2 ms per query at 2,000 articles on this machine.
 */
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { buildIndex, search, type SearchDoc } from '#app/lib/docs/search.ts';
import { readDocs } from '#server/docs.ts';

const QUERIES = [
  'quantity delta',
  'MAP',
  'shopify',
  'sync data',
  'tracking number',
  'collaborator access',
  'health check sku',
  'enforce msrp',
  'p',
  'smart collection vendor tag',
  'no-such-word-anywhere',
  'ftp credentials expired',
  // Typos: the slower path that scans the vocabulary for near spellings.
  'quantty delta',
  'colaborator',
  'helth chekc',
];

/** A small deterministic PRNG, so every run searches the same corpus. */
function mulberry32(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(real: SearchDoc[], count: number): SearchDoc[] {
  const random = mulberry32(2026);
  const vocabulary = [
    ...new Set(real.flatMap((d) => d.text.split(/\s+/)).filter((w) => /^[a-zA-Z]{2,}$/.test(w))),
  ];
  const pick = () => vocabulary[Math.floor(random() * vocabulary.length)]!;
  const sentence = (n: number) => Array.from({ length: n }, pick).join(' ');
  return Array.from({ length: count }, (_, i) => ({
    slug: `generated-${i}`,
    title: sentence(3 + Math.floor(random() * 4)),
    description: sentence(15),
    category: 'user-guide',
    readTime: 4,
    text: sentence(700 + Math.floor(random() * 300)),
  }));
}

function measure(docs: SearchDoc[], label: string) {
  const started = performance.now();
  const index = buildIndex(docs);
  const buildMs = performance.now() - started;
  const rows: { query: string; hits: number; meanMs: number; p99Ms: number }[] = [];
  const all: number[] = [];
  for (const query of QUERIES) {
    // Warm up, then time.
    for (let i = 0; i < 20; i++) search(index, query);
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      hits = search(index, query).total;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({
      query,
      hits,
      meanMs: times.reduce((a, b) => a + b, 0) / times.length,
      p99Ms: times[Math.floor(times.length * 0.99) - 1]!,
    });
  }
  all.sort((a, b) => a - b);
  const mean = all.reduce((a, b) => a + b, 0) / all.length;
  const p99 = all[Math.floor(all.length * 0.99) - 1]!;
  console.log(
    `\n${label}: ${docs.length} articles, ${(docs.reduce((n, d) => n + d.text.length, 0) / 1024 / 1024).toFixed(1)} MB of text, index built in ${buildMs.toFixed(0)} ms`,
  );
  console.log('| query | hits | mean ms | p99 ms |');
  console.log('|---|---:|---:|---:|');
  for (const row of rows)
    console.log(
      `| ${row.query} | ${row.hits} | ${row.meanMs.toFixed(3)} | ${row.p99Ms.toFixed(3)} |`,
    );
  console.log(`| all queries | | ${mean.toFixed(3)} | ${p99.toFixed(3)} |`);
  return { mean, p99 };
}

const real: SearchDoc[] = readDocs().map((d) => ({
  slug: d.slug,
  title: d.title,
  description: d.description,
  category: d.category,
  readTime: d.readTime,
  text: d.text,
}));
console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'unknown CPU'} x${os.cpus().length}`,
);
measure(real, 'Real articles');
const { mean, p99 } = measure(generate(real, 2000), 'Generated articles');
console.log(
  `\nTarget: under 2 ms per query at 2,000 articles. Measured: mean ${mean.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms: ${mean < 2 ? 'met' : 'NOT met'}.`,
);
