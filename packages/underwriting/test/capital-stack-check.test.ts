import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveValidStack } from '../src/capital-stack-check.js';
import { type AnalysisInput, analysisInputSchema, dealIssues, resolveInput } from '../src/index.js';

/** A field's value: mostly in or at the edge of the section's ranges, sometimes wrong in every way. */
const value = (min: number, max: number) =>
  fc.oneof(
    { weight: 24, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) },
    { weight: 12, arbitrary: fc.double({ min, max, noNaN: true }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        min,
        max,
        min - 1,
        max + 1,
        0,
        2.5,
        -0,
        null,
        undefined,
        Number.NaN,
        '5',
        true,
      ),
    },
  );

/** An optional field: sometimes left out. */
const field = (min: number, max: number) => fc.option(value(min, max), { nil: undefined, freq: 4 });

const secondLoanArb = fc.record({
  percentOfPrice: value(0, 40),
  interestRate: value(0, 30),
  amortizationYears: field(1, 40),
  maturityYears: value(1, 40),
  feePercent: field(0, 10),
});

const refinanceArb = fc.record({
  year: value(1, 29),
  loanToValuePercent: value(0, 100),
  minDscr: field(1, 5),
  capRate: field(0.1, 50),
  interestRate: value(0, 30),
  amortizationYears: value(1, 40),
  interestOnlyMonths: field(0, 120),
  maturityYears: field(1, 40),
  costsPercent: field(0, 10),
  prepaymentPercent: field(0, 10),
});

const waterfallArb = fc.record({
  lpEquityPercent: value(0, 100),
  prefRate: value(0, 30),
  catchUpPercent: field(0, 100),
  tiers: fc.option(
    fc.oneof(
      fc.array(fc.record({ hurdleIrr: value(0, 100), promotePercent: value(0, 99) }), { maxLength: 5 }),
      // ascending hurdles above any preferred return, as a sponsor writes them
      fc
        .array(value(0, 99), { maxLength: 4 })
        .map((promotes) => promotes.map((promotePercent, k) => ({ hurdleIrr: 31 + 10 * k, promotePercent }))),
    ),
    { nil: undefined },
  ),
  residualPromotePercent: value(0, 99),
});

/** A group: absent, null, not an object, or an object of the arbitrary. */
const group = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(undefined, null, 'loan', [], 7) },
    { weight: 4, arbitrary: arb },
  );

const dealArb = fc.record({
  purchasePrice: fc.constant(8_000_000),
  sqft: fc.constant(40_000),
  interestRate: fc.constant(6),
  annualRent: fc.constant(900_000),
  downPaymentPercent: fc.constantFrom(10, 25, 40),
  secondLoan: group(secondLoanArb),
  refinance: group(refinanceArb),
  waterfall: group(waterfallArb),
});

describe('the capital stack fast check', () => {
  it('accepts exactly the deals the exact check finds valid, resolved as resolveInput and the schema resolve them', () => {
    let accepted = 0;
    fc.assert(
      fc.property(dealArb, (raw) => {
        // any shape at all, as a caller may send it
        const deal = raw as unknown as AnalysisInput;
        const hasGroup = deal.secondLoan != null || deal.refinance != null || deal.waterfall != null;
        const fast = resolveValidStack(deal);
        const valid = dealIssues(deal).length === 0;
        if (!hasGroup) return fast === null;
        expect(fast !== null, JSON.stringify(deal)).toBe(valid);
        if (fast !== null) {
          accepted++;
          expect(fast).toEqual(resolveInput(deal));
          // the hand-written resolvers fill the groups as the schema's own parse does
          const parsed = analysisInputSchema.parse(deal);
          expect([fast.secondLoan, fast.refinance, fast.waterfall]).toEqual([
            parsed.secondLoan,
            parsed.refinance,
            parsed.waterfall,
          ]);
        }
        return true;
      }),
      { numRuns: 4000 },
    );
    // the runs reach valid stacks, not only broken ones
    expect(accepted).toBeGreaterThan(60);
  });
});
