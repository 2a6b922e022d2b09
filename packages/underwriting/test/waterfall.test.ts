/**
 * Section 12.5 of underwriting.md (the equity waterfall): worked examples computed by hand (the
 * spec's three reference cases are in waterfall-reference.test.ts), the engine against the
 * tier-by-tier oracle on random terms and cash flows, and the split's invariants.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runWaterfall, type WaterfallParty, type WaterfallTerms } from '../src/index.js';
import { npv, type OracleParty, oracleWaterfall } from './helpers/capital-stack-oracle.js';

/** 1e-9 relative, `floor` (1e-6 unless told) absolute near 0. */
const near = (actual: number, expected: number, floor = 1e-6) =>
  actual === expected || Math.abs(actual - expected) <= 1e-9 * Math.abs(expected) + floor;
const close = (actual: number | null | undefined, expected: number, what = '', floor = 1e-6) =>
  expect(near(actual ?? Number.NaN, expected, floor), `${what} ${actual} vs ${expected}`).toBe(true);

/** Each tier's amount X of a year, in order. */
function closeTiers(byTier: readonly number[] | undefined, expected: readonly number[]) {
  expect(byTier).toHaveLength(expected.length);
  expected.forEach((x, i) => {
    close(byTier?.[i], x, `tier ${i}`);
  });
}

/**
 * The absolute floor for comparing with the oracle: 1e-6, widened by the catch-up's conditioning.
 * Its limit divides `q S - P` (of size q Σ|CF|) by `p - q(1 - p) = (p - p_1) / (1 - p_1)`, so two
 * sound evaluations of it differ by a few eps p_1 Σ|CF| / (p - p_1): large when p is near p_1.
 */
function floorFor(terms: WaterfallTerms, flows: readonly number[]): number {
  if (terms.catchUpPercent === 0) return 1e-6;
  const p = terms.catchUpPercent / 100;
  const p1 = (terms.tiers[0]?.promotePercent ?? terms.residualPromotePercent) / 100;
  const scale = flows.reduce((sum, cf) => sum + Math.abs(cf), 0);
  return 1e-6 + (1e-15 * scale * p1) / (p - p1);
}

const pct = (min: number, max: number) =>
  fc.oneof(
    { arbitrary: fc.integer({ min: min * 1e6, max: max * 1e6 }).map((x) => x / 1e6), weight: 4 },
    { arbitrary: fc.double({ min, max, noNaN: true }), weight: 1 },
  );

/** Terms that pass 12.1: 0..4 tiers ascending above the pref, a catch-up 0 or above the first promote. */
const termsArb: fc.Arbitrary<WaterfallTerms> = fc
  .record({
    // hundredths of a percent: with the LP at 99.99999 % the GP's sliver is a difference of nearly
    // equal numbers in the engine (pro rata minus the LP's part) and loses ~eps / (1 - a) relative
    lpEquityPercent: fc.oneof(
      fc.integer({ min: 100, max: 10_000 }).map((x) => x / 100),
      fc.constantFrom(1, 50, 90, 100),
    ),
    prefRate: fc.oneof(pct(0, 30), fc.constantFrom(0, 8)),
    steps: fc.array(fc.record({ gap: pct(0.01, 15), promotePercent: fc.oneof(pct(0, 99), fc.constant(0)) }), {
      maxLength: 4,
    }),
    residualPromotePercent: fc.oneof(pct(0, 99), fc.constantFrom(0, 20)),
    catchUp: fc.oneof(fc.constant(0), pct(0.001, 1), fc.constant(1)),
  })
  .map(({ steps, catchUp, ...rest }) => {
    let hurdle = rest.prefRate;
    const tiers = steps.map(({ gap, promotePercent }) => {
      hurdle += gap;
      return { hurdleIrr: hurdle, promotePercent };
    });
    const first = tiers[0]?.promotePercent ?? rest.residualPromotePercent;
    const candidate = first + catchUp * (100 - first);
    const catchUpPercent = catchUp > 0 && first > 0 && candidate > first ? candidate : 0;
    return { ...rest, tiers, catchUpPercent };
  });

/** Whole cents, evenly spread: cash, not subnormal doubles (whose products lose every digit). */
const cents = (min: number, max: number) =>
  fc.integer({ min: min * 100, max: max * 100 }).map((x) => x / 100);

/** CF_0 (an investment or 0) and 1..15 years with capital calls, negative and zero years. */
const flowsArb = fc
  .tuple(
    fc.oneof(cents(-1e7, 0), fc.constant(0), fc.constant(-1e6)),
    fc.array(fc.oneof(cents(-1e6, 3e6), cents(0, 1e7), fc.constant(0)), { minLength: 1, maxLength: 15 }),
  )
  .map(([cf0, rest]) => [cf0, ...rest]);
const RUNS = { numRuns: 400 };

/** Sign changes of a flow series, zeros skipped. */
const signChanges = (flows: readonly number[]) => {
  const signs = flows.filter((x) => x !== 0).map(Math.sign);
  return signs.filter((s, i) => i > 0 && s !== signs[i - 1]).length;
};

/** A party's totals, and its IRR where it is unambiguous (one sign change and a root). */
function expectParty(engine: WaterfallParty, oracle: OracleParty, who: string, floor: number) {
  close(engine.contributed, oracle.contributed, `${who} contributed`);
  close(engine.distributed, oracle.distributed, `${who} distributed`, floor);
  if (oracle.equityMultiple === null) expect(engine.equityMultiple, `${who} multiple`).toBeNull();
  else close(engine.equityMultiple, oracle.equityMultiple, `${who} multiple`);
  if (oracle.contributed === 0) {
    expect(engine.irr).toBe(0);
    expect(engine.irrStatus).toBe('no-sign-change');
  } else if (signChanges(oracle.flows) === 1 && oracle.irr !== null) {
    expect(engine.irrStatus, `${who} irrStatus`).toBe('converged');
    expect(
      Math.abs(engine.irr - oracle.irr) <= 1e-6 + 1e-9 * Math.abs(oracle.irr),
      `${who} irr ${engine.irr} vs ${oracle.irr}`,
    ).toBe(true);
  } else if (engine.irrStatus === 'converged') {
    // several sign changes: whichever root the engine picks must be a root
    const r = engine.irr / 100;
    const size = npv(
      oracle.flows.map((cf) => Math.abs(cf)),
      r,
    );
    expect(Math.abs(npv(oracle.flows, r)) <= 1e-8 * size, `${who} NPV at ${engine.irr} %`).toBe(true);
  }
}

const base = (overrides: Partial<WaterfallTerms>): WaterfallTerms => ({
  lpEquityPercent: 100,
  prefRate: 8,
  catchUpPercent: 0,
  tiers: [],
  residualPromotePercent: 20,
  ...overrides,
});

describe('equity waterfall: worked examples', () => {
  it('a hurdle tier between the pref and the residual, GP co-invest 10 %', () => {
    // A_1 = 900 * 1.08 = 972, A_2 = 900 * 1.12 = 1008; pref 1080 (LP 972), tier 36 / 0.72 = 50, residual 370
    const terms = base({
      lpEquityPercent: 90,
      tiers: [{ hurdleIrr: 12, promotePercent: 20 }],
      residualPromotePercent: 30,
    });
    const result = runWaterfall([-1000, 1500], terms);
    const [year] = result.years;
    closeTiers(year?.byTier, [1080, 50, 370]);
    close(year?.lp, 972 + 36 + 233.1);
    close(year?.gp, 108 + 14 + 136.9);
    close(year?.promote, 10 + 111);
    close(result.gp.promote, 121);
    close(result.lp.irr, (1241.1 / 900 - 1) * 100);
    close(result.gp.irr, (258.9 / 100 - 1) * 100);
  });

  it('a partial catch-up (50 %) brings the GP to 20 % of the profit', () => {
    // pref 108; S = 8, q = 0.25: X = 2 / (0.5 - 0.125) = 16/3; residual 20/3
    const result = runWaterfall([-100, 120], base({ catchUpPercent: 50 }));
    const [year] = result.years;
    closeTiers(year?.byTier, [108, 16 / 3, 20 / 3]);
    close(result.lp.distributed, 116);
    close(result.gp.distributed, 4);
    close(result.gp.promote, 4);
  });

  it('a full catch-up with GP co-invest: the GP promote is 20 % of the profit', () => {
    const result = runWaterfall([-100, 130], base({ lpEquityPercent: 90, catchUpPercent: 100 }));
    const [year] = result.years;
    closeTiers(year?.byTier, [108, 2, 20]);
    close(result.lp.distributed, 97.2 + 14.4);
    close(result.gp.distributed, 10.8 + 2 + 5.6);
    close(result.gp.promote, 6);
    close(result.lp.contributed, 90);
    close(result.gp.contributed, 10);
  });

  it('a capital call re-opens the preferred return; a short year pays the pref in part', () => {
    const result = runWaterfall([-100, 200, -50, 60], base({ prefRate: 10 }));
    const [y1, y2, y3] = result.years;
    closeTiers(y1?.byTier, [110, 90]);
    expect(y2).toMatchObject({ year: 2, distributable: 0, lp: 0, gp: 0, promote: 0 });
    closeTiers(y3?.byTier, [55, 5]); // A = 50 * 1.1
    close(result.lp.contributed, 150);
    close(result.lp.distributed, 110 + 72 + 55 + 4);
    close(result.gp.promote, 19);
    const short = runWaterfall([-100, 50, 80], base({ prefRate: 10 }));
    closeTiers(short.years[0]?.byTier, [50, 0]);
    closeTiers(short.years[1]?.byTier, [66, 14]); // (110 - 50) * 1.1
  });

  it('CF_0 > 0 is never distributed and nobody contributed: IRR 0, no multiple', () => {
    const result = runWaterfall([50, 100], base({}));
    close(result.lp.distributed, 80);
    close(result.gp.distributed, 20);
    for (const party of [result.lp, result.gp]) {
      expect(party).toMatchObject({
        contributed: 0,
        irr: 0,
        irrStatus: 'no-sign-change',
        equityMultiple: null,
      });
    }
  });
});

describe('equity waterfall against the oracle', () => {
  it('per year and per tier, party totals and IRRs', () => {
    fc.assert(
      fc.property(termsArb, flowsArb, (terms, flows) => {
        const engine = runWaterfall(flows, terms);
        const oracle = oracleWaterfall(flows, terms);
        const floor = floorFor(terms, flows);
        expect(engine.years).toHaveLength(oracle.years.length);
        oracle.years.forEach((want, i) => {
          const got = engine.years[i];
          expect(got?.year).toBe(want.year);
          close(got?.distributable, want.distributable, `D ${want.year}`);
          close(got?.lp, want.lp, `lp ${want.year}`, floor);
          close(got?.gp, want.gp, `gp ${want.year}`, floor);
          close(got?.promote, want.promote, `promote ${want.year}`, floor);
          expect(got?.byTier).toHaveLength(want.byTier.length);
          want.byTier.forEach((x, k) => {
            close(got?.byTier[k], x, `tier ${k} of ${want.year}`, floor);
          });
        });
        expectParty(engine.lp, oracle.lp, 'lp', floor);
        expectParty(engine.gp, oracle.gp, 'gp', floor);
        close(engine.gp.promote, oracle.gp.promote, 'gp promote', floor);
      }),
      RUNS,
    );
  });

  it('Σ byTier = lp + gp = distributable each year; LP + GP get Σ max(CF_t, 0), t >= 1', () => {
    fc.assert(
      fc.property(termsArb, flowsArb, (terms, flows) => {
        const result = runWaterfall(flows, terms);
        for (const year of result.years) {
          close(year.lp + year.gp, year.distributable, 'lp + gp');
          close(
            year.byTier.reduce((s, x) => s + x, 0),
            year.distributable,
            'Σ byTier',
          );
          expect(year.byTier.every((x) => x >= 0)).toBe(true);
          expect(year.promote <= year.gp + 1e-6).toBe(true);
        }
        const positive = flows.slice(1).reduce((s, cf) => s + Math.max(cf, 0), 0);
        close(result.lp.distributed + result.gp.distributed, positive, 'LP + GP');
        close(
          result.lp.contributed + result.gp.contributed,
          flows.reduce((s, cf) => s + Math.max(-cf, 0), 0),
        );
      }),
      RUNS,
    );
  });

  it('pari passu (no tiers, no catch-up, residual 0): the LP gets exactly its share', () => {
    fc.assert(
      fc.property(termsArb, flowsArb, (terms, flows) => {
        const plain = { ...terms, tiers: [], catchUpPercent: 0, residualPromotePercent: 0 };
        const a = plain.lpEquityPercent / 100;
        const result = runWaterfall(flows, plain);
        for (const year of result.years) {
          close(year.lp, a * year.distributable, 'lp share');
          close(year.gp, (1 - a) * year.distributable, 'gp share');
          expect(year.promote).toBe(0);
          expect(year.byTier).toHaveLength(2);
        }
        expect(result.gp.promote).toBe(0);
      }),
      RUNS,
    );
  });
});
