/**
 * The intents stage: the fact questions the bot answers directly, in the one order that settles
 * which answers when several could. The first intent that matches and finds an answer wins; an
 * intent marked `final` ends the search when it matches, answer or not.
 *
 * The rules that settle clashes are written here, by the order of this list:
 * - a customer story asked for by the company's name or as a follow-up comes before everything (its
 *   fees, plan and vendors are the story's, not today's price list);
 * - a calculation the message gives the numbers for (a price from cost and markup, the stock a
 *   store shows) comes before the passages and facts that explain the rule;
 * - the product-sync-only discount comes before plan prices (it is the cheaper answer);
 * - a vendor comes before plans, fees and categories, except when the plan question comes first in
 *   the message (`planFirst`, context.ts);
 * - follow-ups that borrow the previous subject (status, story, fee, feature, trial) come before
 *   the plan facts their words would also match;
 * - the trial's product limit comes before plan limits, which never answer a trial question;
 * - categories, jobs, releases and contact facts come last: their words are the most
 *   common in other questions.
 */
import { readContext, type IntentContext } from '../context.ts';
import type { Question } from '../question.ts';
import type { Bot } from '../setup.ts';
import type { FactAnswer, Intent } from './answer.ts';
import {
  caseStudyAskIntent,
  caseStudyCompanyIntent,
  caseStudyFollowUpIntent,
  caseStudyPronounIntent,
  caseStudyRequestIntent,
} from './case-studies.ts';
import { priceRuleIntent, quantityDeltaIntent } from './calculators.ts';
import { categoryIntent, missingCategoryIntent, statusFollowUpIntent } from './categories.ts';
import { emailIntent, officeIntent } from './contact.ts';
import { customIntegrationFees, feeIntent } from './fees.ts';
import { jobIntent } from './jobs.ts';
import { featureFollowUpIntent, planDifferenceIntent, planIntent } from './plans.ts';
import {
  earlierReleaseIntent,
  releaseDateFollowUpIntent,
  releaseIntent,
  vendorReleaseIntent,
} from './releases.ts';
import { syncOnlyIntent } from './sync-only.ts';
import { trialPlanIntent, trialProductsIntent } from './trial.ts';
import { unknownVendorAnswer } from './unknown-vendor.ts';
import { findVendor, shopifyAsVendorIntent, vendorIntent, vendorOnPlanIntent } from './vendors.ts';

export const INTENTS: Intent[] = [
  caseStudyFollowUpIntent,
  caseStudyCompanyIntent,
  caseStudyRequestIntent,
  priceRuleIntent,
  quantityDeltaIntent,
  syncOnlyIntent,
  shopifyAsVendorIntent,
  vendorReleaseIntent,
  vendorOnPlanIntent,
  vendorIntent,
  statusFollowUpIntent,
  caseStudyPronounIntent,
  feeIntent,
  featureFollowUpIntent,
  trialPlanIntent,
  trialProductsIntent,
  planDifferenceIntent,
  planIntent,
  caseStudyAskIntent,
  missingCategoryIntent,
  categoryIntent,
  jobIntent,
  earlierReleaseIntent,
  releaseIntent,
  releaseDateFollowUpIntent,
  officeIntent,
  emailIntent,
];

/** The first intent's answer, and which intent gave it. */
export function answerByIntent(
  bot: Bot,
  q: Question,
  c: IntentContext,
  intents: Intent[] = INTENTS,
): { intent: string; answer: FactAnswer } | null {
  for (const intent of intents) {
    if (intent.match && !intent.match(q, c, bot)) continue;
    const answer = intent.answer(q, c, bot);
    if (answer) return { intent: intent.name, answer };
    if (intent.final) return null;
  }
  return null;
}

/**
 * The fact that answers the question, if any. A vendor we lack, named now, outranks a category's
 * vendor list ("Do you connect with Eldorado? They are our main adult supplier"), the vendor the
 * previous turn named ("Do you integrate with Entrenue?" then "what about Eldorado?") and the fees
 * in general ("setup fee for Keystone?"); a vendor we list, named now, rules out one we lack.
 */
export function answerDirectly(bot: Bot, q: Question): FactAnswer | null {
  const c = readContext(bot, q);
  const known = answerByIntent(bot, q, c)?.answer ?? null;
  if (c.inQuestion) return known;
  // Asked what it costs, a vendor we lack is set up as a custom integration, at its fees.
  const asksCost = /\b(?:fees?|cost|costs|price|charge|how much|pay)\b/.test(q.lower);
  const fees = asksCost ? customIntegrationFees(bot.knowledge) : undefined;
  const carried = !!q.previous && !!findVendor(bot.matchers, q.previous.tokens);
  const unknownVendor = () => unknownVendorAnswer(q, bot.speller.siteUses, carried, fees);
  return known?.category || carried || known?.id.startsWith('fee:')
    ? (unknownVendor() ?? known)
    : (known ?? unknownVendor());
}
