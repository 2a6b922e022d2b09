import { InvalidDealError, type TenantLease } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { CALCULATION_ERROR, describeProblem, formErrorToast, thrownErrorToast } from './calculation-error';

const lease = (tenantName: string): TenantLease => ({
  tenantName,
  sqftLeased: 1000,
  rentPerSqft: 20,
  leaseTerm: 12,
  freeMonths: 0,
  tenantImprovements: 0,
  annualRentIncrease: 3,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
});
const LEASES = [lease('Anchor Grocery'), lease('Burger Barn'), lease('  ')];

describe('Calculate names the lease at fault', () => {
  it('names the row, the tenant and the field', () => {
    expect(
      describeProblem('tenantLeases.1.rentPerSqft', 'Rent per square foot cannot be negative', LEASES),
    ).toBe('Row 2, Burger Barn: Rent per square foot: Rent per square foot cannot be negative');
    expect(
      describeProblem('tenantLeases.0.rentSteps.1.date', 'Rent step date must be a valid date', LEASES),
    ).toBe('Row 1, Anchor Grocery: Rent step 2 date: Rent step date must be a valid date');
    expect(
      describeProblem('tenantLeases.0.endDate', 'End date must be on or after the start date', LEASES),
    ).toBe('Row 1, Anchor Grocery: End date: End date must be on or after the start date');
    expect(describeProblem('tenantLeases.2.tenantName', 'Tenant name is required', LEASES)).toBe(
      'Row 3, unnamed tenant: Tenant name: Tenant name is required',
    );
    expect(describeProblem('purchasePrice', 'Purchase price must be greater than 0', LEASES)).toBe(
      'Purchase price must be greater than 0',
    );
  });

  it('a lease problem never gets the generic text; other inputs keep the product text', () => {
    const toast = formErrorToast(
      {
        purchasePrice: 'Purchase price must be greater than 0',
        'tenantLeases.1.suite': 'Suite must be at most 40 characters',
      },
      LEASES,
    );
    expect(toast).toEqual({
      title: 'Calculation Error',
      message: 'Row 2, Burger Barn: Suite: Suite must be at most 40 characters',
      color: 'red',
    });
    expect(formErrorToast({ purchasePrice: 'Purchase price must be greater than 0' }, LEASES)).toEqual(
      CALCULATION_ERROR,
    );
    const thrown = new InvalidDealError([
      { path: 'tenantLeases.0.recoveryType', message: 'Recovery type must be NNN, gross or base year' },
    ]);
    expect(thrownErrorToast(thrown, LEASES).message).toBe(
      'Row 1, Anchor Grocery: Recovery type: Recovery type must be NNN, gross or base year',
    );
    expect(thrownErrorToast(new Error('boom'), LEASES)).toEqual(CALCULATION_ERROR);
  });
});
