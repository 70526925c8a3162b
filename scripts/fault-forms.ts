/**
 * `npm run test:fault`: kills the server with SIGKILL in the middle of a burst
 * of contact submissions, restarts it on the same data folder, lets every
 * client retry what got no answer (with the same idempotency key), and checks
 * that every submission that got a 200 is stored, and nothing is stored twice.
 * Prints the figures; exits non-zero if a submission was lost or doubled.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/storage/db.ts';
import { freePort, startServer } from './lib/server-process.ts';

const CLIENTS = 24;
const KILL_AFTER_MS = 1500;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fault-forms-'));
const port = await freePort();
const env = { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000' };

function post(origin: string, key: string): Promise<number> {
  const body = JSON.stringify({
    name: 'Fault Test',
    email: 'fault@example.com',
    subject: 'support',
    message: `Submission ${key}`,
  });
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL('/api/forms/contact', origin),
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
        timeout: 5000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(body);
  });
}

const acknowledged = new Set<string>();
const unanswered = new Set<string>();
let sent = 0;
let server = await startServer(env, port);
let killed = false;

async function client(id: number) {
  for (let n = 0; !killed; n++) {
    const key = `fault-${id}-${n}`;
    sent++;
    try {
      const status = await post(server.origin, key);
      if (status === 200) acknowledged.add(key);
      else unanswered.add(key);
    } catch {
      unanswered.add(key);
    }
  }
}

const burst = Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
killed = true;
await server.kill('SIGKILL');
await burst;
const acknowledgedBeforeKill = acknowledged.size;

server = await startServer(env, port);
// Clients retry what got no answer, with the same key: the server must not store it twice.
let retried = 0;
for (const key of unanswered) {
  if ((await post(server.origin, key)) === 200) {
    acknowledged.add(key);
    retried++;
  }
}
// And a client that did get its 200 but retries anyway (a lost response) changes nothing.
let resentAcknowledged = 0;
for (const key of [...acknowledged].slice(0, 200)) {
  if ((await post(server.origin, key)) === 200) resentAcknowledged++;
}
await server.stop();

const db = openDatabase(dataDir, { readonly: true });
const rows = db
  .prepare<[], { key: string; count: number }>(
    'SELECT idempotency_key AS key, COUNT(*) AS count FROM submissions GROUP BY idempotency_key',
  )
  .all();
const total = (db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number }).n;
db.close();
rmSync(dataDir, { recursive: true, force: true });

const stored = new Map(rows.map((r) => [r.key, r.count]));
const lost = [...acknowledged].filter((key) => !stored.has(key));
const doubled = rows.filter((r) => r.count > 1);

console.log(`SIGKILL after ${KILL_AFTER_MS} ms of a burst from ${CLIENTS} clients`);
console.log(
  '| sent | 200 before kill | no answer | retried after restart | re-sent after 200 | stored rows | lost | stored twice |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${sent} | ${acknowledgedBeforeKill} | ${unanswered.size} | ${retried} | ${resentAcknowledged} | ${total} | ${lost.length} | ${doubled.length} |`,
);
const ok = lost.length === 0 && doubled.length === 0 && total === acknowledged.size;
console.log(
  ok
    ? 'Every acknowledged submission is stored exactly once.'
    : 'FAILED: a submission was lost or stored twice.',
);
process.exit(ok ? 0 : 1);
