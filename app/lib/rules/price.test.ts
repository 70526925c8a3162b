import { describe, expect, it } from 'vitest';
import { applyPriceRules, describeStep, type PriceRuleInput } from './price';

const base = { cost: 50, markupPercent: 65, enforceMap: true, enforceMsrp: true };

describe('applyPriceRules (spec §4)', () => {
  it('marks up the cost: 50 + 65% gives 82.50', () => {
    const result = applyPriceRules({ ...base, enforceMap: false, enforceMsrp: false });
    expect(result.price).toBe(82.5);
  });

  it('raises to MAP: MAP 85 gives 85, and MSRP 100 leaves 85', () => {
    const result = applyPriceRules({ ...base, map: 85, msrp: 100 });
    expect(result.price).toBe(85);
    expect(result.steps).toEqual([
      { rule: 'markup', price: 82.5 },
      { rule: 'map', applied: true, reason: 'raised', price: 85 },
      { rule: 'msrp', applied: false, reason: 'within', price: 85 },
    ]);
  });

  it('lowers to MSRP when the marked-up price is above it', () => {
    expect(applyPriceRules({ ...base, markupPercent: 150, map: 85, msrp: 100 }).price).toBe(100);
  });

  it('lets MSRP win when MAP is above MSRP, because MSRP is applied last', () => {
    const result = applyPriceRules({ ...base, map: 120, msrp: 100 });
    expect(result.price).toBe(100);
    expect(result.steps.map((s) => s.price)).toEqual([82.5, 120, 100]);
  });

  it('skips a rule whose value is missing or which is off', () => {
    expect(applyPriceRules({ ...base, map: null, msrp: undefined }).price).toBe(82.5);
    expect(applyPriceRules({ ...base, enforceMap: false, map: 85, msrp: 100 }).price).toBe(82.5);
    const steps = applyPriceRules({ ...base, map: null, enforceMsrp: false }).steps;
    expect(steps[1]).toMatchObject({ reason: 'no-value' });
    expect(steps[2]).toMatchObject({ reason: 'off' });
  });

  it('handles a zero cost: the markup gives 0 and MAP still raises it', () => {
    expect(applyPriceRules({ ...base, cost: 0, enforceMap: false }).price).toBe(0);
    expect(applyPriceRules({ ...base, cost: 0, map: 19.99 }).price).toBe(19.99);
  });

  it('rounds to the cent', () => {
    expect(
      applyPriceRules({
        ...base,
        cost: 19.99,
        markupPercent: 33.3,
        enforceMap: false,
        enforceMsrp: false,
      }).price,
    ).toBe(26.65);
    expect(
      applyPriceRules({
        ...base,
        cost: 10.01,
        markupPercent: 12.5,
        enforceMap: false,
        enforceMsrp: false,
      }).price,
    ).toBe(11.26);
    expect(
      applyPriceRules({
        ...base,
        cost: 0.1,
        markupPercent: 20,
        enforceMap: false,
        enforceMsrp: false,
      }).price,
    ).toBe(0.12);
  });

  it('rejects negative or non-numeric amounts', () => {
    expect(() => applyPriceRules({ ...base, cost: -1 })).toThrow(RangeError);
    expect(() => applyPriceRules({ ...base, cost: Number.NaN })).toThrow(RangeError);
    expect(() => applyPriceRules({ ...base, map: -5 })).toThrow(RangeError);
  });
});

describe('the examples in the pricing-rules article', () => {
  it.each([
    [80, 65, 100, 120, 120],
    [40, 50, 65, null, 65],
    [40, 50, null, 55, 55],
    [19.99, 35, null, null, 26.99],
  ])(
    'cost %d with %d%% markup, MAP %s, MSRP %s gives %d',
    (cost, markupPercent, map, msrp, expected) => {
      expect(
        applyPriceRules({ cost, markupPercent, map, msrp, enforceMap: true, enforceMsrp: true })
          .price,
      ).toBe(expected);
    },
  );
});

describe('describeStep: each step in words, for the calculator, the help bot and the MCP server', () => {
  const words = (input: PriceRuleInput) =>
    applyPriceRules(input).steps.map((step) => describeStep(step, input));
  it.each([
    [
      // The article's worked example: MAP raises, MSRP leaves it.
      { cost: 50, markupPercent: 65, map: 85, msrp: 100, enforceMap: true, enforceMsrp: true },
      [
        'Cost $50.00 plus a 65% markup is $82.50.',
        'Enforce MAP is on and the price was below the $85.00 MAP, so it rises to $85.00.',
        'Enforce MSRP is on and $85.00 is not above the $100.00 MSRP, so it stays.',
      ],
    ],
    [
      { cost: 80, markupPercent: 65, map: 100, msrp: 120, enforceMap: true, enforceMsrp: true },
      [
        'Cost $80.00 plus a 65% markup is $132.00.',
        'Enforce MAP is on and $132.00 is not below the $100.00 MAP, so it stays.',
        'Enforce MSRP is on and the price was above the $120.00 MSRP, so it drops to $120.00.',
      ],
    ],
    [
      { cost: 1200, markupPercent: 15, enforceMap: false, enforceMsrp: true },
      [
        'Cost $1,200.00 plus a 15% markup is $1,380.00.',
        'Enforce MAP is off, so the MAP does not change it.',
        'Enforce MSRP is on, but the vendor gives no MSRP.',
      ],
    ],
  ])('%o', (input, expected) => {
    expect(words(input)).toEqual(expected);
  });
});
