/**
 * A metric's value as every surface displays it, from the catalog's `format`
 * (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#display).
 */
import { formatCurrency, formatLtv, formatNumber, formatPercent, formatRatio } from '../format.js';
import { METRICS, type MetricFormat, type MetricKey } from './catalog.js';

/** Shown for a metric `analyze()` reports as null (e.g. DSCR without debt). */
export const NOT_AVAILABLE = 'N/A';

/**
 * A value in a display format; null, undefined or not finite → {@link NOT_AVAILABLE}.
 *
 * @example formatValue('ratio', 1.2345) // '1.23x'
 * @example formatValue('years', 4.5) // '4.50 years'
 * @example formatValue('wholeYears', 7) // '7 years'
 * @example formatValue('money', null) // 'N/A'
 */
export function formatValue(format: MetricFormat, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NOT_AVAILABLE;
  switch (format) {
    case 'money':
      return formatCurrency(value);
    case 'percent':
      return formatPercent(value);
    case 'ltv':
      return formatLtv(value);
    case 'ratio':
      return `${formatRatio(value)}x`;
    case 'years':
      return `${formatNumber(value, 2)} years`;
    case 'wholeYears':
      return `${formatNumber(value, 0)} ${value === 1 ? 'year' : 'years'}`;
    case 'perSqft':
      return `$${formatNumber(value, 2)}`;
    case 'count':
      return formatNumber(value);
  }
}

/**
 * A metric's value as the results, exports and CLI show it.
 *
 * @example formatMetricValue('dscr', 1.35) // '1.35x'
 * @example formatMetricValue('goingInCapRate', 7.5) // '7.50%'
 */
export function formatMetricValue(key: MetricKey, value: number | null | undefined): string {
  return formatValue(METRICS[key].format, value);
}
