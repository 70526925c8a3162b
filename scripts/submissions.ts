/**
 * `npm run submissions`: what the embedded server has stored under DATA_DIR.
 *   npm run submissions                 a table, newest last
 *   npm run submissions -- --json       a JSON array of {id, form, createdAt, data, uploads, delivery}
 *   npm run submissions -- --form quote only one form
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../server/storage/db.ts';
import { listSubmissions } from '../server/storage/submissions.ts';
import { formatSubmission } from './lib/submission-report.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const formIndex = args.indexOf('--form');
const form = formIndex >= 0 ? args[formIndex + 1] : undefined;
const dataDir = path.resolve(import.meta.dirname, '..', process.env.DATA_DIR ?? 'data');

if (!existsSync(path.join(dataDir, 'vendorhub.db'))) {
  if (json) console.log('[]');
  else console.log(`No submissions yet (no database in ${dataDir}).`);
  process.exit(0);
}

const db = openDatabase(dataDir, { readonly: true });
const submissions = listSubmissions(db, { form });
db.close();

if (json) {
  console.log(JSON.stringify(submissions, null, 2));
} else if (submissions.length === 0) {
  console.log('No submissions yet.');
} else {
  console.log(submissions.map(formatSubmission).join('\n\n'));
  console.log(`\n${submissions.length} submission(s) in ${dataDir}`);
}
