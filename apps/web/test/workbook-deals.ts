/** Test support only: the varied deals the workbook tests export and recalculate. */

import type { AnalyzerFormValues } from '../src/features/analyzer/model/form-values';
import { defaultFormValues } from '../src/features/analyzer/model/form-values';
import { leaseByLeaseDeal, officeDeal, retailRentRoll } from './analyzer-fixtures';

/** A named deal as the form holds it. */
export interface NamedDeal {
  name: string;
  values: AnalyzerFormValues;
}

/** The worked example of docs/model.md (rent roll, closing and selling costs, NPV at 8 %). */
function workedExample(): AnalyzerFormValues {
  const lease = { tenantImprovements: 0, annualRentIncrease: 3 };
  return {
    ...defaultFormValues(),
    name: 'Worked Example',
    purchasePrice: 2_000_000,
    sqft: 10_000,
    rentInputMode: 'individual',
    tenantLeases: [
      {
        ...lease,
        tenantName: 'Clinic',
        sqftLeased: 6000,
        rentPerSqft: 22,
        leaseTerm: 60,
        freeMonths: 3,
        startDate: '2025-01-01',
        endDate: '2029-12-31',
      },
      {
        ...lease,
        tenantName: 'Bakery',
        sqftLeased: 3000,
        rentPerSqft: 25,
        leaseTerm: 36,
        freeMonths: 0,
        startDate: '2024-07-01',
        endDate: '2027-06-30',
      },
    ],
    vacancyRate: 5,
    otherIncome: 6000,
    propertyTaxes: 24_000,
    insurance: 6000,
    maintenance: 10_000,
    managementFees: 8000,
    repairs: 3000,
    isNnnLease: false,
    downPaymentPercent: 30,
    interestRate: 6.5,
    loanTerm: 25,
    exitCapRate: 7.5,
    holdPeriod: 7,
    closingCostsPercent: 1.5,
    sellingCostsPercent: 2,
    discountRate: 8,
  };
}

const office = (overrides: Partial<AnalyzerFormValues>) => ({ ...officeDeal(), ...overrides });

/** At least 20 deals covering every branch of the model the workbook mirrors. */
export function workbookDeals(): NamedDeal[] {
  return [
    { name: 'aggregate office (market cap, default exit cap)', values: officeDeal() },
    { name: 'NNN retail rent roll', values: retailRentRoll() },
    { name: 'worked example (closing, selling, NPV 8 %)', values: workedExample() },
    { name: 'leases mode (6 tenants, NNN recoveries)', values: leaseByLeaseDeal() },
    {
      name: 'leases mode, hold 3, interest-only, market rent set',
      values: {
        ...leaseByLeaseDeal(),
        holdPeriod: 3,
        isInterestOnly: true,
        marketRentPerSqft: 31,
        discountRate: 9,
      },
    },
    {
      name: 'leases mode, hold 12 past a 10-year loan',
      values: { ...leaseByLeaseDeal(), holdPeriod: 12, loanTerm: 10, sellingCostsPercent: 2.5 },
    },
    {
      name: 'interest-only, hold before maturity',
      values: office({ isInterestOnly: true, loanTerm: 10, exitCapRate: 7.5 }),
    },
    {
      name: 'interest-only, balloon inside the hold',
      values: office({ isInterestOnly: true, loanTerm: 5, holdPeriod: 7, exitCapRate: 7 }),
    },
    {
      name: 'zero down, no closing costs (no equity)',
      values: office({ downPaymentPercent: 0, exitCapRate: 7 }),
    },
    {
      name: 'zero down with closing costs',
      values: office({ downPaymentPercent: 0, closingCostsPercent: 3, exitCapRate: 7 }),
    },
    { name: 'all cash (no loan)', values: office({ downPaymentPercent: 100, discountRate: 7 }) },
    {
      name: 'negative appreciation, no escalation',
      values: office({ appreciationRate: -5, rentEscalationRate: 0, exitCapRate: 8 }),
    },
    {
      name: 'zero interest rate, amortizing',
      values: office({ interestRate: 0, loanTerm: 10, exitCapRate: 7.25 }),
    },
    {
      name: 'zero interest rate, interest-only',
      values: office({ interestRate: 0, isInterestOnly: true, loanTerm: 3 }),
    },
    { name: 'hold 1', values: office({ holdPeriod: 1, exitCapRate: 6.5, sellingCostsPercent: 3 }) },
    { name: 'hold 15', values: office({ holdPeriod: 15, rentEscalationRate: 2, discountRate: 10 }) },
    {
      name: 'hold 30 past a 20-year loan',
      values: office({ holdPeriod: 30, loanTerm: 20, exitCapRate: 8.5 }),
    },
    {
      name: 'aggregate NNN, total NNN expenses',
      values: office({ isNnnLease: true, nnnInputMethod: 'total', nnnTotalAnnual: 48_000, exitCapRate: 7 }),
    },
    {
      name: 'rent per sq ft entry',
      values: office({
        rentInputMode: 'perSqft',
        rentPerSqft: 16.25,
        closingCostsPercent: 2,
        discountRate: 0,
      }),
    },
    {
      name: 'closing and selling costs, discount rate set',
      values: office({
        closingCostsPercent: 4,
        sellingCostsPercent: 5,
        discountRate: 11.5,
        marketCapRate: null,
      }),
    },
    {
      name: 'negative NOI (sale price 0)',
      values: office({ annualRent: 20_000, otherIncome: 0, exitCapRate: null, marketCapRate: 6 }),
    },
    { name: '100 % vacancy, other income only', values: office({ vacancyRate: 100, exitCapRate: 9 }) },
    {
      name: 'rent roll with free months ≥ term and unleased space',
      values: {
        ...retailRentRoll(),
        isNnnLease: false,
        sqft: 15_000,
        propertyTaxes: 20_000,
        insurance: 5_000,
        tenantLeases: retailRentRoll().tenantLeases.map((lease, i) =>
          i === 0 ? { ...lease, freeMonths: 72 } : lease,
        ),
      },
    },
    {
      name: 'empty rent roll',
      values: { ...retailRentRoll(), tenantLeases: [], otherIncome: 50_000, exitCapRate: 8 },
    },
    {
      name: '1-year interest-only loan, hold 3',
      values: office({ isInterestOnly: true, loanTerm: 1, holdPeriod: 3, exitCapRate: 6 }),
    },
  ];
}
