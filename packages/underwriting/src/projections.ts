import type { AppreciationProjection, CashFlowProjection, NnnProjection } from './types.js';

/** Years shown by the projections. */
export const PROJECTION_YEARS = 5;

/**
 * NOI in year t: `noi * (1 + rentEscalationRate/100)^(t-1)`.
 *
 * @example noiInYear(100000, 3, 3) // 106090
 */
export function noiInYear(noi: number, rentEscalationRate: number, year: number): number {
  return noi * (1 + rentEscalationRate / 100) ** (year - 1);
}

/**
 * Cash-flow projection for years 1..years: `noi_t` grows at the escalation rate, `debtService`
 * comes from `debtServiceForYear(t)`, `cashFlow = noi_t - ds_t` and `cumulative` sums it.
 *
 * @example
 * cashFlowProjections(100000, 0, () => 60000, 2)
 * // [{ year: 1, noi: 100000, debtService: 60000, cashFlow: 40000, cumulative: 40000 },
 * //  { year: 2, noi: 100000, debtService: 60000, cashFlow: 40000, cumulative: 80000 }]
 */
export function cashFlowProjections(
  noi: number,
  rentEscalationRate: number,
  debtServiceForYear: (year: number) => number,
  years = PROJECTION_YEARS,
): CashFlowProjection[] {
  const growth = 1 + rentEscalationRate / 100;
  const out: CashFlowProjection[] = [];
  let noiT = noi;
  let cumulative = 0;
  for (let year = 1; year <= years; year++) {
    const debtService = debtServiceForYear(year);
    const cashFlow = noiT - debtService;
    cumulative += cashFlow;
    out.push({ year, noi: noiT, debtService, cashFlow, cumulative });
    noiT *= growth;
  }
  return out;
}

/**
 * Cash-flow projection of a loan (no callback, for the hot path): debt service is
 * `annualDebtService` while `year <= loanTerm`, plus the interest-only balloon in year
 * `ceil(loanTerm)` (see `debtServiceInYear`).
 *
 * @example loanCashFlowProjections(100000, 0, 60000, 500000, 1, true, 1)[0].debtService // 560000
 */
export function loanCashFlowProjections(
  noi: number,
  rentEscalationRate: number,
  annualDebtService: number,
  loanAmount: number,
  loanTerm: number,
  interestOnly: boolean,
  years = PROJECTION_YEARS,
): CashFlowProjection[] {
  const growth = 1 + rentEscalationRate / 100;
  const balloonYear = Math.ceil(loanTerm);
  const out: CashFlowProjection[] = [];
  let noiT = noi;
  let cumulative = 0;
  for (let year = 1; year <= years; year++) {
    let debtService = year <= loanTerm ? annualDebtService : 0;
    if (interestOnly && year === balloonYear) debtService += loanAmount;
    const cashFlow = noiT - debtService;
    cumulative += cashFlow;
    out.push({ year, noi: noiT, debtService, cashFlow, cumulative });
    noiT *= growth;
  }
  return out;
}

/**
 * Cash-flow projection of the lease-by-lease model (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#lease-by-lease): year t's NOI is
 * `yearly.noi[t-1]`, and its cash flow is `noi_t - capex_t - debtServiceForYear(t)` (TI and LC
 * are paid out of the year's NOI); `debtService` is the loan's alone.
 *
 * @example
 * yearlyCashFlowProjections({ noi: [100, 110], capex: [0, 30] }, () => 60, 2)
 * // [{ year: 1, noi: 100, debtService: 60, cashFlow: 40, cumulative: 40 },
 * //  { year: 2, noi: 110, debtService: 60, cashFlow: 20, cumulative: 60 }]
 */
export function yearlyCashFlowProjections(
  yearly: { noi: ArrayLike<number>; capex: ArrayLike<number> },
  debtServiceForYear: (year: number) => number,
  years = PROJECTION_YEARS,
): CashFlowProjection[] {
  const out: CashFlowProjection[] = [];
  let cumulative = 0;
  for (let year = 1; year <= years; year++) {
    const noi = yearly.noi[year - 1] as number;
    const debtService = debtServiceForYear(year);
    const cashFlow = noi - (yearly.capex[year - 1] as number) - debtService;
    cumulative += cashFlow;
    out.push({ year, noi, debtService, cashFlow, cumulative });
  }
  return out;
}

/**
 * Value projection: `value = propertyValue * (1 + a/100)^t`, `appreciation = ((1 + a/100)^t - 1) * 100`.
 *
 * @example appreciationProjections(1000000, 3, 1) // [{ year: 1, value: 1030000, appreciation: 3.0000000000000027 }]
 */
export function appreciationProjections(
  value: number,
  appreciationRate: number,
  years = PROJECTION_YEARS,
): AppreciationProjection[] {
  const growth = 1 + appreciationRate / 100;
  const out: AppreciationProjection[] = [];
  let factor = 1;
  for (let year = 1; year <= years; year++) {
    factor *= growth;
    out.push({ year, value: value * factor, appreciation: (factor - 1) * 100 });
  }
  return out;
}

/**
 * NNN charge projection: `chargesPerSqft = effective * (1 + e/100)^(t-1)`, `total = chargesPerSqft * sqft`.
 *
 * @example nnnProjections(2, 2.5, 10000, 2) // [{ year: 1, chargesPerSqft: 2, total: 20000 }, { year: 2, chargesPerSqft: 2.05, total: 20500 }]
 */
export function nnnProjections(
  chargesPerSqft: number,
  nnnEscalationRate: number,
  sqft: number,
  years = PROJECTION_YEARS,
): NnnProjection[] {
  const growth = 1 + nnnEscalationRate / 100;
  const out: NnnProjection[] = [];
  let charge = chargesPerSqft;
  for (let year = 1; year <= years; year++) {
    out.push({ year, chargesPerSqft: charge, total: charge * sqft });
    charge *= growth;
  }
  return out;
}
