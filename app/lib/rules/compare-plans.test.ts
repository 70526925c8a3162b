import { describe, expect, it } from 'vitest';
import { annualDiscountPercent } from '../../content/billing';
import { plans } from '../../content/plans';
import { comparePlans, planCost } from './compare-plans';

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
