import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, uploadsDir } from '../storage/db';
import { createOutboxStore } from '../storage/outbox';
import { createSubmissionStore, listSubmissions } from '../storage/submissions';
import { backoffMs, classifyStatus, createOutbox, nextState, parseRetryAfter } from './outbox';

function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db);
  return { dataDir, db, store };
}

const quiet = () => {};

describe('backoffMs', () => {
  it('doubles from 5 s and stops at an hour', () => {
    const fixed = () => 0.5;
    expect(backoffMs(1, fixed)).toBe(5000);
    expect(backoffMs(2, fixed)).toBe(10_000);
    expect(backoffMs(3, fixed)).toBe(20_000);
    expect(backoffMs(30, fixed)).toBe(3_600_000);
    expect(backoffMs(1, () => 0)).toBe(4000);
    expect(backoffMs(1, () => 1)).toBe(6000);
  });
});

describe('classifyStatus and parseRetryAfter', () => {
  it('delivers on 2xx, retries 408, 429 and 5xx, refuses other answers', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(classifyStatus(204, null, now)).toEqual({ kind: 'delivered' });
    for (const status of [408, 429, 500, 502, 503]) {
      expect(classifyStatus(status, null, now).kind).toBe('transient');
    }
    for (const status of [301, 400, 401, 404, 410, 422]) {
      expect(classifyStatus(status, null, now).kind).toBe('refused');
    }
    expect(classifyStatus(429, '120', now)).toEqual({
      kind: 'transient',
      error: 'HTTP 429',
      retryAfterMs: 120_000,
    });
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:05:00 GMT', now)).toBe(300_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('99999999', now)).toBe(24 * 60 * 60 * 1000);
  });

  it('waits for Retry-After when it is longer than the backoff, and gives up at the limits', () => {
    const limits = { maxAttempts: 5, maxRejections: 2 };
    const half = () => 0.5;
    expect(
      nextState({ kind: 'transient', error: 'x', retryAfterMs: 60_000 }, 1, limits, 0, half),
    ).toEqual({
      state: 'pending',
      nextAttemptAt: 60_000,
    });
    expect(nextState({ kind: 'transient', error: 'x' }, 1, limits, 0, half)).toEqual({
      state: 'pending',
      nextAttemptAt: 5000,
    });
    expect(nextState({ kind: 'transient', error: 'x' }, 5, limits, 0, half)).toEqual({
      state: 'dead',
    });
    expect(nextState({ kind: 'refused', error: 'x' }, 1, limits, 0, half).state).toBe('pending');
    expect(nextState({ kind: 'refused', error: 'x' }, 2, limits, 0, half)).toEqual({
      state: 'dead',
    });
  });
});

describe('outbox', () => {
  it('delivers a receiver that fails three times exactly once more, with one Idempotency-Key', async () => {
    const { dataDir, db, store } = setup();
    store.saveNow({
      form: 'contact',
      data: { name: 'Ada' },
      forwardTo: 'https://hooks.test/contact',
    });
    let clock = Date.now();
    const calls: { url: string; body: string; key: string | null }[] = [];
    const answers = [503, 500, 429, 200];
    const outbox = createOutbox({
      db,
      dataDir,
      now: () => clock,
      log: quiet,
      fetchImpl: async (url, init) => {
        calls.push({
          url: String(url),
          body: String(init?.body),
          key: new Headers(init?.headers).get('idempotency-key'),
        });
        return new Response(null, { status: answers.shift()! });
      },
    });
    expect(await outbox.runOnce()).toBe(0);
    expect(listSubmissions(db)[0]!.delivery).toMatchObject({
      state: 'pending',
      attempts: 1,
      deliveredAt: null,
      lastError: 'HTTP 503',
    });
    // Not due again until the backoff has passed.
    expect(await outbox.runOnce()).toBe(0);
    expect(calls).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      clock += MAX_WAIT;
      await outbox.runOnce();
    }
    expect(calls).toHaveLength(4);
    expect(calls[3]).toMatchObject({ url: 'https://hooks.test/contact', body: '{"name":"Ada"}' });
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(listSubmissions(db)[0]!.delivery).toMatchObject({
      state: 'delivered',
      attempts: 4,
      lastError: null,
    });
    clock += 100 * MAX_WAIT;
    expect(await outbox.runOnce()).toBe(0);
    expect(calls).toHaveLength(4);
  });

  it('marks a refused delivery dead after the configured attempts, and --redeliver queues it again', async () => {
    const { dataDir, db, store } = setup();
    const { id } = store.saveNow({
      form: 'quote',
      data: { name: 'Ada' },
      forwardTo: 'https://hooks.test/gone',
    });
    let clock = Date.now();
    let status = 410;
    let calls = 0;
    const outbox = createOutbox({
      db,
      dataDir,
      limits: { maxAttempts: 10, maxRejections: 3 },
      now: () => clock,
      log: quiet,
      fetchImpl: async () => {
        calls++;
        return new Response('gone', { status });
      },
    });
    for (let i = 0; i < 6; i++) {
      await outbox.runOnce();
      clock += MAX_WAIT;
    }
    expect(calls).toBe(3);
    expect(listSubmissions(db)[0]!.delivery).toMatchObject({
      state: 'dead',
      attempts: 3,
      lastError: 'HTTP 410',
    });
    expect(createOutboxStore(db).redeliver(id, clock)).toBe(true);
    status = 200;
    expect(await outbox.runOnce()).toBe(1);
    expect(listSubmissions(db)[0]!.delivery!.state).toBe('delivered');
    expect(createOutboxStore(db).redeliver(id, clock)).toBe(false);
  });

  it('marks rows that cannot be built instead of throwing: a bad target, a missing CV', async () => {
    const { dataDir, db, store } = setup();
    store.saveNow({ form: 'quote', data: { name: 'A' }, forwardTo: 'hooks.example.com/quote' });
    store.saveNow({
      form: 'application',
      data: { fullName: 'B' },
      forwardTo: 'https://hooks.test/apply',
      uploads: [
        {
          field: 'resume',
          storedName: 'gone.pdf',
          originalName: 'cv.pdf',
          mime: 'application/pdf',
          size: 10,
        },
      ],
    });
    const clock = Date.now();
    const logs: string[] = [];
    let calls = 0;
    const outbox = createOutbox({
      db,
      dataDir,
      limits: { maxAttempts: 10, maxRejections: 1 },
      now: () => clock,
      log: (line) => logs.push(line),
      fetchImpl: async () => {
        calls++;
        return new Response(null);
      },
    });
    await outbox.runOnce();
    expect(calls).toBe(0);
    const [quote, application] = listSubmissions(db);
    expect(quote!.delivery).toMatchObject({
      state: 'dead',
      lastError: expect.stringContaining('is not a URL'),
    });
    expect(application!.delivery).toMatchObject({
      state: 'dead',
      lastError: expect.stringContaining('gone.pdf cannot be read'),
    });
    expect(logs.join('\n')).toContain('--redeliver');
  });

  it('sends a corrected target to rows queued with the old one', async () => {
    const { dataDir, db, store } = setup();
    store.saveNow({ form: 'quote', data: { name: 'A' }, forwardTo: 'hooks.example.com/quote' });
    const urls: string[] = [];
    const outbox = createOutbox({
      db,
      dataDir,
      targets: { quote: 'https://hooks.example.com/quote' },
      log: quiet,
      fetchImpl: async (url) => {
        urls.push(String(url));
        return new Response(null);
      },
    });
    expect(await outbox.runOnce()).toBe(1);
    expect(urls).toEqual(['https://hooks.example.com/quote']);
  });

  it('stays up when fetch throws synchronously or the database update fails', async () => {
    const { dataDir, db, store } = setup();
    store.saveNow({ form: 'contact', data: { name: 'A' }, forwardTo: 'https://hooks.test/c' });
    const logs: string[] = [];
    const throwing = createOutbox({
      db,
      dataDir,
      log: (line) => logs.push(line),
      fetchImpl: (() => {
        throw new Error('boom');
      }) as unknown as typeof fetch,
    });
    await expect(throwing.runOnce()).resolves.toBe(0);
    expect(listSubmissions(db)[0]!.delivery).toMatchObject({ state: 'pending', lastError: 'boom' });

    // A database that refuses the update: the pass ends normally and the row is held back.
    let clock = Date.now() + MAX_WAIT;
    const failingDb = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'prepare') return Reflect.get(target, prop, receiver);
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (!sql.trim().startsWith('UPDATE')) return statement;
          return {
            run: () => {
              throw new Error('SQLITE_FULL: database or disk is full');
            },
          };
        };
      },
    });
    let calls = 0;
    const broken = createOutbox({
      db: failingDb,
      dataDir,
      now: () => clock,
      log: (line) => logs.push(line),
      fetchImpl: async () => {
        calls++;
        return new Response(null);
      },
    });
    await expect(broken.runOnce()).resolves.toBe(1);
    expect(logs.at(-1)).toContain('could not record delivery');
    // Held back instead of hammering the receiver while the disk is broken.
    await broken.runOnce();
    expect(calls).toBe(1);
    clock += MAX_WAIT;
    await broken.runOnce();
    expect(calls).toBe(2);
  });

  it('picks pending rows up again after a restart', async () => {
    const { dataDir, db, store } = setup();
    store.saveNow({ form: 'quote', data: { name: 'Ada' }, forwardTo: 'https://hooks.test/q' });
    const failing = createOutbox({
      db,
      dataDir,
      log: quiet,
      fetchImpl: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await failing.runOnce();
    db.close();
    const reopened = openDatabase(dataDir);
    let delivered = 0;
    const next = createOutbox({
      db: reopened,
      dataDir,
      log: quiet,
      now: () => Date.now() + MAX_WAIT,
      fetchImpl: async () => {
        delivered++;
        return new Response('ok');
      },
    });
    expect(await next.runOnce()).toBe(1);
    expect(delivered).toBe(1);
    reopened.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends an application as multipart data with its CV', async () => {
    const { dataDir, db, store } = setup();
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(uploadsDir(dataDir), { recursive: true });
    writeFileSync(path.join(uploadsDir(dataDir), 'a.pdf'), '%PDF-1.4 cv');
    store.saveNow({
      form: 'application',
      data: { fullName: 'Ada' },
      forwardTo: 'https://hooks.test/apply',
      uploads: [
        {
          field: 'resume',
          storedName: 'a.pdf',
          originalName: 'Ada CV.pdf',
          mime: 'application/pdf',
          size: 11,
        },
      ],
    });
    let received: FormData | undefined;
    const outbox = createOutbox({
      db,
      dataDir,
      log: quiet,
      fetchImpl: async (_url, init) => {
        received = init?.body as FormData;
        return new Response(null);
      },
    });
    expect(await outbox.runOnce()).toBe(1);
    expect(received!.get('fullName')).toBe('Ada');
    const file = received!.get('resume') as File;
    expect(file.name).toBe('Ada CV.pdf');
    expect(await file.text()).toBe('%PDF-1.4 cv');
  });
});

/** Longer than any backoff with jitter (an hour and 20%). */
const MAX_WAIT = 2 * 60 * 60 * 1000;
