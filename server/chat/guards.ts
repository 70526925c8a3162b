/**
 * The guards stage: messages that get a reply of their own before any intent or passage is tried (a
 * greeting, thanks, venting), and the test for a question about something the site never mentions,
 * which no loose passage may answer.
 */
import { SCOPE } from './compose.ts';
import { fixed, type Question } from './question.ts';
import type { Bot } from './setup.ts';
import { isAdverb, isStopword } from './text.ts';

// A thanks is an acknowledgement: smallTalk answers it with the others below.
const SMALL_TALK: [RegExp, string][] = [
  [
    /^(hi|hello|hey|good (morning|afternoon|evening))\b[!.\s]*$/i,
    'Hello! Ask me anything about VendorHub: connecting your store, vendors, inventory, pricing rules, orders or plans.',
  ],
  [/^(bye|goodbye|see you|cya)\b[!.\s]*$/i, 'Goodbye! Ask here any time you have a question.'],
];

/** Words that only acknowledge a reply: "ok great, thanks a lot!", "got it, makes sense 👍". */
const ACKNOWLEDGES =
  /^(?:ok|okay|k|great|cool|perfect|awesome|nice|good|super|fine|alright|got|it|that|that's|thats|is|clear|helpful|helps|makes|sense|understood|sounds|all|thanks|thank|you|thx|ty|cheers|so|much|a|lot|again|very)$/;

export const smallTalk = (message: string) => {
  const said = message.toLowerCase().match(/[a-z']+/g) ?? [];
  const acknowledges =
    !/[?]|^(?:is|are|do|does|can|will)\b/i.test(message) && said.every((w) => ACKNOWLEDGES.test(w));
  if (!acknowledges) return SMALL_TALK.find(([pattern]) => pattern.test(message))?.[1];
  return /\b(?:thank|thanks|thx|ty|cheers)\b/.test(said.join(' '))
    ? 'You are welcome! Anything else I can help with?'
    : 'Glad that helps. Anything else I can help with?';
};

/** "Hi, I have a question about pricing", "I need help with": a question announced, not asked. */
const ANNOUNCED =
  /^(?:(?:hi|hello|hey)(?: there)?\W+)?(?:(?:i (?:have|got) )?(?:a |one )?(?:quick )?(?:question|problem|issue)(?: (?:about|on|with|regarding))?|i need (?:some )?help(?: with)?|can you help(?: me)?(?: with)?)\b\W*/i;

/** The message without the words that acknowledge the last reply or announce it ("perfect, …"). */
export const unannounced = (message: string) =>
  message
    .replace(/^(?:(?:ok|okay|great|perfect|cool|nice|got it|thanks|thank you)\W+)+(?=\w)/i, '')
    .replace(ANNOUNCED, '');

/** "That didn't help", "not what I asked": the reply missed, which no passage answers. */
const MISSED =
  /^(?:(?:that|this|it)(?:'s| is| was)? (?:didn'?t|did not|doesn'?t|does not|not) (?:help|answer|what i (?:asked|meant))|(?:not|wasn'?t) (?:helpful|what i (?:asked|meant))|wrong answer)\b/i;
export const missed = (message: string) => MISSED.test(message);

/** An attempt to change or reveal how the bot works, which it never does. */
const STEERING =
  /\b(?:ignore (?:all |any |your |the )?(?:previous|prior|earlier|above|former) (?:instructions|prompts?|rules|messages)|(?:your|the) (?:system )?(?:prompt|instructions)\b|system prompt|jailbreak|developer mode|pretend (?:to be|you are|you're)|you are now|from now on you|act as (?:an?|my)\b|disregard (?:your|the|all))/;
/** A request for code, which the bot does not write. */
const CODE =
  /\b(?:write|generate|create|code|give me|make)\b.*\b(?:(?<!(?:discount|promo|coupon|gift|zip|postal|tracking|qr|bar|access|verification) )code|script|function|program|snippet|regex|sql query|python|javascript|typescript|php|java|c\+\+|html|css)\b/;
/** The words that make a code request about VendorHub's own API, which the docs answer. */
const OURS = /\b(?:vendorhub|your api|the api|api|endpoint|webhook|token|curl)\b/;

/**
 * Chat for its own sake, which no page of the site is about however many words it shares with one:
 * a joke or a poem, today's date ("what year is it": not annual billing), sums ("what is 2+2",
 * "what is 20 times 3"; a percentage may be a markup).
 */
const CHIT_CHAT =
  /\b(?:tell|give|write|make|know)\b.*\b(?:jokes?|riddles?|poems?|haikus?|limericks?|songs?)\b|^(?:what|which) (?:year|day|date|month) is it(?: today| now)?\??$|^what(?:'s| is) (?:the date|today's date)(?: today)?\??$|^(?:(?:what|how much)(?:'s| is) |calculate )?[\d.]+(?: ?(?:[-+*/x×÷^]|times|plus|minus|divided by|multiplied by) ?[\d.]+)+ ?[=?]*$/;

/**
 * A request the bot is not for: to change or reveal its instructions, to write code that is not
 * about VendorHub's API, or chit-chat. It gets one sentence that says what the bot helps with.
 */
export const outOfScope = (message: string) => {
  const text = message.toLowerCase().trim();
  if (STEERING.test(text) || (CODE.test(text) && !OURS.test(text)))
    return `${SCOPE} I don't write code or change how I work.`;
  if (CHIT_CHAT.test(text)) return SCOPE;
};

/** A message that vents rather than asks. */
const VENTING =
  /\b(?:hate|whatever|sucks?|useless|stupid|ugh+|annoying|fed up|sick of|nobody (?:ever )?listens|rubbish|worst|wtf)\b/;

/** Venting with no question in it ("Nobody ever listens to small business owners. Whatever."). */
export const vents = (q: Question) => VENTING.test(q.lower) && !q.raw.includes('?');

/**
 * A short question with a word the knowledge never uses (and the speller could not correct) is
 * often about something the site does not cover: "can i pay with bitcoin", "do you have an iphone
 * app". So is a question of any length that names a product or service the site never mentions (a
 * word that is in no English dictionary either: "quickbooks", "sla"). Other long questions carry
 * everyday words the site never uses, so they are left to the usual thresholds.
 */
const SHORT_QUESTION_WORDS = 4;

/** The words of a question that the site never uses and that name something. */
export function unknownWords(bot: Bot, q: Question): string[] {
  const { speller, dictionary } = bot;
  // 'one-off' is read as 'one', 'off' and 'oneoff'; when the site knows the parts, the
  // joined form is not a word it lacks ('two-factor' is: the site never says 'factor').
  const joined = new Set(
    (q.lower.match(/[a-z0-9]+(?:[-_][a-z0-9]+)+/g) ?? [])
      .filter((w) => w.split(/[-_]/).every((part) => isStopword(part) || speller.knows(part)))
      .map((w) => w.replace(/[-_]/g, '')),
  );
  // A long message's story may name anything (its tools, its town); only the sentences
  // that ask can make it a question about something the site never mentions.
  const asking = q.focus ? new Set(fixed(bot, q.focus)) : undefined;
  // A short non-word one letter away from a word the bot knows ('oftn', 'hav') is a typo the
  // speller leaves as typed, not a name; one typed in capitals ('ISO', 'AWS') is a name.
  const acronyms = new Set(q.raw.match(/\b[A-Z]{2,}\b/g)?.map((w) => w.toLowerCase()));
  const typo = (w: string) => !acronyms.has(w) && !dictionary.has(w) && speller.nearlyKnows(w);
  return q.contentWords.filter(
    (w) =>
      !speller.knows(w) &&
      !typo(w) &&
      // An adverb ('absolutely') names nothing the site could be missing.
      !isAdverb(w, (word) => dictionary.has(word)) &&
      !bot.places.has(w) &&
      // A time zone ("in CET time") or a lone letter names nothing the site could lack.
      !bot.knowledge.vocabulary.timeZones.includes(w) &&
      w.length > 1 &&
      !/\d/.test(w) &&
      !joined.has(w) &&
      (!asking || asking.has(w)),
  );
}

/** Whether the question is about something the site never mentions. */
export const isOffTopic = ({ dictionary }: Bot, q: Question, unknown: string[]) =>
  (q.contentWords.length <= SHORT_QUESTION_WORDS && unknown.length > 0) ||
  // A product or service the site never names ("quickbooks", "iphone", "sla").
  // ("agency's" arrives as 'agencys': a possessive of a dictionary word is a word.)
  unknown.some((w) => w.length >= 3 && !dictionary.has(w) && !dictionary.has(w.replace(/s$/, '')));
