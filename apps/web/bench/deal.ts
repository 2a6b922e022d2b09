import type { PropertyPayloadInput, TenantLease } from '@cre/underwriting';
import { RENT_ROLL_DEAL_TERMS } from '../e2e/support/deal';

/** A rent roll of `count` tenants: suites of 2,500 to 4,250 sq ft on leases of 3 to 8 years. */
export function benchTenants(count: number): TenantLease[] {
  return Array.from({ length: count }, (_, i) => {
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      tenantName: `Suite ${101 + i}`,
      sqftLeased: 2_500 + 250 * (i % 8),
      rentPerSqft: 22 + 0.75 * (i % 12),
      leaseTerm: 36 + 12 * (i % 6),
      freeMonths: i % 4,
      tenantImprovements: 10_000 * (i % 3),
      annualRentIncrease: 2 + (i % 3) * 0.5,
      startDate: `2025-${month}-01`,
      endDate: `${2028 + (i % 6)}-${month}-01`,
    };
  });
}

/**
 * A multi-tenant office deal whose size follows its rent roll: the building is the leased area
 * at 92 % occupancy, the price ten times the rent roll's annual rent in whole $100,000s (so it is
 * at least $1,000,000 and its $100,000 digit is what the benchmark retypes), expenses in proportion.
 */
export function benchProject(tenantCount: number): PropertyPayloadInput & { purchasePrice: number } {
  const tenantLeases = benchTenants(tenantCount);
  const leased = tenantLeases.reduce((sum, lease) => sum + lease.sqftLeased, 0);
  const rent = tenantLeases.reduce((sum, lease) => sum + lease.sqftLeased * lease.rentPerSqft, 0);
  const purchasePrice = Math.max(1_000_000, Math.round((rent * 10) / 100_000) * 100_000);
  return {
    name: `Typing Bench ${tenantCount}-Tenant Office`,
    address: '88 Commerce Drive',
    city: 'Fresno',
    state: 'CA',
    zipCode: '93721',
    propertyType: 'Office',
    yearBuilt: 2004,
    purchasePrice,
    sqft: Math.round(leased / 0.92 / 100) * 100,
    holdPeriod: 10,
    annualRent: 0,
    otherIncome: 2_000 * tenantCount,
    vacancyRate: 5,
    propertyTaxes: Math.round(purchasePrice * 0.011),
    insurance: Math.round(leased * 0.6),
    maintenance: Math.round(leased * 1.2),
    managementFees: Math.round(rent * 0.04),
    repairs: Math.round(leased * 0.25),
    otherExpenses: 500 * tenantCount,
    ...RENT_ROLL_DEAL_TERMS,
    tenantLeases,
  };
}
