/**
 * Display formatters (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#display):
 * currency without decimals, percentages with 2 decimals, LTV with 1, ratios with 2, numbers with
 * en-US grouping, local and long US dates. Values that are null, undefined or not finite display as
 * an em dash.
 */

/** Shown for a missing or non-finite value. */
export const EMPTY_DISPLAY = '—';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(minDigits: number, maxDigits: number, currency: boolean): Intl.NumberFormat {
  const key = `${minDigits}:${maxDigits}:${currency}`;
  let f = cache.get(key);
  if (f === undefined) {
    f = new Intl.NumberFormat('en-US', {
      style: currency ? 'currency' : 'decimal',
      currency: 'USD',
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
      signDisplay: 'negative',
    });
    cache.set(key, f);
  }
  return f;
}

function isShown(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * US dollars without decimals.
 *
 * @example formatCurrency(1234567.4) // '$1,234,567'
 * @example formatCurrency(-1234) // '-$1,234'
 */
export function formatCurrency(value: number | null | undefined): string {
  return isShown(value) ? numberFormat(0, 0, true).format(value) : EMPTY_DISPLAY;
}

/**
 * A percent value (7.25 means 7.25 %) with `decimals` decimals (2 by default).
 *
 * @example formatPercent(7.25) // '7.25%'
 * @example formatPercent(-3.14259) // '-3.14%'
 */
export function formatPercent(value: number | null | undefined, decimals = 2): string {
  return isShown(value) ? `${numberFormat(decimals, decimals, false).format(value)}%` : EMPTY_DISPLAY;
}

/** Loan-to-value with 1 decimal. @example formatLtv(75) // '75.0%' */
export function formatLtv(value: number | null | undefined): string {
  return formatPercent(value, 1);
}

/**
 * A number with en-US grouping: `decimals` fixed decimals when given, else up to 2.
 *
 * @example formatNumber(12500) // '12,500'
 * @example formatNumber(1234.5678) // '1,234.57'
 * @example formatNumber(3, 1) // '3.0'
 */
export function formatNumber(value: number | null | undefined, decimals?: number): string {
  if (!isShown(value)) return EMPTY_DISPLAY;
  return decimals === undefined
    ? numberFormat(0, 2, false).format(value)
    : numberFormat(decimals, decimals, false).format(value);
}

/** A ratio (such as DSCR) with 2 decimals. @example formatRatio(1.2345) // '1.23' */
export function formatRatio(value: number | null | undefined): string {
  return isShown(value) ? numberFormat(2, 2, false).format(value) : EMPTY_DISPLAY;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** [year, month, day] of a plain `yyyy-mm-dd` date (as written), or of a Date / timestamp in local time. */
function dateParts(value: Date | string | number | null | undefined): [number, number, number] | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const m = PLAIN_DATE.exec(value);
    if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()];
}

/**
 * A date in US numeric form (month/day/year). Plain `yyyy-mm-dd` strings are shown as written
 * (no time-zone shift); Date objects and timestamps in local time. '' when invalid.
 *
 * @example formatDate('2025-01-15') // '1/15/2025'
 */
export function formatDate(value: Date | string | number | null | undefined): string {
  const parts = dateParts(value);
  return parts === null ? '' : `${parts[1]}/${parts[2]}/${parts[0]}`;
}

/**
 * A date in long US form, as used for blog posts. '' when invalid.
 *
 * @example formatLongDate('2025-01-15') // 'January 15, 2025'
 */
export function formatLongDate(value: Date | string | number | null | undefined): string {
  const parts = dateParts(value);
  return parts === null ? '' : `${MONTHS[parts[1] - 1]} ${parts[2]}, ${parts[0]}`;
}
