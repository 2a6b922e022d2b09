import type { TenantLease } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { newTenant } from './lease-roll';
import { isCompactRentRoll, matchingTenants, pageCount, pageOf, pageRows } from './lease-roll-pages';

const named = (...names: string[]): TenantLease[] =>
  names.map((tenantName, i) => ({ ...newTenant(i + 1, new Date(2026, 10, 22)), tenantName }));

describe('lease roll pages', () => {
  it('lists up to 20 tenants as open blocks and 21 or more as compact rows', () => {
    expect(isCompactRentRoll(0)).toBe(false);
    expect(isCompactRentRoll(20)).toBe(false);
    expect(isCompactRentRoll(21)).toBe(true);
    expect(isCompactRentRoll(500)).toBe(true);
  });

  it('finds tenants by part of the name in any case, or by their number', () => {
    const leases = named('Corner Coffee', 'Dental Studio', 'Coffee Roasters', 'Tenant #12');
    expect(matchingTenants(leases, '')).toEqual([0, 1, 2, 3]);
    expect(matchingTenants(leases, '  coffee ')).toEqual([0, 2]);
    expect(matchingTenants(leases, 'DENTAL')).toEqual([1]);
    expect(matchingTenants(leases, '2')).toEqual([1, 3]);
    expect(matchingTenants(leases, '#3')).toEqual([2]);
    expect(matchingTenants(leases, 'bakery')).toEqual([]);
  });

  it('finds tenants by part of their suite', () => {
    const leases = named('Corner Coffee', 'Dental Studio', 'Vacant').map((lease, i) => ({
      ...lease,
      suite: ['A-101', 'B-201', ''][i],
    }));
    expect(matchingTenants(leases, 'a-1')).toEqual([0]);
    expect(matchingTenants(leases, '201')).toEqual([1]);
    expect(matchingTenants(leases, 'vacant')).toEqual([2]);
  });

  it('pages 25 rows at a time and clamps the page to the pages there are', () => {
    const rows = Array.from({ length: 501 }, (_, i) => i);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(501)).toBe(21);
    expect(pageOf(0)).toBe(1);
    expect(pageOf(24)).toBe(1);
    expect(pageOf(25)).toBe(2);
    expect(pageOf(500)).toBe(21);
    expect(pageRows(rows, 2)).toEqual({ rows: rows.slice(25, 50), page: 2 });
    expect(pageRows(rows, 21)).toEqual({ rows: [500], page: 21 });
    expect(pageRows(rows, 99)).toEqual({ rows: [500], page: 21 });
    expect(pageRows(rows, 0)).toEqual({ rows: rows.slice(0, 25), page: 1 });
    expect(pageRows([], 3)).toEqual({ rows: [], page: 1 });
  });
});
