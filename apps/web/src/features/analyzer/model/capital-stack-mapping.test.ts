import { analyze, propertyPayloadSchema } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { DEFAULT_REFINANCE, DEFAULT_SECOND_LOAN, DEFAULT_WATERFALL, withAddedTier } from './capital-stack';
import { formValuesToPayload, projectToFormValues, toAnalysisInput } from './deal-mapping';
import type { AnalyzerFormValues } from './form-values';

/** The office fixture financed with every part of the capital stack (underwriting.md 12.1). */
function stackedDeal(): AnalyzerFormValues {
  return {
    ...officeDeal(),
    holdPeriod: 7,
    interestOnlyMonths: 24,
    loanMaturityYears: 10,
    loanFeePercent: 1,
    secondLoan: { ...DEFAULT_SECOND_LOAN, amortizationYears: 20, maturityYears: 8 },
    refinance: { ...DEFAULT_REFINANCE, capRate: 7.5, maturityYears: null },
    waterfall: withAddedTier({ ...DEFAULT_WATERFALL, catchUpPercent: 50 }),
  };
}

describe('the capital stack in the deal mapping', () => {
  it('gives the engine the senior terms and the three groups as the form holds them', () => {
    const values = stackedDeal();
    const input = toAnalysisInput(values, FIXTURE_AS_OF);
    expect(input).toMatchObject({
      interestOnlyMonths: 24,
      loanMaturityYears: 10,
      loanFeePercent: 1,
      secondLoan: values.secondLoan,
      refinance: values.refinance,
      waterfall: values.waterfall,
    });
    const result = analyze(input);
    expect(result.secondLoanAmount).toBeCloseTo(values.purchasePrice * 0.1, 6);
    expect(result.refinance?.year).toBe(3);
    expect(result.waterfall).not.toBeNull();
  });

  it('saves the groups and loads them back unchanged', () => {
    const values = stackedDeal();
    const payload = formValuesToPayload(values, null);
    expect(propertyPayloadSchema.safeParse(payload).success).toBe(true);
    expect(payload).toMatchObject({
      interestOnlyMonths: 24,
      loanMaturityYears: 10,
      loanFeePercent: 1,
      secondLoan: values.secondLoan,
      refinance: values.refinance,
      waterfall: values.waterfall,
    });
    // through JSON, as the API answers
    const saved = JSON.parse(JSON.stringify({ ...payload, id: 4 }));
    const loaded = projectToFormValues(saved);
    expect(loaded).toEqual({ ...values, rentPerSqft: 15, nnnTotalAnnual: 40_000 });
    expect(toAnalysisInput(loaded, FIXTURE_AS_OF)).toEqual(toAnalysisInput(values, FIXTURE_AS_OF));
  });

  it('loads a project saved before the capital stack with the defaults: no groups', () => {
    const {
      interestOnlyMonths,
      loanMaturityYears,
      loanFeePercent,
      secondLoan,
      refinance,
      waterfall,
      ...old
    } = formValuesToPayload(officeDeal(), null);
    const loaded = projectToFormValues({ ...old, id: 2 });
    expect(loaded).toMatchObject({
      interestOnlyMonths: 0,
      loanMaturityYears: null,
      loanFeePercent: 0,
      secondLoan: null,
      refinance: null,
      waterfall: null,
    });
    // and one saved with them null
    expect(
      projectToFormValues({ ...old, secondLoan: null, refinance: null, waterfall: null }).secondLoan,
    ).toBeNull();
  });
});
