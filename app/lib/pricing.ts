/**
 * Plan prices as the pricing page shows them (spec §9): monthly billing, or
 * annual billing at 10% less, charged as 12 times the annual monthly price.
 */
export type BillingPeriod = 'monthly' | 'annual';

export interface PricedPlan {
  monthlyPrice: number | null;
  annualPrice: number | null;
}

export interface PriceView {
  /** Dollars per month for the chosen period; null for custom pricing. */
  perMonth: number | null;
  /** What one invoice charges: the monthly price, or the whole year. */
  billed: number | null;
  period: BillingPeriod;
}

export function priceFor(plan: PricedPlan, period: BillingPeriod): PriceView {
  const perMonth = period === 'annual' ? plan.annualPrice : plan.monthlyPrice;
  if (perMonth === null) return { perMonth: null, billed: null, period };
  return { perMonth, billed: period === 'annual' ? perMonth * 12 : perMonth, period };
}

/** Percentage saved per month by paying annually, rounded to a whole percent. */
export function annualSavingsPercent(plan: PricedPlan): number | null {
  if (plan.monthlyPrice === null || plan.annualPrice === null || plan.monthlyPrice === 0)
    return null;
  return Math.round((1 - plan.annualPrice / plan.monthlyPrice) * 100);
}
