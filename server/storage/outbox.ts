/** The outbox table: which stored submissions still have to reach their upstream webhook. */
import type { Db } from './db.ts';

export interface DueDelivery {
  id: number;
  submissionId: number;
  form: string;
  data: string;
  target: string;
  deliveryKey: string;
  attempts: number;
}

export interface DeliveryUpload {
  field: string;
  storedName: string;
  originalName: string;
  mime: string;
}

export function createOutboxStore(db: Db) {
  const due = db.prepare<[number, number], DueDelivery>(
    `SELECT o.id, o.submission_id AS submissionId, s.form, s.data, o.target,
            o.delivery_key AS deliveryKey, o.attempts
       FROM outbox o JOIN submissions s ON s.id = o.submission_id
      WHERE o.state = 'pending' AND o.next_attempt_at <= ?
      ORDER BY o.next_attempt_at, o.id LIMIT ?`,
  );
  const uploads = db.prepare<[number], DeliveryUpload>(
    `SELECT field, stored_name AS storedName, original_name AS originalName, mime
       FROM uploads WHERE submission_id = ? ORDER BY id`,
  );
  const delivered = db.prepare<[string, number]>(
    `UPDATE outbox SET state = 'delivered', delivered_at = ?, attempts = attempts + 1,
            last_error = NULL WHERE id = ?`,
  );
  const retry = db.prepare<[number, string, number]>(
    'UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?',
  );
  const dead = db.prepare<[string, number]>(
    `UPDATE outbox SET state = 'dead', attempts = attempts + 1, last_error = ? WHERE id = ?`,
  );
  const requeueOne = db.prepare<[number, number]>(
    `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ?
      WHERE submission_id = ? AND state != 'delivered'`,
  );
  const requeueDead = db.prepare<[number]>(
    `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ? WHERE state = 'dead'`,
  );
  const counts = db.prepare<[], { state: string; n: number }>(
    'SELECT state, COUNT(*) AS n FROM outbox GROUP BY state',
  );

  return {
    due: (now: number, limit = 20) => due.all(now, limit),
    uploadsOf: (submissionId: number) => uploads.all(submissionId),
    markDelivered: (id: number, at: Date) => void delivered.run(at.toISOString(), id),
    markRetry: (id: number, nextAttemptAt: number, error: string) =>
      void retry.run(nextAttemptAt, error.slice(0, 500), id),
    markDead: (id: number, error: string) => void dead.run(error.slice(0, 500), id),
    /** Puts one submission's undelivered delivery back in the queue; false if it has none. */
    redeliver: (submissionId: number, now = Date.now()) =>
      requeueOne.run(now, submissionId).changes > 0,
    /** Puts every dead delivery back in the queue; how many. */
    redeliverDead: (now = Date.now()) => requeueDead.run(now).changes,
    counts: () =>
      Object.fromEntries(counts.all().map((row) => [row.state, row.n])) as Partial<
        Record<'pending' | 'delivered' | 'dead', number>
      >,
  };
}
