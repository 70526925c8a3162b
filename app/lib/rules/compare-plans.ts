/**
 * Two plans side by side (spec §2 "Pricing", §9): the price per month on
 * monthly and on annual billing, what a year costs each way, the saving of
 * annual billing, the difference between the two plans, and their limits.
 * Annual billing is charged as 12 times the annual monthly price
 * (app/lib/pricing.ts). Pure: the plans are arguments.
 */
import type { BillingPeriod } from '../pricing';
import type { PlanLimits, PlanTerms } from './plan-fit';

export interface PricedPlanTerms extends PlanTerms {
  /** US dollars a month billed annually; null when priced individually. */
  annualPrice: number | null;
}

export interface PlanCost {
  id: string;
  name: string;
  /** False for a plan priced individually: every amount below is then null. */
  priced: boolean;
  monthly: { perMonth: number | null; perYear: number | null };
  annual: { perMonth: number | null; perYear: number | null };
  /** What a year of annual billing saves against a year of monthly billing. */
  annualSaving: { perYear: number | null; percent: number | null };
  limits: PlanLimits;
}

export interface PlanComparison {
  plans: [PlanCost, PlanCost];
  /** The second plan's cost minus the first's; null when either is priced individually. */
  difference: {
    monthlyPerMonth: number | null;
    annualPerMonth: number | null;
    annualPerYear: number | null;
  };
}

export function planCost(plan: PricedPlanTerms): PlanCost {
  const { monthlyPrice: m, annualPrice: a } = plan;
  const priced = m !== null && a !== null;
  return {
    id: plan.id,
    name: plan.name,
    priced,
    monthly: { perMonth: m, perYear: m === null ? null : m * 12 },
    annual: { perMonth: a, perYear: a === null ? null : a * 12 },
    annualSaving: priced
      ? { perYear: (m - a) * 12, percent: Math.round((1 - a / m) * 100) }
      : { perYear: null, percent: null },
    limits: plan.limits,
  };
}

const minus = (b: number | null, a: number | null) => (a === null || b === null ? null : b - a);

/** `first` and `second` are plan ids or names, in any case. */
export function comparePlans<P extends PricedPlanTerms>(
  plans: readonly P[],
  first: string,
  second: string,
): PlanComparison {
  const find = (key: string) => {
    const wanted = key.trim().toLowerCase();
    const plan = plans.find((p) => p.id === wanted || p.name.toLowerCase() === wanted);
    if (!plan) {
      throw new RangeError(
        `There is no plan "${key}". The plans are ${plans.map((p) => p.name).join(', ')}.`,
      );
    }
    return planCost(plan);
  };
  const a = find(first);
  const b = find(second);
  return {
    plans: [a, b],
    difference: {
      monthlyPerMonth: minus(b.monthly.perMonth, a.monthly.perMonth),
      annualPerMonth: minus(b.annual.perMonth, a.annual.perMonth),
      annualPerYear: minus(b.annual.perYear, a.annual.perYear),
    },
  };
}

/**
 * What plan `b` on `bBilling` costs more than plan `a` on `aBilling` ("Premium billed annually
 * against Plus billed monthly"), a month and a year; null when either is priced individually.
 */
export function billedDifference(
  a: PlanCost,
  aBilling: BillingPeriod,
  b: PlanCost,
  bBilling: BillingPeriod,
) {
  return {
    perMonth: minus(b[bBilling].perMonth, a[aBilling].perMonth),
    perYear: minus(b[bBilling].perYear, a[aBilling].perYear),
  };
}
