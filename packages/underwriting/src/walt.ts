import { parseDayNumber } from './dates.js';
import { resolveLease } from './defaults.js';
import { leaseAnnualRent } from './income.js';
import type { TenantLease } from './types.js';

/** Days per month used by WALT (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#walt). */
export const DAYS_PER_MONTH = 30.44;

/**
 * Remaining lease years: `max(0, days(asOf, endDate) / 30.44 / 12)`, days counted as whole
 * calendar days between the two `yyyy-mm-dd` dates (time-zone independent). Returns 0 when either
 * date is invalid.
 *
 * @example remainingLeaseYears('2024-01-01', '2029-01-01') // 5.001642575558475 (1827 days)
 */
export function remainingLeaseYears(asOf: string, endDate: string): number {
  const from = parseDayNumber(asOf);
  const to = parseDayNumber(endDate);
  if (from === null || to === null) return 0;
  return remainingYearsFromDays(to - from);
}

/** `max(0, days / 30.44 / 12)`. @example remainingYearsFromDays(365.28) // 0.9999999999999999 */
export function remainingYearsFromDays(days: number): number {
  return days > 0 ? days / DAYS_PER_MONTH / 12 : 0;
}

/**
 * Weighted average lease term in years: `Σ remainingYears_i * annualRent_i / Σ annualRent_i`,
 * null when the total annual rent is 0 or `asOf` is not a valid date.
 *
 * @example
 * walt([{ tenantName: 'A', sqftLeased: 1000, rentPerSqft: 20, leaseTerm: 60, freeMonths: 0,
 *   tenantImprovements: 0, annualRentIncrease: 3, startDate: '2024-01-01', endDate: '2029-01-01' }],
 *   '2024-01-01') // 5.001642575558475
 */
export function walt(leases: readonly Partial<TenantLease>[], asOf: string): number | null {
  const from = parseDayNumber(asOf);
  return from === null ? null : waltFromDay(leases.map(resolveLease), from);
}

/**
 * {@link walt} of leases already resolved (`resolveLease`), measured from the day number `asOfDay`
 * (`parseDayNumber`); null when the total annual rent is 0.
 */
export function waltFromDay(leases: readonly TenantLease[], asOfDay: number): number | null {
  let weighted = 0;
  let total = 0;
  for (const lease of leases) {
    const rent = leaseAnnualRent(lease);
    const to = parseDayNumber(lease.endDate);
    total += rent;
    if (to !== null) weighted += remainingYearsFromDays(to - asOfDay) * rent;
  }
  return total === 0 ? null : weighted / total;
}
