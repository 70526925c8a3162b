/**
 * A follow-up that rules a cause out ("SKUs are fine, I checked, what else?") gets the next cause
 * of the same troubleshooting article, not the ruled-out one again: the causes the previous reply
 * listed come first, in its order, then the sections after the previous one in the article's order.
 */
import type { Passage } from './retrieval.ts';
import { contentWords, isStopword, ownWords, words } from './text.ts';

/** The message asks for another cause or the next step. */
const ASKS_FOR_MORE =
  /\b(?:what else|anything else|something else|else (?:could|can|might|should)|other (?:causes?|reasons?|things?|ideas?|options?)|what now|now what|what next|next step|still (?:fail|failing|fails|broken|wrong|not|the same|different|missing|shows?|showing))/i;

/** Checked and fine, or a setting at nothing ("the delta is 0"), which causes nothing. */
const SAID_FINE =
  /\b((?:[a-z0-9-]+ ){0,2}[a-z0-9-]+) (?:is|are|was|were|looks?|seems?) (?:all |both |already )?(?:fine|ok|okay|correct|right|good|set(?! to\b)|set up|selected|enabled|turned on|matching|the same|0|zero|off|empty|none|not the (?:problem|issue|cause))\b/gi;
const CHECKED =
  /\b(?:checked|verified|fixed|ruled out|double[- ]checked|compared|confirmed|renewed|reset|updated|redid|re-entered) (?:the |our |my |all (?:the |our |my )?)?((?:[a-z0-9-]+ ){0,2}[a-z0-9-]+)/gi;
/** A question; a statement after a troubleshooting reply ("SKUs are fine") asks what else. */
const QUESTION = /\?|^\s*(?:how|what|why|when|where|which|who|can|do|does|is|are)\b/i;
const NOT_IT = /\b(?:it'?s|it is|its) not (?:the |a |an )?([a-z0-9-]+)/gi;
const MATCH = /\b((?:[a-z0-9-]+ ){0,1}[a-z0-9-]+) (?:match|matches)\b/gi;

/** "SKUs" and "SKU" name the same thing; a head stays a word ("credential", not a stem). */
export const singular = (word: string) => word.toLowerCase().replace(/(?<=[a-z]{3})s$/, '');

/**
 * What the message says is already checked, fine or off, as each phrase's head word ("the vendor
 * credentials are fine" → credential) if it asks what else to check or only states it; else empty.
 */
export function ruledOut(message: string): string[] {
  if (!ASKS_FOR_MORE.test(message) && QUESTION.test(message)) return [];
  const heads = new Set<string>();
  for (const pattern of [SAID_FINE, CHECKED, NOT_IT, MATCH])
    for (const [, phrase] of message.matchAll(pattern)) {
      const head = words(phrase!).findLast((w) => !isStopword(w));
      if (head) heads.add(singular(head));
    }
  return [...heads];
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
  if (!previous.passage.troubleshooting || !ruled.length) return null;
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
    .filter((p) => p !== previous.passage && ![...titleWords(p)].some((w) => ruled.includes(w)))
    .map((passage) => {
      const at = all.indexOf(passage);
      const order = from < 0 ? at : (at - from + all.length) % all.length;
      const mentioned = distinctive[at]!.map((w) => told.indexOf(w)).filter((i) => i >= 0);
      // Math.min() of no mentions is Infinity: unmentioned sections go by their order alone.
      return { passage, order, at: lists ? Math.min(...mentioned) : Infinity };
    })
    .sort((a, b) => a.at - b.at || a.order - b.order);
  return candidates[0]?.passage ?? null;
}
