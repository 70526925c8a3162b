/**
 * The context stage: what a message borrows from the turn before it. A follow-up ("and on
 * Premium?", "where do I change it?") is read with the previous message's words; a plan question
 * keeps what the previous one asked; a vendor named before is still the subject.
 */
import { mergeFollowUp, namesPlan, parsePlanQuery, type PlanQuery } from './intents/plan-query.ts';
import { planChosen } from './intents/plans.ts';
import { asksTrialProducts } from './intents/trial.ts';
import { findVendor, type VendorMatch } from './intents/vendors.ts';
import type { PlanFact } from './knowledge.ts';
import type { Question } from './question.ts';
import type { Bot } from './setup.ts';

/** Words that point back at the previous turn's topic ("where do I change it?"). */
export const POINTS_BACK = /\b(it|that|this|them|they|those|these|one|ones)\b/i;

const FOLLOW_UP =
  /^(?:(?:ok|okay|so|right)\W+)?(and|or|but|what about|how about|what if|same for|also|then)\b/i;

/** A question longer than this (in content words) says its own topic, whatever pronouns it has. */
const FOLLOW_UP_WORDS = 5;

/** A message of this many content words or fewer leans on the previous one. */
const SHORT_FOLLOW_UP_WORDS = 3;

/** Whether a message is read together with the previous one. */
export const followsUp = (raw: string, contentWords: number) =>
  FOLLOW_UP.test(raw) || contentWords <= SHORT_FOLLOW_UP_WORDS || POINTS_BACK.test(raw);

/**
 * Whether a follow-up is about the previous topic first: it points back in a few words, opens like
 * a follow-up in very few ("and with Premium?": alone, "Premium" finds Premium's tools, not the
 * topic), or says no topic at all ("how long?" after a trial question).
 */
export const pointsBack = (raw: string, contentWords: number) =>
  (POINTS_BACK.test(raw) && contentWords <= FOLLOW_UP_WORDS) ||
  (FOLLOW_UP.test(raw) && contentWords <= SHORT_FOLLOW_UP_WORDS) ||
  contentWords <= 1;

/** What the intents read besides the question: its plan query and vendor, with the context's. */
export interface IntentContext {
  /** The vendor the message itself names. */
  inQuestion: VendorMatch | null;
  /** The message's own plan query, before a follow-up borrows from the previous one. */
  ownQuery: PlanQuery;
  /** The message names a plan itself. */
  ownPlans: boolean;
  /** The plan query after a follow-up borrowed from the previous turn's. */
  planQuery: PlanQuery;
  /** The vendor the message is about: named in it, or carried over from the previous turn. */
  named: VendorMatch | null;
  /**
   * The plan question comes before the vendor ("How many vendors do I get on Plus, and can one of
   * them be Amazon MCF?"), so it is answered first.
   */
  planFirst: boolean;
  /** The one plan asked about, if exactly one. */
  onePlan?: PlanFact;
  /** Asks how many products the trial may sync, which the trial answers, not the plans. */
  trialProducts: boolean;
}

export function readContext(bot: Bot, { tokens, text, previous }: Question): IntentContext {
  const { knowledge, matchers } = bot;
  const inQuestion = findVendor(matchers, tokens);
  // A vendor's name is not a plan question: "Parts Unlimited products" asks for no unlimited plan.
  const planWords = tokens.filter((t) => !inQuestion?.used.has(t));
  const ownQuery = parsePlanQuery(knowledge, planWords);
  let planQuery = ownQuery;
  const before = previous && parsePlanQuery(knowledge, previous.tokens);
  const ownPlans = ownQuery.plans.length > 0;
  if (before) {
    const { attributes, billing, cheapest, number, whichPlan } = ownQuery;
    const asksOwn = ownPlans || attributes.length || billing || cheapest || number !== undefined;
    if (asksOwn || (whichPlan && before.amounts)) planQuery = mergeFollowUp(ownQuery, before);
    // "Is Williams Trading on Basic?" then "how do orders get to them?": with the plan only
    // from the previous turn, a limit word asks no limit unless an amount is asked for.
    const noAmount = !ownPlans && !planQuery.asksAmount && planQuery.amount === undefined;
    if (noAmount && /^(?:how|why|where|when)\b/.test(text))
      planQuery = { ...planQuery, attributes: planQuery.attributes.filter((a) => a === 'price') };
    // "How much is it?", "ok what does that one cost?": the plan of the previous turn (planChosen).
    const noPlan = !planQuery.plans.length && !planQuery.whichPlan;
    const chosen = noPlan && /\b(?:that|this|it)\b/.test(text) && planChosen(knowledge, before);
    if (chosen) planQuery = { ...planQuery, plans: [chosen] };
  }
  return {
    inQuestion,
    ownQuery,
    ownPlans,
    planQuery,
    named:
      inQuestion ??
      (previous &&
      (!planQuery.plans.length ||
        // "Is Williams Trading available on Basic?" then "how do orders get to them?": a plan
        // carried over from the previous turn does not hide the vendor it named.
        (!ownPlans && /\b(?:they|them|their)\b/.test(text)) ||
        // "Which plan do I need for it? I'm on Basic": the vendor the previous turn named.
        (planQuery.plans.length === 1 && /\b(?:it|them|they|that one)\b/.test(text)))
        ? findVendor(matchers, previous.tokens)
        : null),
    planFirst:
      !!inQuestion &&
      planQuery.plans.length > 0 &&
      planQuery.asksAmount &&
      planQuery.attributes.some((a) => a !== 'price') &&
      tokens.findIndex((t) => namesPlan(planQuery.plans, t)) <
        tokens.findIndex((t) => inQuestion.used.has(t)),
    onePlan: planQuery.plans.length === 1 ? planQuery.plans[0] : undefined,
    trialProducts: asksTrialProducts(planQuery, text, previous?.text),
  };
}
