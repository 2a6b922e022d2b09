import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { benchLeaseDeal } from '../bench/lease-deals.js';
import { type AnalysisInput, analyze, holdYears, resolveInput } from '../src/index.js';
import { SAMPLE_DEAL } from './fixtures/sample-deal.js';
import { realisticDealArb } from './helpers/arbitraries.js';
import { withStack } from './helpers/capital-stack-arbitraries.js';

const close = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(expected)));

const deals: [string, AnalysisInput][] = [
  ['the simple sample deal', SAMPLE_DEAL],
  [
    'an interest-only 3-year loan held 8 years',
    { ...SAMPLE_DEAL, isInterestOnly: true, loanTerm: 3, holdPeriod: 8 },
  ],
  ['a lease-by-lease deal', benchLeaseDeal(12)],
];

describe.each(deals)('holdYears: %s', (_, deal) => {
  const input = resolveInput(deal);
  const result = analyze(deal);
  const { years, sale } = holdYears(input, result);

  it('covers years 1..hold + 1 and agrees with the five-year projections', () => {
    expect(years.map((y) => y.year)).toEqual(Array.from({ length: input.holdPeriod + 1 }, (_, i) => i + 1));
    result.cashFlowProjections.forEach((p, i) => {
      const y = years[i]!;
      close(y.noi, p.noi);
      close(y.debtService, p.debtService);
      close(y.cashFlow, p.cashFlow);
    });
    result.appreciationProjections.forEach((p, i) => {
      close(years[i]!.value, p.value);
    });
    close(years[0]!.noi, result.noi);
    close(years[0]!.effectiveGrossIncome - years[0]!.operatingExpenses, result.noi);
  });

  it('sells for the result’s sale price and nets its proceeds', () => {
    close(sale.salePrice, result.salePrice);
    close(sale.salePrice - sale.sellingCosts - sale.loanRepayment, result.netSaleProceeds);
    close(sale.netSaleProceeds, result.netSaleProceeds);
  });
});

describe('holdYears with a capital stack (underwriting.md 12)', () => {
  it("on random stacked deals: each year's debt service is the projections', the sale repays what analyze() repays", () => {
    fc.assert(
      fc.property(withStack(realisticDealArb), (deal) => {
        const result = analyze(deal);
        const { years, sale } = holdYears(resolveInput(deal), result);
        for (const projection of result.cashFlowProjections.slice(0, years.length)) {
          const year = years[projection.year - 1];
          expect(Math.abs((year?.debtService ?? Number.NaN) - projection.debtService)).toBeLessThanOrEqual(
            1e-9 * Math.max(1, Math.abs(projection.debtService)),
          );
        }
        const net = sale.salePrice - sale.sellingCosts - sale.loanRepayment;
        expect(Math.abs(net - result.netSaleProceeds)).toBeLessThanOrEqual(
          1e-6 * Math.max(1, Math.abs(result.netSaleProceeds)),
        );
      }),
      { numRuns: 300 },
    );
  });
});
