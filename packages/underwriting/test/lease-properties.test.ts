/**
 * Properties of the lease-by-lease projection (underwriting.md section 11) over random valid
 * leases-mode deals: finite outputs, agreement with the naive oracle, stepped rents of a stable
 * rent roll, and leasing commissions on the whole term of every rollover lease.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analysisInputSchema, analyze, type LeaseProjection } from '../src/index.js';
import { badNumbers } from './helpers/arbitraries.js';
import { type LeaseDeal, leaseDealArb } from './helpers/lease-arbitraries.js';
import { blendedTerms, leaseOracle, monthIndex, oracleMismatches } from './helpers/lease-oracle.js';

const plausible = leaseDealArb();
const wide = leaseDealArb({ wide: true });
const stable = leaseDealArb({ stable: true });

/** The spec defaults of the market leasing fields the checks below read. */
function assumptions(d: LeaseDeal) {
  return {
    renewalProbability: d.renewalProbability ?? 70,
    downtimeMonths: d.downtimeMonths ?? 6,
    renewalTermMonths: d.renewalTermMonths ?? 60,
    newFreeMonths: d.newFreeMonths ?? 3,
    renewalFreeMonths: d.renewalFreeMonths ?? 1,
    newTiPerSqft: d.newTiPerSqft ?? 20,
    renewalTiPerSqft: d.renewalTiPerSqft ?? 5,
    newLcPercent: d.newLcPercent ?? 6,
    renewalLcPercent: d.renewalLcPercent ?? 3,
    marketRentGrowth: d.marketRentGrowth ?? 3,
  };
}

/** |a - b| <= tol * max(|b|, floor). */
function near(a: number, b: number, tol: number, floor = 0): boolean {
  return Math.abs(a - b) <= tol * Math.max(Math.abs(b), floor);
}

describe('lease-by-lease projection: properties', () => {
  it('the generators only produce deals the schema accepts', () => {
    fc.assert(
      fc.property(fc.oneof(plausible, wide, stable), (deal) => {
        const parsed = analysisInputSchema.safeParse(deal);
        expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 2))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('every output is finite (or null where allowed), the projection included', () => {
    fc.assert(
      fc.property(fc.oneof(plausible, wide), (deal) => {
        const r = analyze(deal);
        expect(badNumbers(r)).toEqual([]);
        const lp = r.leaseProjection as LeaseProjection;
        expect(lp).not.toBeNull();
        expect(lp.years).toHaveLength(Math.max(15, deal.holdPeriod ?? 5) + 1);
      }),
      { numRuns: 200 },
    );
  });

  it('the engine equals the naive oracle to 1e-6 relative', () => {
    fc.assert(
      fc.property(plausible, (deal) => {
        expect(oracleMismatches(analyze(deal), leaseOracle(deal), deal)).toEqual([]);
      }),
      { numRuns: 250 },
    );
  });

  it('no expiry and no vacancy: each year is the sum of each lease’s stepped rent', () => {
    fc.assert(
      fc.property(stable, (deal) => {
        const lp = analyze(deal).leaseProjection as LeaseProjection;
        expect(lp.rollovers).toEqual([]);
        lp.years.forEach((y, index) => {
          // a lease that started s <= 0 months from asOf's month has stepped, by month m,
          // floor((m - s)/12) - floor(-s/12) times since month 0 (the anniversaries in (0, m])
          let expected = 0;
          for (const lease of deal.tenantLeases) {
            const s = monthIndex(lease.startDate, deal.asOf);
            const monthly = (lease.sqftLeased * lease.rentPerSqft) / 12;
            const g = 1 + (lease.annualRentIncrease ?? 3) / 100;
            for (let m = 12 * index; m < 12 * index + 12; m++) {
              expected += monthly * g ** (Math.floor((m - s) / 12) - Math.floor(-s / 12));
            }
          }
          expect(
            near(y.scheduledRent, expected, 1e-9),
            `year ${y.year}: ${y.scheduledRent} vs ${expected}`,
          ).toBe(true);
          expect(y.occupancy).toBeCloseTo(100, 9);
          expect(y.tenantImprovements).toBe(0);
          expect(y.leasingCommissions).toBe(0);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('LC is the blended % of the whole-term rent (also past the horizon), TI the blended $/sq ft', () => {
    let pastHorizon = 0;
    fc.assert(
      fc.property(plausible, (deal) => {
        const a = assumptions(deal);
        const lp = analyze(deal).leaseProjection as LeaseProjection;
        const H = Math.max(15, deal.holdPeriod ?? 5) + 1;
        let leased = 0;
        let annual = 0;
        for (const lease of deal.tenantLeases) {
          leased += lease.sqftLeased;
          annual += lease.sqftLeased * lease.rentPerSqft;
        }
        const market = deal.marketRentPerSqft ?? (leased === 0 ? 0 : annual / leased);
        const g = 1 + a.marketRentGrowth / 100;
        const T = a.renewalTermMonths;
        const lcByYear = new Array<number>(H).fill(0);
        const tiByYear = new Array<number>(H).fill(0);
        for (const r of lp.rollovers) {
          // only the first lease of an expired lease's or the Vacant space's chain starts at month 0
          const P = r.availableMonth === 0 ? 0 : a.renewalProbability;
          const b = blendedTerms(P, a);
          expect(r.downtimeMonths).toBe(b.D);
          expect(r.freeMonths).toBe(b.F);
          expect(r.startMonth).toBe(r.availableMonth + b.D);
          expect(r.startMonth).toBeLessThan(12 * H);
          const M = market * g ** Math.floor(r.startMonth / 12);
          expect(near(r.rentPerSqft, M, 1e-12, 1e-300)).toBe(true);
          // Σ_{j<T} g^floor(j/12) = 12 (g^0 + ... + g^(q-1)) + rest g^q, T = 12q + rest
          const q = Math.floor(T / 12);
          let factor = (T - 12 * q) * g ** q;
          for (let y = 0; y < q; y++) factor += 12 * g ** y;
          const termRent = ((r.sqft * M) / 12) * factor;
          expect(near(r.leasingCommissions, (b.lcPercent / 100) * termRent, 1e-9, 1e-6)).toBe(true);
          expect(near(r.tenantImprovements, r.sqft * b.tiPerSqft, 1e-12, 1e-6)).toBe(true);
          const year = Math.floor(r.startMonth / 12);
          lcByYear[year] = (lcByYear[year] as number) + r.leasingCommissions;
          tiByYear[year] = (tiByYear[year] as number) + r.tenantImprovements;
          if (r.startMonth + T > 12 * H) pastHorizon++;
        }
        lp.years.forEach((y, index) => {
          expect(near(y.leasingCommissions, lcByYear[index] as number, 1e-9, 1e-6)).toBe(true);
          expect(near(y.tenantImprovements, tiByYear[index] as number, 1e-9, 1e-6)).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
    // the property did see rollover leases running past the horizon
    expect(pastHorizon).toBeGreaterThan(50);
  });
});
