/** `npm run insights` as the content team runs it, against a seeded data folder. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { HANDOFF_HEADING } from '../../app/lib/chat/handoff';
import { createChatSessionStore } from '../../server/storage/chat-sessions';
import { openDatabase } from '../../server/storage/db';
import { createDocsFeedbackStore } from '../../server/storage/docs-feedback';
import { createSubmissionStore } from '../../server/storage/submissions';
import { root } from './server-process';

const cli = (dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/insights.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });

it('groups what visitors could not get answered, most frequent first', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'insights-'));
  const db = openDatabase(dataDir);
  const chat = createChatSessionStore(db);
  chat.saveExchange('session-aaaa1', 'Do you sync Etsy?', 'Not sure.', { unsure: true });
  chat.saveExchange('session-aaaa2', 'do you sync etsy?', 'Not sure.', { unsure: true });
  chat.saveExchange('session-aaaa3', 'MAP for bundles? ada@example.com', 'Maybe...', {
    unsure: true,
    source: 'doc:pricing-rules',
  });
  const down = chat.saveExchange('session-aaaa4', 'How fast is sync?', 'Hourly.', {
    source: 'faq:sync-frequency',
  });
  chat.vote('session-aaaa4', down, 'down');
  chat.saveExchange('session-aaaa5', 'Answered well', 'Yes.', { source: 'faq:x' });
  const old = chat.saveExchange('session-old01', 'Old unsure \u001b[2J', 'No idea.', {
    unsure: true,
  });
  db.prepare('UPDATE chat_messages SET created_at = ? WHERE id IN (?, ?)').run(
    '2020-01-01T00:00:00.000Z',
    old,
    old - 1,
  );
  const feedback = createDocsFeedbackStore(db);
  feedback.add({ page: 'add-vendor', helpful: false, comment: 'Step 3 \u001b]0;x\u0007 unclear' });
  feedback.add({ page: 'add-vendor', helpful: false, comment: '' });
  feedback.add({ page: 'pricing-rules', helpful: true, comment: 'Great' });
  const submissions = createSubmissionStore(db);
  const contact = (subject: string, message: string) =>
    submissions.saveNow({
      form: 'contact',
      data: { name: 'Ada', email: 'ada@example.com', subject, message },
    });
  contact('support', `${HANDOFF_HEADING}\n\nVisitor: help`);
  contact('support', `${HANDOFF_HEADING}\n\nVisitor: help again`);
  contact('sales', `${HANDOFF_HEADING}\n\nVisitor: a demo`);
  contact('sales', 'Written on /contact, not a hand-off');
  db.close();

  const text = cli(dataDir);
  expect(text.status).toBe(0);
  expect(text.stdout).not.toContain('\u001b');
  expect(text.stdout).not.toContain('\u0007');
  expect(text.stdout).not.toContain('ada@example.com');
  expect(text.stdout).not.toContain('Ada');
  expect(text.stdout).toContain(
    '  2  (fallback)\n       2x Do you sync Etsy?\n  1  doc:pricing-rules\n       1x MAP for bundles? [email]',
  );
  expect(text.stdout).toContain('  1  faq:sync-frequency\n       1x How fast is sync?');
  expect(text.stdout).toContain('Hand-offs to a person, by subject:\n  2  support\n  1  sales\n');
  expect(text.stdout).toContain('  2  add-vendor\n       1x Step 3');
  expect(text.stdout).not.toContain('pricing-rules\n       1x Great');

  const json = cli(dataDir, '--json', '--since', '9999d');
  expect(json.status).toBe(0);
  const report = JSON.parse(json.stdout) as { unsure: { key: string; count: number }[] };
  expect(report.unsure.map((g) => [g.key, g.count])).toEqual([
    ['(fallback)', 3],
    ['doc:pricing-rules', 1],
  ]);
  expect(cli(dataDir, '--since', 'soon').status).toBe(2);
});
