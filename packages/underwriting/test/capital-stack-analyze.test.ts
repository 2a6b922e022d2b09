/**
 * Section 12 of underwriting.md (the capital stack) at the deal level: analyze() against the
 * deal-level oracle (test/helpers/capital-stack-deal-oracle.ts) on random deals in simple and
 * leases mode with random capital stacks, and the defaults property (every section-12 input at
 * its default changes nothing, to the last bit). Worked examples: capital-stack-examples.test.ts.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnalysisInput, analyze } from '../src/index.js';
import { dealArb, realisticDealArb } from './helpers/arbitraries.js';
import { withStack } from './helpers/capital-stack-arbitraries.js';
import { agrees } from './helpers/capital-stack-compare.js';
import { leaseDealArb } from './helpers/lease-arbitraries.js';
import { leaseDetailDealArb } from './helpers/lease-detail-arbitraries.js';

describe('analyze() with a capital stack, against the deal-level oracle', () => {
  it('simple mode', () => {
    fc.assert(fc.property(withStack(realisticDealArb), agrees), { numRuns: 300 });
  });
  it('leases mode', () => {
    fc.assert(fc.property(withStack(leaseDealArb()), agrees), { numRuns: 150 });
  });
  it('leases mode with lease detail (an explicit null recoveryType left out: see the test below)', () => {
    const deals = leaseDetailDealArb().map((deal) => ({
      ...deal,
      tenantLeases: deal.tenantLeases.map(({ recoveryType, ...lease }) =>
        recoveryType === null ? lease : { ...lease, recoveryType },
      ),
    }));
    // no shrinking: a lease-detail counterexample takes seconds per shrink step
    fc.assert(fc.property(withStack(deals), agrees), { numRuns: 80, endOnFailure: true });
  });
  it('a deal with a section-12 group accepts a lease whose recoveryType is null (11.1: null means its default)', () => {
    const lease = {
      tenantName: 'A',
      sqftLeased: 1000,
      rentPerSqft: 20,
      leaseTerm: 12,
      freeMonths: 0,
      tenantImprovements: 0,
      annualRentIncrease: 0,
      startDate: '2024-01-01',
      endDate: '2030-12-31',
      recoveryType: null,
    };
    const deal: AnalysisInput = {
      purchasePrice: 300_000,
      sqft: 1000,
      interestRate: 6,
      revenueInputType: 'individual',
      asOf: '2025-01-01',
      tenantLeases: [lease],
    };
    expect(() => analyze(deal)).not.toThrow();
    const waterfall = { lpEquityPercent: 90, prefRate: 8, residualPromotePercent: 20 };
    expect(() => analyze({ ...deal, waterfall })).not.toThrow();
    expect(() => analyze({ ...deal, projectionMode: 'leases', waterfall })).not.toThrow();
  });
});

/** Paths where two results differ, numbers compared with Object.is (so -0 and 0 differ). */
function differences(a: unknown, b: unknown, path = 'result'): string[] {
  if (typeof a === 'number' || typeof b === 'number') return Object.is(a, b) ? [] : [`${path}: ${a} vs ${b}`];
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    return a === b ? [] : [`${path}: ${String(a)} vs ${String(b)}`];
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((k) =>
    differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`),
  );
}

/** Every section-12 input at its default, given explicitly. */
const DEFAULT_STACK = {
  interestOnlyMonths: 0,
  loanMaturityYears: null,
  loanFeePercent: 0,
  secondLoan: null,
  refinance: null,
  waterfall: null,
} as const;

describe('the defaults change nothing (12: "to the last bit")', () => {
  const same = (deal: AnalysisInput) => {
    const plain = analyze(deal);
    expect(differences(analyze({ ...deal, ...DEFAULT_STACK }), plain)).toEqual([]);
    expect(plain.loanFees).toBe(0);
    expect(plain.secondLoanAmount).toBe(0);
    expect(plain.seniorDebtService).toBe(plain.annualDebtService);
    expect(plain.secondDebtService).toBe(0);
    expect(Object.is(plain.seniorDscr, plain.dscr)).toBe(true);
    expect(plain.refinance).toBeNull();
    expect(plain.waterfall).toBeNull();
  };
  it('simple mode', () => {
    fc.assert(fc.property(realisticDealArb, same), { numRuns: 200 });
  });
  it('any valid deal over the whole range of every field', () => {
    fc.assert(fc.property(dealArb, same), { numRuns: 100 });
  });
  it('leases mode', () => {
    fc.assert(fc.property(leaseDealArb(), same), { numRuns: 60 });
  });
});
