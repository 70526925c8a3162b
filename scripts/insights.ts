/**
 * `npm run insights`: what visitors could not get answered, for the content
 * team (issue #33).
 *   npm run insights                   the last 30 days
 *   npm run insights -- --since 7d     another period, in days
 *   npm run insights -- --json         the same report as JSON, for export
 * Questions the bot answered unsure or with its fallback and replies voted
 * down, grouped by the passage they came from; hand-offs to a person by
 * subject; docs pages answered "not helpful" with their comments. Counted,
 * most frequent first; visitor text escaped and addresses masked.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { HANDOFF_HEADING } from '#app/lib/chat/handoff.ts';
import { ConfigError, readConfig } from '#server/config.ts';
import { openDatabase } from '#server/storage/db.ts';
import { readInsightRows } from '#server/storage/insights.ts';
import { buildInsights, formatInsights, sinceDate } from './lib/insights.ts';

function usage(problem: string): never {
  console.error(`${problem}\nSee the comment at the top of scripts/insights.ts for the options.`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: { json: { type: 'boolean' }, since: { type: 'string', default: '30d' } },
    strict: true,
  }));
} catch (error) {
  usage((error as Error).message);
}
const since = sinceDate(values.since);
if (!since) usage(`--since takes a number of days such as 30d, not "${values.since}".`);
let dataDir: string;
try {
  ({ dataDir } = readConfig(process.env, path.resolve(import.meta.dirname, '..')));
} catch (error) {
  if (error instanceof ConfigError) usage(`Configuration error: ${error.message}`);
  throw error;
}
if (!existsSync(path.join(dataDir, 'vendorhub.db'))) usage(`No database in ${dataDir}.`);

// Opened as the server opens it, so an older database gets the tables this reads.
const db = openDatabase(dataDir);
try {
  const report = buildInsights(readInsightRows(db, since, HANDOFF_HEADING), since);
  console.log(values.json ? JSON.stringify(report, null, 2) : formatInsights(report));
} finally {
  db.close();
}
