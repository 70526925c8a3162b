/** What every intent shares: the fact answer, its links, the intent, and text helpers. */
import type { IntentContext } from '../context.ts';
import type { Question } from '../question.ts';
import type { Bot } from '../setup.ts';
import { withCommas } from '#app/lib/numbers.ts';

export type Link = { label: string; url: string };

export interface FactAnswer {
  /** E.g. 'plan:plus#stores', 'vendor:kalco', 'job:golang-junior-backend-developer'. */
  id: string;
  /** One to three sentences, the answering one first. */
  text: string;
  links: Link[];
  /**
   * The answer covers only part of a question that says much else ("I'm on the cheapest package and
   * got stuck halfway through setup…"): a passage that surely covers the question answers instead.
   */
  partial?: boolean;
  /** A category's vendor list ("our Adult category has…"), which a vendor the question names outranks. */
  category?: boolean;
  /**
   * Worked out from the numbers the whole message gives: it outranks the answer to the message's
   * asking sentence alone, which has lost them.
   */
  computed?: boolean;
  /** The rest of the content on its subject, a line each, for a detail asked: "which plan?" */
  more?: string;
}

export const count = (n: number, one: string, many: string) =>
  `${withCommas(n)} ${n === 1 ? one : many}`;

export const listing = (items: string[]) => LIST.format(items);
const LIST = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** 'Free bulk creation' → 'free bulk creation', but 'API access' and 'AI Listing' stay as they are. */
export const lowerFirst = (text: string) =>
  /^[A-Z][a-z]/.test(text) ? `${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
export const upperFirst = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const pricingLink: Link = { label: 'Pricing', url: '/pricing' };

/** The sentences of a content text ('$82.50' stays whole: a sentence ends at a full stop before a space). */
export const sentencesOf = (text: string) => text.split(/(?<=\.)\s+/);

export const contactLink: Link = { label: 'Contact sales', url: '/contact' };

/** Where to ask for a vendor we do not list, and the vendors we do. */
export const formLink: Link = { label: 'Custom integration form', url: '/custom-integrations' };
export const vendorsLink: Link = { label: 'Vendors we support', url: '/vendor-integrations' };

/**
 * One kind of question the bot answers from facts rather than passages. `match` is the cheap test
 * of whether the intent applies at all; `answer` may still find nothing (null), and the next intent
 * in `INTENTS` (intents/index.ts) is asked.
 */
export interface Intent {
  name: string;
  match?: (q: Question, c: IntentContext, bot: Bot) => boolean;
  answer: (q: Question, c: IntentContext, bot: Bot) => FactAnswer | null | undefined;
  /** Matching ends the search, answer or not: the question is about this intent's subject. */
  final?: boolean;
}
