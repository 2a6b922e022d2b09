import { describe, expect, it } from 'vitest';
import { officeDeal } from '../../../../test/analyzer-fixtures';
import { DEFAULT_REFINANCE, DEFAULT_SECOND_LOAN } from './capital-stack';
import { financingWarnings } from './financing-warnings';
import type { AnalyzerFormValues } from './form-values';

const deal = (change: Partial<AnalyzerFormValues> = {}): AnalyzerFormValues => ({
  ...officeDeal(),
  holdPeriod: 7,
  ...change,
});
const SENIOR_3 =
  'The senior loan matures in year 3, inside the hold, and no refinance repays it: the equity pays the balloon.';
const SECOND_4 =
  'The second loan matures in year 4, inside the hold, and no refinance repays it: the equity pays the balloon.';

describe('financingWarnings', () => {
  it('warns about nothing for the default financing', () => {
    expect(financingWarnings(deal())).toEqual([]);
    // the default second loan is due in year 5, the default hold's sale year
    expect(financingWarnings(deal({ holdPeriod: 5, secondLoan: { ...DEFAULT_SECOND_LOAN } }))).toEqual([]);
  });

  it("warns when the senior loan's balloon falls inside the hold with no refinance before it", () => {
    expect(financingWarnings(deal({ loanMaturityYears: 3 }))).toEqual([SENIOR_3]);
    // the sale year repays it; a maturity after the hold too
    expect(financingWarnings(deal({ loanMaturityYears: 7 }))).toEqual([]);
    expect(financingWarnings(deal({ loanMaturityYears: 10 }))).toEqual([]);
    // a refinance at the end of year 2 repays it; one in year 3 comes after the balloon
    expect(
      financingWarnings(deal({ loanMaturityYears: 3, refinance: { ...DEFAULT_REFINANCE, year: 2 } })),
    ).toEqual([]);
    expect(
      financingWarnings(deal({ loanMaturityYears: 3, refinance: { ...DEFAULT_REFINANCE, year: 3 } })),
    ).toEqual([SENIOR_3]);
  });

  it('needs a balloon: a loan fully amortized before its maturity, or no loan at all, warns about nothing', () => {
    // 2 years of amortization end before the maturity in year 3
    expect(financingWarnings(deal({ loanTerm: 2, loanMaturityYears: 3 }))).toEqual([]);
    // with 12 interest-only months the amortization ends in month 36: still no balloon in year 3
    expect(financingWarnings(deal({ loanTerm: 2, interestOnlyMonths: 12, loanMaturityYears: 3 }))).toEqual(
      [],
    );
    expect(financingWarnings(deal({ loanTerm: 2, interestOnlyMonths: 13, loanMaturityYears: 3 }))).toEqual([
      SENIOR_3,
    ]);
    expect(financingWarnings(deal({ downPaymentPercent: 100, loanMaturityYears: 3 }))).toEqual([]);
  });

  it('reads an interest-only loan without a maturity as due at its term', () => {
    expect(financingWarnings(deal({ isInterestOnly: true, loanTerm: 3 }))).toEqual([SENIOR_3]);
    expect(financingWarnings(deal({ isInterestOnly: true, loanTerm: 25 }))).toEqual([]);
    // with a maturity set, the maturity decides, even after the full term
    expect(financingWarnings(deal({ isInterestOnly: true, loanTerm: 2, loanMaturityYears: 3 }))).toEqual([
      SENIOR_3,
    ]);
  });

  it("warns about the second loan's balloon: interest-only, or due before it amortizes", () => {
    const second = { ...DEFAULT_SECOND_LOAN, maturityYears: 4 };
    expect(financingWarnings(deal({ secondLoan: second }))).toEqual([SECOND_4]);
    expect(financingWarnings(deal({ secondLoan: { ...second, amortizationYears: 10 } }))).toEqual([SECOND_4]);
    expect(financingWarnings(deal({ secondLoan: { ...second, amortizationYears: 4 } }))).toEqual([]);
    expect(
      financingWarnings(deal({ secondLoan: second, refinance: { ...DEFAULT_REFINANCE, year: 3 } })),
    ).toEqual([]);
    // both loans, senior first
    expect(financingWarnings(deal({ loanMaturityYears: 3, secondLoan: second }))).toEqual([
      SENIOR_3,
      SECOND_4,
    ]);
  });

  it('warns when the combined loan-to-value is above 90 %, with one decimal', () => {
    // due in year 10: no balloon inside the hold of 7
    const secondLoan = (percentOfPrice: number) => ({
      ...DEFAULT_SECOND_LOAN,
      percentOfPrice,
      maturityYears: 10,
    });
    // 75 % senior + 15 % second is exactly 90: no warning
    expect(financingWarnings(deal({ secondLoan: secondLoan(15) }))).toEqual([]);
    expect(financingWarnings(deal({ secondLoan: secondLoan(15.25) }))).toEqual([
      'Combined loan-to-value is 90.3%, above 90%.',
    ]);
    expect(financingWarnings(deal({ downPaymentPercent: 20, secondLoan: secondLoan(20) }))).toEqual([
      'Combined loan-to-value is 100.0%, above 90%.',
    ]);
    // the senior loan alone counts too: 95 % of the price is as thin a cushion; 90 % is not above
    expect(financingWarnings(deal({ downPaymentPercent: 5 }))).toEqual([
      'Combined loan-to-value is 95.0%, above 90%.',
    ]);
    expect(financingWarnings(deal({ downPaymentPercent: 10 }))).toEqual([]);
  });
});
