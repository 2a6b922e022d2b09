/**
 * fast-check generators of section 12.1's capital-stack inputs (underwriting.md), every field
 * anywhere within its rule: a senior loan structure, a second loan within the down payment, a
 * refinance (early years weighted so that holds both before and after it occur) and a waterfall
 * with ascending hurdles and a valid catch-up.
 */

import fc from 'fast-check';
import type { AnalysisInput } from '../../src/index.js';

/** Multiples of `unit` in [min, max], uniformly. */
const step = (min: number, max: number, unit: number) =>
  fc.integer({ min: Math.round(min / unit), max: Math.round(max / unit) }).map((k) => k * unit);

/** A percent in (0, max] (never 0). */
const positive = (max: number) => step(0.01, max, 0.01);

/** The section-12 inputs of a deal. */
export type CapitalStack = Pick<
  AnalysisInput,
  'interestOnlyMonths' | 'loanMaturityYears' | 'loanFeePercent' | 'secondLoan' | 'refinance' | 'waterfall'
>;

/** A second loan of at most `downPaymentPercent` of the price (null when there is no down payment). */
function secondLoanArb(downPaymentPercent: number) {
  if (!(downPaymentPercent > 0)) return fc.constant(null);
  return fc.option(
    fc.record({
      percentOfPrice: fc.oneof(
        fc.integer({ min: 1, max: 10_000 }).map((k) => (downPaymentPercent * k) / 10_000),
        fc.constant(downPaymentPercent),
      ),
      interestRate: fc.oneof(step(0, 30, 0.01), fc.constant(0)),
      amortizationYears: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
      maturityYears: fc.integer({ min: 1, max: 40 }),
      feePercent: step(0, 10, 0.01),
    }),
    { nil: null, freq: 3 },
  );
}

/** A refinance in year 1..29, early years more likely (the holds tested are 1..20). */
export const refinanceArb = fc.record({
  year: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 8 }), weight: 3 }, fc.integer({ min: 1, max: 29 })),
  loanToValuePercent: positive(100),
  minDscr: fc.option(step(1, 5, 0.01), { nil: null }),
  capRate: fc.option(step(0.1, 50, 0.01), { nil: null }),
  interestRate: fc.oneof(step(0, 30, 0.01), fc.constant(0)),
  amortizationYears: fc.integer({ min: 1, max: 40 }),
  interestOnlyMonths: fc.integer({ min: 0, max: 120 }),
  maturityYears: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
  costsPercent: step(0, 10, 0.01),
  prepaymentPercent: step(0, 10, 0.01),
});

/** Valid waterfall terms: hurdles strictly ascending above the pref, catch-up 0 or above the first promote. */
export const waterfallArb = fc
  .record({
    lpEquityPercent: fc.oneof(positive(100), fc.constant(100)),
    prefRate: step(0, 30, 0.01),
    gaps: fc.array(step(0.01, 15, 0.01), { maxLength: 4 }),
    promotes: fc.array(step(0, 99, 0.01), { minLength: 4, maxLength: 4 }),
    residualPromotePercent: step(0, 99, 0.01),
    catchUp: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
  })
  .map(({ gaps, promotes, catchUp, ...terms }) => {
    let hurdle = terms.prefRate;
    const tiers = gaps.map((gap, k) => {
      hurdle += gap;
      return { hurdleIrr: Math.min(100, hurdle), promotePercent: promotes[k] as number };
    });
    const distinct = tiers.filter((tier, k) => k === 0 || tier.hurdleIrr > (tiers[k - 1]?.hurdleIrr ?? 0));
    const firstPromote = distinct[0]?.promotePercent ?? terms.residualPromotePercent;
    // a catch-up strictly between the first promote and 100 %, or 100 % itself
    const catchUpPercent =
      catchUp === null || firstPromote === 0 || firstPromote >= 99.99
        ? 0
        : catchUp === 1000
          ? 100
          : firstPromote + ((100 - firstPromote) * catchUp) / 1000;
    return { ...terms, tiers: distinct, catchUpPercent };
  });

/** Every section-12 input for a deal with `downPaymentPercent` down. */
export function capitalStackArb(downPaymentPercent: number): fc.Arbitrary<CapitalStack> {
  return fc.record({
    interestOnlyMonths: fc.oneof(fc.integer({ min: 0, max: 120 }), fc.constant(0)),
    loanMaturityYears: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
    loanFeePercent: step(0, 10, 0.01),
    secondLoan: secondLoanArb(downPaymentPercent),
    refinance: fc.option(refinanceArb, { nil: null, freq: 3 }),
    waterfall: fc.option(waterfallArb, { nil: null, freq: 3 }),
  });
}

/** `deals` with a random capital stack and a hold of 1..20 years. */
export function withStack<D extends AnalysisInput>(deals: fc.Arbitrary<D>): fc.Arbitrary<D> {
  return deals.chain((deal) =>
    fc
      .tuple(capitalStackArb(deal.downPaymentPercent ?? 25), fc.integer({ min: 1, max: 20 }))
      .map(([stack, holdPeriod]) => ({ ...deal, ...stack, holdPeriod })),
  );
}
