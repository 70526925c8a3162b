/**
 * The embedded server's storage: one SQLite database under DATA_DIR, in WAL
 * mode with synchronous=FULL, so a commit is on disk before its 200 is sent
 * and survives a power loss (docs/decisions/007). Uploaded files are written
 * and flushed beside the database first, under generated names. All SQL of
 * the server lives in this folder.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const MIGRATIONS: string[] = [
  `CREATE TABLE submissions (
     id INTEGER PRIMARY KEY,
     form TEXT NOT NULL,
     created_at TEXT NOT NULL,
     data TEXT NOT NULL,
     idempotency_key TEXT UNIQUE,
     ip TEXT
   );
   CREATE INDEX submissions_form ON submissions(form, id);
   CREATE TABLE uploads (
     id INTEGER PRIMARY KEY,
     submission_id INTEGER NOT NULL REFERENCES submissions(id),
     field TEXT NOT NULL,
     stored_name TEXT NOT NULL,
     original_name TEXT NOT NULL,
     mime TEXT NOT NULL,
     size INTEGER NOT NULL
   );
   CREATE TABLE outbox (
     id INTEGER PRIMARY KEY,
     submission_id INTEGER NOT NULL REFERENCES submissions(id),
     target TEXT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     delivered_at TEXT,
     last_error TEXT
   );
   CREATE INDEX outbox_due ON outbox(delivered_at, next_attempt_at);`,
  `CREATE TABLE chat_messages (
     id INTEGER PRIMARY KEY,
     session_id TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('human', 'ai')),
     content TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX chat_messages_session ON chat_messages(session_id, id);`,
  // Delivery state: a stable key per delivery for the receiver to deduplicate
  // retries, and a dead state for deliveries that will not succeed.
  `ALTER TABLE outbox ADD COLUMN delivery_key TEXT;
   ALTER TABLE outbox ADD COLUMN state TEXT NOT NULL DEFAULT 'pending'
     CHECK (state IN ('pending', 'delivered', 'dead'));
   UPDATE outbox SET delivery_key = lower(hex(randomblob(16))) WHERE delivery_key IS NULL;
   UPDATE outbox SET state = 'delivered' WHERE delivered_at IS NOT NULL;
   CREATE UNIQUE INDEX outbox_delivery_key ON outbox(delivery_key);
   CREATE INDEX outbox_state_due ON outbox(state, next_attempt_at);`,
  // What a submission said, hashed: a key reused with a different body is refused.
  `ALTER TABLE submissions ADD COLUMN fingerprint TEXT;
   CREATE INDEX submissions_created ON submissions(form, created_at);
   CREATE INDEX chat_messages_created ON chat_messages(created_at);`,
  // What the content team reads (npm run insights): whether the bot was unsure,
  // the passage its reply came from, and the visitor's vote on the reply. They
  // live on the reply's row, so the chat's retention and erasure remove them.
  `ALTER TABLE chat_messages ADD COLUMN unsure INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE chat_messages ADD COLUMN source TEXT;
   ALTER TABLE chat_messages ADD COLUMN vote TEXT CHECK (vote IN ('up', 'down'));
   CREATE TABLE docs_feedback (
     id INTEGER PRIMARY KEY,
     page TEXT NOT NULL,
     helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
     comment TEXT NOT NULL DEFAULT '',
     created_at TEXT NOT NULL
   );
   CREATE INDEX docs_feedback_created ON docs_feedback(created_at);`,
];

/**
 * Only the server's own user may read what visitors sent: the data folder
 * and the uploads folder are 0700, every file in them 0600. SQLite gives its
 * -wal and -shm files the database file's mode, so creating that file 0600
 * first is enough for them; older folders are tightened here too.
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const database = path.join(dataDir, 'vendorhub.db');
  if (!existsSync(database)) closeSync(openSync(database, 'a', 0o600));
  for (const name of readdirSync(dataDir, { withFileTypes: true })) {
    const full = path.join(dataDir, name.name);
    if (name.isDirectory()) {
      chmodSync(full, 0o700);
      for (const inner of readdirSync(full)) chmodSync(path.join(full, inner), 0o600);
    } else if (name.isFile()) {
      chmodSync(full, 0o600);
    }
  }
}

export function openDatabase(dataDir: string, options: { readonly?: boolean } = {}): Db {
  if (!options.readonly) secureDataDir(dataDir);
  const db = new Database(path.join(dataDir, 'vendorhub.db'), {
    readonly: options.readonly ?? false,
  });
  if (options.readonly) return db;
  db.pragma('journal_mode = WAL');
  // FULL: the WAL is synced at every commit, so an acknowledged submission
  // survives a power loss too. Commits are grouped (storage/submissions.ts)
  // to keep that affordable.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  const version = db.pragma('user_version', { simple: true }) as number;
  for (let i = version; i < MIGRATIONS.length; i++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[i]!);
      db.pragma(`user_version = ${i + 1}`);
    })();
  }
  return db;
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
