import { describe, expect, it } from 'vitest';
import { plans } from '../../content/plans';
import { bySize, describeFit, planFit } from './plan-fit';

const fitName = (needs: Parameters<typeof planFit>[1]) => planFit(plans, needs).plan?.name;

describe('planFit (spec §9 limits: Basic 1/2/200/1,000, Plus 2/6/400/5,000, Premium 3/12/1,000/25,000)', () => {
  it.each([
    [{ stores: 1, vendors: 2, ordersPerMonth: 200, products: 1000 }, 'Basic'],
    [{ vendors: 3 }, 'Plus'],
    [{ stores: 2, products: 5000 }, 'Plus'],
    [{ products: 5001 }, 'Premium'],
    [{ stores: 3, vendors: 12, ordersPerMonth: 1000, products: 25000 }, 'Premium'],
    [{ ordersPerMonth: 1001 }, 'Enterprise'],
    [{ stores: 4 }, 'Enterprise'],
    [{ vendors: 0 }, 'Basic'],
  ])('%o fits %s first', (needs, name) => {
    expect(fitName(needs)).toBe(name);
  });

  it('says why each smaller plan does not fit', () => {
    const fit = planFit(plans, { vendors: 5, products: 800 });
    expect(fit.plan?.id).toBe('plus');
    expect(fit.passedOver).toEqual([
      { plan: plans[0], over: [{ limit: 'vendors', need: 5, allowed: 2, fits: false }] },
    ]);
    expect(describeFit(fit)).toEqual([
      'Basic does not fit: it allows 2 vendors, you need 5.',
      'Plus fits: 5 of 6 vendors, 800 of 5000 products.',
    ]);
  });

  it('answers Enterprise, unlimited, when no priced plan fits', () => {
    const fit = planFit(plans, { stores: 10 });
    expect(fit.plan?.id).toBe('enterprise');
    expect(fit.passedOver.map((p) => p.plan.id)).toEqual(['basic', 'plus', 'premium']);
    expect(describeFit(fit).at(-1)).toBe('Enterprise fits: unlimited Shopify stores.');
  });

  it('finds no plan when none given is unlimited and none fits', () => {
    const fit = planFit(plans.slice(0, 2), { stores: 3 });
    expect(fit.plan).toBeUndefined();
    expect(describeFit(fit).at(-1)).toBe('No plan given holds these needs.');
  });

  it('orders plans by price whatever order they are given in', () => {
    expect(bySize([...plans].reverse()).map((p) => p.id)).toEqual([
      'basic',
      'plus',
      'premium',
      'enterprise',
    ]);
  });

  it.each([[{}], [{ stores: -1 }], [{ vendors: 2.5 }], [{ products: Number.NaN }]])(
    'refuses %o',
    (needs) => {
      expect(() => planFit(plans, needs)).toThrow(RangeError);
    },
  );
});
