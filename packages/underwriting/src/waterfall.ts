/**
 * The equity waterfall of underwriting.md section 12.5: a deal's yearly equity cash flows split
 * between the limited partners (LP) and the sponsor (GP) through a preferred return, an optional
 * catch-up, up to four IRR hurdles and a residual promote. A pure function of the cash flows and
 * the terms, so it runs on any cash flows, not only the analyzer's.
 */
import { irrDetailed } from './irr.js';
import type { IrrStatus } from './types.js';

/** One IRR hurdle: above it (until the next one) the GP takes `promotePercent` of each dollar. */
export interface WaterfallTier {
  /** The LP IRR this tier runs to, in percent. */
  hurdleIrr: number;
  /** The GP's promote in the tier, in percent. */
  promotePercent: number;
}

/** The terms of a waterfall (section 12.1's `waterfall`, defaults applied). */
export interface WaterfallTerms {
  /** The LP's share of the equity, in percent (the GP funds the rest). */
  lpEquityPercent: number;
  /** The preferred return, in percent a year, compounded annually. */
  prefRate: number;
  /** The GP's share of the catch-up, in percent; 0 for none. */
  catchUpPercent: number;
  /** Up to four hurdles above the preferred return, ascending. */
  tiers: readonly WaterfallTier[];
  /** The GP's promote above the last hurdle, in percent. */
  residualPromotePercent: number;
}

/** One party's totals. */
export interface WaterfallParty {
  contributed: number;
  distributed: number;
  /** IRR of its distributions minus contributions, years 0..h, in percent (0 without a root). */
  irr: number;
  irrStatus: IrrStatus;
  /** distributed / contributed; null when it contributed nothing. */
  equityMultiple: number | null;
}

/** One year's split. */
export interface WaterfallYear {
  year: number;
  distributable: number;
  lp: number;
  /** The GP's distributions, its promote included. */
  gp: number;
  promote: number;
  /** Each tier's amount: preferred return, the catch-up (when any), each hurdle, the residual. */
  byTier: number[];
}

/** The waterfall's outcome. */
export interface WaterfallResult {
  lp: WaterfallParty;
  gp: WaterfallParty & { promote: number };
  years: WaterfallYear[];
}

/** What the split has paid so far, updated tier by tier. */
interface Ledger {
  a: number;
  /** What the LP still needs to reach each hurdle (preferred return first). */
  accounts: number[];
  /** The GP's promote so far. */
  promote: number;
  /** The pro-rata parts paid so far (LP and GP), all tiers. */
  proRata: number;
  year: WaterfallYear;
}

/**
 * Pays `x` through tier number `tier` of promote `p`: the GP takes `p x`, the rest goes pro rata;
 * the LP's part lowers every account (never below 0), and the account `settled` (-1: none), when
 * the tier paid up to its limit, is left at exactly 0.
 */
function pay(ledger: Ledger, tier: number, x: number, p: number, settled: number): void {
  const promote = p * x;
  const proRata = x - promote;
  const lp = ledger.a * proRata;
  const year = ledger.year;
  year.lp += lp;
  year.gp += proRata - lp + promote;
  year.promote += promote;
  year.byTier[tier] = x;
  ledger.promote += promote;
  ledger.proRata += proRata;
  const accounts = ledger.accounts;
  for (let k = 0; k < accounts.length; k++) {
    accounts[k] = k === settled ? 0 : Math.max(0, (accounts[k] as number) - lp);
  }
}

/**
 * A party's totals: its share `share` of each year's contributions, its distributions (t = 0..h,
 * the year-0 one 0), and the IRR of the difference.
 */
function party(
  contributions: readonly number[],
  share: number,
  distributions: readonly number[],
): WaterfallParty {
  let contributed = 0;
  let distributed = 0;
  const flows = new Array<number>(contributions.length);
  for (let t = 0; t < contributions.length; t++) {
    const paidIn = share * (contributions[t] as number);
    const out = distributions[t] as number;
    contributed += paidIn;
    distributed += out;
    flows[t] = out - paidIn;
  }
  if (contributed === 0)
    return { contributed, distributed, irr: 0, irrStatus: 'no-sign-change', equityMultiple: null };
  const irr = irrDetailed(flows);
  return {
    contributed,
    distributed,
    irr: irr.status === 'converged' ? irr.rate * 100 : 0,
    irrStatus: irr.status,
    equityMultiple: distributed / contributed,
  };
}

/**
 * Splits the equity cash flows `CF_0 .. CF_h` (negative: the equity pays in; positive:
 * distributable) between LP and GP by section 12.5: contributions pro rata to the equity shares;
 * each year's distributable cash paid through the preferred return (to the LP's account at the
 * preferred rate), the catch-up (when `catchUpPercent` > 0, until the GP holds its first promote's
 * share of the profit), each hurdle's tier (to the LP's account at its IRR) and the residual. CF_0
 * is never distributed.
 *
 * @example
 * runWaterfall([-50, 100], { lpEquityPercent: 100, prefRate: 8, catchUpPercent: 100, tiers: [], residualPromotePercent: 20 })
 *   .lp.distributed // 90
 */
export function runWaterfall(cashFlows: readonly number[], terms: WaterfallTerms): WaterfallResult {
  const a = terms.lpEquityPercent / 100;
  // plain loops, no callbacks: the waterfall runs in every analysis of a deal that has one
  const hurdles = [terms.prefRate];
  for (const tier of terms.tiers) hurdles.push(tier.hurdleIrr);
  const firstPromote = (terms.tiers[0]?.promotePercent ?? terms.residualPromotePercent) / 100;
  const catchUp = terms.catchUpPercent / 100;
  const contributions = new Array<number>(cashFlows.length);
  for (let t = 0; t < cashFlows.length; t++) contributions[t] = Math.max(-(cashFlows[t] as number), 0);
  const c0 = contributions[0] ?? 0;
  const accounts = new Array<number>(hurdles.length).fill(a * c0);
  const ledger: Ledger = {
    a,
    accounts,
    promote: 0,
    proRata: 0,
    year: { year: 0, distributable: 0, lp: 0, gp: 0, promote: 0, byTier: [] },
  };
  // the tiers paid each year: preferred return, the catch-up (when any), each hurdle, the residual
  const tierCount = 2 + (catchUp > 0 ? 1 : 0) + terms.tiers.length;
  let contributedSoFar = c0;
  const years: WaterfallYear[] = [];
  for (let t = 1; t < cashFlows.length; t++) {
    const c = contributions[t] as number;
    contributedSoFar += c;
    const accounts = ledger.accounts;
    for (let k = 0; k < accounts.length; k++) {
      accounts[k] = (accounts[k] as number) * (1 + (hurdles[k] as number) / 100) + a * c;
    }
    let rest = Math.max(cashFlows[t] as number, 0);
    ledger.year = {
      year: t,
      distributable: rest,
      lp: 0,
      gp: 0,
      promote: 0,
      byTier: new Array<number>(tierCount),
    };
    let tier = 0;
    // 1. preferred return
    const prefLimit = (ledger.accounts[0] as number) / a;
    const pref = Math.min(rest, prefLimit);
    pay(ledger, tier++, pref, 0, pref === prefLimit ? 0 : -1);
    rest -= pref;
    // 2. catch-up, once the preferred return is paid in full
    if (catchUp > 0) {
      const q = firstPromote / (1 - firstPromote);
      const due =
        (ledger.accounts[0] as number) === 0
          ? Math.max(
              0,
              (q * (ledger.proRata - contributedSoFar) - ledger.promote) / (catchUp - q * (1 - catchUp)),
            )
          : 0;
      const x = Math.min(rest, due);
      pay(ledger, tier++, x, catchUp, -1);
      rest -= x;
    }
    // 3. the hurdles' tiers
    for (let i = 0; i < terms.tiers.length; i++) {
      const p = (terms.tiers[i] as WaterfallTier).promotePercent / 100;
      const limit = (ledger.accounts[i + 1] as number) / (a * (1 - p));
      const x = Math.min(rest, limit);
      pay(ledger, tier++, x, p, x === limit ? i + 1 : -1);
      rest -= x;
    }
    // 4. the residual
    pay(ledger, tier, rest, terms.residualPromotePercent / 100, -1);
    years.push(ledger.year);
  }
  const lpOut = [0];
  const gpOut = [0];
  let promote = 0;
  for (const y of years) {
    lpOut.push(y.lp);
    gpOut.push(y.gp);
    promote += y.promote;
  }
  const gp = party(contributions, 1 - a, gpOut);
  return {
    lp: party(contributions, a, lpOut),
    gp: {
      contributed: gp.contributed,
      distributed: gp.distributed,
      promote,
      irr: gp.irr,
      irrStatus: gp.irrStatus,
      equityMultiple: gp.equityMultiple,
    },
    years,
  };
}
