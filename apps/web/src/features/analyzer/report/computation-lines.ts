/**
 * The PDF appendix "How these numbers are computed": each headline metric's formula, then the same
 * formula with this deal's own figures substituted and the result as the report shows it.
 */

import type { AnalysisResult, HoldYears } from '@cre/underwriting';
import { formatMetricValue } from '@cre/underwriting';
import { money } from '../display-format';
import type { Calculation } from '../model/calculation';
import { calculationHold } from './sale-rows';

/** Title of the appendix. */
export const COMPUTATION_TITLE = 'How these numbers are computed';

/** One metric's derivation: its name, its formula in words and with the deal's numbers. */
export interface ComputationLine {
  metric: string;
  /** `"<metric> = <formula> = <figures> = <result>"`. */
  text: string;
}

/** A figure added to a sum: "+ $1,000", or "− $1,000" when negative. */
const plus = (value: number) => (value < 0 ? `− ${money(-value)}` : `+ ${money(value)}`);

const line = (metric: string, formula: string, figures: string, result: string): ComputationLine => ({
  metric,
  text: `${metric} = ${formula} = ${figures} = ${result}`,
});

/**
 * Equity invested: the down payment and closing costs; with a second loan or loan fees
 * (underwriting.md 12.3), less the second loan and plus the fees.
 */
function equityLine(result: AnalysisResult): ComputationLine {
  const second = result.secondLoanAmount;
  const fees = result.loanFees;
  const closing = result.equityInvested - result.downPayment + second - fees;
  if (second === 0 && fees === 0) {
    return line(
      'Equity invested',
      'down payment + closing costs',
      `${money(result.downPayment)} + ${money(closing)}`,
      money(result.equityInvested),
    );
  }
  return line(
    'Equity invested',
    'down payment − second loan + closing costs + loan fees',
    `${money(result.downPayment)} − ${money(second)} + ${money(closing)} + ${money(fees)}`,
    money(result.equityInvested),
  );
}

/**
 * The year-1 and hold derivations of NOI, the going-in cap rate, DSCR, cash-on-cash, the equity
 * invested, the sale and the equity multiple, each with this deal's figures (`hold`: the engine's
 * hold year by year, {@link calculationHold}). DSCR is left out without a loan.
 *
 * @example computationLines(calculation)[1].text
 * // 'Going-in cap rate = NOI / purchase price = $226,000 / $2,500,000 = 9.04%'
 */
export function computationLines(
  calculation: Calculation,
  hold: HoldYears = calculationHold(calculation),
): ComputationLine[] {
  const { values, result } = calculation;
  const { years, sale } = hold;
  const first = years[0];
  const capex = (first?.tenantImprovements ?? 0) + (first?.leasingCommissions ?? 0);
  const holdYearsCount = years.length - 1;
  const holdFlows = years.slice(0, holdYearsCount).reduce((sum, year) => sum + year.cashFlow, 0);
  const refi = result.refinance;
  const lines: ComputationLine[] = [
    line(
      'Net operating income (year 1)',
      'effective gross income − operating expenses',
      `${money(result.effectiveGrossIncome)} − ${money(result.operatingExpenses)}`,
      money(result.noi),
    ),
    line(
      'Going-in cap rate',
      'NOI / purchase price',
      `${money(result.noi)} / ${money(values.purchasePrice)}`,
      formatMetricValue('goingInCapRate', result.goingInCapRate),
    ),
  ];
  if (result.annualDebtService > 0) {
    lines.push(
      line(
        'DSCR',
        'NOI / annual debt service',
        `${money(result.noi)} / ${money(result.annualDebtService)}`,
        formatMetricValue('dscr', result.dscr),
      ),
    );
  }
  lines.push(
    equityLine(result),
    line(
      'Year-1 cash flow',
      capex > 0 ? 'NOI − TI and leasing commissions − debt service' : 'NOI − debt service',
      capex > 0
        ? `${money(result.noi)} − ${money(capex)} − ${money(result.annualDebtService)}`
        : `${money(result.noi)} − ${money(result.annualDebtService)}`,
      money(result.annualCashFlow),
    ),
    line(
      'Cash-on-cash return',
      'year-1 cash flow / equity invested',
      `${money(result.annualCashFlow)} / ${money(result.equityInvested)}`,
      formatMetricValue('cashOnCash', result.cashOnCash),
    ),
    line(
      'Net sale proceeds',
      'sale price − selling costs − loan payoff',
      `${money(sale.salePrice)} − ${money(sale.sellingCosts)} − ${money(sale.loanRepayment)}`,
      money(sale.netSaleProceeds),
    ),
    refi === null
      ? line(
          'Equity multiple',
          `(cash flows of years 1–${holdYearsCount} + net sale proceeds) / equity invested`,
          `(${money(holdFlows)} + ${money(sale.netSaleProceeds)}) / ${money(result.equityInvested)}`,
          formatMetricValue('equityMultiple', result.equityMultiple),
        )
      : line(
          'Equity multiple',
          `(cash flows of years 1–${holdYearsCount} + refinance proceeds + net sale proceeds) / equity invested`,
          `(${money(holdFlows)} ${plus(refi.proceeds)} + ${money(sale.netSaleProceeds)}) / ${money(result.equityInvested)}`,
          formatMetricValue('equityMultiple', result.equityMultiple),
        ),
  );
  return lines;
}

/** How the IRR is found (no closed form): the flows it discounts and the rate it reports. */
export function irrExplanation(
  calculation: Calculation,
  hold: HoldYears = calculationHold(calculation),
): string {
  const { result } = calculation;
  const last = hold.years.length - 1;
  const refi = result.refinance;
  const refinance =
    refi === null ? '' : ` (year ${refi.year}'s with the refinance proceeds of ${money(refi.proceeds)})`;
  return (
    `Levered IRR: the discount rate at which −${money(result.equityInvested)} today, the cash flows of ` +
    `years 1–${last}${refinance} and the net sale proceeds of ${money(hold.sale.netSaleProceeds)} at the end of year ` +
    `${last} are worth exactly zero: ${formatMetricValue('irr', result.irr)}. The sale is priced at the exit ` +
    `cap (${formatMetricValue('exitCapRate', result.exitCapRate)}), not at the appreciation-rate value projection.`
  );
}
