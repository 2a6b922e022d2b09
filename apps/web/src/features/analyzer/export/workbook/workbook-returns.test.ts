import { analyze } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../../test/analyzer-fixtures';
import { recalculate } from '../../../../../test/recalc-harness';
import { toAnalysisInput } from '../../model/deal-mapping';
import type { AnalyzerFormValues } from '../../model/form-values';
import { buildAnalysisWorkbook } from './build-workbook';
import { BALLOON_LABEL } from './cash-flow-rows';

/** The workbook of a deal recalculated by HyperFormula, with analyze()'s result for the deal. */
async function liveOf(values: AnalyzerFormValues) {
  const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
  const workbook = buildAnalysisWorkbook(ExcelJS.Workbook, { values, asOf: FIXTURE_AS_OF, result });
  return { result, live: await recalculate(workbook) };
}

describe('the workbook’s returns', () => {
  it('shows "N/A" for the IRR of a deal whose flows have none, as text, on the Cash Flow and the Summary', async () => {
    // Operating expenses above the income: every flow is negative, so no rate discounts them to 0.
    const { result, live } = await liveOf({ ...officeDeal(), otherExpenses: 600_000 });
    expect(result.irrStatus).toBe('no-sign-change');
    expect(live.value('HoldIrr')).toBe('N/A');
    expect(live.row('Summary', 'IRR').slice(0, 2)).toEqual(['N/A', 'N/A']);
    const cached = live.cached.find((cell) => live.formula(cell.sheet, cell.a1)?.includes('IRR('));
    expect(cached?.result).toBe('N/A');
  });

  it('keeps a deal’s IRR equal to analyze()’s', async () => {
    const { result, live } = await liveOf(officeDeal());
    expect(result.irrStatus).toBe('converged');
    expect(live.value('HoldIrr')).toBeCloseTo(result.irr / 100, 9);
  });

  it('books an interest-only balloon as a loan repayment, not debt service, with the flows unchanged', async () => {
    // A 5-year interest-only loan and a 5-year hold: the balloon falls in the sale year.
    const { result, live } = await liveOf({ ...officeDeal(), isInterestOnly: true, loanTerm: 5 });
    const debtService = live.row('Cash Flow', 'Debt Service');
    const beforeSale = live.row('Cash Flow', 'Cash Flow Before Sale');
    const balloon = live.row('Cash Flow', BALLOON_LABEL);
    const flows = live.row('Cash Flow', 'Net Cash Flow');
    expect(debtService[5]).toBeCloseTo(-result.annualDebtService, 6);
    expect(beforeSale[5]).toBeCloseTo(result.cashFlowProjections[4]!.cashFlow + result.loanAmount, 6);
    expect(balloon.slice(1, 6)).toEqual([0, 0, 0, 0, -result.loanAmount]);
    expect(flows[5]).toBeCloseTo(result.cashFlowProjections[4]!.cashFlow + result.netSaleProceeds, 6);
    expect(live.value('HoldIrr')).toBeCloseTo(result.irr / 100, 9);
  });

  it('shows no balloon for an amortizing loan, whose balance is repaid at the sale', async () => {
    const { result, live } = await liveOf(officeDeal());
    expect(live.row('Cash Flow', BALLOON_LABEL).slice(1, 6)).toEqual([0, 0, 0, 0, 0]);
    expect(live.row('Cash Flow', 'Loan Repayment')[5]).toBeLessThan(-0.5 * result.loanAmount);
    expect(live.row('Cash Flow', 'Cash Flow Before Sale')[5]).toBeCloseTo(
      result.cashFlowProjections[4]!.cashFlow,
      6,
    );
  });
});
