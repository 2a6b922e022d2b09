/**
 * The capital stack's inputs (underwriting.md 12.1) as report rows, for the CSV's Inputs and the
 * PDF's Assumptions: the senior loan's structure, then the second loan, the refinance and the
 * waterfall when set, with the engine's defaults applied. None for a deal without a stack, so its
 * exports stay as they were.
 */
import { hasCapitalStack } from '@cre/underwriting';
import { percent, ratio } from '../display-format';
import type { AnalyzerFormValues } from '../model/form-values';
import { stackInput } from './capital-stack';
import type { ReportRow } from './report-section';

/** Title of the assumptions group that holds them. */
export const CAPITAL_STACK_INPUTS_TITLE = 'Capital Stack';

const months = (value: number) => `${value} months`;
const yearsOrFull = (value: number | null) => (value === null ? 'When fully amortized' : `${value} years`);

/**
 * The stack's input rows: interest-only period, loan maturity and fee; the second loan's share,
 * rate, amortization, maturity and fee; the refinance's year, sizing, terms and costs; the
 * waterfall's LP share, preferred return, catch-up, each hurdle and the residual promote.
 *
 * @example capitalStackInputRows(values)[0] // { label: 'Interest-Only Period', value: '24 months' }
 */
export function capitalStackInputRows(values: AnalyzerFormValues): ReportRow[] {
  const i = stackInput(values);
  if (!hasCapitalStack(i)) return [];
  const rows: ReportRow[] = [
    { label: 'Interest-Only Period', value: months(i.interestOnlyMonths) },
    { label: 'Loan Maturity', value: yearsOrFull(i.loanMaturityYears) },
    { label: 'Loan Fee', value: percent(i.loanFeePercent) },
  ];
  const second = i.secondLoan;
  if (second !== null) {
    rows.push(
      { label: 'Second Loan (share of price)', value: percent(second.percentOfPrice) },
      { label: 'Second Loan Interest Rate', value: percent(second.interestRate) },
      {
        label: 'Second Loan Amortization',
        value: second.amortizationYears === null ? 'Interest only' : `${second.amortizationYears} years`,
      },
      { label: 'Second Loan Maturity', value: `${second.maturityYears} years` },
      { label: 'Second Loan Fee', value: percent(second.feePercent) },
    );
  }
  const refi = i.refinance;
  if (refi !== null) {
    rows.push(
      { label: 'Refinance at the End of', value: `Year ${refi.year}` },
      { label: 'Refinance Loan-to-Value', value: percent(refi.loanToValuePercent) },
      { label: 'Refinance Minimum DSCR', value: refi.minDscr === null ? 'Not set' : ratio(refi.minDscr) },
      { label: 'Refinance Cap Rate', value: refi.capRate === null ? 'Exit cap rate' : percent(refi.capRate) },
      { label: 'Refinance Interest Rate', value: percent(refi.interestRate) },
      { label: 'Refinance Amortization', value: `${refi.amortizationYears} years` },
      { label: 'Refinance Interest-Only Period', value: months(refi.interestOnlyMonths) },
      { label: 'Refinance Maturity', value: yearsOrFull(refi.maturityYears) },
      { label: 'Refinance Costs', value: percent(refi.costsPercent) },
      { label: 'Prepayment Premium', value: percent(refi.prepaymentPercent) },
    );
  }
  const w = i.waterfall;
  if (w !== null) {
    rows.push(
      { label: 'LP Equity Share', value: percent(w.lpEquityPercent) },
      { label: 'Preferred Return', value: percent(w.prefRate) },
      { label: 'Catch-Up', value: w.catchUpPercent > 0 ? percent(w.catchUpPercent) : 'None' },
      ...w.tiers.map((tier, k) => ({
        label: `Hurdle ${k + 1}`,
        value: `${percent(tier.promotePercent)} promote above ${percent(tier.hurdleIrr)} IRR`,
      })),
      { label: 'Residual Promote', value: percent(w.residualPromotePercent) },
    );
  }
  return rows;
}
