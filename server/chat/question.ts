/** The pipeline's first stage: the message parsed once into the value every later stage reads. */
import { followsUp, pointsBack } from './context.ts';
import { namePlansByPrice, namePlansByStep } from './intents/plan-query.ts';
import type { Bot } from './setup.ts';
import { isStopword } from './text.ts';

/** Words that describe something going wrong, in a message's spell-fixed words. */
const SYMPTOM =
  /\b(?:now|stopped|stop|failing|fails|failed|unhealthy|broken|broke|wrong|not (?:working|updating|syncing|showing)|(?:isn|aren|doesn|won|didn)['’ ]?t|never|still|error|errors)\b/;

/** The message tells something going wrong ("one item stopped syncing", "wrong price"). */
export const tellsSymptom = (text: string) => SYMPTOM.test(text);

/** The visitor's earlier messages, latest first, that a message is read with. */
export type Turns = readonly string[];

export interface Question {
  /** The message as typed, trimmed. */
  raw: string;
  /** `raw` lower-cased: version numbers and amounts keep their dots there. */
  lower: string;
  /** Spell-fixed words, with the plans said by price or by step named ('the $299 one' → premium). */
  tokens: string[];
  /** `tokens` joined by spaces. */
  text: string;
  /** `tokens` less stopwords. */
  contentWords: string[];
  /** The sentences of a long message that ask (focus.ts), or null. */
  focus: string | null;
  /** The previous message lower-cased, when there is one. */
  previousLower?: string;
  /** The previous turn's words, when this message follows up on it. */
  previous?: { tokens: string[]; text: string };
  /** A follow-up that is about the previous topic first ("ok and where do i change it?"). */
  pointsBack: boolean;
  /** Tells something going wrong: a troubleshooting question before any keyword in it. */
  symptom: boolean;
}

export const fixed = (bot: Bot, text: string) => bot.speller.fix(text).split(' ').filter(Boolean);

export function parseQuestion(
  bot: Bot,
  raw: string,
  previousMessage: string | undefined,
  focus: string | null,
): Question {
  const withText = (tokens: string[]) => ({ tokens, text: tokens.join(' ') });
  const byStep = namePlansByStep(bot.knowledge, raw, previousMessage);
  const tokens = fixed(bot, namePlansByPrice(bot.knowledge, byStep));
  const contentWords = tokens.filter((t) => !isStopword(t));
  const follows = previousMessage && followsUp(raw, contentWords.length);
  const previous = follows ? withText(fixed(bot, previousMessage)) : undefined;
  return {
    raw,
    lower: raw.toLowerCase(),
    ...withText(tokens),
    contentWords,
    focus,
    previousLower: previousMessage?.toLowerCase(),
    previous,
    pointsBack: !!previous?.text && pointsBack(raw, contentWords.length),
    symptom: tellsSymptom(tokens.join(' ')),
  };
}
