import { parseDayNumber } from './dates.js';
import { resolveInput } from './defaults.js';
import { effectiveNnnChargesPerSqft, netOperatingIncome, operatingExpenses } from './expenses.js';
import { debtYield, dscr, ltv, monthlyPayment } from './financing.js';
import { DEFAULT_OPTIMAL_HOLD, holdReason, holdTier } from './hold.js';
import { buildHoldSchedule, type HoldDeal, holdIrr, optimalHold } from './hold-search.js';
import { effectiveGrossIncome } from './income.js';
import { V_GUESS } from './irr-core.js';
import { safeDivide } from './numeric.js';
import { appreciationProjections, loanCashFlowProjections, nnnProjections } from './projections.js';
import { annualCashFlow, breakEvenOccupancy, cashOnCash, returnOnEquity } from './returns.js';
import type { AnalysisInput, AnalysisResult, IrrResult, LeaseSummary, ResolvedInput } from './types.js';
import { exitCapRate, goingInCapRate, propertyValue } from './value.js';
import { DAYS_PER_MONTH } from './walt.js';

/** How much of the hold analysis to run (sensitivity grids skip what their metric does not need). */
export interface AnalysisDepth {
  /** Solve the IRR of the chosen hold period. */
  irr: boolean;
  /** Search holds of 3..15 years for the best IRR. */
  holdSearch: boolean;
}

const FULL: AnalysisDepth = { irr: true, holdSearch: true };

/** Income side of the analysis (docs/model.md#income and #walt). */
interface Income {
  grossPotentialRent: number;
  leasedSqft: number;
  unleasedSqft: number;
  avgRentPerSqft: number;
  leases: LeaseSummary[];
  walt: number | null;
}

/** `value` when it is a finite number, else 0 (a local copy of `numberOr` for the hot loop). */
function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Rent roll totals, lease rows and WALT in one pass over the leases. */
function individualIncome(i: ResolvedInput): Income {
  const asOfDay = i.asOf === null ? null : parseDayNumber(i.asOf);
  const leases: LeaseSummary[] = [];
  let leasedSqft = 0;
  let totalAnnual = 0;
  let totalEffective = 0;
  let weighted = 0;
  for (const lease of i.tenantLeases) {
    const sqftLeased = num(lease.sqftLeased);
    const annualRent = sqftLeased * num(lease.rentPerSqft);
    // leaseEffectiveRent: annualRent * (term - min(free, term)) / term, 0 without a term
    const term = num(lease.leaseTerm);
    const effectiveRent =
      term === 0 ? 0 : (annualRent * (term - Math.min(num(lease.freeMonths), term))) / term;
    const endDay = asOfDay === null ? null : parseDayNumber(lease.endDate);
    // remainingYearsFromDays: max(0, days / 30.44 / 12)
    const days = endDay === null || asOfDay === null ? 0 : endDay - asOfDay;
    const remainingYears = days > 0 ? days / DAYS_PER_MONTH / 12 : 0;
    leasedSqft += sqftLeased;
    totalAnnual += annualRent;
    totalEffective += effectiveRent;
    weighted += remainingYears * annualRent;
    const tenantName = typeof lease.tenantName === 'string' ? lease.tenantName : '';
    leases.push({ tenantName, sqftLeased, annualRent, effectiveRent, remainingYears });
  }
  const avgRentPerSqft = leasedSqft === 0 ? 0 : totalAnnual / leasedSqft;
  const unleasedSqft = Math.max(0, i.sqft - leasedSqft);
  return {
    grossPotentialRent: totalEffective + unleasedSqft * avgRentPerSqft,
    leasedSqft,
    unleasedSqft,
    avgRentPerSqft,
    leases,
    walt: asOfDay === null || totalAnnual === 0 ? null : weighted / totalAnnual,
  };
}

/** Aggregate mode: GPR is the entered annual rent; the rent roll is ignored. */
function aggregateIncome(i: ResolvedInput): Income {
  return {
    grossPotentialRent: i.annualRent,
    leasedSqft: 0,
    unleasedSqft: Math.max(0, i.sqft),
    avgRentPerSqft: 0,
    leases: [],
    walt: null,
  };
}

const HOLD_RESULT: IrrResult = { rate: 0, status: 'converged', iterations: 0, multipleRootsPossible: false };

/**
 * Runs the analysis on resolved inputs. `depth` lets sensitivity grids skip the IRR solves that
 * their metric does not use; skipped figures are reported as 0 (irr) or the default hold.
 */
export function analyzeResolved(i: ResolvedInput, depth: AnalysisDepth = FULL): AnalysisResult {
  const income = i.revenueInputType === 'individual' ? individualIncome(i) : aggregateIncome(i);
  const gpr = income.grossPotentialRent;
  const egi = effectiveGrossIncome(gpr, i.vacancyRate, i.otherIncome);
  const opex = operatingExpenses(i);
  const noi = netOperatingIncome(egi, opex);
  const value = propertyValue(noi, i.marketCapRate, i.purchasePrice);
  const goingIn = goingInCapRate(noi, i.purchasePrice);
  const exitCap = exitCapRate(i.exitCapRate, goingIn);

  const downPayment = (i.purchasePrice * i.downPaymentPercent) / 100;
  const loanAmount = i.purchasePrice - downPayment;
  const equityInvested = downPayment + (i.purchasePrice * i.closingCostsPercent) / 100;
  const payment = monthlyPayment(loanAmount, i.interestRate, i.loanTerm, i.isInterestOnly);
  const annualDebtService = 12 * payment;
  const cashFlow = annualCashFlow(noi, annualDebtService);
  const coc = cashOnCash(cashFlow, equityInvested);

  const holdPeriod = Math.max(1, Math.round(i.holdPeriod));
  const deal: HoldDeal = {
    noi,
    rentEscalationRate: i.rentEscalationRate,
    equityInvested,
    annualDebtService,
    loanAmount,
    loanTerm: i.loanTerm,
    isInterestOnly: i.isInterestOnly,
    interestRate: i.interestRate,
    monthlyPayment: payment,
    exitCapRate: exitCap,
    sellingCostsPercent: i.sellingCostsPercent,
  };
  const s = buildHoldSchedule(deal, Math.max(holdPeriod, depth.holdSearch ? 15 : 0));
  let sumFlows = 0;
  for (let t = 1; t <= holdPeriod; t++) sumFlows += s.base[t] as number;
  const netSale = s.netSale[holdPeriod] as number;
  sumFlows += netSale;
  let npvValue: number | null = null;
  if (i.discountRate !== null) {
    const v = 1 / (1 + i.discountRate / 100);
    let acc = (s.base[holdPeriod] as number) + netSale;
    for (let t = holdPeriod - 1; t >= 0; t--) acc = acc * v + (s.base[t] as number);
    npvValue = acc;
  }
  const salePriceAtHold = s.salePrice[holdPeriod] as number;
  const known = depth.irr ? holdIrr(s, holdPeriod, V_GUESS, HOLD_RESULT) : null;
  const irrValue = known === null ? 0 : known.rate * 100;
  const best = depth.holdSearch && known !== null ? optimalHold(s, holdPeriod, known) : null;
  const bestYears = best === null ? DEFAULT_OPTIMAL_HOLD : best.years;
  const bestIrr = best === null ? null : best.irr;

  return {
    noi,
    propertyValue: value,
    goingInCapRate: goingIn,
    exitCapRate: exitCap,
    cashOnCash: coc,
    irr: irrValue,
    roi: coc,
    roe: returnOnEquity(cashFlow, value, loanAmount),
    downPayment,
    loanAmount,
    annualDebtService,
    annualCashFlow: cashFlow,
    optimalHoldPeriod: bestYears,
    optimalHoldReason: holdReason(bestYears, bestIrr),
    optimalHoldTier: holdTier(bestYears),
    effectiveNnnChargesPerSqft: effectiveNnnChargesPerSqft(
      i.nnnChargesPerSqft,
      i.propertyTaxes,
      i.insurance,
      i.maintenance,
      i.sqft,
    ),
    walt: income.walt,
    cashFlowProjections: loanCashFlowProjections(
      noi,
      i.rentEscalationRate,
      annualDebtService,
      loanAmount,
      i.loanTerm,
      i.isInterestOnly,
    ),
    appreciationProjections: appreciationProjections(value, i.appreciationRate),
    ltv: ltv(loanAmount, i.purchasePrice),
    dscr: dscr(noi, annualDebtService),
    debtYield: debtYield(noi, loanAmount),
    breakEvenOccupancy: breakEvenOccupancy(opex, annualDebtService, gpr, i.otherIncome),
    equityMultiple: safeDivide(sumFlows, equityInvested, null),
    npv: npvValue,
    grossPotentialRent: gpr,
    effectiveGrossIncome: egi,
    operatingExpenses: opex,
    equityInvested,
    monthlyPayment: payment,
    salePrice: salePriceAtHold,
    netSaleProceeds: netSale,
    leasedSqft: income.leasedSqft,
    unleasedSqft: income.unleasedSqft,
    avgRentPerSqft: income.avgRentPerSqft,
    leases: income.leases,
    nnnProjections: nnnProjections(
      effectiveNnnChargesPerSqft(i.nnnChargesPerSqft, i.propertyTaxes, i.insurance, i.maintenance, i.sqft),
      i.nnnEscalationRate,
      i.sqft,
    ),
  };
}

/**
 * Underwrites a deal: applies the defaults (docs/model.md#inputs), then computes income, NOI,
 * value, financing, year-1 returns, 5-year projections, the sale at the hold period with its IRR,
 * equity multiple and NPV, and the hold of 3..15 years with the best IRR. Pure and deterministic;
 * every number is finite (or null where the contract allows it) for valid input.
 *
 * @example
 * analyze({ purchasePrice: 1000000, sqft: 10000, interestRate: 6, annualRent: 120000 }).noi // 114000
 */
export function analyze(input: AnalysisInput): AnalysisResult {
  return analyzeResolved(resolveInput(input), FULL);
}
