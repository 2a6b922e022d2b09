import { describe, expect, it } from 'vitest';
import {
  annualCashFlow,
  appreciationProjections,
  breakEvenOccupancy,
  cashFlowProjections,
  cashOnCash,
  debtServiceInYear,
  debtYield,
  dscr,
  effectiveGrossIncome,
  effectiveNnnChargesPerSqft,
  exitCapRate,
  goingInCapRate,
  holdReason,
  holdTier,
  leaseAnnualRent,
  leaseEffectiveRent,
  loanBalance,
  ltv,
  monthlyPayment,
  netOperatingIncome,
  netSaleProceeds,
  nnnPerSqftFromTotal,
  nnnProjections,
  noiInYear,
  operatingExpenses,
  propertyValue,
  rentRollSummary,
  returnOnEquity,
  salePrice,
} from '../src/index.js';

const lease = (sqftLeased: number, rentPerSqft: number, leaseTerm: number, freeMonths: number) => ({
  tenantName: 'T',
  sqftLeased,
  rentPerSqft,
  leaseTerm,
  freeMonths,
  tenantImprovements: 0,
  annualRentIncrease: 3,
  startDate: '2024-01-01',
  endDate: '2029-01-01',
});

describe('income (docs/model.md#income)', () => {
  it('annual and effective rent per lease', () => {
    // 2,000 sf x $25 = $50,000; 6 of 60 months free: 50,000 x 54 / 60 = 45,000
    expect(leaseAnnualRent({ sqftLeased: 2000, rentPerSqft: 25 })).toBe(50_000);
    expect(leaseEffectiveRent(50_000, 60, 6)).toBe(45_000);
    // free months beyond the term are capped at the term: 50,000 x (12 - 12) / 12 = 0
    expect(leaseEffectiveRent(50_000, 12, 20)).toBe(0);
    // a zero-month term gives 0, not NaN
    expect(leaseEffectiveRent(50_000, 0, 0)).toBe(0);
  });

  it('rent roll: unleased space is valued at the average leased rent', () => {
    // leased 2,000 + 1,000 = 3,000 sf; rents 50,000 + 30,000 = 80,000 => avg 26.6667 $/sf
    // effective 45,000 + 30,000 = 75,000; unleased 4,000 - 3,000 = 1,000 sf x 26.6667 = 26,666.67
    // GPR = 75,000 + 26,666.67 = 101,666.67
    const s = rentRollSummary([lease(2000, 25, 60, 6), lease(1000, 30, 36, 0)], 4000);
    expect(s.leasedSqft).toBe(3000);
    expect(s.unleasedSqft).toBe(1000);
    expect(s.avgRentPerSqft).toBeCloseTo(80_000 / 3000, 12);
    expect(s.grossPotentialRent).toBeCloseTo(75_000 + 80_000 / 3, 8);
  });

  it('rent roll: over-leased buildings have no unleased space; empty rolls give 0', () => {
    const over = rentRollSummary([lease(5000, 20, 60, 0)], 4000);
    expect(over.unleasedSqft).toBe(0);
    expect(over.grossPotentialRent).toBe(100_000);
    expect(rentRollSummary([], 4000)).toEqual({
      leasedSqft: 0,
      unleasedSqft: 4000,
      avgRentPerSqft: 0,
      totalAnnualRent: 0,
      totalEffectiveRent: 0,
      grossPotentialRent: 0,
    });
  });

  it('effective gross income', () => {
    // 200,000 x (1 - 0.05) + 10,000 = 200,000
    expect(effectiveGrossIncome(200_000, 5, 10_000)).toBe(200_000);
    expect(effectiveGrossIncome(200_000, 100, 0)).toBe(0);
  });
});

describe('expenses and NOI (docs/model.md#expenses)', () => {
  const lines = {
    propertyTaxes: 20_000,
    insurance: 5_000,
    maintenance: 8_000,
    managementFees: 10_000,
    repairs: 2_000,
    otherExpenses: 1_000,
  };
  it('counts every landlord expense, and drops taxes/insurance/maintenance under NNN', () => {
    // 10,000 + 2,000 + 1,000 + (20,000 + 5,000 + 8,000) = 46,000
    expect(operatingExpenses({ ...lines, isNnnLease: false })).toBe(46_000);
    // NNN: 10,000 + 2,000 + 1,000 = 13,000
    expect(operatingExpenses({ ...lines, isNnnLease: true })).toBe(13_000);
    expect(netOperatingIncome(200_000, 46_000)).toBe(154_000);
  });

  it('effective NNN charges and the total-entry conversion', () => {
    expect(effectiveNnnChargesPerSqft(2.5, 20_000, 5_000, 8_000, 10_000)).toBe(2.5);
    // (20,000 + 5,000 + 8,000) / 10,000 = 3.3
    expect(effectiveNnnChargesPerSqft(0, 20_000, 5_000, 8_000, 10_000)).toBeCloseTo(3.3, 12);
    expect(nnnPerSqftFromTotal(24_000, 12_000)).toBe(2);
    // blank sqft falls back to 8,000: 24,000 / 8,000 = 3
    expect(nnnPerSqftFromTotal(24_000, 0)).toBe(3);
  });
});

describe('value and cap rates (docs/model.md#value)', () => {
  it('values by market cap rate only when set and NOI is positive', () => {
    // 150,000 / 0.06 = 2,500,000
    expect(propertyValue(150_000, 6, 2_000_000)).toBeCloseTo(2_500_000, 6);
    expect(propertyValue(150_000, null, 2_000_000)).toBe(2_000_000);
    expect(propertyValue(-5_000, 6, 2_000_000)).toBe(2_000_000);
    expect(propertyValue(0, 6, 2_000_000)).toBe(2_000_000);
  });

  it('going-in and exit cap rates', () => {
    // 150,000 / 2,000,000 x 100 = 7.5; exit defaults to 7.5 + 0.5 = 8
    expect(goingInCapRate(150_000, 2_000_000)).toBe(7.5);
    expect(exitCapRate(null, 7.5)).toBe(8);
    expect(exitCapRate(7, 7.5)).toBe(7);
    // negative NOI: -1 + 0.5 = -0.5, reported as computed
    expect(exitCapRate(null, -1)).toBe(-0.5);
  });
});

describe('financing (docs/model.md#financing)', () => {
  it('amortizing payment: $750,000 at 6 % over 25 years', () => {
    // r = 0.005, n = 300: 1.005^300 = 4.4649698...; pmt = 3,750 / (1 - 1/4.4649698) = 4,832.2605
    expect(monthlyPayment(750_000, 6, 25)).toBeCloseTo(4832.260511141314, 8);
  });

  it('interest-only, zero-rate and no-loan payments', () => {
    expect(monthlyPayment(750_000, 6, 25, true)).toBe(3750); // 750,000 x 0.005
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000); // 120,000 / 120
    expect(monthlyPayment(750_000, 0, 25, true)).toBe(0);
    expect(monthlyPayment(0, 6, 25)).toBe(0);
  });

  it('balances: amortizing, zero rate, interest-only and after maturity', () => {
    // L(1+r)^60 - pmt((1+r)^60 - 1)/r = 750,000 x 1.3488502 - 4,832.2605 x 69.770031 = 674,490.65
    expect(loanBalance(750_000, 6, 25, 60)).toBeCloseTo(674_490.6511180503, 6);
    expect(loanBalance(750_000, 6, 25, 120)).toBeCloseTo(572_639.854359733, 6);
    // one payment before maturity the balance is one payment's principal: 5,523.41 (500k, 6 %, 10 y)
    expect(loanBalance(500_000, 6, 10, 119)).toBeCloseTo(5523.408056798481, 6);
    expect(loanBalance(750_000, 6, 25, 300)).toBe(0);
    expect(loanBalance(750_000, 6, 25, 360)).toBe(0);
    expect(loanBalance(120_000, 0, 10, 12)).toBe(108_000); // 120,000 - 1,000 x 12
    expect(loanBalance(750_000, 6, 10, 60, true)).toBe(750_000);
    expect(loanBalance(750_000, 6, 10, 120, true)).toBe(0);
  });

  it('debt service by year, with the interest-only balloon in the last loan year', () => {
    expect(debtServiceInYear(45_000, 750_000, 10, false, 10)).toBe(45_000);
    expect(debtServiceInYear(45_000, 750_000, 10, false, 11)).toBe(0);
    expect(debtServiceInYear(45_000, 750_000, 10, true, 9)).toBe(45_000);
    expect(debtServiceInYear(45_000, 750_000, 10, true, 10)).toBe(795_000);
    expect(debtServiceInYear(45_000, 750_000, 10, true, 11)).toBe(0);
  });

  it('ltv, dscr and debt yield', () => {
    expect(ltv(750_000, 1_000_000)).toBe(75);
    expect(dscr(90_000, 60_000)).toBe(1.5);
    expect(dscr(90_000, 0)).toBeNull();
    expect(debtYield(90_000, 750_000)).toBe(12);
    expect(debtYield(90_000, 0)).toBeNull();
  });
});

describe('returns (docs/model.md#returns)', () => {
  it('cash flow, cash-on-cash, ROE and break-even occupancy', () => {
    expect(annualCashFlow(150_000, 60_000)).toBe(90_000);
    expect(cashOnCash(25_000, 250_000)).toBe(10);
    expect(cashOnCash(25_000, 0)).toBe(0);
    // 25,000 / (1,250,000 - 750,000) x 100 = 5
    expect(returnOnEquity(25_000, 1_250_000, 750_000)).toBe(5);
    expect(returnOnEquity(25_000, 700_000, 750_000)).toBe(0);
    // (40,000 + 60,000) / (200,000 + 0) x 100 = 50
    expect(breakEvenOccupancy(40_000, 60_000, 200_000, 0)).toBe(50);
    expect(breakEvenOccupancy(40_000, 60_000, 0, 0)).toBeNull();
  });
});

describe('projections (docs/model.md#projections)', () => {
  it('NOI grows at the escalation rate from year 1', () => {
    // 100,000 x 1.03^2 = 106,090
    expect(noiInYear(100_000, 3, 3)).toBeCloseTo(106_090, 8);
    const rows = cashFlowProjections(100_000, 3, () => 60_000, 3);
    expect(rows.map((r) => r.noi)).toEqual([100_000, 103_000, expect.closeTo(106_090, 8)]);
    // cash flows 40,000, 43,000, 46,090 => cumulative 40,000, 83,000, 129,090
    expect(rows.map((r) => r.cumulative)).toEqual([40_000, 83_000, expect.closeTo(129_090, 8)]);
    expect(rows[2]).toMatchObject({ year: 3, debtService: 60_000 });
  });

  it('value appreciation is cumulative since purchase', () => {
    const rows = appreciationProjections(1_000_000, 3, 2);
    // 1,000,000 x 1.03 = 1,030,000 (3 %); x 1.03^2 = 1,060,900 (6.09 %)
    expect(rows[0]).toEqual({ year: 1, value: 1_030_000, appreciation: expect.closeTo(3, 10) });
    expect(rows[1]).toEqual({
      year: 2,
      value: expect.closeTo(1_060_900, 6),
      appreciation: expect.closeTo(6.09, 10),
    });
  });

  it('NNN charges escalate from year 1', () => {
    // 2 x 1.025 = 2.05 $/sf; x 10,000 sf = 20,500
    expect(nnnProjections(2, 2.5, 10_000, 2)).toEqual([
      { year: 1, chargesPerSqft: 2, total: 20_000 },
      { year: 2, chargesPerSqft: expect.closeTo(2.05, 12), total: expect.closeTo(20_500, 8) },
    ]);
  });
});

describe('sale and hold (docs/model.md#sale)', () => {
  it('sale price is forward NOI over the exit cap, 0 without income or cap', () => {
    // 160,000 / 0.08 = 2,000,000
    expect(salePrice(160_000, 8)).toBe(2_000_000);
    expect(salePrice(-5_000, 8)).toBe(0);
    expect(salePrice(160_000, 0)).toBe(0);
    expect(salePrice(160_000, -0.5)).toBe(0);
    // 2,000,000 x 0.98 - 700,000 = 1,260,000
    expect(netSaleProceeds(2_000_000, 2, 700_000)).toBe(1_260_000);
  });

  it('hold tiers and reasons', () => {
    expect([3, 5, 6, 8, 9, 15].map(holdTier)).toEqual([
      'short-term',
      'short-term',
      'medium-term',
      'medium-term',
      'long-term',
      'long-term',
    ]);
    expect(holdReason(7, 12.3456)).toBe(
      'A 7-year hold is medium-term and gives the highest IRR of the 3- to 15-year holds: 12.35%.',
    );
    expect(holdReason(8, -3.2)).toBe(
      'An 8-year hold is medium-term and gives the highest IRR of the 3- to 15-year holds: -3.20%.',
    );
    expect(holdReason(5, null)).toBe(
      'No hold of 3 to 15 years has a defined IRR, so the default 5-year hold (short-term) is suggested.',
    );
  });
});
