/**
 * Questions the site does not answer: topics that are not VendorHub's (payments, carriers, sales
 * tax…) and topics the site never mentions, as app/content/bot-topics.ts lists them; and the parts
 * of a message that asks several things, so the parts that are ours can still be answered.
 */
import { readBotTopics } from './knowledge.ts';
import { isStopword, words } from './text.ts';
import { topicFinder } from './topics.ts';

/** The topic that is not ours that the question asks about, with the reply that says so. */
export const elsewhereAnswer = topicFinder(readBotTopics().elsewhere);
/** What the visitor asked about that the site never mentions, as a phrase for the reply. */
export const unlistedAnswer = topicFinder(readBotTopics().unlisted);

const QUESTION_START =
  /^(?:(?:and|also|plus|but|so|ok|okay)\s+)*(?:how|what|what's|whats|where|when|which|who|why|can|could|do|does|did|is|are|will|would|should|may|tell|show|explain|help)\b/i;
/** A statement has a subject of its own: "I know a bunch of store owners". */
const SUBJECT = /\b(?:i|i'm|im|we|we're|my|our|they|he|she|it's)\b/i;
/** At most this many words with no subject is a terse question: "price for plus". */
const TERSE_WORDS = 4;
/** "If I delete a product, does VendorHub unlink it": a verb before its subject asks, wherever it stands. */
const INVERTED =
  /[,;:]\s*(?:can|could|do|does|is|are|will|would|should|how|what|which|why|where|when)\b|\b(?:do|does|did|can|could|will|would|should)\s+(?:i|we|you|u|vendorhub|it|they|he|she)\b|\b(?:is|are)\s+(?:there|it|you|u|vendorhub)\b/i;
/** "Orders aren't reaching Honey's Place": a problem told is a question about it. */
const PROBLEM =
  /\b(?:isn'?t|aren'?t|doesn'?t|won'?t|didn'?t)\s+\w+ing\b|\bnot (?:working|syncing|updating|showing|reaching|coming|going)\b|\b(?:stopped|fail|fails|failed|failing|broken|errors?)\b/i;
/** "Set the safety stock to 2 for all my vendors": a request. */
const REQUEST =
  /^(?:please\s+)?(?:set|change|connect|link|add|remove|turn|update|route|send|give)\b|^(?:i|we) (?:need|want|would like|'d like)\b(?! to (?:know|ask|check|understand)\b)/i;
/**
 * A part asks when it opens like a question, holds one ("…does VendorHub unlink it"), tells a
 * problem or makes a request, ends in "?" ("annual discount?"), or is a few words with no subject,
 * typed the way visitors ask in a hurry ("price for plus and is there a student discount").
 */
export const asks = (part: string, question: string) =>
  asksItself(part, question) ||
  PROBLEM.test(part) ||
  REQUEST.test(part) ||
  (part.split(/\s+/).length <= TERSE_WORDS && !SUBJECT.test(part));

/** A part names a topic of its own when it holds a word that is not a stopword. */
const topical = (part: string) => words(part).some((w) => !isStopword(w));

/** At most this many words, a message's commas and "and"s separate topics. */
const TERSE_LIST_WORDS = 6;
export const isTerseList = (question: string) =>
  question.trim().split(/\s+/).length <= TERSE_LIST_WORDS;
const PART_BREAK =
  /\?\s+|,\s*(?=(?:does|do|is|are|can|will|how|what|where|when|which|who) \w+ \w+.*,\s*and (?:does|do|is|are|can|will|how|what|where|when|which|who)\b)|\s\+\s(?![^()]*\))|[,;.]\s*(?=(?:and|also|plus|but)\b)|\s+(?=(?:and|also|plus|n|&) (?:(?:in|on|at|for|from|with|to) )?(?:can|could|do|does|is|are|will|would|what|what's|whats|how|where|when|which|who)\b)|\s+(?=and also\b|and (?:have|make|get|let) (?:it|vendorhub|you)\b)|(?<=[a-z0-9])\.\s+(?=[A-Z])/i;

/**
 * The parts of a message that asks several things: its sentences ("…SOC 2? We also need HIPAA."), "
 * + " ("trial how long + student discount"), and clauses that open with "and", "also", "plus" or
 * "but" (typed "n" or "&" too: "plus price n do u have a referral program"). In a message of a few
 * words, its commas and "and"s too; a part with no topic of its own joins a neighbour.
 */
export function questionParts(question: string): string[] {
  // "gdpr and hipaa?", "trial length, paypal ok?": a few words list their topics.
  const terse = isTerseList(question);
  return question
    .split(PART_BREAK)
    .flatMap((part) => (terse ? part.split(/,\s*|\s+(?:and|&|n|\+)\s+/i) : [part]))
    .map((part) => part.trim())
    .filter((part) => /[a-z]/i.test(part))
    .reduceRight<string[]>((later, part) => {
      // "…lets us go 10% under. Is that right?", "do you | also do…": a part with no topic of
      // its own belongs with the one after it, or the one before when it comes last.
      if (!topical(part) && later.length) return [`${part} ${later[0]}`, ...later.slice(1)];
      if (later.length === 1 && !topical(later[0]!)) return [`${part}. ${later[0]}`];
      return [part, ...later];
    }, []);
}

/**
 * A part that is a question in its own right: it opens like one, holds one, or the visitor ended it
 * with "?". A problem told, a request or a few terse words ask only as part of the message.
 */
export const asksItself = (part: string, question: string) =>
  QUESTION_START.test(part) || INVERTED.test(part) || question.includes(`${part}?`);

/**
 * "How do I connect a second store, and can VendorHub copy my theme over?": a question in parts,
 * some of which are not ours. Returns the parts that are, to be answered as the question, and a
 * sentence about the others; null when every part or none is ours.
 */
export function answerablePart(question: string): { question: string; note: string } | null {
  const parts = questionParts(question);
  if (parts.length < 2) return null;
  // What the reply says of each part that is not ours; nothing for ours.
  const notes = parts.map((part) => {
    const elsewhere = elsewhereAnswer(part);
    if (elsewhere) return elsewhere.reply.split(/(?<=[.:])\s/)[0]!.replace(/:$/, '.');
    const unlisted = unlistedAnswer(part);
    if (unlisted) return `As for ${unlisted.label}, the site doesn't mention it.`;
  });
  const ours = parts.filter((_, i) => notes[i] === undefined);
  // What is left must ask something itself: "…and earn a commission. I know a bunch of
  // store owners who'd be interested" leaves only context.
  if (ours.length === parts.length || !ours.some((part) => asks(part, question))) return null;
  return { question: ours.join('. '), note: notes.filter((note) => note !== undefined).join(' ') };
}
