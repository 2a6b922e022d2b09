import { MESSAGES } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import type { AnalyzerFormValues } from './form-values';
import { rentStepErrorKey, tenantOfErrorKey, validateForm } from './validation';

const check = (patch: Partial<AnalyzerFormValues>) =>
  validateForm({ ...officeDeal(), ...patch }, FIXTURE_AS_OF);

describe('form validation', () => {
  it('accepts a complete deal', () => {
    expect(validateForm(officeDeal(), FIXTURE_AS_OF)).toEqual({});
    expect(validateForm(retailRentRoll(), FIXTURE_AS_OF)).toEqual({});
  });

  it.each([
    [{ purchasePrice: 0 }, 'purchasePrice', 'Purchase price must be greater than 0'],
    [{ sqft: 0 }, 'sqft', 'Square footage must be greater than 0'],
    [{ annualRent: -1 }, 'annualRent', 'Annual rent cannot be negative'],
    [{ vacancyRate: 101 }, 'vacancyRate', 'Vacancy rate must be between 0% and 100%'],
    [{ propertyTaxes: -5 }, 'propertyTaxes', 'Property taxes cannot be negative'],
    [{ insurance: -5 }, 'insurance', 'Insurance cannot be negative'],
    [{ maintenance: -5 }, 'maintenance', 'Maintenance cannot be negative'],
    [{ managementFees: -5 }, 'managementFees', 'Management fees cannot be negative'],
    [{ downPaymentPercent: 120 }, 'downPaymentPercent', 'Down payment must be between 0% and 100%'],
    [{ interestRate: 31 }, 'interestRate', 'Interest rate must be between 0% and 30%'],
    [{ loanTerm: 0 }, 'loanTerm', 'Loan term must be between 1 and 40 years'],
    [{ loanTerm: 41 }, 'loanTerm', 'Loan term must be between 1 and 40 years'],
    [{ marketCapRate: 0.05 }, 'marketCapRate', 'Market cap rate must be between 0.1% and 50%'],
    [{ exitCapRate: 51 }, 'exitCapRate', 'Exit cap rate must be between 0.1% and 50%'],
    [{ isNnnLease: true, nnnChargesPerSqft: -1 }, 'nnnChargesPerSqft', 'NNN charges cannot be negative'],
    [{ rentEscalationRate: 21 }, 'rentEscalationRate', 'Rent escalation rate must be between 0% and 20%'],
    [{ nnnEscalationRate: 25 }, 'nnnEscalationRate', 'NNN escalation rate must be between 0% and 20%'],
  ] as const)('%o → %s: %s', (patch, field, message) => {
    expect(check(patch)[field]).toBe(message);
  });

  it('shows annual-rent issues on the per-sq-ft entry and NNN issues on the total entry', () => {
    expect(check({ rentInputMode: 'perSqft', rentPerSqft: -2 }).rentPerSqft).toBe(MESSAGES.annualRent);
    expect(check({ isNnnLease: true, nnnInputMethod: 'total', nnnTotalAnnual: -100 }).nnnTotalAnnual).toBe(
      MESSAGES.nnnChargesPerSqft,
    );
  });

  it('keys tenant messages by tenant and field', () => {
    const values = retailRentRoll();
    const leases = values.tenantLeases.map((lease) => ({ ...lease }));
    leases[0] = { ...leases[0]!, tenantName: ' ', sqftLeased: 0, rentPerSqft: -1, leaseTerm: 0 };
    leases[1] = { ...leases[1]!, annualRentIncrease: 101, startDate: '', endDate: '' };
    const errors = validateForm({ ...values, tenantLeases: leases }, FIXTURE_AS_OF);
    expect(errors).toEqual({
      'tenantLeases.0.tenantName': 'Tenant name is required',
      'tenantLeases.0.sqftLeased': 'Leased square footage must be greater than 0',
      'tenantLeases.0.rentPerSqft': 'Rent per square foot cannot be negative',
      'tenantLeases.0.leaseTerm': 'Lease term must be at least 1 month',
      'tenantLeases.1.annualRentIncrease': 'Annual rent increase cannot exceed 100%',
      'tenantLeases.1.startDate': 'Start date is required',
      'tenantLeases.1.endDate': 'End date is required',
    });
  });

  it('shows the engine caps on amounts, tenants and dates (one schema with REST and tRPC)', () => {
    expect(check({ purchasePrice: 100_000_000_000 }).purchasePrice).toBeUndefined();
    expect(check({ purchasePrice: 100_000_000_001 }).purchasePrice).toBe(
      'Purchase price must be at most $100,000,000,000',
    );
    expect(check({ rentInputMode: 'total', annualRent: 100_000_000_001 }).annualRent).toBe(
      'Annual rent must be at most $100,000,000,000',
    );
    const values = retailRentRoll();
    const [first] = values.tenantLeases;
    const leases = [{ ...first!, tenantName: 'T'.repeat(201), endDate: '2201-01-01' }];
    expect(validateForm({ ...values, tenantLeases: leases }, FIXTURE_AS_OF)).toEqual({
      'tenantLeases.0.tenantName': 'Tenant name must be at most 200 characters',
      'tenantLeases.0.endDate': 'End date must be between 1900 and 2200',
    });
    const roll = Array.from({ length: 501 }, (_, i) => ({ ...first!, tenantName: `Tenant ${i}` }));
    expect(validateForm({ ...values, tenantLeases: roll }, FIXTURE_AS_OF)).toEqual({
      tenantLeases: 'A rent roll can hold at most 500 tenants',
    });
    expect(validateForm({ ...values, tenantLeases: roll.slice(0, 500) }, FIXTURE_AS_OF)).toEqual({});
  });

  it('checks the project details with the limits a save meets on the server', () => {
    const year = new Date().getUTCFullYear();
    expect(check({ name: 'N'.repeat(200), city: 'C'.repeat(200), yearBuilt: 1700 })).toEqual({});
    expect(check({ name: 'N'.repeat(201) })).toEqual({
      name: 'Property name must be at most 200 characters',
    });
    expect(check({ address: 'A'.repeat(201), propertyType: 'P'.repeat(201) })).toEqual({
      address: 'Address must be at most 200 characters',
      propertyType: 'Property type must be at most 200 characters',
    });
    expect(check({ zipCode: '9'.repeat(201) }).zipCode).toBe('ZIP code must be at most 200 characters');
    expect(check({ yearBuilt: 1699 }).yearBuilt).toBe(`Year built must be between 1700 and ${year + 5}`);
    expect(check({ yearBuilt: year + 5 }).yearBuilt).toBeUndefined();
    expect(check({ yearBuilt: year + 6 }).yearBuilt).toBe(`Year built must be between 1700 and ${year + 5}`);
  });

  it('keys the lease detail messages (11.1) by tenant, field and step, in the engine words', () => {
    const values = retailRentRoll();
    const [first, second] = values.tenantLeases;
    // the first lease runs 2025-01-01..2029-12-31 (see the fixture)
    const leases = [
      {
        ...first!,
        suite: 'S'.repeat(41),
        recoveryType: 'triple-net' as never,
        marketRentPerSqft: -1,
        rentSteps: [
          { date: '2026-01-01', rentPerSqft: 37 },
          { date: '2025-06-01', rentPerSqft: 38 },
          { date: 'soon', rentPerSqft: -2 },
        ],
      },
      { ...second!, rentSteps: Array.from({ length: 41 }, () => ({ date: '2030-01-01', rentPerSqft: 1 })) },
    ];
    const errors = validateForm({ ...values, tenantLeases: leases }, FIXTURE_AS_OF);
    expect(errors).toMatchObject({
      'tenantLeases.0.suite': MESSAGES.suiteMax,
      'tenantLeases.0.recoveryType': MESSAGES.recoveryType,
      'tenantLeases.0.marketRentPerSqft': MESSAGES.marketRentPerSqft,
      [rentStepErrorKey(0, 2, 'date')]: MESSAGES.rentStepDate,
      [rentStepErrorKey(0, 2, 'rentPerSqft')]: MESSAGES.rentPerSqft,
      'tenantLeases.1.rentSteps': MESSAGES.rentStepsMax,
    });
    expect([MESSAGES.suiteMax, MESSAGES.recoveryType, MESSAGES.rentStepsMax]).toEqual([
      'Suite must be at most 40 characters',
      'Recovery type must be NNN, gross or base year',
      'A lease can have at most 40 rent steps',
    ]);
    // the order rule runs once every field passed its own rule: then it marks the step out of order
    const ordered = [{ ...first!, rentSteps: leases[0]!.rentSteps.slice(0, 2) }];
    expect(validateForm({ ...values, tenantLeases: ordered }, FIXTURE_AS_OF)).toEqual({
      [rentStepErrorKey(0, 1, 'date')]: 'Rent steps must be in date order within the lease',
    });
    expect(tenantOfErrorKey(rentStepErrorKey(12, 1, 'date'))).toBe(12);
    expect(tenantOfErrorKey('purchasePrice')).toBeNull();
  });
});
