/**
 * Section 12 of underwriting.md (the capital stack) in analyze(): worked examples whose figures
 * were worked out by hand (the arithmetic is in the comments), each also checked against the
 * deal-level oracle.
 */

import { describe, expect, it } from 'vitest';
import { type AnalysisInput, analyze } from '../src/index.js';
import { agrees } from './helpers/capital-stack-compare.js';

/** `actual` within 1e-9 relative of `expected` (1e-6 absolute near 0). */
const hand = (actual: number | null | undefined, expected: number, what: string) =>
  expect(
    Math.abs((actual ?? Number.NaN) - expected) <= 1e-9 * Math.abs(expected) + 1e-6,
    `${what}: ${actual} vs ${expected}`,
  ).toBe(true);

/**
 * $10M, 30 % down, a $7M senior loan at 6 % on a 30-year amortization, 24 months interest-only,
 * due in year 10, 1 % fee; a $1M interest-only mezzanine loan at 12 % due in year 5, 2 % fee; a
 * year-3 refinance at 80 % LTV of NOI / 8 % or DSCR 1.5 (the DSCR binds), 1 % costs and 1 %
 * prepayment; NOI flat at $1M, exit at 8 %, a 5-year hold; a 90/10 waterfall with an 8 % pref,
 * a 12 % hurdle at a 20 % promote and a 30 % residual promote.
 */
const example: AnalysisInput = {
  purchasePrice: 10_000_000,
  sqft: 50_000,
  revenueInputType: 'aggregate',
  annualRent: 1_000_000,
  vacancyRate: 0,
  rentEscalationRate: 0,
  interestRate: 6,
  downPaymentPercent: 30,
  loanTerm: 30,
  exitCapRate: 8,
  holdPeriod: 5,
  interestOnlyMonths: 24,
  loanMaturityYears: 10,
  loanFeePercent: 1,
  secondLoan: {
    percentOfPrice: 10,
    interestRate: 12,
    amortizationYears: null,
    maturityYears: 5,
    feePercent: 2,
  },
  refinance: {
    year: 3,
    loanToValuePercent: 80,
    minDscr: 1.5,
    capRate: 8,
    interestRate: 6,
    amortizationYears: 30,
    costsPercent: 1,
    prepaymentPercent: 1,
  },
  waterfall: {
    lpEquityPercent: 90,
    prefRate: 8,
    tiers: [{ hurdleIrr: 12, promotePercent: 20 }],
    residualPromotePercent: 30,
  },
};

describe('worked examples', () => {
  it('a $10M deal with a senior loan, a mezzanine loan, a year-3 refinance and a waterfall', () => {
    const r = analyze(example);
    // fees 1 % of $7M + 2 % of $1M; equity $3M down - $1M mezzanine + fees
    hand(r.loanFees, 90_000, 'loanFees');
    hand(r.secondLoanAmount, 1_000_000, 'secondLoanAmount');
    hand(r.equityInvested, 2_090_000, 'equityInvested');
    // year 1: the senior is interest-only (12 x 7M x 0.5 %), the mezzanine 12 x 1M x 1 %
    hand(r.seniorDebtService, 420_000, 'seniorDebtService');
    hand(r.secondDebtService, 120_000, 'secondDebtService');
    hand(r.annualDebtService, 540_000, 'annualDebtService');
    hand(r.dscr, 1_000_000 / 540_000, 'dscr');
    hand(r.seniorDscr, 1_000_000 / 420_000, 'seniorDscr');
    hand(r.ltv, 80, 'ltv');
    hand(r.debtYield, 12.5, 'debtYield');
    hand(r.annualCashFlow, 460_000, 'annualCashFlow');
    hand(r.cashOnCash, (460_000 / 2_090_000) * 100, 'cashOnCash');
    hand(r.roe, (460_000 / 2_000_000) * 100, 'roe');
    // value 1M / 8 % = 12.5M; LTV 10M; DSCR: 1M / (1.5 x 12 x 0.005 / (1 - 1.005^-360)) = 9,266,200.80
    expect(r.refinance?.constrainedBy).toBe('dscr');
    hand(r.refinance?.value, 12_500_000, 'refinance.value');
    hand(r.refinance?.newLoan, 9_266_200.799574113, 'refinance.newLoan');
    // the senior after 12 amortizing months (pmt 41,968.54) 6,914,039.18, plus the mezzanine's $1M
    hand(r.refinance?.payoff, 7_914_039.180140628, 'refinance.payoff');
    hand(
      r.refinance?.proceeds,
      9_266_200.799574113 * 0.99 - 7_914_039.180140628 * 1.01,
      'refinance.proceeds',
    );
    // year 3 amortizes: 12 x 41,968.54 + 120,000; years 4-5: the new loan pays exactly NOI / 1.5
    const ds = r.cashFlowProjections.map((row) => row.debtService);
    [540_000, 540_000, 623_622.4411283159, 666_666.6666666667, 666_666.6666666667].forEach((x, i) => {
      hand(ds[i], x, `debtService ${i + 1}`);
    });
    // the sale: 12.5M less the new loan's balance after 24 months, 9,031,602.42
    hand(r.salePrice, 12_500_000, 'salePrice');
    hand(r.netSaleProceeds, 12_500_000 - 9_031_602.417240053, 'netSaleProceeds');
    hand(r.equityMultiple, 3.163541161691213, 'equityMultiple');
    hand(r.irr, 36.582370426149744, 'irr');
    // the waterfall: the pref takes years 1-3 and part of 4, the 12 % hurdle the rest of 4 and part of 5
    const w = r.waterfall;
    hand(w?.lp.contributed, 1_881_000, 'lp.contributed');
    hand(w?.gp.contributed, 209_000, 'gp.contributed');
    hand(w?.years[3]?.byTier[0], 46_134.68561133771, 'year 4 pref');
    hand(w?.years[3]?.byTier[1], 287_198.64772199566, 'year 4 hurdle');
    hand(w?.years[3]?.lp, 248_304.24341004083, 'year 4 lp');
    hand(w?.years[4]?.byTier[1], 64_296.101354915445, 'year 5 hurdle');
    hand(w?.lp.distributed, 4_878_244.470327969, 'lp.distributed');
    hand(w?.gp.distributed, 1_733_556.5576066663, 'gp.distributed');
    hand(w?.gp.promote, 1_191_529.3942368918, 'gp.promote');
    hand(w?.lp.equityMultiple, 4_878_244.470327969 / 1_881_000, 'lp.equityMultiple');
    agrees(example);
  });

  it('the same deal held 3 years (h = the refinance year) ignores the refinance', () => {
    const r = analyze({ ...example, holdPeriod: 3 });
    expect(r.refinance).toBeNull();
    // the sale repays the senior (6,914,039.18) and the mezzanine ($1M)
    hand(r.netSaleProceeds, 12_500_000 - 7_914_039.180140628, 'netSaleProceeds');
    agrees({ ...example, holdPeriod: 3 });
  });

  it('a hold that ends in the refinance year repays the purchase loans at the sale (12.3, 12.4)', () => {
    // $1M, $700k interest-only loan, NOI 100k flat, exit 10 %: the sale at 1M repays the $700k;
    // the refinance (year 1 = the hold) is "ignored for that hold"
    const deal: AnalysisInput = {
      purchasePrice: 1_000_000,
      sqft: 10_000,
      revenueInputType: 'aggregate',
      annualRent: 100_000,
      vacancyRate: 0,
      rentEscalationRate: 0,
      interestRate: 6,
      downPaymentPercent: 30,
      loanTerm: 30,
      isInterestOnly: true,
      exitCapRate: 10,
      holdPeriod: 1,
      refinance: { year: 1, loanToValuePercent: 50, interestRate: 0, amortizationYears: 1 },
    };
    const r = analyze(deal);
    expect(r.refinance).toBeNull();
    hand(r.salePrice, 1_000_000, 'salePrice');
    // CF_1 = 100k - 42k + 300k on 300k of equity: IRR 19.33 %
    hand(r.irr, ((100_000 - 42_000 + 300_000) / 300_000 - 1) * 100, 'irr');
    hand(r.netSaleProceeds, 300_000, 'netSaleProceeds');
  });
});

describe('worked examples: balloons and a refinance without value', () => {
  /** $1M, 25 % down: a $750k loan at 6 % on a 25-year amortization; NOI $50k - $80k taxes = -$30k. */
  const small: AnalysisInput = {
    purchasePrice: 1_000_000,
    sqft: 1000,
    interestRate: 6,
    loanTerm: 25,
    revenueInputType: 'aggregate',
    annualRent: 50_000,
    propertyTaxes: 80_000,
    vacancyRate: 0,
    rentEscalationRate: 0,
    exitCapRate: 7,
    holdPeriod: 5,
  };

  it('more interest-only months than maturity months: the balloon is L, in year 1 but not in annualDebtService', () => {
    const deal = { ...small, interestOnlyMonths: 24, loanMaturityYears: 1 };
    const r = analyze(deal);
    hand(r.annualDebtService, 45_000, 'annualDebtService');
    const ds = r.cashFlowProjections.map((row) => row.debtService);
    [795_000, 0, 0, 0, 0].forEach((x, i) => {
      hand(ds[i], x, `debtService ${i + 1}`);
    });
    // nothing is owed at the sale: -$30k / 7 % = a sale price of 0
    hand(r.netSaleProceeds, 0, 'netSaleProceeds');
    agrees(deal);
  });

  it('a refinance on negative NOI: value 0, new loan 0, the DSCR limit (negative) binds, the equity pays the payoff', () => {
    const deal = {
      ...small,
      refinance: { year: 2, loanToValuePercent: 70, minDscr: 1.25, interestRate: 6, amortizationYears: 30 },
    };
    const r = analyze(deal);
    // 12 x 4,832.26 = 57,987.13 a year; the balance after 24 payments 722,476.00
    hand(r.annualDebtService, 57_987.12613369631, 'annualDebtService');
    expect(r.refinance?.constrainedBy).toBe('dscr');
    hand(r.refinance?.value, 0, 'refinance.value');
    hand(r.refinance?.newLoan, 0, 'refinance.newLoan');
    hand(r.refinance?.payoff, 722_475.9991214675, 'refinance.payoff');
    hand(r.refinance?.proceeds, -722_475.9991214675, 'refinance.proceeds');
    agrees(deal);
  });
});
