/**
 * Section 11.1 of underwriting.md (suite, rent steps, recovery type, market rent per space): the
 * engine against the naive oracle on random buildings, and worked examples of each rule and each
 * pinned reading.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analysisInputSchema, analyze, type LeaseProjection } from '../src/index.js';
import { leaseDetailDealArb } from './helpers/lease-detail-arbitraries.js';
import { leaseOracle, oracleMismatches } from './helpers/lease-oracle.js';

const detailed = leaseDetailDealArb();

/** A one-building deal in leases mode: 10,000 sf, asOf 2026-01-15, no vacancy, no other income. */
const BASE = {
  purchasePrice: 2_000_000,
  sqft: 10_000,
  interestRate: 6,
  revenueInputType: 'individual' as const,
  projectionMode: 'leases' as const,
  asOf: '2026-01-15',
  vacancyRate: 0,
  holdPeriod: 5,
  propertyTaxes: 12_000,
  insurance: 6_000,
  maintenance: 6_000,
  managementFees: 0,
  repairs: 0,
  otherExpenses: 0,
  expenseGrowthRate: 10,
  marketRentGrowth: 0,
};
const LEASE = {
  tenantName: 'Shop',
  sqftLeased: 5_000,
  rentPerSqft: 24,
  leaseTerm: 60,
  freeMonths: 0,
  annualRentIncrease: 3,
  startDate: '2025-07-01',
  endDate: '2035-06-30',
};
const projection = (deal: object) => analyze(deal as typeof BASE).leaseProjection as LeaseProjection;

describe('section 11.1 against the oracle', () => {
  it('the generator only makes deals the schema accepts', () => {
    fc.assert(
      fc.property(detailed, (deal) => {
        const parsed = analysisInputSchema.safeParse(deal);
        expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 2))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('the engine equals the naive oracle to 1e-6 relative, detail included', () => {
    fc.assert(
      fc.property(detailed, (deal) => {
        expect(oracleMismatches(analyze(deal), leaseOracle(deal), deal)).toEqual([]);
      }),
      { numRuns: 250 },
    );
  });
});

describe('section 11.1 worked examples', () => {
  it('rent steps replace the anniversaries: the rent of the last step dated in or before the month', () => {
    const steps = [
      { date: '2025-12-01', rentPerSqft: 25 }, // before asOf's month: from month 0
      { date: '2026-03-10', rentPerSqft: 26 },
      { date: '2026-03-20', rentPerSqft: 27 }, // two in one month: the later holds
      { date: '2027-02-01', rentPerSqft: 30 },
    ];
    const lp = projection({ ...BASE, tenantLeases: [{ ...LEASE, sqftLeased: 10_000, rentSteps: steps }] });
    // year 1: months 0, 1 at 25, months 2..11 at 27; year 2: month 12 at 27, months 13..23 at 30
    expect(lp.years[0]?.scheduledRent).toBeCloseTo((10_000 / 12) * (2 * 25 + 10 * 27), 6);
    expect(lp.years[1]?.scheduledRent).toBeCloseTo((10_000 / 12) * (27 + 11 * 30), 6);
    // without steps the 3 % anniversary (July 2026, month 6) applies instead
    const plain = projection({ ...BASE, tenantLeases: [{ ...LEASE, sqftLeased: 10_000, rentSteps: [] }] });
    expect(plain.years[0]?.scheduledRent).toBeCloseTo((10_000 / 12) * (6 * 24 + 6 * 24 * 1.03), 6);
  });

  it('a free month frees that month’s stepped rent', () => {
    const lease = {
      ...LEASE,
      sqftLeased: 10_000,
      startDate: '2026-01-01',
      freeMonths: 2,
      rentSteps: [{ date: '2026-02-01', rentPerSqft: 36 }],
    };
    const y1 = projection({ ...BASE, tenantLeases: [lease] }).years[0];
    expect(y1?.freeRent).toBeCloseTo((10_000 / 12) * (24 + 36), 6);
  });

  it('a rollover uses the space’s own market rent; the schedule names the suite and the tenant', () => {
    const anchor = {
      ...LEASE,
      tenantName: 'Anchor Grocery',
      suite: 'A-1',
      endDate: '2026-06-30',
      marketRentPerSqft: 12.5,
    };
    const inline = {
      ...LEASE,
      tenantName: 'Cafe',
      sqftLeased: 1_000,
      endDate: '2026-06-30',
      rentPerSqft: 36,
    };
    const lp = projection({ ...BASE, sqft: 7_000, marketRentPerSqft: 35.67, tenantLeases: [anchor, inline] });
    // month 6: the Vacant space (available at 0, 6 months' downtime); month 8: the two leases
    // (ending in June, month 5, renewing at 70 %: 2 months' downtime), in rent-roll order
    const [vacant, first, second] = lp.rollovers;
    expect(vacant).toMatchObject({
      suite: 'Vacant space',
      tenant: 'Vacant space',
      startMonth: 6,
      rentPerSqft: 35.67,
    });
    expect(first).toMatchObject({ suite: 'A-1', tenant: 'Anchor Grocery', startMonth: 8, rentPerSqft: 12.5 });
    expect(second).toMatchObject({ suite: 'Cafe', tenant: 'Cafe', startMonth: 8, rentPerSqft: 35.67 });
  });

  it('recoveries per suite: nnn its share, gross none, base-year the increase since it started', () => {
    const leases = [
      { ...LEASE, tenantName: 'Net', sqftLeased: 2_000, recoveryType: 'nnn' as const },
      { ...LEASE, tenantName: 'Gross', sqftLeased: 3_000, recoveryType: 'gross' as const },
      // started 2025-07: month -6, G(-6) = 1.1^-1; in year 1 it pays (1 - 1/1.1) of the cost
      { ...LEASE, tenantName: 'Base', sqftLeased: 4_000, recoveryType: 'base-year' as const },
    ];
    const lp = projection({ ...BASE, isNnnLease: false, tenantLeases: leases });
    const cost = 24_000; // year 1's taxes + insurance + maintenance, grown by G(0) = 1
    const expected = 0.2 * cost + 0.4 * (cost - cost / 1.1);
    expect(lp.years[0]?.recoveries).toBeCloseTo(expected, 6);
    // a lease without a type counts as nnn only when the property is NNN, and so do the Vacant
    // space's rollovers (5,000 sf leased from month 6 after 6 months' downtime)
    const untyped = projection({
      ...BASE,
      isNnnLease: true,
      tenantLeases: [leases[0], { ...LEASE, sqftLeased: 3_000 }],
    });
    expect(untyped.years[0]?.recoveries).toBeCloseTo(0.5 * cost + 0.5 * 6 * (cost / 12), 6);
  });

  it('simple mode carries the detail and changes no figure', () => {
    const simple = { ...BASE, projectionMode: 'simple' as const };
    const plain = analyze({ ...simple, tenantLeases: [LEASE] });
    const detailed = analyze({
      ...simple,
      tenantLeases: [
        {
          ...LEASE,
          suite: '101',
          rentSteps: [{ date: '2027-01-01', rentPerSqft: 90 }],
          recoveryType: 'gross' as const,
          marketRentPerSqft: 5,
        },
      ],
    });
    expect(detailed).toEqual(plain);
  });
});
