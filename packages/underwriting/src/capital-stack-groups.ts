/**
 * The capital stack's groups (underwriting.md section 12.1) resolved by hand, without a zod parse
 * (which costs more than the analysis): a second loan, refinance or waterfall that passes every
 * rule of its schema, with its defaults filled in, in the schema's key order. They may only ever
 * accept what the schemas accept (a property test holds them to the schemas' own parse).
 */
import type { Refinance, SecondLoan, Waterfall } from './capital-stack-schema.js';
import { isRecord, type Loose } from './deal-resolve.js';

/** Not accepted (the exact check says why). */
export const NO = Symbol('no');

/** A resolved value, or {@link NO}. */
export type Maybe<T> = T | typeof NO;

/** A finite number in `min..max` (above `min` when `open`; a safe integer when `whole`). */
function num(v: unknown, min: number, max: number, whole = false, open = false): Maybe<number> {
  if (typeof v !== 'number' || !Number.isFinite(v) || v > max) return NO;
  if (open ? !(v > min) : v < min) return NO;
  return whole && !Number.isSafeInteger(v) ? NO : v;
}

/**
 * An optional number: `fallback` when absent (and when null, if `nullable`), else as {@link num}
 * checks it. No callbacks: the groups are resolved in every analysis of a deal with one.
 */
function opt(
  v: unknown,
  fallback: number | null,
  nullable: boolean,
  min: number,
  max: number,
  whole = false,
) {
  if (v === undefined || (nullable && v === null)) return fallback;
  return num(v, min, max, whole);
}

/** A second loan that passes its rules, with its defaults. */
export function secondLoanGroup(g: Loose): Maybe<SecondLoan> {
  const v = [
    num(g.percentOfPrice, 0, 100, false, true),
    num(g.interestRate, 0, 30),
    opt(g.amortizationYears, null, true, 1, 40, true),
    num(g.maturityYears, 1, 40, true),
    opt(g.feePercent, 0, false, 0, 10),
  ] as const;
  if (v.includes(NO)) return NO;
  return {
    percentOfPrice: v[0] as number,
    interestRate: v[1] as number,
    amortizationYears: v[2] as number | null,
    maturityYears: v[3] as number,
    feePercent: v[4] as number,
  };
}

/** A refinance that passes its rules, with its defaults. */
export function refinanceGroup(g: Loose): Maybe<Refinance> {
  const v = [
    num(g.year, 1, 29, true),
    num(g.loanToValuePercent, 0, 100, false, true),
    opt(g.minDscr, null, true, 1, 5),
    opt(g.capRate, null, true, 0.1, 50),
    num(g.interestRate, 0, 30),
    num(g.amortizationYears, 1, 40, true),
    opt(g.interestOnlyMonths, 0, false, 0, 120, true),
    opt(g.maturityYears, null, true, 1, 40, true),
    opt(g.costsPercent, 0, false, 0, 10),
    opt(g.prepaymentPercent, 0, false, 0, 10),
  ] as const;
  if (v.includes(NO)) return NO;
  return {
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
  };
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
export function waterfallGroup(g: Loose): Maybe<Waterfall> {
  const pref = num(g.prefRate, 0, 30);
  const v = [
    num(g.lpEquityPercent, 0, 100, false, true),
    pref,
    opt(g.catchUpPercent, 0, false, 0, 100),
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
export function groupOf<T>(value: unknown, check: (g: Loose) => Maybe<T>): Maybe<T | null> {
  if (value === undefined || value === null) return null;
  return isRecord(value) ? check(value) : NO;
}

/** What {@link withGroupDefaults} reads and fills. */
interface Groups {
  secondLoan: unknown;
  refinance: unknown;
  waterfall: unknown;
}

/**
 * `input` with each group of section 12 resolved (its defaults filled in), or null where it is
 * absent or does not pass its rules.
 */
export function withGroupDefaults<T extends Groups>(
  input: T,
): T & { secondLoan: SecondLoan | null; refinance: Refinance | null; waterfall: Waterfall | null } {
  const or = <G>(value: Maybe<G | null>) => (value === NO ? null : value);
  return {
    ...input,
    secondLoan: or(groupOf(input.secondLoan, secondLoanGroup)),
    refinance: or(groupOf(input.refinance, refinanceGroup)),
    waterfall: or(groupOf(input.waterfall, waterfallGroup)),
  };
}
