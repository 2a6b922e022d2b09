/**
 * How the risk sections (underwriting.md section 13) write their figures: each variable's unit
 * (money, a rate, a lever, months, years, ...), each metric's unit (RISK_METRICS), and the text of
 * a value in that unit as the other report sections write it ("$1,350,000", "6.50%", "0.90x",
 * "3 months", "N/A" for a value the engine does not have).
 */
import {
  riskVariableUnit as engineUnit,
  formatCurrency,
  formatNumber,
  formatPercent,
  formatRatio,
  NOT_AVAILABLE,
  RISK_METRICS,
  type RiskMetric,
  type RiskVariable,
} from '@cre/underwriting';

/**
 * A unit of a risk figure: `money` "$1,350,000"; `perSqft` "$2.50"; `sqft` "20,000 sq ft";
 * `percent` "6.50%" (6.5 is 6.5 %); `wholePercent` "65%"; `lever` and `multiple` "0.90x";
 * `months` "3 months"; `years` "25 years"; `count` "10,000"; `share` a fraction of runs, 0.043 →
 * "4.30%".
 */
export type RiskUnit =
  | 'money'
  | 'perSqft'
  | 'sqft'
  | 'percent'
  | 'wholePercent'
  | 'lever'
  | 'multiple'
  | 'months'
  | 'years'
  | 'count'
  | 'share';

/**
 * The unit of a variable's values: the levers are multiples of today's rents or expenses, amounts
 * are money, terms are months or years, the renewal probability a whole percent; every other
 * variable (rates, shares of the price, the waterfall's terms) a percent.
 *
 * @example riskVariableUnit('rentScale') // 'lever'
 * @example riskVariableUnit('exitCapRate') // 'percent'
 */
export function riskVariableUnit(variable: RiskVariable): RiskUnit {
  if (variable === 'renewalProbability') return 'wholePercent';
  const unit = engineUnit(variable) ?? 'percent';
  return unit === 'multiplier' ? 'lever' : unit;
}

/** The unit of a metric's values (RISK_METRICS: IRR a percent, the multiples, NPV and NOI money). */
export function riskMetricUnit(metric: RiskMetric): RiskUnit {
  const unit = RISK_METRICS[metric].unit;
  return unit === 'currency' ? 'money' : unit;
}

/** "1 month", "3 months". */
const counted = (value: number, one: string, many: string) =>
  `${formatNumber(value, 0)} ${Math.abs(value) === 1 ? one : many}`;

/**
 * A figure in its unit as the reports write it; null (a metric without a value) or a value that is
 * not finite → "N/A", as every other section writes one.
 *
 * @example riskText('money', 1_350_000) // '$1,350,000'
 * @example riskText('lever', 0.9) // '0.90x'
 * @example riskText('share', 0.043) // '4.30%'
 * @example riskText('percent', null) // 'N/A'
 */
export function riskText(unit: RiskUnit, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  switch (unit) {
    case 'money':
      return formatCurrency(value);
    case 'perSqft':
      return `$${formatNumber(value, 2)}`;
    case 'sqft':
      return `${formatNumber(value, 0)} sq ft`;
    case 'percent':
      return formatPercent(value);
    case 'wholePercent':
      return formatPercent(value, 0);
    case 'lever':
    case 'multiple':
      return `${formatRatio(value)}x`;
    case 'months':
      return counted(value, 'month', 'months');
    case 'years':
      return counted(value, 'year', 'years');
    case 'count':
      return formatNumber(value, 0);
    case 'share':
      return formatPercent(value * 100);
  }
}

/** A variable's value as the reports write it ("$2,250,000", "0.90x", "7.00%", "6 months"). */
export const variableText = (variable: RiskVariable, value: number | null | undefined): string =>
  riskText(riskVariableUnit(variable), value);

/** A metric's value as the reports write it ("22.33%", "2.38x", "$1,048,248"; "N/A" for null). */
export const metricText = (metric: RiskMetric, value: number | null | undefined): string =>
  riskText(riskMetricUnit(metric), value);

/**
 * An IRR target as a short percent, as typed: "0%", "8%", "12.5%".
 *
 * @example targetText(12.5) // '12.5%'
 */
export function targetText(target: number): string {
  return `${formatNumber(target)}%`;
}
