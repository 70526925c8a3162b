/**
 * Plan fit (spec §2 "Pricing", §6 plan gating): the smallest plan whose
 * limits hold a merchant's stores, vendors, monthly orders and products, with
 * the reason each smaller plan does not. "Smallest" is the cheapest monthly
 * price; a plan priced individually (Enterprise, unlimited) comes last, so it
 * is the answer exactly when no priced plan fits. Pure: the plans are an
 * argument, so the MCP server, the help bot and a test can pass their own.
 */

/** What a plan allows; null means unlimited. */
export interface PlanLimits {
  stores: number | null;
  vendors: number | null;
  ordersPerMonth: number | null;
  products: number | null;
}

/** The part of a plan (app/content/plans.ts) the rule reads. */
export interface PlanTerms {
  id: string;
  name: string;
  /** US dollars a month billed monthly; null when priced individually. */
  monthlyPrice: number | null;
  limits: PlanLimits;
}

export type LimitName = keyof PlanLimits;

/** The merchant's needs; a need left out is not checked. */
export type PlanNeeds = Partial<Record<LimitName, number>>;

export interface LimitCheck {
  limit: LimitName;
  need: number;
  /** The plan's allowance; null is unlimited. */
  allowed: number | null;
  fits: boolean;
}

export interface PlanFit<P extends PlanTerms = PlanTerms> {
  /** The smallest plan that fits; undefined only when no plan given is unlimited and none fits. */
  plan: P | undefined;
  /** Each need against the chosen plan's limits. */
  checks: LimitCheck[];
  /** The smaller plans passed over, each with the needs it cannot hold. */
  passedOver: { plan: P; over: LimitCheck[] }[];
}

export const LIMIT_NAMES: readonly LimitName[] = [
  'stores',
  'vendors',
  'ordersPerMonth',
  'products',
];

/** Human names of the limits, as the pricing page labels them. */
export const LIMIT_LABELS: Record<LimitName, string> = {
  stores: 'Shopify stores',
  vendors: 'vendors',
  ordersPerMonth: 'orders per month',
  products: 'products',
};

function checkNeeds(needs: PlanNeeds) {
  const given = LIMIT_NAMES.filter((name) => needs[name] !== undefined);
  for (const name of given) {
    const value = needs[name]!;
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`The number of ${LIMIT_LABELS[name]} must be a whole number, 0 or more`);
    }
  }
  if (given.length === 0) {
    throw new RangeError('Give at least one need: stores, vendors, orders per month or products');
  }
  return given;
}

/** Plans from smallest to largest: by monthly price, individually priced ones last. */
export function bySize<P extends PlanTerms>(plans: readonly P[]): P[] {
  return [...plans].sort((a, b) => (a.monthlyPrice ?? Infinity) - (b.monthlyPrice ?? Infinity));
}

export function checkPlan(plan: PlanTerms, needs: PlanNeeds): LimitCheck[] {
  return checkNeeds(needs).map((limit) => {
    const allowed = plan.limits[limit];
    const need = needs[limit]!;
    return { limit, need, allowed, fits: allowed === null || need <= allowed };
  });
}

export function planFit<P extends PlanTerms>(plans: readonly P[], needs: PlanNeeds): PlanFit<P> {
  checkNeeds(needs);
  const passedOver: PlanFit<P>['passedOver'] = [];
  for (const plan of bySize(plans)) {
    const checks = checkPlan(plan, needs);
    const over = checks.filter((check) => !check.fits);
    if (over.length === 0) return { plan, checks, passedOver };
    passedOver.push({ plan, over });
  }
  return { plan: undefined, checks: [], passedOver };
}

/** One sentence per reason: "Basic allows 2 vendors; you need 5." */
export function describeFit(fit: PlanFit): string[] {
  const lines = fit.passedOver.map(
    ({ plan, over }) =>
      `${plan.name} does not fit: ${over
        .map((c) => `it allows ${c.allowed} ${LIMIT_LABELS[c.limit]}, you need ${c.need}`)
        .join('; ')}.`,
  );
  if (fit.plan) {
    const held = fit.checks
      .map((c) =>
        c.allowed === null
          ? `unlimited ${LIMIT_LABELS[c.limit]}`
          : `${c.need} of ${c.allowed} ${LIMIT_LABELS[c.limit]}`,
      )
      .join(', ');
    lines.push(`${fit.plan.name} fits: ${held}.`);
  } else lines.push('No plan given holds these needs.');
  return lines;
}
