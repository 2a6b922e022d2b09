/**
 * A deliberately naive reference implementation of the capital stack (shared/spec/underwriting.md
 * section 12.2, a loan's schedule, and 12.5, the equity waterfall), written from the spec text
 * alone for the tests to compare the engine against. Nothing here is imported from `src`.
 *
 * The loan walks its months one by one (payment, closed-form balance, interest on the balance
 * before the month, principal as payment minus interest) and sums each year's months; the engine
 * counts interest-only and amortizing months instead. The waterfall keeps one LP account per
 * hurdle and pays each year's distributable cash through the tiers in order, as the text lists
 * them. Party IRRs come from a plain bisection on NPV.
 *
 * Readings made where the text leaves room:
 * - principal of a year includes the balloon paid in it ("the balloon repays the rest"), so
 *   `balance(start) - principal = endingBalance`;
 * - a year of the loan that ends at or before the loan's start (12t - offset <= 0) reports an
 *   ending balance of 0: the loan is not in force yet (the text is silent; the engine agrees);
 * - the balloon is the literal `balance(mat - 1) - principal part of payment mat`, except that it
 *   is exactly 0 when month mat is at or past full amortization (the "exactly 0" sentence).
 */

/** A loan as section 12.2 describes it; `rate` is percent a year. */
export interface OracleLoan {
  amount: number;
  rate: number;
  ioMonths: number;
  amortMonths: number | null;
  matMonths: number;
}

/** One year of a loan's schedule, summed month by month. */
export interface OracleLoanYear {
  scheduled: number;
  balloon: number;
  interest: number;
  principal: number;
  endingBalance: number;
}

const monthlyRate = (loan: OracleLoan) => loan.rate / 100 / 12;

/** The amortizing payment of 12.2 (undefined for an interest-only-for-life loan). */
export function oraclePmt(loan: OracleLoan): number | undefined {
  const { amount, amortMonths } = loan;
  if (amortMonths === null) return undefined;
  const r = monthlyRate(loan);
  if (r === 0) return amount / amortMonths;
  return (amount * r) / (1 - (1 + r) ** -amortMonths);
}

/** True when month k (k >= 1) lies past the interest-only months of an amortizing loan. */
const amortizes = (loan: OracleLoan, k: number) => loan.amortMonths !== null && k > loan.ioMonths;

/** The payment of month k, 1 <= k <= matMonths (0 outside), balloon not included. */
export function oraclePayment(loan: OracleLoan, k: number): number {
  if (k < 1 || k > loan.matMonths) return 0;
  const r = monthlyRate(loan);
  if (!amortizes(loan, k)) return loan.amount * r;
  const amortMonths = loan.amortMonths ?? 0;
  return k - loan.ioMonths <= amortMonths ? (oraclePmt(loan) ?? 0) : 0;
}

/** The closed-form balance after k months, ignoring maturity (exactly 0 once fully amortized). */
function closedFormBalance(loan: OracleLoan, k: number): number {
  if (!amortizes(loan, k)) return loan.amount;
  const amortMonths = loan.amortMonths ?? 0;
  const j = Math.min(k - loan.ioMonths, amortMonths);
  if (j === amortMonths) return 0;
  const r = monthlyRate(loan);
  const pmt = oraclePmt(loan) ?? 0;
  if (r === 0) return loan.amount - pmt * j;
  const growth = (1 + r) ** j;
  return loan.amount * growth - (pmt * (growth - 1)) / r;
}

/** The balance after k months: 0 from k >= matMonths (repaid). */
export function oracleBalance(loan: OracleLoan, k: number): number {
  if (k >= loan.matMonths) return 0;
  return closedFormBalance(loan, k);
}

/** The interest of month k: the balance before it times r (0 outside 1..matMonths). */
export function oracleInterest(loan: OracleLoan, k: number): number {
  if (k < 1 || k > loan.matMonths) return 0;
  return oracleBalance(loan, k - 1) * monthlyRate(loan);
}

/** The balloon, paid in month matMonths: what is still owed after that month's payment. */
export function oracleBalloon(loan: OracleLoan): number {
  const mat = loan.matMonths;
  if (amortizes(loan, mat) && mat - loan.ioMonths >= (loan.amortMonths ?? 0)) return 0;
  const principalPart = oraclePayment(loan, mat) - oracleInterest(loan, mat);
  return oracleBalance(loan, mat - 1) - principalPart;
}

/** Year t of the loan (its months 12(t-1)+1-offset .. 12t-offset), summed month by month. */
export function oracleLoanYear(loan: OracleLoan, t: number, offset = 0): OracleLoanYear {
  const out: OracleLoanYear = { scheduled: 0, balloon: 0, interest: 0, principal: 0, endingBalance: 0 };
  const last = 12 * t - offset;
  for (let k = last - 11; k <= last; k++) {
    if (k < 1 || k > loan.matMonths) continue;
    const payment = oraclePayment(loan, k);
    const interest = oracleInterest(loan, k);
    out.scheduled += payment;
    out.interest += interest;
    out.principal += payment - interest;
    if (k === loan.matMonths) {
      out.balloon = oracleBalloon(loan);
      out.principal += out.balloon;
    }
  }
  out.endingBalance = last <= 0 ? 0 : oracleBalance(loan, last);
  return out;
}

/** Waterfall terms as section 12.5 lists them (percents). */
export interface OracleWaterfallTerms {
  lpEquityPercent: number;
  prefRate: number;
  catchUpPercent: number;
  tiers: readonly { hurdleIrr: number; promotePercent: number }[];
  residualPromotePercent: number;
}

/** One year of the split. */
export interface OracleWaterfallYear {
  year: number;
  distributable: number;
  lp: number;
  gp: number;
  promote: number;
  byTier: number[];
}

/** One party's totals; `irr` in percent, null when bisection finds no root in (-0.9999, 1e6). */
export interface OracleParty {
  contributed: number;
  distributed: number;
  promote: number;
  flows: number[];
  irr: number | null;
  equityMultiple: number | null;
}

/** The whole split. */
export interface OracleWaterfall {
  lp: OracleParty;
  gp: OracleParty;
  years: OracleWaterfallYear[];
}

/** NPV of flows at rate r (a fraction). */
export const npv = (flows: readonly number[], r: number) =>
  flows.reduce((sum, cf, t) => sum + cf / (1 + r) ** t, 0);

/**
 * IRR in percent by bisection over (-0.9999, 1e6); null when NPV has the same sign at both ends.
 * A party that contributed nothing gets 0 (12.5), decided by the caller.
 */
export function oracleIrr(flows: readonly number[]): number | null {
  let lo = -0.9999;
  let hi = 1e6;
  const fLo = npv(flows, lo);
  if (Math.sign(fLo) === Math.sign(npv(flows, hi))) return null;
  for (let i = 0; i < 300 && hi - lo > 1e-15 * Math.max(1, Math.abs(lo)); i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(npv(flows, mid)) === Math.sign(fLo)) lo = mid;
    else hi = mid;
  }
  return ((lo + hi) / 2) * 100;
}

/** The LP/GP split of CF_0 .. CF_h by section 12.5, tier by tier, year by year. */
export function oracleWaterfall(cashFlows: readonly number[], terms: OracleWaterfallTerms): OracleWaterfall {
  const a = terms.lpEquityPercent / 100;
  const c = terms.catchUpPercent / 100;
  const hurdles = [terms.prefRate, ...terms.tiers.map((tier) => tier.hurdleIrr)];
  const firstPromote = (terms.tiers[0]?.promotePercent ?? terms.residualPromotePercent) / 100;
  const contributions = cashFlows.map((cf) => Math.max(-cf, 0));
  const accounts = hurdles.map(() => a * (contributions[0] ?? 0));
  let contributedSoFar = contributions[0] ?? 0;
  let proRataSoFar = 0;
  let promoteSoFar = 0;
  const years: OracleWaterfallYear[] = [];

  for (let t = 1; t < cashFlows.length; t++) {
    const ct = contributions[t] ?? 0;
    contributedSoFar += ct;
    hurdles.forEach((h, k) => {
      accounts[k] = (accounts[k] ?? 0) * (1 + h / 100) + a * ct;
    });
    const distributable = Math.max(cashFlows[t] ?? 0, 0);
    const year: OracleWaterfallYear = { year: t, distributable, lp: 0, gp: 0, promote: 0, byTier: [] };
    let remaining = distributable;
    /** Pays X of a tier with promote p; `own` is the account the tier pays off (zeroed at its limit). */
    const pay = (limit: number, p: number, own: number | null) => {
      const x = Math.min(remaining, limit);
      remaining -= x;
      const lpPart = a * (1 - p) * x;
      year.lp += lpPart;
      year.gp += (1 - a) * (1 - p) * x + p * x;
      year.promote += p * x;
      promoteSoFar += p * x;
      proRataSoFar += (1 - p) * x;
      for (let k = 0; k < accounts.length; k++) accounts[k] = Math.max(0, (accounts[k] ?? 0) - lpPart);
      if (own !== null && x === limit) accounts[own] = 0;
      year.byTier.push(x);
    };
    pay((accounts[0] ?? 0) / a, 0, 0);
    if (c > 0) {
      const q = firstPromote / (1 - firstPromote);
      const s = proRataSoFar - contributedSoFar;
      const limit = accounts[0] === 0 ? Math.max(0, (q * s - promoteSoFar) / (c - q * (1 - c))) : 0;
      pay(limit, c, null);
    }
    terms.tiers.forEach((tier, i) => {
      const p = tier.promotePercent / 100;
      pay((accounts[i + 1] ?? 0) / (a * (1 - p)), p, i + 1);
    });
    pay(remaining, terms.residualPromotePercent / 100, null);
    years.push(year);
  }

  const party = (share: number, pick: (y: OracleWaterfallYear) => number, promote: number): OracleParty => {
    const flows = contributions.map(
      (ct, t) => (t === 0 ? 0 : pick(years[t - 1] as OracleWaterfallYear)) - share * ct,
    );
    const contributed = share * contributions.reduce((s, x) => s + x, 0);
    const distributed = years.reduce((s, y) => s + pick(y), 0);
    return {
      contributed,
      distributed,
      promote,
      flows,
      irr: contributed === 0 ? 0 : oracleIrr(flows),
      equityMultiple: contributed === 0 ? null : distributed / contributed,
    };
  };
  return { lp: party(a, (y) => y.lp, 0), gp: party(1 - a, (y) => y.gp, promoteSoFar), years };
}
