/**
 * A long message often tells its story before it asks: "We run a lighting store with 3,500 SKUs
 * from Nora, Kuzco and Maxim… I was wondering whether the Plus plan would cover four vendors?".
 * Matched as a whole, the story wins: the vendors it names, the tools it mentions, the words the
 * site never uses. This finds the sentences that ask, so that the bot can answer them first and
 * fall back on the whole message when they are too thin alone.
 */
import { contentWords } from './text.ts';

/**
 * Sentences end at . ! or ? before a space ('$82.50' and 'v2.1.0' stay whole), or at a colon before
 * a question ("I'm still fuzzy: in plain words, what does VendorHub do?").
 */
const SENTENCE_END =
  /(?<=[a-z0-9)"'][.!?]|[!?])\s+(?=\S)|(?<=[a-z]):\s+(?=(?:in short|in plain words|so|basically|[a-z]+ly)?\W*(?:how|what|who|where|when|which|why|is|are|can|could|do|does|will|would)\b)/i;

/** A sentence that asks without a question mark: "I'd love to see how another retailer used it." */
const ASKING =
  /^(?:(?:so|and|but|also|honestly|basically|anyway)\W+)?(?:i(?:'m| am| was)? (?:was )?wondering|i(?:'d| would) (?:like|love) to (?:know|see|understand|find out)|(?:i|we)(?:'re| are|'m| am)? (?:trying|need|want) to (?:figure out|know|understand|find out)|(?:i|we) need to know|could you|can you|please|tell me|let me know|explain)\b/i;

/** Words that lean on the sentence before when they open a sentence: "Is that what's causing it?", "Any idea why?" */
const LEANS_BACK =
  /\b(?:it|that|this|they|them|those|these|one)\b|^(?:any idea|what now|how come|why)\b/i;

/** A sentence of this many content words or fewer says too little to be asked on its own. */
const THIN_WORDS = 1;

/** Content words outside the asking sentences from which they are a story, not a setting. */
const MIN_STORY_WORDS = 8;

/** Ends on a word that leans back: "…a cheaper way to use VendorHub for just that." */
const ENDS_LEANING = /\b(?:it|that|this|them|those)\W*$/i;

/** A sentence that needs the one before it to be understood. */
const leansBack = (sentence: string) =>
  LEANS_BACK.test(sentence.split(/\s+/).slice(0, 3).join(' ')) ||
  ENDS_LEANING.test(sentence) ||
  contentWords(sentence).length <= THIN_WORDS;

export const sentences = (message: string): string[] =>
  message
    .replace(/\s+/g, ' ')
    .trim()
    .split(SENTENCE_END)
    .filter((s) => /[a-z0-9]/i.test(s));

/**
 * The sentences of a message that ask, each with the sentence before it when it leans on it or says
 * too little alone; null when the message is a single sentence, asks nowhere, or is all asking
 * (then the whole message is the question).
 */
export function questionFocus(message: string): string | null {
  const parts = sentences(message);
  if (parts.length < 2) return null;
  const picked = new Set<number>();
  parts.forEach((sentence, i) => {
    if (!sentence.endsWith('?') && !ASKING.test(sentence)) return;
    picked.add(i);
    // "Everything else is fine. Any idea what we missed?": back until a sentence says something.
    for (let j = i; j > 0 && leansBack(parts[j]!); j--) picked.add(j - 1);
  });
  if (picked.size === 0 || picked.size === parts.length) return null;
  // A sentence or two of setting ("Medline shows as beta. Can we use it on Plus?") is part of
  // the question; only a story long enough to drown it is left out.
  const story = parts.filter((_, i) => !picked.has(i)).join(' ');
  if (contentWords(story).length < MIN_STORY_WORDS) return null;
  return parts.filter((_, i) => picked.has(i)).join(' ');
}
