import { describe, expect, it } from 'vitest';
import { analyze, debtSchedule, resolveInput } from '../src/index.js';

const close = (actual: number, expected: number, what: string) =>
  expect(
    Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)),
    `${what}: ${actual} vs ${expected}`,
  ).toBe(true);

/** A $10M deal with the stack: 10-year senior on 30-year amortization, 24 IO months, a mezzanine loan, a year-3 refinance. */
const DEAL = {
  purchasePrice: 10_000_000,
  sqft: 50_000,
  annualRent: 1_100_000,
  interestRate: 6,
  downPaymentPercent: 35,
  loanTerm: 30,
  holdPeriod: 7,
  exitCapRate: 7,
  sellingCostsPercent: 2,
  interestOnlyMonths: 24,
  loanMaturityYears: 10,
  loanFeePercent: 1,
  secondLoan: { percentOfPrice: 10, interestRate: 11, maturityYears: 5 },
  refinance: { year: 3, loanToValuePercent: 65, interestRate: 5.5, amortizationYears: 30 },
};

describe('debtSchedule: each loan in force, year by year (underwriting.md 12)', () => {
  it("matches the projection's debt service, the refinance payoff and the loan repaid at the sale", () => {
    const result = analyze(DEAL);
    const years = debtSchedule(resolveInput(DEAL), result);
    expect(years).toHaveLength(7);
    expect(years[0]?.lines.map((l) => l.loan)).toEqual(['Senior loan', 'Second loan']);
    expect(years[3]?.lines.map((l) => l.loan)).toEqual(['Refinance loan']);
    // years 1-2 interest only on the senior loan: 12 × L × r, no principal
    const senior1 = years[0]?.lines[0];
    close(senior1?.scheduled ?? NaN, 12 * result.loanAmount * 0.005, 'senior year-1 payments');
    close(senior1?.principal ?? NaN, 0, 'senior year-1 principal');
    for (const [k, p] of result.cashFlowProjections.entries()) {
      close(years[k]?.debtService ?? NaN, p.debtService, `debt service of year ${p.year}`);
    }
    // the refinance repays the purchase loans in its year
    const repaid = (years[2]?.lines ?? []).reduce((sum, l) => sum + l.repaid, 0);
    close(repaid, result.refinance?.payoff ?? NaN, 'refinance payoff');
    expect(years[2]?.lines.every((l) => l.endingBalance === 0)).toBe(true);
    // the sale repays the refinance loan
    const sale = result.salePrice * (1 - DEAL.sellingCostsPercent / 100);
    close(years[6]?.lines[0]?.repaid ?? NaN, sale - result.netSaleProceeds, 'loan repaid at the sale');
    // every year's payments split into interest and principal
    for (const year of years)
      for (const line of year.lines)
        close(line.interest + line.principal, line.scheduled, `year ${year.year} split`);
  });

  it('shows the single loan of a deal without a stack', () => {
    const plain = {
      ...DEAL,
      interestOnlyMonths: 0,
      loanMaturityYears: null,
      loanFeePercent: 0,
      secondLoan: null,
      refinance: null,
    };
    const result = analyze(plain);
    const years = debtSchedule(resolveInput(plain), result);
    expect(years.every((y) => y.lines.length === 1)).toBe(true);
    close(years[0]?.debtService ?? NaN, result.annualDebtService, 'year-1 debt service');
  });
});

describe('cre-underwrite prints the capital stack', () => {
  it('shows the debt schedule, the refinance and the waterfall of a deal with a stack, and none without', async () => {
    const { renderTable } = await import('../src/cli-main.js');
    const deal = {
      ...DEAL,
      holdPeriod: 5,
      waterfall: { lpEquityPercent: 90, prefRate: 8, residualPromotePercent: 30 },
    };
    const result = analyze(deal);
    const text = renderTable(result, 5, null, debtSchedule(resolveInput(deal), result));
    expect(text).toContain('Capital Stack\n  Loan Fees');
    expect(text).toContain('Debt schedule\n  Year  Loan ');
    expect(text).toContain('  3     Second loan ');
    expect(text).toContain('  4     Refinance loan ');
    expect(text).toContain(`Refinance at the end of year 3 (sized by loan-to-value)`);
    expect(text).toMatch(
      /\n {2}LP {3}contributed \$[\d,]+, distributed \$[\d,]+, IRR [\d.]+%, equity multiple [\d.]+x\n/,
    );
    const plain = analyze({ purchasePrice: 1e6, sqft: 1e4, interestRate: 6, annualRent: 120_000 });
    const plainText = renderTable(plain, 5, null);
    expect(plainText).not.toContain('Capital Stack');
    expect(plainText).not.toContain('Debt schedule');
  });
});
