import { debtServiceInYear, loanBalance } from './financing.js';
import {
  DEFAULT_OPTIMAL_HOLD,
  HOLD_SEARCH_MAX,
  HOLD_SEARCH_MIN,
  netSaleProceeds,
  salePrice,
} from './hold.js';
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
  exitCapRate: number;
  sellingCostsPercent: number;
  /**
   * Leases mode: year t's NOI and capital costs (TI + LC) at index t-1, for every year up to the
   * longest hold plus one. When given, `noi` and `rentEscalationRate` are not used.
   */
  yearly?: { noi: ArrayLike<number>; capex: ArrayLike<number> };
  /**
   * The capital stack's purchase loans (section 12): debt service of year t (balloons included)
   * and the balance owed after k months. When absent, the single loan of sections 5-8.
   */
  debt?: { serviceInYear: (t: number) => number; balanceAfter: (months: number) => number };
}

/** Per-hold figures filled by {@link buildHoldSchedule}, indexed by year (1-based). */
export interface HoldSchedule {
  /** Longest hold computed. */
  years: number;
  /** `noi_t - ds_t`, t = 1..years (index 0 holds -equityInvested). */
  base: number[];
  /** Sale price at the end of a hold of h years. */
  salePrice: number[];
  /** Net sale proceeds at the end of a hold of h years. */
  netSale: number[];
  /** `noi_t - capex_t`, t = 1..years (index 0 unused): what year t leaves before debt service. */
  income: number[];
  /** `noi_(t+1)`, the NOI a sale or a refinance at the end of year t is priced on. */
  forwardNoi: number[];
}

/**
 * The cash flows of every hold of 1..years in one pass
 * (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#sale): year t pays
 * `noi_t - capex_t - debtServiceInYear(t)` (capex only in leases mode), and a sale at the end of
 * year h brings `netSaleProceeds(salePrice(noi_(h+1), exitCap), sellingCosts, loanBalance(12h))`.
 * In simple mode NOI grows by one multiplication a year; in leases mode it is read from `yearly`.
 * With `debt` (the capital stack), its debt service and balances replace the single loan's.
 */
export function buildHoldSchedule(deal: HoldDeal, years: number): HoldSchedule {
  const growth = 1 + deal.rentEscalationRate / 100;
  const { loanAmount, loanTerm, isInterestOnly, annualDebtService, exitCapRate, yearly } = deal;
  const base = [-deal.equityInvested];
  const prices = [0];
  const netSale = [0];
  const income = [0];
  const forwardNoi = [0];
  const debt = deal.debt;
  let noiT = yearly ? (yearly.noi[0] as number) : deal.noi;
  for (let t = 1; t <= years; t++) {
    const capex = yearly ? (yearly.capex[t - 1] as number) : 0;
    const ds = debt
      ? debt.serviceInYear(t)
      : debtServiceInYear(annualDebtService, loanAmount, loanTerm, isInterestOnly, t);
    income.push(noiT - capex);
    base.push(noiT - capex - ds);
    noiT = yearly ? (yearly.noi[t] as number) : noiT * growth;
    forwardNoi.push(noiT);
    const price = salePrice(noiT, exitCapRate);
    const balance = debt
      ? debt.balanceAfter(12 * t)
      : loanBalance(loanAmount, deal.interestRate, loanTerm, 12 * t, isInterestOnly);
    prices.push(price);
    netSale.push(netSaleProceeds(price, deal.sellingCostsPercent, balance));
  }
  return { years, base, salePrice: prices, netSale, income, forwardNoi };
}

/**
 * IRR (`irrDetailed`'s result) of a hold of `h` years from the schedule, Newton started at the
 * discount factor `guessV`. The sale is added to year h in place for the solve and the year is
 * restored afterwards, so no flows are copied.
 */
export function holdIrr(s: HoldSchedule, h: number, guessV: number): IrrResult {
  const year = s.base[h] as number;
  s.base[h] = year + (s.netSale[h] as number);
  const result = solveIrr(s.base, h + 1, guessV);
  s.base[h] = year;
  return result;
}

/** Outcome of the optimal-hold search. */
export interface OptimalHold {
  years: number;
  /** IRR of that hold in percent, null when no hold had a defined IRR. */
  irr: number | null;
}

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
 * changes the solver isolates every root and returns the one nearest 10 %, so the start changes
 * no result. The hold `knownYears`, already solved into `known`, is not solved again.
 */
export function optimalHold(s: HoldSchedule, knownYears: number, known: IrrResult): OptimalHold {
  let best = -1;
  let bestIrr = 0;
  let guess = V_GUESS;
  let prevV = 0;
  for (let h = HOLD_SEARCH_MIN; h <= HOLD_SEARCH_MAX; h++) {
    const res = h === knownYears ? known : holdIrr(s, h, guess);
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
  return best < 0 ? { years: DEFAULT_OPTIMAL_HOLD, irr: null } : { years: best, irr: bestIrr };
}
