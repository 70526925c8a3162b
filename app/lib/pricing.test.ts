import { describe, expect, it } from 'vitest';
import { plans } from '~/content/plans';
import { annualSavingsPercent, priceFor } from './pricing';

const byId = (id: string) => plans.find((p) => p.id === id)!;

describe('plan prices (spec §9)', () => {
  it('match the table, monthly and annual per month', () => {
    expect(plans.map((p) => [p.name, p.monthlyPrice, p.annualPrice])).toEqual([
      ['Basic', 99, 89],
      ['Plus', 199, 179],
      ['Premium', 299, 269],
      ['Enterprise', null, null],
    ]);
  });

  it('bill 12 x the annual monthly price on annual billing', () => {
    expect(priceFor(byId('basic'), 'annual')).toEqual({
      perMonth: 89,
      billed: 1068,
      period: 'annual',
    });
    expect(priceFor(byId('plus'), 'annual').billed).toBe(2148);
    expect(priceFor(byId('premium'), 'annual').billed).toBe(3228);
    expect(priceFor(byId('premium'), 'monthly')).toEqual({
      perMonth: 299,
      billed: 299,
      period: 'monthly',
    });
  });

  it('save 10% with annual billing', () => {
    for (const id of ['basic', 'plus', 'premium']) expect(annualSavingsPercent(byId(id))).toBe(10);
  });

  it('leave Enterprise custom', () => {
    expect(priceFor(byId('enterprise'), 'annual')).toEqual({
      perMonth: null,
      billed: null,
      period: 'annual',
    });
    expect(annualSavingsPercent(byId('enterprise'))).toBeNull();
  });

  it('have the limits of the table', () => {
    expect(plans.map((p) => p.limits)).toEqual([
      { stores: 1, vendors: 2, ordersPerMonth: 200, products: 1000 },
      { stores: 2, vendors: 6, ordersPerMonth: 400, products: 5000 },
      { stores: 3, vendors: 12, ordersPerMonth: 1000, products: 25000 },
      { stores: null, vendors: null, ordersPerMonth: null, products: null },
    ]);
  });
});
