import { describe, expect, it } from 'vitest';
import { loadKnowledge } from '#server/chat/knowledge.ts';
import { readGolden } from './golden';
import { useBot } from './use-bot';

/** Every reply to every question set, as the golden file holds them (golden.test.ts keeps it current). */
const replies = readGolden().map((line) => JSON.parse(line) as { question: string; reply: string });
const body = (reply: string) => reply.split('\n\nRead more:')[0]!;

/** A line that ends at a colon with no list after it: the reply stopped where its answer starts. */
const endsAtColon = (reply: string) => {
  const lines = reply.split('\n');
  return lines.some((line, i) => /:\s*$/.test(line) && !/^(?:\d+\.|-) /.test(lines[i + 1] ?? ''));
};

/** A numbered list that skips or repeats a number, or runs into the sentence before it. */
const breaksNumbering = (reply: string) => {
  let expected = 1;
  for (const line of reply.split('\n')) {
    const number = /^(\d+)\. /.exec(line)?.[1];
    if (!number) expected = 1;
    else if (Number(number) !== expected++) return true;
  }
  // "…this may help: 1. Open…" runs a list into the sentence before it.
  return /[a-z:] 1\. [A-Z]/.test(reply);
};

describe('every reply of the help bot', () => {
  it('never ends a line at a colon unless a list follows it', () => {
    const cut = replies.filter(({ reply }) => endsAtColon(reply));
    expect(cut.map((r) => r.question).slice(0, 5)).toEqual([]);
  });

  it('numbers a list from 1 without a gap, each step on a line of its own', () => {
    const broken = replies.filter(({ reply }) => breaksNumbering(reply));
    expect(broken.map((r) => r.question).slice(0, 5)).toEqual([]);
  });

  it("never quotes a page's own wording about itself", () => {
    const pageWords = replies.filter(({ reply }) =>
      /\bthis (?:page|guide|article)\b/i.test(body(reply)),
    );
    expect(pageWords.map((r) => r.question).slice(0, 5)).toEqual([]);
  });

  it('labels every link with where it goes', () => {
    // A label that names a form or page points to that form or page.
    const goesTo: [RegExp, RegExp][] = [
      [/vendor request/i, /^\/vendor-integrations/],
      [/custom integration/i, /^\/custom-integrations/],
      [/^contact/i, /^\/contact/],
      [/^pricing$/i, /^\/pricing/],
      [/^faq$/i, /^\/faq/],
    ];
    const wrong = replies.flatMap(({ reply }) =>
      [...reply.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)]
        .filter(([, label, url]) =>
          goesTo.some(([names, where]) => names.test(label!) && !where.test(url!)),
        )
        .map(([link]) => link),
    );
    expect([...new Set(wrong)]).toEqual([]);
  });

  it('never gives two links to one place, or two that read the same, in its Read more line', () => {
    const twice = replies.filter(({ reply }) => {
      const line = reply.split('\n').find((l) => l.startsWith('Read more:')) ?? '';
      const links = [...line.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)];
      const labels = new Set(links.map(([, label]) => label!.toLowerCase()));
      return (
        new Set(links.map(([, , url]) => url)).size < links.length || labels.size < links.length
      );
    });
    expect(twice.map((r) => r.question).slice(0, 5)).toEqual([]);
  });
});

describe('the reply to a question about any heading of the knowledge', () => {
  const answer = useBot();
  // Questions no set holds: what each section is, how to do it, and about it, by its heading.
  const headings = new Set(
    loadKnowledge().passages.map((p) =>
      p.title
        .replace(/^[^:]*:\s*/, '')
        .replace(/^(?:(?:step|check|option) \d+|\d+\.)\s*:?\s*/i, '')
        .toLowerCase(),
    ),
  );
  const questions = [...headings]
    .filter((heading) => heading && heading.length < 60)
    .flatMap((h) => [`what is ${h}`, `how do I ${h}`, `tell me about ${h}`]);

  it('never stops at a colon or breaks a numbered list', () => {
    const cut = questions.filter((question) => {
      const { reply } = answer(question);
      return endsAtColon(reply) || breaksNumbering(reply);
    });
    expect(cut.slice(0, 5)).toEqual([]);
  });
});
