/**
 * The inputs of the capital stack (underwriting.md section 12.1): the senior loan's structure
 * (interest-only months, maturity, fee) and three optional groups, each an object or null: a
 * second loan, a refinance and the LP/GP waterfall. Every default changes nothing.
 */
import { z } from 'zod';

/** The messages of section 12.1 (and the readings where it names none). */
export const CAPITAL_STACK_MESSAGES = {
  interestOnlyMonths: 'Interest-only period must be between 0 and 120 months',
  maturity: 'Loan maturity must be between 1 and 40 years',
  loanFee: 'Loan fee must be between 0% and 10%',
  secondLoanShare: 'The second loan must be more than 0% and at most the down payment',
  interestRate: 'Interest rate must be between 0% and 30%',
  amortization: 'Amortization must be between 1 and 40 years',
  loanTerm: 'Loan term must be between 1 and 40 years',
  refinanceYear: 'Refinance year must be between 1 and 29',
  refinanceLtv: 'Refinance loan-to-value must be more than 0% and at most 100%',
  minDscr: 'Minimum DSCR must be between 1.00 and 5.00',
  capRate: 'Cap rate must be between 0.1% and 50%',
  refinanceCosts: 'Refinance costs must be between 0% and 10%',
  prepayment: 'Prepayment premium must be between 0% and 10%',
  lpEquity: 'LP equity must be more than 0% and at most 100%',
  prefRate: 'Preferred return must be between 0% and 30%',
  catchUp: 'Catch-up must be 0% or more than the first promote, up to 100%',
  hurdleOrder: 'Each hurdle must be higher than the one before',
  hurdleRange: 'Hurdle IRR must be between 0% and 100%',
  promote: 'Promote must be between 0% and 99%',
  tiers: 'Waterfall tiers must be a list of at most 4 hurdles',
  object: (what: string) => `${what} must be an object or null`,
} as const;

const M = CAPITAL_STACK_MESSAGES;

/**
 * A number in `min..max` (inclusive) with one message for every way it can be wrong: missing,
 * not a number, an explicit null where the section names none, out of range.
 */
const ranged = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message);

/** A whole number in `min..max`, one message. */
const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** More than `min`, at most `max`, one message. */
const above = (min: number, max: number, message: string) =>
  z.number({ error: message }).gt(min, message).max(max, message);

/** The second (mezzanine) loan: its share of the price, rate, amortization (null: interest-only), maturity and fee. */
export const secondLoanSchema = z.object(
  {
    percentOfPrice: above(0, 100, M.secondLoanShare),
    interestRate: ranged(0, 30, M.interestRate),
    amortizationYears: whole(1, 40, M.amortization).nullable().default(null),
    maturityYears: whole(1, 40, M.maturity),
    feePercent: ranged(0, 10, M.loanFee).default(0),
  },
  { error: M.object('The second loan') },
);

/** A refinance of all debt at the end of `year`, sized by loan-to-value and, when set, a minimum DSCR. */
export const refinanceSchema = z.object(
  {
    year: whole(1, 29, M.refinanceYear),
    loanToValuePercent: above(0, 100, M.refinanceLtv),
    minDscr: ranged(1, 5, M.minDscr).nullable().default(null),
    capRate: ranged(0.1, 50, M.capRate).nullable().default(null),
    interestRate: ranged(0, 30, M.interestRate),
    amortizationYears: whole(1, 40, M.loanTerm),
    interestOnlyMonths: whole(0, 120, M.interestOnlyMonths).default(0),
    maturityYears: whole(1, 40, M.maturity).nullable().default(null),
    costsPercent: ranged(0, 10, M.refinanceCosts).default(0),
    prepaymentPercent: ranged(0, 10, M.prepayment).default(0),
  },
  { error: M.object('The refinance') },
);

/** One hurdle of the waterfall. */
const tierSchema = z.object(
  {
    hurdleIrr: ranged(0, 100, M.hurdleRange),
    promotePercent: ranged(0, 99, M.promote),
  },
  { error: 'Each hurdle must be an object' },
);

/** The parsed waterfall, as its rules between fields read it. */
type WaterfallValues = {
  prefRate: number;
  catchUpPercent: number;
  tiers: { hurdleIrr: number; promotePercent: number }[];
  residualPromotePercent: number;
};

/** Hurdles strictly ascending above the preferred return; a catch-up above a first promote above 0. */
function waterfallRules(w: WaterfallValues, ctx: z.RefinementCtx): void {
  let previous = w.prefRate;
  w.tiers.forEach((tier, k) => {
    if (!(tier.hurdleIrr > previous)) {
      ctx.addIssue({ code: 'custom', message: M.hurdleOrder, path: ['tiers', k, 'hurdleIrr'] });
    }
    previous = Math.max(previous, tier.hurdleIrr);
  });
  const firstPromote = w.tiers[0]?.promotePercent ?? w.residualPromotePercent;
  if (w.catchUpPercent > 0 && !(firstPromote > 0 && w.catchUpPercent > firstPromote)) {
    ctx.addIssue({ code: 'custom', message: M.catchUp, path: ['catchUpPercent'] });
  }
}

/** The LP/GP waterfall: LP share, preferred return, catch-up, up to four hurdles, residual promote. */
export const waterfallSchema = z
  .object(
    {
      lpEquityPercent: above(0, 100, M.lpEquity),
      prefRate: ranged(0, 30, M.prefRate),
      catchUpPercent: ranged(0, 100, M.catchUp).default(0),
      tiers: z.array(tierSchema, { error: M.tiers }).max(4, M.tiers).default([]),
      residualPromotePercent: ranged(0, 99, M.promote),
    },
    { error: M.object('The waterfall') },
  )
  .superRefine(waterfallRules);

/** Parsed second loan, refinance and waterfall. */
export type SecondLoan = z.output<typeof secondLoanSchema>;
export type Refinance = z.output<typeof refinanceSchema>;
export type Waterfall = z.output<typeof waterfallSchema>;
