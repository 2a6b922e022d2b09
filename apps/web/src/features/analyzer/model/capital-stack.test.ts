import { describe, expect, it } from 'vitest';
import { officeDeal } from '../../../../test/analyzer-fixtures';
import {
  DEFAULT_REFINANCE,
  DEFAULT_SECOND_LOAN,
  DEFAULT_WATERFALL,
  nextWaterfallTier,
  stackErrorKey,
  stackNumber,
  withAddedTier,
  withoutTier,
  withStackNumber,
} from './capital-stack';
import { validateForm } from './validation';

describe('capital-stack groups in the form', () => {
  it('adds groups the engine accepts as they are', () => {
    const values = {
      ...officeDeal(),
      secondLoan: { ...DEFAULT_SECOND_LOAN },
      refinance: { ...DEFAULT_REFINANCE },
      waterfall: withAddedTier({ ...DEFAULT_WATERFALL }),
    };
    expect(validateForm(values, '2026-11-22')).toEqual({});
  });

  it('proposes tiers 4 points apart, promotes 10 apart, at most four', () => {
    let waterfall = { ...DEFAULT_WATERFALL };
    expect(nextWaterfallTier(waterfall)).toEqual({ hurdleIrr: 12, promotePercent: 20 });
    for (let k = 0; k < 6; k++) waterfall = withAddedTier(waterfall);
    expect(waterfall.tiers).toEqual([
      { hurdleIrr: 12, promotePercent: 20 },
      { hurdleIrr: 16, promotePercent: 30 },
      { hurdleIrr: 20, promotePercent: 40 },
      { hurdleIrr: 24, promotePercent: 50 },
    ]);
    expect(withoutTier(waterfall, 1).tiers.map((tier) => tier.hurdleIrr)).toEqual([12, 20, 24]);
    expect(DEFAULT_WATERFALL.tiers).toEqual([]);
  });

  it('reads and writes one number of a group, keeping everything else', () => {
    const base = {
      ...officeDeal(),
      secondLoan: { ...DEFAULT_SECOND_LOAN },
      waterfall: withAddedTier(withAddedTier({ ...DEFAULT_WATERFALL })),
    };
    const rate = { group: 'secondLoan', field: 'interestRate' } as const;
    expect(stackNumber(base, rate)).toBe(10);
    const changed = withStackNumber(base, rate, 12);
    expect(changed.secondLoan).toEqual({ ...DEFAULT_SECOND_LOAN, interestRate: 12 });
    expect(changed.waterfall).toBe(base.waterfall);
    // unchanged, or a group that is not set: the same values
    expect(withStackNumber(base, rate, 10)).toBe(base);
    expect(withStackNumber(base, { group: 'refinance', field: 'year' }, 4)).toBe(base);
    expect(stackNumber(base, { group: 'refinance', field: 'year' })).toBeNull();

    const hurdle = { group: 'waterfall', field: 'hurdleIrr', tier: 1 } as const;
    expect(stackNumber(base, hurdle)).toBe(16);
    const tiered = withStackNumber(base, hurdle, 18);
    expect(tiered.waterfall?.tiers).toEqual([
      { hurdleIrr: 12, promotePercent: 20 },
      { hurdleIrr: 18, promotePercent: 30 },
    ]);
    expect(tiered.waterfall?.tiers[0]).toBe(base.waterfall.tiers[0]);
    expect(stackErrorKey(hurdle)).toBe('waterfall.tiers.1.hurdleIrr');
    expect(stackErrorKey(rate)).toBe('secondLoan.interestRate');
  });

  it("keys the engine's group messages by their dotted paths", () => {
    const values = {
      ...officeDeal(),
      secondLoan: { ...DEFAULT_SECOND_LOAN, percentOfPrice: 40 },
      waterfall: {
        ...DEFAULT_WATERFALL,
        tiers: [
          { hurdleIrr: 12, promotePercent: 20 },
          { hurdleIrr: 10, promotePercent: 30 },
        ],
      },
    };
    const errors = validateForm(values, '2026-11-22');
    expect(errors['secondLoan.percentOfPrice']).toBe(
      'The second loan must be more than 0% and at most the down payment',
    );
    expect(errors['waterfall.tiers.1.hurdleIrr']).toBe('Each hurdle must be higher than the one before');
  });
});
