/**
 * The PDF's "Sources & Uses": what the purchase costs (price and closing costs) and how it is
 * paid for (the loan and the equity), with `analyze()`'s figures; the two totals are equal.
 */
import { money, percent } from '../display-format';
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
export function sourcesAndUses({ values, result }: CalculationFigures): SourcesAndUses {
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
