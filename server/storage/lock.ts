/**
 * One server owns a data folder. Two servers on the same DATA_DIR would both
 * run the outbox and deliver the same submission twice, so the second one
 * refuses to start. The lock is an exclusive SQLite lock on a file of its
 * own, held for the life of the process: the operating system releases it
 * when the process ends in any way, SIGKILL included, so a crash never
 * leaves a stale lock behind.
 */
import { closeSync, existsSync, openSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `DATA_DIR ${dataDir} is in use by another VendorHub server; stop it, or give this one its own DATA_DIR`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'server.lock');
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  const lock = new Database(file, { timeout: 0 });
  try {
    lock.pragma('locking_mode = EXCLUSIVE');
    // A write in exclusive locking mode takes the file's exclusive lock and keeps it.
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new DataDirInUseError(dataDir);
    }
    throw error;
  }
  return {
    release() {
      if (!lock.open) return;
      lock.exec('ROLLBACK');
      lock.close();
    },
  };
}
