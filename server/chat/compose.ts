/**
 * The last stage of the pipeline: a reply the widget shows, from a passage, a direct fact, a topic
 * reply or the fallback. The answer leads, in at most three sentences, then one or two links; the
 * reply that hands over to the team names the contact page and the support hours.
 */
import {
  completeLead,
  definitionFor,
  namedRow,
  namedSubsection,
  renderBlock,
  SENTENCE_END,
  withSteps,
} from './answer-blocks.ts';
import { questionParts } from './elsewhere.ts';
import type { FactAnswer, Link } from './intents/answer.ts';
import { tellsSymptom } from './question.ts';
import { asGood, type Match } from './retrieval.ts';
import { tokenize } from './text.ts';

const MAX_SENTENCES = 3;
const MAX_ANSWER = 360;

export interface BotAnswer {
  reply: string;
  /** Where the reply comes from, best first: passage ids ('faq:…', 'doc:…') or fact ids ('plan:plus#stores'). */
  sources: { id: string; url: string }[];
  /** The bot said it does not know. */
  unsure: boolean;
}

/** A reply, and whether it is a deliberate answer rather than a loose match or the fallback. */
export type Reply = BotAnswer & {
  confident: boolean;
  /** A passage, a direct fact, a topic reply (small talk, not ours, never mentioned) or the fallback. */
  from: 'passage' | 'fact' | 'topic' | 'fallback';
  /** A fact worked out from the message's own numbers. */
  computed?: boolean;
  /** The title of the passage a passage reply quotes. */
  title?: string;
  /** A reply to part of the message, with a note on the rest (withNote). */
  noted?: boolean;
  /** The answer without its links line, and the links: several answers join into one reply. */
  body: string;
  links: Link[];
};

/** Where every reply that hands over to the team sends the visitor. */
export const contactUs = (supportHours: string) =>
  `[contact us](/contact) and we reply ${supportHours}`;

/** What the bot helps with, which a question it cannot answer is told: it may not be about VendorHub. */
export const SCOPE =
  'I help with VendorHub: connecting your store and vendors, inventory and price sync, orders, plans and the documentation.';

export const fallbackReply = (supportHours: string) =>
  `I can't answer that from what I know, and I'd rather not guess. ${SCOPE} Our team can answer anything else: ${contactUs(supportHours)}. Looking for a vendor we don't list yet? Use the [custom integration form](/custom-integrations).`;

/** Asks what something is: "what is quantity delta?", "what does MAP mean?" */
const DEFINES =
  /^(?:what(?:'s| is| are)|whats|what does .+ (?:mean|do)\b|explain|define|meaning of)\b/;
/** How a follow-up or a part opens before it asks: "and how do I…", "so what…". */
const OPENS = '^(?:(?:and|so|also|then) )?';
/** Steps answer these: "how do I…", and "where do I…", which the steps that do it answer. */
export const HOW_TO = new RegExp(
  `${OPENS}(?:(?:how|where) (?:do|can|should|would) (?:i|we)|(?:how|where) to)\\b`,
);
/** "Yes." or "No." answers none of these: "what's the trial?" gets what follows it. */
const WH = new RegExp(`${OPENS}(?:what|whats|how|which|when|where|why|who)\\b`);
export const LIST_ITEM = /^(?:\d+\.|-)\s+/;
const YES_OR_NO = /^(?:Yes|No)(?:[.,!] (?=[A-Z])|, ([a-z]))/;
export const withoutYesOrNo = (text: string) =>
  text.replace(YES_OR_NO, (_, next?: string) => next?.toUpperCase() ?? '');

/** Passages the bot has quoted, by their text, read into sentences and their distinct terms. */
const readTexts = new Map<string, { sentences: string[]; terms: string[][] }>();
/** The knowledge has a few hundred passages; past this many texts, the oldest are read again. */
const READ_TEXTS = 2000;
/** A sentence's theme, what it is about, is in its first words: "Job applications are deleted…". */
const THEME_WORDS = 4;
const YES_NO = /^(yes|no|never)\b/i;
const ROW = /\b(?:first|last|second|third|next|this) row\b/i;
const DURATION =
  /\b(?:(?:\d+(?:[-–]\d+)?|an?|one|two|three|few|several)[- ](?:business )?|in )(?:second|minute|hour|day|week|month|year)s?\b/i;
const FREQUENCY =
  /\b(?:every (?:\d+ |few )?(?:second|minute|hour|day|night|week|month|year)s?|(?:hour|dai|night|week|month|year)ly|annually|(?:once|twice|times) an? |real[- ]time)\b/i;
/**
 * "How long…" asks a duration ("in 1-2 days"), "how often…" a frequency ("about every hour"), and
 * "how long until my store updates?" or "when does it apply?" either: what happens every hour
 * happens within the hour.
 */
const ANSWER_KINDS: [asks: RegExp, states: RegExp][] = [
  [
    /\bhow (?:long|soon) (?:until|till|before)\b|\bwhen (?:will|does|do)\b.*\b(?:show|appl|update|appear|take effect|kick in)/i,
    new RegExp(`${DURATION.source}|${FREQUENCY.source}`, 'i'),
  ],
  [
    /\bhow (?:long|soon|fast|quickly|many (?:second|minute|hour|day|week|month|year)s)\b|\b(?:turnaround|duration)\b/i,
    DURATION,
  ],
  [/\bhow (?:often|frequently)\b|\bfrequency\b/i, FREQUENCY],
];
export const askedKind = (text: string) => ANSWER_KINDS.find(([asks]) => asks.test(text))?.[1];

function readSentences(text: string) {
  const known = readTexts.get(text);
  if (known) return known;
  // "…the fee depends on how the vendor shares its data:" ends before the prose after its table.
  const sentences = text
    .split(/(?<=:)\n/)
    .flatMap((part) => part.replace(/\s+/g, ' ').trim().split(SENTENCE_END));
  const read = { sentences, terms: sentences.map((sentence) => [...new Set(tokenize(sentence))]) };
  readTexts.set(text, read);
  if (readTexts.size > READ_TEXTS) readTexts.delete(readTexts.keys().next().value!);
  return read;
}

/** A sentence that points back to the one before: "It lists…", "Note that this…", "If that is…". */
const BACK =
  /^(?:(?:If|When|Once|Unless|Until) (?:it|its|they|their)|It|Its|They|Their)\b|^(?:(?:Keep in mind|Note) that |(?:If|When|Once|Unless|Until) )?[Tt]h(?:is|at) (?:is|was|can|will|may|\w+s)\b/;
/** So do "that", "these" or "those" and a noun it has not named, ending a clause ("that gap,"). */
const BACK_NOUN = /^(?!.*\b(\w+)\b.+\bth(?:at|ese|ose) \1\b).*\b[Tt]h(?:at|ese|ose) \w+(?:,| so\b)/;

/** A question's subject is in its words that are rare in the knowledge and not the passage's title. */
type Subject = { title: string; rare: (term: string, share?: number) => boolean };

/**
 * Up to three sentences of the passage, from the top unless a later sentence shares clearly more of
 * the question's words (two more than the first; a duration for "how long…" or a frequency for
 * "how often…" counts one, and one beats an opening with none by sharing more): then that one
 * leads. A short opener, the sentence its "it", "they" or "this" points back to, or one that says
 * yes or no, stays in front of it. In a passage of rules for several subjects, an opening that
 * shares at most one word with the question gives way to the sentence whose theme names the
 * question's subject: "is this chat saved?" is answered by "Conversations with the chat are
 * deleted…", not by the account data that opens the retention policy; after an opening that shares
 * none, a sentence that holds a scarce word of the question early ({@link themeLead}).
 */
export function leadSentences(text: string, question = '', subject?: Subject): string {
  const { sentences, terms } = readSentences(text);
  const at = (asked: string) => bestSentence(sentences, terms, asked, subject);
  // "How do I connect Shopify and how long does it take?": from one part's sentence to the other's,
  // when they are near enough to quote together.
  const bests = questionParts(question).map(at);
  const [low, high] = [Math.min(...bests), Math.max(...bests)];
  const span = high > low && high - low < MAX_SENTENCES;
  let start = span ? low : bests.length === 1 ? bests[0]! : at(question);
  // The sentence a pronoun points back to ("It lists the orders…"), or a short opener, goes first;
  // "See Health check." is not an opener: it ends the part before.
  while (start > 0 && [BACK, BACK_NOUN].some((r) => r.test(sentences[start]!))) start--;
  if (start > 0 && /^(?!See ).{0,24}$/.test(sentences[start - 1]!)) start--;
  // "Yes, at any time." answers a yes/no question by itself, so it stays in front.
  const opener = start > 0 && YES_NO.test(sentences[0]!) ? [sentences[0]!] : [];
  const cut = Math.max(start + MAX_SENTENCES - opener.length, span ? high + 1 : 0);
  let end = cut;
  // An opening that lists cases ("It depends on your plan. Basic: …. Plus: ….") quotes them all.
  const listed = (i: number) => /^[A-Z][\w&,' -]{0,40}: /.test(sentences[i] ?? '');
  while (start === 0 && listed(end - 1) && listed(end)) end++;
  const room = end > cut || span ? MAX_ANSWER * 2 : MAX_ANSWER;
  let answer = '';
  for (const sentence of [...opener, ...sentences.slice(start, end)]) {
    if (answer && answer.length + sentence.length + 1 > room) break;
    answer = answer ? `${answer} ${sentence}` : sentence;
  }
  return answer.length > room + 80 ? `${answer.slice(0, room).replace(/\s+\S*$/, '')}…` : answer;
}

function bestSentence(sentences: string[], terms: string[][], question: string, subject?: Subject) {
  const wanted = new Set(tokenize(question));
  const kind = askedKind(question);
  const timed = kind ? sentences.map((s) => Number(kind.test(s))) : [];
  // "In the first row, …" describes a table the lead does not show: it answers nothing alone.
  const scores = terms.map((held, i) =>
    ROW.test(sentences[i]!) ? 0 : held.filter((t) => wanted.has(t)).length + (timed[i] ?? 0),
  );
  const first = scores[0]!;
  let best = scores.reduce((at, s, i) => (s > Math.max(scores[at]!, first + 1) ? i : at), 0);
  if (best === 0 && subject && first <= 1 && !YES_NO.test(sentences[0]!))
    best = themeLead(sentences, terms, wanted, subject);
  // "How long…" of a passage whose opening states no duration: the sentence that states one.
  if (best === 0 && timed.length && !timed[0])
    best = scores.reduce((at, score, i) => (timed[i] && score > (scores[at] || 1) ? i : at), 0);
  return best;
}

/**
 * "To link that product, …" for a question that names most of its goal, else "To start, …"; after
 * steps (`whole`), only one whose goal the question names in full.
 */
function instruction(text: string, asked: string[], whole = false) {
  const { sentences } = readSentences(text);
  const names = (sentence: string) => {
    const goal = tokenize(/^To ([^,]+), /.exec(sentence)?.[1] ?? '');
    const held = goal.filter((t) => asked.includes(t)).length;
    return whole ? goal.length > 0 && held === goal.length : held * 2 > goal.length;
  };
  const start = (s: string) => !whole && /^To (?:start|begin|get started),/.test(s);
  return sentences.find(names) ?? sentences.find(start);
}

/** Asks what to do about something told ("MAP is higher than MSRP, what do I do?"). */
const ACTION =
  /\bwhat (?:do|should|can|shall) (?:i|we) do\b|\bwhat now\b|\bhow (?:do|can) (?:i|we) fix\b/i;
/** Tells the reader to act: "Ask the vendor…", "Until they do, you can turn off…", a step. */
const DIRECTIVE =
  /^(?:\d+\. )?(?:(?:until|if|when|before|after)\b[^,]*, )?(?:you (?:can|should|need to|must)|ask|contact|turn|click|open|check|select|enter|change|remove|add|copy|make sure|set|lower|raise|update|use|correct|delete|send)\b/i;

/**
 * When `said` tells nothing, the sentence of `text` that tells what to do about the question's
 * words, with the one before or after it that tells too ("Ask the vendor… Until they do, …").
 */
function actions(text: string, said: string, asked: string[]) {
  const { sentences, terms } = readSentences(text);
  const tells = (s?: string) => !!s && DIRECTIVE.test(s);
  const at = sentences.findIndex((s, i) => tells(s) && terms[i]!.some((t) => asked.includes(t)));
  // A reply is read once, so its sentences stay out of the cache of the knowledge's texts.
  const saidSentences = said.split(/\n+/).flatMap((line) => line.split(SENTENCE_END));
  if (at < 0 || saidSentences.some(tells)) return undefined;
  const run = sentences.slice(tells(sentences[at - 1]) ? at - 1 : at, at + 2);
  return run.filter(tells).slice(0, 2).join(' ');
}

/** A word in at most about one passage in a hundred: "refund", "liable", "429". */
const SCARCE = 0.01;

/**
 * The sentence holding most of the question's rare words, when its theme names one of them, or,
 * after an opening that shares no word with the question, when its first half holds a
 * scarce one ("Fees already paid are non-refundable…"; "…for example your ERP." is a detail).
 */
function themeLead(sentences: string[], terms: string[][], wanted: Set<string>, subject: Subject) {
  const anywhere = !terms[0]!.some((t) => wanted.has(t));
  const titled = new Set(tokenize(subject.title));
  const named = [...wanted].filter((t) => subject.rare(t) && !titled.has(t));
  const held = terms.map((sentence) => sentence.filter((t) => named.includes(t)).length);
  return held.reduce((best, count, i) => {
    const theme = tokenize(sentences[i]!.split(' ', THEME_WORDS).join(' '));
    const front = terms[i]!.slice(0, Math.ceil(terms[i]!.length / 2));
    const scarce = anywhere && front.some((t) => named.includes(t) && subject.rare(t, SCARCE));
    return count > held[best]! && (scarce || named.some((t) => theme.includes(t))) ? i : best;
  }, 0);
}

/**
 * A passage quoted in the chat loses the page around it: a sentence that only points to another
 * part of the page ("See Setup fees and timing below.") goes, and a reference to the page's layout
 * ("the permissions below", "the top of this page", "This guide takes you…") names the page instead.
 */
export function withoutPageWords(text: string, page: string): string {
  const kept = text
    .replace(/(^|(?<=[.!?]) )See [^.!?\n]*\b(?:below|above)\.(?= |$)/gm, '')
    .replace(/ \((?:see|as in)\b[^)]*\b(?:below|above)\)/gi, '')
    .replace(/; [^;.!?\n]*\b(?:explained|described|listed|shown) (?:below|above)(?=\.)/g, '')
    .replace(
      /\b(listed|shown|explained|described|the (?:permissions|table|steps|columns|list|fields)) (?:below|above)\b/g,
      `$1 in the ${page} guide`,
    )
    .replace(/\b(?:(on|from)|of) this page\b/g, (_, on) => `${on ? 'on' : 'of'} the ${page} page`)
    .replace(/\bThis (?:page|guide|article)\b/g, `The ${page.replace(/ guide$/i, '')} guide`)
    .replace(/("[^"]+") (?:below|above)\b/g, `$1 in the ${page} guide`)
    .replace(/ {2,}/g, ' ')
    .replace(/^ | $/gm, '');
  // A passage that is nothing but a pointer keeps it: the link after it goes there.
  return kept.trim() ? kept : text;
}

/** An answer, its links, and the reply: the answer, then two links (up to `max` for several). */
export function withLinks(body: string, links: Link[], max = 2) {
  const shown = links.slice(0, max).map((link) => `[${link.label}](${link.url})`);
  const list =
    shown.length > 2 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : shown.join(' and ');
  return { reply: `${body}\n\nRead more: ${list}.`, body, links };
}

/**
 * A reply from the best passage; `sure` false says so and offers the contact page. A second link
 * only when it points somewhere else and is nearly as good; "what is…" asks for the feature's
 * explanation, not the troubleshooting check named after it.
 */
export function passageReply(
  best: Match,
  matches: Match[],
  question: string,
  sure: boolean,
  rare?: Subject['rare'],
  /** The previous question, which names what a follow-up's "it" is. */
  context?: string,
): Reply {
  const defines = DEFINES.test(question);
  const second = matches.find(
    (m) =>
      !(defines && m.passage.troubleshooting) &&
      m.passage.url.split('#')[0] !== best.passage.url.split('#')[0] &&
      asGood(m, best, 0.6, 1),
  );
  const cited = sure && second ? [best.passage, second.passage] : [best.passage];
  const links = cited.map(({ sourceTitle, url }): Link => ({ label: sourceTitle, url }));
  if (!sure && !links.some((l) => l.url === '/contact'))
    links.push({ label: 'Contact us', url: '/contact' });
  const { blocks } = best.passage;
  // In a section with a list or a table, a later sentence would lead from the middle of it.
  const prose = (blocks ?? []).every((block) => block.kind === 'p' || block.kind === 'h');
  const subject = rare && prose ? { title: best.passage.title, rare } : undefined;
  const words = tokenize(question);
  // A definition that introduces a list ("Vendor Settings holds…:") carries it, as a lead does.
  const defined = definitionFor(question, best.passage);
  const named =
    namedSubsection(blocks, words, tokenize, tokenize(context ?? '')) ??
    (defined?.endsWith(':') ? completeLead(defined, blocks) : defined);
  const opening = completeLead(leadSentences(best.passage.summary, question, subject), blocks);
  const kind = askedKind(question);
  // "When does my new markup apply?" of steps: the one step that says when.
  const timed = blocks?.[0]?.kind === 'ol' ? blocks[0].items.filter((i) => kind?.test(i)) : [];
  const step = timed.length === 1 ? timed[0] : undefined;
  const said = named ?? namedRow(best.passage, question, opening, tokenize) ?? step ?? opening;
  // A section that opens with a table, no sentence before it ("How long each step takes"), leads
  // with the table when it holds more of the question's words or states what "how long…" asks.
  const table = blocks?.[0]?.kind === 'table' && renderBlock(blocks[0]);
  const shared = (text: string) => words.filter((t) => tokenize(text).includes(t)).length;
  const fit = (text: string) => shared(text) + Number(!!kind?.test(text));
  const quoted =
    table && !said.includes(table) && fit(table) > fit(said) ? `${table}\n\n${said}` : said;
  // A cause's fix, or a how-to section's steps, follow; "what is…" asks what the problem is.
  const howTo = HOW_TO.test(question);
  const steps = (best.passage.troubleshooting && !defines) || howTo;
  const names = (heading: string) => tokenize(heading).every((t) => words.includes(t));
  const fixed = steps ? withSteps(quoted, blocks, howTo || tellsSymptom(question), names) : quoted;
  // Asked how, with no steps to give: the docs' own instruction ("To start, contact support…").
  // With steps, one whose goal is all the question asks ("To tag many products at once, …").
  const told =
    (howTo && instruction(best.passage.summary, words, /^\d+\. /m.test(fixed))) ||
    (ACTION.test(question) && actions(best.passage.summary, fixed, words));
  // "Yes." or "No." answers the passage's own question: one that shares less than half of the
  // visitor's words is another question ("can it handle variants?" is not "will it duplicate…").
  const same = shared(best.passage.title) * 2 >= words.length;
  const asked = WH.test(question) || !sure || !same ? withoutYesOrNo(fixed) : fixed;
  const answered = told && !asked.includes(told.split(/[,:]/)[0]!) ? `${asked}\n\n${told}` : asked;
  const lead = withoutPageWords(answered, best.passage.sourceTitle);
  // A lead that starts with a list keeps it on lines of its own.
  const hedge = `I'm not completely sure, but this may help:${LIST_ITEM.test(lead) ? '\n' : ' '}`;
  return {
    ...withLinks(sure ? lead : `${hedge}${lead}`, links),
    sources: cited.map(({ id, url }) => ({ id, url })),
    unsure: false,
    confident: sure,
    from: 'passage',
    title: best.passage.title,
  };
}

export const factReply = (fact: FactAnswer): Reply => ({
  ...withLinks(fact.text, fact.links),
  sources: [{ id: fact.id, url: fact.links[0]?.url ?? '' }],
  unsure: false,
  confident: true,
  from: 'fact',
  ...(fact.computed ? { computed: true } : {}),
});

/** Small talk, a topic that is not ours or one the site never mentions. */
export const topicReply = (reply: string, unsure = false): Reply => ({
  reply,
  body: reply,
  links: [],
  sources: [],
  unsure,
  confident: true,
  from: 'topic',
});

export const fallback = (supportHours: string): Reply => ({
  ...topicReply(fallbackReply(supportHours), true),
  confident: false,
  from: 'fallback',
});

/** A reply to part of the message, with a note on what the rest needs. */
export const withNote = (main: Reply, note: string): Reply => ({
  ...main,
  reply: `${main.reply}\n\n${note}`,
  body: `${main.body}\n\n${note}`,
  noted: true,
});

/** A reply led by a sentence that says how it follows from what came before. */
export const withIntro = (main: Reply, intro: string): Reply => ({
  ...main,
  reply: `${intro}\n\n${main.reply}`,
  body: `${intro}\n\n${main.body}`,
});

/** Whether a reply answers its question: a passage or fact it is sure of. */
export const answers = (reply: Reply) => reply.confident && reply.from !== 'topic';
