import { describe, expect, it } from 'vitest';
import { annualDiscountPercent } from '../../content/billing';
import { plans } from '../../content/plans';
import { billedDifference, comparePlans, planCost } from './compare-plans';

describe('comparePlans (spec §9: annual bill is 12 x the annual monthly price, 10% off)', () => {
  it('prices Basic against Plus on both billing periods', () => {
    const result = comparePlans(plans, 'basic', 'Plus');
    expect(result.plans[0]).toMatchObject({
      name: 'Basic',
      monthly: { perMonth: 99, perYear: 1188 },
      annual: { perMonth: 89, perYear: 1068 },
      annualSaving: { perYear: 120, percent: 10 },
      limits: { stores: 1, vendors: 2, ordersPerMonth: 200, products: 1000 },
    });
    expect(result.plans[1]).toMatchObject({
      name: 'Plus',
      monthly: { perMonth: 199, perYear: 2388 },
      annual: { perMonth: 179, perYear: 2148 },
      annualSaving: { perYear: 240, percent: 10 },
    });
    expect(result.difference).toEqual({
      monthlyPerMonth: 100,
      annualPerMonth: 90,
      annualPerYear: 1080,
    });
  });

  it('saves the advertised discount on every priced plan', () => {
    for (const plan of plans.filter((p) => p.monthlyPrice !== null)) {
      expect(planCost(plan).annualSaving.percent).toBe(annualDiscountPercent);
    }
  });

  it('leaves Enterprise amounts open: it is priced individually', () => {
    const result = comparePlans(plans, 'premium', 'enterprise');
    expect(result.plans[1]).toMatchObject({
      priced: false,
      monthly: { perMonth: null, perYear: null },
      annualSaving: { perYear: null, percent: null },
      limits: { stores: null, vendors: null, ordersPerMonth: null, products: null },
    });
    expect(result.difference.annualPerYear).toBeNull();
  });

  it('names the plans there are when one is unknown', () => {
    expect(() => comparePlans(plans, 'gold', 'plus')).toThrow(
      'There is no plan "gold". The plans are Basic, Plus, Premium, Enterprise.',
    );
  });
});

describe('billedDifference: each plan on its own billing period', () => {
  const cost = (id: string) => planCost(plans.find((p) => p.id === id)!);

  it('prices Premium billed annually against Plus billed monthly', () => {
    // $269 against $199 a month; $3,228 against $2,388 a year.
    expect(billedDifference(cost('plus'), 'monthly', cost('premium'), 'annual')).toEqual({
      perMonth: 70,
      perYear: 840,
    });
  });

  it('is negative when the plan moved to costs less on its billing', () => {
    // Plus annual at $179 against Premium monthly at $299.
    expect(billedDifference(cost('premium'), 'monthly', cost('plus'), 'annual')).toEqual({
      perMonth: -120,
      perYear: -1440,
    });
  });

  it('is the plain monthly or annual difference when both share a billing period', () => {
    const { difference } = comparePlans(plans, 'basic', 'plus');
    const annual = billedDifference(cost('basic'), 'annual', cost('plus'), 'annual');
    expect(annual).toEqual({
      perMonth: difference.annualPerMonth,
      perYear: difference.annualPerYear,
    });
  });

  it('leaves the difference open against a plan priced individually', () => {
    expect(billedDifference(cost('plus'), 'monthly', cost('enterprise'), 'annual')).toEqual({
      perMonth: null,
      perYear: null,
    });
  });
});
