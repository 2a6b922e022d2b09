/**
 * The capital stack's report sections (underwriting.md section 12) that are lists of labelled
 * figures: the stack's metrics (loan fees, the second loan, the debt service and DSCR by loan) and
 * the refinance. Every section here is shown only for a deal that uses the stack ({@link hasStack}).
 */
import {
  formatMetricValue,
  hasCapitalStack,
  METRICS,
  type ResolvedInput,
  resolveInput,
} from '@cre/underwriting';
import { money } from '../display-format';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import type { CalculationFigures, ReportRow, RowsSection } from './report-section';

/**
 * Each form values object resolved once: the Capital Stack card, the debt schedule, the waterfall
 * and the lease table of one calculation all read the same values (the form store never mutates
 * them; a change is a new object).
 */
const RESOLVED = new WeakMap<AnalyzerFormValues, ResolvedInput>();

/**
 * The form values as the engine resolves them (defaults applied to the loans and the waterfall).
 * The as-of date plays no part in the loans or the waterfall, so none is needed: the values' own
 * analysis date is used when set.
 */
export function stackInput(values: AnalyzerFormValues): ResolvedInput {
  let input = RESOLVED.get(values);
  if (input === undefined) {
    input = resolveInput(toAnalysisInput(values, ''));
    RESOLVED.set(values, input);
  }
  return input;
}

/** Whether the deal uses any input of the capital stack (the engine's `hasCapitalStack`, on the values as they are). */
export function hasStack({ values }: Pick<CalculationFigures, 'values'>): boolean {
  return hasCapitalStack(values);
}

/** Title of the stack's debt-coverage figures. */
export const DEBT_COVERAGE_TITLE = 'Debt Coverage (year 1)';

/**
 * The year-1 debt service and coverage by loan: senior and second loan debt service, their total
 * (`annualDebtService`), the combined DSCR and the senior DSCR.
 *
 * @example DEBT_COVERAGE_SECTION.rows(figures).at(-1) // { label: 'Senior DSCR', value: '2.10x' }
 */
export const DEBT_COVERAGE_SECTION: RowsSection = {
  key: 'debtCoverage',
  title: DEBT_COVERAGE_TITLE,
  rows: ({ result }) => [
    { label: METRICS.seniorDebtService.label, value: money(result.seniorDebtService) },
    { label: METRICS.secondDebtService.label, value: money(result.secondDebtService) },
    { label: 'Total Debt Service', value: money(result.annualDebtService) },
    { label: 'Combined DSCR', value: formatMetricValue('dscr', result.dscr) },
    { label: 'Senior DSCR', value: formatMetricValue('seniorDscr', result.seniorDscr) },
  ],
};

/** Title of the refinance section. */
export const REFINANCE_TITLE = 'Refinance';

/** The words for the constraint that sized the refinance loan. */
export const REFINANCE_CONSTRAINT_LABELS = {
  ltv: 'Loan-to-value',
  dscr: 'Minimum DSCR',
} as const;

/** A money figure as the report writes a cash outflow: "($822,364)" when negative. */
const signedMoney = (value: number): string => (value < 0 ? `(${money(-value)})` : money(value));

/**
 * The refinance of the reported hold (none without one, or when the hold ends by its year): its
 * year, the value, the new loan, the payoff of the purchase loans, the proceeds (a shortfall the
 * equity pays in shown in parentheses) and the constraint that sized the loan.
 *
 * @example REFINANCE_SECTION.rows(figures)[0] // { label: 'Refinanced at the end of', value: 'Year 3' }
 */
export const REFINANCE_SECTION: RowsSection = {
  key: 'refinance',
  title: REFINANCE_TITLE,
  rows: ({ result }): ReportRow[] => {
    const refi = result.refinance;
    if (refi === null) return [];
    return [
      { label: 'Refinanced at the end of', value: `Year ${refi.year}` },
      { label: 'Property Value', value: money(refi.value) },
      { label: 'New Loan', value: money(refi.newLoan) },
      { label: 'Payoff of the Purchase Loans', value: money(refi.payoff) },
      { label: 'Refinance Proceeds', value: signedMoney(refi.proceeds) },
      { label: 'Sized By', value: REFINANCE_CONSTRAINT_LABELS[refi.constrainedBy] },
    ];
  },
};
