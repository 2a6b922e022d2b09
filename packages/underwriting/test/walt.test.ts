import { afterEach, describe, expect, it } from 'vitest';
import { analyze, daysBetween, isIsoDate, parseDayNumber, remainingLeaseYears, walt } from '../src/index.js';

const lease = (sqftLeased: number, rentPerSqft: number, endDate: string) => ({
  tenantName: 'T',
  sqftLeased,
  rentPerSqft,
  leaseTerm: 60,
  freeMonths: 0,
  tenantImprovements: 0,
  annualRentIncrease: 3,
  startDate: '2020-01-01',
  endDate,
});

describe('calendar days', () => {
  it('counts whole days, leap years included', () => {
    expect(parseDayNumber('1970-01-01')).toBe(0);
    expect(parseDayNumber('2000-03-01')).toBe(11_017);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2025-03-01', '2025-02-28')).toBe(-1);
    expect(daysBetween('1900-02-28', '1900-03-01')).toBe(1);
    expect(daysBetween('2000-02-28', '2000-03-01')).toBe(2);
  });

  it('rejects impossible dates and other shapes', () => {
    for (const bad of ['2023-02-29', '2024-13-01', '2024-00-10', '2024-1-5', '2024/01/05', '', 'x']) {
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(daysBetween('2024-02-30', '2025-01-01')).toBeNull();
  });
});

describe('walt (docs/model.md#walt)', () => {
  it('weights remaining years (days / 30.44 / 12) by annual rent', () => {
    // A: 1,000 sf x 20 = 20,000 for 1,827 days (2024-01-01 -> 2029-01-01) = 5.00055 years
    // B: 3,000 sf x 10 = 30,000 for 366 days (2024-01-01 -> 2025-01-01) = 1.00197 years
    // WALT = (5.00055 x 20,000 + 1.00197 x 30,000) / 50,000 = 2.60140
    const expected = ((1827 / 30.44 / 12) * 20_000 + (366 / 30.44 / 12) * 30_000) / 50_000;
    expect(walt([lease(1000, 20, '2029-01-01'), lease(3000, 10, '2025-01-01')], '2024-01-01')).toBeCloseTo(
      expected,
      14,
    );
    expect(remainingLeaseYears('2024-01-01', '2029-01-01')).toBeCloseTo(1827 / 365.28, 14);
  });

  it('expired leases count 0; no rent or a bad as-of date gives null', () => {
    expect(walt([lease(1000, 20, '2020-06-30')], '2024-01-01')).toBe(0);
    expect(walt([lease(1000, 0, '2029-01-01')], '2024-01-01')).toBeNull();
    expect(walt([], '2024-01-01')).toBeNull();
    expect(walt([lease(1000, 20, '2029-01-01')], '01/01/2024')).toBeNull();
  });
});

describe('walt does not depend on the time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  // 2025-03-09 is the US spring-forward day and 2025-03-30 the EU one: a Date-based day count
  // in local time would lose an hour there and could round a day away
  const leases = [lease(1000, 20, '2025-03-10'), lease(500, 30, '2025-03-31'), lease(800, 25, '2025-11-03')];
  const expected = ((2 / 365.28) * 20_000 + (23 / 365.28) * 15_000 + (240 / 365.28) * 20_000) / 55_000;

  it.each(['UTC', 'America/New_York', 'Europe/Berlin', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'in %s',
    (tz) => {
      process.env.TZ = tz;
      expect(walt(leases, '2025-03-08')).toBeCloseTo(expected, 14);
      expect(
        analyze({
          purchasePrice: 1_000_000,
          sqft: 5000,
          interestRate: 6,
          revenueInputType: 'individual',
          tenantLeases: leases,
          asOf: '2025-03-08',
        }).walt,
      ).toBeCloseTo(expected, 14);
    },
  );
});
