/**
 * Recoveries per suite (underwriting.md section 11.1): when any lease of the roll names a
 * recoveryType, each suite under a lease recovers its share of the property's taxes, insurance
 * and maintenance by its own type, month by month, instead of section 11's one NNN rule.
 */
import type { RecoveryType } from './lease-schema.js';
import type { ResolvedInput, TenantLease } from './types.js';

/** The month-by-month recoveries of the per-suite rule, with what they are computed from. */
export interface SuiteRecoveries {
  /** Recovered dollars per month of the horizon (index m). */
  months: Float64Array;
  /** `(propertyTaxes + insurance + maintenance) / 12`: the recoverable cost of month 0. */
  monthlyCost: number;
  /** `1 + expenseGrowthRate / 100`. */
  growth: number;
  /** `growth^k`, k = 0 .. years - 1. */
  powers: Float64Array;
  /** The building's area (shares are `a / sqft`, not capped). */
  sqft: number;
}

/**
 * The per-suite recoveries of a run, or null when no lease of the roll (expired and future ones
 * included) has a recoveryType: then section 11's rule holds.
 */
export function suiteRecoveries(
  i: ResolvedInput,
  leases: readonly TenantLease[],
  powers: Float64Array,
  count: number,
): SuiteRecoveries | null {
  if (!leases.some((lease) => lease.recoveryType != null)) return null;
  return {
    months: new Float64Array(count),
    monthlyCost: (i.propertyTaxes + i.insurance + i.maintenance) / 12,
    growth: 1 + i.expenseGrowthRate / 100,
    powers,
    sqft: i.sqft,
  };
}

/** A lease's recovery type: its own, else `nnn` when the property is NNN, else `gross`. */
export function recoveryTypeOf(lease: TenantLease | null, isNnnLease: boolean): RecoveryType {
  return lease?.recoveryType ?? (isNnnLease ? 'nnn' : 'gross');
}

/** The recoverable cost of month m, `monthlyCost * G(m)` (`floor(m/12)` for negative m too). */
function costAt(r: SuiteRecoveries, m: number): number {
  const k = Math.floor(m / 12);
  const factor = k >= 0 && k < r.powers.length ? (r.powers[k] as number) : r.growth ** k;
  return r.monthlyCost * factor;
}

/**
 * Adds what a suite of `sqft` under a lease of type `type` recovers in months `first .. last`
 * (inclusive, inside the horizon): `nnn` its share of the month's cost, `base-year` its share of
 * the increase over month `base` (the month the lease started), `gross` nothing.
 */
export function addSuiteRecoveries(
  r: SuiteRecoveries | null,
  type: RecoveryType,
  sqft: number,
  first: number,
  last: number,
  base: number,
): void {
  if (r === null || type === 'gross' || last < first) return;
  const share = sqft / r.sqft;
  const baseCost = type === 'base-year' ? costAt(r, base) : 0;
  const months = r.months;
  for (let m = first; m <= last; m++) {
    const cost = r.monthlyCost * (r.powers[Math.floor(m / 12)] as number);
    const recovered = type === 'nnn' ? cost : Math.max(0, cost - baseCost);
    months[m] = (months[m] as number) + share * recovered;
  }
}
