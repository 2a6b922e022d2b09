import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  analysisInputSchema,
  fieldErrors,
  MAX_AMOUNT,
  MAX_LEASE_MONTHS,
  MAX_SQFT,
  MAX_TENANTS,
  MAX_TEXT_LENGTH,
  MESSAGES,
  maxYearBuilt,
  projectDetailsObject,
  propertyPayloadSchema,
  tenantLeaseSchema,
  yearBuiltRangeMessage,
} from '../src/index.js';
import { SAMPLE_LEASE } from './helpers/lease.js';

const VALID = { purchasePrice: 1_000_000, sqft: 10_000, interestRate: 6 };
const LEASE = SAMPLE_LEASE;

/** Every message of saving `VALID` with `patch`, keyed by path; `{}` when the save is accepted. */
function payloadErrors(patch: Record<string, unknown>): Record<string, string> {
  const result = propertyPayloadSchema.safeParse({ ...VALID, ...patch });
  return result.success ? {} : fieldErrors(result.error);
}

/** Every message of the lease `LEASE` with `patch`, keyed by field; `{}` when it is accepted. */
function leaseErrors(patch: Record<string, unknown>): Record<string, string> {
  const result = tenantLeaseSchema.safeParse({ ...LEASE, ...patch });
  return result.success ? {} : fieldErrors(result.error);
}

describe('the caps themselves', () => {
  it('are the documented numbers', () => {
    expect([MAX_TEXT_LENGTH, MAX_TENANTS, MAX_AMOUNT, MAX_SQFT, MAX_LEASE_MONTHS]).toEqual([
      200, 500, 100_000_000_000, 1_000_000_000, 1200,
    ]);
  });
});

describe('text fields: at most 200 characters', () => {
  const cases: [string, string][] = [
    ['name', 'Property name must be at most 200 characters'],
    ['address', 'Address must be at most 200 characters'],
    ['city', 'City must be at most 200 characters'],
    ['state', 'State must be at most 200 characters'],
    ['zipCode', 'ZIP code must be at most 200 characters'],
    ['propertyType', 'Property type must be at most 200 characters'],
  ];
  it.each(cases)('%s: 200 characters saved, 201 refused with "%s"', (field, message) => {
    expect(payloadErrors({ [field]: 'a'.repeat(200) })).toEqual({});
    expect(payloadErrors({ [field]: 'a'.repeat(201) })).toEqual({ [field]: message });
    expect(MESSAGES[`${field}Max` as keyof typeof MESSAGES]).toBe(message);
  });

  it('checks the project details on their own too (projectDetailsObject)', () => {
    const details = projectDetailsObject.safeParse({ name: 'a'.repeat(201), city: '', yearBuilt: 1699 });
    expect(details.success ? {} : fieldErrors(details.error)).toEqual({
      name: 'Property name must be at most 200 characters',
      yearBuilt: `Year built must be between 1700 and ${new Date().getUTCFullYear() + 5}`,
    });
  });

  it('counts a tenant name the same way, in the lease and inside a save', () => {
    expect(leaseErrors({ tenantName: 'T'.repeat(200) })).toEqual({});
    expect(leaseErrors({ tenantName: 'T'.repeat(201) })).toEqual({
      tenantName: 'Tenant name must be at most 200 characters',
    });
    expect(payloadErrors({ tenantLeases: [LEASE, { ...LEASE, tenantName: 'T'.repeat(201) }] })).toEqual({
      'tenantLeases.1.tenantName': 'Tenant name must be at most 200 characters',
    });
    // a blank name is still "required", whatever its length
    expect(leaseErrors({ tenantName: ' '.repeat(20) })).toEqual({ tenantName: 'Tenant name is required' });
  });
});

describe('rent roll: at most 500 tenants', () => {
  const roll = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ ...LEASE, tenantName: `T${i}` }));
  const individual = { ...VALID, revenueInputType: 'individual', asOf: '2025-01-01' };

  it('accepts 500 tenants and refuses 501, in an analysis and in a save', () => {
    expect(analysisInputSchema.safeParse({ ...individual, tenantLeases: roll(500) }).success).toBe(true);
    const analysis = analysisInputSchema.safeParse({ ...individual, tenantLeases: roll(501) });
    expect(analysis.success ? {} : fieldErrors(analysis.error)).toEqual({
      tenantLeases: 'A rent roll can hold at most 500 tenants',
    });
    expect(payloadErrors({ tenantLeases: roll(500) })).toEqual({});
    expect(payloadErrors({ tenantLeases: roll(501) })).toEqual({
      tenantLeases: 'A rent roll can hold at most 500 tenants',
    });
  });
});

describe('amounts: at most $100,000,000,000', () => {
  const dealAmounts: [string, string][] = [
    ['purchasePrice', 'Purchase price must be at most $100,000,000,000'],
    ['annualRent', 'Annual rent must be at most $100,000,000,000'],
    ['otherIncome', 'Other income must be at most $100,000,000,000'],
    ['propertyTaxes', 'Property taxes must be at most $100,000,000,000'],
    ['insurance', 'Insurance must be at most $100,000,000,000'],
    ['maintenance', 'Maintenance must be at most $100,000,000,000'],
    ['managementFees', 'Management fees must be at most $100,000,000,000'],
    ['repairs', 'Repairs must be at most $100,000,000,000'],
    ['otherExpenses', 'Other expenses must be at most $100,000,000,000'],
    ['nnnChargesPerSqft', 'NNN charges must be at most $100,000,000,000'],
  ];
  it.each(dealAmounts)('%s: 1e11 accepted, 1e11 + 1 refused with "%s"', (field, message) => {
    expect(payloadErrors({ [field]: 1e11 })).toEqual({});
    expect(payloadErrors({ [field]: 1e11 + 1 })).toEqual({ [field]: message });
  });

  const leaseAmounts: [string, string][] = [
    ['rentPerSqft', 'Rent per square foot must be at most $100,000,000,000'],
    ['tenantImprovements', 'Tenant improvements must be at most $100,000,000,000'],
  ];
  it.each(leaseAmounts)('lease %s: 1e11 accepted, 1e11 + 1 refused with "%s"', (field, message) => {
    expect(leaseErrors({ [field]: 1e11 })).toEqual({});
    expect(leaseErrors({ [field]: 1e11 + 1 })).toEqual({ [field]: message });
  });

  it('keeps the lower-bound messages word for word', () => {
    expect(payloadErrors({ purchasePrice: 0 })).toEqual({
      purchasePrice: 'Purchase price must be greater than 0',
    });
    expect(payloadErrors({ repairs: -1 })).toEqual({ repairs: 'Repairs cannot be negative' });
    expect(leaseErrors({ tenantImprovements: -1 })).toEqual({
      tenantImprovements: 'Tenant improvements cannot be negative',
    });
  });
});

describe('areas and months', () => {
  it('square footage: 1,000,000,000 accepted, one more refused', () => {
    expect(payloadErrors({ sqft: 1e9 })).toEqual({});
    expect(payloadErrors({ sqft: 1e9 + 1 })).toEqual({
      sqft: 'Square footage must be at most 1,000,000,000 sq ft',
    });
    expect(leaseErrors({ sqftLeased: 1e9 })).toEqual({});
    expect(leaseErrors({ sqftLeased: 1e9 + 1 })).toEqual({
      sqftLeased: 'Leased square footage must be at most 1,000,000,000 sq ft',
    });
  });

  it('lease term and free months: 1,200 months accepted, 1,201 refused', () => {
    expect(leaseErrors({ leaseTerm: 1200, freeMonths: 1200 })).toEqual({});
    expect(leaseErrors({ leaseTerm: 1201, freeMonths: 1201 })).toEqual({
      leaseTerm: 'Lease term must be at most 1,200 months',
      freeMonths: 'Free months must be at most 1,200',
    });
  });
});

describe('year built: 1700 to the current year + 5', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts 1700 and this year + 5, refuses 1699 and this year + 6', () => {
    const latest = new Date().getUTCFullYear() + 5;
    const message = `Year built must be between 1700 and ${latest}`;
    expect(maxYearBuilt()).toBe(latest);
    expect(payloadErrors({ yearBuilt: 1700 })).toEqual({});
    expect(payloadErrors({ yearBuilt: latest })).toEqual({});
    expect(payloadErrors({ yearBuilt: 1699 })).toEqual({ yearBuilt: message });
    expect(payloadErrors({ yearBuilt: latest + 1 })).toEqual({ yearBuilt: message });
    expect(payloadErrors({ yearBuilt: null })).toEqual({});
  });

  it('reads the year at each parse, not once when the schema is loaded', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2040-03-01T00:00:00Z'));
    expect(payloadErrors({ yearBuilt: 2045 })).toEqual({});
    expect(payloadErrors({ yearBuilt: 2046 })).toEqual({
      yearBuilt: 'Year built must be between 1700 and 2045',
    });
    expect(yearBuiltRangeMessage()).toBe('Year built must be between 1700 and 2045');
    vi.setSystemTime(new Date('2026-12-31T23:59:59Z'));
    expect(payloadErrors({ yearBuilt: 2032 })).toEqual({
      yearBuilt: 'Year built must be between 1700 and 2031',
    });
  });

  it('still says "whole number" for a fraction', () => {
    expect(payloadErrors({ yearBuilt: 1998.5 })).toEqual({ yearBuilt: 'Year built must be a whole number' });
  });
});

describe('dates: years 1900 to 2200', () => {
  it.each([
    ['startDate', 'Start date must be between 1900 and 2200'],
    ['endDate', 'End date must be between 1900 and 2200'],
  ])('%s: 1900-01-01 and 2200-12-31 accepted, 1899-12-31 and 2201-01-01 refused', (field, message) => {
    expect(leaseErrors({ [field]: '1900-01-01' })).toEqual({});
    expect(leaseErrors({ [field]: '2200-12-31' })).toEqual({});
    expect(leaseErrors({ [field]: '1899-12-31' })).toEqual({ [field]: message });
    expect(leaseErrors({ [field]: '2201-01-01' })).toEqual({ [field]: message });
  });

  it('as-of date: the same years', () => {
    const asOf = (date: string) => {
      const result = analysisInputSchema.safeParse({ ...VALID, asOf: date });
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(asOf('1900-01-01')).toEqual({});
    expect(asOf('2200-12-31')).toEqual({});
    expect(asOf('1899-12-31')).toEqual({ asOf: 'As-of date must be between 1900 and 2200' });
    expect(asOf('2201-01-01')).toEqual({ asOf: 'As-of date must be between 1900 and 2200' });
  });

  it('gives only the "valid date" message for a date that does not exist', () => {
    expect(leaseErrors({ startDate: '9999-13-01' })).toEqual({
      startDate: 'Start date must be a valid date (yyyy-mm-dd)',
    });
    const result = tenantLeaseSchema.safeParse({ ...LEASE, endDate: '0000-02-30' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'End date must be a valid date (yyyy-mm-dd)',
    ]);
  });
});
