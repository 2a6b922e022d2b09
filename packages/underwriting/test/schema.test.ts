import { describe, expect, it } from 'vitest';
import {
  analysisInputObject,
  analysisInputSchema,
  DEFAULTS,
  fieldErrors,
  MESSAGES,
  propertyPayloadSchema,
  tenantLeaseSchema,
} from '../src/index.js';
import { EXPECTED_DEFAULTS } from './helpers/defaults.js';
import { SAMPLE_LEASE } from './helpers/lease.js';

const VALID = { purchasePrice: 1_000_000, sqft: 10_000, interestRate: 6 };

/** The first message the schema gives for `field` when it is set to `value`. */
function firstMessage(field: string, value: unknown): string | undefined {
  const result = analysisInputSchema.safeParse({ ...VALID, [field]: value });
  if (result.success) return undefined;
  return fieldErrors(result.error)[field];
}

const LEASE = SAMPLE_LEASE;

function leaseMessage(field: string, value: unknown): string | undefined {
  const result = tenantLeaseSchema.safeParse({ ...LEASE, [field]: value });
  return result.success ? undefined : fieldErrors(result.error)[field];
}

describe('analysisInputSchema: property form messages, word for word', () => {
  const cases: [string, unknown, string][] = [
    ['purchasePrice', 0, 'Purchase price must be greater than 0'],
    ['purchasePrice', -5, 'Purchase price must be greater than 0'],
    ['sqft', 0.5, 'Square footage must be greater than 0'],
    ['annualRent', -1, 'Annual rent cannot be negative'],
    ['vacancyRate', -1, 'Vacancy rate must be between 0% and 100%'],
    ['vacancyRate', 101, 'Vacancy rate must be between 0% and 100%'],
    ['propertyTaxes', -1, 'Property taxes cannot be negative'],
    ['insurance', -1, 'Insurance cannot be negative'],
    ['maintenance', -1, 'Maintenance cannot be negative'],
    ['managementFees', -1, 'Management fees cannot be negative'],
    ['downPaymentPercent', -1, 'Down payment must be between 0% and 100%'],
    ['downPaymentPercent', 100.5, 'Down payment must be between 0% and 100%'],
    ['interestRate', -0.1, 'Interest rate must be between 0% and 30%'],
    ['interestRate', 31, 'Interest rate must be between 0% and 30%'],
    ['loanTerm', 0, 'Loan term must be between 1 and 40 years'],
    ['loanTerm', 41, 'Loan term must be between 1 and 40 years'],
    ['loanTerm', 12.5, 'Loan term must be between 1 and 40 years'],
    ['marketCapRate', 0.05, 'Market cap rate must be between 0.1% and 50%'],
    ['marketCapRate', 51, 'Market cap rate must be between 0.1% and 50%'],
    ['exitCapRate', 0, 'Exit cap rate must be between 0.1% and 50%'],
    ['exitCapRate', 50.1, 'Exit cap rate must be between 0.1% and 50%'],
    ['nnnChargesPerSqft', -1, 'NNN charges cannot be negative'],
    ['rentEscalationRate', -1, 'Rent escalation rate must be between 0% and 20%'],
    ['rentEscalationRate', 21, 'Rent escalation rate must be between 0% and 20%'],
    ['nnnEscalationRate', -1, 'NNN escalation rate must be between 0% and 20%'],
    ['nnnEscalationRate', 20.5, 'NNN escalation rate must be between 0% and 20%'],
  ];
  it.each(cases)('%s = %s → "%s"', (field, value, message) => {
    expect(firstMessage(field, value)).toBe(message);
  });
});

describe('analysisInputSchema: messages of the other input rules', () => {
  const cases: [string, unknown, string][] = [
    ['appreciationRate', -21, 'Appreciation rate must be between -20% and 20%'],
    ['appreciationRate', 20.01, 'Appreciation rate must be between -20% and 20%'],
    ['closingCostsPercent', -1, 'Closing costs must be between 0% and 20%'],
    ['closingCostsPercent', 21, 'Closing costs must be between 0% and 20%'],
    ['sellingCostsPercent', 25, 'Selling costs must be between 0% and 20%'],
    ['discountRate', -1, 'Discount rate must be between 0% and 100%'],
    ['discountRate', 101, 'Discount rate must be between 0% and 100%'],
    ['holdPeriod', 0, 'Hold period must be between 1 and 30 years'],
    ['holdPeriod', 31, 'Hold period must be between 1 and 30 years'],
    ['holdPeriod', 2.5, 'Hold period must be between 1 and 30 years'],
    ['otherIncome', -1, 'Other income cannot be negative'],
    ['repairs', -1, 'Repairs cannot be negative'],
    ['otherExpenses', -1, 'Other expenses cannot be negative'],
    ['revenueInputType', 'both', 'Revenue input type must be aggregate or individual'],
  ];
  it.each(cases)('%s = %s → "%s"', (field, value, message) => {
    expect(firstMessage(field, value)).toBe(message);
  });

  it('gives a sensible message for non-numbers and missing required fields', () => {
    expect(firstMessage('purchasePrice', 'abc')).toBe('Purchase price must be a number');
    expect(firstMessage('vacancyRate', Number.NaN)).toBe('Vacancy rate must be a number');
    expect(firstMessage('sqft', Number.POSITIVE_INFINITY)).toBe('Square footage must be a number');
    const missing = analysisInputSchema.safeParse({ sqft: 1, interestRate: 5 });
    expect(missing.success).toBe(false);
    if (!missing.success)
      expect(fieldErrors(missing.error)).toEqual({ purchasePrice: 'Purchase price is required' });
  });

  it('requires asOf in individual mode and checks it is a real date', () => {
    expect(firstMessage('revenueInputType', 'individual')).toBeUndefined();
    const noDate = analysisInputSchema.safeParse({ ...VALID, revenueInputType: 'individual' });
    expect(noDate.success).toBe(false);
    if (!noDate.success) expect(fieldErrors(noDate.error)).toEqual({ asOf: MESSAGES.asOfRequired });
    expect(MESSAGES.asOfRequired).toBe('As-of date is required for a rent roll');
    expect(
      analysisInputSchema.safeParse({ ...VALID, revenueInputType: 'individual', asOf: '2025-01-01' }).success,
    ).toBe(true);
    expect(firstMessage('asOf', '2025-02-30')).toBe('As-of date must be a valid date (yyyy-mm-dd)');
    // the object form has no cross-field rule, so callers can extend it
    expect(analysisInputObject.safeParse({ ...VALID, revenueInputType: 'individual' }).success).toBe(true);
  });

  it('fills the defaults and unsets the optional rates', () => {
    const parsed = analysisInputSchema.parse(VALID);
    expect(parsed).toEqual({ ...VALID, ...DEFAULTS, tenantLeases: [] });
    expect(parsed).toMatchObject(EXPECTED_DEFAULTS);
  });

  it('accepts the range limits themselves', () => {
    for (const [field, value] of [
      ['purchasePrice', 1],
      ['vacancyRate', 100],
      ['downPaymentPercent', 0],
      ['downPaymentPercent', 100],
      ['interestRate', 30],
      ['loanTerm', 40],
      ['marketCapRate', 0.1],
      ['exitCapRate', 50],
      ['appreciationRate', -20],
      ['holdPeriod', 30],
      ['marketCapRate', null],
    ] as const) {
      expect(firstMessage(field, value)).toBeUndefined();
    }
  });
});

describe('tenantLeaseSchema: tenant lease rules', () => {
  const cases: [string, unknown, string][] = [
    ['tenantName', '', 'Tenant name is required'],
    ['tenantName', '   ', 'Tenant name is required'],
    ['tenantName', undefined, 'Tenant name is required'],
    ['sqftLeased', 0, 'Leased square footage must be greater than 0'],
    ['rentPerSqft', -0.01, 'Rent per square foot cannot be negative'],
    ['leaseTerm', 0, 'Lease term must be at least 1 month'],
    ['freeMonths', -1, 'Free months cannot be negative'],
    ['tenantImprovements', -1, 'Tenant improvements cannot be negative'],
    ['annualRentIncrease', 101, 'Annual rent increase cannot exceed 100%'],
    ['annualRentIncrease', -1, 'Annual rent increase cannot exceed 100%'],
    ['startDate', '', 'Start date is required'],
    ['startDate', undefined, 'Start date is required'],
    ['endDate', '', 'End date is required'],
    ['startDate', '2024-13-01', 'Start date must be a valid date (yyyy-mm-dd)'],
    ['endDate', '12/31/2028', 'End date must be a valid date (yyyy-mm-dd)'],
  ];
  it.each(cases)('%s = %s → "%s"', (field, value, message) => {
    expect(leaseMessage(field, value)).toBe(message);
  });

  it('defaults free months, improvements, the rent increase and the lease detail of section 11.1', () => {
    expect(tenantLeaseSchema.parse(LEASE)).toEqual({
      ...LEASE,
      freeMonths: 0,
      tenantImprovements: 0,
      annualRentIncrease: 3,
      suite: '',
      rentSteps: [],
      recoveryType: null,
      marketRentPerSqft: null,
    });
  });

  it('reports lease errors under their path in the analysis input', () => {
    const result = analysisInputSchema.safeParse({
      ...VALID,
      revenueInputType: 'individual',
      asOf: '2025-01-01',
      tenantLeases: [LEASE, { ...LEASE, sqftLeased: 0 }],
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        'tenantLeases.1.sqftLeased': 'Leased square footage must be greater than 0',
      });
    }
  });
});

describe('MESSAGES', () => {
  it('carries the account messages word for word', () => {
    expect(MESSAGES.email).toBe('Please enter a valid email address');
    expect(MESSAGES.passwordMin).toBe('Password must be at least 6 characters');
    expect(MESSAGES.passwordRequired).toBe('Password is required');
    expect(MESSAGES.confirmPasswordRequired).toBe('Password confirmation is required');
    expect(MESSAGES.passwordsDontMatch).toBe("Passwords don't match");
    expect(MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match.');
    expect(MESSAGES.fullNameRequired).toBe('Full name is required');
    expect(MESSAGES.validEmailRequired).toBe('Valid email is required');
  });
});

describe('propertyPayloadSchema', () => {
  it('accepts project details with the analysis inputs', () => {
    const parsed = propertyPayloadSchema.parse({
      ...VALID,
      id: 7,
      name: 'Main Street Plaza',
      address: null,
      yearBuilt: 1998,
      rentInputMode: 'total',
      nnnInputMethod: 'individual',
    });
    expect(parsed).toMatchObject({ id: 7, name: 'Main Street Plaza', address: null, yearBuilt: 1998 });
    expect(parsed.rentInputMode).toBe('total');
    expect(propertyPayloadSchema.parse(VALID)).toMatchObject({
      rentInputMode: 'perSqft',
      nnnInputMethod: 'perSqft',
    });
  });

  it('rejects a bad id, year built and input modes', () => {
    const result = propertyPayloadSchema.safeParse({
      ...VALID,
      id: -1,
      yearBuilt: 1998.5,
      rentInputMode: 'monthly',
      nnnInputMethod: 'x',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        id: 'Project id must be a positive whole number',
        yearBuilt: 'Year built must be a whole number',
        rentInputMode: 'Rent input mode must be perSqft, total or individual',
        nnnInputMethod: 'NNN input method must be perSqft, total or individual',
      });
    }
  });
});
