import { resolveLease } from './defaults.js';
import type { TenantLease } from './types.js';

/**
 * A lease's annual rent: `sqftLeased * rentPerSqft`.
 *
 * @example leaseAnnualRent({ sqftLeased: 2000, rentPerSqft: 25 }) // 50000
 */
export function leaseAnnualRent(lease: Pick<TenantLease, 'sqftLeased' | 'rentPerSqft'>): number {
  return lease.sqftLeased * lease.rentPerSqft;
}

/**
 * A lease's effective rent after free months:
 * `annualRent * (leaseTerm - min(freeMonths, leaseTerm)) / leaseTerm`, 0 when leaseTerm is 0.
 *
 * @example leaseEffectiveRent(50000, 60, 6) // 45000  (50000 * 54 / 60)
 */
export function leaseEffectiveRent(annualRent: number, leaseTerm: number, freeMonths: number): number {
  if (leaseTerm === 0) return 0;
  return (annualRent * (leaseTerm - Math.min(freeMonths, leaseTerm))) / leaseTerm;
}

/**
 * Totals of a rent roll (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#income,
 * individual mode).
 */
export interface RentRollSummary {
  leasedSqft: number;
  unleasedSqft: number;
  avgRentPerSqft: number;
  /** Σ annualRent_i */
  totalAnnualRent: number;
  /** Σ effectiveRent_i */
  totalEffectiveRent: number;
  /** `Σ effectiveRent_i + unleasedSqft * avgRentPerSqft` */
  grossPotentialRent: number;
}

/**
 * Summarises a rent roll: `leasedSqft = Σ sqftLeased_i`,
 * `avgRentPerSqft = Σ annualRent_i / leasedSqft` (0 when nothing is leased),
 * `unleasedSqft = max(0, sqft - leasedSqft)`, `GPR = Σ effectiveRent_i + unleasedSqft * avgRentPerSqft`.
 *
 * @example
 * rentRollSummary([{ tenantName: 'A', sqftLeased: 2000, rentPerSqft: 25, leaseTerm: 60,
 *   freeMonths: 6, tenantImprovements: 0, annualRentIncrease: 3, startDate: '2024-01-01',
 *   endDate: '2028-12-31' }], 4000)
 * // { leasedSqft: 2000, unleasedSqft: 2000, avgRentPerSqft: 25, totalAnnualRent: 50000,
 * //   totalEffectiveRent: 45000, grossPotentialRent: 95000 }
 */
export function rentRollSummary(leases: readonly Partial<TenantLease>[], sqft: number): RentRollSummary {
  return summarizeRentRoll(leases.map(resolveLease), sqft);
}

/** {@link rentRollSummary} of leases already resolved (`resolveLease`), so none is resolved twice. */
export function summarizeRentRoll(leases: readonly TenantLease[], sqft: number): RentRollSummary {
  let leasedSqft = 0;
  let totalAnnualRent = 0;
  let totalEffectiveRent = 0;
  for (const lease of leases) {
    const annual = leaseAnnualRent(lease);
    leasedSqft += lease.sqftLeased;
    totalAnnualRent += annual;
    totalEffectiveRent += leaseEffectiveRent(annual, lease.leaseTerm, lease.freeMonths);
  }
  const avgRentPerSqft = leasedSqft === 0 ? 0 : totalAnnualRent / leasedSqft;
  const unleasedSqft = Math.max(0, sqft - leasedSqft);
  return {
    leasedSqft,
    unleasedSqft,
    avgRentPerSqft,
    totalAnnualRent,
    totalEffectiveRent,
    grossPotentialRent: totalEffectiveRent + unleasedSqft * avgRentPerSqft,
  };
}

/**
 * Effective gross income: `EGI = GPR * (1 - vacancyRate/100) + otherIncome`.
 *
 * @example effectiveGrossIncome(200000, 5, 10000) // 200000
 */
export function effectiveGrossIncome(
  grossPotentialRent: number,
  vacancyRate: number,
  otherIncome: number,
): number {
  return grossPotentialRent * (1 - vacancyRate / 100) + otherIncome;
}
