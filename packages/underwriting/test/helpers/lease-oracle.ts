/**
 * A deliberately naive reference implementation of the lease-by-lease projection
 * (shared/spec/underwriting.md section 11), written straight from the spec text for the tests to
 * compare the engine against.
 *
 * It works month by month and suite by suite, recomputes every growth factor with `Math.pow`,
 * keeps whole arrays of months and does nothing clever: no running products, no closed forms, no
 * shared code with `src` for anything of section 11. Only the financing and sale formulas of
 * sections 5 and 8, which section 11 reuses unchanged, come from the engine's public exports.
 *
 * The "Readings pinned" bullets of section 11 are implemented as written:
 * - a lease occupies months `max(s, 0) .. e`, both inclusive, from its dates alone (`leaseTerm`
 *   is ignored);
 * - a lease is expired only when `e < 0`; one ending earlier in asOf's month occupies month 0 and
 *   rolls over from month 1 with `P = renewalProbability`;
 * - for `s < 0` the entered rentPerSqft is the rent at month 0; only anniversaries with
 *   `0 < s + 12k <= m` step it;
 * - free months are the months `s .. s + freeMonths - 1` that the lease occupies (the rest are
 *   dropped, never passed on to a rollover lease); the range is read literally, `m <= s + freeMonths - 1`,
 *   so a fractional 2.5 frees months s and s + 1 (the spec does not settle fractions; the tests
 *   compare the engine with the oracle on whole free months only);
 * - the rent roll's own `tenantImprovements` is no cost; TI $/sq ft is nominal; LC is a percent of
 *   scheduled rent before free rent over the whole rollover term, also past the horizon;
 * - `marketRentPerSqft: 0` is a value; only `undefined` or `null` falls back to avgRentPerSqft;
 * - with `Σ sqftLeased > sqft` there is no Vacant space suite, rents are not prorated and only
 *   `occ_m` is capped at 1;
 * - operating expenses always include taxes, insurance and maintenance; NNN tenants reimburse them
 *   through recoveries (grown cost times occupancy); no credit loss is taken on recoveries.
 */

import {
  debtServiceInYear,
  irrDetailed,
  loanBalance,
  monthlyPayment,
  netSaleProceeds,
  salePrice,
} from '../../src/index.js';

/** A lease's recovery type (section 11.1). */
type RecoveryKind = 'nnn' | 'gross' | 'base-year';

/** One lease of the rent roll as a caller may pass it (optional fields take the spec defaults). */
export interface OracleLease {
  tenantName: string;
  sqftLeased: number;
  rentPerSqft: number;
  leaseTerm?: number;
  freeMonths?: number;
  tenantImprovements?: number;
  annualRentIncrease?: number;
  startDate: string;
  endDate: string;
  /** Section 11.1: the suite ("" or null: none). */
  suite?: string | null;
  /** Section 11.1: the rent from each date on. */
  rentSteps?: { date: string; rentPerSqft: number }[] | null;
  /** Section 11.1: how the lease recovers taxes, insurance and maintenance. */
  recoveryType?: 'nnn' | 'gross' | 'base-year' | null;
  /** Section 11.1: this space's market rent at asOf. */
  marketRentPerSqft?: number | null;
}

/** A deal as a plain object: the fields of sections 1 and 11 the projection reads. */
export interface OracleDeal {
  purchasePrice: number;
  sqft: number;
  interestRate: number;
  asOf: string;
  tenantLeases: readonly OracleLease[];
  otherIncome?: number;
  vacancyRate?: number;
  propertyTaxes?: number;
  insurance?: number;
  maintenance?: number;
  managementFees?: number;
  repairs?: number;
  otherExpenses?: number;
  isNnnLease?: boolean;
  downPaymentPercent?: number;
  loanTerm?: number;
  isInterestOnly?: boolean;
  marketCapRate?: number | null;
  exitCapRate?: number | null;
  holdPeriod?: number;
  closingCostsPercent?: number;
  sellingCostsPercent?: number;
  discountRate?: number | null;
  marketRentPerSqft?: number | null;
  marketRentGrowth?: number;
  expenseGrowthRate?: number;
  renewalProbability?: number;
  downtimeMonths?: number;
  renewalTermMonths?: number;
  newFreeMonths?: number;
  renewalFreeMonths?: number;
  newTiPerSqft?: number;
  renewalTiPerSqft?: number;
  newLcPercent?: number;
  renewalLcPercent?: number;
}

/** One year t = 1..H of the projection, named as in section 11's output. */
export interface OracleYear {
  year: number;
  scheduledRent: number;
  freeRent: number;
  creditLoss: number;
  otherIncome: number;
  recoveries: number;
  effectiveGrossIncome: number;
  operatingExpenses: number;
  noi: number;
  tenantImprovements: number;
  leasingCommissions: number;
  occupancy: number;
}

/** One rollover lease with `n0 < 12H`, named as in section 11's output. */
export interface OracleRollover {
  suite: string;
  tenant: string;
  sqft: number;
  availableMonth: number;
  startMonth: number;
  downtimeMonths: number;
  freeMonths: number;
  rentPerSqft: number;
  tenantImprovements: number;
  leasingCommissions: number;
}

/** One row of the 5-year cash-flow projection in leases mode. */
export interface OracleCashFlowRow {
  year: number;
  noi: number;
  debtService: number;
  cashFlow: number;
  cumulative: number;
}

/** Everything the oracle computes. */
export interface OracleResult {
  /** H = max(15, holdPeriod) + 1. */
  horizonYears: number;
  years: OracleYear[];
  rollovers: OracleRollover[];
  /** capex_t = TI_t + LC_t at index t-1. */
  capex: number[];
  noi: number;
  goingInCapRate: number;
  exitCapRate: number;
  propertyValue: number;
  equityInvested: number;
  annualDebtService: number;
  annualCashFlow: number;
  cashOnCash: number;
  roe: number;
  dscr: number | null;
  debtYield: number | null;
  breakEvenOccupancy: number | null;
  cashFlowProjections: OracleCashFlowRow[];
  /** The hold-h cash flows CF_0..CF_h (sale in CF_h) for h = 1..H-1. */
  holdFlows: (h: number) => number[];
  salePrice: number;
  netSaleProceeds: number;
  irr: number;
  equityMultiple: number | null;
  npv: number | null;
  /** IRR in percent of each hold of 3..15 years, null when its IRR is not defined (not converged). */
  irrByHold: Map<number, number | null>;
  optimalHoldPeriod: number;
}

/** The defaults of section 1's and section 11's tables, written out again here. */
const SPEC_DEFAULTS = {
  otherIncome: 0,
  vacancyRate: 5,
  propertyTaxes: 0,
  insurance: 0,
  maintenance: 0,
  managementFees: 0,
  repairs: 0,
  otherExpenses: 0,
  isNnnLease: false,
  downPaymentPercent: 25,
  loanTerm: 25,
  isInterestOnly: false,
  holdPeriod: 5,
  closingCostsPercent: 0,
  sellingCostsPercent: 0,
  marketRentGrowth: 3,
  expenseGrowthRate: 3,
  renewalProbability: 70,
  downtimeMonths: 6,
  renewalTermMonths: 60,
  newFreeMonths: 3,
  renewalFreeMonths: 1,
  newTiPerSqft: 20,
  renewalTiPerSqft: 5,
  newLcPercent: 6,
  renewalLcPercent: 3,
};

/** The tenant lease defaults (product.md: freeMonths 0, tenantImprovements 0, annualRentIncrease 3). */
const LEASE_SPEC_DEFAULTS = { freeMonths: 0, annualRentIncrease: 3 };

/** Name of the suite made of the unleased remainder. */
export const VACANT_SPACE = 'Vacant space';

/** `value` unless it is undefined, else `fallback`. */
function or<T>(value: T | undefined, fallback: T): T {
  return value === undefined ? fallback : value;
}

/**
 * `numerator / denominator`; `fallback` when the denominator is 0 (the spec's null or 0) and, by
 * the spec's convention that every output is finite, when the quotient overflows (a denominator
 * of a few subnormals).
 */
function divide<T>(numerator: number, denominator: number, fallback: T): number | T {
  if (denominator === 0) return fallback;
  const q = numerator / denominator;
  return Number.isFinite(q) ? q : fallback;
}

/** `list[index]`, which must exist. */
function at(list: readonly number[], index: number): number {
  const value = list[index];
  if (value === undefined) throw new RangeError(`no entry ${index}`);
  return value;
}

/** Adds `amount` to `list[index]`. */
function add(list: number[], index: number, amount: number): void {
  list[index] = at(list, index) + amount;
}

/** `monthIndex(d) = 12 (year(d) - year(asOf)) + (month(d) - month(asOf))`; the day is ignored. */
export function monthIndex(date: string, asOf: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const asOfYear = Number(asOf.slice(0, 4));
  const asOfMonth = Number(asOf.slice(5, 7));
  return 12 * (year - asOfYear) + (month - asOfMonth);
}

/** `G_x(m) = (1 + x/100)^floor(m/12)`. */
function growth(ratePercent: number, month: number): number {
  return (1 + ratePercent / 100) ** Math.floor(month / 12);
}

/** The blended terms of a rollover at renewal probability P (integer arithmetic for D and F). */
export function blendedTerms(
  P: number,
  d: {
    downtimeMonths: number;
    renewalFreeMonths: number;
    newFreeMonths: number;
    renewalTiPerSqft: number;
    newTiPerSqft: number;
    renewalLcPercent: number;
    newLcPercent: number;
  },
): { D: number; F: number; tiPerSqft: number; lcPercent: number } {
  return {
    D: Math.floor(((100 - P) * d.downtimeMonths + 50) / 100),
    F: Math.floor((P * d.renewalFreeMonths + (100 - P) * d.newFreeMonths + 50) / 100),
    tiPerSqft: (P * d.renewalTiPerSqft + (100 - P) * d.newTiPerSqft) / 100,
    lcPercent: (P * d.renewalLcPercent + (100 - P) * d.newLcPercent) / 100,
  };
}

/**
 * The lease-by-lease projection and the headline figures section 11 redefines, for a deal in
 * leases mode (the caller makes sure the deal would pass validation).
 */
export function leaseOracle(deal: OracleDeal): OracleResult {
  const d = { ...SPEC_DEFAULTS };
  for (const key of Object.keys(SPEC_DEFAULTS) as (keyof typeof SPEC_DEFAULTS)[]) {
    (d as Record<string, unknown>)[key] = or(deal[key] as never, SPEC_DEFAULTS[key] as never);
  }
  const marketCapRate = or(deal.marketCapRate, null);
  const enteredExitCap = or(deal.exitCapRate, null);
  const discountRate = or(deal.discountRate, null);
  const sqft = deal.sqft;
  const asOf = deal.asOf;

  const H = Math.max(15, d.holdPeriod) + 1;
  const months = 12 * H;

  // section 2's avgRentPerSqft over the whole rent roll
  let leasedSqft = 0;
  let totalAnnualRent = 0;
  for (const lease of deal.tenantLeases) {
    leasedSqft += lease.sqftLeased;
    totalAnnualRent += lease.sqftLeased * lease.rentPerSqft;
  }
  const avgRentPerSqft = leasedSqft === 0 ? 0 : totalAnnualRent / leasedSqft;
  const market =
    deal.marketRentPerSqft === undefined || deal.marketRentPerSqft === null
      ? avgRentPerSqft
      : deal.marketRentPerSqft;

  // per-month totals of the whole property
  const scheduled: number[] = new Array(months).fill(0);
  const free: number[] = new Array(months).fill(0);
  const occupiedSqft: number[] = new Array(months).fill(0);
  const ti: number[] = new Array(months).fill(0);
  const lc: number[] = new Array(months).fill(0);
  // rollovers with the index of their suite, for the ordering
  const rollovers: { suiteIndex: number; row: OracleRollover }[] = [];

  /** A chain of rollover leases for one suite, first available at m0 with probability P. */
  const rollChain = (
    suiteIndex: number,
    names: { suite: string; tenant: string },
    suiteSqft: number,
    firstM0: number,
    firstP: number,
    spaceMarket: number,
    recoveryType: RecoveryKind,
  ) => {
    let m0 = firstM0;
    let P = firstP;
    for (;;) {
      const b = blendedTerms(P, d);
      const n0 = m0 + b.D;
      if (n0 >= months) return;
      const T = d.renewalTermMonths;
      const M = spaceMarket * growth(d.marketRentGrowth, n0);
      let termRent = 0;
      for (let j = 0; j < T; j++) {
        const rent = ((suiteSqft * M) / 12) * (1 + d.marketRentGrowth / 100) ** Math.floor(j / 12);
        termRent += rent;
        const m = n0 + j;
        if (m < months) {
          add(scheduled, m, rent);
          add(occupiedSqft, m, suiteSqft);
          if (j < b.F) add(free, m, rent);
          recover(m, suiteSqft, recoveryType, n0);
        }
      }
      const tiCost = suiteSqft * b.tiPerSqft;
      const lcCost = (b.lcPercent / 100) * termRent;
      add(ti, n0, tiCost);
      add(lc, n0, lcCost);
      rollovers.push({
        suiteIndex,
        row: {
          ...names,
          sqft: suiteSqft,
          availableMonth: m0,
          startMonth: n0,
          downtimeMonths: b.D,
          freeMonths: b.F,
          rentPerSqft: M,
          tenantImprovements: tiCost,
          leasingCommissions: lcCost,
        },
      });
      m0 = n0 + T;
      P = d.renewalProbability;
    }
  };

  // section 11.1: recoveries per suite when any lease of the roll has a recoveryType
  const perSuite = deal.tenantLeases.some(
    (lease) => lease.recoveryType !== undefined && lease.recoveryType !== null,
  );
  const recoverableMonthly = (d.propertyTaxes + d.insurance + d.maintenance) / 12;
  const recoverableAt = (m: number) => recoverableMonthly * growth(d.expenseGrowthRate, m);
  const recovered: number[] = new Array(months).fill(0);
  /** What a suite of `area` under a lease of `type` that started in month `b` recovers in month m. */
  const recover = (m: number, area: number, type: RecoveryKind, b: number) => {
    if (!perSuite) return;
    const share = area / sqft;
    if (type === 'nnn') add(recovered, m, share * recoverableAt(m));
    if (type === 'base-year') add(recovered, m, share * Math.max(0, recoverableAt(m) - recoverableAt(b)));
  };
  const defaultType: RecoveryKind = d.isNnnLease ? 'nnn' : 'gross';

  deal.tenantLeases.forEach((lease, index) => {
    const s = monthIndex(lease.startDate, asOf);
    const e = monthIndex(lease.endDate, asOf);
    const freeMonths = or(lease.freeMonths, LEASE_SPEC_DEFAULTS.freeMonths);
    const increase = or(lease.annualRentIncrease, LEASE_SPEC_DEFAULTS.annualRentIncrease);
    const names = { suite: lease.suite ? lease.suite : lease.tenantName, tenant: lease.tenantName };
    const spaceMarket =
      lease.marketRentPerSqft === undefined || lease.marketRentPerSqft === null
        ? market
        : lease.marketRentPerSqft;
    const type: RecoveryKind = lease.recoveryType ?? defaultType;
    const steps = lease.rentSteps ?? [];
    if (e < 0) {
      // expired before month 0: available at once, leased as new space
      rollChain(index, names, lease.sqftLeased, 0, 0, spaceMarket, type);
      return;
    }
    for (let m = Math.max(s, 0); m <= e && m < months; m++) {
      let rentPerSqft: number;
      if (steps.length > 0) {
        // R(m): the rentPerSqft of the last step with monthIndex(date) <= m, else the lease's
        rentPerSqft = lease.rentPerSqft;
        for (const step of steps) if (monthIndex(step.date, asOf) <= m) rentPerSqft = step.rentPerSqft;
      } else {
        // a(m) = #{k >= 1 : 0 < s + 12k <= m}, counted one anniversary at a time
        let a = 0;
        for (let k = 1; s + 12 * k <= m; k++) {
          if (s + 12 * k > 0) a++;
        }
        rentPerSqft = lease.rentPerSqft * (1 + increase / 100) ** a;
      }
      const rent = (lease.sqftLeased * rentPerSqft) / 12;
      add(scheduled, m, rent);
      add(occupiedSqft, m, lease.sqftLeased);
      // months s .. s + freeMonths - 1 (inclusive) are free
      if (m >= s && m <= s + freeMonths - 1) add(free, m, rent);
      recover(m, lease.sqftLeased, type, s);
    }
    rollChain(index, names, lease.sqftLeased, e + 1, d.renewalProbability, spaceMarket, type);
  });
  if (sqft - leasedSqft > 0) {
    const names = { suite: VACANT_SPACE, tenant: VACANT_SPACE };
    rollChain(deal.tenantLeases.length, names, sqft - leasedSqft, 0, 0, market, defaultType);
  }

  rollovers.sort((x, y) => x.row.startMonth - y.row.startMonth || x.suiteIndex - y.suiteIndex);

  // months rolled up into years
  const recoverable = d.propertyTaxes + d.insurance + d.maintenance;
  const allExpenses = d.managementFees + d.repairs + d.otherExpenses + recoverable;
  const years: OracleYear[] = [];
  for (let t = 1; t <= H; t++) {
    const y: OracleYear = {
      year: t,
      scheduledRent: 0,
      freeRent: 0,
      creditLoss: 0,
      otherIncome: 0,
      recoveries: 0,
      effectiveGrossIncome: 0,
      operatingExpenses: 0,
      noi: 0,
      tenantImprovements: 0,
      leasingCommissions: 0,
      occupancy: 0,
    };
    let occSum = 0;
    for (let m = 12 * (t - 1); m <= 12 * t - 1; m++) {
      const scheduledM = at(scheduled, m);
      const freeM = at(free, m);
      const creditLoss = (d.vacancyRate / 100) * (scheduledM - freeM);
      const otherIncome = (d.otherIncome / 12) * growth(d.marketRentGrowth, m);
      const occ = Math.min(1, at(occupiedSqft, m) / sqft);
      const recoveries = perSuite
        ? at(recovered, m)
        : d.isNnnLease
          ? (recoverable / 12) * growth(d.expenseGrowthRate, m) * occ
          : 0;
      const opex = (allExpenses / 12) * growth(d.expenseGrowthRate, m);
      const egi = scheduledM - freeM - creditLoss + otherIncome + recoveries;
      y.scheduledRent += scheduledM;
      y.freeRent += freeM;
      y.creditLoss += creditLoss;
      y.otherIncome += otherIncome;
      y.recoveries += recoveries;
      y.effectiveGrossIncome += egi;
      y.operatingExpenses += opex;
      y.noi += egi - opex;
      y.tenantImprovements += at(ti, m);
      y.leasingCommissions += at(lc, m);
      occSum += occ;
    }
    y.occupancy = (occSum / 12) * 100;
    years.push(y);
  }
  const capex = years.map((y) => y.tenantImprovements + y.leasingCommissions);
  const noiOf = (t: number) => (years[t - 1] as OracleYear).noi;
  const capexOf = (t: number) => capex[t - 1] as number;

  // sections 4-6 from noi_1
  const noi = noiOf(1);
  const price = deal.purchasePrice;
  const goingInCapRate = divide(noi * 100, price, 0);
  const exitCap = enteredExitCap !== null ? enteredExitCap : goingInCapRate + 0.5;
  const propertyValue = marketCapRate !== null && noi > 0 ? noi / (marketCapRate / 100) : price;
  const downPayment = (price * d.downPaymentPercent) / 100;
  const loanAmount = price - downPayment;
  const equityInvested = downPayment + (price * d.closingCostsPercent) / 100;
  const annualDebtService = 12 * monthlyPayment(loanAmount, deal.interestRate, d.loanTerm, d.isInterestOnly);
  const annualCashFlow = noi - capexOf(1) - annualDebtService;
  const cashOnCash = divide(annualCashFlow * 100, equityInvested, 0);
  const currentEquity = propertyValue - loanAmount;
  const roe = currentEquity <= 0 ? 0 : divide(annualCashFlow * 100, currentEquity, 0);
  const dscr = divide(noi, annualDebtService, null);
  const debtYield = divide(noi * 100, loanAmount, null);
  const first = years[0] as OracleYear;
  const breakEvenDenominator = first.scheduledRent + first.otherIncome + first.recoveries;
  const breakEvenOccupancy = divide(
    (first.operatingExpenses + annualDebtService) * 100,
    breakEvenDenominator,
    null,
  );

  const ds = (t: number) => debtServiceInYear(annualDebtService, loanAmount, d.loanTerm, d.isInterestOnly, t);
  const cashFlowProjections: OracleCashFlowRow[] = [];
  let cumulative = 0;
  for (let t = 1; t <= 5; t++) {
    const cashFlow = noiOf(t) - capexOf(t) - ds(t);
    cumulative += cashFlow;
    cashFlowProjections.push({ year: t, noi: noiOf(t), debtService: ds(t), cashFlow, cumulative });
  }

  // section 8 with CF_t = noi_t - capex_t - ds_t and the sale at noi_{h+1}
  const saleAt = (h: number) => {
    const sale = salePrice(noiOf(h + 1), exitCap);
    const balance = loanBalance(loanAmount, deal.interestRate, d.loanTerm, 12 * h, d.isInterestOnly);
    return { sale, net: netSaleProceeds(sale, d.sellingCostsPercent, balance) };
  };
  const holdFlows = (h: number) => {
    if (h < 1 || h > H - 1) throw new RangeError(`hold ${h} outside 1..${H - 1}`);
    const flows = [-equityInvested];
    for (let t = 1; t <= h; t++) flows.push(noiOf(t) - capexOf(t) - ds(t));
    flows[h] = (flows[h] as number) + saleAt(h).net;
    return flows;
  };
  const hold = d.holdPeriod;
  const flows = holdFlows(hold);
  const irr = irrDetailed(flows).rate * 100;
  let sumFlows = 0;
  for (let t = 1; t <= hold; t++) sumFlows += flows[t] as number;
  const equityMultiple = divide(sumFlows, equityInvested, null);
  let npv: number | null = null;
  if (discountRate !== null) {
    npv = 0;
    for (let t = 0; t <= hold; t++) npv += (flows[t] as number) / (1 + discountRate / 100) ** t;
  }

  const irrByHold = new Map<number, number | null>();
  let optimalHoldPeriod = 5;
  let best: number | null = null;
  for (let h = 3; h <= 15; h++) {
    const res = irrDetailed(holdFlows(h));
    const pct = res.status === 'converged' ? res.rate * 100 : null;
    irrByHold.set(h, pct);
    if (pct !== null && (best === null || pct > best)) {
      best = pct;
      optimalHoldPeriod = h;
    }
  }

  return {
    horizonYears: H,
    years,
    rollovers: rollovers.map((r) => r.row),
    capex,
    noi,
    goingInCapRate,
    exitCapRate: exitCap,
    propertyValue,
    equityInvested,
    annualDebtService,
    annualCashFlow,
    cashOnCash,
    roe,
    dscr,
    debtYield,
    breakEvenOccupancy,
    cashFlowProjections,
    holdFlows,
    salePrice: saleAt(hold).sale,
    netSaleProceeds: saleAt(hold).net,
    irr,
    equityMultiple,
    npv,
    irrByHold,
    optimalHoldPeriod,
  };
}

/** The parts of an `analyze` result {@link oracleMismatches} compares. */
export interface ComparableResult {
  noi: number;
  goingInCapRate: number;
  exitCapRate: number;
  propertyValue: number;
  annualCashFlow: number;
  cashOnCash: number;
  roi: number;
  roe: number;
  dscr: number | null;
  debtYield: number | null;
  breakEvenOccupancy: number | null;
  cashFlowProjections: readonly OracleCashFlowRow[];
  irr: number;
  equityMultiple: number | null;
  npv: number | null;
  salePrice: number;
  netSaleProceeds: number;
  optimalHoldPeriod: number;
  leaseProjection: { years: readonly OracleYear[]; rollovers: readonly OracleRollover[] } | null;
}

/** Relative tolerance of every comparison with the oracle. */
export const RELATIVE_TOLERANCE = 1e-6;

/**
 * Where `result` differs from the oracle, as readable lines (empty when they agree). Numbers agree
 * when `|actual - expected| <= 1e-6 |expected| + floor`: the floor is `1e-9` times the deal's
 * money scale for dollar amounts (NOI and cash flows are differences of larger sums, so a
 * different summation order may leave ulps of those sums), and `1e-7` for percents and ratios.
 * Months, counts and suite names must be equal.
 */
export function oracleMismatches(result: ComparableResult, oracle: OracleResult, deal: OracleDeal): string[] {
  const out: string[] = [];
  let scale = deal.purchasePrice;
  for (const y of oracle.years) {
    scale = Math.max(
      scale,
      Math.abs(y.scheduledRent) +
        Math.abs(y.otherIncome) +
        Math.abs(y.recoveries) +
        Math.abs(y.operatingExpenses),
      Math.abs(y.tenantImprovements) + Math.abs(y.leasingCommissions),
    );
  }
  const moneyFloor = 1e-9 * scale;
  const ratioFloor = 1e-7;
  const near = (path: string, actual: number | null | undefined, expected: number | null, floor: number) => {
    if (expected === null || actual === null || actual === undefined) {
      if (actual !== expected) out.push(`${path}: expected ${expected}, received ${actual}`);
      return;
    }
    if (!(Math.abs(actual - expected) <= RELATIVE_TOLERANCE * Math.abs(expected) + floor)) {
      out.push(`${path}: expected ${expected}, received ${actual}`);
    }
  };
  const same = (path: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) out.push(`${path}: expected ${String(expected)}, received ${String(actual)}`);
  };

  const lp = result.leaseProjection;
  if (lp === null) return ['leaseProjection: expected an object, received null'];
  same('years.length', lp.years.length, oracle.years.length);
  oracle.years.forEach((y, index) => {
    const got = lp.years[index];
    if (got === undefined) return;
    for (const key of Object.keys(y) as (keyof OracleYear)[]) {
      if (key === 'year') same(`years[${index}].year`, got.year, y.year);
      else near(`years[${index}].${key}`, got[key], y[key], key === 'occupancy' ? ratioFloor : moneyFloor);
    }
  });
  same('rollovers.length', lp.rollovers.length, oracle.rollovers.length);
  oracle.rollovers.forEach((r, index) => {
    const got = lp.rollovers[index];
    if (got === undefined) return;
    const p = `rollovers[${index}]`;
    same(`${p}.suite`, got.suite, r.suite);
    same(`${p}.tenant`, got.tenant, r.tenant);
    same(`${p}.availableMonth`, got.availableMonth, r.availableMonth);
    same(`${p}.startMonth`, got.startMonth, r.startMonth);
    same(`${p}.downtimeMonths`, got.downtimeMonths, r.downtimeMonths);
    same(`${p}.freeMonths`, got.freeMonths, r.freeMonths);
    near(`${p}.sqft`, got.sqft, r.sqft, 0);
    near(`${p}.rentPerSqft`, got.rentPerSqft, r.rentPerSqft, 1e-12 * Math.abs(r.rentPerSqft));
    near(`${p}.tenantImprovements`, got.tenantImprovements, r.tenantImprovements, moneyFloor);
    near(`${p}.leasingCommissions`, got.leasingCommissions, r.leasingCommissions, moneyFloor);
  });

  near('noi', result.noi, oracle.noi, moneyFloor);
  near('goingInCapRate', result.goingInCapRate, oracle.goingInCapRate, ratioFloor);
  near('exitCapRate', result.exitCapRate, oracle.exitCapRate, ratioFloor);
  near('propertyValue', result.propertyValue, oracle.propertyValue, moneyFloor);
  near('annualCashFlow', result.annualCashFlow, oracle.annualCashFlow, moneyFloor);
  near('cashOnCash', result.cashOnCash, oracle.cashOnCash, ratioFloor);
  near('roi', result.roi, oracle.cashOnCash, ratioFloor);
  near('roe', result.roe, oracle.roe, ratioFloor);
  near('dscr', result.dscr, oracle.dscr, ratioFloor);
  near('debtYield', result.debtYield, oracle.debtYield, ratioFloor);
  near('breakEvenOccupancy', result.breakEvenOccupancy, oracle.breakEvenOccupancy, ratioFloor);
  same('cashFlowProjections.length', result.cashFlowProjections.length, 5);
  oracle.cashFlowProjections.forEach((row, index) => {
    const got = result.cashFlowProjections[index];
    if (got === undefined) return;
    same(`cashFlowProjections[${index}].year`, got.year, row.year);
    for (const key of ['noi', 'debtService', 'cashFlow', 'cumulative'] as const) {
      near(`cashFlowProjections[${index}].${key}`, got[key], row[key], moneyFloor);
    }
  });
  near('salePrice', result.salePrice, oracle.salePrice, moneyFloor);
  near('netSaleProceeds', result.netSaleProceeds, oracle.netSaleProceeds, moneyFloor);
  near('irr', result.irr, oracle.irr, ratioFloor);
  near('equityMultiple', result.equityMultiple, oracle.equityMultiple, ratioFloor);
  near('npv', result.npv, oracle.npv, moneyFloor);
  // the reported hold must have a defined IRR equal (within the tolerance) to the best one
  const bestIrr = oracle.irrByHold.get(oracle.optimalHoldPeriod) ?? null;
  if (bestIrr === null) same('optimalHoldPeriod', result.optimalHoldPeriod, 5);
  else near('IRR of optimalHoldPeriod', oracle.irrByHold.get(result.optimalHoldPeriod), bestIrr, ratioFloor);
  return out;
}
