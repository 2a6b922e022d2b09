import {
  leaseAnnualRent as engineAnnualRent,
  leaseEffectiveRent as engineEffectiveRent,
  type TenantLease,
} from '@cre/underwriting';
import { isoDate } from '../model/calculation';

/** The same calendar day `years` later (29 February falls back to 28 February). */
export function addYears(date: Date, years: number): Date {
  const next = new Date(date.getFullYear() + years, date.getMonth(), date.getDate());
  if (next.getMonth() !== date.getMonth()) next.setDate(0);
  return next;
}

/**
 * A new tenant: "Tenant #n" (n = its position), 0 sq ft at $0, a 60-month lease,
 * no free months or improvements, 3 % annual increases, starting today and ending 5 years out;
 * the lease detail of underwriting.md 11.1 at its defaults: no suite (`''`), no rent steps (`[]`),
 * the property's recovery rule and market rent (`null`).
 */
export function newTenant(position: number, today: Date = new Date()): TenantLease {
  return {
    tenantName: `Tenant #${position}`,
    sqftLeased: 0,
    rentPerSqft: 0,
    leaseTerm: 60,
    freeMonths: 0,
    tenantImprovements: 0,
    annualRentIncrease: 3,
    startDate: isoDate(today),
    endDate: isoDate(addYears(today, 5)),
    suite: '',
    rentSteps: [],
    recoveryType: null,
    marketRentPerSqft: null,
  };
}

/** Appends a new default tenant. */
export function addTenant(leases: readonly TenantLease[], today: Date = new Date()): TenantLease[] {
  return [...leases, newTenant(leases.length + 1, today)];
}

/**
 * Appends a copy of tenant `index`'s lease terms (rent, steps, recovery type, market rent, dates)
 * for another space: renamed to the next "Tenant #n", with its square footage set to 0 and no
 * suite (the copy is a new space, not the same suite twice).
 */
export function duplicateTenant(leases: readonly TenantLease[], index: number): TenantLease[] {
  const source = leases[index];
  if (!source) return [...leases];
  return [...leases, { ...source, tenantName: `Tenant #${leases.length + 1}`, sqftLeased: 0, suite: '' }];
}

/** Removes tenant `index`. */
export function removeTenant(leases: readonly TenantLease[], index: number): TenantLease[] {
  return leases.filter((_, i) => i !== index);
}

/** Replaces one field of tenant `index`. */
export function updateTenant<K extends keyof TenantLease>(
  leases: readonly TenantLease[],
  index: number,
  field: K,
  value: TenantLease[K],
): TenantLease[] {
  return leases.map((lease, i) => (i === index ? { ...lease, [field]: value } : lease));
}

/** Square-foot summary of the lease roll: building, leased and available space with percentages. */
export interface LeaseRollSummary {
  totalSqft: number;
  leasedSqft: number;
  availableSqft: number;
  leasedPercent: number;
  availablePercent: number;
}

/** Summarises the lease roll against the building's square feet (percentages 0 when sqft is 0). */
export function summarizeLeaseRoll(leases: readonly TenantLease[], totalSqft: number): LeaseRollSummary {
  const leasedSqft = leases.reduce(
    (sum, lease) => sum + (Number.isFinite(lease.sqftLeased) ? lease.sqftLeased : 0),
    0,
  );
  const availableSqft = Math.max(0, totalSqft - leasedSqft);
  const share = (part: number) => (totalSqft > 0 ? (part / totalSqft) * 100 : 0);
  return {
    totalSqft,
    leasedSqft,
    availableSqft,
    leasedPercent: share(leasedSqft),
    availablePercent: share(availableSqft),
  };
}

/** Annual rent of one lease: sq ft x rent per sq ft (the engine's `leaseAnnualRent`). */
export function leaseAnnualRent(lease: TenantLease): number {
  return engineAnnualRent(lease);
}

/** Effective rent after free months: annual rent x (term - free months) / term (the engine's `leaseEffectiveRent`). */
export function leaseEffectiveRent(lease: TenantLease): number {
  return engineEffectiveRent(engineAnnualRent(lease), lease.leaseTerm, lease.freeMonths);
}
