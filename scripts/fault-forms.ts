/**
 * `npm run test:fault`: kills the server with SIGKILL in the middle of a burst
 * of contact messages and job applications with a CV, restarts it on the same
 * data folder, lets every client retry what got no answer (with the same
 * idempotency key), and checks that every submission that got a 200 is
 * stored once, that every acknowledged application has its complete CV file,
 * and that no CV file is left without its row. Prints the figures; exits
 * non-zero on any loss, double or stray file.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '#server/storage/db.ts';
import { freePort, startServer } from './lib/server-process.ts';

const CLIENTS = 24;
const KILL_AFTER_MS = 1500;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fault-forms-'));
const port = await freePort();
const env = { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000000' };

const BOUNDARY = '----vendorhub-fault-boundary';

/** A CV of about 64 KB whose bytes are unique to the submission, to check it arrived whole. */
function cvFor(key: string): Buffer {
  const filler = createHash('sha256').update(key).digest('hex').repeat(1000);
  return Buffer.from(`%PDF-1.7\n% ${key}\n${filler}\n%%EOF\n`);
}

/** Odd clients apply for a job with a CV, even ones send a contact message. */
function request(key: string): { path: string; type: string; body: Buffer } {
  if (!key.startsWith('apply-')) {
    return {
      path: '/api/forms/contact',
      type: 'application/json',
      body: Buffer.from(
        JSON.stringify({
          name: 'Fault Test',
          email: 'fault@example.com',
          subject: 'support',
          message: `Submission ${key}`,
        }),
      ),
    };
  }
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('fullName', `Fault ${key}`) +
    field('email', 'fault@example.com') +
    field('position', 'Customer Support Specialist') +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    path: '/api/forms/application',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: Buffer.concat([Buffer.from(head), cvFor(key), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  };
}

function post(origin: string, key: string): Promise<number> {
  const { path: target, type, body } = request(key);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(target, origin),
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': type,
          'content-length': body.length,
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
    const key = `${id % 2 ? 'apply' : 'contact'}-${id}-${n}`;
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
const files = db
  .prepare<[], { key: string; storedName: string; size: number }>(
    `SELECT s.idempotency_key AS key, u.stored_name AS storedName, u.size
       FROM uploads u JOIN submissions s ON s.id = u.submission_id`,
  )
  .all();
db.close();
const uploadDir = path.join(dataDir, 'uploads');
const onDisk = new Set(readdirSync(uploadDir));
// Every acknowledged application's CV is there, byte for byte.
const applications = [...acknowledged].filter((key) => key.startsWith('apply-'));
const fileByKey = new Map(files.map((f) => [f.key, f]));
const brokenCvs = applications.filter((key) => {
  const file = fileByKey.get(key);
  if (!file || !onDisk.has(file.storedName)) return true;
  return !readFileSync(path.join(uploadDir, file.storedName)).equals(cvFor(key));
});
const strayFiles = [...onDisk].filter((name) => !files.some((f) => f.storedName === name));
rmSync(dataDir, { recursive: true, force: true });

const stored = new Map(rows.map((r) => [r.key, r.count]));
const lost = [...acknowledged].filter((key) => !stored.has(key));
const doubled = rows.filter((r) => r.count > 1);

console.log(`SIGKILL after ${KILL_AFTER_MS} ms of a burst from ${CLIENTS} clients`);
console.log(
  '| sent | 200 before kill | no answer | retried after restart | re-sent after 200 | stored rows | applications | lost | stored twice | CV missing or cut | CV without row |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${sent} | ${acknowledgedBeforeKill} | ${unanswered.size} | ${retried} | ${resentAcknowledged} | ${total} | ${applications.length} | ${lost.length} | ${doubled.length} | ${brokenCvs.length} | ${strayFiles.length} |`,
);
const ok =
  lost.length === 0 &&
  doubled.length === 0 &&
  total === acknowledged.size &&
  applications.length > 0 &&
  brokenCvs.length === 0 &&
  strayFiles.length === 0;
console.log(
  ok
    ? 'Every acknowledged submission is stored exactly once, every acknowledged CV is whole, and no CV is without its row.'
    : 'FAILED: a submission was lost or stored twice, a CV is missing or cut, or a CV has no row.',
);
process.exit(ok ? 0 : 1);
