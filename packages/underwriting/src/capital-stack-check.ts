/**
 * The fast check of the capital stack's groups (underwriting.md section 12.1): a deal whose second
 * loan, refinance and waterfall all pass their rules is resolved here by hand, without a zod parse
 * (which costs more than the analysis). Anything it does not accept goes to the exact check, which
 * finds the issues; so it may only ever accept what the schemas accept.
 */
import type { Refinance, SecondLoan, Waterfall } from './capital-stack-schema.js';
import { resolveValidDeal } from './deal-resolve.gen.js';
import { isRecord, type Loose } from './deal-resolve.js';
import type { AnalysisInput, ResolvedInput } from './types.js';

/** Not accepted: the exact check will say why. */
const NO = Symbol('no');
type Maybe<T> = T | typeof NO;

/** A finite number in `min..max` (above `min` when `open`; a safe integer when `whole`). */
function num(v: unknown, min: number, max: number, whole = false, open = false): Maybe<number> {
  if (typeof v !== 'number' || !Number.isFinite(v) || v > max) return NO;
  if (open ? !(v > min) : v < min) return NO;
  return whole && !Number.isSafeInteger(v) ? NO : v;
}

/** An optional number: `fallback` when absent (and when null, if `nullable`). */
function opt(v: unknown, fallback: number | null, nullable: boolean, check: (v: unknown) => Maybe<number>) {
  if (v === undefined || (nullable && v === null)) return fallback;
  return check(v);
}

const ok = <T>(values: readonly unknown[], build: () => T): Maybe<T> => (values.includes(NO) ? NO : build());

/** A second loan that passes its rules, with its defaults. */
function secondLoan(g: Loose): Maybe<SecondLoan> {
  const v = [
    num(g.percentOfPrice, 0, 100, false, true),
    num(g.interestRate, 0, 30),
    opt(g.amortizationYears, null, true, (x) => num(x, 1, 40, true)),
    num(g.maturityYears, 1, 40, true),
    opt(g.feePercent, 0, false, (x) => num(x, 0, 10)),
  ] as const;
  return ok(v, () => ({
    percentOfPrice: v[0] as number,
    interestRate: v[1] as number,
    amortizationYears: v[2] as number | null,
    maturityYears: v[3] as number,
    feePercent: v[4] as number,
  }));
}

/** A refinance that passes its rules, with its defaults. */
function refinance(g: Loose): Maybe<Refinance> {
  const v = [
    num(g.year, 1, 29, true),
    num(g.loanToValuePercent, 0, 100, false, true),
    opt(g.minDscr, null, true, (x) => num(x, 1, 5)),
    opt(g.capRate, null, true, (x) => num(x, 0.1, 50)),
    num(g.interestRate, 0, 30),
    num(g.amortizationYears, 1, 40, true),
    opt(g.interestOnlyMonths, 0, false, (x) => num(x, 0, 120, true)),
    opt(g.maturityYears, null, true, (x) => num(x, 1, 40, true)),
    opt(g.costsPercent, 0, false, (x) => num(x, 0, 10)),
    opt(g.prepaymentPercent, 0, false, (x) => num(x, 0, 10)),
  ] as const;
  return ok(v, () => ({
    year: v[0] as number,
    loanToValuePercent: v[1] as number,
    minDscr: v[2] as number | null,
    capRate: v[3] as number | null,
    interestRate: v[4] as number,
    amortizationYears: v[5] as number,
    interestOnlyMonths: v[6] as number,
    maturityYears: v[7] as number | null,
    costsPercent: v[8] as number,
    prepaymentPercent: v[9] as number,
  }));
}

/** The hurdles: at most four, each passing its rules, strictly ascending above the preferred return. */
function tiers(value: unknown, pref: number): Maybe<Waterfall['tiers']> {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > 4) return NO;
  const out: Waterfall['tiers'] = [];
  let previous = pref;
  for (const tier of value as unknown[]) {
    if (!isRecord(tier)) return NO;
    const hurdle = num(tier.hurdleIrr, 0, 100);
    const promote = num(tier.promotePercent, 0, 99);
    if (hurdle === NO || promote === NO || !(hurdle > previous)) return NO;
    previous = hurdle;
    out.push({ hurdleIrr: hurdle, promotePercent: promote });
  }
  return out;
}

/** A waterfall that passes its rules (the hurdles' order and the catch-up's included), with its defaults. */
function waterfall(g: Loose): Maybe<Waterfall> {
  const pref = num(g.prefRate, 0, 30);
  const v = [
    num(g.lpEquityPercent, 0, 100, false, true),
    pref,
    opt(g.catchUpPercent, 0, false, (x) => num(x, 0, 100)),
    pref === NO ? NO : tiers(g.tiers, pref),
    num(g.residualPromotePercent, 0, 99),
  ] as const;
  if (v.includes(NO)) return NO;
  const list = v[3] as Waterfall['tiers'];
  const catchUp = v[2] as number;
  const firstPromote = list[0]?.promotePercent ?? (v[4] as number);
  if (catchUp > 0 && !(firstPromote > 0 && catchUp > firstPromote)) return NO;
  return {
    lpEquityPercent: v[0] as number,
    prefRate: v[1] as number,
    catchUpPercent: catchUp,
    tiers: list,
    residualPromotePercent: v[4] as number,
  };
}

/** A group as given: absent or null (none), an object passing `check`, or not accepted. */
function groupOf<T>(value: unknown, check: (g: Loose) => Maybe<T>): Maybe<T | null> {
  if (value === undefined || value === null) return null;
  return isRecord(value) ? check(value) : NO;
}

/**
 * A valid deal with at least one group of section 12, resolved (defaults applied) by hand: the
 * deal's other fields by the generated fast check, each group by its rules, the second loan within
 * the down payment. Null for anything else (no group, or any rule broken): the caller then runs
 * the exact check.
 */
export function resolveValidStack(input: AnalysisInput): ResolvedInput | null {
  const d = input as Loose;
  if (!isRecord(d) || (d.secondLoan == null && d.refinance == null && d.waterfall == null)) return null;
  const second = groupOf(d.secondLoan, secondLoan);
  const refi = groupOf(d.refinance, refinance);
  const split = groupOf(d.waterfall, waterfall);
  if (second === NO || refi === NO || split === NO) return null;
  const base = resolveValidDeal({ ...d, secondLoan: null, refinance: null, waterfall: null });
  if (base === null || (second !== null && second.percentOfPrice > base.downPaymentPercent)) return null;
  return { ...base, secondLoan: second, refinance: refi, waterfall: split };
}
