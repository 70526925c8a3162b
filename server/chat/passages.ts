/**
 * The retrieval stage: the passages that answer a question, and which of them leads. An article's
 * opening outlines the whole article, so it matches loosely; a section of the same article that
 * covers the question about as well says the answer itself. A question that tells a symptom gets
 * the troubleshooting section that fixes it, when that matches nearly as well.
 */
import { asGood, type Match, type Passage } from './retrieval.ts';
import { DEFINED, definitionFor } from './answer-blocks.ts';
import { askedKind, HOW_TO } from './compose.ts';
import { POINTS_BACK } from './context.ts';
import { readVocabulary } from './knowledge.ts';
import { sectionHeading, stepNumber } from './next-cause.ts';
import { tellsSymptom, type Question } from './question.ts';
import type { Bot } from './setup.ts';
import { isStopword, termsWithPairs, tokenize, withPairs, words } from './text.ts';

/** Below this share of the question's words found in the passage, the bot does not answer from it. */
const MIN_COVERAGE = 0.25;
/**
 * A long question describes a situation in many words the passage that answers it need not share:
 * past this many content words it needs only {@link MIN_COVERAGE_LONG}.
 */
const LONG_QUESTION_WORDS = 6;
const MIN_COVERAGE_LONG = 0.15;
/** At or below this share (half a question of two words) it answers, but says it is not sure. */
export const SURE_COVERAGE = 0.5;
/** How close a section of an article must come to the article's opening to answer instead. */
const SECTION_COVERAGE = 0.6;
const SECTION_SCORE = 0.2;
/** Nearly as good a match as `best`: a troubleshooting section or an opening may then lead. */
const nearly = (m: Match, best: Match) => asGood(m, best, 0.8, 0.9);
const isOpening = ({ passage }: Match) => passage.kind === 'doc' && !passage.id.includes('#');
/** A troubleshooting passage's table of what you see and its cause. */
const causeTable = ({ troubleshooting, blocks = [] }: Passage) =>
  troubleshooting ? blocks.find((b) => b.kind === 'table' && b.head.length === 2) : undefined;
const articleOf = (passage: Passage) => passage.url.split('#')[0];
const sameArticle = (passage: Passage, m: Match) => articleOf(passage) === articleOf(m.passage);

const DEFINITION_SCORE = 0.4;
/** How close a passage must come to an API call's or a release note's score to answer instead. */
const OTHER_KIND_SCORE = 0.6;
/** Words that ask about the API, its code or its responses. */
const API_WORDS = /\b(?:api|code|endpoint|response|token|rate limit(?:s|ed|ing)?|[45]0\d)\b/i;
/** Words of vendor names that do not tell one vendor from another ("Kalco Lighting"). */
const GENERIC = new Set(tokenize(readVocabulary().genericVendorNameWords.join(' ')));
/** Words that say something is not there. */
const ABSENT =
  /\b(?:not|no|without|missing|never|cannot|(?:ca|do|does|is|are|wo|did|was|were|could|has|have)n'?t)\b/i;
/** What the visitor says they have done ("I just signed up"), and asking what comes next. */
const DONE =
  /\b(?:i|we)(?: just| already|'ve| have)* ((?:[a-z]+ed|made|done|set up|got)\b(?: (?!what|now|so|and|then|but)[a-z]+){0,3})/;
const NEXT =
  /\bwhat (?:do|should|can) (?:i|we) do\b|\bwhat(?:'s|s)? next\b|\b(?:now|then) what\b|\bwhat now\b|\bnext step\b/;
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'];
const ORDINAL = new RegExp(`\\bstep (\\d+)\\b|\\b(${ORDINALS.join('|')}|last) step\\b`);
/** A how-to question that asks what to have ready. */
const READY = /\b(?:before|need|first|ready|require)/;
const HOW_VERB = /^(?:how|where) (?:(?:do|can|should|would) (?:i|we) |to )(\w+)/;

export interface Found {
  best: Match;
  /** The best four, `best` first. */
  matches: Match[];
  /** `best` covers enough of the question to answer without a hedge. */
  sure: boolean;
}

/**
 * The passages for the question; `context` is the previous turn's words to search with, and that
 * turn (`q.previous`) is read whether searched with or not.
 */
export function findPassage(bot: Bot, q: Question, context?: string): Found | null {
  const { text: query, contentWords } = q;
  const found = bot.search.search(query, 10, context);
  const top = found[0];
  const minCoverage = contentWords.length > LONG_QUESTION_WORDS ? MIN_COVERAGE_LONG : MIN_COVERAGE;
  if (!top || top.score < bot.search.minScore || top.coverage < minCoverage) return null;
  // A question in the words of an article's title asks about all of it: the opening answers,
  // when it matches nearly as well as the best passage, or the question asks what that is.
  const asked = tokenize(query);
  const term = DEFINED.exec(query.trim())?.[1];
  const named = term ? tokenize(term) : asked;
  const opening = found.find((m) => {
    const titled = tokenize(m.passage.title.split(':')[0]!);
    const near = term ? named.length > 0 : nearly(m, top);
    return isOpening(m) && near && named.every((t) => titled.includes(t));
  });
  const inTop = (m: Match) => m.passage.id.startsWith(`${top.passage.id}#`);
  const closeSection = (m: Match) => inTop(m) && asGood(m, top, SECTION_SCORE, SECTION_COVERAGE);
  // Sections tied within 15% name no one cause ("several products are failing"), unless a how-to
  // with no symptom asks a task: the article's table of causes answers, as surely as the opening.
  const [first, , third] = found.filter(inTop);
  const tied = !!third && (!HOW_TO.test(query) || q.symptom) && third.score >= first!.score * 0.85;
  const table = tied && bot.knowledge.passages.find((p) => sameArticle(p, top) && !!causeTable(p));
  // "What does failing mean?" asks what the article explains, not one of its sections' cases.
  const section =
    isOpening(top) && !/\bmean(?:s|ing)?\b/i.test(query)
      ? (table && { ...top, passage: table }) || found.find(closeSection)
      : undefined;
  // "How do I…" asks for the task, not what to have ready before it ("Before you start"): the
  // opening, or the article's next section, answers instead.
  const prepares = (m?: Match) =>
    /: Before\b/.test(m?.passage.title ?? '') && HOW_TO.test(query) && !READY.test(query);
  const picked = prepares(section) ? top : (opening ?? section ?? top);
  const next = found.find(
    (m) => m !== picked && sameArticle(m.passage, picked) && m.score >= picked.score * 0.6,
  );
  // "How do I…" that a paragraph answers (a FAQ entry) takes the steps of a passage nearly as good;
  // an article's opening, which outlines the ways to do it, stays.
  const holds = (m: Match, kinds: string[]) =>
    !!m.passage.blocks?.some((b) => kinds.includes(b.kind));
  const task =
    HOW_TO.test(query) &&
    !isOpening(picked) &&
    !holds(picked, ['ol', 'ul', 'table']) &&
    found.find((m) => holds(m, ['ol']) && nearly(m, picked));
  // "Why…" asks for a reason, which a list of steps does not give: prose that holds as many of its
  // words answers, even at half the score (steps are dense in a task's words).
  const steps = (m: Match) => m.passage.blocks?.[0]?.kind === 'ol';
  const reason =
    /\bwhy\b/i.test(query) &&
    steps(picked) &&
    found.find((m) => !steps(m) && asGood(m, picked, 0.5, 1));
  const chosen = (prepares(picked) && next) || task || reason || picked;
  // What `chosen` does not do, the first passage that does it answers, when it comes close enough.
  const instead = (does: (m: Match) => boolean, close: (m: Match) => boolean) =>
    does(chosen) ? undefined : found.find((m) => does(m) && close(m));
  // A fix for a symptom told, about what the question names: not one that only shares its "wrong".
  const names = ({ passage }: Match) =>
    tokenize(`${passage.title} ${passage.text}`).some((t) => asked.includes(t) && !tellsSymptom(t));
  const isFix = (m: Match) => !!m.passage.troubleshooting;
  // "…why?" of a symptom asks for its cause, which a fix gives even from further behind.
  const near = (m: Match) => asGood(m, chosen, /\bwhy\b/.test(query) ? 0.7 : 0.8, 0.9);
  const fix = instead(isFix, (m) => tellsSymptom(query) && near(m) && names(m));
  // "What is MAP?": a passage that says what the term is, over one that only uses it.
  const defines = (m: Match) => m.coverage >= chosen.coverage && !!definitionFor(query, m.passage);
  const definition = instead(defines, (m) => m.score >= chosen.score * DEFINITION_SCORE);
  // "How often…", "how long…": a passage nearly as good that states a frequency or a duration.
  const states = (m: Match) => !!askedKind(query)?.test(m.passage.text);
  const stated = instead(states, (m) => nearly(m, chosen));
  // What an API call does answers only a question about the API or code, and what a release
  // added only one about releases ("is tracking sent back automatically?" gets the routing FAQ);
  // a customer's story answers no symptom ("order was routed to the wrong vendor").
  const call = (m: Match) => m.passage.id.startsWith('doc:api-reference#');
  const release = (m: Match) => m.passage.id.startsWith('release:');
  const said = `${query} ${q.previous?.text ?? ''}`;
  // An endpoint ("POST /…: Links a product…") answers what it does, not "is there an API?".
  const endpointAsked = ({ passage }: Match) =>
    !/^[A-Z]+ \//.test(passage.text) || asked.some((t) => !API_WORDS.test(t));
  // A vendor's page answers a question that names the vendor, not one that shares "lighting".
  const saidWords = tokenize(said);
  const vendor = ({ passage }: Match) =>
    !passage.id.startsWith('vendor:') ||
    tokenize(passage.sourceTitle).some((t) => !GENERIC.has(t) && saidWords.includes(t));
  const other = (m: Match) =>
    vendor(m) &&
    !(q.symptom && m.passage.id.startsWith('case-study:')) &&
    (!call(m) || (API_WORDS.test(said) && endpointAsked(m))) &&
    (!release(m) || /\b(?:release|version|new|when|since|added|update|fix)/i.test(said));
  // One that covers as much may score further behind: a call's path and fields repeat its words.
  const close = (m: Match) => asGood(m, chosen, OTHER_KIND_SCORE, 0) || asGood(m, chosen, 0.4, 1);
  const told = instead(other, close);
  // "I can't find my vendor in the list": a section whose heading says what is not there ("If your
  // vendor is not in the list"), when it comes nearly as close.
  const absent = (m: Match) => !isOpening(m) && ABSENT.test(sectionHeading(m.passage));
  const lacking = ABSENT.test(query) ? instead(absent, (m) => nearly(m, chosen)) : undefined;
  // "How do I enforce MAP?": the steps where one step does all the question says, its verb among
  // the first two words ("Turn on Enforce MAP if…"), over a section that only shares its words.
  const verb = tokenize(HOW_VERB.exec(query)?.[1] ?? '')[0] ?? '';
  const does = (item: string[]) =>
    item.slice(0, 2).includes(verb) && asked.every((t) => item.includes(t));
  const doesAll = ({ passage }: Match) =>
    !!passage.blocks?.some((b) => b.kind === 'ol' && b.items.map(tokenize).some(does));
  // The verb alone ("where do I change it?") names no step.
  const step =
    verb && asked.length > 1 ? instead(doesAll, (m) => m.score >= chosen.score * 0.4) : undefined;
  // "How do I import products from a spreadsheet?": the task, over a fix that lacks its verb.
  const lacks = !!verb && !q.symptom && !RegExp(`\\b${verb}`, 'i').test(chosen.passage.text);
  const plain = (m: Match) => !lacks || !isFix(m);
  const setup = instead(plain, (m) => nearly(m, chosen));
  const pick = fix ?? definition ?? stated ?? told ?? lacking ?? step ?? setup ?? chosen;
  // Stopped at a troubleshooting article's table of symptoms, or its opening: the row's cause.
  const tables = pick.passage.troubleshooting && isOpening(pick) ? found.slice(0, 3) : [pick];
  const cause = diagnosis(bot.knowledge.passages, tables, withPairs(asked)) ?? pick;
  // "I just signed up, what do I do first?": the step after the one the visitor says is done.
  const done = NEXT.test(q.lower) ? DONE.exec(q.lower)?.[1] : undefined;
  const at = stepNumber(cause.passage);
  // "Added" is done to what the step's "add" does: a past tense is read in its plain forms too.
  const held = new Set(done && at ? tokenize(cause.passage.text) : []);
  const forms = (w: string) => tokenize([w, w.replace(/e?d$/, ''), w.replace(/d$/, '')].join(' '));
  const did = done && words(done).every((w) => isStopword(w) || forms(w).some((t) => held.has(t)));
  // "What's the second step?", "the last step": that step of the same guide.
  const [, digit, word] = ORDINAL.exec(q.lower) ?? [];
  const inGuide = (p: Passage) => sameArticle(p, cause) && stepNumber(p) > 0;
  const guide = did || digit || word ? bot.knowledge.passages.filter(inGuide) : [];
  const nth = word === 'last' ? guide.length : Number(digit ?? ORDINALS.indexOf(word ?? '') + 1);
  const then = nth || (did && at ? at + 1 : 0);
  const following = guide.find((p) => stepNumber(p) === then);
  const best = following ? { ...cause, passage: following } : cause;
  const matches = [best, ...found.filter((m) => m !== best)].slice(0, 4);
  return { best, matches, sure: best.coverage > SURE_COVERAGE };
}

/**
 * A troubleshooting table of what you see and its cause ("Every product of one vendor fails |
 * Expired vendor credentials") sends a symptom to the section its cause names: the row that shares
 * two of the words that tell its rows apart, less half those it lacks, clearly better than the rest.
 */
export function diagnosis(passages: Passage[], found: Match[], asked: string[]): Match | undefined {
  for (const match of found) {
    const table = causeTable(match.passage);
    if (table?.kind !== 'table') continue;
    const seen = table.rows.map(([cell = '']) => new Set(termsWithPairs(cell)));
    const fits = seen.map((held) => {
      const telling = [...held].filter((t) => seen.some((other) => !other.has(t)));
      const shared = telling.filter((t) => asked.includes(t)).length;
      return shared < 2 ? 0 : shared - (telling.length - shared) / 2;
    });
    const best = Math.max(...fits);
    if (best <= 0 || fits.indexOf(best) !== fits.lastIndexOf(best)) continue;
    const cause = tokenize(table.rows[fits.indexOf(best)]![1] ?? '');
    const named = (p: Passage) =>
      tokenize(sectionHeading(p)).filter((t) => cause.includes(t)).length;
    const [section] = passages
      .filter((p) => p.url.startsWith(`${articleOf(match.passage)}#`) && p !== match.passage)
      .sort((a, b) => named(b) - named(a));
    if (section && named(section) >= 2) return { ...match, passage: section };
  }
}

/**
 * The passages for a question: a follow-up that points back is searched with the previous turn's
 * words first; any other question alone first, then with them.
 */
export function findPassageFor(bot: Bot, q: Question): Found | null {
  const previous = q.previous?.text;
  if (!q.pointsBack)
    return findPassage(bot, q) ?? (previous ? findPassage(bot, q, previous) : null);
  // Unsure with the previous turn's words and sure alone, a follow-up that only opens like one
  // ("and what are your support hours?") says its own topic; "where is that button?" does not.
  const context = findPassage(bot, q, previous);
  const alone = context?.sure || (context && POINTS_BACK.test(q.text)) ? null : findPassage(bot, q);
  return (alone?.sure ? alone : context) ?? alone;
}
