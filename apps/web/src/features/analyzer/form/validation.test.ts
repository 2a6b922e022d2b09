import { MESSAGES } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal, retailRentRoll } from '../analyzer-fixtures';
import type { AnalyzerFormValues } from './form-values';
import { validateForm } from './validation';

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
});
