/** Storing and reading form submissions. */
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
}

export interface StoredSubmission {
  id: number;
  form: string;
  createdAt: string;
  data: Record<string, string>;
  uploads: UploadRecord[];
  delivery?: {
    target: string;
    attempts: number;
    deliveredAt: string | null;
    lastError: string | null;
  };
}

export function createSubmissionStore(db: Db) {
  const findByKey = db.prepare<[string], { id: number }>(
    'SELECT id FROM submissions WHERE idempotency_key = ?',
  );
  const insert = db.prepare(
    'INSERT INTO submissions (form, created_at, data, idempotency_key, ip) VALUES (@form, @createdAt, @data, @key, @ip)',
  );
  const insertUpload = db.prepare(
    'INSERT INTO uploads (submission_id, field, stored_name, original_name, mime, size) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (submission_id, target, next_attempt_at) VALUES (?, ?, ?)',
  );

  /** Stores a submission in one transaction; a repeated idempotency key returns the first one. */
  const save = db.transaction((submission: NewSubmission): { id: number; duplicate: boolean } => {
    if (submission.idempotencyKey) {
      const existing = findByKey.get(submission.idempotencyKey);
      if (existing) return { id: existing.id, duplicate: true };
    }
    const result = insert.run({
      form: submission.form,
      createdAt: new Date().toISOString(),
      data: JSON.stringify(submission.data),
      key: submission.idempotencyKey ?? null,
      ip: submission.ip ?? null,
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
    if (submission.forwardTo) insertOutbox.run(id, submission.forwardTo, Date.now());
    return { id, duplicate: false };
  });

  /** The submission stored under an idempotency key, if any. */
  const findId = (idempotencyKey: string): number | undefined => findByKey.get(idempotencyKey)?.id;

  return { save, findId };
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
    { target: string; attempts: number; delivered_at: string | null; last_error: string | null }
  >(
    'SELECT target, attempts, delivered_at, last_error FROM outbox WHERE submission_id = ? ORDER BY id LIMIT 1',
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
              attempts: delivery.attempts,
              deliveredAt: delivery.delivered_at,
              lastError: delivery.last_error,
            },
          }
        : {}),
    };
  });
}
