/**
 * Several questions in one message ("What does Premium cost, how many stores, and is there a
 * trial?"): each part that asks is answered on its own, and what the reply to the whole does not
 * already say is added to it, in the order the parts were asked.
 */
import { answers, askedKind, type Reply, withLinks } from './compose.ts';
import { POINTS_BACK } from './context.ts';
import { asksItself, isTerseList, questionParts } from './elsewhere.ts';
import { sentences } from './focus.ts';
import { contentWords, tokenize, words } from './text.ts';

/** At most this many answers in one reply: a longer list of questions gets the first ones. */
const MAX_ANSWERS = 4;

/** Links under an answer to several questions: one per answer, up to this many. */
const MAX_LINKS = 3;

/**
 * A part says its own topic in at least this many content words ("What is the procedure" does not),
 * or in one word that the title of the passage answering it holds ("and is there a trial?").
 */
export const PART_WORDS = 2;

/** Asks whether what the part before names has a thing: "…and does it include the API?" */
const INCLUDES =
  /\b(?:does|do|is) (?:it|that|this|they) (?:include|come with|have|support|offer)\b/i;

/** Two things compared, each in one to three words: "the difference between X and Y", "X vs Y". */
const COMPARED =
  /(?:\bdifference between (?:an? |the )?((?:[\w&'-]+ ){0,2}?[\w&'-]+) and|(?:^|[,?.!;:]) *((?:[\w&'-]+ ){0,2}?[\w&'-]+) (?:vs\.?|versus)) (?:an? |the )?((?:[\w&'-]+ ){0,2}?[\w&'-]+)(?: (?:anyway|though|exactly|again))?(?: -|[,?.!;]|$)/i;

/** A part that points back ("how would that work") says its own topic in at least this many. */
const POINTING_PART_WORDS = 3;

/**
 * The parts of a message that are questions of their own and say their topic, so that each can be
 * answered without the rest; a part of one content word comes with it, and only a passage titled
 * with it answers. A few terse words ("minutes for shopify connect + supplier adding?") share one
 * question and are not split.
 */
export function ownQuestions(message: string, said = ''): { part: string; word?: string }[] {
  // Two things compared: what each one is, when the reply to the whole (`said`) leaves one out.
  const [, x1, x2, y] = COMPARED.exec(message) ?? [];
  const compared = y ? [(x1 ?? x2)!, y] : [];
  if (compared.some((thing) => tokenize(thing).some((w) => !tokenize(said).includes(w))))
    return compared.map((thing) => ({ part: `what is ${thing}?`, word: thing }));
  if (isTerseList(message)) return [];
  return questionParts(message).flatMap((part) => {
    const topic = contentWords(part);
    if (!asksItself(part, message)) return [];
    // "…and how long does it take?" asks a duration of what the part before names.
    const own = topic.length >= POINTING_PART_WORDS || askedKind(part) || INCLUDES.test(part);
    if (POINTS_BACK.test(part)) return own ? [{ part }] : [];
    if (topic.length >= PART_WORDS) return [{ part }];
    return topic.length === 1 ? [{ part, word: topic[0]! }] : [];
  });
}

/**
 * A part of one content word, or a thing compared, is answered only by a passage or a fact that names
 * each of its words in its title or first sentence: "Can I call you?" is not about API calls.
 */
const answersWord = (reply: Reply, word: string | undefined) =>
  word === undefined ||
  ((reply.from === 'passage' || reply.from === 'fact') &&
    words(word).every((w) =>
      words(
        `${(reply.from === 'fact' ? reply.sources[0]?.id : reply.title) ?? ''} ${reply.body.split(/[.:]/)[0]}`,
      ).includes(w),
    ));

/** After an amount worked out from the numbers: "…what shows? and how do I change the delta?" */
const ANOTHER =
  /^(?:and|also|plus) (?:how (?:do|can|should) (?:i|we)|can|do|does|is|are|will|where)\b/i;

/** An answer that repeats this share of its words from another says nothing new. */
const REPEATED = 0.6;

/**
 * A part's answer is already in another reply when that one cites the same passage or fact, says
 * all its words ("Basic includes 1,000 products" after "Basic includes 2 vendors and 1,000
 * products"), or, for a passage, when either says mostly the other's words ("Enterprise is priced
 * for your volume" from the plan and from the FAQ).
 */
function covers(shown: Reply, part: Reply): boolean {
  const first = part.sources[0]?.id;
  if (first === undefined || shown.sources.some((source) => source.id === first)) return true;
  const said = new Set(contentWords(shown.body));
  const told = new Set(contentWords(part.body));
  // Two facts of one template ("Nora Lighting is live…", "Allegri Crystal is live…") share
  // most words and still say different things: a fact is said only when all its words are.
  if (shown.from === 'fact' && part.from === 'fact') return [...told].every((w) => said.has(w));
  return [...told].filter((w) => said.has(w)).length >= Math.min(said.size, told.size) * REPEATED;
}

/**
 * The reply to a message of several questions. `answerPart` answers one part, given the part asked
 * before it: "how many stores" after "What does Premium cost" is about Premium. A part nothing
 * answers surely is left out, not guessed; the whole's reply stands alone if it answers every part.
 */
export function answerEveryPart(
  message: string,
  whole: Reply,
  answerPart: (part: string, before: string | undefined) => Reply,
): Reply {
  // A reply that already answers part of the message and says what the rest needs stands.
  if (!answers(whole) || whole.noted) return whole;
  // A computed amount answers the parts that ask for it; one that asks another thing follows it,
  // as does another fact from the story's numbers ("3 suppliers, 300 orders a month. Which plan
  // and what would setup cost?" gets the plan too).
  const { computed } = whole;
  const statements = computed && sentences(message).filter((s) => !s.includes('?'));
  const story = statements && statements.join(' ');
  const parts = ownQuestions(message, whole.body).filter(
    (p) => !computed || ANOTHER.test(p.part) || story,
  );
  if (parts.length < (computed ? 1 : 2)) return whole;

  const answered = parts.map(({ part, word }, i) => {
    const computes = story && !ANOTHER.test(part);
    const asked = computes ? `${story} ${part}` : part;
    const read = answerPart(asked, parts[i - 1]?.part);
    // Read with the part before, an answer that says nothing of its one word: "…and do I need a
    // card?" after "how long is the trial" asks its own question, when a passage titled with it
    // answers that. "How often?" asks of the part before.
    const own = !!word && i > 0 && !askedKind(part) && !answersWord(read, word);
    const alone = own ? answerPart(asked, undefined) : undefined;
    const reply = alone && words(alone.title ?? '').includes(word!) ? alone : read;
    const kept = answers(reply) && answersWord(reply, word) && (!computes || reply.from === 'fact');
    return kept ? reply : null;
  });
  const wholeAt = answered.findIndex((reply) => reply && covers(whole, reply));
  const shown: { at: number; reply: Reply }[] = [{ at: Math.max(0, wholeAt), reply: whole }];
  for (const [at, reply] of answered.entries())
    if (reply && !shown.some((s) => covers(s.reply, reply))) shown.push({ at, reply });
  if (shown.length === 1) return whole;

  // The whole's reply is shown first, so it is always among the answers kept.
  const replies = shown
    .slice(0, MAX_ANSWERS)
    .sort((a, b) => a.at - b.at)
    .map((s) => s.reply);
  const firsts = replies.flatMap((reply) => reply.links.slice(0, 1));
  // One link per place: "Pricing" twice, to the page and to its fees table, reads as a mistake.
  const links = firsts.filter(
    (link, i) => firsts.findIndex((l) => l.url === link.url || l.label === link.label) === i,
  );
  const extra = replies.filter((reply) => reply !== whole);
  return {
    ...whole,
    ...withLinks(replies.map((reply) => reply.body).join('\n\n'), links, MAX_LINKS),
    sources: [...whole.sources, ...extra.flatMap((reply) => reply.sources.slice(0, 1))],
  };
}
