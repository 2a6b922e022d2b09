import {
  formatCurrency,
  formatLtv,
  formatNumber,
  formatPercent,
  formatRatio,
  NOT_AVAILABLE,
} from '@cre/underwriting';

/** Text shown for a metric the engine reports as null (e.g. DSCR without debt): the catalog's. */
export { NOT_AVAILABLE };

/** US dollars without cents, e.g. "$1,250,000". */
export function money(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_AVAILABLE : formatCurrency(value);
}

/** Dollars per square foot with cents, e.g. "$2.50". */
export function perSqft(value: number): string {
  return `$${formatNumber(value, 2)}`;
}

/** A percentage with 2 decimals, e.g. "7.25%". */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_AVAILABLE : formatPercent(value);
}

/** Loan-to-value with 1 decimal, e.g. "75.0%". */
export function ltv(value: number): string {
  return formatLtv(value);
}

/** A ratio with 2 decimals and an "x", e.g. "1.35x". */
export function ratio(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_AVAILABLE : `${formatRatio(value)}x`;
}

/** A whole count with thousands grouping, e.g. "12,500". */
export function count(value: number): string {
  return formatNumber(value);
}

/** Years with 2 decimals, e.g. "4.52 years". */
export function years(value: number | null | undefined): string {
  return value === null || value === undefined ? NOT_AVAILABLE : `${formatNumber(value, 2)} years`;
}

/** Short dollars for axis ticks and grid headers: "$1.25M", "$52K", "-$8K", "$0". */
export function compactDollars(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs >= 1e9) return `${sign}$${trim(abs / 1e9)}B`;
  if (abs >= 1e6) return `${sign}$${trim(abs / 1e6)}M`;
  if (abs >= 1e3) return `${sign}$${trim(abs / 1e3)}K`;
  return `${sign}$${Math.round(abs)}`;
}

function trim(value: number): string {
  return Number(value.toFixed(2)).toString();
}
