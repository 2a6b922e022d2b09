import type { AnalysisInput, TenantLease } from '../src/index.js';

/**
 * A multi-tenant office rent roll of `count` suites for the lease-by-lease benchmarks: suites of
 * 1,500 to 4,250 sq ft, leases that started up to 5 years before the as-of date and end over the
 * next 1 to 10 years (so every suite rolls over at least once in the 16-year projection), some
 * with free months and rent steps.
 */
export function benchLeases(count: number): TenantLease[] {
  return Array.from({ length: count }, (_, i) => {
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      tenantName: `Suite ${101 + i}`,
      sqftLeased: 1_500 + 250 * (i % 12),
      rentPerSqft: 22 + 0.75 * (i % 12),
      leaseTerm: 60,
      freeMonths: i % 4,
      tenantImprovements: 0,
      annualRentIncrease: 2 + (i % 3) * 0.5,
      startDate: `${2021 + (i % 5)}-${month}-01`,
      endDate: `${2027 + (i % 10)}-${month}-28`,
    };
  });
}

/** A leases-mode deal around {@link benchLeases}: 8 % of the building vacant, NNN, a 10-year hold. */
export function benchLeaseDeal(count: number): AnalysisInput {
  const tenantLeases = benchLeases(count);
  const leased = tenantLeases.reduce((sum, lease) => sum + lease.sqftLeased, 0);
  return {
    purchasePrice: 250 * leased,
    sqft: Math.round(leased / 0.92),
    interestRate: 6.5,
    downPaymentPercent: 35,
    revenueInputType: 'individual',
    projectionMode: 'leases',
    asOf: '2026-01-15',
    holdPeriod: 10,
    vacancyRate: 3,
    otherIncome: 1_500 * count,
    isNnnLease: true,
    propertyTaxes: 3 * leased,
    insurance: 0.8 * leased,
    maintenance: 1.5 * leased,
    managementFees: 1.2 * leased,
    repairs: 0.4 * leased,
    tenantLeases,
  };
}
