/**
 * Delivers stored submissions to the upstream webhooks (FORWARD_*_URL) from a
 * durable outbox: a row is written in the same transaction as the
 * submission, tried until the webhook answers 2xx, with exponential backoff,
 * and picked up again after a restart. A submission is never lost because an
 * upstream service is down.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir, type Db } from '../storage/db.ts';

export const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Delay before attempt n+1 after n failures: 5 s, 10 s, 20 s... up to an hour, with jitter. */
export function backoffMs(failures: number, random = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 5000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

interface DueRow {
  id: number;
  target: string;
  attempts: number;
  form: string;
  data: string;
  submission_id: number;
}

export interface OutboxOptions {
  db: Db;
  dataDir: string;
  fetchImpl?: typeof fetch;
  intervalMs?: number;
  timeoutMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

export function createOutbox({
  db,
  dataDir,
  fetchImpl = fetch,
  intervalMs = 1000,
  timeoutMs = 10_000,
  now = Date.now,
  log = (message) => console.log(message),
}: OutboxOptions) {
  const due = db.prepare<[number], DueRow>(
    `SELECT o.id, o.target, o.attempts, o.submission_id, s.form, s.data
       FROM outbox o JOIN submissions s ON s.id = o.submission_id
      WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ?
      ORDER BY o.next_attempt_at LIMIT 20`,
  );
  const uploads = db.prepare<
    [number],
    { field: string; stored_name: string; original_name: string; mime: string }
  >('SELECT field, stored_name, original_name, mime FROM uploads WHERE submission_id = ?');
  const delivered = db.prepare(
    'UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?',
  );
  const failed = db.prepare(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  );

  async function deliver(row: DueRow): Promise<void> {
    const data = JSON.parse(row.data) as Record<string, string>;
    const files = uploads.all(row.submission_id);
    let body: string | FormData;
    const headers: Record<string, string> = {};
    if (files.length > 0) {
      body = new FormData();
      for (const [key, value] of Object.entries(data)) body.set(key, value);
      for (const file of files) {
        const bytes = await readFile(path.join(uploadsDir(dataDir), file.stored_name));
        body.set(file.field, new Blob([bytes], { type: file.mime }), file.original_name);
      }
    } else {
      body = JSON.stringify(data);
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetchImpl(row.target, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  }

  let running = false;
  /** One pass over the due rows; returns how many were delivered. */
  async function runOnce(): Promise<number> {
    if (running) return 0;
    running = true;
    let count = 0;
    try {
      for (const row of due.all(now())) {
        try {
          await deliver(row);
          delivered.run(new Date(now()).toISOString(), row.id);
          count++;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          failed.run(now() + backoffMs(row.attempts + 1), message.slice(0, 500), row.id);
          log(
            `outbox: ${row.form} submission ${row.submission_id} to ${new URL(row.target).host} failed (${message}); retrying later`,
          );
        }
      }
    } finally {
      running = false;
    }
    return count;
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    runOnce,
    start() {
      timer ??= setInterval(() => void runOnce(), intervalMs);
      timer.unref();
      void runOnce();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
