/**
 * A follow-up that asks one detail of what the bot just said ("is that through API or FTP?" after a
 * vendor's summary) gets the previous reply's sentence that answers it, not the whole reply again.
 */
import { SENTENCE_END } from './answer-blocks.ts';
import { askedKind, factReply, LIST_ITEM, type Reply, withLinks } from './compose.ts';
import type { FactAnswer } from './intents/answer.ts';
import { isStopword, words } from './text.ts';

/**
 * The sentence must hold at least this share of the question's own words: "which columns does it
 * absolutely need?" is not answered by the one sentence that says "columns".
 */
const MIN_SHARE = 0.5;

/**
 * Words that point back at the previous reply, and everyday verbs, which say nothing of what is
 * asked: "which header does it go in?" is not answered by "go to API tokens".
 */
const SAYS_NOTHING =
  /^(?:it|that|this|them|they|those|these|one|go|goes|get|gets|got|do|does|make|work|need|use|look|see|find|want)$/;

/**
 * "What does it cost?", "is that free?": the sentence with an amount, or that says free. "How does
 * it connect?": the one that names the way (by API, FTP, a file or a portal). Kept out of
 * compose.ts's kinds, where a kind also makes a part its own question and moves passages: here it
 * only picks a sentence of a reply already given.
 */
const KINDS: [asks: RegExp, states: RegExp][] = [
  [
    /\b(?:how much|what (?:does|would|will) (?:it|that|this) cost|is (?:it|that|this) free)\b/i,
    /\$\d|\bfree\b/i,
  ],
  [
    /\bhow (?:does|do|will|would) (?:it|they|that) (?:connect|integrate|sync)\b/i,
    /\b(?:API|FTP|CSV|portal)\b/,
  ],
];

/**
 * "First replies by plan: Premium about 2 hours, Plus within 8 business hours, Basic within 24
 * hours.": a sentence that lists three or more plain items after a colon, each answering on its
 * own after the lead. An item with a colon or brackets may hold a list of its own.
 */
const COLON_LIST = /^([^:]+): ((?:[^,:()]+, )+(?:and )?[^,:()]+?)\.?$/;
const listed = (sentence: string) => {
  const [, lead, list = ''] = COLON_LIST.exec(sentence) ?? [];
  const items = list.replace(/,? and (?=[^,]*$)/, ', ').split(', ');
  return items.length > 2 ? items.map((item) => `${lead}: ${item}.`) : [sentence];
};

/** Asks how to do something, which the steps from the one that does it answer. */
const HOW = /\bhow (?:do|can|should|would) (?:i|we)\b|\bhow to\b/i;
const STEP = /^\d+\. /;

/** "It is a pre-built integration…": the sentence's "it" is what the reply's first sentence is about. */
const PRONOUN_START = /^(?:It|They) (?=is |are |was |were |has |have |comes |come |takes |syncs )/;
const SUBJECT = /^(.+?) (?:is|are|was|were|has|have|comes|come|takes|syncs) /;

/**
 * How the bot reads a question's words: with synonyms (a plan's name says "plan"), and how much
 * each tells (alike, unless weighed by how rare it is in the knowledge).
 */
export interface Reading {
  wordsOf: (text: string) => Set<string>;
  weigh?: (word: string) => number;
  /** Words that name what the reply is about, not the detail asked. */
  known?: ReadonlySet<string>;
  /** Of sentences that tie, the first answers: a story tells a detail where it first says it. */
  firstOfTies?: boolean;
}

const PLAIN: Reading = { wordsOf: (text) => new Set(words(text)) };

/**
 * The sentence of `reply` (with the rest of its step or bullet, or one item of a list it gives
 * after a colon) that holds the most of the question's own words, as `reading` weighs them, when
 * one clearly does and holds at least half of that weight. For "how long…", "how often…", "what
 * does it cost?" or "how does it connect?", one that states a duration, a frequency, an amount or
 * a way to connect counts a word more.
 */
export function detailOf(
  reply: Reply,
  question: string,
  { wordsOf, weigh = () => 1, known = new Set(), firstOfTies }: Reading = PLAIN,
): Reply | null {
  const tells = (w: string) => !isStopword(w) && !SAYS_NOTHING.test(w) && !known.has(w);
  const asked = [...wordsOf(question)].filter(tells);
  if (!asked.length) return null;
  const weight = (found: string[]) => found.reduce((sum, w) => sum + weigh(w), 0);
  const whole = weight(asked);
  const lines = reply.body.split('\n');
  const sentences = lines
    .flatMap((line) => line.replace(LIST_ITEM, '').split(SENTENCE_END))
    .map((s) => s.trim())
    .filter((s) => s && !s.endsWith(':'))
    .flatMap(listed);
  if (sentences.length < 2) return null;
  const kind = askedKind(question) ?? KINDS.find(([asks]) => asks.test(question))?.[1];
  const scored = sentences.map((sentence) => {
    const has = wordsOf(sentence);
    const stated = kind?.test(sentence) ? whole / asked.length : 0;
    return { sentence, score: weight(asked.filter((w) => has.has(w))) + stated };
  });
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  // A step or a bullet says its detail in all its sentences ("…add the code. You find it under
  // Settings > Users."): the whole item answers, also when two of its sentences tie.
  const itemOf = (sentence: string) => lines.find((l) => LIST_ITEM.test(l) && l.includes(sentence));
  const items = new Set(top.map(({ sentence }) => itemOf(sentence)));
  const [item] = items;
  const tied = top.length > 1 && !firstOfTies && (!item || items.size > 1);
  if (best < whole * MIN_SHARE || tied) return null;
  // "How do I approve it?" of numbered steps: from the step that does it to the last one.
  const at = item ? lines.indexOf(item) : -1;
  const end = lines.findIndex((line, i) => i > at && !STEP.test(line));
  const from = HOW.test(question) && STEP.test(item ?? '');
  const steps = from && lines.slice(at, end < 0 ? undefined : end).join('\n');
  const detail = steps || (item?.replace(LIST_ITEM, '') ?? top[0]!.sentence);
  const subject = SUBJECT.exec(sentences[0]!)?.[1];
  const named = subject && !/^(?:it|they)$/i.test(subject);
  const sentence = named ? detail.replace(PRONOUN_START, `${subject} `) : detail;
  return { ...reply, ...withLinks(sentence, reply.links) };
}

/**
 * "What did Evertail pay in setup fees?", or "which plan were they on?" after the story: the line
 * of what a fact's subject holds beyond the reply that says the detail `asked`, then the reply
 * itself unless the visitor was `shown` it just before; the fact's reply when no line does. The
 * words the reply already says name the subject ("Evertail", "pet supplies"), not the detail, so
 * they do not count. Unlike a reply the visitor has read, a story's lines are not all on topic, so
 * `reading` should weigh words by how much they tell: "which one is closest to a lighting store?"
 * is not answered by a line that says "store", which most passages hold.
 */
export function moreDetail(fact: FactAnswer, asked: string, reading: Reading, shown = false) {
  const reply = factReply(fact);
  const read = { ...reading, known: reading.wordsOf(fact.text), firstOfTies: true };
  const detail = fact.more ? detailOf({ ...reply, body: fact.more }, asked, read) : null;
  if (!detail || shown) return detail ?? reply;
  return { ...reply, ...withLinks(`${detail.body}\n\n${reply.body}`, reply.links) };
}
