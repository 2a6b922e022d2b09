/**
 * The month-by-month accumulators of the lease-by-lease projection (underwriting.md section 11)
 * and the in-place leases written into them: anniversaries of section 11 or, for a lease with rent
 * steps, the steps of section 11.1.
 */
import type { SuiteRecoveries } from './lease-recoveries.js';
import type { Rollover, TenantLease } from './types.js';

/** `12 * year + month` of a `yyyy-mm-dd` date (the day ignored); digits read by hand, no Date. */
export function monthNumber(date: string): number {
  const year =
    (date.charCodeAt(0) - 48) * 1000 +
    (date.charCodeAt(1) - 48) * 100 +
    (date.charCodeAt(2) - 48) * 10 +
    (date.charCodeAt(3) - 48);
  const month = (date.charCodeAt(5) - 48) * 10 + (date.charCodeAt(6) - 48);
  return 12 * year + month - 1;
}

/** The month-by-month accumulators of one projection run (allocated once per run, never per month). */
export interface Months {
  count: number;
  scheduled: Float64Array;
  free: Float64Array;
  occupiedSqft: Float64Array;
  ti: Float64Array;
  lc: Float64Array;
  rollovers: Rollover[];
  /** The per-suite recoveries of section 11.1, or null under section 11's rule. */
  recoveries: SuiteRecoveries | null;
}

/**
 * Adds an in-place lease's occupied months `max(s, 0) .. e` (clipped to the horizon): its rent
 * steps up on each anniversary `s + 12k` after month 0, or, when it has rent steps, follows them
 * (section 11.1); months `s .. s + freeMonths - 1` are free.
 */
export function addInPlaceLease(lease: TenantLease, s: number, e: number, month0: number, out: Months): void {
  const first = Math.max(s, 0);
  const last = Math.min(e, out.count - 1);
  const steps = lease.rentSteps;
  if (steps && steps.length > 0) addSteppedLease(lease, steps, s, first, last, month0, out);
  else addAnniversaryLease(lease, s, first, last, out);
}

/** The in-place months of a lease without rent steps (section 11). */
function addAnniversaryLease(lease: TenantLease, s: number, first: number, last: number, out: Months): void {
  const sqft = lease.sqftLeased;
  const step = 1 + lease.annualRentIncrease / 100;
  // the last free month: months s .. s + freeMonths - 1 (read literally, 2.5 free months free 2)
  const lastFree = s + lease.freeMonths - 1;
  let rent = (sqft * lease.rentPerSqft) / 12;
  // the first anniversary after month 0 (anniversaries at or before month 0 are already in rentPerSqft)
  let anniversary = s >= 0 ? s + 12 : s + 12 * (Math.floor(-s / 12) + 1);
  for (let m = first; m <= last; m++) {
    if (m === anniversary) {
      rent *= step;
      anniversary += 12;
    }
    out.scheduled[m] = (out.scheduled[m] as number) + rent;
    if (m <= lastFree) out.free[m] = (out.free[m] as number) + rent;
    out.occupiedSqft[m] = (out.occupiedSqft[m] as number) + sqft;
  }
}

/**
 * The in-place months of a lease with rent steps (section 11.1): in month m the rent per sq ft of
 * the last step dated in or before m (a step in or before month 0 applies from month 0), else the
 * lease's rentPerSqft; annualRentIncrease is not used.
 */
function addSteppedLease(
  lease: TenantLease,
  steps: readonly { date: string; rentPerSqft: number }[],
  s: number,
  first: number,
  last: number,
  month0: number,
  out: Months,
): void {
  const sqft = lease.sqftLeased;
  const lastFree = s + lease.freeMonths - 1;
  let rent = (sqft * lease.rentPerSqft) / 12;
  let next = 0;
  for (let m = first; m <= last; m++) {
    while (next < steps.length && monthNumber((steps[next] as { date: string }).date) - month0 <= m) {
      rent = (sqft * (steps[next] as { rentPerSqft: number }).rentPerSqft) / 12;
      next++;
    }
    out.scheduled[m] = (out.scheduled[m] as number) + rent;
    if (m <= lastFree) out.free[m] = (out.free[m] as number) + rent;
    out.occupiedSqft[m] = (out.occupiedSqft[m] as number) + sqft;
  }
}
