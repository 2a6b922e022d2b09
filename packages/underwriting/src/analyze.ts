import { hasCapitalStack, stackFinancing } from './capital-stack.js';
import { hasGroup, resolveValidStack } from './capital-stack-check.js';
import { applyRefinance, planRefinance } from './capital-stack-refinance.js';
import { stackDebt, stackProjections } from './capital-stack-years.js';
import { parseDayNumber } from './dates.js';
import { dealIssues } from './deal-check.js';
import { InvalidDealError } from './deal-error.js';
import { resolveValidDeal } from './deal-resolve.gen.js';
import { isDefaultedRoll } from './deal-resolve.js';
import { resolveInput, resolveLease } from './defaults.js';
import { effectiveNnnChargesPerSqft, netOperatingIncome, operatingExpenses } from './expenses.js';
import { debtServiceInYear, debtYield, dscr, ltv, monthlyPayment } from './financing.js';
import { DEFAULT_OPTIMAL_HOLD, holdReason, holdTier } from './hold.js';
import { buildHoldSchedule, optimalHold } from './hold-search.js';
import { effectiveGrossIncome, leaseAnnualRent, leaseEffectiveRent, summarizeRentRoll } from './income.js';
import { irrDetailed } from './irr.js';
import { type LeaseProjectionRun, projectLeases } from './lease-projection.js';
import { npv } from './npv.js';
import { safeDivide } from './numeric.js';
import {
  appreciationProjections,
  loanCashFlowProjections,
  nnnProjections,
  yearlyCashFlowProjections,
} from './projections.js';
import { annualCashFlow, breakEvenOccupancy, cashOnCash, returnOnEquity } from './returns.js';
import type { AnalysisInput, AnalysisResult, LeaseSummary, ResolvedInput } from './types.js';
import { exitCapRate, goingInCapRate, propertyValue } from './value.js';
import { remainingYearsFromDays } from './walt.js';
import { runWaterfall } from './waterfall.js';

/** How much of the hold analysis to run (sensitivity grids skip what their metric does not need). */
export interface AnalysisDepth {
  /** Solve the IRR of the chosen hold period. */
  irr: boolean;
  /** Search holds of 3..15 years for the best IRR. */
  holdSearch: boolean;
}

const FULL: Readonly<AnalysisDepth> = Object.freeze({ irr: true, holdSearch: true });

/** Income side of the analysis (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#income and https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#walt). */
export interface Income {
  grossPotentialRent: number;
  leasedSqft: number;
  unleasedSqft: number;
  avgRentPerSqft: number;
  leases: LeaseSummary[];
  walt: number | null;
  /** The lease-by-lease projection (leases mode only). */
  projection: LeaseProjectionRun | null;
}

/** Rent roll mode: the roll's totals, one row per lease and WALT (each lease resolved once). */
function individualIncome(i: ResolvedInput): Income {
  // a rent roll the deal check built already carries its defaults
  const resolved = isDefaultedRoll(i.tenantLeases) ? i.tenantLeases : i.tenantLeases.map(resolveLease);
  const roll = summarizeRentRoll(resolved, i.sqft);
  const asOfDay = i.asOf === null ? null : parseDayNumber(i.asOf);
  // WALT is summed in the same pass (waltFromDay's sums, in its order: each end date read once)
  let weighted = 0;
  let totalRent = 0;
  const leases = resolved.map((lease): LeaseSummary => {
    const annualRent = leaseAnnualRent(lease);
    const endDay = asOfDay === null ? null : parseDayNumber(lease.endDate);
    const remainingYears = asOfDay === null || endDay === null ? 0 : remainingYearsFromDays(endDay - asOfDay);
    totalRent += annualRent;
    if (endDay !== null) weighted += remainingYears * annualRent;
    return {
      tenantName: lease.tenantName,
      sqftLeased: lease.sqftLeased,
      annualRent,
      effectiveRent: leaseEffectiveRent(annualRent, lease.leaseTerm, lease.freeMonths),
      remainingYears,
    };
  });
  return {
    grossPotentialRent: roll.grossPotentialRent,
    leasedSqft: roll.leasedSqft,
    unleasedSqft: roll.unleasedSqft,
    avgRentPerSqft: roll.avgRentPerSqft,
    leases,
    walt: asOfDay === null || totalRent === 0 ? null : weighted / totalRent,
    projection:
      i.projectionMode === 'leases' ? projectLeases(i, resolved, roll.avgRentPerSqft, asOfOf(i)) : null,
  };
}

/** `asOf`, which the lease-by-lease projection cannot do without. */
function asOfOf(i: ResolvedInput): string {
  if (i.asOf === null) throw new TypeError('analyze: asOf is required for the lease-by-lease projection');
  return i.asOf;
}

/** Aggregate mode: GPR is the entered annual rent; the rent roll is ignored. */
function aggregateIncome(i: ResolvedInput): Income {
  if (i.projectionMode === 'leases') {
    throw new TypeError('analyze: the lease-by-lease projection needs the individual rent roll');
  }
  return {
    grossPotentialRent: i.annualRent,
    leasedSqft: 0,
    unleasedSqft: Math.max(0, i.sqft),
    avgRentPerSqft: 0,
    leases: [],
    walt: null,
    projection: null,
  };
}

/**
 * The inputs the income side reads: a sensitivity grid whose axes vary none of them computes the
 * income once (`incomeOf`) and hands it to every cell.
 */
const INCOME_FIELDS: ReadonlySet<string> = new Set([
  'revenueInputType',
  'tenantLeases',
  'sqft',
  'asOf',
  'annualRent',
  'projectionMode',
]);

/** What the lease-by-lease projection reads besides the income fields. */
const PROJECTION_FIELDS: ReadonlySet<string> = new Set([
  'holdPeriod',
  'vacancyRate',
  'otherIncome',
  'propertyTaxes',
  'insurance',
  'maintenance',
  'managementFees',
  'repairs',
  'otherExpenses',
  'isNnnLease',
  'marketRentPerSqft',
  'marketRentGrowth',
  'expenseGrowthRate',
  'renewalProbability',
  'downtimeMonths',
  'renewalTermMonths',
  'newFreeMonths',
  'renewalFreeMonths',
  'newTiPerSqft',
  'renewalTiPerSqft',
  'newLcPercent',
  'renewalLcPercent',
]);

/** Whether changing `field` changes `incomeOf(i)` (the rent roll's figures and, in leases mode, the projection). */
export function incomeReads(i: ResolvedInput, field: string): boolean {
  return INCOME_FIELDS.has(field) || (i.projectionMode === 'leases' && PROJECTION_FIELDS.has(field));
}

/**
 * The income side of the analysis: the rent roll's totals, lease rows and WALT, or the aggregate
 * rent; in leases mode also the lease-by-lease projection.
 */
export function incomeOf(i: ResolvedInput): Income {
  return i.revenueInputType === 'individual' ? individualIncome(i) : aggregateIncome(i);
}

/**
 * Runs the analysis on resolved inputs, without checking them: callers pass inputs that
 * `analyze()` or `sensitivity()` checked (or `resolveInput` of a deal `dealIssues` found valid).
 * `depth` lets sensitivity grids skip the IRR solves that their metric does not use; skipped
 * figures are reported as 0 (irr, with `irrStatus` null) or the default hold.
 * `income`, when given, must be `incomeOf(i)` (grids pass it to skip recomputing the rent roll).
 */
export function analyzeResolved(
  i: ResolvedInput,
  depth: AnalysisDepth = FULL,
  income: Income = incomeOf(i),
): AnalysisResult {
  const run = income.projection;
  // leases mode: year 1 of the projection is the income statement (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#lease-by-lease)
  const first = run === null ? undefined : run.projection.years[0];
  const gpr = first ? first.scheduledRent : income.grossPotentialRent;
  const egi = first ? first.effectiveGrossIncome : effectiveGrossIncome(gpr, i.vacancyRate, i.otherIncome);
  const opex = first ? first.operatingExpenses : operatingExpenses(i);
  const noi = first ? first.noi : netOperatingIncome(egi, opex);
  const capexOne = first ? first.tenantImprovements + first.leasingCommissions : 0;
  const value = propertyValue(noi, i.marketCapRate, i.purchasePrice);
  const goingIn = goingInCapRate(noi, i.purchasePrice);
  const exitCap = exitCapRate(i.exitCapRate, goingIn);

  const downPayment = (i.purchasePrice * i.downPaymentPercent) / 100;
  // 100 % down leaves no loan (price - price * 100 / 100 can leave a rounding residue, whose
  // DSCR would read 1e16)
  const loanAmount = i.downPaymentPercent >= 100 ? 0 : i.purchasePrice - downPayment;
  // the capital stack (section 12) when the deal uses it, else the single loan of sections 5-8
  const stack = hasCapitalStack(i) ? stackFinancing(i, downPayment, loanAmount) : null;
  const equityInvested = stack
    ? stack.equityInvested
    : downPayment + (i.purchasePrice * i.closingCostsPercent) / 100;
  const payment = stack
    ? stack.monthlyPayment
    : monthlyPayment(loanAmount, i.interestRate, i.loanTerm, i.isInterestOnly);
  const annualDebtService = stack ? stack.annualDebtService : 12 * payment;
  const debt = stack ? stackDebt(stack.loans) : null;
  const totalLoans = loanAmount + (stack?.secondLoanAmount ?? 0);
  const cashFlow = annualCashFlow(noi - capexOne, annualDebtService);
  const coc = cashOnCash(cashFlow, equityInvested);

  const holdPeriod = Math.max(1, Math.round(i.holdPeriod));
  const s = buildHoldSchedule(
    {
      noi,
      rentEscalationRate: i.rentEscalationRate,
      equityInvested,
      annualDebtService,
      loanAmount,
      loanTerm: i.loanTerm,
      isInterestOnly: i.isInterestOnly,
      interestRate: i.interestRate,
      exitCapRate: exitCap,
      sellingCostsPercent: i.sellingCostsPercent,
      ...(run === null ? {} : { yearly: run.yearly }),
      ...(debt === null ? {} : { debt }),
    },
    Math.max(holdPeriod, depth.holdSearch ? 15 : 0),
  );
  const plan = stack && i.refinance ? planRefinance(i.refinance, s, stack.loans, exitCap) : null;
  const kept = plan ? applyRefinance(s, plan, i.sellingCostsPercent) : null;
  const refinanced = plan !== null && holdPeriod > plan.result.year;
  // a hold that ends in the refinance year never refinances: its own last year and sale
  const atRefinanceYear = kept !== null && plan !== null && holdPeriod === plan.result.year;
  const netSale = atRefinanceYear ? kept.netSale : (s.netSale[holdPeriod] as number);
  // the hold's flows: -equity, then noi_t - capex_t - ds_t, with the sale added to the last year
  const flows = s.base.slice(0, holdPeriod + 1);
  if (atRefinanceYear) flows[holdPeriod] = kept.base;
  let sumFlows = 0;
  for (let t = 1; t <= holdPeriod; t++) sumFlows += flows[t] as number;
  sumFlows += netSale;
  flows[holdPeriod] = (flows[holdPeriod] as number) + netSale;
  const known = depth.irr ? irrDetailed(flows) : null;
  const best = depth.holdSearch && known !== null ? optimalHold(s, holdPeriod, known) : null;
  const bestYears = best === null ? DEFAULT_OPTIMAL_HOLD : best.years;
  const bestIrr = best === null ? null : best.irr;
  const nnnPerSqft = effectiveNnnChargesPerSqft(
    i.nnnChargesPerSqft,
    i.propertyTaxes,
    i.insurance,
    i.maintenance,
    i.sqft,
  );

  return {
    noi,
    propertyValue: value,
    goingInCapRate: goingIn,
    exitCapRate: exitCap,
    cashOnCash: coc,
    irr: known === null ? 0 : known.rate * 100,
    irrStatus: known === null ? null : known.status,
    roi: coc,
    roe: returnOnEquity(cashFlow, value, totalLoans),
    downPayment,
    loanAmount,
    annualDebtService,
    annualCashFlow: cashFlow,
    optimalHoldPeriod: bestYears,
    optimalHoldReason: holdReason(bestYears, bestIrr),
    optimalHoldTier: holdTier(bestYears),
    effectiveNnnChargesPerSqft: nnnPerSqft,
    walt: income.walt,
    cashFlowProjections: stack
      ? stackProjections(noi, i.rentEscalationRate, run, stack.loans, refinanced ? plan : null)
      : run === null
        ? loanCashFlowProjections(
            noi,
            i.rentEscalationRate,
            annualDebtService,
            loanAmount,
            i.loanTerm,
            i.isInterestOnly,
          )
        : yearlyCashFlowProjections(run.yearly, (t) =>
            debtServiceInYear(annualDebtService, loanAmount, i.loanTerm, i.isInterestOnly, t),
          ),
    appreciationProjections: appreciationProjections(value, i.appreciationRate),
    ltv: ltv(totalLoans, i.purchasePrice),
    dscr: dscr(noi, annualDebtService),
    debtYield: debtYield(noi, totalLoans),
    breakEvenOccupancy: first
      ? breakEvenOccupancy(opex, annualDebtService, first.scheduledRent + first.recoveries, first.otherIncome)
      : breakEvenOccupancy(opex, annualDebtService, gpr, i.otherIncome),
    equityMultiple: safeDivide(sumFlows, equityInvested, null),
    npv: i.discountRate === null ? null : npv(i.discountRate / 100, flows),
    grossPotentialRent: gpr,
    effectiveGrossIncome: egi,
    operatingExpenses: opex,
    equityInvested,
    monthlyPayment: payment,
    salePrice: s.salePrice[holdPeriod] as number,
    netSaleProceeds: netSale,
    leasedSqft: income.leasedSqft,
    unleasedSqft: income.unleasedSqft,
    avgRentPerSqft: income.avgRentPerSqft,
    leases: income.leases,
    nnnProjections: nnnProjections(nnnPerSqft, i.nnnEscalationRate, i.sqft),
    leaseProjection: run === null ? null : run.projection,
    loanFees: stack?.loanFees ?? 0,
    secondLoanAmount: stack?.secondLoanAmount ?? 0,
    seniorDebtService: stack?.seniorDebtService ?? annualDebtService,
    secondDebtService: stack?.secondDebtService ?? 0,
    seniorDscr: dscr(noi, stack?.seniorDebtService ?? annualDebtService),
    refinance: refinanced && plan ? plan.result : null,
    waterfall: i.waterfall === null ? null : runWaterfall(flows, i.waterfall),
  };
}

/**
 * `input` with its defaults applied, checked against the rules of `analysisInputSchema` by hand
 * (`resolveValidDeal`, not a zod parse): throws an {@link InvalidDealError} carrying the schema's
 * issues when the deal breaks one.
 */
export function resolveValidInput(input: AnalysisInput): ResolvedInput {
  // a deal with a group of section 12 never passes the generated check: go straight to the stack's
  const resolved = hasGroup(input) ? resolveValidStack(input) : resolveValidDeal(input);
  if (resolved !== null) return resolved;
  const issues = dealIssues(input);
  if (issues.length > 0) throw new InvalidDealError(issues);
  return resolveInput(input);
}

/**
 * Underwrites a deal: checks it against the rules of `analysisInputSchema` (throwing an
 * {@link InvalidDealError} with the schema's field messages when it breaks one: a negative price,
 * NaN, a vacancy rate above 100 %, a bad lease), applies the defaults (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#inputs), then
 * computes income, NOI, value, financing, year-1 returns, 5-year projections, the sale at the hold
 * period with its IRR, equity multiple and NPV, and the hold of 3..15 years with the best IRR. Pure
 * and deterministic; every number is finite (or null where the contract allows it).
 *
 * @throws {InvalidDealError} when the deal is invalid; `error.issues` lists every field's message.
 * @example
 * analyze({ purchasePrice: 1000000, sqft: 10000, interestRate: 6, annualRent: 120000 }).noi // 114000
 */
export function analyze(input: AnalysisInput): AnalysisResult {
  return analyzeResolved(resolveValidInput(input), FULL);
}
