/**
 * The sale at the end of the hold (the PDF's "Sale at End of Hold"): the price, the selling costs,
 * the loan payoff and the net proceeds, the engine's own figures (`holdYears`, whose sale is
 * `analyze()`'s `salePrice` and `netSaleProceeds`).
 */
import {
  formatMetricValue,
  type HoldYears,
  hasCapitalStack,
  holdYears,
  resolveInput,
} from '@cre/underwriting';
import { money, percent } from '../display-format';
import type { Calculation } from '../model/calculation';
import { toAnalysisInput } from '../model/deal-mapping';
import type { ReportRow } from './report-section';

/** Title of the sale block. */
export const SALE_TITLE = 'Sale at End of Hold';

/**
 * The hold of a calculation year by year and its sale, as the engine computes them (`holdYears`:
 * with a capital stack, its loans' debt service and payoff).
 */
export function calculationHold(calculation: Calculation): HoldYears {
  return holdYears(resolveInput(toAnalysisInput(calculation.values, calculation.asOf)), calculation.result);
}

/** A deduction shown in parentheses, e.g. "($45,000)". */
export const deduction = (value: number): string => `(${money(value)})`;

/**
 * The sale rows: the year sold, the year-after NOI the exit cap prices, the sale price, the selling
 * costs, the loan payoff and the net sale proceeds.
 *
 * @example saleRows(calculation).at(-1) // { label: 'Net Sale Proceeds', value: '$1,352,720' }
 */
export function saleRows(
  calculation: Calculation,
  hold: HoldYears = calculationHold(calculation),
): ReportRow[] {
  const { values, result } = calculation;
  const { sale, years } = hold;
  const sold = years.length - 1;
  const forwardNoi = years[sold]?.noi ?? 0;
  return [
    { label: 'Sold at the end of', value: `Year ${sold}` },
    { label: `Year ${sold + 1} NOI (priced at the exit cap)`, value: money(forwardNoi) },
    { label: 'Exit Cap Rate', value: formatMetricValue('exitCapRate', result.exitCapRate) },
    { label: 'Sale Price (NOI / exit cap)', value: money(sale.salePrice) },
    {
      label: `Selling Costs (${percent(values.sellingCostsPercent)} of price)`,
      value: deduction(sale.sellingCosts),
    },
    { label: 'Loan Payoff', value: deduction(sale.loanRepayment) },
    { label: 'Net Sale Proceeds', value: money(sale.netSaleProceeds) },
  ];
}
