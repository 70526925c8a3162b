/**
 * The built-in help bot, as a pipeline read top to bottom:
 *
 * 1. guards on the message as typed: small talk, the part of a message that is ours, topics that
 *    are not ours or that the site never mentions (guards.ts, elsewhere.ts);
 * 2. the question parsed once (question.ts), with what it borrows from the previous turn
 *    (context.ts);
 * 3. intents: fact questions answered directly from the content, in one ordered list
 *    (intents/index.ts);
 * 4. retrieval: the FAQ entry, documentation section or page passage that answers (passages.ts,
 *    retrieval.ts);
 * 5. the gate: a fact, a passage the bot is sure of, a hedged passage, the parts of the message
 *    that are answered, or the fallback;
 * 6. compose: the reply, its sources and its links (compose.ts).
 *
 * A long message that tells a story before it asks is answered by the sentences that ask (focus.ts)
 * unless a passage surely covers the whole.
 */
import { DEFINED } from './answer-blocks.ts';
import {
  answers,
  askedKind,
  contactUs,
  fallback,
  passageReply,
  topicReply,
  withNote,
  withLinks,
  withoutYesOrNo,
  type BotAnswer,
  type Reply,
} from './compose.ts';
import { detailOf, moreDetail } from './detail.ts';
import { answerablePart, elsewhereAnswer, unlistedAnswer } from './elsewhere.ts';
import { questionFocus } from './focus.ts';
import {
  isOffTopic,
  missed,
  outOfScope,
  smallTalk,
  unannounced,
  unknownWords,
  vents,
} from './guards.ts';
import { listing, type FactAnswer } from './intents/answer.ts';
import { answerDirectly } from './intents/index.ts';
import { namesPlan, plansNamed } from './intents/plan-query.ts';
import { findVendor } from './intents/vendors.ts';
import type { Knowledge } from './knowledge.ts';
import { onwardReply } from './next-cause.ts';
import { answerParts } from './parts.ts';
import { findPassageFor } from './passages.ts';
import { fixed, parseQuestion, type Question, type Turns } from './question.ts';
import { prepareBot } from './setup.ts';
import { answerEveryPart } from './several.ts';
import { stem, words } from './text.ts';

export { fallbackReply, leadSentences, type BotAnswer } from './compose.ts';

/**
 * A question that names something the site never mentions ("weather", "iphone") is answered only
 * from a passage holding nearly all of it: a passage that shares its everyday words ("New York",
 * "check orders") does not answer it.
 */
const OFF_TOPIC_COVERAGE = 0.75;

/** "And MSRP?", "what about Shopify Plus?": a term alone, not "and for Plus?" or "and how long?". */
const ELLIPSIS =
  /^(?:and|what about|how about) (?!(?:for|on|in|with|how|what|when|where|why|who|is|do|does|can)\b)(\w+(?: \w+)?)\?*$/i;

/** "Is there an API?", "do you integrate with Kuzco?": the thing asked about. */
const ASKED_ABOUT =
  /^(?:is there|do you (?:have|offer|support|integrate with|connect (?:to|with))|does vendorhub (?:have|offer|support)) (?:an? |the )?([\w' -]+?)\??$/i;

/** How many replies the bot keeps, by message and the turns before it, to answer again at once. */
const RECENT_REPLIES = 1000;

export interface AnswerOptions {
  /** The visitor's previous message in this session, for follow-ups such as "and on Premium?". */
  previous?: string;
  /** The messages before `previous`, latest first: the previous reply is read as they made it. */
  earlier?: readonly string[];
}

/** How many earlier messages a reply is read with: the previous one, and the two before it. */
export const TURNS_READ = 3;

export function createBot(
  knowledge: Knowledge,
  /** Replies kept to answer again at once; the bench keeps none, to time every reply afresh. */
  { recentReplies: keep = RECENT_REPLIES }: { recentReplies?: number } = {},
) {
  const bot = prepareBot(knowledge);
  const supportHours = knowledge.company.supportHoursShort;
  const contact = contactUs(supportHours);
  const askWhat = `Of course. What would you like to know? Tell me what you are trying to do, or what you see, and I'll point you to the answer.`;
  const missedReply = `Sorry, that didn't answer it. Ask me again in other words, or ${contact}.`;
  const ventingReply = `Sorry it's been a rough day. If something in VendorHub is getting in your way, tell me what happened and I'll point you to the fix, or ${contact}.`;

  // A reply depends only on the message and the turns before it, and a conversation asks for the
  // same ones again (the previous turn, to see whether a follow-up would repeat it; each part of
  // a message of several questions): the latest replies are kept.
  const recent = new Map<string, Reply>();
  /** The messages being answered: a part of one, read with it, points back at no reply. */
  const answering = new Set<string>();
  function respond(message: string, turns: Turns = []): Reply {
    const key = [message, ...turns].join('\u0000');
    const known = recent.get(key);
    if (known) return known;
    answering.add(message);
    try {
      const reply = respondNow(message, turns);
      if (keep > 0) recent.set(key, reply);
      if (recent.size > keep) recent.delete(recent.keys().next().value!);
      return reply;
    } finally {
      answering.delete(message);
    }
  }

  function respondNow(message: string, turns: Turns): Reply {
    const [previous, ...earlier] = turns;
    // The previous reply as the visitor saw it: read with the turns before it, not repeating theirs.
    const seen = (text: string) => notAgain(respond(text, earlier), text, earlier);
    const trimmed = unannounced(message.trim());
    if (!trimmed) return topicReply(askWhat);
    const greeting = smallTalk(trimmed);
    if (greeting) return topicReply(greeting);
    if (missed(trimmed)) return topicReply(missedReply);
    const scope = outOfScope(trimmed);
    if (scope) return topicReply(`${scope} For anything else, ${contact}.`);
    const next = previous ? onwardReply(bot, trimmed, turns, () => seen(previous)) : null;
    if (next) return next;
    // "What's MAP?" then "and MSRP?": the same question of the new term.
    const defined = previous && DEFINED.exec(previous.trim())?.[1];
    const term = defined && defined.split(' ').length <= 2 && ELLIPSIS.exec(trimmed)?.[1];
    if (term) return respond(`what is ${term}?`);
    // "What's API access?" or "is there an API?", then "is it on Plus?": whether the one plan it
    // names includes the thing asked about; "which plan has it?": that question of the thing.
    const plansIn = (text: string) => plansNamed(bot.knowledge, text);
    // A previous message that points back with "it" ("what does it cost?") keeps the one before's.
    const askedIn = (turn = '') =>
      (DEFINED.exec(turn.trim()) ?? ASKED_ABOUT.exec(turn.trim()))?.[1];
    const said = askedIn(previous) || (/\bit\b/i.test(previous ?? '') && askedIn(earlier[0]));
    const thing = said && !plansIn(said).length && said;
    const [plan, other] = thing ? plansIn(trimmed) : [];
    const asked =
      plan && !other && /\b(?:it|that|this)\b/i.test(trimmed)
        ? `does ${plan.name} include ${thing}?`
        : thing && thing.split(' ').length <= 3 && trimmed.replace(/\bit\b/i, thing);
    const ofThing = asked && asked !== trimmed && respond(asked);
    if (ofThing && ofThing.from === 'fact' && ofThing.body !== seen(previous!).body) return ofThing;
    // "Which plan has API access?" then "how much is it?": "it" is the plans the reply named, or
    // the one plan it chose ("Plus is the smallest plan…"), when it names the others after it.
    const pronoun = /\b(?:it|that|this|they|them|those)\b/i;
    // "And annually?" asks of them too.
    const ellipsis = ELLIPSIS.exec(trimmed)?.[1];
    const pointing = previous && (pronoun.test(trimmed) || ellipsis) && !answering.has(previous);
    const before = pointing && !plansIn(`${previous} ${trimmed}`).length && seen(previous);
    const planReply = before && before.sources[0]?.id.startsWith('plan:') ? before.body : '';
    const lead = plansIn(planReply.split('. ')[0]!);
    const named = lead.length === 1 ? lead : plansIn(planReply);
    if (named.length && named.length < bot.knowledge.plans.length) {
      const names = listing(named.map((p) => p.name));
      const asked = ellipsis
        ? respond(`and ${ellipsis} on ${names}?`, turns)
        : respond(trimmed.replace(pronoun, names));
      if (asked.from === 'fact') return asked;
    }
    const focus = questionFocus(trimmed);
    const whole = respondWhole(trimmed, turns, focus);
    if (!focus || (whole.confident && whole.from === 'passage')) return whole;
    // "…only stock and price sync, we handle orders ourselves. Is there a cheaper option?": the
    // sentence that asks is cheaper than what the story says, which is the product-sync-only price.
    // So is a price or a stock level worked out from the numbers the story gives.
    if (whole.confident && (whole.sources[0]?.id.startsWith('sync-only') || whole.computed))
      return whole;
    const focused = respond(focus, turns);
    // "Anything for auto parts? We resell Parts Unlimited": the story names a vendor we
    // list, so what the question asks for is not a vendor we lack.
    const listed =
      focused.sources[0]?.id === 'vendor:unknown' && findVendor(bot.matchers, fixed(bot, trimmed));
    return focused.confident && !listed ? focused : whole;
  }

  function respondWhole(trimmed: string, turns: Turns, focus: string | null) {
    // "Connect a second store, and can you copy my theme?": answer the part that is ours; the
    // rest of the message is the setting the part's "them" or "it" points back to.
    const part = answerablePart(trimmed);
    if (part) {
      const note = `${part.note} For anything else, [contact us](/contact).`;
      return withNote(respond(part.question, turns.length ? turns : [trimmed]), note);
    }
    // Payments, carriers, sales tax…: next to what VendorHub does, but not ours to answer.
    const elsewhere = elsewhereAnswer(trimmed);
    if (elsewhere)
      return topicReply(`${elsewhere.reply}\n\nAnything about VendorHub itself: ${contact}.`);
    // An affiliate program, a mobile app…: the site says nothing either way.
    const unlisted = unlistedAnswer(trimmed);
    if (unlisted) {
      const reply = `I don't have anything on ${unlisted.label}: the site doesn't mention it, and I'd rather not guess. Our team can tell you: ${contact}.`;
      return topicReply(reply, true);
    }

    const q = parseQuestion(bot, trimmed, turns[0], focus);
    const pointed = q.pointsBack ? q.previous?.text : undefined;
    const direct = answerDirectly(bot, q);
    // A partial answer waits for retrieval: a passage that surely covers the question wins,
    // but another vendor's page never answers for the vendor the question names.
    const passage = direct?.partial ? findPassageFor(bot, q) : undefined;
    const bestId = passage?.best.passage.id;
    const otherVendor =
      direct?.id.startsWith('vendor:') && bestId?.startsWith('vendor:') && bestId !== direct.id;
    // A request for a customer story is answered with the story a passage finds, when it
    // covers the question as well as the best passage does.
    if (direct?.id === 'case-studies' && passage?.sure) {
      const story = passage.matches.find(
        (m) => m.passage.id.startsWith('case-study:') && m.coverage >= passage.best.coverage,
      );
      if (story) return passageReply(story, passage.matches, q.text, true, bot.search.rare);
    }
    if (passage?.sure && !otherVendor)
      return passageReply(passage.best, passage.matches, q.text, true, bot.search.rare, pointed);
    if (direct) return directReply(direct, q, turns);

    const found = findPassageFor(bot, q);
    const unknown = unknownWords(bot, q);
    const offTopic = isOffTopic(bot, q, unknown);
    // Venting with no question: a loose match would only add to it.
    if (vents(q) && !found?.sure) return topicReply(ventingReply);
    if (found && (!offTopic || found.best.coverage >= OFF_TOPIC_COVERAGE))
      return passageReply(found.best, found.matches, q.text, found.sure, bot.search.rare, pointed);
    const respondInTurn = (text: string) => respond(text, turns);
    return answerParts(bot, q, offTopic, unknown, respondInTurn, contact) ?? fallback(supportHours);
  }

  /**
   * A fact with the detail asked of its subject: see {@link moreDetail}. "How do I add Nora
   * Lighting?": a live vendor's facts, then the steps of that task for any vendor, when a section
   * whose title names the task's verb gives them ("Add a Vendor: Step 1: …").
   */
  function directReply(direct: FactAnswer, q: Question, [previous, ...earlier]: Turns): Reply {
    const said = previous && !answering.has(previous) && respond(previous, earlier);
    const reply = moreDetail(direct, q.raw, weighed, !!said && said.sources[0]?.id === direct.id);
    const verb = /^how (?:do|can|should) (?:i|we) (\w+)/i.exec(q.raw)?.[1]?.toLowerCase();
    const named = verb && findVendor(bot.matchers, q.tokens);
    const live = named && named.vendor.status === 'live';
    if (!live || reply.sources[0]?.id !== `vendor:${named.vendor.id}`) return reply;
    const at = q.tokens.findIndex((t) => named.used.has(t));
    const rest = q.tokens.slice(at).filter((t) => !named.used.has(t));
    const task = respond([...q.tokens.slice(0, at), 'a', 'vendor', ...rest].join(' '));
    const steps = task.from === 'passage' && /^\d+\. /m.test(task.body);
    if (!steps || !words(task.title ?? '').includes(verb)) return reply;
    const links = [...reply.links.slice(0, 1), ...task.links.slice(0, 1)];
    const sources = [...reply.sources.slice(0, 1), ...task.sources.slice(0, 1)];
    return { ...reply, ...withLinks(`${reply.body}\n\n${task.body}`, links), sources };
  }

  /** A sentence's words as the bot reads them; a plan's name also says "plan" and "plans". */
  const wordsOf = (text: string) => {
    const found = new Set(words(text));
    if ([...found].some((w) => namesPlan(bot.knowledge.plans, w))) found.add('plan').add('plans');
    return found;
  };
  /** Words weighed by how rare they are in the knowledge, for a story's lines ({@link moreDetail}). */
  const weighed = { wordsOf, weigh: (word: string) => bot.search.weight(stem(word)) };

  /**
   * A follow-up never gets the previous reply again, with or without its "Yes.": "is that through
   * API or FTP?" after a vendor's summary gets the sentence that says how it connects.
   */
  function notAgain(reply: Reply, message: string, [previous, ...earlier]: Turns): Reply {
    const said = reply.from !== 'topic' && reply.from !== 'fallback';
    if (!said || !previous || message.toLowerCase() === previous.toLowerCase()) return reply;
    // A reply the bot is unsure of repeats the previous one after its hedge.
    const before = withoutYesOrNo(respond(previous, earlier).body);
    const now = withoutYesOrNo(reply.body);
    if (now !== before && (reply.confident || !now.endsWith(before))) return reply;
    const detail = detailOf(reply, message, { wordsOf });
    if (detail) return detail;
    const own = respond(message);
    // "How long does it take to set up?" after a vendor's summary, which says no time: the
    // question on its own, when its answer says one.
    const kind = askedKind(message);
    const timed = !!kind && !kind.test(reply.body) && kind.test(own.body);
    // "Can I do that in bulk?" after the ways to add products: the question on its own, when
    // another section of the same article or policy answers it (the FAQ is not one topic).
    const page = (r: Reply) =>
      /^(?:doc|page):/.test(r.sources[0]?.id ?? '') && r.sources[0]!.url.split('#')[0];
    const samePage = own.body !== reply.body && page(own) && page(own) === page(reply);
    return answers(own) && (timed || samePage) ? own : reply;
  }

  function answer(question: string, { previous, earlier = [] }: AnswerOptions = {}): BotAnswer {
    const trimmed = question.trim();
    const turns = previous ? [previous.trim(), ...earlier.map((t) => t.trim())] : [];
    // A part, like a follow-up, never repeats the answer to the part before it.
    const whole = answerEveryPart(trimmed, respond(trimmed, turns), (part, before) =>
      before ? notAgain(respond(part, [before]), part, [before]) : respond(part, turns),
    );
    const { reply, sources, unsure } = notAgain(whole, trimmed, turns);
    return { reply, sources, unsure };
  }

  // The search index is shared with the MCP server's search_site, so it is built once.
  return { answer, search: bot.search };
}
