import { describe, expect, it } from 'vitest';
import { leaseExpirations, projectionMonthLabel } from '../src/index.js';

describe('projection months as calendar months', () => {
  it('counts from the as-of month, across years, whatever the day', () => {
    expect(projectionMonthLabel('2026-01-15', 0)).toBe('Jan 2026');
    expect(projectionMonthLabel('2026-01-15', 14)).toBe('Mar 2027');
    expect(projectionMonthLabel('2026-11-30', 1)).toBe('Dec 2026');
    expect(projectionMonthLabel('2026-11-30', 2)).toBe('Jan 2027');
    expect(projectionMonthLabel('2026-12-01', 191)).toBe('Nov 2042');
    expect(projectionMonthLabel('not a date', 3)).toBe('');
  });
});

describe('lease expirations by projection year', () => {
  const leases = [
    { sqftLeased: 1_000, endDate: '2026-12-31' }, // month 11: year 1
    { sqftLeased: 2_000, endDate: '2027-01-01' }, // month 12: year 2
    { sqftLeased: 500, endDate: '2027-12-15' }, // month 23: year 2
    { sqftLeased: 700, endDate: '2025-12-31' }, // expired before the as-of month: not counted
    { sqftLeased: 900, endDate: '2030-01-01' }, // year 5, past a 3-year schedule
  ];

  it('sums square feet per year and as a share of the building', () => {
    expect(leaseExpirations(leases, '2026-01-20', 10_000, 3)).toEqual([
      { year: 1, sqft: 1_000, share: 10 },
      { year: 2, sqft: 2_500, share: 25 },
      { year: 3, sqft: 0, share: 0 },
    ]);
  });

  it('covers the projection horizon by default and is empty-safe', () => {
    expect(leaseExpirations(leases, '2026-01-20', 10_000)).toHaveLength(16);
    expect(leaseExpirations(leases, '2026-01-20', 10_000)[4]).toEqual({ year: 5, sqft: 900, share: 9 });
    expect(leaseExpirations([], '2026-01-20', 0, 2)).toEqual([
      { year: 1, sqft: 0, share: 0 },
      { year: 2, sqft: 0, share: 0 },
    ]);
  });
});

describe('lease-by-lease input that skipped validation', () => {
  it('ends every rollover chain: no hang on unreadable dates, a zero term or no downtime', async () => {
    const { analyze, analyzeResolved, resolveInput } = await import('../src/index.js');
    // analyze() rejects these deals; analyzeResolved (no check) must still end
    const unchecked = (input: Parameters<typeof analyze>[0]) => analyzeResolved(resolveInput(input));
    const base = {
      purchasePrice: 1e6,
      sqft: 1_000,
      interestRate: 6,
      revenueInputType: 'individual' as const,
      projectionMode: 'leases' as const,
      asOf: '2026-01-01',
    };
    const lease = { tenantName: 'A', sqftLeased: 1_000, rentPerSqft: 20, leaseTerm: 12 };
    const garbledDeal = { ...base, tenantLeases: [{ ...lease, startDate: 'soon', endDate: 'later' }] };
    expect(() => analyze(garbledDeal)).toThrow('Start date must be a valid date (yyyy-mm-dd)');
    expect(unchecked(garbledDeal).leaseProjection?.years).toHaveLength(16);
    const zeroTermDeal = {
      ...base,
      renewalTermMonths: 0,
      downtimeMonths: 0,
      tenantLeases: [{ ...lease, startDate: '2025-01-01', endDate: '2025-12-31' }],
    };
    expect(() => analyze(zeroTermDeal)).toThrow('Rollover lease term must be between 1 and 240 months');
    // a 1-month term at the least: one rollover a month from month 0 to month 191
    expect(unchecked(zeroTermDeal).leaseProjection?.rollovers).toHaveLength(192);
  });
});
