/**
 * Price rules (spec §4): the markup is applied to the vendor's cost; then, if
 * Enforce MAP is on and the price is below MAP, the price becomes MAP; then,
 * if Enforce MSRP is on and the price is above MSRP, it becomes MSRP. Money is
 * computed in whole cents, so results are exact to the cent.
 */
import { formatMoney } from '../numbers';

export interface PriceRuleInput {
  /** Vendor cost in dollars. */
  cost: number;
  /** Markup in percent of cost (65 means +65%). */
  markupPercent: number;
  enforceMap: boolean;
  enforceMsrp: boolean;
  /** Minimum advertised price in dollars; absent when the vendor gives none. */
  map?: number | null;
  /** Manufacturer's suggested retail price in dollars; absent when the vendor gives none. */
  msrp?: number | null;
}

export type PriceStep =
  | { rule: 'markup'; price: number }
  | {
      rule: 'map' | 'msrp';
      applied: boolean;
      reason: 'off' | 'no-value' | 'within' | 'raised' | 'lowered';
      price: number;
    };

export interface PriceResult {
  /** Final price in dollars, to the cent. */
  price: number;
  steps: PriceStep[];
}

const toCents = (dollars: number) => Math.round(dollars * 100);
const fromCents = (cents: number) => cents / 100;

function assertMoney(name: string, value: number) {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative amount`);
}

export function applyPriceRules(input: PriceRuleInput): PriceResult {
  assertMoney('Cost', input.cost);
  if (!Number.isFinite(input.markupPercent) || input.markupPercent < -100) {
    throw new RangeError('Markup must be a percentage of at least -100');
  }
  const map = input.map ?? null;
  const msrp = input.msrp ?? null;
  if (map !== null) assertMoney('MAP', map);
  if (msrp !== null) assertMoney('MSRP', msrp);

  // Basis points keep fractional markups (12.5%) exact before the one rounding.
  const markupBasisPoints = Math.round(input.markupPercent * 100);
  let cents = Math.round((toCents(input.cost) * (10_000 + markupBasisPoints)) / 10_000);
  const steps: PriceStep[] = [{ rule: 'markup', price: fromCents(cents) }];

  if (!input.enforceMap)
    steps.push({ rule: 'map', applied: false, reason: 'off', price: fromCents(cents) });
  else if (map === null)
    steps.push({ rule: 'map', applied: false, reason: 'no-value', price: fromCents(cents) });
  else if (cents < toCents(map)) {
    cents = toCents(map);
    steps.push({ rule: 'map', applied: true, reason: 'raised', price: fromCents(cents) });
  } else steps.push({ rule: 'map', applied: false, reason: 'within', price: fromCents(cents) });

  if (!input.enforceMsrp)
    steps.push({ rule: 'msrp', applied: false, reason: 'off', price: fromCents(cents) });
  else if (msrp === null)
    steps.push({ rule: 'msrp', applied: false, reason: 'no-value', price: fromCents(cents) });
  else if (cents > toCents(msrp)) {
    cents = toCents(msrp);
    steps.push({ rule: 'msrp', applied: true, reason: 'lowered', price: fromCents(cents) });
  } else steps.push({ rule: 'msrp', applied: false, reason: 'within', price: fromCents(cents) });

  return { price: fromCents(cents), steps };
}

/**
 * One step in words, for the documentation's calculator, the help bot and the MCP server: "Cost
 * $50.00 plus a 65% markup is $82.50.", "Enforce MAP is on and the price was below the $85.00 MAP, so
 * it rises to $85.00."
 */
export function describeStep(
  step: PriceStep,
  { cost, markupPercent, map, msrp }: PriceRuleInput,
): string {
  if (step.rule === 'markup')
    return `Cost ${formatMoney(cost)} plus a ${markupPercent}% markup is ${formatMoney(step.price)}.`;
  // The side of its value a price may not stay on: MAP lifts a price below it, MSRP one above.
  const [name, value, side] = step.rule === 'map' ? ['MAP', map, 'below'] : ['MSRP', msrp, 'above'];
  switch (step.reason) {
    case 'off':
      return `Enforce ${name} is off, so the ${name} does not change it.`;
    case 'no-value':
      return `Enforce ${name} is on, but the vendor gives no ${name}.`;
    case 'within':
      return `Enforce ${name} is on and ${formatMoney(step.price)} is not ${side} the ${formatMoney(value!)} ${name}, so it stays.`;
    case 'raised':
    case 'lowered':
      return `Enforce ${name} is on and the price was ${side} the ${formatMoney(value!)} ${name}, so it ${step.reason === 'raised' ? 'rises' : 'drops'} to ${formatMoney(step.price)}.`;
  }
}
