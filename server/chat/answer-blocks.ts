/**
 * A documentation section's lists, tables and code as the chat shows them. The bot leads with the
 * sentences that answer; when they introduce a list, a table or a code block ("Look at the pattern
 * before you fix anything:") or start quoting a list's items, the reply carries that block whole,
 * in the Markdown the widget renders (numbered and bullet lists), not stopping at the colon or
 * after step 1. A table becomes a short list, a row an item: the 384 px widget renders no tables.
 */
import { inlineText, type Block } from '#app/lib/docs/ast.ts';

export type AnswerBlock =
  | { kind: 'p'; text: string }
  /** A subsection's heading ("Fix the credentials"), which names the steps under it. */
  | { kind: 'h'; text: string }
  | { kind: 'ol' | 'ul'; items: string[] }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'code'; lines: string[] }
  /** A calculator on the page: nothing the chat can show, so the sentence before it goes. */
  | { kind: 'calculator' };

/** Bullets and rows past these are left to the link: a reply stays a few lines long. */
const MAX_ITEMS = 10;
const MAX_ROWS = 8;

/** A list item's text; a list inside it ("Choose how to publish:" then the choices) joins it. */
const itemText = (item: Block[]): string =>
  answerBlocks(item)
    .map((b) => (b.kind === 'p' ? b.text : 'items' in b ? b.items.join('; ') : ''))
    .filter(Boolean)
    .join(' ')
    // A sub-item that ends its sentence needs no semicolon after it.
    .replace(/([.!?]); /g, '$1 ');

/** The blocks of a section as the chat shows them; headings and rules are left out. */
export const answerBlocks = (blocks: Block[]): AnswerBlock[] =>
  blocks.flatMap((block): AnswerBlock | [] => {
    switch (block.t) {
      case 'p':
      case 'h':
        return { kind: block.t, text: inlineText(block.c) };
      case 'ol':
      case 'ul':
        return { kind: block.t, items: block.items.map(itemText).filter(Boolean) };
      case 'table':
        return {
          kind: 'table',
          head: block.head.map(inlineText),
          rows: block.rows.map((row) => row.map(inlineText)),
        };
      case 'code':
        return { kind: 'code', lines: block.v.split('\n').filter((l) => l.trim()) };
      case 'calculator':
        return { kind: 'calculator' };
      default:
        return [];
    }
  });

// A sentence ends at . ! or ? followed by a space and a capital or digit, so '$82.50' stays whole.
export const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"(])/;
const SENTENCE = /(?<=[.!?:])\s+/;
const lastSentence = (text: string) => text.trim().split(SENTENCE).pop() ?? '';
/** A definition question and its term: "what's MAP?", "what does MAP mean?", "what is X for?". */
export const DEFINED =
  /^(?:(?:and|so|ok|okay|also|then),? )*(?:what(?:'s| is| are)|whats|define|meaning of|what does(?= .+ (?:mean|do)\??$)) (?:an? |the )?([\w' -]+?)(?: mean| do| used for| for)?\??$/i;

const EXAMPLE = /^\s*(?:for )?example:/i;
/** "What", "which" or "how many" before the kind of thing a table's first column holds. */
const ASKS_WHICH = String.raw`\b(?:what|which|how many)\W+(?:of (?:its|the|your) )?`;

/** A list, a table or code as chat Markdown. */
export function renderBlock(block: AnswerBlock, rows = MAX_ROWS): string {
  switch (block.kind) {
    case 'ol':
      // Steps are never cut: a how-to without its last step does not work.
      return block.items.map((item, i) => `${i + 1}. ${item}`).join('\n');
    case 'ul':
      return `- ${block.items.slice(0, MAX_ITEMS).join('\n- ')}`;
    case 'table':
      // "Cause: fix" reads better than a grid: the first cell names the row. Past two columns,
      // each other cell is named by its column ("Who sets it up: You").
      return block.rows
        .slice(0, rows)
        .map(([first, ...rest]) => {
          const cells = rest.map((cell, j) =>
            cell && block.head.length > 2 ? `${block.head[j + 1]}: ${cell}` : cell,
          );
          return `- **${first}**: ${cells.filter(Boolean).join('; ')}`;
        })
        .join('\n');
    case 'code':
      // Numbered steps in a code block ("1. price = cost × …") stay steps.
      return block.lines
        .slice(0, MAX_ITEMS)
        .map((line) => line.trim())
        .map((line) =>
          /^\d+\.\s/.test(line) ? line.replace(/^(\d+\.)\s+(.*)$/, '$1 `$2`') : `- \`${line}\``,
        )
        .join('\n');
    default:
      return '';
  }
}

/**
 * The lead with the block it introduces, starts quoting or runs on past, whole; a lead that ends on
 * the sentence before a calculator loses that sentence. Unchanged when it touches no block.
 */
export function completeLead(whole: string, blocks: AnswerBlock[] = []): string {
  // A lead that runs on under a subsection's heading shows it: the sentences under it ("Maps the
  // vendor to your store:") need the heading they stand under.
  const opens = (b?: AnswerBlock) => (b?.kind === 'ol' ? b.items[0] : prose(b));
  const [sub] = blocks.flatMap((b, i) => {
    const h = blocks[i - 1];
    if (h?.kind !== 'h' || !opens(b)) return [];
    const found = whole.indexOf(opens(b)!.split(SENTENCE)[0]!);
    return found > 0 ? [{ found, heading: h.text }] : [];
  });
  const above = sub ? whole.slice(0, sub.found).trim() : whole;
  // A lead that has quoted a list, and so skips the block its last sentence introduces ("The
  // columns:"), stops before that sentence.
  const listed = blocks.some(
    (b) => 'items' in b && b.items.some((item) => above.includes(item.slice(0, 40))),
  );
  const lead = !sub
    ? whole
    : above.endsWith(':') && listed
      ? above.replace(/[^.!?]*:$/, '').trim()
      : `${above}\n\n**${sub.heading}**\n${whole.slice(sub.found)}`;
  for (const [i, block] of blocks.entries()) {
    const [intro, after] = [prose(blocks[i - 1]), prose(blocks[i + 1])];
    const spans = !!after && lead.includes(after.split(SENTENCE)[0]!);
    // "Example: cost 50.00, …" introduces the worked steps after it, as a colon at its end does.
    const announces = !!intro && (/:$/.test(intro.trim()) || EXAMPLE.test(intro));
    const introSentence = announces || spans ? lastSentence(intro) : '';
    const introAt = introSentence ? lead.indexOf(introSentence) : -1;
    const beforeIntro = introAt >= 0 ? lead.slice(0, introAt).trim() : '';
    if (block.kind === 'calculator' && beforeIntro) return beforeIntro;
    if (block.kind === 'p' || block.kind === 'h' || block.kind === 'calculator') continue;
    // A section with no prose is quoted from its table's text, which starts with the head.
    const firstItem = (
      block.kind === 'table' ? block.head.join(' ') : block.kind === 'code' ? '' : block.items[0]
    )?.slice(0, 40);
    // A lead from a later step to the list's end ("VendorHub routes it to the vendor…") quotes the
    // steps whole; from a later bullet, the bullets it quotes, each whole.
    const later =
      (block.kind === 'ol' || block.kind === 'ul') &&
      block.items.slice(1).some((item) => lead.startsWith(item.slice(0, 40))) &&
      (spans || block.items.join(' ').includes(lead.slice(-40)));
    // A lead that runs on past the block keeps what it quotes after it.
    const runsOn = spans ? lead.slice(lead.indexOf(after.split(SENTENCE)[0]!)) : '';
    // …unless it introduces another block ("Look at the pattern:"), which follows on its own.
    const rest = runsOn && !runsOn.trim().endsWith(':') ? `\n\n${runsOn}` : '';
    if (later && block.kind === 'ul') {
      const quoted = block.items.filter((item) => lead.includes(item.slice(0, 40)));
      return (quoted.length > 1 ? renderBlock({ ...block, items: quoted }) : quoted[0]!) + rest;
    }
    const at = later ? 0 : firstItem ? lead.indexOf(firstItem) : -1;
    // Steps quoted whole from a later one keep the paragraph that introduces them ("Example: …").
    const opening = later && announces ? intro : lead.slice(0, at).trim();
    if (at >= 0) return `${opening}\n${renderBlock(block)}`.trim() + rest;
    if (introAt >= 0)
      return `${lead.slice(0, introAt + introSentence.length).trim()}\n${renderBlock(block)}${rest}`;
  }
  // "Select these scopes when you create the app": "these", said before the section's first list
  // or table, points at it, which the lead then needs whole.
  const at = blocks.findIndex((b) => b.kind !== 'p' && b.kind !== 'h' && b.kind !== 'calculator');
  const before = blocks.slice(0, at).flatMap((b) => (b.kind === 'p' ? b.text.split(SENTENCE) : []));
  const pointing =
    at > 0 && before.some((t) => /\b(?:these|the following)\b/i.test(t) && lead.includes(t));
  return pointing ? `${lead}\n${renderBlock(blocks[at]!, Infinity)}` : lead;
}

/**
 * A troubleshooting cause quoted alone leaves the visitor where they started: the numbered steps
 * that fix it follow, under their heading and the sentence that introduces them.
 */
export function withSteps(
  lead: string,
  blocks: AnswerBlock[] = [],
  all = false,
  names: (heading: string) => boolean = () => false,
): string {
  const headingOf = (at: number) =>
    blocks.slice(0, at).findLast((b): b is Extract<AnswerBlock, { kind: 'h' }> => b.kind === 'h');
  const lists = blocks.flatMap((b, at) => (b.kind === 'ol' ? [{ at, items: b.items }] : []));
  const cutOf = ({ items }: { items: string[] }) =>
    Math.min(...items.map((item) => lead.indexOf(item.split(SENTENCE)[0]!)).filter((i) => i >= 0));
  // Of a section's lists of steps, the one the lead quotes, the one under the heading the question
  // names ("how do I upload the file?": "Upload it"), else the first.
  const steps =
    lists.find((list) => cutOf(list) < Infinity) ??
    lists.find(({ at }) => names(headingOf(at)?.text ?? '')) ??
    lists[0];
  // A lead that opens under a subsection's heading with no steps gets none from another heading.
  const shown = /^\*\*(.+)\*\*\n/.exec(lead)?.[1];
  if (!steps || /^\d+\. /m.test(lead) || (shown && headingOf(steps.at)?.text !== shown))
    return lead;
  // A lead that already quotes a step is the detail the question asked for, unless it asks how to
  // do the whole task: then the steps come whole, from where the lead starts quoting them.
  const cut = cutOf(steps);
  if (cut < Infinity && !all) return lead;
  const [heading, intro] = [headingOf(steps.at), blocks[steps.at - 1]];
  const lines = [
    heading && `**${heading.text}**`,
    intro?.kind === 'p' && intro.text.trim().endsWith(':') && intro.text,
    renderBlock({ kind: 'ol', items: steps.items }),
  ];
  // What the lead says after the steps it quotes ("Look at the pattern:" and its table) follows them.
  const ends = steps.items
    .flatMap((item) => item.split(SENTENCE))
    .filter((t) => lead.includes(t))
    .map((t) => lead.indexOf(t) + t.length);
  const after = cut < Infinity ? lead.slice(Math.max(cut, ...ends)).trim() : '';
  const parts = [lead.slice(0, cut).trim(), lines.filter(Boolean).join('\n'), after];
  return parts.filter(Boolean).join('\n\n');
}

/**
 * The subsection a question names by every word of its heading ("what do the sync statistics
 * show?"), a follow-up with help from the previous question (`context`: "what should I set it to?"
 * after "what's Quantity Delta?"), when no other subsection holds more of the question's words: its
 * heading, its text and its first list, and the sentence after that, as the chat shows them.
 */
export function namedSubsection(
  blocks: AnswerBlock[] = [],
  asked: string[],
  read: Read,
  context: string[] = [],
) {
  const starts = blocks.flatMap((b, i) => (b.kind === 'h' ? [i] : []));
  const parts = starts.map((at, j) => blocks.slice(at, starts[j + 1]));
  const shared = parts
    .map((part) => new Set(read(part.map(shown).join(' '))))
    .map((held) => asked.filter((t) => held.has(t)).length);
  const headed = (part: AnswerBlock[]) => {
    const heading = part[0]?.kind === 'h' ? read(part[0].text) : [];
    const named = heading.filter((t) => asked.includes(t));
    const told = (t: string) => named.includes(t) || context.includes(t);
    return heading.length >= 2 && named.length > 0 && heading.every(told) && part.length >= 2;
  };
  const best = parts.find((part, i) => headed(part) && shared[i] === Math.max(...shared));
  if (!best) return;
  const list = best.findIndex((b) => b.kind !== 'p' && b.kind !== 'h');
  const [head, ...rest] = best.slice(0, list < 0 ? undefined : list + 2).map(shown);
  return [`**${head}**`, ...rest].join('\n');
}

/**
 * The one row of a table that a question names next to the table's first column ("the image_url
 * column", "`map`, `msrp`" by either name), when the sentences `said` do not name it: that row, its
 * cells named by their columns. A question for the kind of thing the first column holds ("what
 * columns does the file need?", "which of its columns…") asks for its rows: the table, after the
 * sentence that introduces it (a table with none, such as a plan's limits, is left to the lead).
 */
export function namedRow({ blocks = [], title }: Titled, asked: string, said: string, read: Read) {
  const text = ` ${read(asked).join(' ')} `;
  const names = ([first = '']: string[]) => first.split(', ').map((name) => read(name).join(' '));
  for (const [at, table] of blocks.entries()) {
    if (table.kind !== 'table') continue;
    const head = read(table.head[0] ?? '');
    const beside = (name: string, columns = head) =>
      columns.some((c) => text.includes(` ${name} ${c} `) || text.includes(` ${c} ${name} `));
    // A code names its row: a number of three characters or more beside any column's name ("a 429
    // error") or a word of the passage's title ("a 401 from your API") in a row of words (a row of
    // numbers is an example), or an identifier said anywhere ("rate_limited", "read_all_orders").
    const heads = read(`${table.head.join(' ')} ${title}`);
    const code = ([first = '', ...cells]: string[]) =>
      (/^(?=.*\d)\w{3,}$/.test(first) && cells.some((c) => / /.test(c)) && beside(first, heads)) ||
      [first, ...cells]
        .flatMap((cell) => cell.split(', '))
        .some((id) => id.includes('_') && text.includes(` ${read(id)[0]} `));
    const coded = table.rows.filter(code);
    // A code asks for its row even from a table quoted whole, which names every row.
    const [rows, sentences] = coded.length
      ? [coded, said.replace(renderBlock(table), '')]
      : [table.rows.filter((r) => names(r).some((n) => n && !/\d/.test(n) && beside(n))), said];
    const words = rows.length === 1 ? names(rows[0]!).join(' ').split(' ') : [];
    if (words.length && !read(sentences).some((t) => words.includes(t)))
      return renderBlock({ ...table, rows }).slice(2);
    const kind = table.head[0]!.toLowerCase().replace(/\W+/g, '\\W+');
    const asks = new RegExp(`${ASKS_WHICH}${kind}s?\\b`, 'i');
    const intro = lastSentence(prose(blocks[at - 1]));
    const list = renderBlock(table);
    if (!rows.length && /:$/.test(intro) && asks.test(asked) && !said.includes(list))
      return `${intro}\n${list}`;
  }
}

type Read = (text: string) => string[];
type Titled = { blocks?: AnswerBlock[]; title: string };
const prose = (b?: AnswerBlock) => (b?.kind === 'p' ? b.text : '');
const shown = (b: AnswerBlock) => (b.kind === 'p' || b.kind === 'h' ? b.text : renderBlock(b));

/**
 * What a definition question ("what's MAP?") asks, in a passage's words: a table's row that names
 * the term in words (a row with numbers is a worked example), else the sentence or list item that
 * starts by saying what the term is ("MAP (minimum advertised price) is…") and up to two more.
 */
export function definitionFor(question: string, passage: { text: string; blocks?: AnswerBlock[] }) {
  const term = DEFINED.exec(question.trim())?.[1]?.toLowerCase();
  if (!term) return;
  // "Search & Push lets you…" defines "search and push" and "search push" too.
  const named = `(?:an? |the )?${term.replace(/ and /g, ' ').replace(/ /g, '\\W+(?:and\\W+)?')}`;
  // "What is the vendor tag?", "what does it do?": "The vendor tag tells VendorHub…" says it.
  const says = new RegExp(`^${named}(?: \\([^)]*\\))? (?:is|are|[a-z]+s)\\b`, 'i');
  for (const table of (passage.blocks ?? []).filter((b) => b.kind === 'table')) {
    const row = table.rows.find(
      ([name, ...cells]) => name?.toLowerCase() === term && !/\d/.test(cells.join()),
    );
    if (row) return renderBlock({ ...table, rows: [row] }).slice(2);
  }
  for (const sentences of passage.text.split('\n').map((line) => line.split(SENTENCE_END))) {
    const at = sentences.findIndex((s) => says.test(s));
    if (at >= 0) return sentences.slice(at, at + 3).join(' ');
  }
}
