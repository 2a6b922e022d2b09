/**
 * Section 12.2 of underwriting.md (a loan's schedule): worked examples computed by hand (50-digit
 * decimals), and the engine's closed forms and month counts against the month-by-month oracle on
 * random loans.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amortizingPayment,
  interestOnlyPayment,
  type Loan,
  loanBalanceAfter,
  loanBalloon,
  loanDebtServiceInYear,
  loanPaymentInMonth,
  loanYear,
} from '../src/index.js';
import {
  oracleBalance,
  oracleBalloon,
  oracleInterest,
  oracleLoanYear,
  oraclePayment,
} from './helpers/capital-stack-oracle.js';

/** 1e-9 relative, 1e-6 absolute near 0. */
const near = (actual: number, expected: number) =>
  Math.abs(actual - expected) <= 1e-9 * Math.abs(expected) + 1e-6;
const close = (actual: number, expected: number, what = '') =>
  expect(near(actual, expected), `${what} ${actual} vs ${expected}`).toBe(true);

/**
 * A loan over the validated ranges of 12.1, with exact zeros of amount and rate mixed in. Rates
 * between 0 and 0.01 % are left to a worked example: the oracle's literal `(1 + r)^-n` loses its
 * digits there (at a subnormal rate `1 - (1 + r)^-n` is 0), the engine's does not.
 */
const loanArb: fc.Arbitrary<Loan> = fc.record({
  // evenly spread draws first: fc.double alone spreads over bit patterns, mostly tiny values
  amount: fc.oneof(
    fc.integer({ min: 0, max: 1e10 }).map((cents) => cents / 100),
    fc.double({ min: 0, max: 1e8, noNaN: true }),
    fc.constant(0),
  ),
  rate: fc.oneof(
    fc.integer({ min: 10_000, max: 30_000_000 }).map((x) => x / 1e6),
    fc.double({ min: 0.01, max: 30, noNaN: true }),
    fc.constant(0),
  ),
  ioMonths: fc.integer({ min: 0, max: 120 }),
  amortMonths: fc.option(fc.integer({ min: 12, max: 480 }), { nil: null }),
  matMonths: fc.integer({ min: 1, max: 480 }),
});
const offsetArb = fc.oneof(fc.integer({ min: 0, max: 60 }), fc.constantFrom(12, 24, 36, 48, 60)); // whole years, as a refinance starts
const RUNS = { numRuns: 300 };

/** The last loan year (counted from the property's month 0) that holds a month of the loan. */
const lastYear = (loan: Loan, offset: number) => Math.ceil((loan.matMonths + offset) / 12);

// 1,000,000 at 6 %: 24 months interest-only, 30-year amortization, due at month 120
const TEN_ON_THIRTY: Loan = { amount: 1_000_000, rate: 6, ioMonths: 24, amortMonths: 360, matMonths: 120 };
const PMT = 5995.505251527524; // L r / (1 - (1 + r)^-360), r = 0.005
const BALLOON = 877723.5417079744; // balance after 96 amortizing months

describe('a loan schedule: worked examples', () => {
  it('10-year loan on a 30-year amortization with 24 interest-only months', () => {
    close(amortizingPayment(TEN_ON_THIRTY), PMT);
    close(interestOnlyPayment(TEN_ON_THIRTY), 5000);
    expect(loanYear(TEN_ON_THIRTY, 1)).toMatchObject({ balloon: 0, principal: 0, endingBalance: 1_000_000 });
    close(loanDebtServiceInYear(TEN_ON_THIRTY, 1), 12 * 1_000_000 * 0.005);
    close(loanYear(TEN_ON_THIRTY, 2).interest, 60_000);
    close(loanDebtServiceInYear(TEN_ON_THIRTY, 3), 12 * PMT);
    close(loanPaymentInMonth(TEN_ON_THIRTY, 25), PMT);
    close(loanBalloon(TEN_ON_THIRTY), BALLOON);
    close(loanBalanceAfter(TEN_ON_THIRTY, 119), (BALLOON + PMT) / 1.005, 'balance(119)');
    const ten = loanYear(TEN_ON_THIRTY, 10);
    close(ten.scheduled, 12 * PMT);
    close(ten.balloon, BALLOON);
    close(ten.interest, 53275.74581734323);
    expect(ten.endingBalance).toBe(0);
    close(loanDebtServiceInYear(TEN_ON_THIRTY, 10), 12 * PMT + BALLOON);
    expect(loanDebtServiceInYear(TEN_ON_THIRTY, 11)).toBe(0);
    expect(loanPaymentInMonth(TEN_ON_THIRTY, 121)).toBe(0);
  });

  it('a year mixing interest-only and amortizing months, and a loan starting later (offset)', () => {
    const io18 = { ...TEN_ON_THIRTY, ioMonths: 18 };
    close(loanDebtServiceInYear(io18, 2), 65973.03150916514);
    // offset 6: the property's year 1 holds the loan's months 1..6
    close(loanDebtServiceInYear(TEN_ON_THIRTY, 1, 6), 6 * 5000);
    // offset 12: the property's year 3 is the loan's second year
    close(loanDebtServiceInYear(TEN_ON_THIRTY, 3, 12), 60_000);
    close(loanDebtServiceInYear(TEN_ON_THIRTY, 11, 12), 12 * PMT + BALLOON);
  });

  it('zero rate: level principal L / n, the balloon is what is left', () => {
    const loan: Loan = { amount: 120_000, rate: 0, ioMonths: 0, amortMonths: 120, matMonths: 60 };
    expect(amortizingPayment(loan)).toBe(1000);
    expect(loanDebtServiceInYear(loan, 1)).toBe(12_000);
    expect(loanBalanceAfter(loan, 59)).toBe(61_000);
    expect(loanBalloon(loan)).toBe(60_000);
    expect(loanYear(loan, 5)).toMatchObject({
      scheduled: 12_000,
      balloon: 60_000,
      interest: 0,
      endingBalance: 0,
    });
  });

  it('a subnormal rate behaves as the zero rate (no 0 / 0)', () => {
    const loan: Loan = { amount: 120_000, rate: 3.216e-321, ioMonths: 0, amortMonths: 120, matMonths: 60 };
    close(amortizingPayment(loan), 1000);
    close(loanBalanceAfter(loan, 30), 90_000);
    close(loanBalloon(loan), 60_000);
  });

  it('interest-only for life, and more interest-only months than maturity months: the balloon is L', () => {
    const ioLife: Loan = { amount: 500_000, rate: 4.8, ioMonths: 0, amortMonths: null, matMonths: 60 };
    close(loanDebtServiceInYear(ioLife, 3), 12 * 2000);
    expect(loanBalanceAfter(ioLife, 59)).toBe(500_000);
    expect(loanBalloon(ioLife)).toBe(500_000);
    close(loanDebtServiceInYear(ioLife, 5), 24_000 + 500_000);
    const ioPastMaturity: Loan = {
      amount: 500_000,
      rate: 4.8,
      ioMonths: 36,
      amortMonths: 360,
      matMonths: 24,
    };
    expect(loanBalloon(ioPastMaturity)).toBe(500_000);
    close(loanYear(ioPastMaturity, 2).scheduled, 24_000);
  });

  it('maturity after full amortization: the balance is exactly 0 from then on, no balloon', () => {
    const loan: Loan = { amount: 1_234_567.89, rate: 7.25, ioMonths: 3, amortMonths: 12, matMonths: 40 };
    expect(loanBalanceAfter(loan, 15)).toBe(0);
    expect(loanBalanceAfter(loan, 30)).toBe(0);
    expect(loanBalloon(loan)).toBe(0);
    expect(loanDebtServiceInYear(loan, 3)).toBe(0);
    // and the defaults (maturity = io + amortization): no balloon, 12 level payments a year exactly
    const plain: Loan = { amount: 3_000_000, rate: 6.5, ioMonths: 0, amortMonths: 300, matMonths: 300 };
    expect(loanBalloon(plain)).toBe(0);
    expect(loanDebtServiceInYear(plain, 25)).toBe(12 * amortizingPayment(plain));
  });
});

describe('a loan schedule against the month-by-month oracle', () => {
  it('payment, balance and balloon of every month', () => {
    fc.assert(
      fc.property(loanArb, (loan) => {
        for (let k = 0; k <= loan.matMonths + 13; k++) {
          close(loanPaymentInMonth(loan, k), oraclePayment(loan, k), `payment(${k})`);
          close(loanBalanceAfter(loan, k), oracleBalance(loan, k), `balance(${k})`);
        }
        close(loanBalloon(loan), oracleBalloon(loan), 'balloon');
      }),
      RUNS,
    );
  });

  it('each year: scheduled, balloon, interest, principal (the balloon apart) and ending balance', () => {
    fc.assert(
      fc.property(loanArb, offsetArb, (loan, offset) => {
        for (let t = 1; t <= lastYear(loan, offset) + 1; t++) {
          const engine = loanYear(loan, t, offset);
          const oracle = oracleLoanYear(loan, t, offset);
          close(engine.scheduled, oracle.scheduled, `scheduled ${t}`);
          close(engine.balloon, oracle.balloon, `balloon ${t}`);
          close(engine.interest, oracle.interest, `interest ${t}`);
          // the oracle's principal includes the balloon; the engine's leaves it apart
          close(engine.principal + engine.balloon, oracle.principal, `principal ${t}`);
          close(engine.endingBalance, oracle.endingBalance, `ending ${t}`);
          expect(loanDebtServiceInYear(loan, t, offset)).toBe(engine.scheduled + engine.balloon);
        }
      }),
      RUNS,
    );
  });

  it('over its life a loan pays its amount plus its interest', () => {
    fc.assert(
      fc.property(loanArb, offsetArb, (loan, offset) => {
        let paid = 0;
        for (let t = 1; t <= lastYear(loan, offset); t++) paid += loanDebtServiceInYear(loan, t, offset);
        let interest = 0;
        for (let k = 1; k <= loan.matMonths; k++) interest += oracleInterest(loan, k);
        close(paid, loan.amount + interest, 'life');
      }),
      RUNS,
    );
  });

  it('the balance is exactly 0 from full amortization and from maturity on', () => {
    fc.assert(
      fc.property(loanArb, (loan) => {
        const paidOff =
          loan.amortMonths === null
            ? loan.matMonths
            : Math.min(loan.matMonths, loan.ioMonths + loan.amortMonths);
        for (let k = paidOff; k <= paidOff + 24; k++) expect(loanBalanceAfter(loan, k)).toBe(0);
        if (loan.amortMonths !== null && loan.ioMonths + loan.amortMonths <= loan.matMonths) {
          expect(loanBalloon(loan)).toBe(0);
        }
      }),
      RUNS,
    );
  });
});
