/**
 * The built-in help bot: answers a visitor's question from the FAQ and the
 * documentation in a few sentences and links the most relevant pages; says
 * plainly when it does not know and offers the contact page.
 */
import { company } from '../../app/content/company.ts';
import {
  buildRetrievalIndex,
  retrieve,
  type Match,
  type Passage,
  type RetrievalIndex,
} from './retrieval.ts';

const MIN_SCORE = 3;
const MIN_COVERAGE = 0.34;
const MAX_ANSWER = 360;

export const fallbackReply = `I could not find an answer to that in our documentation or FAQ. Our team can help: [contact us](/contact) and we reply ${company.supportHoursShort}.`;

const SMALL_TALK: [RegExp, string][] = [
  [
    /^(hi|hello|hey|good (morning|afternoon|evening))\b[!.\s]*$/i,
    'Hello! Ask me anything about VendorHub: connecting your store, vendors, inventory, pricing rules, orders or plans.',
  ],
  [/^(thanks|thank you|thx|cheers)\b[!.\s]*$/i, 'You are welcome! Anything else I can help with?'],
];

/** The first sentences of a passage, up to about MAX_ANSWER characters. */
export function summarise(text: string): string {
  const flat = text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A sentence ends at . ! or ? followed by a space and a capital or digit, so '$82.50' stays whole.
  const sentences = flat.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).map((s) => `${s} `);
  let answer = '';
  for (const sentence of sentences) {
    if (answer && (answer + sentence).length > MAX_ANSWER) break;
    answer += sentence;
  }
  answer = answer.trim();
  return answer.length > MAX_ANSWER + 80
    ? `${answer.slice(0, MAX_ANSWER).replace(/\s+\S*$/, '')}…`
    : answer;
}

export interface BotAnswer {
  reply: string;
  /** Passages the reply is built from, best first (for tests and the benchmark). */
  sources: Passage[];
}

function link(passage: Passage): string {
  const label =
    passage.kind === 'doc' ? passage.sourceTitle : passage.url === '/pricing' ? 'Pricing' : 'FAQ';
  return `[${label}](${passage.url})`;
}

export function createBot(passages: Passage[]) {
  const index: RetrievalIndex = buildRetrievalIndex(passages);
  return {
    answer(question: string): BotAnswer {
      const trimmed = question.trim();
      for (const [pattern, reply] of SMALL_TALK)
        if (pattern.test(trimmed)) return { reply, sources: [] };
      const matches: Match[] = retrieve(index, trimmed, 4);
      const best = matches[0];
      if (!best || best.score < MIN_SCORE || best.coverage < MIN_COVERAGE)
        return { reply: fallbackReply, sources: [] };
      // A second link only when it points somewhere else and is nearly as good.
      const second = matches.find(
        (m) =>
          m !== best &&
          m.passage.url.split('#')[0] !== best.passage.url.split('#')[0] &&
          m.score >= best.score * 0.6,
      );
      const lines = [
        summarise(best.passage.text),
        '',
        `Read more: ${link(best.passage)}${second ? ` and ${link(second.passage)}` : ''}.`,
      ];
      return {
        reply: lines.join('\n'),
        sources: second ? [best.passage, second.passage] : [best.passage],
      };
    },
  };
}
