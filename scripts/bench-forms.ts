/**
 * `npm run bench:forms`: drives the contact endpoint of the real server on
 * loopback with concurrent clients and prints accepted submissions per second
 * and latency percentiles. Target on this 2-core machine: at least 1,000
 * accepted per second with p99 under 50 ms.
 *
 *   npm run bench:forms -- --clients 32 --seconds 10
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import http from 'node:http';
import { startServer } from './lib/server-process.ts';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const clients = option('clients', 32);
const seconds = option('seconds', 10);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-forms-'));
const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000' });
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const target = new URL('/api/forms/contact', server.origin);

function post(body: string, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const latencies: number[] = [];
let accepted = 0;
let failed = 0;
let sequence = 0;
const deadline = performance.now() + seconds * 1000;

async function client(id: number) {
  while (performance.now() < deadline) {
    const n = sequence++;
    const body = JSON.stringify({
      name: `Bench Client ${id}`,
      email: `bench${n}@example.com`,
      company: 'Benchmark Lighting',
      phone: '',
      plan: 'plus',
      websiteUrl: 'https://bench.example',
      subject: 'sales',
      message: `Benchmark submission ${n}: we sell from several lighting vendors and want a demo.`,
    });
    const started = performance.now();
    try {
      const status = await post(body, `bench-${n}`);
      latencies.push(performance.now() - started);
      if (status === 200) accepted++;
      else failed++;
    } catch {
      failed++;
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
const perSecond = accepted / elapsed;
console.log(
  `Node ${process.version}, ${os.cpus()[0]?.model ?? 'CPU'} x${os.cpus().length}; server and clients on the same machine`,
);
console.log(
  `${clients} concurrent clients for ${elapsed.toFixed(1)} s against POST /api/forms/contact`,
);
console.log('| accepted | failed | accepted/s | p50 ms | p90 ms | p99 ms | max ms |');
console.log('|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${accepted} | ${failed} | ${perSecond.toFixed(0)} | ${pct(0.5).toFixed(2)} | ${pct(0.9).toFixed(2)} | ${pct(0.99).toFixed(2)} | ${(latencies.at(-1) ?? NaN).toFixed(2)} |`,
);
const met = perSecond >= 1000 && pct(0.99) < 50;
console.log(`Target: >= 1,000 accepted/s with p99 < 50 ms: ${met ? 'met' : 'NOT met'}.`);
