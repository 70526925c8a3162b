/**
 * A follow-up that rules a cause out ("SKUs are fine, I checked, what else?") gets the next cause
 * of the same troubleshooting article, not the ruled-out one again: the causes the previous reply
 * listed come first, in its order, then the sections after the previous one in the article's order.
 * One that asks for the next step ("and after that?") gets the guide's next step.
 */
import { passageReply, withIntro, type Reply } from './compose.ts';
import type { Turns } from './question.ts';
import type { Passage } from './retrieval.ts';
import type { Bot } from './setup.ts';
import { contentWords, isStopword, ownWords, words } from './text.ts';

/** The message asks for another cause or the next step. */
const ASKS_FOR_MORE =
  /\b(?:what else|anything else|something else|else (?:could|can|might|should)|other (?:causes?|reasons?|things?|ideas?|options?)|what now|now what|what(?:'?s| comes)? next|next step|then what|and then|after that|do (?:i|we) do next|still (?:fail|failing|fails|broken|wrong|not|the same|different|missing|shows?|showing))/i;

/**
 * Asks for another cause or the next step and nothing else: "what else could it be?", "and after
 * that?", not "what else can VendorHub do?".
 */
export function asksForMore(message: string) {
  const rest = message.replace(ASKS_FOR_MORE, ' ');
  return rest !== message && !contentWords(rest).length;
}

/** Checked and fine, or a setting at nothing ("the delta is 0"), which causes nothing. */
const SAID_FINE =
  /\b((?:[a-z0-9-]+ ){0,2}[a-z0-9-]+(?: and (?:[a-z0-9-]+ ){0,2}[a-z0-9-]+)?) (?:is|are|was|were|looks?|seems?) (?:all |both |already )?(?:fine|ok|okay|correct|right|good|set(?! to\b)|set up|selected|enabled|turned on|matching|the same|0|zero|off|empty|none|not the (?:problem|issue|cause))\b/gi;
/** "I set the delta to 0": a setting at nothing too, said as what the visitor did. */
const SET_TO_NOTHING =
  /\bset (?:the |my |our )?((?:[a-z0-9-]+ ){0,1}[a-z0-9-]+) (?:to|at) (?:0|zero|off)\b/gi;
const CHECKED =
  /\b(?:checked|verified|fixed|ruled out|double[- ]checked|compared|confirmed|renewed|reset|updated|redid|re-entered|added) (?:the |our |my |all (?:the |our |my )?)?((?:[a-z0-9-]+ ){0,2}[a-z0-9-]+)/gi;
/** A question; a statement after a troubleshooting reply ("SKUs are fine") asks what else. */
const QUESTION = /\?|^\s*(?:how|what|why|when|where|which|who|can|do|does|is|are)\b/i;
const NOT_IT = /\b(?:it'?s|it is|its) not (?:the |a |an )?([a-z0-9-]+)/gi;
const MATCH = /\b((?:[a-z0-9-]+ ){0,1}[a-z0-9-]+) (?:match|matches)\b/gi;

/** "SKUs" and "SKU" name the same thing; a head stays a word ("credential", not a stem). */
export const singular = (word: string) => word.toLowerCase().replace(/(?<=[a-z]{3})s$/, '');

/**
 * What the message says is already checked, fine or off, as each thing's head word ("the SKUs and
 * vendor credentials are fine" → sku, credential) if it asks what else or only states it; else [].
 */
export function ruledOut(message: string): string[] {
  if (!ASKS_FOR_MORE.test(message) && QUESTION.test(message)) return [];
  const things = [SAID_FINE, SET_TO_NOTHING, CHECKED, NOT_IT, MATCH].flatMap((pattern) =>
    [...message.matchAll(pattern)].flatMap(([, phrase]) => phrase!.split(/\b(?:and|or)\b/)),
  );
  const heads = things.map((thing) => words(thing).findLast((w) => !isStopword(w)));
  return [...new Set(heads.flatMap((head) => (head ? [singular(head)] : [])))];
}

/** A section's own heading, without its article's title. */
export const sectionHeading = (passage: Passage) => passage.title.replace(/^[^:]*:\s*/, '');

/**
 * The next section of a troubleshooting article to check, after the previous reply quoted
 * `previous` and the visitor ruled out `ruled`. Null when the previous reply did not come from a
 * troubleshooting article or every cause is ruled out.
 */
export function nextCause(
  passages: Passage[],
  previous: { passage: Passage; reply: string },
  ruled: string[],
): Passage | null {
  if (!previous.passage.troubleshooting) return null;
  const article = previous.passage.id.split('#')[0]!;
  const all = passages.filter((p) => p.id.startsWith(`${article}#`) && p.troubleshooting);
  const told = words(previous.reply).map(singular);
  const titleWords = (p: Passage) => new Set(contentWords(sectionHeading(p)).map(singular));
  // A title word two sections share ("vendor", "check", "quantity") does not say which one it is.
  const distinctive = ownWords(all.map(titleWords));
  // After the causes the reply named, the sections that follow the previous one come before
  // those ahead of it: the article lists its checks in the order to make them.
  // A reply from the article's opening (not one of its sections) starts at the first section.
  const from = all.indexOf(previous.passage);
  // Only a reply that lists causes (the opening, a table of symptoms) orders them by its mentions:
  // a fix's "all of that vendor's products fail" names no section.
  const lists = from < 0 || !!previous.passage.blocks?.some((b) => b.kind === 'table');
  const candidates = all
    .map((passage, at) => {
      const order = from < 0 ? at : (at - from + all.length) % all.length;
      const mentioned = distinctive[at]!.map((w) => told.indexOf(w)).filter((i) => i >= 0);
      // Math.min() of no mentions is Infinity: unmentioned sections go by their order alone.
      return { passage, order, at: lists ? Math.min(...mentioned) : Infinity };
    })
    .filter(({ passage: p }) => p !== previous.passage && !ruled.some((w) => titleWords(p).has(w)))
    .sort((a, b) => a.at - b.at || a.order - b.order);
  return candidates[0]?.passage ?? null;
}

/** The number of a guide's step ("Step 2: Enter the vendor's credentials" → 2); NaN for another. */
export const stepNumber = (passage: Passage) =>
  Number(/^step (\d+)\b/i.exec(sectionHeading(passage))?.[1]);

/**
 * The section after `passage` in its article. After a numbered step, the next step, past the
 * sections between (another way to do the step); after the article's opening, its first step.
 */
export function nextSection(passages: Passage[], passage: Passage): Passage | undefined {
  const sections = passages.filter((p) => p.id.startsWith(`${passage.id.split('#')[0]}#`));
  const at = sections.indexOf(passage);
  const step = at < 0 ? 1 : stepNumber(passage) + 1;
  return Number.isNaN(step) ? sections[at + 1] : sections.find((p) => stepNumber(p) === step);
}

/**
 * "SKUs are fine, I checked, what else?": the next cause of the previous reply's article. "And
 * after that?" after a guide's section: the guide's next section. `seen` is the previous reply.
 */
export function onwardReply(bot: Bot, message: string, turns: Turns, seen: () => Reply) {
  const ruled = ruledOut(message);
  const more = asksForMore(message);
  if (!ruled.length && !more) return null;
  const before = seen();
  const { passages } = bot.knowledge;
  const passage = passages.find((p) => p.id === before.sources[0]?.id);
  // What an earlier turn ruled out stays ruled out: "I fixed the tag", then "what now?".
  const stillOut = [...ruled, ...turns.flatMap(ruledOut)];
  const cause = passage && nextCause(passages, { passage, reply: before.body }, stillOut);
  const then = !cause && more && passage?.id.startsWith('doc:') && nextSection(passages, passage);
  if (then) return sectionReply(bot, then, 'Next');
  if (cause) return sectionReply(bot, cause, 'The next cause to check');
  if (!ruled.length) return null;
  // Not a troubleshooting article ("my prices are wrong" then "I checked the markup"): the next
  // passage found for the previous question, neither shown nor named for what was ruled out. An
  // API call, a release note or a vendor's page tells nothing to check.
  const found = bot.search.search(turns[0]!, 6);
  const other = found.find(
    (m) =>
      m.score >= found[0]!.score * 0.5 &&
      !/^(?:doc:api-reference#|release:|vendor:)/.test(m.passage.id) &&
      !before.sources.some((s) => s.id === m.passage.id) &&
      !contentWords(m.passage.title).some((w) => ruled.includes(singular(w))),
  )?.passage;
  return other ? sectionReply(bot, other, 'Something else to check') : null;
}

/** A section shown whole after what it is to the visitor ("The next cause to check: …"). */
function sectionReply(bot: Bot, shown: Passage, what: string) {
  const match = { passage: shown, score: 1, coverage: 1 };
  const heading = sectionHeading(shown);
  const reply = passageReply(match, [match], heading, true, bot.search.rare);
  return withIntro(reply, `${what}: **${heading}**.`);
}
