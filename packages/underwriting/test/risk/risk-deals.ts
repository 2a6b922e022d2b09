/** Deals the risk tests share: a simple deal, a lease-by-lease deal and a stacked deal with a waterfall. */

import { benchLeaseDeal } from '../../bench/lease-deals.js';
import type { AnalysisInput } from '../../src/index.js';
import { SAMPLE_DEAL } from '../fixtures/sample-deal.js';

/** The 12-tenant sample deal (simple projection). */
export const SIMPLE: AnalysisInput = SAMPLE_DEAL;

/** A 20-suite lease-by-lease deal (the benchmark's). */
export const LEASES: AnalysisInput = benchLeaseDeal(20);

/** An aggregate deal with a second loan, a refinance and a waterfall (goal seek's stacked deal). */
export { STACKED } from '../helpers/stacked-deal.js';
