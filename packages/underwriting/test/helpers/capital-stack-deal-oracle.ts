/**
 * A deal-level reference of underwriting.md sections 12.2-12.5 (the capital stack in analyze()),
 * written from the spec text alone for the tests. Income comes from `analyze()` of the SAME deal
 * with every section-12 input removed, and only figures section 12 does not change are read from
 * it: the year-1 NOI, the lease projection's NOI, TI and LC (leases mode), the exit cap rate and
 * the property value. Everything else (loans month by month through capital-stack-oracle.ts,
 * sources and uses, the refinance, the cash flows of every hold, IRR, NPV, the hold search and the
 * waterfall) is computed here.
 *
 * Readings (where the text leaves room): see capital-stack-deal-loans.ts and {@link capitalStackDealOracle}.
 */

import { type AnalysisInput, analyze } from '../../src/index.js';
import { field, num, type OracleRefinance, purchaseLoans, refinanceAt } from './capital-stack-deal-loans.js';
import {
  type OracleWaterfall,
  oracleBalance,
  oracleLoanYear,
  oracleWaterfall,
} from './capital-stack-oracle.js';
import { dealIrr, type OracleIrr } from './deal-irr-oracle.js';

/** One hold's cash flows and sale. */
export interface OracleHold {
  cashFlows: number[];
  /** ds_t for t = 1..max(h, 5), index t - 1. */
  debtService: number[];
  salePrice: number;
  netSaleProceeds: number;
  refinance: OracleRefinance | null;
}

/** Everything the oracle computes for a deal. */
export interface DealOracleResult {
  loanFees: number;
  secondLoanAmount: number;
  equityInvested: number;
  seniorDebtService: number;
  secondDebtService: number;
  annualDebtService: number;
  dscr: number | null;
  seniorDscr: number | null;
  ltv: number;
  debtYield: number | null;
  annualCashFlow: number;
  breakEvenOccupancy: number | null;
  cashOnCash: number;
  /** NaN when the current equity is within rounding (1e-9 of the price) of 0: its sign is noise. */
  roe: number;
  hold: OracleHold;
  cashFlowProjections: {
    year: number;
    noi: number;
    debtService: number;
    cashFlow: number;
    cumulative: number;
  }[];
  equityMultiple: number | null;
  npv: number | null;
  irr: OracleIrr;
  /** The holds 3..15 the spec allows as optimal (several only when IRRs tie to 1e-9); null when uncertain. */
  optimalHolds: number[] | null;
  waterfall: OracleWaterfall | null;
}

/** The section-12 inputs, taken off a deal. */
const STACK_KEYS = [
  'interestOnlyMonths',
  'loanMaturityYears',
  'loanFeePercent',
  'secondLoan',
  'refinance',
  'waterfall',
] as const;

/** `deal` without any section-12 input. */
export function withoutStack(deal: AnalysisInput): AnalysisInput {
  const plain: Record<string, unknown> = { ...deal };
  for (const key of STACK_KEYS) delete plain[key];
  return plain as AnalysisInput;
}

/** Income per year t = 1..: noi_t and capex_t (index t - 1), plus the figures 12 leaves alone. */
interface Income {
  noi: number[];
  capex: number[];
  exitCapRate: number;
  propertyValue: number;
  /** Year-1 operating expenses and the potential income breakEvenOccupancy divides by (6, 11). */
  breakEven: { expenses: number; income: number };
}

/** Income of the deal, from analyze() without the stack (simple: NOI grown by repeated multiplication). */
function incomeOf(deal: AnalysisInput): Income {
  const base = analyze(withoutStack(deal));
  const noi: number[] = [];
  const capex: number[] = [];
  const first = base.leaseProjection?.years[0];
  const breakEven =
    first === undefined
      ? { expenses: base.operatingExpenses, income: base.grossPotentialRent + num(deal, 'otherIncome') }
      : {
          expenses: first.operatingExpenses,
          income: first.scheduledRent + first.otherIncome + first.recoveries,
        };
  if (base.leaseProjection !== null) {
    for (const year of base.leaseProjection.years) {
      noi.push(year.noi);
      capex.push(year.tenantImprovements + year.leasingCommissions);
    }
  } else {
    const growth = 1 + num(deal, 'rentEscalationRate') / 100;
    let value = base.noi;
    for (let t = 1; t <= 31; t++) {
      noi.push(value);
      capex.push(0);
      value *= growth;
    }
  }
  return { noi, capex, exitCapRate: base.exitCapRate, propertyValue: base.propertyValue, breakEven };
}

/** The cash flows CF_0..CF_h of hold h (12.3-12.4) and ds_t of its loan schedules. */
function holdOf(deal: AnalysisInput, income: Income, equity: number, h: number): OracleHold {
  const { senior, second } = purchaseLoans(deal);
  const loans = second === null ? [senior] : [senior, second];
  const refi =
    deal.refinance != null && h > deal.refinance.year
      ? refinanceAt(deal, income.noi, income.exitCapRate, loans)
      : null;
  const y = refi?.result.year ?? Number.POSITIVE_INFINITY;
  const dsOf = (t: number) => {
    if (t > y && refi !== null) {
      const year = oracleLoanYear(refi.loan, t, 12 * refi.result.year);
      return year.scheduled + year.balloon;
    }
    return loans.reduce((sum, loan) => {
      const year = oracleLoanYear(loan, t);
      return sum + year.scheduled + year.balloon;
    }, 0);
  };
  const debtService: number[] = [];
  for (let t = 1; t <= Math.max(h, 5); t++) debtService.push(dsOf(t));
  const cashFlows = [-equity];
  for (let t = 1; t <= h; t++) {
    cashFlows.push(
      (income.noi[t - 1] as number) - (income.capex[t - 1] as number) - (debtService[t - 1] as number),
    );
  }
  if (refi !== null) cashFlows[y] = (cashFlows[y] as number) + refi.result.proceeds;
  const forward = income.noi[h] as number;
  const cap = income.exitCapRate;
  const salePrice = forward <= 0 || cap <= 0 ? 0 : forward / (cap / 100);
  const owed =
    refi !== null
      ? oracleBalance(refi.loan, 12 * (h - refi.result.year))
      : loans.reduce((sum, loan) => sum + oracleBalance(loan, 12 * h), 0);
  const netSaleProceeds = salePrice * (1 - num(deal, 'sellingCostsPercent') / 100) - owed;
  cashFlows[h] = (cashFlows[h] as number) + netSaleProceeds;
  return { cashFlows, debtService, salePrice, netSaleProceeds, refinance: refi?.result ?? null };
}

/**
 * The oracle of sections 12.2-12.5 for `deal` (any valid deal, simple or leases mode). Readings:
 * the optimal hold is compared only when every hold 3..15 has a certain IRR; holds whose IRRs tie
 * the best to 1e-9 relative are all accepted; a year-1 balloon stays out of annualDebtService.
 */
export function capitalStackDealOracle(deal: AnalysisInput): DealOracleResult {
  const income = incomeOf(deal);
  const price = deal.purchasePrice;
  const downPayment = (price * num(deal, 'downPaymentPercent')) / 100;
  const { senior, second } = purchaseLoans(deal);
  const l2 = second?.amount ?? 0;
  const loanFees =
    (senior.amount * (deal.loanFeePercent ?? 0)) / 100 + (l2 * (deal.secondLoan?.feePercent ?? 0)) / 100;
  const equityInvested = downPayment - l2 + (price * num(deal, 'closingCostsPercent')) / 100 + loanFees;
  const seniorDebtService = oracleLoanYear(senior, 1).scheduled;
  const secondDebtService = second === null ? 0 : oracleLoanYear(second, 1).scheduled;
  const annualDebtService = seniorDebtService + secondDebtService;
  const noi = income.noi[0] as number;
  const annualCashFlow = noi - (income.capex[0] as number) - annualDebtService;
  const currentEquity = income.propertyValue - senior.amount - l2;

  const h = num(deal, 'holdPeriod');
  const hold = holdOf(deal, income, equityInvested, h);
  let cumulative = 0;
  const cashFlowProjections = [1, 2, 3, 4, 5].map((t) => {
    const debtService = hold.debtService[t - 1] as number;
    const cashFlow = (income.noi[t - 1] as number) - (income.capex[t - 1] as number) - debtService;
    cumulative += cashFlow;
    return { year: t, noi: income.noi[t - 1] as number, debtService, cashFlow, cumulative };
  });
  const returned = hold.cashFlows.slice(1).reduce((sum, cf) => sum + cf, 0);
  const discount = field(deal, 'discountRate') as number | null;

  const scale = price;
  const irrs = Array.from({ length: 13 }, (_, i) =>
    dealIrr(holdOf(deal, income, equityInvested, i + 3).cashFlows, scale),
  );
  let optimalHolds: number[] | null = null;
  if (irrs.every((x) => x.certain)) {
    const converged = irrs
      .map((x, i) => ({ h: i + 3, irr: x.irr, ok: x.status === 'converged' }))
      .filter((x) => x.ok);
    const best = Math.max(...converged.map((x) => x.irr));
    optimalHolds =
      converged.length === 0
        ? [5]
        : converged
            .filter((x) => Math.abs(x.irr - best) <= 1e-9 * Math.max(1, Math.abs(best)))
            .map((x) => x.h);
  }
  const terms = deal.waterfall ?? null;
  return {
    loanFees,
    secondLoanAmount: l2,
    equityInvested,
    seniorDebtService,
    secondDebtService,
    annualDebtService,
    dscr: annualDebtService === 0 ? null : noi / annualDebtService,
    seniorDscr: seniorDebtService === 0 ? null : noi / seniorDebtService,
    ltv: ((senior.amount + l2) / price) * 100,
    debtYield: senior.amount + l2 === 0 ? null : (noi / (senior.amount + l2)) * 100,
    annualCashFlow,
    breakEvenOccupancy:
      income.breakEven.income === 0
        ? null
        : ((income.breakEven.expenses + annualDebtService) / income.breakEven.income) * 100,
    cashOnCash: equityInvested === 0 ? 0 : (annualCashFlow / equityInvested) * 100,
    roe:
      Math.abs(currentEquity) < 1e-9 * price
        ? Number.NaN
        : currentEquity <= 0
          ? 0
          : (annualCashFlow / currentEquity) * 100,
    hold,
    cashFlowProjections,
    equityMultiple: equityInvested === 0 ? null : returned / equityInvested,
    npv:
      discount === null ? null : hold.cashFlows.reduce((s, cf, t) => s + cf / (1 + discount / 100) ** t, 0),
    irr: dealIrr(hold.cashFlows, scale),
    optimalHolds,
    waterfall:
      terms === null
        ? null
        : oracleWaterfall(hold.cashFlows, {
            lpEquityPercent: terms.lpEquityPercent,
            prefRate: terms.prefRate,
            catchUpPercent: terms.catchUpPercent ?? 0,
            tiers: terms.tiers ?? [],
            residualPromotePercent: terms.residualPromotePercent,
          }),
  };
}
