/**
 * The rules of `analysisInputSchema` as plain data, for the hand-written check `dealIssues`
 * (deal-check.ts) that `analyze()` runs on every call instead of a zod parse. Each rule restates
 * one field of `schema.ts` with the same bounds (`limits.ts`) and messages (`MESSAGES`,
 * `FIELD_LABELS`); test/deal-check.test.ts compares the two on many invalid deals.
 */

import { FIELD_LABELS, MESSAGES } from './field-text.js';
import { MAX_AMOUNT, MAX_LEASE_MONTHS, MAX_SQFT } from './limits.js';

/** What leaving a field out (`undefined`) or passing `null` means. */
type Absent = 'required' | 'default' | 'nullable';

/** A numeric field: a finite number in `min..max` (whole when `whole`). */
export interface NumberRule {
  key: string;
  /** `<label> is required` / `<label> must be a number`. */
  label: string;
  min: number;
  max: number;
  /** Message below `min` (and for a whole field, also for a fraction or an unsafe integer). */
  low: string;
  /** Message above `max`. */
  high: string;
  whole: boolean;
  /** `required`: undefined is an issue; `default`: undefined takes the default; `nullable`: null and undefined pass. */
  absent: Absent;
}

type Field = keyof typeof FIELD_LABELS & keyof typeof MESSAGES;
type Capped = Field &
  { [K in keyof typeof MESSAGES]: K extends `${infer F}Max` ? F : never }[keyof typeof MESSAGES];

const rule = (
  key: Field,
  min: number,
  max: number,
  high: string,
  whole: boolean,
  absent: Absent,
): NumberRule => ({
  key,
  label: FIELD_LABELS[key],
  min,
  max,
  low: MESSAGES[key],
  high,
  whole,
  absent,
});

/** `min..cap`, the field's message below and its `<field>Max` message above (schema's `capped`). */
const capped = (key: Capped, min: number, cap: number, absent: Absent = 'default') =>
  rule(key, min, cap, MESSAGES[`${key}Max`], false, absent);
/** A dollar amount `min..MAX_AMOUNT` (schema's `amount`). */
const amount = (key: Capped, min = 0, absent: Absent = 'default') => capped(key, min, MAX_AMOUNT, absent);
/** `min..max` with the field's message on both sides (schema's `between`). */
const between = (key: Field, min: number, max: number, absent: Absent = 'default') =>
  rule(key, min, max, MESSAGES[key], false, absent);
/** A whole number `min..max` (schema's `wholeBetween`). */
const whole = (key: Field, min: number, max: number) => rule(key, min, max, MESSAGES[key], true, 'default');

/** The numeric deal fields (`analysisInputObject`). */
export const DEAL = {
  purchasePrice: amount('purchasePrice', 1, 'required'),
  sqft: capped('sqft', 1, MAX_SQFT, 'required'),
  annualRent: amount('annualRent'),
  otherIncome: amount('otherIncome'),
  vacancyRate: between('vacancyRate', 0, 100),
  propertyTaxes: amount('propertyTaxes'),
  insurance: amount('insurance'),
  maintenance: amount('maintenance'),
  managementFees: amount('managementFees'),
  repairs: amount('repairs'),
  otherExpenses: amount('otherExpenses'),
  nnnChargesPerSqft: amount('nnnChargesPerSqft'),
  nnnEscalationRate: between('nnnEscalationRate', 0, 20),
  downPaymentPercent: between('downPaymentPercent', 0, 100),
  interestRate: between('interestRate', 0, 30, 'required'),
  loanTerm: whole('loanTerm', 1, 40),
  marketCapRate: between('marketCapRate', 0.1, 50, 'nullable'),
  exitCapRate: between('exitCapRate', 0.1, 50, 'nullable'),
  appreciationRate: between('appreciationRate', -20, 20),
  rentEscalationRate: between('rentEscalationRate', 0, 20),
  holdPeriod: whole('holdPeriod', 1, 30),
  closingCostsPercent: between('closingCostsPercent', 0, 20),
  sellingCostsPercent: between('sellingCostsPercent', 0, 20),
  discountRate: between('discountRate', 0, 100, 'nullable'),
  marketRentPerSqft: amount('marketRentPerSqft', 0, 'nullable'),
  marketRentGrowth: between('marketRentGrowth', -20, 20),
  expenseGrowthRate: between('expenseGrowthRate', 0, 20),
  renewalProbability: whole('renewalProbability', 0, 100),
  downtimeMonths: whole('downtimeMonths', 0, 60),
  renewalTermMonths: whole('renewalTermMonths', 1, 240),
  newFreeMonths: whole('newFreeMonths', 0, 60),
  renewalFreeMonths: whole('renewalFreeMonths', 0, 60),
  newTiPerSqft: between('newTiPerSqft', 0, 1000),
  renewalTiPerSqft: between('renewalTiPerSqft', 0, 1000),
  newLcPercent: between('newLcPercent', 0, 20),
  renewalLcPercent: between('renewalLcPercent', 0, 20),
} as const;

/** The numeric fields of a lease (`tenantLeaseSchema`). */
export const LEASE = {
  sqftLeased: capped('sqftLeased', 1, MAX_SQFT, 'required'),
  rentPerSqft: amount('rentPerSqft', 0, 'required'),
  leaseTerm: capped('leaseTerm', 1, MAX_LEASE_MONTHS, 'required'),
  freeMonths: capped('freeMonths', 0, MAX_LEASE_MONTHS),
  tenantImprovements: amount('tenantImprovements'),
  annualRentIncrease: between('annualRentIncrease', 0, 100),
} as const;

/** Messages of the fields that are not numbers. */
export const TEXT = {
  revenueInputType: MESSAGES.revenueInputType,
  projectionMode: MESSAGES.projectionMode,
  isNnnLease: 'NNN lease must be true or false',
  isInterestOnly: 'Interest-only must be true or false',
  tenantLeases: 'Tenant leases must be a list',
} as const;
