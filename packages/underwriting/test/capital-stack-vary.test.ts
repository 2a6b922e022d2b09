/**
 * The capital stack varied (issue 27): goal seek on the waterfall's party IRRs ("max price for a
 * 15 % LP IRR": `lpIrr` and `gpIrr` are `analyze().waterfall.lp.irr` and `.gp.irr`, underwriting.md
 * 12.5, solved on `analyze()` itself like every other metric), goal seek and sensitivity grids on
 * the stack's inputs (inside their groups).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AnalysisInput,
  analyze,
  metricOf,
  resolveInput,
  type SolveVary,
  sensitivity,
  solvableInputs,
  solveFor,
  solveRange,
  withVaried,
} from '../src/index.js';
import { realisticDealArb } from './helpers/arbitraries.js';
import { waterfallArb } from './helpers/capital-stack-arbitraries.js';
import { STACKED } from './helpers/stacked-deal.js';

describe('goal seek on the LP and GP IRR', () => {
  it('finds the price for a 15 % LP IRR and the rate for a 20 % GP IRR, confirmed by analyze()', () => {
    const lp = solveFor(STACKED, { vary: 'purchasePrice', metric: 'lpIrr', target: 15 });
    if (lp.value === null) throw new Error(lp.reason);
    const atPrice = analyze(withVaried(STACKED, 'purchasePrice', lp.value));
    expect(atPrice.waterfall?.lp.irrStatus).toBe('converged');
    expect(Math.abs((atPrice.waterfall?.lp.irr ?? 0) - 15)).toBeLessThan(1e-6);
    expect(lp.metricValue).toBe(atPrice.waterfall?.lp.irr);
    const gp = solveFor(STACKED, { vary: 'exitCapRate', metric: 'gpIrr', target: 20 });
    if (gp.value === null) throw new Error(gp.reason);
    expect(
      Math.abs(metricOf(analyze(withVaried(STACKED, 'exitCapRate', gp.value)), 'gpIrr') - 20),
    ).toBeLessThan(1e-6);
  });

  it('a deal without a waterfall has no LP or GP IRR to aim at: a clear message', () => {
    const { waterfall: _none, ...plain } = STACKED;
    expect(() => solveFor(plain, { vary: 'purchasePrice', metric: 'lpIrr', target: 15 })).toThrow(
      new RangeError('LP IRR needs a waterfall (the LP/GP split of the equity)'),
    );
    expect(() => solveFor(plain, { vary: 'purchasePrice', metric: 'gpIrr', target: 15 })).toThrow(
      new RangeError('GP IRR needs a waterfall (the LP/GP split of the equity)'),
    );
  });

  it('a GP that contributes nothing has no IRR: out of reach, with a reason', () => {
    const lpOnly = { ...STACKED, waterfall: { ...STACKED.waterfall!, lpEquityPercent: 100 } };
    const result = solveFor(lpOnly, { vary: 'purchasePrice', metric: 'gpIrr', target: 20 });
    expect(result.value).toBeNull();
    if (result.value === null) expect(result.reason).toContain('GP IRR');
  });

  it('on random deals with a waterfall, a reachable LP or GP IRR (made by moving the input) is reached', () => {
    const varies: SolveVary[] = ['purchasePrice', 'exitCapRate', 'interestRate', 'vacancyRate'];
    const stats = { total: 0, solved: 0 };
    fc.assert(
      fc.property(
        realisticDealArb,
        waterfallArb,
        fc.constantFrom(...varies),
        fc.constantFrom('lpIrr' as const, 'gpIrr' as const),
        fc.integer({ min: 50, max: 950 }).map((k) => k / 1000),
        (raw, waterfall, vary, metric, u) => {
          const deal = { ...raw, downPaymentPercent: Math.max(10, raw.downPaymentPercent ?? 25), waterfall };
          const { lo, hi } = solveRange(vary, resolveInput(deal));
          const at =
            vary === 'purchasePrice' ? deal.purchasePrice * (0.5 + u) : lo + u * (Math.min(hi, lo + 40) - lo);
          const target = metricOf(analyze(withVaried(deal, vary, at)), metric);
          fc.pre(Number.isFinite(target) && Math.abs(target) < 500);
          const result = solveFor(deal, { vary, metric, target });
          stats.total++;
          if (result.value === null) return; // a jump (a tier switching on) is reported, never answered
          stats.solved++;
          const got = metricOf(analyze(withVaried(deal, vary, result.value)), metric);
          expect(Math.abs(got - target)).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(target)));
        },
      ),
      { numRuns: 150 },
    );
    // nearly every target is found; the rest are reported jumps, not wrong answers
    expect(stats.solved).toBeGreaterThan(0.9 * stats.total);
  });
});

describe('goal seek varies the capital stack’s inputs', () => {
  it.each([
    ['secondLoanPercent', 'lpIrr', 20, (d: AnalysisInput) => d.secondLoan?.percentOfPrice],
    ['refinanceLtv', 'lpIrr', 55, (d: AnalysisInput) => d.refinance?.loanToValuePercent],
    ['prefRate', 'gpIrr', 10, (d: AnalysisInput) => d.waterfall?.prefRate],
    ['residualPromote', 'lpIrr', 30, (d: AnalysisInput) => d.waterfall?.residualPromotePercent],
    ['loanFeePercent', 'irr', 2, (d: AnalysisInput) => d.loanFeePercent],
  ] as const)(
    '%s for the %s it gives at %d: inside its group, confirmed by analyze()',
    (vary, metric, at, read) => {
      // a reachable target: the metric where the input is moved to `at`
      const target = metricOf(analyze(withVaried(STACKED, vary, at)), metric);
      const result = solveFor(STACKED, { vary, metric, target });
      if (result.value === null) throw new Error(result.reason);
      const solved = withVaried(STACKED, vary, result.value);
      expect(read(solved)).toBe(result.value);
      // nothing else in the group moves
      expect({ ...solved, [vary]: undefined }).toMatchObject({
        secondLoan: expect.objectContaining({ interestRate: 11, maturityYears: 5 }),
        waterfall: expect.objectContaining({ lpEquityPercent: 90 }),
      });
      expect(Math.abs(metricOf(analyze(solved), metric) - target)).toBeLessThan(1e-6);
    },
  );

  it('stays within the group’s rules, and a deal without the group is told to add it', () => {
    const { lo, hi } = solveRange('prefRate', resolveInput(STACKED));
    expect([lo, hi]).toEqual([0, 12 - 1e-6]);
    expect(solveRange('secondLoanPercent', resolveInput(STACKED)).hi).toBe(30);
    const { secondLoan: _none, ...plain } = STACKED;
    expect(() => solveFor(plain, { vary: 'secondLoanPercent', metric: 'irr', target: 15 })).toThrow(
      new RangeError('This deal has no second loan: add a second loan first'),
    );
    expect(solvableInputs(plain)).not.toContain('secondLoanPercent');
    expect(solvableInputs(STACKED)).toEqual(
      expect.arrayContaining([
        'loanFeePercent',
        'secondLoanPercent',
        'refinanceLtv',
        'prefRate',
        'residualPromote',
      ]),
    );
  });
});

describe('sensitivity grids vary the capital stack', () => {
  it('over the preferred return and the second loan’s share: each cell is analyze() of that deal', () => {
    const prefs = [6, 8, 10];
    const shares = [5, 10, 20];
    const grid = sensitivity(
      STACKED,
      { field: 'prefRate', values: prefs },
      { field: 'secondLoanPercent', values: shares },
      'irr',
    );
    prefs.forEach((pref, i) => {
      shares.forEach((share, j) => {
        const deal = withVaried(withVaried(STACKED, 'prefRate', pref), 'secondLoanPercent', share);
        expect(grid.values[i]?.[j]).toBe(analyze(deal).irr);
      });
    });
    // interest-only months and the loan fee are inputs of their own
    const io = sensitivity(
      STACKED,
      { field: 'interestOnlyMonths', values: [0, 24] },
      { field: 'loanFeePercent', values: [0, 2] },
      'dscr',
    );
    expect(io.values[1]?.[1]).toBe(analyze({ ...STACKED, interestOnlyMonths: 24, loanFeePercent: 2 }).dscr);
    const { refinance: _none, ...plain } = STACKED;
    expect(() =>
      sensitivity(
        plain,
        { field: 'refinanceLtv', values: [60] },
        { field: 'purchasePrice', values: [5e6] },
        'irr',
      ),
    ).toThrow(new RangeError('This deal has no refinance: add a refinance first'));
  });
});
