/**
 * Section 12 of underwriting.md (the capital stack) at the deal level: analyze() against the
 * deal-level oracle (test/helpers/capital-stack-deal-oracle.ts) on random deals in simple and
 * leases mode with random capital stacks, worked examples checked by hand, and the defaults
 * property (every section-12 input at its default changes nothing, to the last bit).
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnalysisInput, analyze } from '../src/index.js';
import { realisticDealArb } from './helpers/arbitraries.js';
import { withStack } from './helpers/capital-stack-arbitraries.js';
import { expectMatchesOracle } from './helpers/capital-stack-compare.js';
import { capitalStackDealOracle } from './helpers/capital-stack-deal-oracle.js';
import { leaseDealArb } from './helpers/lease-arbitraries.js';

/** analyze() and the oracle agree on `deal`. */
function agrees(deal: AnalysisInput): void {
  expectMatchesOracle(deal, analyze(deal), capitalStackDealOracle(deal));
}

describe('analyze() with a capital stack, against the deal-level oracle', () => {
  it('simple mode', () => {
    fc.assert(fc.property(withStack(realisticDealArb), agrees), { numRuns: 300 });
  });
  it('leases mode', () => {
    fc.assert(fc.property(withStack(leaseDealArb()), agrees), { numRuns: 150 });
  });
});
