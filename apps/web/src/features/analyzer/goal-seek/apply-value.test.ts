import { describe, expect, it } from 'vitest';
import { officeDeal } from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { applySolvedValue, undoOf } from './apply-value';

describe('applying a goal-seek answer to a capital-stack input', () => {
  it('writes the number inside its group (rounded to 4 decimals), and Undo puts the group back', () => {
    const before = capitalStackDeal();
    const after = applySolvedValue(before, 'prefRate', 9.123456);
    expect(after.waterfall).toEqual({ ...before.waterfall, prefRate: 9.1235 });
    expect(after.secondLoan).toBe(before.secondLoan);
    const moved = applySolvedValue(after, 'secondLoanPercent', 12.5);
    expect(moved.secondLoan).toEqual({ ...before.secondLoan, percentOfPrice: 12.5 });
    expect(undoOf(before, 'secondLoanPercent')(moved)).toEqual({
      ...moved,
      secondLoan: before.secondLoan,
      waterfall: before.waterfall,
      refinance: before.refinance,
    });
  });

  it('writes the loan fee as any other field', () => {
    expect(applySolvedValue(officeDeal(), 'loanFeePercent', 1.25).loanFeePercent).toBe(1.25);
  });
});
