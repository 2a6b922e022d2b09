import { describe, expect, it } from 'vitest';
import { type AnalysisInput, analyze, InvalidDealError, irr, loanBalance } from '../src/index.js';
import { SAMPLE_DEAL } from './fixtures/sample-deal.js';
import { badNumbers } from './helpers/arbitraries.js';
import { exactIrr } from './helpers/exact-irr.js';

/** Deal A: every input set; the figures below were worked by hand (and in 50-digit decimals). */
const DEAL_A: AnalysisInput = {
  purchasePrice: 1_000_000,
  sqft: 10_000,
  annualRent: 120_000,
  vacancyRate: 5,
  otherIncome: 2_000,
  propertyTaxes: 12_000,
  insurance: 3_000,
  maintenance: 5_000,
  managementFees: 4_000,
  repairs: 1_000,
  otherExpenses: 500,
  downPaymentPercent: 25,
  interestRate: 6,
  loanTerm: 25,
  marketCapRate: 8,
  closingCostsPercent: 2,
  sellingCostsPercent: 3,
  discountRate: 8,
};

describe('analyze: a fully specified aggregate deal', () => {
  const r = analyze(DEAL_A);

  it('income, expenses, NOI and value', () => {
    // EGI = 120,000 x 0.95 + 2,000 = 116,000; opex = 4,000 + 1,000 + 500 + 12,000 + 3,000 + 5,000 = 25,500
    expect(r.grossPotentialRent).toBe(120_000);
    expect(r.effectiveGrossIncome).toBe(116_000);
    expect(r.operatingExpenses).toBe(25_500);
    expect(r.noi).toBe(90_500);
    // value = 90,500 / 0.08 = 1,131,250; going-in 9.05 %; exit 9.05 + 0.5 = 9.55 %
    expect(r.propertyValue).toBeCloseTo(1_131_250, 6);
    expect(r.goingInCapRate).toBeCloseTo(9.05, 12);
    expect(r.exitCapRate).toBeCloseTo(9.55, 12);
    // (12,000 + 3,000 + 5,000) / 10,000 = 2 $/sf
    expect(r.effectiveNnnChargesPerSqft).toBe(2);
  });

  it('financing and year-1 returns', () => {
    expect(r.downPayment).toBe(250_000);
    expect(r.loanAmount).toBe(750_000);
    // equity = 250,000 + 2 % x 1,000,000 = 270,000
    expect(r.equityInvested).toBe(270_000);
    expect(r.monthlyPayment).toBeCloseTo(4832.260511141314, 8);
    expect(r.annualDebtService).toBeCloseTo(57_987.12613369577, 6);
    // 90,500 - 57,987.126 = 32,512.874; / 270,000 = 12.0418 %
    expect(r.annualCashFlow).toBeCloseTo(32_512.87386630423, 6);
    expect(r.cashOnCash).toBeCloseTo(12.041805135668, 9);
    expect(r.roi).toBe(r.cashOnCash);
    // ROE = 32,512.874 / (1,131,250 - 750,000) = 8.52797 %
    expect(r.roe).toBeCloseTo(8.527966915752, 9);
    expect(r.ltv).toBe(75);
    expect(r.dscr).toBeCloseTo(1.560691243628, 10); // 90,500 / 57,987.126
    expect(r.debtYield).toBeCloseTo(12.0666666667, 9); // 90,500 / 750,000
    // (25,500 + 57,987.126) / (120,000 + 2,000) = 68.4321 %
    expect(r.breakEvenOccupancy).toBeCloseTo(68.43207060139, 9);
  });

  it('projections', () => {
    expect(r.cashFlowProjections).toHaveLength(5);
    expect(r.cashFlowProjections[1]?.noi).toBeCloseTo(93_215, 8); // 90,500 x 1.03
    // year 5: 90,500 x 1.03^4 = 101,858.547 - 57,987.126 = 43,871.421; cumulative
    // 32,512.874 + 35,227.874 + 38,024.324 + 40,904.667 + 43,871.421 = 190,541.160
    expect(r.cashFlowProjections[4]?.cashFlow).toBeCloseTo(90_500 * 1.03 ** 4 - 57_987.12613369577, 6);
    expect(r.cashFlowProjections[4]?.cumulative).toBeCloseTo(190_541.16, 2);
    // value 1,131,250 x 1.03^5 = 1,311,443.39; appreciation (1.03^5 - 1) x 100 = 15.9274 %
    expect(r.appreciationProjections[4]?.value).toBeCloseTo(1_131_250 * 1.03 ** 5, 6);
    expect(r.appreciationProjections[4]?.appreciation).toBeCloseTo(15.92740743, 8);
    // NNN: 2 x 1.025^4 = 2.2076; x 10,000 sf
    expect(r.nnnProjections[4]?.chargesPerSqft).toBeCloseTo(2 * 1.025 ** 4, 12);
    expect(r.nnnProjections[4]?.total).toBeCloseTo(20_000 * 1.025 ** 4, 8);
  });

  it('sale, IRR, equity multiple and NPV at the 5-year hold', () => {
    // forward NOI 90,500 x 1.03^5 = 104,914.67; / 9.55 % = 1,098,579.10
    expect(r.salePrice).toBeCloseTo(1_098_579.096587958, 5);
    // x 0.97 - balance after 60 months (674,490.65) = 391,131.07
    expect(r.netSaleProceeds).toBeCloseTo(391_131.072572269, 5);
    const flows = [
      -270_000, 32_512.87386630423, 35_227.87386630423, 38_024.32386630423, 40_904.66736630423,
      435_002.493744,
    ];
    expect(r.irr).toBeCloseTo(19.793528859219, 6);
    expect(r.irr / 100).toBeCloseTo(exactIrr(flows, 0.1, 0.3), 8);
    expect(r.equityMultiple).toBeCloseTo(2.154341602625, 9);
    expect(r.npv).toBeCloseTo(146_613.21043211166, 4);
  });

  it('optimal hold: 8 years (IRR 20.784 % beats 9 years at 20.776 %)', () => {
    expect(r.optimalHoldPeriod).toBe(8);
    expect(r.optimalHoldTier).toBe('medium-term');
    expect(r.optimalHoldReason).toBe(
      'An 8-year hold is medium-term and gives the highest IRR of the 3- to 15-year holds: 20.78%.',
    );
  });
});

describe('analyze: defaults (docs/model.md#inputs)', () => {
  it('applies every default to the required fields only', () => {
    const r = analyze({ purchasePrice: 1_000_000, sqft: 10_000, interestRate: 6 });
    // no rent: NOI 0; 25 % down; 25-year loan; exit cap 0 + 0.5
    expect(r.noi).toBe(0);
    expect(r.downPayment).toBe(250_000);
    expect(r.monthlyPayment).toBeCloseTo(4832.260511141314, 8);
    expect(r.exitCapRate).toBe(0.5);
    expect(r.propertyValue).toBe(1_000_000);
    expect(r.walt).toBeNull();
    expect(r.npv).toBeNull();
    expect(r.cashFlowProjections).toHaveLength(5);
    expect(badNumbers(r)).toEqual([]);
  });

  it('treats explicit nulls for cap rates and discount rate as unset', () => {
    const r = analyze({ ...DEAL_A, marketCapRate: null, exitCapRate: null, discountRate: null });
    expect(r.propertyValue).toBe(1_000_000);
    expect(r.exitCapRate).toBeCloseTo(9.55, 12);
    expect(r.npv).toBeNull();
  });

  it('throws an InvalidDealError with the schema message when a required field is missing', () => {
    expect(() => analyze({ sqft: 1, interestRate: 5 } as AnalysisInput)).toThrow(
      new InvalidDealError([{ path: 'purchasePrice', message: 'Purchase price is required' }]),
    );
  });
});

describe('analyze: rent roll (individual mode) and WALT', () => {
  const lease = (
    tenantName: string,
    sqftLeased: number,
    rentPerSqft: number,
    leaseTerm: number,
    freeMonths: number,
    endDate: string,
  ) => ({
    tenantName,
    sqftLeased,
    rentPerSqft,
    leaseTerm,
    freeMonths,
    tenantImprovements: 0,
    annualRentIncrease: 3,
    startDate: '2024-01-01',
    endDate,
  });
  const base: AnalysisInput = {
    purchasePrice: 3_000_000,
    sqft: 10_000,
    interestRate: 6,
    revenueInputType: 'individual',
    annualRent: 999_999, // ignored in individual mode
    asOf: '2025-01-01',
    tenantLeases: [lease('A', 4000, 20, 60, 6, '2030-01-01'), lease('B', 3000, 30, 36, 0, '2027-01-01')],
  };

  it('values unleased space at the average leased rent', () => {
    const r = analyze(base);
    // A: 80,000 annual, 72,000 effective (54/60); B: 90,000 both; avg (80,000 + 90,000) / 7,000 = 24.2857
    expect(r.leases).toEqual([
      {
        tenantName: 'A',
        sqftLeased: 4000,
        annualRent: 80_000,
        effectiveRent: 72_000,
        remainingYears: 1826 / 30.44 / 12,
      },
      {
        tenantName: 'B',
        sqftLeased: 3000,
        annualRent: 90_000,
        effectiveRent: 90_000,
        remainingYears: 730 / 30.44 / 12,
      },
    ]);
    expect(r.leasedSqft).toBe(7000);
    expect(r.unleasedSqft).toBe(3000);
    expect(r.avgRentPerSqft).toBeCloseTo(170_000 / 7000, 12);
    // GPR = 72,000 + 90,000 + 3,000 x 24.2857 = 234,857.14; EGI = x 0.95
    expect(r.grossPotentialRent).toBeCloseTo(162_000 + (3000 * 170_000) / 7000, 8);
    expect(r.effectiveGrossIncome).toBeCloseTo((162_000 + (3000 * 170_000) / 7000) * 0.95, 8);
  });

  it('weights remaining years by annual rent (days / 30.44 / 12)', () => {
    // 2025-01-01 -> 2030-01-01 is 1,826 days (2028 is a leap year); -> 2027-01-01 is 730 days
    const expected = ((1826 / 30.44 / 12) * 80_000 + (730 / 30.44 / 12) * 90_000) / 170_000;
    expect(analyze(base).walt).toBeCloseTo(expected, 12);
    // expired leases count 0 years
    expect(analyze({ ...base, asOf: '2031-01-01' }).walt).toBe(0);
  });

  it('WALT is null in aggregate mode or with no rent; a rent roll without an as-of date is rejected', () => {
    expect(analyze({ ...base, revenueInputType: 'aggregate' }).walt).toBeNull();
    expect(analyze({ ...base, tenantLeases: [lease('Z', 100, 0, 12, 0, '2026-01-01')] }).walt).toBeNull();
    const noDate = { ...base };
    delete noDate.asOf;
    expect(() => analyze(noDate)).toThrow('As-of date is required for a rent roll');
  });

  it('an empty rent roll gives no income, and never NaN', () => {
    const r = analyze({ ...base, tenantLeases: [] });
    expect(r.grossPotentialRent).toBe(0);
    expect(r.avgRentPerSqft).toBe(0);
    expect(r.unleasedSqft).toBe(10_000);
    expect(r.breakEvenOccupancy).toBeNull();
    expect(badNumbers(r)).toEqual([]);
  });

  it('a zero-month lease term is rejected with the schema message (leaseEffectiveRent gives it 0)', () => {
    expect(() => analyze({ ...base, tenantLeases: [lease('A', 4000, 20, 0, 0, '2030-01-01')] })).toThrow(
      new InvalidDealError([
        { path: 'tenantLeases.0.leaseTerm', message: 'Lease term must be at least 1 month' },
      ]),
    );
  });

  it('the 12-tenant sample deal', () => {
    const r = analyze(SAMPLE_DEAL);
    expect(r.leases).toHaveLength(12);
    expect(r.leasedSqft).toBe(55_600);
    expect(r.unleasedSqft).toBe(4_400);
    expect(badNumbers(r)).toEqual([]);
    expect(r.walt).toBeGreaterThan(0);
  });
});

describe('analyze: financing edge cases', () => {
  it('interest-only loan maturing before the sale pays its balloon in the last loan year', () => {
    const r = analyze({
      purchasePrice: 2_000_000,
      sqft: 20_000,
      annualRent: 200_000,
      propertyTaxes: 20_000,
      insurance: 5_000,
      maintenance: 10_000,
      managementFees: 8_000,
      downPaymentPercent: 30,
      interestRate: 5,
      loanTerm: 3,
      isInterestOnly: true,
      exitCapRate: 7,
      rentEscalationRate: 2,
      holdPeriod: 5,
    });
    // pmt = 1,400,000 x 5 % / 12 = 5,833.33; 70,000 a year; balloon 1,400,000 in year 3; nothing after
    expect(r.annualDebtService).toBeCloseTo(70_000, 9);
    expect(r.cashFlowProjections.map((c) => c.debtService)).toEqual([
      expect.closeTo(70_000, 9),
      expect.closeTo(70_000, 9),
      expect.closeTo(1_470_000, 9),
      0,
      0,
    ]);
    // no balance left at the year-5 sale: net proceeds = sale price = 147,000 x 1.02^5 / 7 %
    expect(r.netSaleProceeds).toBeCloseTo((147_000 * 1.02 ** 5) / 0.07, 6);
    // flows: -600,000, 77,000, 79,940, -1,317,061.2, 155,997.576, 2,477,687.21424
    expect(r.irr).toBeCloseTo(14.515802776951, 6);
    expect(r.optimalHoldPeriod).toBe(3);
  });

  it('zero-rate loan held past maturity', () => {
    const r = analyze({
      purchasePrice: 1_000_000,
      sqft: 10_000,
      annualRent: 100_000,
      vacancyRate: 0,
      downPaymentPercent: 40,
      interestRate: 0,
      loanTerm: 10,
      rentEscalationRate: 2,
      holdPeriod: 12,
    });
    // 600,000 / 120 = 5,000 a month; paid off after year 10, so years 11 and 12 have no debt service
    expect(r.monthlyPayment).toBe(5000);
    expect(r.irr).toBeCloseTo(18.44214926874461, 8);
    expect(r.equityMultiple).toBeCloseTo(4.872645752418829, 10);
    expect(loanBalance(600_000, 0, 10, 144)).toBe(0);
  });

  it('100 % down: no loan, no DSCR or debt yield', () => {
    const r = analyze({ ...DEAL_A, downPaymentPercent: 100 });
    expect(r.loanAmount).toBe(0);
    expect(r.annualDebtService).toBe(0);
    expect(r.ltv).toBe(0);
    expect(r.dscr).toBeNull();
    expect(r.debtYield).toBeNull();
    // cash-on-cash = 90,500 / 1,020,000
    expect(r.cashOnCash).toBeCloseTo((90_500 / 1_020_000) * 100, 10);
    expect(badNumbers(r)).toEqual([]);
  });

  it('0 % down without closing costs: no equity, so cash-on-cash 0 and no equity multiple', () => {
    const r = analyze({ ...DEAL_A, downPaymentPercent: 0, closingCostsPercent: 0 });
    expect(r.equityInvested).toBe(0);
    expect(r.cashOnCash).toBe(0);
    expect(r.equityMultiple).toBeNull();
    expect(r.ltv).toBe(100);
    expect(badNumbers(r)).toEqual([]);
  });

  it('negative NOI: exit cap can be negative, the sale price is 0 and the IRR falls back to 0', () => {
    const r = analyze({
      purchasePrice: 1_000_000,
      sqft: 10_000,
      annualRent: 20_000,
      propertyTaxes: 20_000,
      insurance: 5_000,
      maintenance: 5_000,
      marketCapRate: 7,
      interestRate: 6,
    });
    // NOI = 19,000 - 30,000 = -11,000; going-in -1.1 %; exit -0.6 %; value = price
    expect(r.noi).toBe(-11_000);
    expect(r.exitCapRate).toBeCloseTo(-0.6, 12);
    expect(r.propertyValue).toBe(1_000_000);
    expect(r.salePrice).toBe(0);
    // every flow is negative: no sign change
    expect(r.irr).toBe(0);
    expect(r.optimalHoldPeriod).toBe(5);
    expect(r.optimalHoldReason).toBe(
      'No hold of 3 to 15 years has a defined IRR, so the default 5-year hold (short-term) is suggested.',
    );
    expect(badNumbers(r)).toEqual([]);
  });

  it('tiny and huge buildings stay finite', () => {
    for (const sqft of [1, 1e9]) {
      expect(
        badNumbers(analyze({ ...DEAL_A, sqft, revenueInputType: 'individual', asOf: '2025-01-01' })),
      ).toEqual([]);
    }
  });

  it('hold periods 1 and 30 report their own IRR', () => {
    const one = analyze({ ...DEAL_A, holdPeriod: 1 });
    // 1-year hold: -270,000 then 32,512.87 + 90,500 x 1.03 / 9.55 % x 0.97 - balance(12)
    const sale = ((90_500 * 1.03) / 0.0955) * 0.97 - loanBalance(750_000, 6, 25, 12);
    expect(one.irr / 100).toBeCloseTo(irr([-270_000, 32_512.87386630423 + sale]) as number, 10);
    expect(one.irrStatus).toBe('converged');
    expect(analyze({ ...DEAL_A, holdPeriod: 30 }).irr).toBeGreaterThan(0);
  });
});
