/**
 * The capital stack's years (underwriting.md section 12.4): the purchase loans as the hold
 * schedule reads them, and the 5-year cash-flow projection with the stack's debt service.
 */
import { loansBalanceAfter, loansServiceInYear } from './capital-stack.js';
import type { RefinancePlan } from './capital-stack-refinance.js';
import type { HoldDeal } from './hold-search.js';
import type { LeaseProjectionRun } from './lease-projection.js';
import type { Loan } from './loan-schedule.js';
import { cashFlowProjections, yearlyCashFlowProjections } from './projections.js';
import type { CashFlowProjection } from './types.js';

/** The purchase loans as the hold schedule reads them: debt service of year t, balance after k months. */
export function stackDebt(loans: readonly Loan[]): NonNullable<HoldDeal['debt']> {
  return {
    serviceInYear: (t) => loansServiceInYear(loans, t),
    balanceAfter: (months) => loansBalanceAfter(loans, months),
  };
}

/**
 * The first five years' cash flows with the reported hold's loans (balloons included): the purchase
 * loans, replaced by the refinance loan after its year when the hold refinances (`plan`); simple
 * mode grows the NOI, leases mode reads the lease projection (its TI and LC taken off).
 */
export function stackProjections(
  noi: number,
  rentEscalationRate: number,
  run: LeaseProjectionRun | null,
  loans: readonly Loan[],
  plan: RefinancePlan | null,
): CashFlowProjection[] {
  const refinanced = plan === null ? [] : [plan.loan];
  const serviceInYear = (t: number) =>
    plan !== null && t > plan.result.year
      ? loansServiceInYear(refinanced, t, plan.offset)
      : loansServiceInYear(loans, t);
  return run === null
    ? cashFlowProjections(noi, rentEscalationRate, serviceInYear)
    : yearlyCashFlowProjections(run.yearly, serviceInYear);
}
