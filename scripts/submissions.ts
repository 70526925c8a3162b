/**
 * `npm run submissions`: what the embedded server has stored under DATA_DIR,
 * and the operator's handles on the delivery outbox.
 *   npm run submissions                          every submission, labelled from its form, oldest first
 *   npm run submissions -- --json                a JSON array of {id, form, createdAt, data, uploads, delivery}
 *   npm run submissions -- --form quote          only one form
 *   npm run submissions -- --redeliver 42        queue submission 42's delivery again (dead or pending)
 *   npm run submissions -- --redeliver-dead      queue every dead delivery again
 *   npm run submissions -- --purge-expired       delete what is past its retention period now
 *                                                (the server also does this at startup and daily)
 *   npm run submissions -- --erase ada@example.com
 *                                                delete one person's submissions, CV files, chats
 *                                                (with their votes) and docs page comments
 * Safe while the server runs: it picks queued deliveries up within a second.
 * Visitor text is printed with control characters escaped.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isEmail } from '#app/forms/validation.server.ts';
import { ConfigError, readConfig, type ServerConfig } from '#server/config.ts';
import { openDatabase } from '#server/storage/db.ts';
import { describeRemoved, eraseByEmail, purgeExpired } from '#server/storage/retention.ts';
import { createOutboxStore } from '#server/storage/outbox.ts';
import { listSubmissions } from '#server/storage/submissions.ts';
import { escapeForTerminal, formatSubmission } from './lib/submission-report.ts';

function usage(problem: string): never {
  console.error(
    `${problem}\nSee the comment at the top of scripts/submissions.ts for the options.`,
  );
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      json: { type: 'boolean' },
      form: { type: 'string' },
      redeliver: { type: 'string' },
      'redeliver-dead': { type: 'boolean' },
      'purge-expired': { type: 'boolean' },
      erase: { type: 'string' },
    },
    strict: true,
  });
} catch (error) {
  usage((error as Error).message);
}
const options = parsed.values;
const root = path.resolve(import.meta.dirname, '..');
let config: ServerConfig;
try {
  config = readConfig(process.env, root);
} catch (error) {
  if (error instanceof ConfigError) usage(`Configuration error: ${error.message}`);
  throw error;
}
const { dataDir } = config;
const changes =
  options.redeliver !== undefined ||
  options['redeliver-dead'] ||
  options['purge-expired'] ||
  options.erase !== undefined;

if (!existsSync(path.join(dataDir, 'vendorhub.db'))) {
  if (changes) usage(`No database in ${dataDir}.`);
  if (options.json) console.log('[]');
  else console.log(`No submissions yet (no database in ${dataDir}).`);
  process.exit(0);
}

const db = openDatabase(dataDir);
try {
  if (options.redeliver !== undefined) {
    const id = Number(options.redeliver);
    if (!Number.isInteger(id) || id <= 0)
      usage(`--redeliver takes a submission id, not "${options.redeliver}".`);
    const queued = createOutboxStore(db).redeliver(id);
    console.log(
      queued
        ? `Submission #${id} is queued for delivery again.`
        : `Submission #${id} has no delivery to repeat (it does not exist, was delivered, or has no FORWARD_*_URL).`,
    );
    process.exitCode = queued ? 0 : 1;
  } else if (options.erase !== undefined) {
    if (!isEmail(options.erase.trim()))
      usage(`--erase takes an email address, not "${escapeForTerminal(options.erase)}".`);
    const removed = eraseByEmail(db, dataDir, options.erase);
    console.log(describeRemoved(removed).map(escapeForTerminal).join('\n'));
  } else if (options['purge-expired']) {
    const removed = purgeExpired(db, dataDir, config.retention);
    console.log(describeRemoved(removed).join('\n'));
  } else if (options['redeliver-dead']) {
    const count = createOutboxStore(db).redeliverDead();
    console.log(`${count} dead deliver${count === 1 ? 'y is' : 'ies are'} queued again.`);
  } else {
    const submissions = listSubmissions(db, { form: options.form });
    if (options.json) {
      console.log(JSON.stringify(submissions, null, 2));
    } else if (submissions.length === 0) {
      console.log('No submissions yet.');
    } else {
      console.log(submissions.map(formatSubmission).join('\n\n'));
      const counts = createOutboxStore(db).counts();
      const deliveries = (['pending', 'delivered', 'dead'] as const)
        .filter((state) => counts[state])
        .map((state) => `${counts[state]} ${state}`)
        .join(', ');
      console.log(
        `\n${submissions.length} submission(s) in ${dataDir}${deliveries ? `; deliveries: ${deliveries}` : ''}`,
      );
    }
  }
} finally {
  db.close();
}
