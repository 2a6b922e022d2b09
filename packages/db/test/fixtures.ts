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
    // the lease detail of underwriting.md 11.1, every field away from its default
    suite: 'Suite 100-A',
    rentSteps: [
      { date: '2027-01-01', rentPerSqft: 25.5 },
      { date: '2028-06-15', rentPerSqft: 0.1 + 0.2 },
      { date: '2030-12-31', rentPerSqft: 27.125 },
    ],
    recoveryType: 'base-year',
    marketRentPerSqft: 28.45,
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
    // kept as given: spaces and all (underwriting.md 11.1: no trimming)
    suite: ' B-2 ',
    recoveryType: 'gross',
    marketRentPerSqft: 0,
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
    // the analysis date of an imported rent roll and what is left to review of it (issue 25)
    asOf: '2026-12-31',
    leaseReviews: [
      { position: 0, flags: [{ code: 'no-escalation', message: 'No rent increase given: none assumed.' }] },
      {
        position: 2,
        flags: [
          { code: 'expired', message: 'The lease expired on 6/30/2026, before the as-of date 12/31/2026.' },
          { code: 'escalation-text', message: 'Rent increase "Flat" read as no increase.' },
        ],
      },
    ],
    // every market leasing assumption away from its default, so a dropped column shows
    projectionMode: 'leases',
    marketRentPerSqft: 31.25,
    marketRentGrowth: -2.5,
    expenseGrowthRate: 3.5,
    renewalProbability: 65,
    downtimeMonths: 9,
    renewalTermMonths: 84,
    newFreeMonths: 4,
    renewalFreeMonths: 2,
    newTiPerSqft: 27.5,
    renewalTiPerSqft: 7.25,
    newLcPercent: 5.5,
    renewalLcPercent: 2.75,
    tenantLeases: leases,
    ...overrides,
  };
}

/** The stored form of {@link leases} (defaults applied), without ids. */
export const storedLeases = leases.map((lease) => ({
  freeMonths: 0,
  tenantImprovements: 0,
  annualRentIncrease: 3,
  suite: '',
  rentSteps: [],
  recoveryType: null,
  marketRentPerSqft: null,
  ...lease,
}));
