/**
 * "Sources & Uses": what the purchase costs (price, closing costs and, with a capital stack, the
 * loan fees) and how it is paid for (the loans and the equity, split LP/GP under a waterfall), with
 * `analyze()`'s figures; the two totals are equal.
 */
import { money, percent } from '../display-format';
import { hasStack, stackInput } from './capital-stack';
import type { CalculationFigures, ReportRow } from './report-section';

/** Title of the sources and uses section. */
export const SOURCES_USES_TITLE = 'Sources & Uses';

/** The uses and the sources of the purchase, each ending with its total. */
export interface SourcesAndUses {
  uses: ReportRow[];
  sources: ReportRow[];
}

/**
 * Uses: purchase price, closing costs (closingCostsPercent of price) and their total; sources: the
 * loan, the equity (down payment + closing costs, the engine's equity invested) and their total.
 *
 * @example sourcesAndUses(figures).uses[1] // { label: 'Closing Costs (1.50% of price)', value: '$37,500' }
 */
export function sourcesAndUses(figures: CalculationFigures): SourcesAndUses {
  if (hasStack(figures)) return stackSourcesAndUses(figures);
  const { values, result } = figures;
  const closingCosts = result.equityInvested - result.downPayment;
  return {
    uses: [
      { label: 'Purchase Price', value: money(values.purchasePrice) },
      {
        label: `Closing Costs (${percent(values.closingCostsPercent)} of price)`,
        value: money(closingCosts),
      },
      { label: 'Total Uses', value: money(values.purchasePrice + closingCosts) },
    ],
    sources: [
      { label: 'Loan Amount', value: money(result.loanAmount) },
      { label: 'Equity (down payment + closing costs)', value: money(result.equityInvested) },
      { label: 'Total Sources', value: money(result.loanAmount + result.equityInvested) },
    ],
  };
}

/**
 * With a capital stack (underwriting.md 12.3): uses are the price, the closing costs, the loan fees
 * (when any) and their total; sources the senior loan, the second loan (when any), the equity
 * (`equityInvested`: down payment − second loan + closing costs + loan fees; split into LP and GP
 * equity at the waterfall's LP share when there is one) and their total.
 *
 * @example stackSourcesAndUses(figures).sources[1] // { label: 'Second Loan', value: '$500,000' }
 */
export function stackSourcesAndUses({ values, result }: CalculationFigures): SourcesAndUses {
  const second = result.secondLoanAmount;
  const closingCosts = result.equityInvested - result.downPayment + second - result.loanFees;
  const uses: ReportRow[] = [
    { label: 'Purchase Price', value: money(values.purchasePrice) },
    { label: `Closing Costs (${percent(values.closingCostsPercent)} of price)`, value: money(closingCosts) },
  ];
  if (result.loanFees > 0) uses.push({ label: 'Loan Fees', value: money(result.loanFees) });
  uses.push({ label: 'Total Uses', value: money(values.purchasePrice + closingCosts + result.loanFees) });
  const sources: ReportRow[] = [{ label: 'Senior Loan', value: money(result.loanAmount) }];
  if (second > 0) sources.push({ label: 'Second Loan', value: money(second) });
  const equity = result.equityInvested;
  const waterfall = stackInput(values).waterfall;
  if (waterfall === null) {
    sources.push({ label: 'Equity', value: money(equity) });
  } else {
    const lp = (equity * waterfall.lpEquityPercent) / 100;
    sources.push({ label: 'LP Equity', value: money(lp) }, { label: 'GP Equity', value: money(equity - lp) });
  }
  sources.push({ label: 'Total Sources', value: money(result.loanAmount + second + equity) });
  return { uses, sources };
}
