import { type AnalyzerFormValues, defaultFormValues } from '../src/features/analyzer/model/form-values';

/** Calculation date used by the tests (WALT and new-tenant dates). */
export const FIXTURE_AS_OF = '2026-11-22';

/** A complete aggregate-rent deal used across the analyzer tests. */
export function officeDeal(): AnalyzerFormValues {
  return {
    ...defaultFormValues(),
    name: 'Harbor Point Office',
    address: '1200 Ocean Ave',
    city: 'Long Beach',
    state: 'CA',
    zipCode: '90802',
    propertyType: 'Office',
    yearBuilt: 1998,
    purchasePrice: 2_500_000,
    sqft: 20_000,
    holdPeriod: 5,
    rentInputMode: 'total',
    annualRent: 300_000,
    otherIncome: 12_000,
    vacancyRate: 5,
    propertyTaxes: 30_000,
    insurance: 8_000,
    maintenance: 15_000,
    managementFees: 12_000,
    repairs: 4_000,
    otherExpenses: 2_000,
    downPaymentPercent: 25,
    interestRate: 6.5,
    loanTerm: 25,
    marketCapRate: 7,
    exitCapRate: null,
  };
}

/** A three-tenant NNN retail deal on an individual rent roll. */
export function retailRentRoll(): AnalyzerFormValues {
  return {
    ...defaultFormValues(),
    name: 'Maple Plaza',
    address: '88 Maple St',
    city: 'Riverside',
    state: 'CA',
    zipCode: '92501',
    propertyType: 'Retail',
    yearBuilt: 2005,
    purchasePrice: 4_200_000,
    sqft: 12_000,
    rentInputMode: 'individual',
    vacancyRate: 3,
    isNnnLease: true,
    nnnInputMethod: 'perSqft',
    nnnChargesPerSqft: 6.5,
    managementFees: 18_000,
    downPaymentPercent: 35,
    interestRate: 6.25,
    loanTerm: 25,
    exitCapRate: 7.25,
    tenantLeases: [
      {
        tenantName: 'Corner Coffee',
        sqftLeased: 1_800,
        rentPerSqft: 36,
        leaseTerm: 60,
        freeMonths: 2,
        tenantImprovements: 25_000,
        annualRentIncrease: 3,
        startDate: '2025-01-01',
        endDate: '2029-12-31',
      },
      {
        tenantName: 'Riverside Dental',
        sqftLeased: 3_200,
        rentPerSqft: 32.5,
        leaseTerm: 120,
        freeMonths: 6,
        tenantImprovements: 80_000,
        annualRentIncrease: 2.5,
        startDate: '2024-06-01',
        endDate: '2034-05-31',
      },
      {
        tenantName: 'FitLab Gym',
        sqftLeased: 5_000,
        rentPerSqft: 24,
        leaseTerm: 84,
        freeMonths: 0,
        tenantImprovements: 0,
        annualRentIncrease: 3,
        startDate: '2023-03-01',
        endDate: '2030-02-28',
      },
    ],
  };
}

/**
 * A six-tenant NNN office building projected lease by lease (underwriting.md section 11): leases
 * expiring across the first years (one in the as-of month's year), 2,000 sq ft vacant, market rent
 * left to the rent roll's average, the other market leasing assumptions at their defaults except
 * renewal probability 60 %.
 */
export function leaseByLeaseDeal(): AnalyzerFormValues {
  const suite = (
    n: number,
    tenantName: string,
    sqftLeased: number,
    rentPerSqft: number,
    start: string,
    end: string,
  ) => ({
    tenantName,
    sqftLeased,
    rentPerSqft,
    leaseTerm: 60,
    freeMonths: n % 2,
    tenantImprovements: 0,
    annualRentIncrease: 3,
    startDate: start,
    endDate: end,
  });
  return {
    ...defaultFormValues(),
    name: 'Cedar Court Offices',
    address: '400 Cedar Ct',
    city: 'Fresno',
    state: 'CA',
    zipCode: '93721',
    propertyType: 'Office',
    yearBuilt: 2001,
    purchasePrice: 6_800_000,
    sqft: 26_000,
    holdPeriod: 7,
    rentInputMode: 'individual',
    vacancyRate: 2,
    otherIncome: 9_000,
    isNnnLease: true,
    nnnInputMethod: 'individual',
    propertyTaxes: 72_000,
    insurance: 18_000,
    maintenance: 30_000,
    managementFees: 24_000,
    repairs: 6_000,
    downPaymentPercent: 35,
    interestRate: 6.25,
    loanTerm: 25,
    exitCapRate: 7.5,
    projectionMode: 'leases',
    renewalProbability: 60,
    tenantLeases: [
      suite(1, 'Atlas Insurance', 5_000, 28, '2022-02-01', '2027-01-31'),
      suite(2, 'Birch Legal', 3_500, 31, '2023-07-01', '2028-06-30'),
      suite(3, 'Cove Dental', 2_500, 34, '2021-10-01', '2026-12-31'),
      suite(4, 'Delta Engineering', 6_000, 26.5, '2024-04-01', '2031-03-31'),
      suite(5, 'Elm Tax Advisors', 1_800, 30, '2025-01-01', '2029-12-31'),
      suite(6, 'Fir Architects', 5_200, 27, '2020-09-01', '2030-08-31'),
    ],
  };
}

/**
 * A leases-mode deal of `count` tenants ("Tenant 1", ...) with expiries spread over ten years,
 * 1,000 to 2,500 sq ft each, on a building of their area plus 5,000 sq ft vacant, priced at $60M;
 * `overrides` replace any field (a name, the tenants' own detail).
 */
export function manyTenantDeal(
  count: number,
  overrides: Partial<AnalyzerFormValues> = {},
): AnalyzerFormValues {
  const tenantLeases = Array.from({ length: count }, (_, i) => {
    const endYear = 2027 + (i % 10);
    const month = String((i % 12) + 1).padStart(2, '0');
    return {
      tenantName: `Tenant ${i + 1}`,
      sqftLeased: 1_000 + (i % 7) * 250,
      rentPerSqft: 24 + (i % 9),
      leaseTerm: 60,
      freeMonths: i % 3,
      tenantImprovements: 0,
      annualRentIncrease: 3,
      startDate: `${endYear - 5}-${month}-01`,
      endDate: `${endYear}-${month}-28`,
    };
  });
  const leased = tenantLeases.reduce((sum, lease) => sum + lease.sqftLeased, 0);
  return {
    ...leaseByLeaseDeal(),
    sqft: leased + 5_000,
    purchasePrice: 60_000_000,
    tenantLeases,
    ...overrides,
  };
}
