/**
 * Storing and reading form submissions. A submission, its uploads and its
 * outbox row are one transaction. Saves that arrive together are committed
 * together (group commit): with synchronous=FULL every commit waits for the
 * disk, and one wait for a batch keeps the server fast without answering
 * 200 before the data is durable.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from './db.ts';

export interface UploadRecord {
  field: string;
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
}

export interface NewSubmission {
  form: string;
  data: Record<string, string>;
  idempotencyKey?: string;
  ip?: string;
  uploads?: UploadRecord[];
  /** Upstream webhook to deliver to through the outbox, when configured. */
  forwardTo?: string;
  /** A hash of what was submitted, to tell a retry from a different submission under the same key. */
  fingerprint?: string;
}

export type DeliveryState = 'pending' | 'delivered' | 'dead';

export interface StoredSubmission {
  id: number;
  form: string;
  createdAt: string;
  data: Record<string, string>;
  uploads: UploadRecord[];
  delivery?: {
    target: string;
    state: DeliveryState;
    attempts: number;
    deliveredAt: string | null;
    lastError: string | null;
  };
}

export interface SaveResult {
  id: number;
  /** The idempotency key was already stored: this is the first submission's id. */
  duplicate: boolean;
  /** The key was stored with a different submission. */
  conflict?: boolean;
}

export function createSubmissionStore(db: Db) {
  const findByKey = db.prepare<[string], { id: number; fingerprint: string | null }>(
    'SELECT id, fingerprint FROM submissions WHERE idempotency_key = ?',
  );
  const insert = db.prepare(
    'INSERT INTO submissions (form, created_at, data, idempotency_key, ip, fingerprint) VALUES (@form, @createdAt, @data, @key, @ip, @fingerprint)',
  );
  const nextId = db.prepare<[], { id: number }>(
    'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM submissions',
  );
  const insertUpload = db.prepare(
    'INSERT INTO uploads (submission_id, field, stored_name, original_name, mime, size) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (submission_id, target, next_attempt_at, delivery_key) VALUES (?, ?, ?, ?)',
  );

  /** One submission; inside a batch it runs as a savepoint, so its failure spares the others. */
  const saveOne = db.transaction((submission: NewSubmission): SaveResult => {
    if (submission.idempotencyKey) {
      const existing = findByKey.get(submission.idempotencyKey);
      if (existing) {
        const conflict = sameSubmission(existing.fingerprint, submission.fingerprint) === false;
        return { id: existing.id, duplicate: true, ...(conflict ? { conflict } : {}) };
      }
    }
    const result = insert.run({
      form: submission.form,
      createdAt: new Date().toISOString(),
      data: JSON.stringify(submission.data),
      key: submission.idempotencyKey ?? null,
      ip: submission.ip ?? null,
      fingerprint: submission.fingerprint ?? null,
    });
    const id = Number(result.lastInsertRowid);
    for (const upload of submission.uploads ?? []) {
      insertUpload.run(
        id,
        upload.field,
        upload.storedName,
        upload.originalName,
        upload.mime,
        upload.size,
      );
    }
    if (submission.forwardTo) {
      insertOutbox.run(id, submission.forwardTo, Date.now(), randomUUID());
    }
    return { id, duplicate: false };
  });

  type Outcome = { ok: true; value: SaveResult } | { ok: false; error: unknown };
  const saveBatch = db.transaction((batch: NewSubmission[]): Outcome[] =>
    batch.map((submission) => {
      try {
        return { ok: true, value: saveOne(submission) };
      } catch (error) {
        return { ok: false, error };
      }
    }),
  );

  let queue: {
    submission: NewSubmission;
    resolve: (r: SaveResult) => void;
    reject: (e: unknown) => void;
  }[] = [];
  function flush() {
    const batch = queue;
    queue = [];
    let outcomes: Outcome[];
    try {
      outcomes = saveBatch(batch.map((item) => item.submission));
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing of the batch is stored.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) item.resolve(outcome.value);
      else item.reject(outcome.error);
    });
  }

  return {
    /** Stores a submission durably; resolves once its transaction is committed. */
    save(submission: NewSubmission): Promise<SaveResult> {
      return new Promise((resolve, reject) => {
        if (queue.length === 0) setImmediate(flush);
        queue.push({ submission, resolve, reject });
      });
    },
    /** Stores a submission at once, in its own transaction. */
    saveNow: (submission: NewSubmission): SaveResult => saveOne(submission),
    /** The submission stored under an idempotency key, if any, with its fingerprint. */
    findByKey: (idempotencyKey: string) => findByKey.get(idempotencyKey),
    /** The id the next submission would get: what a bot is told, so it cannot tell it was caught. */
    nextId: (): number => nextId.get()!.id,
  };
}

/** Whether two fingerprints name the same submission; unknown (a row from before fingerprints) counts as the same. */
export function sameSubmission(stored: string | null, incoming: string | undefined): boolean {
  return stored === null || incoming === undefined || stored === incoming;
}

export function listSubmissions(
  db: Db,
  options: { form?: string; limit?: number } = {},
): StoredSubmission[] {
  const rows = db
    .prepare<
      [string | null, string | null, number],
      { id: number; form: string; created_at: string; data: string }
    >(
      'SELECT id, form, created_at, data FROM submissions WHERE (? IS NULL OR form = ?) ORDER BY id LIMIT ?',
    )
    .all(options.form ?? null, options.form ?? null, options.limit ?? -1);
  const uploads = db.prepare<
    [number],
    { field: string; stored_name: string; original_name: string; mime: string; size: number }
  >(
    'SELECT field, stored_name, original_name, mime, size FROM uploads WHERE submission_id = ? ORDER BY id',
  );
  const outbox = db.prepare<
    [number],
    {
      target: string;
      state: DeliveryState;
      attempts: number;
      delivered_at: string | null;
      last_error: string | null;
    }
  >(
    'SELECT target, state, attempts, delivered_at, last_error FROM outbox WHERE submission_id = ? ORDER BY id LIMIT 1',
  );
  return rows.map((row) => {
    const delivery = outbox.get(row.id);
    return {
      id: row.id,
      form: row.form,
      createdAt: row.created_at,
      data: JSON.parse(row.data) as Record<string, string>,
      uploads: uploads.all(row.id).map((u) => ({
        field: u.field,
        storedName: u.stored_name,
        originalName: u.original_name,
        mime: u.mime,
        size: u.size,
      })),
      ...(delivery
        ? {
            delivery: {
              target: delivery.target,
              state: delivery.state,
              attempts: delivery.attempts,
              deliveredAt: delivery.delivered_at,
              lastError: delivery.last_error,
            },
          }
        : {}),
    };
  });
}

/** Stored file names that a row points at, to find files a crash left behind. */
export function referencedUploads(db: Db): Set<string> {
  return new Set(
    db
      .prepare<[], { stored_name: string }>('SELECT stored_name FROM uploads')
      .all()
      .map((row) => row.stored_name),
  );
}
