import { projectionYears } from './lease-projection.js';
import type { TenantLease } from './types.js';

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `12 * year + (month - 1)` of a `yyyy-mm-dd` date, the day ignored; null when the text is no such date. */
function monthNumberOf(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (match === null) return null;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? 12 * Number(match[1]) + month - 1 : null;
}

/**
 * The calendar month of a projection month (months counted from `asOf`'s month, 0), written the
 * way the rollover schedule shows it; '' when `asOf` is not a date.
 *
 * @example projectionMonthLabel('2026-01-15', 14) // 'Mar 2027'
 */
export function projectionMonthLabel(asOf: string, month: number): string {
  const start = monthNumberOf(asOf);
  if (start === null || !Number.isFinite(month)) return '';
  const n = start + Math.trunc(month);
  return `${SHORT_MONTHS[((n % 12) + 12) % 12]} ${Math.floor(n / 12)}`;
}

/** Square feet of in-place leases expiring in one projection year. */
export interface LeaseExpirationYear {
  year: number;
  sqft: number;
  /** Percent of the building's square footage. */
  share: number;
}

/**
 * The lease expiration schedule of the rent roll in projection years (year t is months
 * 12(t-1)..12t-1 from `asOf`'s month, as in the lease-by-lease projection): the square feet of
 * in-place leases whose last month (the end date's month) falls in each year 1..`years`, and that
 * as a percent of `sqft`. Leases already expired before `asOf`'s month, and those ending after
 * the last year, are not counted. `years` defaults to the projection's `max(15, holdPeriod) + 1`
 * for a 5-year hold.
 *
 * @example
 * leaseExpirations([{ sqftLeased: 2500, endDate: '2027-06-30' }], '2026-01-01', 10000, 2)
 * // [{ year: 1, sqft: 0, share: 0 }, { year: 2, sqft: 2500, share: 25 }]
 */
export function leaseExpirations(
  leases: readonly Pick<TenantLease, 'sqftLeased' | 'endDate'>[],
  asOf: string,
  sqft: number,
  years = projectionYears(5),
): LeaseExpirationYear[] {
  const out = Array.from({ length: Math.max(0, years) }, (_, t) => ({ year: t + 1, sqft: 0, share: 0 }));
  const start = monthNumberOf(asOf);
  if (start === null) return out;
  for (const lease of leases) {
    const end = monthNumberOf(lease.endDate);
    if (end === null || end < start) continue;
    const row = out[Math.floor((end - start) / 12)];
    if (row) row.sqft += lease.sqftLeased;
  }
  for (const row of out) row.share = sqft > 0 ? (row.sqft / sqft) * 100 : 0;
  return out;
}
