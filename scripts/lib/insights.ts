/**
 * `npm run insights`' report, from the rows server/storage/insights.ts reads:
 * each list grouped by the passage or page it concerns, counted, most
 * frequent first. Addresses and long numbers in what visitors wrote are
 * masked: the content team needs the question, not who asked it.
 */
import type { InsightRows } from '#server/storage/insights.ts';
import { escapeForTerminal } from './submission-report.ts';

export interface Group {
  /** The passage id, page or subject; '(fallback)' when the bot had no passage. */
  key: string;
  count: number;
  /** The distinct texts in the group (questions or comments), most frequent first. */
  items: { text: string; count: number }[];
}

export interface InsightsReport {
  since: string;
  unsure: Group[];
  downVoted: Group[];
  handoffs: Group[];
  docsVotedDown: Group[];
}

const EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi;
const LONG_NUMBER = /\+?\d[\d\s().-]{6,}\d/g;

/** Hides e-mail addresses and phone-like numbers a visitor wrote. */
export function maskPersonal(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONG_NUMBER, '[number]');
}

const byCount = <T extends { count: number }>(list: T[], name: (t: T) => string) =>
  list.sort((a, b) => b.count - a.count || name(a).localeCompare(name(b)));

/** Groups (key, text) pairs: same text counted once per group, compared without case or spacing. */
export function groupBy(pairs: { key: string; text: string }[]): Group[] {
  const groups = new Map<
    string,
    { count: number; items: Map<string, { text: string; count: number }> }
  >();
  for (const { key, text } of pairs) {
    const group = groups.get(key) ?? { count: 0, items: new Map() };
    groups.set(key, group);
    group.count++;
    const clean = maskPersonal(text.trim().replace(/\s+/g, ' '));
    if (!clean) continue;
    const id = clean.toLowerCase();
    const item = group.items.get(id) ?? { text: clean, count: 0 };
    item.count++;
    group.items.set(id, item);
  }
  return byCount(
    [...groups].map(([key, group]) => ({
      key,
      count: group.count,
      items: byCount([...group.items.values()], (i) => i.text),
    })),
    (g) => g.key,
  );
}

const FALLBACK = '(fallback)';

export function buildInsights(rows: InsightRows, since: string): InsightsReport {
  return {
    since,
    unsure: groupBy(rows.unsure.map((r) => ({ key: r.source ?? FALLBACK, text: r.question }))),
    downVoted: groupBy(
      rows.downVoted.map((r) => ({ key: r.source ?? FALLBACK, text: r.question })),
    ),
    handoffs: groupBy(rows.handoffs.map((r) => ({ key: r.subject, text: '' }))),
    docsVotedDown: groupBy(rows.docsNo.map((r) => ({ key: r.page, text: r.comment }))),
  };
}

/** `30d` -> the ISO date that many days before `now`; undefined when not of that form. */
export function sinceDate(value: string, now = Date.now()): string | undefined {
  const match = /^(\d{1,4})d$/.exec(value.trim());
  if (!match) return undefined;
  return new Date(now - Number(match[1]) * 24 * 60 * 60 * 1000).toISOString();
}

const sections: [keyof Omit<InsightsReport, 'since'>, string][] = [
  ['unsure', 'Questions the bot answered unsure or with its fallback, by passage'],
  ['downVoted', 'Replies voted down, by passage'],
  ['handoffs', 'Hand-offs to a person, by subject'],
  ['docsVotedDown', 'Docs pages answered "not helpful", with comments'],
];

/** The report as the operator reads it, visitor text escaped for the terminal. */
export function formatInsights(report: InsightsReport): string {
  const lines = [`Since ${report.since}`];
  for (const [name, title] of sections) {
    lines.push('', `${title}:`);
    if (report[name].length === 0) lines.push('  (none)');
    for (const group of report[name]) {
      lines.push(`  ${group.count}  ${escapeForTerminal(group.key)}`);
      for (const item of group.items)
        lines.push(`       ${item.count}x ${escapeForTerminal(item.text)}`);
    }
  }
  return lines.join('\n');
}
