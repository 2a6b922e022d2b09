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
      name: 'leases mode with lease detail (suites, rent steps, recovery types, own market rents)',
      values: leaseDetailDeal(),
    },
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

/**
 * The Cedar Court deal of `leaseByLeaseDeal` with the lease detail of underwriting.md 11.1 on
 * every kind of lease: suites (one lease without), rent steps (one before the as-of date, later
 * ones inside the projection), each recovery type and the property default, and two spaces with
 * their own market rent. Projected lease by lease, so the steps, the per-space market rents and the
 * per-suite recoveries all change the figures.
 */
export function leaseDetailDeal(): AnalyzerFormValues {
  const deal = leaseByLeaseDeal();
  const detail = [
    {
      suite: '100',
      recoveryType: 'nnn' as const,
      rentSteps: [
        { date: '2025-02-01', rentPerSqft: 29 },
        { date: '2026-02-01', rentPerSqft: 30 },
      ],
    },
    {
      suite: '210',
      recoveryType: 'base-year' as const,
      rentSteps: [
        { date: '2026-07-01', rentPerSqft: 32 },
        { date: '2027-07-01', rentPerSqft: 33.5 },
        { date: '2028-01-01', rentPerSqft: 34.25 },
      ],
    },
    { suite: '', recoveryType: 'gross' as const, marketRentPerSqft: 36 },
    { suite: 'Suite 300', marketRentPerSqft: 24 },
    { suite: '120', recoveryType: null, rentSteps: [] },
    {
      suite: '400',
      recoveryType: 'base-year' as const,
      marketRentPerSqft: 30,
      rentSteps: [{ date: '2027-09-01', rentPerSqft: 29.5 }],
    },
  ];
  return {
    ...deal,
    name: 'Cedar Court Offices (lease detail)',
    tenantLeases: deal.tenantLeases.map((lease, i) => ({ ...lease, ...detail[i] })),
  };
}

/**
 * A 20-lease deal projected lease by lease with long tenant names, suites, up to five rent steps
 * per lease, every recovery type and some spaces' own market rents: the PDF's widest rent roll.
 */
export function twentyLeaseDetailDeal(): AnalyzerFormValues {
  const types = ['nnn', 'gross', 'base-year', null] as const;
  const tenantLeases = Array.from({ length: 20 }, (_, i) => {
    const startYear = 2021 + (i % 5);
    const endYear = 2027 + (i % 8);
    const month = String((i % 12) + 1).padStart(2, '0');
    const rent = 22 + i * 0.75;
    return {
      tenantName: i % 3 === 0 ? `Northwest Regional Medical Partners ${i + 1}` : `Tenant ${i + 1}`,
      sqftLeased: 1_500 + (i % 6) * 750,
      rentPerSqft: rent,
      leaseTerm: (endYear - startYear) * 12,
      freeMonths: i % 3,
      tenantImprovements: 0,
      annualRentIncrease: 3,
      startDate: `${startYear}-${month}-01`,
      endDate: `${endYear}-${month}-28`,
      suite: i % 7 === 6 ? '' : `Suite ${100 + i * 10}${i % 4 === 0 ? ' (Building B, 2nd floor)' : ''}`,
      recoveryType: types[i % 4],
      marketRentPerSqft: i % 5 === 2 ? 26 + i : null,
      rentSteps: Array.from({ length: i % 6 }, (_, k) => ({
        date: `${startYear + k + 1}-${month}-01`,
        rentPerSqft: Math.round((rent + 0.85 * (k + 1)) * 100) / 100,
      })),
    };
  });
  return {
    ...leaseByLeaseDeal(),
    name: 'Harbor Point Medical Center',
    sqft: 70_000,
    tenantLeases,
  };
}
