/**
 * Deleting what /privacy says we delete: submissions, their CV files,
 * chat conversations (with the votes on their replies) and the docs pages'
 * "Was this helpful?" answers past their retention period, and everything stored
 * about one person on request. Rows go in one transaction; files are removed
 * after it commits (a file whose removal fails is an orphan, which the
 * server deletes at its next start).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { uploadsDir, type Db } from './db.ts';

export interface RetentionDays {
  submissionDays: number;
  applicationDays: number;
  chatDays: number;
}

export interface Removed {
  submissions: { id: number; form: string; createdAt: string }[];
  files: string[];
  chatSessions: number;
  chatMessages: number;
  /** Docs pages' "Was this helpful?" answers. */
  docsFeedback: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function deleteSubmissions(db: Db, dataDir: string, ids: number[]): Pick<Removed, 'files'> {
  if (ids.length === 0) return { files: [] };
  const files: string[] = [];
  const fileOf = db.prepare<[number], { stored_name: string }>(
    'SELECT stored_name FROM uploads WHERE submission_id = ?',
  );
  const statements = ['outbox', 'uploads'].map((table) =>
    db.prepare(`DELETE FROM ${table} WHERE submission_id = ?`),
  );
  const deleteRow = db.prepare('DELETE FROM submissions WHERE id = ?');
  db.transaction(() => {
    for (const id of ids) {
      files.push(...fileOf.all(id).map((row) => row.stored_name));
      for (const statement of statements) statement.run(id);
      deleteRow.run(id);
    }
  })();
  for (const name of files) rmSync(path.join(uploadsDir(dataDir), name), { force: true });
  return { files };
}

/** Deletes chat sessions whose newest message is older than the cutoff; returns sessions and messages removed. */
function deleteChatSessions(db: Db, sessionIds: string[]): { sessions: number; messages: number } {
  const remove = db.prepare('DELETE FROM chat_messages WHERE session_id = ?');
  let messages = 0;
  db.transaction(() => {
    for (const id of sessionIds) messages += remove.run(id).changes;
  })();
  return { sessions: sessionIds.length, messages };
}

/** Removes everything older than its retention period, as of `now`. */
export function purgeExpired(
  db: Db,
  dataDir: string,
  retention: RetentionDays,
  now = Date.now(),
): Removed {
  const cutoff = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const expired = db
    .prepare<[string, string], { id: number; form: string; createdAt: string }>(
      `SELECT id, form, created_at AS createdAt FROM submissions
        WHERE (form = 'application' AND created_at < ?) OR (form != 'application' AND created_at < ?)
        ORDER BY id`,
    )
    .all(cutoff(retention.applicationDays), cutoff(retention.submissionDays));
  const { files } = deleteSubmissions(
    db,
    dataDir,
    expired.map((row) => row.id),
  );
  const staleSessions = db
    .prepare<[string], { session_id: string }>(
      'SELECT session_id FROM chat_messages GROUP BY session_id HAVING MAX(created_at) < ?',
    )
    .all(cutoff(retention.chatDays))
    .map((row) => row.session_id);
  const chat = deleteChatSessions(db, staleSessions);
  // Kept as long as the chat: both are what visitors tell the content team.
  const docsFeedback = db
    .prepare('DELETE FROM docs_feedback WHERE created_at < ?')
    .run(cutoff(retention.chatDays)).changes;
  return {
    submissions: expired,
    files,
    chatSessions: chat.sessions,
    chatMessages: chat.messages,
    docsFeedback,
  };
}

/**
 * Erasure on request: every submission whose email field is this address
 * (compared without case), with its files and deliveries, and every chat
 * conversation and docs page comment in which the address was written.
 */
export function eraseByEmail(db: Db, dataDir: string, email: string): Removed {
  const address = email.trim().toLowerCase();
  const rows = db
    .prepare<[string], { id: number; form: string; createdAt: string }>(
      `SELECT id, form, created_at AS createdAt FROM submissions
        WHERE lower(trim(json_extract(data, '$.email'))) = ? ORDER BY id`,
    )
    .all(address);
  const { files } = deleteSubmissions(
    db,
    dataDir,
    rows.map((row) => row.id),
  );
  const sessions = db
    .prepare<[string], { session_id: string }>(
      `SELECT DISTINCT session_id FROM chat_messages WHERE instr(lower(content), ?) > 0`,
    )
    .all(address)
    .map((row) => row.session_id);
  const chat = deleteChatSessions(db, sessions);
  const docsFeedback = db
    .prepare('DELETE FROM docs_feedback WHERE instr(lower(comment), ?) > 0')
    .run(address).changes;
  return {
    submissions: rows,
    files,
    chatSessions: chat.sessions,
    chatMessages: chat.messages,
    docsFeedback,
  };
}

/** The lines the operator reads after a purge or an erasure. */
export function describeRemoved(removed: Removed): string[] {
  const lines = removed.submissions.map(
    (s) => `removed submission #${s.id} (${s.form}, ${s.createdAt})`,
  );
  for (const file of removed.files) lines.push(`removed file uploads/${file}`);
  if (removed.chatSessions > 0) {
    lines.push(
      `removed ${removed.chatSessions} chat conversation(s), ${removed.chatMessages} message(s)`,
    );
  }
  if (removed.docsFeedback > 0) {
    lines.push(`removed ${removed.docsFeedback} docs page feedback answer(s)`);
  }
  if (lines.length === 0) lines.push('nothing to remove');
  return lines;
}

/** Runs the purge now and then every day; a failure is logged, never thrown. */
export function schedulePurge(
  run: () => Removed,
  log: (message: string) => void,
  intervalMs = DAY_MS,
): { stop(): void } {
  const once = () => {
    try {
      const removed = run();
      const count = removed.submissions.length + removed.chatSessions + removed.docsFeedback;
      if (count > 0) {
        log(
          `retention: removed ${removed.submissions.length} submission(s), ${removed.files.length} file(s), ${removed.chatSessions} chat conversation(s) and ${removed.docsFeedback} docs feedback answer(s) past their retention period`,
        );
      }
    } catch (error) {
      log(
        `retention: purge failed (${error instanceof Error ? error.message : String(error)}); will try again`,
      );
    }
  };
  once();
  const timer = setInterval(once, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
