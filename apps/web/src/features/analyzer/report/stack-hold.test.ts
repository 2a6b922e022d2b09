import { analyze } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal, officeDeal } from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { money } from '../display-format';
import type { Calculation } from '../model/calculation';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { annualLeaseLines } from './annual-lines';
import { computationLines, irrExplanation } from './computation-lines';
import { leaseCashFlowRows, leaseDebtService } from './lease-sections';
import { calculationHold, saleRows } from './sale-rows';

const calculationOf = (values: AnalyzerFormValues): Calculation => ({
  values,
  asOf: FIXTURE_AS_OF,
  result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)),
});

describe('the hold of a deal with a capital stack', () => {
  it.each([
    ['refinanced in year 3, held 7 years', capitalStackDeal()],
    ['held 3 years (the refinance never comes)', { ...capitalStackDeal(), holdPeriod: 3 }],
    ['held 2 years, without a refinance', { ...capitalStackDeal(), holdPeriod: 2, refinance: null }],
  ])("follows analyze()'s projections and sale when %s", (_, values) => {
    const calculation = calculationOf(values);
    const { result } = calculation;
    const hold = calculationHold(calculation);
    for (const projection of result.cashFlowProjections.slice(0, hold.years.length)) {
      const year = hold.years[projection.year - 1];
      expect(year?.debtService).toBeCloseTo(projection.debtService, 6);
      expect(year?.cashFlow).toBeCloseTo(projection.cashFlow, 6);
    }
    const { sale } = hold;
    expect(sale.salePrice - sale.sellingCosts - sale.loanRepayment).toBeCloseTo(result.netSaleProceeds, 6);
  });

  it("shows the stack's payoff at the sale and derives the equity invested and the multiple from it", () => {
    const calculation = calculationOf(capitalStackDeal());
    expect(saleRows(calculation).slice(-2)).toEqual([
      { label: 'Loan Payoff', value: '($3,218,452)' },
      { label: 'Net Sale Proceeds', value: '$2,644,100' },
    ]);
    const lines = Object.fromEntries(computationLines(calculation).map((l) => [l.metric, l.text]));
    expect(lines['Equity invested']).toBe(
      'Equity invested = down payment − second loan + closing costs + loan fees = ' +
        '$1,250,000 − $500,000 + $75,000 + $37,500 = $862,500',
    );
    expect(lines['Net sale proceeds']).toBe(
      'Net sale proceeds = sale price − selling costs − loan payoff = $5,862,552 − $0 − $3,218,452 = $2,644,100',
    );
    expect(lines['Equity multiple']).toBe(
      'Equity multiple = (cash flows of years 1–7 + refinance proceeds + net sale proceeds) / equity invested = ' +
        '($1,951,385 − $822,364 + $2,644,100) / $862,500 = 4.37x',
    );
    // The figures add up: (1,951,385 − 822,364 + 2,644,100) / 862,500 = 4.3746.
    expect((1_951_385 - 822_364 + 2_644_100) / 862_500).toBeCloseTo(
      calculation.result.equityMultiple ?? 0,
      4,
    );
    expect(irrExplanation(calculation)).toContain(
      "the cash flows of years 1–7 (year 3's with the refinance proceeds of -$822,364) and the net sale proceeds of $2,644,100",
    );
  });

  it('leaves a deal without a stack as the engine gives it', () => {
    const calculation = calculationOf(officeDeal());
    const lines = Object.fromEntries(computationLines(calculation).map((l) => [l.metric, l.text]));
    expect(lines['Equity invested']).toBe(
      'Equity invested = down payment + closing costs = $625,000 + $0 = $625,000',
    );
    expect(lines['Equity multiple']).toMatch(
      /^Equity multiple = \(cash flows of years 1–5 \+ net sale proceeds\)/,
    );
  });
});

describe('the lease-by-lease cash flow of a deal with a capital stack', () => {
  it("carries the stack's debt service, as analyze()'s projections do", () => {
    const stack = capitalStackDeal();
    const values: AnalyzerFormValues = {
      ...leaseByLeaseDeal(),
      holdPeriod: 7,
      loanMaturityYears: stack.loanMaturityYears,
      interestOnlyMonths: stack.interestOnlyMonths,
      loanFeePercent: stack.loanFeePercent,
      secondLoan: stack.secondLoan,
      refinance: stack.refinance,
    };
    const { result } = calculationOf(values);
    expect(result.refinance).not.toBeNull();
    const rows = leaseCashFlowRows(values, result);
    const debt = rows.find((row) => row.label === 'Debt Service')?.cells ?? [];
    const flow = rows.find((row) => row.label === 'Cash Flow')?.cells ?? [];
    expect(debt).toHaveLength(8);
    result.cashFlowProjections.forEach((projection, t) => {
      expect(debt[t]).toBe(money(projection.debtService));
      expect(flow[t]).toBe(money(projection.cashFlow));
    });
    // the live card and the shared page read the same debt through their terms
    const terms = { holdPeriod: 7, loanTerm: values.loanTerm, isInterestOnly: values.isInterestOnly };
    const live = annualLeaseLines({ ...terms, debtService: leaseDebtService(values, result) }, result);
    const liveDebt = live.find((line) => line.label === 'Debt Service')?.values ?? [];
    result.cashFlowProjections.forEach((projection, t) => {
      expect(liveDebt[t]).toBeCloseTo(projection.debtService, 6);
    });
    // without a stack the terms carry nothing and the single loan's debt service shows
    expect(leaseDebtService(leaseByLeaseDeal(), calculationOf(leaseByLeaseDeal()).result)).toBeUndefined();
  });
});
