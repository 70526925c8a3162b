/**
 * Delivers stored submissions to the upstream webhooks (FORWARD_*_URL) from
 * the durable outbox (docs/decisions/007-lead-delivery-and-durability.md):
 * - every attempt of a delivery carries the same `Idempotency-Key`, so the
 *   receiver can drop a repeat (after a timeout, or a crash between its 2xx
 *   and our update);
 * - a 2xx is delivered; a network error, a timeout, 408, 429 and 5xx are
 *   retried with capped exponential backoff and jitter, honouring
 *   Retry-After; any other answer, or a row that cannot be built (its CV is
 *   gone, its target is not a URL), is a refusal: dead after a few attempts,
 *   with the last error kept;
 * - nothing here can crash the process: every step is guarded, and a row
 *   that cannot be delivered is marked, never thrown.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir, type Db } from '../storage/db.ts';
import { createOutboxStore, type DueDelivery } from '../storage/outbox.ts';

export const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** A receiver may ask us to wait, but not for longer than this. */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60 * 1000;

/** Delay before attempt n+1 after n failures: 5 s, 10 s, 20 s... up to an hour, with ±20% jitter. */
export function backoffMs(failures: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 5000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Retry-After in milliseconds from now: delta seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(MAX_RETRY_AFTER_MS, Math.max(0, ms));
}

export type Attempt =
  | { kind: 'delivered' }
  /** Worth trying again: the receiver or the network may recover. */
  | { kind: 'transient'; error: string; retryAfterMs?: number }
  /** The receiver refused it, or it cannot be sent: trying again will not help. */
  | { kind: 'refused'; error: string };

export function classifyStatus(status: number, retryAfter: string | null, now: number): Attempt {
  if (status >= 200 && status < 300) return { kind: 'delivered' };
  const error = `HTTP ${status}`;
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'transient', error, retryAfterMs: parseRetryAfter(retryAfter, now) };
  }
  return { kind: 'refused', error };
}

export interface DeliveryLimits {
  maxAttempts: number;
  maxRejections: number;
}

/** What happens to a row after an attempt that was its `attempt`-th. */
export function nextState(
  result: Attempt,
  attempt: number,
  limits: DeliveryLimits,
  now: number,
  random = Math.random,
): { state: 'delivered' } | { state: 'dead' } | { state: 'pending'; nextAttemptAt: number } {
  if (result.kind === 'delivered') return { state: 'delivered' };
  const limit = result.kind === 'refused' ? limits.maxRejections : limits.maxAttempts;
  if (attempt >= limit) return { state: 'dead' };
  const wait = Math.max(
    backoffMs(attempt, random),
    result.kind === 'transient' ? (result.retryAfterMs ?? 0) : 0,
  );
  return { state: 'pending', nextAttemptAt: now + wait };
}

class Unbuildable extends Error {}

export interface OutboxOptions {
  db: Db;
  dataDir: string;
  /** Today's upstream URL per form: a corrected variable applies to rows already queued. */
  targets?: Partial<Record<string, string>>;
  limits?: DeliveryLimits;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
  timeoutMs?: number;
  now?: () => number;
  random?: () => number;
  log?: (message: string) => void;
}

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message || error.name : String(error);

/** The host of a target for the log, without ever throwing on a bad one. */
function hostOf(target: string): string {
  try {
    return new URL(target).host;
  } catch {
    return JSON.stringify(target.slice(0, 60));
  }
}

export function createOutbox({
  db,
  dataDir,
  targets = {},
  limits = { maxAttempts: 25, maxRejections: 3 },
  fetchImpl = fetch,
  intervalMs = 1000,
  timeoutMs = 10_000,
  now = Date.now,
  random = Math.random,
  log = (message) => console.log(message),
}: OutboxOptions) {
  const store = createOutboxStore(db);
  // Rows whose state could not be written (the database failed): not tried
  // again before this time, so a broken disk does not turn into a busy loop.
  const heldUntil = new Map<number, number>();

  async function buildRequest(row: DueDelivery): Promise<{ url: URL; init: RequestInit }> {
    const target = targets[row.form] ?? row.target;
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      throw new Unbuildable(`the target ${JSON.stringify(target.slice(0, 100))} is not a URL`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new Unbuildable(`the target ${url.protocol} is not http or https`);
    }
    let data: Record<string, string>;
    try {
      data = JSON.parse(row.data) as Record<string, string>;
    } catch {
      throw new Unbuildable('the stored data is not JSON');
    }
    const headers: Record<string, string> = { 'Idempotency-Key': row.deliveryKey };
    const files = store.uploadsOf(row.submissionId);
    if (files.length === 0) {
      headers['Content-Type'] = 'application/json';
      return { url, init: { method: 'POST', headers, body: JSON.stringify(data) } };
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(data)) body.set(key, value);
    for (const file of files) {
      let bytes: Buffer;
      try {
        bytes = await readFile(path.join(uploadsDir(dataDir), file.storedName));
      } catch (error) {
        throw new Unbuildable(`the file ${file.storedName} cannot be read (${messageOf(error)})`);
      }
      body.set(
        file.field,
        new Blob([new Uint8Array(bytes)], { type: file.mime }),
        file.originalName,
      );
    }
    return { url, init: { method: 'POST', headers, body } };
  }

  async function attempt(row: DueDelivery): Promise<Attempt> {
    let request: { url: URL; init: RequestInit };
    try {
      request = await buildRequest(row);
    } catch (error) {
      if (error instanceof Unbuildable) return { kind: 'refused', error: error.message };
      return { kind: 'transient', error: messageOf(error) };
    }
    try {
      const response = await fetchImpl(request.url, {
        ...request.init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The body is not needed; release the connection.
      await response.body?.cancel().catch(() => {});
      return classifyStatus(response.status, response.headers.get('retry-after'), now());
    } catch (error) {
      return { kind: 'transient', error: messageOf(error) };
    }
  }

  function record(row: DueDelivery, result: Attempt): void {
    const attemptNumber = row.attempts + 1;
    const next = nextState(result, attemptNumber, limits, now(), random);
    const error = result.kind === 'delivered' ? '' : result.error;
    try {
      if (next.state === 'delivered') store.markDelivered(row.id, new Date(now()));
      else if (next.state === 'dead') store.markDead(row.id, error);
      else store.markRetry(row.id, next.nextAttemptAt, error);
      heldUntil.delete(row.id);
    } catch (dbError) {
      heldUntil.set(row.id, now() + backoffMs(attemptNumber, random));
      log(`outbox: could not record delivery ${row.id} (${messageOf(dbError)}); will try again`);
      return;
    }
    if (next.state === 'delivered') return;
    const what = `${row.form} submission ${row.submissionId} to ${hostOf(targets[row.form] ?? row.target)}`;
    log(
      next.state === 'dead'
        ? `outbox: ${what} is dead after ${attemptNumber} attempts (${error}); npm run submissions -- --redeliver ${row.submissionId} queues it again`
        : `outbox: ${what} failed (${error}); retrying later`,
    );
  }

  async function pass(): Promise<number> {
    let count = 0;
    try {
      const time = now();
      const rows = store.due(time).filter((row) => (heldUntil.get(row.id) ?? 0) <= time);
      for (const row of rows) {
        if (stopped) break;
        const result = await attempt(row);
        record(row, result);
        if (result.kind === 'delivered') count++;
      }
    } catch (error) {
      log(`outbox: delivery pass failed (${messageOf(error)}); will try again`);
    }
    return count;
  }

  let inFlight: Promise<number> | undefined;
  /** One pass over the due rows (or the one already running); how many were delivered. Never rejects. */
  function runOnce(): Promise<number> {
    if (!inFlight) {
      inFlight = pass().finally(() => {
        inFlight = undefined;
      });
    }
    return inFlight;
  }

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  return {
    runOnce,
    start() {
      stopped = false;
      timer ??= setInterval(() => void runOnce(), intervalMs);
      timer.unref();
      void runOnce();
    },
    /** Stops the timer and waits for a delivery in flight to finish. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await inFlight;
    },
  };
}
