/**
 * The refinance of underwriting.md section 12.4: at the end of year y every purchase loan is
 * repaid by a new loan sized by loan-to-value (and a minimum DSCR when set) on the forward NOI;
 * holds longer than y carry the new loan, shorter ones never see it.
 */
import { loansBalanceAfter, loansServiceInYear } from './capital-stack.js';
import type { Refinance } from './capital-stack-schema.js';
import { netSaleProceeds } from './hold.js';
import type { HoldSchedule } from './hold-search.js';
import { type Loan, loanBalanceAfter } from './loan-schedule.js';

/** The refinance of the reported hold, as analyze() reports it. */
export interface RefinanceResult {
  year: number;
  /** `noi_(y+1)` over the refinance cap rate. */
  value: number;
  newLoan: number;
  /** What the purchase loans still owed after 12y months. */
  payoff: number;
  /** New loan − payoff × (1 + prepayment) − costs: added to year y's cash flow. */
  proceeds: number;
  constrainedBy: 'ltv' | 'dscr';
}

/** A refinance worked out: its figures and the new loan, which starts `offset` months in. */
export interface RefinancePlan {
  result: RefinanceResult;
  loan: Loan;
  offset: number;
}

/**
 * 12 times the level payment per dollar of a loan of `rate` (percent) over `amortMonths`, whatever
 * its interest-only months (lenders size on the amortizing payment).
 */
function annualConstant(rate: number, amortMonths: number): number {
  const r = rate / 100 / 12;
  return r === 0 ? 12 / amortMonths : (12 * r) / -Math.expm1(-amortMonths * Math.log1p(r));
}

/**
 * The refinance of section 12.4 at the end of `terms.year` on the schedule's forward NOI, or null
 * when the schedule has no hold longer than that year: value at the refinance cap rate (the exit
 * cap when unset; 0 when the NOI or the cap is not positive), the new loan at the loan-to-value,
 * capped by the minimum DSCR when set, the payoff of `loans` after 12y months, and the proceeds.
 */
export function planRefinance(
  terms: Refinance,
  s: HoldSchedule,
  loans: readonly Loan[],
  exitCapRate: number,
): RefinancePlan | null {
  const y = terms.year;
  if (y >= s.years) return null;
  const noi = s.forwardNoi[y] as number;
  const cap = terms.capRate ?? exitCapRate;
  const value = noi <= 0 || cap <= 0 ? 0 : noi / (cap / 100);
  const byLtv = (value * terms.loanToValuePercent) / 100;
  const amortMonths = 12 * terms.amortizationYears;
  let newLoan = byLtv;
  let constrainedBy: RefinanceResult['constrainedBy'] = 'ltv';
  if (terms.minDscr !== null) {
    const byDscr = noi / (terms.minDscr * annualConstant(terms.interestRate, amortMonths));
    if (byDscr < byLtv) constrainedBy = 'dscr';
    newLoan = Math.max(0, Math.min(byLtv, byDscr));
  }
  const payoff = loansBalanceAfter(loans, 12 * y);
  const proceeds =
    newLoan - payoff * (1 + terms.prepaymentPercent / 100) - (newLoan * terms.costsPercent) / 100;
  return {
    result: { year: y, value, newLoan, payoff, proceeds, constrainedBy },
    loan: refinanceLoan(terms, newLoan),
    offset: 12 * y,
  };
}

/**
 * The new loan of a refinance: `newLoan` at the refinance's rate, interest-only months and
 * amortization, due at its maturity or, unset, when fully amortized.
 */
export function refinanceLoan(terms: Refinance, newLoan: number): Loan {
  const amortMonths = 12 * terms.amortizationYears;
  return {
    amount: newLoan,
    rate: terms.interestRate,
    ioMonths: terms.interestOnlyMonths,
    amortMonths,
    matMonths:
      terms.maturityYears === null ? terms.interestOnlyMonths + amortMonths : 12 * terms.maturityYears,
  };
}

/**
 * Writes a refinance into a schedule of the purchase loans, so that every hold reads its own rule
 * from one schedule: holds up to y keep the purchase loans (a hold of y sees year y's proceeds
 * taken back out of its sale), longer holds get the proceeds in year y, the new loan's debt
 * service from year y + 1 and its balance repaid at the sale. Returns year y's cash flow and net
 * sale proceeds without the refinance, which a hold of exactly y years reports.
 */
export function applyRefinance(
  s: HoldSchedule,
  plan: RefinancePlan,
  sellingCostsPercent: number,
): { base: number; netSale: number } {
  const y = plan.result.year;
  const proceeds = plan.result.proceeds;
  const refi = [plan.loan];
  const kept = { base: s.base[y] as number, netSale: s.netSale[y] as number };
  s.base[y] = (s.base[y] as number) + proceeds;
  s.netSale[y] = (s.netSale[y] as number) - proceeds;
  for (let t = y + 1; t <= s.years; t++) {
    s.base[t] = (s.income[t] as number) - loansServiceInYear(refi, t, plan.offset);
    const balance = loanBalanceAfter(plan.loan, 12 * t - plan.offset);
    s.netSale[t] = netSaleProceeds(s.salePrice[t] as number, sellingCostsPercent, balance);
  }
  return kept;
}
