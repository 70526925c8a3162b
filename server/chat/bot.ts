/**
 * The built-in help bot. A fact question (plan limits and prices, fees,
 * vendors, jobs, releases, case studies) gets a direct answer from the
 * content; anything else is answered from the best FAQ entry, documentation
 * section or page passage. The reply leads with the sentence that answers, in
 * at most three sentences, then one or two links. When nothing fits well the
 * bot says it is not sure and offers the contact page and the vendor request
 * form instead of a confident wrong passage.
 */
import { POINTS_BACK } from './context.ts';
import { FACT_WORDS, type FactAnswer, type Link } from './intents/answer.ts';
import { asksForCaseStudy, caseStudyAnswer } from './intents/case-studies.ts';
import {
  categoryAnswer,
  followUpStatusAnswer,
  missingCategoryAnswer,
} from './intents/categories.ts';
import { emailAnswer, officeAnswer } from './intents/contact.ts';
import { followUpFeeAnswer, setupFeeAnswer } from './intents/fees.ts';
import { jobAnswer } from './intents/jobs.ts';
import {
  mergeFollowUp,
  namePlansByPrice,
  namePlansByStep,
  namesPlan,
  parsePlanQuery,
} from './intents/plan-query.ts';
import {
  followUpFeatureAnswer,
  planAnswer,
  planChosen,
  planContentsAnswer,
} from './intents/plans.ts';
import { earlierReleaseAnswer, releaseAnswer, vendorReleaseAnswer } from './intents/releases.ts';
import { syncOnlyAnswer } from './intents/sync-only.ts';
import { asksTrialProducts, trialLimitAnswer, trialPlanAnswer } from './intents/trial.ts';
import { unknownVendorAnswer } from './intents/unknown-vendor.ts';
import {
  findVendor,
  isVendorContextWord,
  isVendorTopicWord,
  vendorAnswer,
  vendorMatchers,
} from './intents/vendors.ts';
import {
  answerablePart,
  askingParts,
  elsewhereAnswer,
  isTerseList,
  questionParts,
  unlistedAnswer,
} from './elsewhere.ts';
import { questionFocus } from './focus.ts';
import type { Knowledge } from './knowledge.ts';
import { createPassageSearch, type EngineName, type Match, type Passage } from './retrieval.ts';
import {
  createSpeller,
  isStopword,
  loadDictionary,
  isAdverb,
  loadPlaceWords,
  tokenize,
  words,
} from './text.ts';

/** Below this share of the question's words found in the passage, the bot does not answer from it. */
const MIN_COVERAGE = 0.25;
/** Questions of more content words than this are long, and {@link MIN_COVERAGE_LONG} applies. */
const LONG_QUESTION_WORDS = 6;
const MIN_COVERAGE_LONG = 0.15;
/** Below this share it answers, but says it is not sure. */
const SURE_COVERAGE = 0.5;
/**
 * A question that names something the site never mentions ("weather",
 * "iphone") is answered only from a passage holding nearly all of it: a
 * passage that shares its everyday words ("New York", "check orders") does
 * not answer it.
 */
const OFF_TOPIC_COVERAGE = 0.75;
/** How close a section of an article must come to the article's opening to answer instead. */
const SECTION_COVERAGE = 0.6;
const SECTION_SCORE = 0.2;
/** Words beyond the vendor's name and vendor words past which a vendor answer is {@link FactAnswer.partial}. */
const VENDOR_CONTEXT_WORDS = 5;
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
type Reply = BotAnswer & {
  confident: boolean;
  /** A passage, a direct fact, a topic reply (small talk, not ours, never mentioned) or the fallback. */
  from: 'passage' | 'fact' | 'topic' | 'fallback';
};

export interface AnswerOptions {
  /** The visitor's previous message in this session, for follow-ups such as "and on Premium?". */
  previous?: string;
}

const SMALL_TALK: [RegExp, string][] = [
  [
    /^(hi|hello|hey|good (morning|afternoon|evening))\b[!.\s]*$/i,
    'Hello! Ask me anything about VendorHub: connecting your store, vendors, inventory, pricing rules, orders or plans.',
  ],
  [/^(thanks|thank you|thx|cheers)\b[!.\s]*$/i, 'You are welcome! Anything else I can help with?'],
];

/** A vendor that sells through a Shopify store of its own, or store-to-store sync. */
const SHOPIFY_AS_VENDOR =
  /\b(?:vendor|supplier|distributor|brand|wholesaler|manufacturer|partner)s?\b.*\b(?:its|their|his|her) own shopify (?:store|shop|site|storefront)s?\b|\bshopify (?:to|2) shopify\b|\b(?:another|other|their|a second|someone else s) shopify (?:store|shop)s? as (?:a |the |my |our )?(?:vendor|supplier|source)\b/;

/** Asks what something is: "what is quantity delta?", "what does MAP mean?" */
const DEFINES = /^(?:what(?:'s| is| are)|whats|what does .+ mean\b|explain|define|meaning of)\b/;

/** A message that vents rather than asks. */
const VENTING =
  /\b(?:hate|whatever|sucks?|useless|stupid|ugh+|annoying|fed up|sick of|nobody (?:ever )?listens|rubbish|worst|wtf)\b/;

/** Where every reply that hands over to the team sends the visitor. */
const contactUs = (supportHours: string) => `[contact us](/contact) and we reply ${supportHours}`;

export function fallbackReply(supportHours: string): string {
  return `I'm not sure about that, and I'd rather not guess. Our team can answer it: ${contactUs(supportHours)}. Looking for a vendor we don't list yet? Use the [vendor request form](/custom-integrations).`;
}

const SENTENCE_END = /(?<=[.!?])\s+(?=[A-Z0-9"(])/;

/**
 * Up to three sentences of the passage, from the top unless a later sentence
 * shares clearly more of the question's words (at least two more than the
 * first): then that one leads. A short opener, or one that says yes or no,
 * stays in front of it.
 */
export function leadSentences(text: string, question = ''): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  // A sentence ends at . ! or ? followed by a space and a capital or digit, so '$82.50' stays whole.
  const sentences = flat.split(SENTENCE_END);
  const wanted = new Set(tokenize(question));
  const score = (sentence: string) => new Set(tokenize(sentence).filter((t) => wanted.has(t))).size;
  const first = score(sentences[0]!);
  let best = 0;
  sentences.forEach((sentence, i) => {
    if (score(sentence) > Math.max(score(sentences[best]!), first + 1)) best = i;
  });
  const start = best > 0 && sentences[best - 1]!.length < 25 ? best - 1 : best;
  // "Yes, at any time." answers a yes/no question by itself, so it stays in front.
  const opener = start > 0 && /^(yes|no|never)\b/i.test(sentences[0]!) ? [sentences[0]!] : [];
  let answer = '';
  for (const sentence of [
    ...opener,
    ...sentences.slice(start, start + MAX_SENTENCES - opener.length),
  ]) {
    if (answer && answer.length + sentence.length + 1 > MAX_ANSWER) break;
    answer = answer ? `${answer} ${sentence}` : sentence;
  }
  return answer.length > MAX_ANSWER + 80
    ? `${answer.slice(0, MAX_ANSWER).replace(/\s+\S*$/, '')}…`
    : answer;
}

function linksLine(links: Link[]): string {
  const shown = links.slice(0, 2).map((link) => `[${link.label}](${link.url})`);
  return `Read more: ${shown.join(' and ')}.`;
}

const passageLink = (passage: Passage): Link => ({
  label: passage.sourceTitle,
  url: passage.url,
});

const FOLLOW_UP =
  /^(?:(?:ok|okay|so|right)\W+)?(and|or|but|what about|how about|what if|same for|also|then)\b/i;
/** A question longer than this (in content words) says its own topic, whatever pronouns it has. */
const FOLLOW_UP_WORDS = 5;

/**
 * A short question with a word the knowledge never uses (and the speller
 * could not correct) is often about something the site does not cover: "can
 * i pay with bitcoin", "do you have an iphone app". So is a question of any
 * length that names a product or service the site never mentions (a word
 * that is in no English dictionary either: "quickbooks", "sla"). Such a
 * question gets an answer only from a passage that surely covers it, never an
 * "I'm not completely sure" one. Other long questions carry everyday words
 * the site never uses, so they are left to the usual thresholds.
 */
const SHORT_QUESTION_WORDS = 4;
const TIME_ZONES =
  /^(?:utc|gmt|bst|cet|cest|eet|eest|wet|ist|aest|aedt|jst|pst|pdt|mst|mdt|cst|cdt|edt|est|et|pt)$/;
/**
 * The content words the parts of a message must hold to be answered without the rest;
 * in a terse list ("gdpr and hipaa?") one names its topic.
 */
const PART_WORDS = 2;
/**
 * Words that describe something going wrong. Leaving one set out (8,201 questions), a
 * troubleshooting section within 0.5 of the best score 7,528, 0.7 7,531, 0.8 7,533, 0.9 7,532;
 * without the rule 7,531.
 */
const SYMPTOM_SCORE = 0.8;
const SYMPTOM_COVERAGE = 0.9;
const SYMPTOM =
  /\b(?:now|stopped|stop|failing|fails|failed|unhealthy|broken|broke|wrong|not (?:working|updating|syncing|showing)|isn t|aren t|doesn t|won t|didn t|never|still|error|errors)\b/;

export function createBot(knowledge: Knowledge, options: { engine?: EngineName } = {}) {
  const search = createPassageSearch(knowledge.passages, options.engine);
  const dictionary = loadDictionary();
  const isWord = (word: string) => dictionary.has(word);
  const places = loadPlaceWords();
  const speller = createSpeller(
    [
      ...knowledge.passages.flatMap((p) => [p.title, p.text]),
      ...knowledge.plans.map((p) => p.name),
      ...knowledge.vendors.map((v) => `${v.name} ${v.category}`),
      ...knowledge.jobs.map((j) => `${j.title} ${j.description}`),
      ...knowledge.caseStudies.map((s) => `${s.company} ${s.industry}`),
      // Words visitors use about the site that its pages happen not to.
      FACT_WORDS,
    ],
    isWord,
    // Only the sentences that ask: the story around a question names anything ("we are a
    // small family business from Poland"), not the words visitors use for the site's topics.
    knowledge.passages
      .flatMap((p) => p.askedAs ?? [])
      .map((wording) => questionFocus(wording) ?? wording),
  );
  // Words the FAQ and the docs use: a vendor named by such a word alone ("holiday") needs a
  // vendor word beside it, and a role is named without a word about jobs only by words they lack.
  const commonWords = new Set(
    knowledge.passages
      .filter((p) => p.kind !== 'page')
      .flatMap((p) => words(`${p.title} ${p.text}`)),
  );
  const matchers = vendorMatchers(knowledge, commonWords);
  const shopifyVendor = knowledge.vendors.find((v) => v.id === 'shopify');
  const fallback = fallbackReply(knowledge.company.supportHoursShort);
  const contact = contactUs(knowledge.company.supportHoursShort);
  const ventingReply = `Sorry it's been a rough day. If something in VendorHub is getting in your way, tell me what happened and I'll point you to the fix, or ${contact}.`;

  /** `raw` is the question as typed, lower-cased: version numbers keep their dots there. */
  function fact(
    tokens: string[],
    text: string,
    raw: string,
    previousTokens?: string[],
    /** The previous question as typed, lower-cased, when it is a follow-up's context. */
    previousRaw?: string,
  ): FactAnswer | null {
    const inQuestion = findVendor(matchers, tokens);
    // A vendor's name is not a plan question: "Parts Unlimited products" asks for no unlimited plan.
    let planQuery = parsePlanQuery(
      knowledge,
      inQuestion ? tokens.filter((t) => !inQuestion.used.has(t)) : tokens,
    );
    const before = previousTokens ? parsePlanQuery(knowledge, previousTokens) : undefined;
    const ownQuery = planQuery;
    const ownPlans = planQuery.plans.length > 0;
    if (before) {
      if (
        ownPlans ||
        ownQuery.attributes.length ||
        ownQuery.billing ||
        ownQuery.cheapest ||
        ownQuery.number !== undefined
      )
        planQuery = mergeFollowUp(ownQuery, before);
      // "Is Williams Trading on Basic?" then "how do orders get to them?": with the plan only
      // from the previous turn, a limit word asks no limit unless an amount is asked for.
      if (
        !ownPlans &&
        !planQuery.asksAmount &&
        planQuery.amount === undefined &&
        /^(?:how|why|where|when)\b/.test(text)
      )
        planQuery = { ...planQuery, attributes: planQuery.attributes.filter((a) => a === 'price') };
    }
    const previousText = previousTokens?.join(' ');
    // "Which plan covers 5 stores?" then "ok what does that one cost?": the plan that answer chose.
    if (
      before &&
      !planQuery.plans.length &&
      !planQuery.whichPlan &&
      /\b(?:that|this) (?:one|plan|tier)\b/.test(text)
    ) {
      const plan = planChosen(knowledge, before);
      if (plan) planQuery = { ...planQuery, plans: [plan] };
    }
    // "Do you have case studies?" then "any with adult stores?": a story, not the adult vendors.
    if (
      previousRaw &&
      asksForCaseStudy(previousRaw) &&
      tokens.filter((t) => !isStopword(t)).length <= 4
    ) {
      const story = caseStudyAnswer(knowledge, `case studies ${text}`, tokens);
      if (story?.id.startsWith('case-study:')) return story;
    }
    // "What did Evertail pay in setup fees?" asks about the story, not today's fee list.
    if (knowledge.caseStudies.some((s) => tokens.includes(s.company.toLowerCase())))
      return caseStudyAnswer(knowledge, text, tokens);
    // So does "the pet supplies case study: what did their setup cost?"
    if (asksForCaseStudy(text)) {
      const story = caseStudyAnswer(knowledge, text, tokens);
      if (story?.id.startsWith('case-study:')) return story;
      // "Which vendors do you have for adult stores?" then "any case study from that industry?"
      const before = previousTokens
        ? caseStudyAnswer(knowledge, text, [...tokens, ...previousTokens])
        : null;
      if (before?.id.startsWith('case-study:')) return before;
    }
    const syncOnly = syncOnlyAnswer(knowledge, text, planQuery.plans, previousText);
    if (syncOnly) return syncOnly;
    // "Our supplier runs its own Shopify store: can we pull their catalog?" is the Shopify vendor integration.
    if (shopifyVendor && SHOPIFY_AS_VENDOR.test(text))
      return vendorAnswer(shopifyVendor, knowledge);
    // A vendor named in the question, or in the one before it for a follow-up ("is that through api or ftp?").
    const named =
      inQuestion ??
      // "Is Williams Trading available on Basic?" then "how do orders get to them?": a plan
      // carried over from the previous turn does not hide the vendor it named.
      (previousTokens &&
      (!planQuery.plans.length || (!ownPlans && /\b(?:they|them|their)\b/.test(text)))
        ? findVendor(matchers, previousTokens)
        : null) ??
      // "Which plan do I need for it? I'm on Basic": the vendor the previous turn named.
      (previousTokens && planQuery.plans.length === 1 && /\b(?:it|them|they|that one)\b/.test(text)
        ? findVendor(matchers, previousTokens)
        : null);
    // "How many vendors do I get on Plus, and can one of them be Amazon MCF?": the plan
    // question comes first, so it is answered first.
    const planFirst =
      inQuestion &&
      planQuery.plans.length > 0 &&
      planQuery.asksAmount &&
      planQuery.attributes.some((a) => a !== 'price') &&
      tokens.findIndex((t) => namesPlan(planQuery.plans, t)) <
        tokens.findIndex((t) => inQuestion.used.has(t));
    // "In which release did Crystorama become a live integration?": the release, not the vendor.
    const arrived = named ? vendorReleaseAnswer(knowledge, named.vendor, raw) : null;
    if (arrived) return arrived;
    // "Why can't I find Williams Trading? We're on Basic", or "Do you integrate with Entrenue?"
    // then "which plan do I need for it? I'm on Basic": whether that plan's catalog has it.
    const onePlan = planQuery.plans.length === 1 ? planQuery.plans[0] : undefined;
    const limitsAsked = planQuery.attributes.some((a) => a !== 'vendors' && a !== 'price');
    if (named && onePlan && !planFirst && !limitsAsked && named.vendor.status === 'live') {
      const left = !named.vendor.plans.includes(onePlan.id);
      const asksPlan =
        planQuery.whichPlan ||
        /\b(?:need|include|includes|included|available|on|get|part)\b/.test(text);
      // (A plan carried over from the previous turn is not asked about again: "how do orders get to them?")
      if ((inQuestion && left) || (!inQuestion && asksPlan && (ownPlans || planQuery.whichPlan)))
        return vendorAnswer(named.vendor, knowledge, onePlan);
    }
    if (named && !planFirst) {
      const other = tokens.filter(
        (t) => !named.used.has(t) && !isStopword(t) && !/^(do|does|you|is|it)$/.test(t),
      );
      const about = other.filter((t) => !isVendorContextWord(t));
      // A word that asks about vendors makes the vendor the topic, however long the
      // question; a vendor carried over from the previous turn needs one.
      const asksAboutVendor =
        other.some(isVendorTopicWord) || /\b(?:work|works|working) with\b/.test(text);
      if (asksAboutVendor || (inQuestion && about.length <= 2)) {
        const answer = vendorAnswer(named.vendor, knowledge);
        // "We carry Kalco and Allegri, and a few products have both tags…": the vendor is
        // context, and a passage that surely covers the question answers it.
        return about.length > VENDOR_CONTEXT_WORDS ? { ...answer, partial: true } : answer;
      }
    }
    // "Any medical supply distributors?" then "which of those is still in beta?"
    const status = previousTokens ? followUpStatusAnswer(knowledge, text, previousTokens) : null;
    if (status) return status;
    // "Tell me about the Evertail case study" then "what plan were they on?"
    if (previousTokens && /\b(?:they|their|them)\b/.test(text)) {
      const story = caseStudyAnswer(knowledge, previousTokens.join(' '), previousTokens);
      if (story?.id.startsWith('case-study:')) return story;
    }
    const fee =
      setupFeeAnswer(knowledge, text) ??
      (previousText ? followUpFeeAnswer(knowledge, text, previousText) : null);
    if (fee) return fee;
    const feature = previousTokens
      ? followUpFeatureAnswer(knowledge, planQuery, text, previousTokens)
      : null;
    if (feature) return feature;
    // "How long is the trial?" then "and for Enterprise?"
    const planTrial = previousRaw ? trialPlanAnswer(knowledge, ownQuery, previousRaw) : null;
    if (planTrial) return planTrial;
    const trialProducts = asksTrialProducts(planQuery, text, previousText);
    const trial = trialProducts ? trialLimitAnswer(knowledge, planQuery, raw, previousRaw) : null;
    if (trial) return trial;
    const category = categoryAnswer(knowledge, tokens);
    return (
      (trialProducts
        ? null
        : (planContentsAnswer(knowledge, planQuery, text) ?? planAnswer(knowledge, planQuery))) ??
      // "Has anyone used this with adult product distributors?" asks for a story, not the vendor list.
      (asksForCaseStudy(text) ? caseStudyAnswer(knowledge, text, tokens) : null) ??
      missingCategoryAnswer(knowledge, tokens) ??
      // "Any automotive suppliers? WheelPros specifically": the vendor named, not the category's list.
      (inQuestion && category ? vendorAnswer(inQuestion.vendor, knowledge) : category) ??
      jobAnswer(knowledge, tokens, previousTokens ?? [], commonWords) ??
      (previousTokens && previousRaw ? earlierReleaseAnswer(knowledge, text, previousRaw) : null) ??
      releaseAnswer(knowledge, raw) ??
      // "What's in your latest release?" then "when did it come out?"
      (previousRaw && /\bwhen\b/.test(text) && /\b(?:it|that|this)\b/.test(text)
        ? releaseAnswer(knowledge, previousRaw)
        : null) ??
      caseStudyAnswer(knowledge, text, tokens) ??
      officeAnswer(knowledge, raw) ??
      emailAnswer(knowledge, raw)
    );
  }

  function fromPassage(best: Match, matches: Match[], question: string, sure: boolean): Reply {
    // A second link only when it points somewhere else and is nearly as good; "what is…"
    // asks for the feature's explanation, not the troubleshooting check named after it.
    const defines = DEFINES.test(question);
    const second = matches.find(
      (m) =>
        m !== best &&
        !(defines && m.passage.troubleshooting) &&
        m.passage.url.split('#')[0] !== best.passage.url.split('#')[0] &&
        m.score >= best.score * 0.6 &&
        m.coverage >= best.coverage,
    );
    const links = [passageLink(best.passage)];
    if (!sure) links.push({ label: 'Contact us', url: '/contact' });
    else if (second) links.push(passageLink(second.passage));
    const lead = leadSentences(best.passage.summary, question);
    const reply = sure ? lead : `I'm not completely sure, but this may help: ${lead}`;
    return {
      reply: `${reply}\n\n${linksLine(links)}`,
      sources: [best.passage, ...(sure && second ? [second.passage] : [])].map(({ id, url }) => ({
        id,
        url,
      })),
      unsure: false,
      confident: sure,
      from: 'passage',
    };
  }

  function retrieve(query: string, contentWords: number, context?: string) {
    const found = search.search(query, 10, context);
    const top = found[0];
    // A long question describes a situation in many words the passage that
    // answers it need not share, so it needs a smaller share to be answered.
    const minCoverage = contentWords > LONG_QUESTION_WORDS ? MIN_COVERAGE_LONG : MIN_COVERAGE;
    if (!top || top.score < search.minScore || top.coverage < minCoverage) return null;
    // An article's opening outlines the whole article, so it matches loosely; a
    // section of the same article that covers the question about as well says
    // the answer itself.
    const section =
      top.passage.kind === 'doc' && !top.passage.id.includes('#')
        ? found.find(
            (m) =>
              m.passage.id.startsWith(`${top.passage.id}#`) &&
              m.coverage >= top.coverage * SECTION_COVERAGE &&
              m.score >= top.score * SECTION_SCORE,
          )
        : undefined;
    // "Changed the FTP password and now all their items say unhealthy" tells a symptom: the
    // troubleshooting section that fixes it, when it matches nearly as well, before the setup step.
    const chosen = section ?? top;
    const fix =
      SYMPTOM.test(query) && !chosen.passage.troubleshooting
        ? found.find(
            (m) =>
              m.passage.troubleshooting &&
              m.score >= chosen.score * SYMPTOM_SCORE &&
              m.coverage >= chosen.coverage * SYMPTOM_COVERAGE,
          )
        : undefined;
    const best = fix ?? chosen;
    const matches = [best, ...found.filter((m) => m !== best)].slice(0, 4);
    return { best, matches, sure: best.coverage >= SURE_COVERAGE };
  }

  function respond(question: string, { previous }: AnswerOptions = {}): Reply {
    const trimmed = question.trim();
    for (const [pattern, reply] of SMALL_TALK)
      if (pattern.test(trimmed))
        return { reply, sources: [], unsure: false, confident: true, from: 'topic' };

    // "We run a lighting store with 3,500 SKUs from Nora and Kuzco… I was wondering whether
    // Plus would cover four vendors?": the story names vendors and words the site never uses,
    // so the sentences that ask answer instead, unless a passage surely covers the whole.
    const focus = questionFocus(trimmed);
    const whole = respondWhole(trimmed, previous, focus);
    if (!focus || (whole.confident && whole.from === 'passage')) return whole;
    // "…only stock and price sync, we handle orders ourselves. Is there a cheaper option?": the
    // sentence that asks is cheaper than what the story says, which is the product-sync-only price.
    // (Any fact of the whole over the focused sentence's: 7 fewer left out of 8,201.)
    if (whole.confident && whole.sources[0]?.id.startsWith('sync-only')) return whole;
    const focused = respond(focus, { previous });
    // "Anything for auto parts? We resell Parts Unlimited": the story names a vendor we
    // list, so what the question asks for is not a vendor we lack.
    if (
      focused.sources[0]?.id === 'vendor:unknown' &&
      findVendor(matchers, speller.fix(trimmed).split(' '))
    )
      return whole;
    return focused.confident ? focused : whole;
  }

  function respondWhole(
    trimmed: string,
    previous: string | undefined,
    focus: string | null,
  ): Reply {
    // "Connect a second store, and can you copy my theme?": answer the part that is ours.
    const part = answerablePart(trimmed);
    if (part) {
      // The rest of the message is the setting the part's "them" or "it" points back to.
      const main = respond(part.question, { previous: previous ?? trimmed });
      return {
        ...main,
        reply: `${main.reply}\n\n${part.note} For anything else, [contact us](/contact).`,
      };
    }

    // Payments, carriers, sales tax…: next to what VendorHub does, but not ours to answer.
    const elsewhere = elsewhereAnswer(trimmed);
    if (elsewhere) {
      return {
        reply: `${elsewhere.reply}\n\nAnything about VendorHub itself: ${contact}.`,
        sources: [],
        unsure: false,
        confident: true,
        from: 'topic',
      };
    }

    // An affiliate program, a mobile app…: the site says nothing either way.
    const unlisted = unlistedAnswer(trimmed);
    if (unlisted) {
      return {
        reply: `I don't have anything on ${unlisted.label}: the site doesn't mention it, and I'd rather not guess. Our team can tell you: ${contact}.`,
        sources: [],
        unsure: true,
        confident: true,
        from: 'topic',
      };
    }

    // "The $299 one", "the one above it": the plans said by price or by step, by name.
    const plansByName = namePlansByPrice(knowledge, namePlansByStep(knowledge, trimmed, previous));
    const tokens = speller.fix(plansByName).split(' ').filter(Boolean);
    const text = tokens.join(' ');
    const contentWords = tokens.filter((t) => !isStopword(t));
    const previousTokens =
      previous && (FOLLOW_UP.test(trimmed) || contentWords.length <= 3 || POINTS_BACK.test(trimmed))
        ? speller.fix(previous).split(' ').filter(Boolean)
        : undefined;

    // A follow-up that points back ("ok and where do i change it?") is about the previous topic first.
    const previousText = previousTokens?.join(' ');
    // So is a short "and with Premium?": alone, "Premium" finds Premium's tools, not the topic,
    // and a word or two that say no topic ("how long?" after a trial question).
    const pointsBack =
      previousText &&
      ((POINTS_BACK.test(trimmed) && contentWords.length <= FOLLOW_UP_WORDS) ||
        (FOLLOW_UP.test(trimmed) && contentWords.length <= 3) ||
        contentWords.length <= 1);
    const n = contentWords.length;
    const retrieveAll = () =>
      pointsBack
        ? (retrieve(text, n, previousText) ?? retrieve(text, n))
        : (retrieve(text, n) ?? (previousText ? retrieve(text, n, previousText) : null));

    // A question naming a vendor we list ("for auto parts, like Parts Unlimited") is not
    // about one we lack.
    const namedNow = findVendor(matchers, tokens);
    const unknownVendor = (afterVendor = false) =>
      namedNow
        ? null
        : unknownVendorAnswer(trimmed.toLowerCase(), speller.siteUses, trimmed, afterVendor);
    const known = fact(
      tokens,
      text,
      trimmed.toLowerCase(),
      previousTokens,
      previous?.toLowerCase(),
    );
    // "Do you connect with Eldorado? They are our main adult supplier": the vendor we lack,
    // not the list of the category it belongs to.
    // "Do you integrate with Entrenue?" then "what about Eldorado?": the vendor carried over from
    // the previous turn gives way to the one named now that we lack.
    const carried = !namedNow && !!previousTokens && !!findVendor(matchers, previousTokens);
    const direct =
      known?.category || carried ? (unknownVendor(carried) ?? known) : (known ?? unknownVendor());
    // A partial answer waits for retrieval: a passage that surely covers the question wins.
    const passage = direct?.partial ? retrieveAll() : undefined;
    // Another vendor's page never answers for the vendor the question names.
    const otherVendor =
      direct?.id.startsWith('vendor:') &&
      passage?.best.passage.id.startsWith('vendor:') &&
      passage.best.passage.id !== direct.id;
    // A request for a customer story is answered with the story a passage finds, when it covers
    // the question as well as the best passage does.
    if (direct?.id === 'case-studies' && passage?.sure) {
      const story = passage.matches.find(
        (m) => m.passage.id.startsWith('case-study:') && m.coverage >= passage.best.coverage,
      );
      if (story) return fromPassage(story, passage.matches, text, true);
    }
    if (passage?.sure && !otherVendor)
      return fromPassage(passage.best, passage.matches, text, true);
    if (direct) {
      return {
        reply: `${direct.text}\n\n${linksLine(direct.links)}`,
        sources: [{ id: direct.id, url: direct.links[0]?.url ?? '' }],
        unsure: false,
        confident: true,
        from: 'fact',
      };
    }

    const found = passage === undefined ? retrieveAll() : passage;
    // 'one-off' is read as 'one', 'off' and 'oneoff'; when the site knows the parts, the
    // joined form is not a word it lacks ('two-factor' is: the site never says 'factor').
    const joined = new Set(
      (trimmed.toLowerCase().match(/[a-z0-9]+(?:[-_][a-z0-9]+)+/g) ?? [])
        .filter((w) => w.split(/[-_]/).every((part) => isStopword(part) || speller.knows(part)))
        .map((w) => w.replace(/[-_]/g, '')),
    );
    // A long message's story may name anything (its tools, its town); only the sentences
    // that ask can make it a question about something the site never mentions.
    const asking = focus ? new Set(speller.fix(focus).split(' ')) : undefined;
    // A short non-word one letter away from a word the bot knows ('oftn', 'hav') is a typo the
    // speller leaves as typed, not a name; one typed in capitals ('ISO', 'AWS') is a name.
    const acronyms = new Set(trimmed.match(/\b[A-Z]{2,}\b/g)?.map((w) => w.toLowerCase()));
    const typo = (w: string) => !acronyms.has(w) && !dictionary.has(w) && speller.nearlyKnows(w);
    const unknown = contentWords.filter(
      (w) =>
        !speller.knows(w) &&
        !typo(w) &&
        // An adverb ('absolutely') names nothing the site could be missing.
        !isAdverb(w, isWord) &&
        !places.has(w) &&
        // A time zone ("in CET time") or a lone letter names nothing the site could lack.
        !TIME_ZONES.test(w) &&
        w.length > 1 &&
        !/\d/.test(w) &&
        !joined.has(w) &&
        (!asking || asking.has(w)),
    );
    const offTopic =
      (contentWords.length <= SHORT_QUESTION_WORDS && unknown.length > 0) ||
      // A product or service the site never names ("quickbooks", "iphone", "sla").
      // ("agency's" arrives as 'agencys': a possessive of a dictionary word is a word.)
      unknown.some(
        (w) => w.length >= 3 && !dictionary.has(w) && !dictionary.has(w.replace(/s$/, '')),
      );
    // "Nobody ever listens to small business owners. Whatever.": no question in it, and
    // a loose match would only add to it.
    if (VENTING.test(trimmed.toLowerCase()) && !trimmed.includes('?') && !found?.sure)
      return { reply: ventingReply, sources: [], unsure: false, confident: true, from: 'topic' };
    if (found && (!offTopic || found.best.coverage >= OFF_TOPIC_COVERAGE))
      return fromPassage(found.best, found.matches, text, found.sure);
    // "Are you SOC 2 compliant? We also need HIPAA.": the parts without a word the site
    // lacks are answered, and the reply says the rest is not covered.
    const parts = offTopic ? questionParts(trimmed) : [];
    const ours = parts.filter((part) =>
      speller
        .fix(part)
        .split(' ')
        .every((w) => !unknown.includes(w)),
    );
    // A part must say its own topic: "Is there a way?" alone says none.
    const said = speller
      .fix(ours.join(' '))
      .split(' ')
      .filter((w) => w && !isStopword(w));
    if (
      ours.length < parts.length &&
      said.length >= (isTerseList(trimmed) ? 1 : PART_WORDS) &&
      askingParts(ours, trimmed)
    ) {
      const main = respond(ours.join('. '), { previous });
      if (main.confident && main.from !== 'topic')
        return {
          ...main,
          reply: `${main.reply}\n\nThe rest of your question is something the site doesn't cover; for that, ${contact}.`,
        };
    }
    // "Where is our data hosted, and are you on AWS or Azure?": nothing answers the whole, so
    // a part that is answered on its own is, and the reply says the rest is not covered.
    if (!offTopic) {
      const asked = questionParts(trimmed);
      const each = asked.length > 1 ? (askingParts(asked, trimmed) ?? []) : [];
      for (const part of each) {
        const main = respond(part, { previous });
        if (main.confident && main.from !== 'topic' && main.from !== 'fallback')
          return {
            ...main,
            reply: `${main.reply}\n\nI couldn't find the rest of your question on the site; for that, ${contact}.`,
          };
      }
    }
    return { reply: fallback, sources: [], unsure: true, confident: false, from: 'fallback' };
  }

  function answer(question: string, options: AnswerOptions = {}): BotAnswer {
    const { reply, sources, unsure } = respond(question, options);
    return { reply, sources, unsure };
  }

  return { answer };
}
