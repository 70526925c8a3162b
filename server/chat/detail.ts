/**
 * A follow-up that asks one detail of what the bot just said ("is that through API or FTP?" after a
 * vendor's summary) gets the previous reply's sentence that answers it, not the whole reply again.
 */
import { SENTENCE_END } from './answer-blocks.ts';
import { askedKind, LIST_ITEM, type Reply, withLinks } from './compose.ts';
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

/** Asks how to do something, which the steps from the one that does it answer. */
const HOW = /\bhow (?:do|can|should|would) (?:i|we)\b|\bhow to\b/i;
const STEP = /^\d+\. /;

/** "It is a pre-built integration…": the sentence's "it" is what the reply's first sentence is about. */
const PRONOUN_START = /^(?:It|They) (?=is |are |was |were |has |have |comes |come |takes |syncs )/;
const SUBJECT = /^(.+?) (?:is|are|was|were|has|have|comes|come|takes|syncs) /;

/**
 * The sentence of `reply` (with the rest of its step or bullet) that shares the most of the
 * question's own words, when one clearly does and holds at least half of them; for "how long…",
 * "how often…", "what does it cost?" or "how does it connect?", one that states a duration, a
 * frequency, an amount or a way to connect counts a word more. `wordsOf` reads words as questions
 * are read (synonyms; a plan's name says "plan").
 */
export function detailOf(
  reply: Reply,
  question: string,
  wordsOf: (text: string) => Set<string> = (text) => new Set(words(text)),
): Reply | null {
  const asked = [...wordsOf(question)].filter((w) => !isStopword(w) && !SAYS_NOTHING.test(w));
  if (!asked.length) return null;
  const lines = reply.body.split('\n');
  const sentences = lines
    .flatMap((line) => line.replace(LIST_ITEM, '').split(SENTENCE_END))
    .map((s) => s.trim())
    .filter((s) => s && !s.endsWith(':'));
  if (sentences.length < 2) return null;
  const kind = askedKind(question) ?? KINDS.find(([asks]) => asks.test(question))?.[1];
  const scored = sentences.map((sentence) => {
    const has = wordsOf(sentence);
    const stated = Number(!!kind?.test(sentence));
    return { sentence, score: asked.filter((w) => has.has(w)).length + stated };
  });
  const best = Math.max(...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best);
  // A step or a bullet says its detail in all its sentences ("…add the code. You find it under
  // Settings > Users."): the whole item answers, also when two of its sentences tie.
  const items = new Set(
    top.map(({ sentence }) => lines.find((l) => LIST_ITEM.test(l) && l.includes(sentence))),
  );
  const [item] = items;
  if (best < asked.length * MIN_SHARE || (top.length > 1 && (!item || items.size > 1))) return null;
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
