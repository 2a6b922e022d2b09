/**
 * The refinance property: a refinance with zero costs and a loan-to-value that makes the
 * new loan equal to the payoff changes nothing but the debt service (underwriting.md 12.4): no
 * proceeds, the same year-1 figures, the same NOI every year, and each year's cash flow moves by
 * exactly the change in its debt service.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnalysisInput, analyze } from '../src/index.js';
import { realisticDealArb } from './helpers/arbitraries.js';

const close = (a: number, b: number, scale: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, scale);

/** Year-1 and valuation figures a refinance never touches (12.3: they use the purchase loans). */
const YEAR_ONE = [
  'noi',
  'propertyValue',
  'equityInvested',
  'annualDebtService',
  'annualCashFlow',
  'cashOnCash',
  'dscr',
  'ltv',
  'loanAmount',
  'salePrice',
] as const;

describe('a refinance that only replaces the loans (zero costs, new loan = payoff)', () => {
  it('changes nothing but the debt service', () => {
    let checked = 0;
    fc.assert(
      fc.property(
        realisticDealArb,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 1200 }).map((k) => k / 100),
        fc.integer({ min: 1, max: 40 }),
        (raw, year, after, rate, amortizationYears) => {
          const deal: AnalysisInput = { ...raw, holdPeriod: year + after, loanMaturityYears: null };
          const probe = { year, loanToValuePercent: 50, interestRate: rate, amortizationYears };
          const sized = analyze({ ...deal, refinance: probe }).refinance;
          fc.pre(sized !== null && sized.value > 0 && sized.payoff > 0 && sized.payoff <= sized.value);
          if (sized === null) return;
          const ltv = (sized.payoff / sized.value) * 100;
          const refinanced = analyze({ ...deal, refinance: { ...probe, loanToValuePercent: ltv } });
          const plain = analyze(deal);
          checked++;
          const refi = refinanced.refinance;
          expect(refi?.constrainedBy).toBe('ltv');
          expect(close(refi?.newLoan ?? Number.NaN, sized.payoff, sized.payoff)).toBe(true);
          expect(close(refi?.proceeds ?? Number.NaN, 0, sized.payoff)).toBe(true);
          for (const key of YEAR_ONE) expect(refinanced[key], key).toBe(plain[key]);
          refinanced.cashFlowProjections.forEach((projection, t) => {
            const before = plain.cashFlowProjections[t];
            if (before === undefined) throw new Error('five projection years each');
            expect(projection.noi).toBe(before.noi);
            const dsChange = projection.debtService - before.debtService;
            expect(
              close(
                projection.cashFlow - before.cashFlow,
                -dsChange,
                Math.abs(before.cashFlow) + before.debtService,
              ),
            ).toBe(true);
            // up to the refinance year the purchase loans pay as before
            if (t + 1 <= year) expect(projection.debtService).toBe(before.debtService);
          });
        },
      ),
      { numRuns: 300 },
    );
    // most random deals qualify (a loan, a value above the payoff): the property is not vacuous
    expect(checked).toBeGreaterThan(150);
  });
});
