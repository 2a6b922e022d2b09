import type { AnalysisInput, ResolvedInput, TenantLease } from './types.js';

/** Defaults of underwriting.md §1 for every optional input. */
export const DEFAULTS = {
  revenueInputType: 'aggregate',
  annualRent: 0,
  otherIncome: 0,
  vacancyRate: 5,
  propertyTaxes: 0,
  insurance: 0,
  maintenance: 0,
  managementFees: 0,
  repairs: 0,
  otherExpenses: 0,
  isNnnLease: false,
  nnnChargesPerSqft: 0,
  nnnEscalationRate: 2.5,
  downPaymentPercent: 25,
  loanTerm: 25,
  isInterestOnly: false,
  marketCapRate: null,
  exitCapRate: null,
  appreciationRate: 3,
  rentEscalationRate: 3,
  holdPeriod: 5,
  closingCostsPercent: 0,
  sellingCostsPercent: 0,
  discountRate: null,
} as const;

/** Defaults of a tenant lease's optional fields (product.md §3 `tenant_leases`). */
export const LEASE_DEFAULTS = { freeMonths: 0, tenantImprovements: 0, annualRentIncrease: 3 } as const;

/** `value` when it is a finite number, else `fallback`. */
export function numberOr<T>(value: unknown, fallback: T): number | T {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function required(input: AnalysisInput, field: 'purchasePrice' | 'sqft' | 'interestRate'): number {
  const value = input[field];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new TypeError(`analyze: ${field} is required and must be a finite number`);
  }
  return value;
}

/**
 * Applies the §1 defaults to every field the caller left out (`undefined`, or `null` for a
 * field that cannot be unset). Throws a `TypeError` naming the field when purchasePrice, sqft or
 * interestRate is missing.
 *
 * @example resolveInput({ purchasePrice: 1e6, sqft: 1e4, interestRate: 6 }).vacancyRate // 5
 */
export function resolveInput(input: AnalysisInput): ResolvedInput {
  const d = DEFAULTS;
  return {
    purchasePrice: required(input, 'purchasePrice'),
    sqft: required(input, 'sqft'),
    interestRate: required(input, 'interestRate'),
    revenueInputType: input.revenueInputType === 'individual' ? 'individual' : 'aggregate',
    annualRent: numberOr(input.annualRent, d.annualRent),
    otherIncome: numberOr(input.otherIncome, d.otherIncome),
    vacancyRate: numberOr(input.vacancyRate, d.vacancyRate),
    propertyTaxes: numberOr(input.propertyTaxes, d.propertyTaxes),
    insurance: numberOr(input.insurance, d.insurance),
    maintenance: numberOr(input.maintenance, d.maintenance),
    managementFees: numberOr(input.managementFees, d.managementFees),
    repairs: numberOr(input.repairs, d.repairs),
    otherExpenses: numberOr(input.otherExpenses, d.otherExpenses),
    isNnnLease: input.isNnnLease === true,
    nnnChargesPerSqft: numberOr(input.nnnChargesPerSqft, d.nnnChargesPerSqft),
    nnnEscalationRate: numberOr(input.nnnEscalationRate, d.nnnEscalationRate),
    downPaymentPercent: numberOr(input.downPaymentPercent, d.downPaymentPercent),
    loanTerm: numberOr(input.loanTerm, d.loanTerm),
    isInterestOnly: input.isInterestOnly === true,
    marketCapRate: numberOr(input.marketCapRate, d.marketCapRate),
    exitCapRate: numberOr(input.exitCapRate, d.exitCapRate),
    appreciationRate: numberOr(input.appreciationRate, d.appreciationRate),
    rentEscalationRate: numberOr(input.rentEscalationRate, d.rentEscalationRate),
    holdPeriod: numberOr(input.holdPeriod, d.holdPeriod),
    tenantLeases: Array.isArray(input.tenantLeases) ? input.tenantLeases : [],
    asOf: typeof input.asOf === 'string' ? input.asOf : null,
    closingCostsPercent: numberOr(input.closingCostsPercent, d.closingCostsPercent),
    sellingCostsPercent: numberOr(input.sellingCostsPercent, d.sellingCostsPercent),
    discountRate: numberOr(input.discountRate, d.discountRate),
  };
}

/** A lease with its optional numeric fields defaulted (missing sizes and rents count as 0). */
export function resolveLease(lease: Partial<TenantLease>): TenantLease {
  return {
    tenantName: typeof lease.tenantName === 'string' ? lease.tenantName : '',
    sqftLeased: numberOr(lease.sqftLeased, 0),
    rentPerSqft: numberOr(lease.rentPerSqft, 0),
    leaseTerm: numberOr(lease.leaseTerm, 0),
    freeMonths: numberOr(lease.freeMonths, LEASE_DEFAULTS.freeMonths),
    tenantImprovements: numberOr(lease.tenantImprovements, LEASE_DEFAULTS.tenantImprovements),
    annualRentIncrease: numberOr(lease.annualRentIncrease, LEASE_DEFAULTS.annualRentIncrease),
    startDate: typeof lease.startDate === 'string' ? lease.startDate : '',
    endDate: typeof lease.endDate === 'string' ? lease.endDate : '',
  };
}
