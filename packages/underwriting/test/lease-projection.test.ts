/**
 * Hand-worked cases of the lease-by-lease projection (shared/spec/underwriting.md section 11).
 * Every expected number below was worked out by hand from the spec text (the arithmetic is in
 * the comments); each case is also checked against the naive oracle of helpers/lease-oracle.ts.
 *
 * Conventions of these cases unless a case says otherwise: asOf 2025-01-15, so month 0 is
 * January 2025 and year t is months 12(t-1) .. 12t-1; holdPeriod 5, so H = max(15, 5) + 1 = 16
 * years (months 0..191); vacancy 0, market rent growth 0 and expense growth 0, so most years are
 * plain sums of monthly rents.
 */

import { describe, expect, it } from 'vitest';
import {
  type AnalysisInput,
  analysisInputSchema,
  analyze,
  fieldErrors,
  type LeaseProjection,
  type LeaseProjectionYear,
  type Rollover,
} from '../src/index.js';
import {
  blendedTerms,
  leaseOracle,
  type OracleDeal,
  type OracleResult,
  oracleMismatches,
} from './helpers/lease-oracle.js';

type Deal = AnalysisInput & OracleDeal;
type Lease = Deal['tenantLeases'][number];

/** A lease with no free months, no rent steps and a leaseTerm that leases mode ignores. */
function lease(
  tenantName: string,
  sqftLeased: number,
  rentPerSqft: number,
  startDate: string,
  endDate: string,
  extra: Partial<Lease> = {},
): Lease {
  return {
    tenantName,
    sqftLeased,
    rentPerSqft,
    leaseTerm: 60,
    freeMonths: 0,
    annualRentIncrease: 0,
    startDate,
    endDate,
    ...extra,
  };
}

/** A leases-mode deal with the conventions of this file. */
function deal(over: Partial<Deal>): Deal {
  return {
    purchasePrice: 1_000_000,
    sqft: 1000,
    interestRate: 6,
    revenueInputType: 'individual',
    projectionMode: 'leases',
    asOf: '2025-01-15',
    vacancyRate: 0,
    marketRentGrowth: 0,
    expenseGrowthRate: 0,
    tenantLeases: [],
    ...over,
  };
}

interface Run {
  lp: LeaseProjection;
  o: OracleResult;
  r: ReturnType<typeof analyze>;
}

/** Analyzes the deal, checks that it passes validation and that the engine agrees with the oracle. */
function run(d: Deal): Run {
  expect(analysisInputSchema.safeParse(d).success).toBe(true);
  const r = analyze(d);
  const o = leaseOracle(d);
  expect(oracleMismatches(r, o, d)).toEqual([]);
  expect(r.leaseProjection).not.toBeNull();
  return { r, o, lp: r.leaseProjection as LeaseProjection };
}

/** Year t (1-based) of the engine and of the oracle both match the hand-worked figures. */
function expectYear(x: Run, t: number, expected: Partial<LeaseProjectionYear>) {
  for (const [label, years] of [
    ['engine', x.lp.years],
    ['oracle', x.o.years],
  ] as const) {
    const year = years[t - 1];
    expect(year, `${label} year ${t}`).toBeDefined();
    for (const [key, value] of Object.entries(expected) as [keyof LeaseProjectionYear, number][]) {
      expect((year as LeaseProjectionYear)[key], `${label} year ${t} ${key}`).toBeCloseTo(value, 6);
    }
  }
}

/** Rollover k (0-based) of the engine and of the oracle both match the hand-worked figures. */
function expectRollover(x: Run, k: number, expected: Partial<Rollover>) {
  for (const [label, rollovers] of [
    ['engine', x.lp.rollovers],
    ['oracle', x.o.rollovers],
  ] as const) {
    const row = rollovers[k];
    expect(row, `${label} rollover ${k}`).toBeDefined();
    for (const [key, value] of Object.entries(expected) as [keyof Rollover, number | string][]) {
      const got = (row as Rollover)[key];
      if (typeof value === 'string') expect(got, `${label} rollover ${k} ${key}`).toBe(value);
      else expect(got, `${label} rollover ${k} ${key}`).toBeCloseTo(value, 6);
    }
  }
}

/** Both the engine and the oracle report `n` rollovers. */
function expectRolloverCount(x: Run, n: number) {
  expect(x.lp.rollovers).toHaveLength(n);
  expect(x.o.rollovers).toHaveLength(n);
}

describe('one lease that steps up, expires and rolls over with downtime and free rent', () => {
  // Lease A, 1000 sf of a 1000 sf building at $12/sf, +10 % a year, 2024-07-01 .. 2026-06-30.
  // s = 12(2024-2025) + (7-1) = -6; e = 12(2026-2025) + (6-1) = 17: occupies months 0..17.
  // a(m) = #{k >= 1 : 0 < -6 + 12k <= m}: k = 1 gives month 6, so months 0..5 pay
  // 1000 * 12 / 12 = 1000 a month and months 6..17 pay 1000 * 1.1 = 1100 (k = 2 is month 18 > e).
  // Rollover at m0 = e + 1 = 18 with P = 50 (renewalProbability), downtimeMonths 4:
  //   D = floor((50*4 + 50)/100) = floor(2.5) = 2; F = floor((50*1 + 50*3 + 50)/100) = floor(2.5) = 2
  //   TI $/sf = (50*5 + 50*20)/100 = 12.5; LC % = (50*3 + 50*6)/100 = 4.5
  //   n0 = 20; M = 15 * 1.04^floor(20/12) = 15.6; rent j = 0..11 (months 20..31) = 1000 * 15.6 / 12
  //   = 1300, j = 12..23 (months 32..43) = 1300 * 1.04 = 1352; free months 20, 21.
  //   TI = 1000 * 12.5 = 12500; LC = 0.045 * (12*1300 + 12*1352) = 0.045 * 31824 = 1432.08.
  // Next: m0 = 20 + 24 = 44, P = 50 again, D = 2, n0 = 46, M = 15 * 1.04^3 = 16.87296;
  //   rent months 46..57 = 16872.96 / 12 = 1406.08, months 58..69 = 1406.08 * 1.04 = 1462.3232;
  //   LC = 0.045 * (12*1406.08 + 12*1462.3232) = 0.045 * 34420.8384 = 1548.937728.
  // The chain goes on every 26 months: n0 = 20, 46, 72, 98, 124, 150, 176 (202 >= 192 stops): 7.
  const d = deal({
    tenantLeases: [lease('A', 1000, 12, '2024-07-01', '2026-06-30', { annualRentIncrease: 10 })],
    renewalProbability: 50,
    downtimeMonths: 4,
    renewalTermMonths: 24,
    marketRentPerSqft: 15,
    marketRentGrowth: 4,
  });

  it('steps on the anniversary and fills the years by hand', () => {
    const x = run(d);
    expect(x.lp.years).toHaveLength(16);
    // year 1: 6 * 1000 + 6 * 1100 = 12600, fully occupied
    expectYear(x, 1, {
      scheduledRent: 12600,
      freeRent: 0,
      noi: 12600,
      occupancy: 100,
      tenantImprovements: 0,
    });
    // year 2: months 12..17 at 1100 = 6600; 18, 19 vacant; 20..23 at 1300 = 5200: 11800;
    // free 20, 21 = 2600; occupancy 10/12; noi = 11800 - 2600 = 9200
    expectYear(x, 2, {
      scheduledRent: 11800,
      freeRent: 2600,
      noi: 9200,
      occupancy: (10 / 12) * 100,
      tenantImprovements: 12500,
      leasingCommissions: 1432.08,
    });
    // year 3: months 24..31 at 1300 = 10400; 32..35 at 1352 = 5408: 15808
    expectYear(x, 3, {
      scheduledRent: 15808,
      freeRent: 0,
      noi: 15808,
      occupancy: 100,
      leasingCommissions: 0,
    });
    // year 4: months 36..43 at 1352 = 10816; 44, 45 vacant; 46, 47 at 1406.08 = 2812.16 (both free)
    expectYear(x, 4, {
      scheduledRent: 13628.16,
      freeRent: 2812.16,
      noi: 10816,
      occupancy: (10 / 12) * 100,
      tenantImprovements: 12500,
      leasingCommissions: 1548.937728,
    });
  });

  it('lists the rollovers with their blended terms', () => {
    const x = run(d);
    expectRolloverCount(x, 7);
    expectRollover(x, 0, {
      suite: 'A',
      sqft: 1000,
      availableMonth: 18,
      startMonth: 20,
      downtimeMonths: 2,
      freeMonths: 2,
      rentPerSqft: 15.6,
      tenantImprovements: 12500,
      leasingCommissions: 1432.08,
    });
    expectRollover(x, 1, {
      suite: 'A',
      availableMonth: 44,
      startMonth: 46,
      downtimeMonths: 2,
      freeMonths: 2,
      rentPerSqft: 16.87296,
      tenantImprovements: 12500,
      leasingCommissions: 1548.937728,
    });
    // the last one: n0 = 176, M = 15 * 1.04^floor(176/12) = 15 * 1.04^14
    expectRollover(x, 6, { availableMonth: 174, startMonth: 176, rentPerSqft: 15 * 1.04 ** 14 });
  });
});

describe('an expired lease and the vacant remainder are leased up from month 0 with P = 0', () => {
  // sqft 3000. Old: 1000 sf at $20, 2020-01-01 .. 2024-12-31: e = 12(2024-2025) + (12-1) = -1 < 0,
  // expired. Current: 1000 sf at $10, 2024-01-01 .. 2040-12-31: e = 12*15 + 11 = 191 = 12H - 1, so
  // it fills the whole horizon and its rollover (m0 = 192 = 12H) is outside it. Vacant space:
  // 3000 - 2000 = 1000 sf. Market rent unset: avgRentPerSqft = (20000 + 10000) / 2000 = 15 (section 2,
  // the expired lease included) -> 1000 * 15 / 12 = 1250 a month per 1000 sf suite.
  // Old and Vacant space: m0 = 0, P = 0: D = floor((100*6 + 50)/100) = 6, F = floor((100*3 + 50)/100)
  //   = 3, TI 20 $/sf = 20000, LC 6 % of 60 * 1250 = 4500. n0 = 6, lease months 6..65.
  // Their next rollover: m0 = 66, P = 70: D = floor((30*6 + 50)/100) = 2, F = floor((70*1 + 30*3 + 50)/100)
  //   = 2, TI (70*5 + 30*20)/100 = 9.5 $/sf = 9500, LC (70*3 + 30*6)/100 = 3.9 % of 75000 = 2925; n0 = 68.
  // Then m0 = 128, n0 = 130; m0 = 190, n0 = 192 >= 192 stops: 3 rollovers per suite, 6 in all.
  const d = deal({
    sqft: 3000,
    tenantLeases: [
      lease('Old', 1000, 20, '2020-01-01', '2024-12-31'),
      lease('Current', 1000, 10, '2024-01-01', '2040-12-31'),
    ],
  });

  it('year 1 and year 6 by hand', () => {
    const x = run(d);
    // year 1: Current 12 * 833.33 = 10000; Old and Vacant months 6..11: 2 * 6 * 1250 = 15000;
    // free months 6, 7, 8 of both: 2 * 3 * 1250 = 7500; occupancy months 0..5 = 1000/3000, 6..11 = 1:
    // (6/3 + 6)/12 = 2/3; TI 2 * 20000; LC 2 * 4500
    expectYear(x, 1, {
      scheduledRent: 25000,
      freeRent: 7500,
      noi: 17500,
      occupancy: 200 / 3,
      tenantImprovements: 40000,
      leasingCommissions: 9000,
    });
    // year 6 (months 60..71): Current 10000; each suite 60..65 = 7500, 66, 67 vacant, 68..71 = 5000;
    // free 68, 69 of both = 5000; occupancy (10 * 1 + 2 * 1/3)/12 = 32/36
    expectYear(x, 6, {
      scheduledRent: 35000,
      freeRent: 5000,
      occupancy: (32 / 36) * 100,
      tenantImprovements: 19000,
      leasingCommissions: 5850,
    });
  });

  it('orders the rollovers by start month, the Vacant space suite last', () => {
    const x = run(d);
    expectRolloverCount(x, 6);
    const first = { availableMonth: 0, startMonth: 6, downtimeMonths: 6, freeMonths: 3, rentPerSqft: 15 };
    expectRollover(x, 0, { suite: 'Old', ...first, tenantImprovements: 20000, leasingCommissions: 4500 });
    expectRollover(x, 1, { suite: 'Vacant space', sqft: 1000, ...first });
    const second = { availableMonth: 66, startMonth: 68, downtimeMonths: 2, freeMonths: 2 };
    expectRollover(x, 2, { suite: 'Old', ...second, tenantImprovements: 9500, leasingCommissions: 2925 });
    expectRollover(x, 3, { suite: 'Vacant space', ...second });
    expectRollover(x, 5, { suite: 'Vacant space', availableMonth: 128, startMonth: 130 });
    expect(x.lp.rollovers.some((r) => r.suite === 'Current')).toBe(false);
  });
});

describe('a future lease is empty before its start and has no rollover before it', () => {
  // sqft 2000. Now: 1000 sf at $12 to 2045 (past the horizon). Future: 1000 sf at $24, +5 %,
  // 2 free months, 2025-07-10 .. 2027-06-30: s = 6, e = 12*2 + 5 = 29; occupies 6..29.
  // a(m): k = 1 gives month 18, k = 2 month 30 > e: months 6..17 pay 1000 * 24 / 12 = 2000,
  // 18..29 pay 2100. Free months 6, 7. Months 0..5 of its suite are empty, with no rollover.
  // Rollover at m0 = 30 with P = 100: D = floor(50/100) = 0, F = floor((100*1 + 50)/100) = 1,
  // TI 5 $/sf = 5000, LC 3 % of a 12-month term at M = 24 (growth 0): 0.03 * 12 * 2000 = 720.
  // n0 = 30, 42, ..., 186 (30 + 12k < 192): 14 rollovers, one a year from year 3.
  const d = deal({
    sqft: 2000,
    tenantLeases: [
      lease('Now', 1000, 12, '2023-01-01', '2045-12-31'),
      lease('Future', 1000, 24, '2025-07-10', '2027-06-30', { annualRentIncrease: 5, freeMonths: 2 }),
    ],
    renewalProbability: 100,
    renewalTermMonths: 12,
    marketRentPerSqft: 24,
  });

  it('by hand', () => {
    const x = run(d);
    // year 1: Now 12000; Future months 6..11 = 6 * 2000 = 12000, free 2 * 2000; occupancy
    // months 0..5 = 1/2, 6..11 = 1: 75 %
    expectYear(x, 1, { scheduledRent: 24000, freeRent: 4000, occupancy: 75, tenantImprovements: 0 });
    // year 2: Now 12000; Future 12..17 = 12000, 18..23 = 6 * 2100 = 12600
    expectYear(x, 2, { scheduledRent: 36600, freeRent: 0, occupancy: 100 });
    // year 3: Now 12000; Future 24..29 = 12600; rollover 30..35 = 6 * 2000 = 12000, month 30 free
    expectYear(x, 3, {
      scheduledRent: 36600,
      freeRent: 2000,
      occupancy: 100,
      tenantImprovements: 5000,
      leasingCommissions: 720,
    });
    expectRolloverCount(x, 14);
    expectRollover(x, 0, {
      suite: 'Future',
      sqft: 1000,
      availableMonth: 30,
      startMonth: 30,
      downtimeMonths: 0,
      freeMonths: 1,
      rentPerSqft: 24,
      tenantImprovements: 5000,
      leasingCommissions: 720,
    });
    expectRollover(x, 13, { suite: 'Future', availableMonth: 186, startMonth: 186 });
  });
});

describe('NNN recoveries with vacancy: occupancy share of the grown expenses', () => {
  // sqft 2000. A: 1000 sf at $10 to 2045. Vacant space 1000 sf, market unset -> avg $10;
  // P = 0, downtimeMonths 24: D = floor((100*24 + 50)/100) = 24, newFreeMonths 0: F = 0; so the
  // vacant suite is empty in months 0..23 and leased from n0 = 24 at 1000 * 10 / 12 a month.
  // Expenses: taxes 12000 + insurance 6000 + maintenance 6000 = 24000 recoverable (2000 a month),
  // management 2400; expense growth 10 %; vacancy 10 %; other income 1200 (market growth 0).
  // nnnChargesPerSqft 50 must not matter (recoveries are the actual cost, not the NNN estimate).
  const base = deal({
    sqft: 2000,
    tenantLeases: [lease('A', 1000, 10, '2024-01-01', '2045-12-31')],
    downtimeMonths: 24,
    newFreeMonths: 0,
    propertyTaxes: 12000,
    insurance: 6000,
    maintenance: 6000,
    managementFees: 2400,
    expenseGrowthRate: 10,
    vacancyRate: 10,
    otherIncome: 1200,
    nnnChargesPerSqft: 50,
  });

  it('recovers the occupied share of the grown expenses', () => {
    const x = run({ ...base, isNnnLease: true });
    // year 1: occ 1/2 every month; recoveries 12 * 2000 * 1/2 = 12000; opex 24000 + 2400 = 26400
    // (taxes, insurance, maintenance included although NNN); rent 10000, credit loss 10 % = 1000;
    // EGI = 10000 - 0 - 1000 + 1200 + 12000 = 22200; NOI = 22200 - 26400 = -4200
    expectYear(x, 1, {
      scheduledRent: 10000,
      creditLoss: 1000,
      otherIncome: 1200,
      recoveries: 12000,
      effectiveGrossIncome: 22200,
      operatingExpenses: 26400,
      noi: -4200,
      occupancy: 50,
    });
    // year 2: G = 1.1: recoveries 13200, opex 29040; EGI = 10000 - 1000 + 1200 + 13200 = 23400;
    // NOI = 23400 - 29040 = -5640
    expectYear(x, 2, {
      recoveries: 13200,
      operatingExpenses: 29040,
      effectiveGrossIncome: 23400,
      noi: -5640,
    });
    // year 3: G = 1.21, fully occupied: recoveries 24000 * 1.21 = 29040, opex 26400 * 1.21 = 31944;
    // rent 10000 + 12 * 833.33 = 20000, credit loss 2000 (none on recoveries or other income);
    // EGI = 20000 - 2000 + 1200 + 29040 = 48240; NOI = 48240 - 31944 = 16296;
    // TI 1000 * 20 = 20000; LC 6 % of 60 * 833.33 = 0.06 * 50000 = 3000
    expectYear(x, 3, {
      scheduledRent: 20000,
      creditLoss: 2000,
      recoveries: 29040,
      effectiveGrossIncome: 48240,
      operatingExpenses: 31944,
      noi: 16296,
      occupancy: 100,
      tenantImprovements: 20000,
      leasingCommissions: 3000,
    });
  });

  it('without NNN nothing is recovered and the expenses are the same', () => {
    const x = run({ ...base, isNnnLease: false });
    // year 1: EGI = 10000 - 1000 + 1200 = 10200; NOI = 10200 - 26400 = -16200
    expectYear(x, 1, { recoveries: 0, operatingExpenses: 26400, effectiveGrossIncome: 10200, noi: -16200 });
    expectYear(x, 3, { recoveries: 0, operatingExpenses: 31944 });
  });
});

describe('renewal probability blends downtime, free months, TI and LC with integer rounding', () => {
  // T: 1000 sf of 1000 at $12 to 2025-12-31: e = 11, m0 = 12. Market $12, growth 0, term 60:
  // every rollover pays 1000 a month, so TI = 1000 * TI$/sf and LC = LC% * 60000.
  // [P, downtimeMonths, D, F, TI $/sf, LC %], with renewalFreeMonths 1, newFreeMonths 3, TI 5/20, LC 3/6:
  //   P 0,   dt 6: D = floor((600+50)/100) = 6;  F = floor((0+300+50)/100) = 3;   TI 20;    LC 6
  //   P 70,  dt 6: D = floor((180+50)/100) = 2;  F = floor((70+90+50)/100) = 2;   TI 9.5;   LC 3.9
  //   P 100, dt 6: D = floor((0+50)/100) = 0;    F = floor((100+0+50)/100) = 1;   TI 5;     LC 3
  //   P 50,  dt 3: D = floor((150+50)/100) = 2;  F = floor((50+150+50)/100) = 2;  TI 12.5;  LC 4.5
  //   P 55,  dt 1: D = floor((45+50)/100) = 0;   F = floor((55+135+50)/100) = 2;  TI 11.75; LC 4.35
  //   P 45,  dt 1: D = floor((55+50)/100) = 1;   F = floor((45+165+50)/100) = 2;  TI 13.25; LC 4.65
  //   P 25,  dt 2: D = floor((150+50)/100) = 2;  F = floor((25+225+50)/100) = 3;  TI 16.25; LC 5.25
  const table: [number, number, number, number, number, number][] = [
    [0, 6, 6, 3, 20, 6],
    [70, 6, 2, 2, 9.5, 3.9],
    [100, 6, 0, 1, 5, 3],
    [50, 3, 2, 2, 12.5, 4.5],
    [55, 1, 0, 2, 11.75, 4.35],
    [45, 1, 1, 2, 13.25, 4.65],
    [25, 2, 2, 3, 16.25, 5.25],
  ];

  it.each(table)('P %i, downtime %i: D %i, F %i, TI %f $/sf, LC %f %%', (P, dt, D, F, ti, lc) => {
    const x = run(
      deal({
        tenantLeases: [lease('T', 1000, 12, '2021-01-01', '2025-12-31')],
        renewalProbability: P,
        downtimeMonths: dt,
        marketRentPerSqft: 12,
      }),
    );
    expect(
      blendedTerms(P, {
        downtimeMonths: dt,
        renewalFreeMonths: 1,
        newFreeMonths: 3,
        renewalTiPerSqft: 5,
        newTiPerSqft: 20,
        renewalLcPercent: 3,
        newLcPercent: 6,
      }),
    ).toEqual({ D, F, tiPerSqft: expect.closeTo(ti, 12), lcPercent: expect.closeTo(lc, 12) });
    expectRollover(x, 0, {
      suite: 'T',
      availableMonth: 12,
      startMonth: 12 + D,
      downtimeMonths: D,
      freeMonths: F,
      rentPerSqft: 12,
      tenantImprovements: 1000 * ti,
      leasingCommissions: (lc / 100) * 60_000,
    });
    // the chain's next lease is again at P: available at 12 + D + 60, starting D later
    expectRollover(x, 1, {
      availableMonth: 72 + D,
      startMonth: 72 + 2 * D,
      downtimeMonths: D,
      freeMonths: F,
    });
    // year 2: 12 - D months leased at 1000 of which F free
    expectYear(x, 2, {
      scheduledRent: (12 - D) * 1000,
      freeRent: F * 1000,
      occupancy: ((12 - D) / 12) * 100,
      tenantImprovements: 1000 * ti,
      leasingCommissions: (lc / 100) * 60_000,
    });
  });
});

describe('a lease chain across the horizon', () => {
  // holdPeriod 20: H = max(15, 20) + 1 = 21 years, months 0..251.
  // T: 1000 sf of 1000 at $12 to 2025-12-31 (e = 11); P = 100: D = 0, F = 1, TI 5 $/sf, LC 3 %;
  // term 100 months; market $12 growing 5 %.
  // n0 = 12, 112, 212 (312 >= 252 stops). The third lease runs months 212..311, past the horizon,
  // and its LC counts all 100 months.
  // Σ_{j=0}^{99} 1.05^floor(j/12) = 12 (1 + 1.05 + ... + 1.05^7) + 4 * 1.05^8
  //   = 12 * (1.05^8 - 1)/0.05 + 4 * 1.05^8 = 114.589306509375 + 5.90982177515625 = 120.49912828453125
  // M at n0 = 12 * 1.05^floor(n0/12); monthly rent 1000 * M / 12 = 1000 * 1.05^floor(n0/12);
  // LC = 0.03 * 1000 * 1.05^floor(n0/12) * 120.49912828453125:
  //   n0 = 12:  30 * 1.05 * S = 3795.722540962734
  //   n0 = 212: 30 * 1.05^17 * S
  const S = 12 * ((1.05 ** 8 - 1) / 0.05) + 4 * 1.05 ** 8;
  const d = deal({
    holdPeriod: 20,
    tenantLeases: [lease('T', 1000, 12, '2021-01-01', '2025-12-31')],
    renewalProbability: 100,
    renewalTermMonths: 100,
    marketRentPerSqft: 12,
    marketRentGrowth: 5,
  });

  it('projects H = 21 years and charges LC on the whole term', () => {
    const x = run(d);
    expect(S).toBeCloseTo(120.49912828453125, 10);
    expect(x.lp.years).toHaveLength(21);
    expect(x.lp.years.map((y) => y.year)).toEqual(Array.from({ length: 21 }, (_, k) => k + 1));
    expectRolloverCount(x, 3);
    expectRollover(x, 0, {
      startMonth: 12,
      rentPerSqft: 12.6,
      tenantImprovements: 5000,
      leasingCommissions: 3795.722540962734,
    });
    expectRollover(x, 1, { availableMonth: 112, startMonth: 112, rentPerSqft: 12 * 1.05 ** 9 });
    expectRollover(x, 2, {
      availableMonth: 212,
      startMonth: 212,
      rentPerSqft: 12 * 1.05 ** 17,
      tenantImprovements: 5000,
      leasingCommissions: 30 * 1.05 ** 17 * S,
    });
    // month 212 is in year floor(212/12) + 1 = 18
    expectYear(x, 18, { tenantImprovements: 5000, leasingCommissions: 30 * 1.05 ** 17 * S });
    expectYear(x, 21, { tenantImprovements: 0, leasingCommissions: 0, occupancy: 100 });
  });

  it('a default hold projects 16 years and counts a rollover only when n0 < 12H = 192', () => {
    // sqft 3000, P = 0, downtimeMonths 6: D = 6. Market $12, growth 0, term 60.
    //   X ends 2040-12-31: e = 191, m0 = 192: no rollover.
    //   Y ends 2040-06-30: e = 185, m0 = 186, n0 = 192 = 12H: no rollover.
    //   Z ends 2040-05-31: e = 184, m0 = 185, n0 = 191 < 192: one rollover in year 16,
    //     TI 20 * 1000 = 20000, LC 6 % of 60 * 1000 = 3600 (59 of its 60 months are past the horizon);
    //     F = 3: its only month inside the horizon (191) is free.
    const x = run(
      deal({
        sqft: 3000,
        tenantLeases: [
          lease('X', 1000, 12, '2020-01-01', '2040-12-31'),
          lease('Y', 1000, 12, '2020-01-01', '2040-06-30'),
          lease('Z', 1000, 12, '2020-01-01', '2040-05-31'),
        ],
        renewalProbability: 0,
        marketRentPerSqft: 12,
      }),
    );
    expect(x.lp.years).toHaveLength(16);
    expectRolloverCount(x, 1);
    expectRollover(x, 0, {
      suite: 'Z',
      availableMonth: 185,
      startMonth: 191,
      tenantImprovements: 20000,
      leasingCommissions: 3600,
    });
    // year 16 (months 180..191): X 12000; Y months 180..185 = 6000; Z 180..184 = 5000 and month 191
    // = 1000 (free); occupancy (12 + 6 + 6) / 36
    expectYear(x, 16, {
      scheduledRent: 24000,
      freeRent: 1000,
      occupancy: (24 / 36) * 100,
      tenantImprovements: 20000,
      leasingCommissions: 3600,
    });
  });
});

describe('the readings pinned in section 11', () => {
  it('2024-01-15 .. 2025-01-15 occupies 13 calendar months (leaseTerm is ignored)', () => {
    // asOf 2024-01-10: month 0 is January 2024; s = 0, e = 12: months 0..12. +3 % a year: the
    // anniversary s + 12 = 12 <= 12 steps month 12 to 1000 * 1.03 = 1030.
    // P = 0, downtimeMonths 60: D = 60, so the suite is vacant from month 13 to 72.
    const x = run(
      deal({
        asOf: '2024-01-10',
        tenantLeases: [
          lease('L', 1000, 12, '2024-01-15', '2025-01-15', { leaseTerm: 1, annualRentIncrease: 3 }),
        ],
        renewalProbability: 0,
        downtimeMonths: 60,
      }),
    );
    expectYear(x, 1, { scheduledRent: 12000, occupancy: 100 });
    expectYear(x, 2, { scheduledRent: 1030, occupancy: 100 / 12 });
    expectRollover(x, 0, { availableMonth: 13, startMonth: 73, downtimeMonths: 60 });
  });

  it('an endDate earlier in asOf’s month occupies month 0 and rolls from month 1 at renewalProbability', () => {
    // asOf 2025-01-20, end 2025-01-05: e = 0, not expired. m0 = 1, P = 70 (default): D = 2, F = 2.
    // Market unset: avg $12 -> 1000 a month. Year 1: month 0 = 1000; 1, 2 vacant; 3..11 = 9000,
    // free 3, 4 = 2000; occupancy 10/12.
    const x = run(
      deal({ asOf: '2025-01-20', tenantLeases: [lease('E', 1000, 12, '2020-01-01', '2025-01-05')] }),
    );
    expectRollover(x, 0, { suite: 'E', availableMonth: 1, startMonth: 3, downtimeMonths: 2, freeMonths: 2 });
    expectYear(x, 1, { scheduledRent: 10000, freeRent: 2000, occupancy: (10 / 12) * 100 });
  });

  it('for s < 0 the entered rent is the rent at month 0 (earlier anniversaries are not re-applied)', () => {
    // start 2022-03-01: s = 12(2022-2025) + (3-1) = -34; anniversaries s + 12k = -22, -10, 2, 14, ...
    // only 2 and 14 step it: months 0, 1 = 1000; 2..13 = 1100; 14.. = 1210 (+10 %).
    // Year 1 = 2 * 1000 + 10 * 1100 = 13000; year 2 = 2 * 1100 + 10 * 1210 = 14300.
    const x = run(
      deal({ tenantLeases: [lease('S', 1000, 12, '2022-03-01', '2045-12-31', { annualRentIncrease: 10 })] }),
    );
    expectYear(x, 1, { scheduledRent: 13000 });
    expectYear(x, 2, { scheduledRent: 14300 });
    // an anniversary exactly at month 0 (start 2024-01-05: s = -12, s + 12 = 0) is not counted
    // either: year 1 = 12000, year 2 steps at month 12 = 13200
    const y = run(
      deal({ tenantLeases: [lease('S', 1000, 12, '2024-01-05', '2045-12-31', { annualRentIncrease: 10 })] }),
    );
    expectYear(y, 1, { scheduledRent: 12000 });
    expectYear(y, 2, { scheduledRent: 13200 });
  });

  it('marketRentPerSqft 0 is a market rent of zero; null and absent fall back to avgRentPerSqft', () => {
    // sqft 2000: A 1000 sf at $12 to 2045; Vacant space 1000 sf, P = 0: D = 6, n0 = 6,
    // TI 20 * 1000 = 20000; at market 0: rent 0, LC 0, but the suite is leased (occupancy counts it):
    // year 1 occupancy (6 * 1/2 + 6 * 1)/12 = 75 %, rent 12000 (A only).
    const base = deal({ sqft: 2000, tenantLeases: [lease('A', 1000, 12, '2024-01-01', '2045-12-31')] });
    const zero = run({ ...base, marketRentPerSqft: 0 });
    expectRollover(zero, 0, {
      suite: 'Vacant space',
      startMonth: 6,
      rentPerSqft: 0,
      tenantImprovements: 20000,
      leasingCommissions: 0,
    });
    expectYear(zero, 1, { scheduledRent: 12000, occupancy: 75 });
    // null or absent: $12 (the roll's average): LC = 6 % of 60 * 1000 = 3600; year 1 rent
    // 12000 + 6 * 1000 = 18000
    for (const fallback of [run({ ...base, marketRentPerSqft: null }), run(base)]) {
      expectRollover(fallback, 0, { rentPerSqft: 12, leasingCommissions: 3600 });
      expectYear(fallback, 1, { scheduledRent: 18000 });
    }
  });

  it('Σ sqftLeased > sqft: no Vacant space suite, rents not prorated, occupancy capped at 100', () => {
    // sqft 1000, two leases of 800 sf at $10 to 2045: 1600 * 10 = 16000 a year, occupancy min(1, 1.6)
    const x = run(
      deal({
        tenantLeases: [
          lease('P', 800, 10, '2024-01-01', '2045-12-31'),
          lease('Q', 800, 10, '2024-01-01', '2045-12-31'),
        ],
      }),
    );
    for (let t = 1; t <= 16; t++) expectYear(x, t, { scheduledRent: 16000, occupancy: 100 });
    expectRolloverCount(x, 0);
  });

  it('free months before month 0 or after e are dropped and never pass to a rollover', () => {
    // start 2024-12-01: s = -1, 3 free months: -1, 0, 1 -> months 0, 1 free (2 * 1000)
    const before = run(
      deal({ tenantLeases: [lease('B', 1000, 12, '2024-12-01', '2045-12-31', { freeMonths: 3 })] }),
    );
    expectYear(before, 1, { scheduledRent: 12000, freeRent: 2000 });
    // 2025-01-01 .. 2025-02-28: e = 1, 5 free months -> 0, 1 free; rollover m0 = 2, P = 70: D = 2,
    // F = 2 (the blend, not the 3 left over), n0 = 4, free 4, 5. Year 1: rent 2000 + 8 * 1000 = 10000,
    // free 2000 + 2000 = 4000
    const after = run(
      deal({ tenantLeases: [lease('F', 1000, 12, '2025-01-01', '2025-02-28', { freeMonths: 5 })] }),
    );
    expectRollover(after, 0, { availableMonth: 2, startMonth: 4, freeMonths: 2 });
    expectYear(after, 1, { scheduledRent: 10000, freeRent: 4000 });
  });

  it('fractional free months are read literally: months s .. s + freeMonths - 1, so 2.5 frees 2', () => {
    // start 2025-01-01: s = 0; m <= 0 + 2.5 - 1 = 1.5 -> months 0 and 1 free (2 * 1000), not 3
    const x = run(
      deal({ tenantLeases: [lease('H', 1000, 12, '2025-01-01', '2045-12-31', { freeMonths: 2.5 })] }),
    );
    expectYear(x, 1, { scheduledRent: 12000, freeRent: 2000 });
  });

  it("the rent roll's own tenantImprovements is not a cost", () => {
    const x = run(
      deal({
        tenantLeases: [lease('T', 1000, 12, '2024-01-01', '2045-12-31', { tenantImprovements: 50_000 })],
      }),
    );
    for (let t = 1; t <= 16; t++) expectYear(x, t, { tenantImprovements: 0, leasingCommissions: 0 });
  });
});

describe('headline metrics in leases mode', () => {
  // The deal of the first case (lease A stepping and rolling over) with income, expenses and an
  // interest-free loan: price 150000, 25 % down -> loan 112500 over 25 years at 0 %:
  // payment 112500 / 300 = 375 a month, annual debt service 4500; equity 37500.
  // vacancy 5 %, other income 1200 (grows 4 % with market rent), management 1200 (grows 3 %).
  // Year 1: rent 12600, free 0, credit loss 630, other 1200: EGI 13170; opex 1200; NOI 11970;
  //   capex 0: annualCashFlow = 11970 - 0 - 4500 = 7470; cash on cash 7470 / 37500 = 19.92 %.
  //   breakEvenOccupancy = (1200 + 4500) / (12600 + 1200 + 0) * 100 = 41.30434782608696.
  //   goingInCapRate 11970 / 150000 = 7.98 %; exit cap 8.48 %; dscr 11970 / 4500 = 2.66;
  //   debtYield 11970 / 112500 = 10.64 %.
  // Year 2: rent 11800, free 2600, credit loss 0.05 * 9200 = 460, other 1248: EGI 9988; opex 1236;
  //   NOI 8752; capex 12500 + 1432.08 = 13932.08; cash flow 8752 - 13932.08 - 4500 = -9680.08;
  //   cumulative 7470 - 9680.08 = -2210.08.
  const d = deal({
    purchasePrice: 150_000,
    interestRate: 0,
    vacancyRate: 5,
    otherIncome: 1200,
    managementFees: 1200,
    expenseGrowthRate: 3,
    tenantLeases: [lease('A', 1000, 12, '2024-07-01', '2026-06-30', { annualRentIncrease: 10 })],
    renewalProbability: 50,
    downtimeMonths: 4,
    renewalTermMonths: 24,
    marketRentPerSqft: 15,
    marketRentGrowth: 4,
    discountRate: 8,
  });

  it('by hand, and every headline figure equal to the oracle to 1e-6 relative', () => {
    const x = run(d);
    const { r, o } = x;
    for (const [label, v] of [
      ['engine', r],
      ['oracle', o],
    ] as const) {
      expect(v.noi, label).toBeCloseTo(11970, 8);
      expect(v.annualCashFlow, label).toBeCloseTo(7470, 8);
      expect(v.cashOnCash, label).toBeCloseTo(19.92, 10);
      expect(v.breakEvenOccupancy, label).toBeCloseTo((5700 / 13800) * 100, 10);
      expect(v.goingInCapRate, label).toBeCloseTo(7.98, 10);
      expect(v.exitCapRate, label).toBeCloseTo(8.48, 10);
      expect(v.dscr, label).toBeCloseTo(2.66, 10);
      expect(v.debtYield, label).toBeCloseTo(10.64, 10);
      expect(v.cashFlowProjections[1]?.noi, label).toBeCloseTo(8752, 8);
      expect(v.cashFlowProjections[1]?.cashFlow, label).toBeCloseTo(-9680.08, 8);
      expect(v.cashFlowProjections[1]?.cumulative, label).toBeCloseTo(-2210.08, 8);
    }
    expect(r.roi).toBe(r.cashOnCash);
    // the sale of a 5-year hold is priced on year 6's NOI over the exit cap
    expect(r.salePrice).toBeCloseTo(((o.years[5]?.noi ?? Number.NaN) / 8.48) * 100, 6);
    const rel = (a: number | null, b: number | null) => {
      expect(a).not.toBeNull();
      expect(Math.abs((a as number) - (b as number))).toBeLessThanOrEqual(1e-6 * Math.abs(b as number));
    };
    rel(r.irr, o.irr);
    rel(r.equityMultiple, o.equityMultiple);
    rel(r.npv, o.npv);
    expect(r.cashFlowProjections.map((p) => p.year)).toEqual([1, 2, 3, 4, 5]);
    // appreciationProjections and WALT are unchanged: value_t = propertyValue * 1.03^t (no market
    // cap rate, so propertyValue = price), WALT as in simple mode
    expect(r.propertyValue).toBe(150_000);
    expect(r.appreciationProjections[1]?.value).toBeCloseTo(150_000 * 1.03 ** 2, 6);
    expect(r.walt).toBe(analyze({ ...d, projectionMode: 'simple' }).walt);
  });

  it('a leveraged NNN deal with several tenants equals the oracle', () => {
    run(
      deal({
        purchasePrice: 4_000_000,
        sqft: 20_000,
        interestRate: 6.5,
        loanTerm: 10,
        isInterestOnly: true,
        holdPeriod: 10,
        marketCapRate: 7,
        exitCapRate: 7.5,
        sellingCostsPercent: 2,
        closingCostsPercent: 1.5,
        discountRate: 9,
        isNnnLease: true,
        propertyTaxes: 40_000,
        insurance: 12_000,
        maintenance: 18_000,
        managementFees: 15_000,
        repairs: 5000,
        otherExpenses: 2500,
        vacancyRate: 3,
        otherIncome: 8000,
        marketRentGrowth: 2.5,
        expenseGrowthRate: 3,
        tenantLeases: [
          lease('Anchor', 8000, 18, '2019-05-01', '2029-04-30', { annualRentIncrease: 2 }),
          lease('Cafe', 1500, 32, '2023-09-15', '2026-09-14', { annualRentIncrease: 3, freeMonths: 2 }),
          lease('Gym', 5000, 15, '2025-06-01', '2035-05-31', { annualRentIncrease: 2.5, freeMonths: 6 }),
          lease('Gone', 2000, 20, '2018-01-01', '2024-11-30'),
        ],
      }),
    );
  });
});

describe('simple mode', () => {
  const roll = {
    purchasePrice: 2_000_000,
    sqft: 10_000,
    interestRate: 6,
    revenueInputType: 'individual' as const,
    asOf: '2025-01-15',
    tenantLeases: [lease('A', 6000, 20, '2023-01-01', '2027-12-31')],
  };
  const marketFields = {
    marketRentPerSqft: 30,
    marketRentGrowth: -5,
    expenseGrowthRate: 10,
    renewalProbability: 10,
    downtimeMonths: 12,
    renewalTermMonths: 24,
    newFreeMonths: 6,
    renewalFreeMonths: 2,
    newTiPerSqft: 50,
    renewalTiPerSqft: 10,
    newLcPercent: 8,
    renewalLcPercent: 4,
  };

  it('is the default, reports leaseProjection null and ignores the market leasing fields', () => {
    const plain = analyze(roll);
    expect(plain.leaseProjection).toBeNull();
    expect(analyze({ ...roll, projectionMode: 'simple' })).toEqual(plain);
    expect(analyze({ ...roll, projectionMode: 'simple', ...marketFields })).toEqual(plain);
    expect(analyze({ ...roll, ...marketFields })).toEqual(plain);
    const aggregate = { purchasePrice: 1_000_000, sqft: 10_000, interestRate: 6, annualRent: 120_000 };
    expect(analyze({ ...aggregate, ...marketFields })).toEqual(analyze(aggregate));
    expect(analyze(aggregate).leaseProjection).toBeNull();
  });
});

describe('validation of the lease-by-lease inputs', () => {
  const valid = deal({ tenantLeases: [lease('A', 1000, 12, '2024-01-01', '2028-12-31')] });

  /** fieldErrors of a parse of `input`, or {} when it passes. */
  function errors(input: unknown): Record<string, string> {
    const result = analysisInputSchema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  }

  it('accepts the valid base deal and every bound of every rule', () => {
    expect(errors(valid)).toEqual({});
    const bounds: [string, unknown][] = [
      ['marketRentPerSqft', 0],
      ['marketRentPerSqft', null],
      ['marketRentGrowth', -20],
      ['marketRentGrowth', 20],
      ['expenseGrowthRate', 0],
      ['expenseGrowthRate', 20],
      ['renewalProbability', 0],
      ['renewalProbability', 100],
      ['downtimeMonths', 0],
      ['downtimeMonths', 60],
      ['renewalTermMonths', 1],
      ['renewalTermMonths', 240],
      ['newFreeMonths', 0],
      ['newFreeMonths', 60],
      ['renewalFreeMonths', 0],
      ['renewalFreeMonths', 60],
      ['newTiPerSqft', 0],
      ['newTiPerSqft', 1000],
      ['renewalTiPerSqft', 0],
      ['renewalTiPerSqft', 1000],
      ['newLcPercent', 0],
      ['newLcPercent', 20],
      ['renewalLcPercent', 0],
      ['renewalLcPercent', 20],
    ];
    for (const [field, value] of bounds)
      expect(errors({ ...valid, [field]: value }), `${field}=${value}`).toEqual({});
  });

  const MARKET = 'Market rent cannot be negative';
  const GROWTH = 'Market rent growth must be between -20% and 20%';
  const EXPENSE = 'Expense growth must be between 0% and 20%';
  const RENEWAL = 'Renewal probability must be a whole percent between 0 and 100';
  const DOWNTIME = 'Downtime must be between 0 and 60 months';
  const TERM = 'Rollover lease term must be between 1 and 240 months';
  const FREE = 'Free months must be between 0 and 60';
  const TI = 'Tenant improvements must be between $0 and $1,000 per sq ft';
  const LC = 'Leasing commissions must be between 0% and 20%';
  const cases: [string, number, string][] = [
    ['marketRentPerSqft', -0.01, MARKET],
    ['marketRentGrowth', -20.01, GROWTH],
    ['marketRentGrowth', 20.01, GROWTH],
    ['expenseGrowthRate', -0.01, EXPENSE],
    ['expenseGrowthRate', 20.01, EXPENSE],
    ['renewalProbability', -1, RENEWAL],
    ['renewalProbability', 101, RENEWAL],
    ['renewalProbability', 70.5, RENEWAL],
    ['downtimeMonths', -1, DOWNTIME],
    ['downtimeMonths', 61, DOWNTIME],
    ['downtimeMonths', 2.5, DOWNTIME],
    ['renewalTermMonths', 0, TERM],
    ['renewalTermMonths', 241, TERM],
    ['renewalTermMonths', 12.5, TERM],
    ['newFreeMonths', -1, FREE],
    ['newFreeMonths', 61, FREE],
    ['newFreeMonths', 1.5, FREE],
    ['renewalFreeMonths', -1, FREE],
    ['renewalFreeMonths', 61, FREE],
    ['renewalFreeMonths', 0.5, FREE],
    ['newTiPerSqft', -0.01, TI],
    ['newTiPerSqft', 1000.01, TI],
    ['renewalTiPerSqft', -0.01, TI],
    ['renewalTiPerSqft', 1000.01, TI],
    ['newLcPercent', -0.01, LC],
    ['newLcPercent', 20.01, LC],
    ['renewalLcPercent', -0.01, LC],
    ['renewalLcPercent', 20.01, LC],
  ];

  it.each(cases)('%s = %f: "%s"', (field, value, message) => {
    expect(errors({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('leases mode needs the individual rent roll (message under projectionMode)', () => {
    expect(errors({ ...valid, revenueInputType: 'aggregate', annualRent: 100_000 })).toEqual({
      projectionMode: 'Lease-by-lease projection needs the individual rent roll',
    });
    // simple mode with the aggregate rent is fine
    expect(errors({ ...valid, revenueInputType: 'aggregate', projectionMode: 'simple' })).toEqual({});
  });

  it('leases mode needs every end date on or after its start date, day included', () => {
    const leases = [
      lease('A', 500, 12, '2024-01-01', '2028-12-31'),
      lease('B', 500, 12, '2025-03-10', '2025-03-09'),
    ];
    expect(errors({ ...valid, tenantLeases: leases })).toEqual({
      'tenantLeases.1.endDate': 'End date must be on or after the start date',
    });
    // same day is fine, so is an end in the same month after the start
    const sameDay = [lease('A', 1000, 12, '2025-03-10', '2025-03-10')];
    expect(errors({ ...valid, tenantLeases: sameDay })).toEqual({});
    // simple mode still accepts an end before the start
    expect(errors({ ...valid, projectionMode: 'simple', tenantLeases: leases })).toEqual({});
    expect(errors({ ...valid, projectionMode: undefined, tenantLeases: leases })).toEqual({});
  });

  it('leases mode needs asOf', () => {
    const { asOf: _asOf, ...noAsOf } = valid;
    expect(Object.keys(errors(noAsOf))).toEqual(['asOf']);
  });
});
