/**
 * The help bot's question sets, kept as data: one JSONL file a set, one question a line, each line
 * checked against {@link botQuestionSchema}. A set is named after its file, so adding a batch is
 * adding a file.
 *
 * The tuning sets live in `server/chat/corpus/`: the bot learns their wordings (training.ts) and
 * `npm run bench:bot` scores them. The held-out sets live under `tests/bot/held-out/`, where no
 * server module may import from (an eslint rule); the same reader loads them for bench and tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const botQuestionSchema = z
  .object({
    /** The visitor's message. */
    question: z.string().trim().min(1),
    /** The visitor's previous message in the same session, for follow-ups ('and on Premium?'). */
    previous: z.string().trim().min(1).optional(),
    /**
     * The sources that should answer first, best first: 'faq:id', 'doc:slug' (any section),
     * 'doc:slug#section' (exactly), 'plan:plus#stores', 'vendor:unknown', 'fallback'…
     */
    expected: z.array(z.string().min(1)).min(1),
    /**
     * `false` for a question that mixes a topic the site answers with one it does not ("…and do you
     * have a discount for nonprofits?"): it is scored, but not learned as a wording of its passage,
     * which would teach that passage the words of the other topic.
     */
    wording: z.literal(false).optional(),
    /** Why the expected sources are what they are, where that is not plain. */
    note: z.string().optional(),
  })
  .strict();

export type BotQuestion = z.infer<typeof botQuestionSchema>;

/** `sets.json` beside a folder's sets: what is not the same for all of them. */
const folderSchema = z
  .object({
    /**
     * Name prefixes in the order their sets come ('tuning-' before 'seen-held-out-'): the order the
     * bot indexes their wordings in. Sets no prefix names come last.
     */
    order: z.array(z.string().min(1)).default([]),
    /** Each set's note and target, which only the bench reads (tests/bot/sets.ts). */
    sets: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

/** Reads one JSONL set; a bad line fails with its file and line number. */
export const readQuestionSet = (file: string): BotQuestion[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      if (!line.trim()) return [];
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new Error(`${file}:${i + 1}: not JSON`);
      }
      const parsed = botQuestionSchema.safeParse(value);
      if (!parsed.success)
        throw new Error(`${file}:${i + 1}: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`);
      return [parsed.data];
    });

/**
 * Every `*.jsonl` set in a folder, in the order of its `sets.json` prefixes and then in natural
 * order of their names ('tuning-9' before 'tuning-10').
 */
export function readQuestionSets(dir: string): { name: string; questions: BotQuestion[] }[] {
  const metaFile = path.join(dir, 'sets.json');
  const meta: unknown = existsSync(metaFile) ? JSON.parse(readFileSync(metaFile, 'utf8')) : {};
  const { order } = folderSchema.parse(meta);
  const rank = (name: string) => {
    const i = order.findIndex((prefix) => name.startsWith(prefix));
    return i < 0 ? order.length : i;
  };
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .map((file) => file.slice(0, -'.jsonl'.length))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => ({ name, questions: readQuestionSet(path.join(dir, `${name}.jsonl`)) }));
}
