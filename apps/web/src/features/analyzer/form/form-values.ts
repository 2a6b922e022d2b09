import type { NnnInputMethod, RentInputMode, TenantLease } from '@cre/underwriting';

export type { NnnInputMethod, RentInputMode };

/**
 * Everything the calculator form holds. Numbers are numbers (the formatted inputs convert on entry);
 * the optional rates are `null` when left blank. `rentPerSqft` and `nnnTotalAnnual` exist only in the
 * form: they are converted to `annualRent` and `nnnChargesPerSqft` before analysis and saving.
 */
export interface AnalyzerFormValues {
  name: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  propertyType: string;
  yearBuilt: number | null;
  purchasePrice: number;
  sqft: number;
  holdPeriod: number;
  rentInputMode: RentInputMode;
  rentPerSqft: number;
  annualRent: number;
  otherIncome: number;
  vacancyRate: number;
  tenantLeases: TenantLease[];
  isNnnLease: boolean;
  nnnInputMethod: NnnInputMethod;
  nnnChargesPerSqft: number;
  nnnTotalAnnual: number;
  nnnEscalationRate: number;
  rentEscalationRate: number;
  appreciationRate: number;
  propertyTaxes: number;
  insurance: number;
  maintenance: number;
  managementFees: number;
  repairs: number;
  otherExpenses: number;
  downPaymentPercent: number;
  interestRate: number;
  loanTerm: number;
  isInterestOnly: boolean;
  marketCapRate: number | null;
  exitCapRate: number | null;
  closingCostsPercent: number;
  sellingCostsPercent: number;
  discountRate: number | null;
}

/** Numeric fields of the form (the ones rendered with formatted number inputs). */
export type NumericField = {
  [K in keyof AnalyzerFormValues]: AnalyzerFormValues[K] extends number | null ? K : never;
}[keyof AnalyzerFormValues];

/** Text fields of the Property Details panel. */
export type TextField = 'name' | 'address' | 'city' | 'state' | 'zipCode' | 'propertyType';

const ZERO_VALUES: AnalyzerFormValues = {
  name: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  propertyType: '',
  yearBuilt: null,
  purchasePrice: 0,
  sqft: 0,
  holdPeriod: 5,
  rentInputMode: 'total',
  rentPerSqft: 0,
  annualRent: 0,
  otherIncome: 0,
  vacancyRate: 0,
  tenantLeases: [],
  isNnnLease: false,
  nnnInputMethod: 'perSqft',
  nnnChargesPerSqft: 0,
  nnnTotalAnnual: 0,
  nnnEscalationRate: 0,
  rentEscalationRate: 0,
  appreciationRate: 0,
  propertyTaxes: 0,
  insurance: 0,
  maintenance: 0,
  managementFees: 0,
  repairs: 0,
  otherExpenses: 0,
  downPaymentPercent: 0,
  interestRate: 0,
  loanTerm: 30,
  isInterestOnly: false,
  marketCapRate: null,
  exitCapRate: null,
  closingCostsPercent: 0,
  sellingCostsPercent: 0,
  discountRate: null,
};

/**
 * The values of a new project (New Project and first visit): the product's sample assumptions —
 * vacancy 5 %, down payment 25 %, interest rate 5.5 %, loan term 25 years, rent escalation 3 %,
 * NNN escalation 2.5 %, appreciation 3 %, NNN estimate $2 per sq ft, a 5-year hold.
 */
export function defaultFormValues(): AnalyzerFormValues {
  return {
    ...ZERO_VALUES,
    tenantLeases: [],
    vacancyRate: 5,
    downPaymentPercent: 25,
    interestRate: 5.5,
    loanTerm: 25,
    rentEscalationRate: 3,
    nnnEscalationRate: 2.5,
    appreciationRate: 3,
    nnnChargesPerSqft: 2,
  };
}

/** The values after Clear Form: every number 0 (cap rates blank), loan term 30, hold period 5. */
export function clearedFormValues(): AnalyzerFormValues {
  return { ...ZERO_VALUES, tenantLeases: [] };
}
