import type { PropertyInput, TenantLeaseInput } from '../src/index.js';

/** A rent roll whose order must survive a round trip (names deliberately not alphabetical). */
export const leases: TenantLeaseInput[] = [
  {
    tenantName: 'Zeta Dental',
    sqftLeased: 2500.5,
    rentPerSqft: 24.75,
    leaseTerm: 60,
    freeMonths: 3,
    tenantImprovements: 45000.25,
    annualRentIncrease: 2.5,
    startDate: '2026-01-01',
    endDate: '2030-12-31',
  },
  {
    tenantName: 'Acme Coffee',
    sqftLeased: 1200,
    rentPerSqft: 31.1,
    leaseTerm: 120,
    freeMonths: 0,
    tenantImprovements: 0,
    annualRentIncrease: 3,
    startDate: '2025-06-01',
    endDate: '2035-05-31',
  },
  {
    tenantName: 'Midway Fitness',
    sqftLeased: 4299.5,
    rentPerSqft: 18,
    leaseTerm: 84,
    startDate: '2024-03-15',
    endDate: '2031-03-14',
  },
];

/** A fully filled save payload with awkward decimals everywhere. */
export function fullPayload(overrides: Partial<PropertyInput> = {}): PropertyInput {
  return {
    name: 'Maple Plaza',
    address: '100 Main St',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    propertyType: 'Retail',
    yearBuilt: 1998,
    purchasePrice: 1234567.89,
    sqft: 8000.5,
    holdPeriod: 7,
    annualRent: 187654.32,
    otherIncome: 4321.09,
    vacancyRate: 6.25,
    propertyTaxes: 23456.78,
    insurance: 5432.1,
    maintenance: 7654.32,
    managementFees: 9876.54,
    repairs: 1111.11,
    otherExpenses: 222.22,
    downPaymentPercent: 27.5,
    interestRate: 6.875,
    loanTerm: 30,
    marketCapRate: 6.35,
    exitCapRate: 7.05,
    appreciationRate: -1.5,
    nnnChargesPerSqft: 8.45,
    isNnnLease: true,
    isInterestOnly: true,
    rentEscalationRate: 2.75,
    nnnEscalationRate: 3.25,
    revenueInputType: 'individual',
    rentInputMode: 'individual',
    nnnInputMethod: 'total',
    closingCostsPercent: 1.75,
    sellingCostsPercent: 4.5,
    discountRate: 8.25,
    tenantLeases: leases,
    ...overrides,
  };
}

/** The stored form of {@link leases} (defaults applied), without ids. */
export const storedLeases = leases.map((lease) => ({
  freeMonths: 0,
  tenantImprovements: 0,
  annualRentIncrease: 3,
  ...lease,
}));
