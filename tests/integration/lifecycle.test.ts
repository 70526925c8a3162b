/**
 * The server as an operator runs it: a bad variable stops it at once, one
 * server owns a data folder, a shutdown lets an upload in flight finish, and
 * a bad row in the outbox never takes the process down.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { openDatabase } from '../../server/storage/db';
import { createSubmissionStore, listSubmissions } from '../../server/storage/submissions';
import { spawnServer, type Started } from './server-process';

const running: Started[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill('SIGKILL');
});

async function start(env: Record<string, string>) {
  const server = spawnServer(env, await freePort());
  running.push(server);
  return server;
}

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'lifecycle-'));

/** A multipart application whose 3 MB CV is sent in pieces over `ms` milliseconds. */
function slowApplication(origin: string, ms: number, onStarted: () => void): Promise<number> {
  const boundary = '----vendorhub-test-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('fullName', 'Slow Upload') +
      field('email', 'slow@example.com') +
      field('position', 'Customer Support Specialist') +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
  const pieces = 10;
  const piece = Buffer.alloc(300 * 1024, 0x20);
  const length = head.length + pieces * piece.length + tail.length;
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL('/api/forms/application', origin),
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write(head);
    onStarted();
    let sent = 0;
    const timer = setInterval(() => {
      req.write(piece);
      if (++sent === pieces) {
        clearInterval(timer);
        req.end(tail);
      }
    }, ms / pieces);
  });
}

describe('startup', () => {
  it('refuses a bad FORWARD_*_URL with one line naming it', async () => {
    const server = await start({
      DATA_DIR: dataDir(),
      FORWARD_QUOTE_URL: 'hooks.example.com/quote',
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      'Configuration error: FORWARD_QUOTE_URL must be an absolute http:// or https:// URL (got "hooks.example.com/quote")',
    );
  });

  it('lets only one server use a data folder', async () => {
    const dir = dataDir();
    const first = await start({ DATA_DIR: dir });
    await first.ready;
    const second = await start({ DATA_DIR: dir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dir} is in use by another VendorHub server`);
    // The first one is unaffected.
    expect((await fetch(`${first.origin}/`)).status).toBe(200);
  });

  it('stays up with an invalid target and a missing CV already in the outbox, and marks both dead', async () => {
    const dir = dataDir();
    const db = openDatabase(dir);
    const store = createSubmissionStore(db);
    store.saveNow({ form: 'quote', data: { name: 'A' }, forwardTo: 'hooks.example.com/quote' });
    store.saveNow({
      form: 'application',
      data: { fullName: 'B' },
      forwardTo: 'https://127.0.0.1:9/apply',
      uploads: [
        {
          field: 'resume',
          storedName: 'missing.pdf',
          originalName: 'cv.pdf',
          mime: 'application/pdf',
          size: 5,
        },
      ],
    });
    db.close();
    const server = await start({ DATA_DIR: dir, OUTBOX_MAX_REJECTIONS: '1' });
    await server.ready;
    const reader = new Database(path.join(dir, 'vendorhub.db'), { readonly: true });
    const states = () =>
      reader
        .prepare<[], { state: string }>('SELECT state FROM outbox ORDER BY id')
        .all()
        .map((r) => r.state);
    for (let i = 0; i < 50 && states().includes('pending'); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(states()).toEqual(['dead', 'dead']);
    reader.close();
    await new Promise((r) => setTimeout(r, 1500));
    expect(server.child.exitCode).toBeNull();
    expect((await fetch(`${server.origin}/`)).status).toBe(200);
  });
});

describe('shutdown', () => {
  it('lets an upload in flight finish on SIGTERM, refuses new connections, and exits 0', async () => {
    const dir = dataDir();
    const server = await start({ DATA_DIR: dir, RATE_LIMIT_MAX: '1000' });
    await server.ready;
    const status = slowApplication(server.origin, 2000, () => {
      setTimeout(() => server.child.kill('SIGTERM'), 300);
    });
    await new Promise((r) => setTimeout(r, 600));
    await expect(fetch(`${server.origin}/`)).rejects.toThrow();
    expect(await status).toBe(200);
    expect(await server.exited).toBe(0);
    const db = openDatabase(dir, { readonly: true });
    const [stored] = listSubmissions(db);
    db.close();
    expect(stored!.uploads[0]!.size).toBeGreaterThan(3_000_000);
    expect(readdirSync(path.join(dir, 'uploads'))).toEqual([stored!.uploads[0]!.storedName]);
  });

  it('forces the exit with a non-zero code when the grace period runs out', async () => {
    const server = await start({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_SECONDS: '1' });
    await server.ready;
    const upload = slowApplication(server.origin, 5000, () => {
      setTimeout(() => server.child.kill('SIGTERM'), 200);
    }).catch(() => 'cut off');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('requests still in flight after 1 s');
    expect(await upload).toBe('cut off');
  });
});
