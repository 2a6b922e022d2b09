import { HOLD_SEARCH_MAX, HOLD_SEARCH_MIN } from './hold.js';

import { solveIrr, V_GUESS } from './irr-core.js';
import type { IrrResult } from './types.js';

/** What the hold-period cash flows depend on (resolved inputs and year-1 figures). */
export interface HoldDeal {
  noi: number;
  rentEscalationRate: number;
  equityInvested: number;
  annualDebtService: number;
  loanAmount: number;
  loanTerm: number;
  isInterestOnly: boolean;
  interestRate: number;
  monthlyPayment: number;
  exitCapRate: number;
  sellingCostsPercent: number;
}

/** Per-hold figures filled by {@link buildHoldSchedule}, indexed by year (1-based). */
export interface HoldSchedule {
  /** Longest hold computed. */
  years: number;
  /** `noi_t - ds_t`, t = 1..years (index 0 holds -equityInvested). */
  base: Float64Array;
  /** Sale price at the end of a hold of h years. */
  salePrice: Float64Array;
  /** Net sale proceeds at the end of a hold of h years. */
  netSale: Float64Array;
}

const SHARED = { schedule: makeSchedule(32) };

function makeSchedule(size: number): HoldSchedule {
  return {
    years: 0,
    base: new Float64Array(size),
    salePrice: new Float64Array(size),
    netSale: new Float64Array(size),
  };
}

/**
 * Fills the shared schedule for holds 1..years in one pass: NOI and `(1+r)^(12h) - 1` grow by
 * one multiplication a year, so no power is recomputed. Balances use
 * `L * (E_n - E_h) / E_n` with `E_k = (1+r)^k - 1`, which equals
 * `L(1+r)^k - pmt((1+r)^k - 1)/r` for the level payment and keeps full precision at tiny rates.
 * The returned object is reused by the next call.
 */
export function buildHoldSchedule(deal: HoldDeal, years: number): HoldSchedule {
  if (SHARED.schedule.base.length < years + 2) SHARED.schedule = makeSchedule(years + 2);
  const s = SHARED.schedule;
  s.years = years;
  const growth = 1 + deal.rentEscalationRate / 100;
  const loan = deal.loanAmount;
  const term = deal.loanTerm;
  const io = deal.isInterestOnly;
  const balloonYear = Math.ceil(term);
  const ads = deal.annualDebtService;
  const months = term * 12;
  const r = deal.interestRate / 100 / 12;
  const amortizing = !io && loan !== 0 && r !== 0;
  const gm1 = amortizing ? Math.expm1(12 * Math.log1p(r)) : 0;
  const en = amortizing ? Math.expm1(months * Math.log1p(r)) : 1;
  const keep = 1 - deal.sellingCostsPercent / 100;
  const exitCap = deal.exitCapRate;
  let eh = 0;
  let noiT = deal.noi;
  s.base[0] = -deal.equityInvested;
  for (let t = 1; t <= years; t++) {
    // debt service of year t (debtServiceInYear): regular payments through the term, balloon at its end
    let ds = t <= term ? ads : 0;
    if (io && t === balloonYear) ds += loan;
    s.base[t] = noiT - ds;
    noiT *= growth;
    eh = eh * (1 + gm1) + gm1;
    let balance = 0;
    if (loan !== 0 && 12 * t < months) {
      if (io) balance = loan;
      else if (r === 0) balance = loan - deal.monthlyPayment * 12 * t;
      else balance = (loan * (en - eh)) / en;
    }
    // salePrice(forward NOI, exit cap) and netSaleProceeds, inlined for the hot loop
    const price = noiT <= 0 || exitCap <= 0 ? 0 : noiT / (exitCap / 100);
    s.salePrice[t] = price;
    s.netSale[t] = price * keep - balance;
  }
  return s;
}

/**
 * IRR of a hold of `h` years from the schedule; writes rate (a fraction) and status into `out`.
 * The sale is added to year h in place for the solve and the year is restored afterwards, so no
 * flows are copied.
 */
export function holdIrr(s: HoldSchedule, h: number, guessV: number, out: IrrResult): IrrResult {
  const year = s.base[h] as number;
  s.base[h] = year + (s.netSale[h] as number);
  solveIrr(s.base, h + 1, guessV, out);
  s.base[h] = year;
  return out;
}

/** Outcome of the optimal-hold search. */
export interface OptimalHold {
  years: number;
  /** IRR of that hold in percent, null when no hold had a defined IRR. */
  irr: number | null;
}

const RESULT: IrrResult = { rate: 0, status: 'converged', iterations: 0, multipleRootsPossible: false };
/**
 * Two IRRs (percent) closer than `1e-9 + 1e-12 |irr|` are a tie, so that float noise (a few ulps,
 * which matters at very high IRRs) cannot pick a longer hold.
 */
function tie(irrPercent: number): number {
  return 1e-9 + 1e-12 * Math.abs(irrPercent);
}

/**
 * The hold in 3..15 years with the highest IRR among holds whose IRR is defined (converged);
 * ties go to the shorter hold; 5 years when none is defined. Each search starts Newton near the
 * previous hold's root: for single-sign-change flows the root is unique, and with several sign
 * changes the solver still proves which root is nearest 10 %, so the start changes no result. The hold
 * `knownYears`, already solved into `known`, is not solved again.
 */
export function optimalHold(s: HoldSchedule, knownYears: number, known: IrrResult): OptimalHold {
  let best = -1;
  let bestIrr = 0;
  let guess = V_GUESS;
  let prevV = 0;
  for (let h = HOLD_SEARCH_MIN; h <= HOLD_SEARCH_MAX; h++) {
    const res = h === knownYears ? known : holdIrr(s, h, guess, RESULT);
    if (res.status !== 'converged') {
      prevV = 0;
      continue;
    }
    const pct = res.rate * 100;
    // next start: the last root, moved on by the last change (roots drift smoothly with h)
    const v = 1 / (1 + res.rate);
    const next = prevV > 0 ? 2 * v - prevV : v;
    guess = next > 0 ? next : v;
    prevV = v;
    if (best < 0 || pct > bestIrr + tie(bestIrr)) {
      best = h;
      bestIrr = pct;
    }
  }
  return best < 0 ? { years: 5, irr: null } : { years: best, irr: bestIrr };
}
