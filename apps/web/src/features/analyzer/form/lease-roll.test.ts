import { describe, expect, it } from 'vitest';
import { isoDate } from '../model/calculation';
import {
  addTenant,
  addYears,
  duplicateTenant,
  leaseAnnualRent,
  leaseEffectiveRent,
  newTenant,
  removeTenant,
  summarizeLeaseRoll,
  updateTenant,
} from './lease-roll';

const TODAY = new Date(2026, 10, 22);

describe('lease roll', () => {
  it('creates a new tenant with the product defaults', () => {
    expect(newTenant(1, TODAY)).toEqual({
      tenantName: 'Tenant #1',
      sqftLeased: 0,
      rentPerSqft: 0,
      leaseTerm: 60,
      freeMonths: 0,
      tenantImprovements: 0,
      annualRentIncrease: 3,
      startDate: '2026-11-22',
      endDate: '2031-11-22',
      suite: '',
      rentSteps: [],
      recoveryType: null,
      marketRentPerSqft: null,
    });
  });

  it('appends tenants named by their position', () => {
    const two = addTenant(addTenant([], TODAY), TODAY);
    expect(two.map((t) => t.tenantName)).toEqual(['Tenant #1', 'Tenant #2']);
  });

  it('duplicates a tenant as the next "Tenant #n" with 0 sq ft, no suite and the same lease terms', () => {
    const leases = [
      {
        ...newTenant(1, TODAY),
        tenantName: 'Acme Dental',
        sqftLeased: 2500,
        rentPerSqft: 28.5,
        freeMonths: 3,
        suite: '101',
        rentSteps: [{ date: '2027-11-22', rentPerSqft: 30 }],
        recoveryType: 'base-year' as const,
        marketRentPerSqft: 31,
      },
      newTenant(2, TODAY),
    ];
    const copy = duplicateTenant(leases, 0);
    expect(copy).toHaveLength(3);
    expect(copy[2]).toEqual({ ...leases[0], tenantName: 'Tenant #3', sqftLeased: 0, suite: '' });
    expect(copy[0]).toBe(leases[0]);
  });

  it('removes only the chosen tenant and keeps the others unchanged', () => {
    const leases = [newTenant(1, TODAY), { ...newTenant(2, TODAY), sqftLeased: 900 }, newTenant(3, TODAY)];
    const left = removeTenant(leases, 1);
    expect(left.map((t) => t.tenantName)).toEqual(['Tenant #1', 'Tenant #3']);
  });

  it('updates one field of one tenant', () => {
    const leases = [newTenant(1, TODAY), newTenant(2, TODAY)];
    const next = updateTenant(leases, 1, 'rentPerSqft', 19.75);
    expect(next[1]?.rentPerSqft).toBe(19.75);
    expect(next[0]).toBe(leases[0]);
  });

  it('summarises total, leased and available square feet with percentages', () => {
    const leases = [
      { ...newTenant(1, TODAY), sqftLeased: 3000 },
      { ...newTenant(2, TODAY), sqftLeased: 4500 },
    ];
    expect(summarizeLeaseRoll(leases, 10000)).toEqual({
      totalSqft: 10000,
      leasedSqft: 7500,
      availableSqft: 2500,
      leasedPercent: 75,
      availablePercent: 25,
    });
    expect(summarizeLeaseRoll(leases, 0).availablePercent).toBe(0);
  });

  it('computes annual and effective rent after free months', () => {
    const lease = { ...newTenant(1, TODAY), sqftLeased: 2000, rentPerSqft: 24, leaseTerm: 60, freeMonths: 6 };
    expect(leaseAnnualRent(lease)).toBe(48000);
    expect(leaseEffectiveRent(lease)).toBe(43200);
  });

  it('formats dates and adds years on the calendar (29 February → 28 February)', () => {
    expect(isoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(isoDate(addYears(new Date(2028, 1, 29), 5))).toBe('2033-02-28');
  });
});
