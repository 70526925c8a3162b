import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../storage/db';
import { createSubmissionStore, listSubmissions } from '../storage/submissions';
import { backoffMs, createOutbox } from './outbox';

function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db);
  return { dataDir, db, store };
}

describe('backoffMs', () => {
  it('doubles from 5 s and stops at an hour', () => {
    const fixed = () => 0.5;
    expect(backoffMs(1, fixed)).toBe(5000);
    expect(backoffMs(2, fixed)).toBe(10_000);
    expect(backoffMs(3, fixed)).toBe(20_000);
    expect(backoffMs(30, fixed)).toBe(3_600_000);
  });
});

describe('outbox', () => {
  it('delivers a stored submission as JSON and marks it delivered only on 2xx', async () => {
    const { dataDir, db, store } = setup();
    store.save({ form: 'contact', data: { name: 'Ada' }, forwardTo: 'https://hooks.test/contact' });
    let clock = Date.now();
    const calls: { url: string; body: string }[] = [];
    let status = 503;
    const outbox = createOutbox({
      db,
      dataDir,
      now: () => clock,
      log: () => {},
      fetchImpl: async (url, init) => {
        calls.push({ url: String(url), body: String(init?.body) });
        return new Response(null, { status });
      },
    });
    expect(await outbox.runOnce()).toBe(0);
    expect(listSubmissions(db)[0]!.delivery).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lastError: 'HTTP 503',
    });
    // Not due again until the backoff has passed.
    expect(await outbox.runOnce()).toBe(0);
    expect(calls).toHaveLength(1);
    clock += 10_000;
    status = 200;
    expect(await outbox.runOnce()).toBe(1);
    expect(calls[1]).toEqual({ url: 'https://hooks.test/contact', body: '{"name":"Ada"}' });
    expect(listSubmissions(db)[0]!.delivery).toMatchObject({ attempts: 2, lastError: null });
    expect(listSubmissions(db)[0]!.delivery!.deliveredAt).not.toBeNull();
    clock += 1_000_000;
    expect(await outbox.runOnce()).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('keeps retrying after a network error and survives a restart', async () => {
    const { dataDir, db, store } = setup();
    store.save({ form: 'quote', data: { name: 'Ada' }, forwardTo: 'https://hooks.test/q' });
    const failing = createOutbox({
      db,
      dataDir,
      log: () => {},
      fetchImpl: async () => {
        throw new TypeError('fetch failed');
      },
      now: () => Date.now(),
    });
    await failing.runOnce();
    db.close();
    // A new process on the same data folder picks the row up again.
    const reopened = openDatabase(dataDir);
    let delivered = 0;
    const next = createOutbox({
      db: reopened,
      dataDir,
      log: () => {},
      now: () => Date.now() + 10 * 60 * 1000,
      fetchImpl: async () => {
        delivered++;
        return new Response('ok');
      },
    });
    expect(await next.runOnce()).toBe(1);
    expect(delivered).toBe(1);
  });
});
