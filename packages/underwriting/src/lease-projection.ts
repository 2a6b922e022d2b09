import { HOLD_SEARCH_MAX } from './hold.js';
import { addInPlaceLease, type Months, monthNumber } from './lease-months.js';
import { addSuiteRecoveries, recoveryTypeOf, suiteRecoveries } from './lease-recoveries.js';
import type { RecoveryType } from './lease-schema.js';
import { MAX_LEASE_MONTHS } from './limits.js';
import type { LeaseProjection, LeaseProjectionYear, ResolvedInput, TenantLease } from './types.js';

/** Name of the suite made of the building's unleased remainder. */
export const VACANT_SPACE = 'Vacant space';

/**
 * Years the lease-by-lease projection covers for a hold period: `max(15, holdPeriod) + 1`, enough
 * for every hold the search tries plus its forward year.
 *
 * @example projectionYears(10) // 16
 */
export function projectionYears(holdPeriod: number): number {
  return Math.max(HOLD_SEARCH_MAX, holdPeriod) + 1;
}

/** The projection's yearly figures the headline metrics and the hold cash flows read (index t-1). */
export interface YearlyFigures {
  noi: Float64Array;
  capex: Float64Array;
}

/** The projection as {@link analyzeResolved} uses it: the output and the yearly arrays. */
export interface LeaseProjectionRun {
  projection: LeaseProjection;
  yearly: YearlyFigures;
}

/** `base^0 .. base^(count-1)`. */
function powers(base: number, count: number): Float64Array {
  const out = new Float64Array(count);
  let factor = 1;
  for (let k = 0; k < count; k++) {
    out[k] = factor;
    factor *= base;
  }
  return out;
}

/**
 * The rollover term in months: the validated 1..240, and for input that skipped validation at
 * least 1 month (so a chain always moves on) and at most {@link MAX_LEASE_MONTHS}.
 */
function rolloverTerm(i: ResolvedInput): number {
  const term = Math.round(i.renewalTermMonths);
  return Number.isFinite(term) ? Math.min(Math.max(term, 1), MAX_LEASE_MONTHS) : 60;
}

/** One suite's chain of rollover leases: where and when it starts, and what it keeps. */
interface Chain {
  /** The lease's suite (its tenant name when it has none), or "Vacant space". */
  suite: string;
  /** The tenant name, or "Vacant space". */
  tenant: string;
  sqft: number;
  m0: number;
  p: number;
  /** Market rent $/sq ft/year at month 0 of this suite's rollovers. */
  marketRent: number;
  recoveryType: RecoveryType;
}

/** The market leasing terms a rollover chain uses. */
interface Market {
  /** The property's market rent $/sq ft/year at month 0. */
  rent: number;
  /** `(1 + marketRentGrowth/100)^k`, k = 0 .. max(years, longest lease term in years). */
  growth: Float64Array;
  input: ResolvedInput;
}

/**
 * A suite's chain of rollover leases from month `m0` with renewal probability `p` (an integer %):
 * blended downtime, free rent, TI and LC; each lease runs `renewalTermMonths` at the market rent of
 * its start month, stepping up yearly at market rent growth; the chain ends once a lease would
 * start at or after the horizon.
 */
function addRolloverChain(chain: Chain, market: Market, out: Months) {
  const i = market.input;
  const { sqft, suite, tenant } = chain;
  const term = rolloverTerm(i);
  const termYears = Math.ceil(term / 12);
  let available = chain.m0;
  let probability = chain.p;
  for (;;) {
    const q = 100 - probability;
    const downtime = Math.floor((q * i.downtimeMonths + 50) / 100);
    const start = available + downtime;
    // also ends a chain whose months are not numbers (input analyze() was given unvalidated)
    if (!(start < out.count)) return;
    const freeMonths = Math.floor((probability * i.renewalFreeMonths + q * i.newFreeMonths + 50) / 100);
    const tiPerSqft = (probability * i.renewalTiPerSqft + q * i.newTiPerSqft) / 100;
    const lcPercent = (probability * i.renewalLcPercent + q * i.newLcPercent) / 100;
    const rentPerSqft = chain.marketRent * (market.growth[Math.floor(start / 12)] as number);
    const monthly = (sqft * rentPerSqft) / 12;
    // the whole term's scheduled rent (LC's base), past the horizon too: whole lease years at once
    let termRent = 0;
    for (let y = 0; y < termYears; y++) {
      termRent += Math.min(12, term - 12 * y) * monthly * (market.growth[y] as number);
    }
    const last = Math.min(start + term, out.count) - 1;
    addSuiteRecoveries(out.recoveries, chain.recoveryType, sqft, start, last, start);
    for (let m = start; m <= last; m++) {
      const rent = monthly * (market.growth[Math.floor((m - start) / 12)] as number);
      out.scheduled[m] = (out.scheduled[m] as number) + rent;
      if (m - start < freeMonths) out.free[m] = (out.free[m] as number) + rent;
      out.occupiedSqft[m] = (out.occupiedSqft[m] as number) + sqft;
    }
    const tenantImprovements = sqft * tiPerSqft;
    const leasingCommissions = (lcPercent / 100) * termRent;
    const year = Math.floor(start / 12);
    out.ti[year] = (out.ti[year] as number) + tenantImprovements;
    out.lc[year] = (out.lc[year] as number) + leasingCommissions;
    out.rollovers.push({
      suite,
      tenant,
      sqft,
      availableMonth: available,
      startMonth: start,
      downtimeMonths: downtime,
      freeMonths,
      rentPerSqft,
      tenantImprovements,
      leasingCommissions,
    });
    available = start + term;
    probability = i.renewalProbability;
  }
}

/**
 * The lease-by-lease projection (https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md#lease-by-lease) of resolved inputs in leases mode:
 * every lease as a suite (plus the unleased remainder as "Vacant space"), in-place rent with its
 * anniversaries and free months, then chains of rollover leases after blended downtime; month by
 * month totals rolled up into years 1..H (`H = max(15, holdPeriod) + 1`) with credit loss, other
 * income, NNN recoveries on occupied space and operating expenses growing yearly. `leases` are the
 * resolved tenant leases, `avgRentPerSqft` the rent roll's average (the market rent when
 * `marketRentPerSqft` is unset), `asOf` the calculation date (month 0 is its calendar month).
 * The month loops write into arrays allocated once per call.
 */
export function projectLeases(
  i: ResolvedInput,
  leases: readonly TenantLease[],
  avgRentPerSqft: number,
  asOf: string,
): LeaseProjectionRun {
  const years = projectionYears(Math.max(1, Math.round(i.holdPeriod)));
  const count = 12 * years;
  const expenseGrowth = powers(1 + i.expenseGrowthRate / 100, years);
  const out: Months = {
    count,
    scheduled: new Float64Array(count),
    free: new Float64Array(count),
    occupiedSqft: new Float64Array(count),
    ti: new Float64Array(years),
    lc: new Float64Array(years),
    rollovers: [],
    recoveries: suiteRecoveries(i, leases, expenseGrowth, count),
  };
  const market: Market = {
    rent: i.marketRentPerSqft ?? avgRentPerSqft,
    growth: powers(1 + i.marketRentGrowth / 100, Math.max(years, Math.ceil(rolloverTerm(i) / 12))),
    input: i,
  };
  const month0 = monthNumber(asOf);
  // every suite's in-place months first, then the chains, so rollovers come out ordered by suite
  const chains: Chain[] = [];
  let leasedSqft = 0;
  for (const lease of leases) {
    leasedSqft += lease.sqftLeased;
    const s = monthNumber(lease.startDate) - month0;
    const e = monthNumber(lease.endDate) - month0;
    const recoveryType = recoveryTypeOf(lease, i.isNnnLease);
    const chain: Chain = {
      suite: lease.suite || lease.tenantName,
      tenant: lease.tenantName,
      sqft: lease.sqftLeased,
      m0: 0,
      p: 0,
      marketRent: lease.marketRentPerSqft ?? market.rent,
      recoveryType,
    };
    chains.push(chain);
    if (e < 0) continue;
    addInPlaceLease(lease, s, e, month0, out);
    addSuiteRecoveries(
      out.recoveries,
      recoveryType,
      lease.sqftLeased,
      Math.max(s, 0),
      Math.min(e, count - 1),
      s,
    );
    chain.m0 = e + 1;
    chain.p = i.renewalProbability;
  }
  const vacant = i.sqft - leasedSqft;
  if (vacant > 0) {
    chains.push({
      suite: VACANT_SPACE,
      tenant: VACANT_SPACE,
      sqft: vacant,
      m0: 0,
      p: 0,
      marketRent: market.rent,
      recoveryType: recoveryTypeOf(null, i.isNnnLease),
    });
  }
  for (const chain of chains) addRolloverChain(chain, market, out);
  // ordered by start month, then suite order (a stable sort keeps the suite order of equal starts)
  out.rollovers.sort((a, b) => a.startMonth - b.startMonth);
  return rollUp(i, out, years, expenseGrowth);
}

/** Sums the months into years and adds credit loss, other income, recoveries and expenses. */
function rollUp(
  i: ResolvedInput,
  out: Months,
  years: number,
  expenseGrowth: Float64Array,
): LeaseProjectionRun {
  const marketGrowth = powers(1 + i.marketRentGrowth / 100, years);
  const recoverable = i.propertyTaxes + i.insurance + i.maintenance;
  const expenses = i.managementFees + i.repairs + i.otherExpenses + recoverable;
  const yearly: YearlyFigures = { noi: new Float64Array(years), capex: new Float64Array(years) };
  const rows: LeaseProjectionYear[] = [];
  for (let t = 0; t < years; t++) {
    let scheduledRent = 0;
    let freeRent = 0;
    let occupiedShare = 0;
    let suiteRecovered = 0;
    for (let m = 12 * t; m < 12 * t + 12; m++) {
      scheduledRent += out.scheduled[m] as number;
      freeRent += out.free[m] as number;
      occupiedShare += Math.min(1, (out.occupiedSqft[m] as number) / i.sqft);
      if (out.recoveries !== null) suiteRecovered += out.recoveries.months[m] as number;
    }
    const expenseFactor = expenseGrowth[t] as number;
    const creditLoss = (i.vacancyRate / 100) * (scheduledRent - freeRent);
    const otherIncome = i.otherIncome * (marketGrowth[t] as number);
    const recoveries =
      out.recoveries !== null
        ? suiteRecovered
        : i.isNnnLease
          ? (recoverable / 12) * expenseFactor * occupiedShare
          : 0;
    const operatingExpenses = expenses * expenseFactor;
    const effectiveGrossIncome = scheduledRent - freeRent - creditLoss + otherIncome + recoveries;
    const noi = effectiveGrossIncome - operatingExpenses;
    const tenantImprovements = out.ti[t] as number;
    const leasingCommissions = out.lc[t] as number;
    yearly.noi[t] = noi;
    yearly.capex[t] = tenantImprovements + leasingCommissions;
    rows.push({
      year: t + 1,
      scheduledRent,
      freeRent,
      creditLoss,
      otherIncome,
      recoveries,
      effectiveGrossIncome,
      operatingExpenses,
      noi,
      tenantImprovements,
      leasingCommissions,
      occupancy: (occupiedShare / 12) * 100,
    });
  }
  return { projection: { years: rows, rollovers: out.rollovers }, yearly };
}
