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

/** One group of the stack's inputs: its title (the PDF's assumptions subheading) and its rows. */
export interface StackInputGroup {
  title: string;
  rows: ReportRow[];
}

const months = (value: number) => `${value} months`;
const yearsOrFull = (value: number | null) => (value === null ? 'When fully amortized' : `${value} years`);

/**
 * The stack's inputs by group: the senior loan's structure (interest-only period, maturity, fee);
 * the second loan's share, rate, amortization, maturity and fee; the refinance's year, sizing,
 * terms and costs; the waterfall's LP share, preferred return, catch-up, each hurdle and the
 * residual promote. A group the deal leaves unset is left out; none without a stack.
 *
 * @example capitalStackInputGroups(values)[0].rows[0] // { label: 'Interest-Only Period', value: '24 months' }
 */
export function capitalStackInputGroups(values: AnalyzerFormValues): StackInputGroup[] {
  const i = stackInput(values);
  if (!hasCapitalStack(i)) return [];
  const groups: StackInputGroup[] = [
    {
      title: 'Senior Loan Structure',
      rows: [
        { label: 'Interest-Only Period', value: months(i.interestOnlyMonths) },
        { label: 'Loan Maturity', value: yearsOrFull(i.loanMaturityYears) },
        { label: 'Loan Fee', value: percent(i.loanFeePercent) },
      ],
    },
  ];
  const second = i.secondLoan;
  if (second !== null) {
    groups.push({
      title: 'Second Loan',
      rows: [
        { label: 'Second Loan (share of price)', value: percent(second.percentOfPrice) },
        { label: 'Second Loan Interest Rate', value: percent(second.interestRate) },
        {
          label: 'Second Loan Amortization',
          value: second.amortizationYears === null ? 'Interest only' : `${second.amortizationYears} years`,
        },
        { label: 'Second Loan Maturity', value: `${second.maturityYears} years` },
        { label: 'Second Loan Fee', value: percent(second.feePercent) },
      ],
    });
  }
  const refi = i.refinance;
  if (refi !== null) {
    groups.push({
      title: 'Refinance',
      rows: [
        { label: 'Refinance at the End of', value: `Year ${refi.year}` },
        { label: 'Refinance Loan-to-Value', value: percent(refi.loanToValuePercent) },
        { label: 'Refinance Minimum DSCR', value: refi.minDscr === null ? 'Not set' : ratio(refi.minDscr) },
        {
          label: 'Refinance Cap Rate',
          value: refi.capRate === null ? 'Exit cap rate' : percent(refi.capRate),
        },
        { label: 'Refinance Interest Rate', value: percent(refi.interestRate) },
        { label: 'Refinance Amortization', value: `${refi.amortizationYears} years` },
        { label: 'Refinance Interest-Only Period', value: months(refi.interestOnlyMonths) },
        { label: 'Refinance Maturity', value: yearsOrFull(refi.maturityYears) },
        { label: 'Refinance Costs', value: percent(refi.costsPercent) },
        { label: 'Prepayment Premium', value: percent(refi.prepaymentPercent) },
      ],
    });
  }
  const w = i.waterfall;
  if (w !== null) {
    groups.push({
      title: 'Equity Waterfall',
      rows: [
        { label: 'LP Equity Share', value: percent(w.lpEquityPercent) },
        { label: 'Preferred Return', value: percent(w.prefRate) },
        { label: 'Catch-Up', value: w.catchUpPercent > 0 ? percent(w.catchUpPercent) : 'None' },
        ...w.tiers.map((tier, k) => ({
          label: `Hurdle ${k + 1}`,
          value: `${percent(tier.promotePercent)} promote above ${percent(tier.hurdleIrr)} IRR`,
        })),
        { label: 'Residual Promote', value: percent(w.residualPromotePercent) },
      ],
    });
  }
  return groups;
}

/** The stack's input rows, every group's in order (the CSV's Inputs). */
export function capitalStackInputRows(values: AnalyzerFormValues): ReportRow[] {
  return capitalStackInputGroups(values).flatMap((group) => group.rows);
}
