import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeUpload } from '../forms/uploads';
import { openDatabase, uploadsDir } from './db';
import { describeRemoved, eraseByEmail, purgeExpired, schedulePurge } from './retention';
import { createSubmissionStore, listSubmissions } from './submissions';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-23T12:00:00Z');

function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'retention-'));
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db);
  mkdirSync(uploadsDir(dataDir), { recursive: true });
  /** Stores a submission dated `daysAgo` days before NOW. */
  const add = (form: string, email: string, daysAgo: number, withFile = false) => {
    const uploads = [];
    if (withFile) {
      const name = `${form}-${email}-${daysAgo}.pdf`;
      writeFileSync(path.join(uploadsDir(dataDir), name), '%PDF-1.4\n%%EOF\n');
      uploads.push({
        field: 'resume',
        storedName: name,
        originalName: 'cv.pdf',
        mime: 'application/pdf',
        size: 14,
      });
    }
    const { id } = store.saveNow({
      form,
      data: { email },
      uploads,
      forwardTo: 'https://hooks.test/x',
    });
    db.prepare('UPDATE submissions SET created_at = ? WHERE id = ?').run(
      new Date(NOW - daysAgo * DAY).toISOString(),
      id,
    );
    return id;
  };
  const chat = (session: string, daysAgo: number, content = 'hello') =>
    db
      .prepare(
        'INSERT INTO chat_messages (session_id, role, content, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(session, 'human', content, new Date(NOW - daysAgo * DAY).toISOString());
  const feedback = (page: string, daysAgo: number, comment = '') =>
    db
      .prepare('INSERT INTO docs_feedback (page, helpful, comment, created_at) VALUES (?, 0, ?, ?)')
      .run(page, comment, new Date(NOW - daysAgo * DAY).toISOString());
  return { dataDir, db, add, chat, feedback };
}

const retention = { submissionDays: 730, applicationDays: 365, chatDays: 30 };

describe('purgeExpired', () => {
  it('removes rows and files past their period and keeps the rest', () => {
    const { dataDir, db, add, chat, feedback } = setup();
    feedback('add-vendor', 31);
    feedback('add-vendor', 29);
    const oldContact = add('contact', 'old@example.com', 731);
    const keptContact = add('contact', 'new@example.com', 700);
    const oldApplication = add('application', 'old@example.com', 366, true);
    const keptApplication = add('application', 'new@example.com', 300, true);
    chat('stale', 40);
    chat('stale', 31);
    chat('active', 60);
    chat('active', 2);
    const removed = purgeExpired(db, dataDir, retention, NOW);
    expect(removed.submissions.map((s) => s.id)).toEqual([oldContact, oldApplication]);
    expect(removed.files).toEqual(['application-old@example.com-366.pdf']);
    expect(removed.chatSessions).toBe(1);
    expect(removed.chatMessages).toBe(2);
    expect(removed.docsFeedback).toBe(1);
    expect(db.prepare('SELECT COUNT(*) AS n FROM docs_feedback').get()).toEqual({ n: 1 });
    expect(listSubmissions(db).map((s) => s.id)).toEqual([keptContact, keptApplication]);
    expect(readdirSync(uploadsDir(dataDir))).toEqual(['application-new@example.com-300.pdf']);
    const sessions = db.prepare('SELECT DISTINCT session_id AS id FROM chat_messages').all();
    expect(sessions).toEqual([{ id: 'active' }]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 2 });
    // Nothing left to do a second time.
    expect(describeRemoved(purgeExpired(db, dataDir, retention, NOW))).toEqual([
      'nothing to remove',
    ]);
  });
});

describe('eraseByEmail', () => {
  it("removes one person's submissions, files and chats, and nobody else's", () => {
    const { dataDir, db, add, chat, feedback } = setup();
    feedback('add-vendor', 1, 'Unclear. Write to ada@example.com');
    feedback('add-vendor', 1, 'Unclear.');
    add('contact', 'Ada@Example.com', 1);
    add('application', 'ada@example.com', 2, true);
    const other = add('application', 'grace@example.com', 2, true);
    chat('ada-chat', 1, 'my email is ada@example.com, call me');
    chat('grace-chat', 1, 'grace@example.com here');
    const removed = eraseByEmail(db, dataDir, ' ADA@example.com ');
    expect(removed.submissions.map((s) => s.form)).toEqual(['contact', 'application']);
    expect(removed.files).toEqual(['application-ada@example.com-2.pdf']);
    expect(removed.chatSessions).toBe(1);
    expect(listSubmissions(db).map((s) => s.id)).toEqual([other]);
    expect(readdirSync(uploadsDir(dataDir))).toEqual(['application-grace@example.com-2.pdf']);
    expect(describeRemoved(removed)).toEqual([
      expect.stringMatching(/^removed submission #1 \(contact, /),
      expect.stringMatching(/^removed submission #2 \(application, /),
      'removed file uploads/application-ada@example.com-2.pdf',
      'removed 1 chat conversation(s), 1 message(s)',
      'removed 1 docs page feedback answer(s)',
    ]);
    expect(db.prepare('SELECT comment FROM docs_feedback').all()).toEqual([
      { comment: 'Unclear.' },
    ]);
  });
});

describe('schedulePurge', () => {
  it('runs at once, logs what it removed, and survives a failing run', () => {
    const logs: string[] = [];
    let calls = 0;
    const schedule = schedulePurge(
      () => {
        calls++;
        throw new Error('SQLITE_BUSY');
      },
      (line) => logs.push(line),
    );
    schedule.stop();
    expect(calls).toBe(1);
    expect(logs).toEqual(['retention: purge failed (SQLITE_BUSY); will try again']);
  });
});

describe('file modes', () => {
  it('keep the data folder 0700 and what is in it 0600', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'modes-'));
    const db = openDatabase(dataDir);
    createSubmissionStore(db).saveNow({ form: 'contact', data: { email: 'a@b.co' } });
    const bytes = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
    writeUpload(uploadsDir(dataDir), 'resume', {
      ok: true,
      bytes,
      type: { ext: 'pdf', mime: 'application/pdf' },
      originalName: 'cv.pdf',
    });
    const mode = (file: string) => statSync(file).mode & 0o777;
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(uploadsDir(dataDir))).toBe(0o700);
    for (const name of ['vendorhub.db', 'vendorhub.db-wal', 'vendorhub.db-shm']) {
      const file = path.join(dataDir, name);
      expect(existsSync(file), name).toBe(true);
      expect(mode(file), name).toBe(0o600);
    }
    for (const name of readdirSync(uploadsDir(dataDir))) {
      expect(mode(path.join(uploadsDir(dataDir), name))).toBe(0o600);
    }
    // A folder made by an older version with looser modes is tightened on open.
    db.close();
    const loose = path.join(dataDir, 'uploads', 'old.pdf');
    writeFileSync(loose, 'x', { mode: 0o644 });
    chmodSync(dataDir, 0o755);
    chmodSync(uploadsDir(dataDir), 0o755);
    openDatabase(dataDir).close();
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(uploadsDir(dataDir))).toBe(0o700);
    expect(mode(loose)).toBe(0o600);
  });
});
