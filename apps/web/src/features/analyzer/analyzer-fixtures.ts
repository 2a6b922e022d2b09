import { type AnalyzerFormValues, defaultFormValues } from './form/form-values';

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
