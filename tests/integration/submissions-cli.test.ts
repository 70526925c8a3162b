/** `npm run submissions` as an operator types it, against a seeded data folder. */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openDatabase, uploadsDir } from '../../server/storage/db';
import { createOutboxStore } from '../../server/storage/outbox';
import { createSubmissionStore, listSubmissions } from '../../server/storage/submissions';
import { root } from './server-process';

const cli = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

it('lists with escaped visitor text, redelivers, purges and erases', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cli-'));
  const db = openDatabase(dataDir);
  const store = createSubmissionStore(db);
  mkdirSync(uploadsDir(dataDir), { recursive: true });
  writeFileSync(path.join(uploadsDir(dataDir), 'eve.pdf'), '%PDF-1.4\n%%EOF\n');
  store.saveNow({
    form: 'application',
    data: { fullName: 'Eve \u001b[2J\u001b]0;pwned\u0007 \u202Eevil', email: 'eve@example.com' },
    uploads: [
      {
        field: 'resume',
        storedName: 'eve.pdf',
        originalName: 'cv.pdf',
        mime: 'application/pdf',
        size: 15,
      },
    ],
    forwardTo: 'https://hooks.test/apply',
  });
  const old = store.saveNow({ form: 'contact', data: { name: 'Old', email: 'old@example.com' } });
  db.prepare('UPDATE submissions SET created_at = ? WHERE id = ?').run(
    '2020-01-01T00:00:00.000Z',
    old.id,
  );
  createOutboxStore(db).markDead(1, 'HTTP 410\u001b[31m');
  db.close();

  const listing = cli(dataDir);
  expect(listing.status).toBe(0);
  expect(listing.stdout).toContain('Full name: Eve \\u{1b}[2J\\u{1b}]0;pwned\\u{7} \\u{202e}evil');
  expect(listing.stdout).toContain('dead (1 attempt, last error: HTTP 410\\u{1b}[31m)');
  expect([...listing.stdout].filter((c) => '\u001b\u0007\u202e'.includes(c))).toEqual([]);

  expect(cli(dataDir, '--redeliver', '1').stdout).toContain(
    'Submission #1 is queued for delivery again.',
  );
  expect(cli(dataDir, '--redeliver', 'abc').status).toBe(2);

  const purge = cli(dataDir, '--purge-expired');
  expect(purge.stdout).toMatch(/removed submission #2 \(contact, 2020-01-01/);

  const erase = cli(dataDir, '--erase', 'EVE@example.com');
  expect(erase.stdout).toContain('removed submission #1 (application');
  expect(erase.stdout).toContain('removed file uploads/eve.pdf');
  expect(readdirSync(uploadsDir(dataDir))).toEqual([]);
  const check = openDatabase(dataDir, { readonly: true });
  expect(listSubmissions(check)).toEqual([]);
  check.close();
  expect(cli(dataDir, '--erase', 'not an email').status).toBe(2);
  expect(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/submissions.ts', '--json'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    }).trim(),
  ).toBe('[]');
});
