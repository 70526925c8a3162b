/** The free trial: how many products it syncs, and how it works on each plan. */
import { withCommas } from '#app/lib/numbers.ts';
import { type Intent, sentencesOf } from './answer.ts';
import { type PlanQuery } from './plan-query.ts';

/** Words that put a products question in the trial, read after synonyms ("try" is trial). */
export const TRIAL_WORDS = /\b(?:trial|test|testing|try|trying)\b/;

/**
 * "How many products can I test with?", after a trial question too: the trial has its own product
 * limit, so the plans' limits do not answer it.
 */
export const asksTrialProducts = (query: PlanQuery, text: string, previousText?: string) =>
  query.plans.length === 0 &&
  query.attributes.includes('products') &&
  TRIAL_WORDS.test(`${text} ${previousText ?? ''}`);

/**
 * "How many products can I sync during the trial?" asks for that limit: the FAQ entry on the trial
 * states it, and the answer leads with it. The trial is read in the question as typed, where "it
 * keeps trying to update" is no trial.
 */
export const trialProductsIntent: Intent = {
  name: 'trial-products',
  match: (q, c) =>
    c.trialProducts &&
    c.planQuery.asksAmount &&
    /\b(?:trial|test|testing|try|trying out)\b/.test(`${q.lower} ${q.previousLower ?? ''}`),
  answer: (_q, _c, { knowledge: { passages, company } }) => {
    const trial = passages.find((p) => p.id === 'faq:free-trial');
    if (!trial) return null;
    return {
      id: trial.id,
      text: `During the ${company.trialDays}-day free trial you can sync up to ${withCommas(company.trialProductLimit)} products. When the trial ends, your plan's own product limit applies.`,
      links: [{ label: 'FAQ', url: trial.url }],
    };
  },
};

/**
 * "How long is the trial?" then "and for Enterprise?": how that plan's trial works, in the pricing
 * FAQ's sentences that name it (Enterprise's is set up with sales).
 */
export const trialPlanIntent: Intent = {
  name: 'trial-plan',
  match: (q, { ownQuery: asked }) =>
    /\btrials?\b/.test(q.previousLower ?? '') &&
    asked.plans.length === 1 &&
    !asked.attributes.length &&
    !asked.billing &&
    asked.rest.length <= 1,
  answer: (_q, c, { knowledge }) => {
    const faq = knowledge.passages.find((p) => p.id === 'faq:pricing-free-trial');
    const plan = c.ownQuery.plans[0]!;
    const own = faq ? sentencesOf(faq.text).filter((s) => s.includes(plan.name)) : [];
    if (!faq || own.length === 0) return null;
    // The FAQ sits on the pricing page ("the plan buttons on this page"); the reply links to it.
    const text = own.join(' ').replace(/\bthis page\b/g, 'the pricing page');
    return { id: faq.id, text, links: [{ label: 'Pricing', url: faq.url }] };
  },
};
