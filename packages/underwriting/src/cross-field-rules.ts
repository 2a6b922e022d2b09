/**
 * The rules between a deal's fields, which zod runs after every field passed its own rule
 * (`superRefine` of `analysisInputSchema` and `propertyPayloadSchema`).
 */
import type { z } from 'zod';
import { OTHER_MESSAGES as M } from './messages.js';

/** What the cross-field rules read. */
interface CrossFieldValues {
  revenueInputType: string;
  downPaymentPercent?: number;
  secondLoan?: { percentOfPrice: number } | null;
  asOf?: string | null | undefined;
  projectionMode: string;
  tenantLeases: readonly CrossFieldLease[];
}

/** What the cross-field rules read of a lease. */
interface CrossFieldLease {
  startDate: string;
  endDate: string;
  rentSteps?: readonly { date: string }[] | null;
}

/**
 * The steps of a lease that break the order rule (section 11.1): each step dated on or before the
 * lease's start, after its end, or on or before the step above it, by index. Dates compare as
 * calendar dates (yyyy-mm-dd strings order as their dates).
 */
export function misorderedSteps(lease: CrossFieldLease): number[] {
  const steps = lease.rentSteps;
  const out: number[] = [];
  if (!steps) return out;
  let previous = lease.startDate;
  for (let k = 0; k < steps.length; k++) {
    const date = (steps[k] as { date: string }).date;
    if (date <= previous || date > lease.endDate) out.push(k);
    if (date > previous) previous = date;
  }
  return out;
}

/**
 * The rules between fields: `asOf` is required in individual mode (WALT needs it); the
 * lease-by-lease projection needs the individual rent roll, and in it every lease must end on or
 * after its start (dates compared as calendar dates, day included).
 */
export function crossFieldRules(value: CrossFieldValues, ctx: z.RefinementCtx) {
  if (value.revenueInputType === 'individual' && value.asOf == null) {
    ctx.addIssue({ code: 'custom', message: M.asOfRequired, path: ['asOf'] });
  }
  projectRules(value, ctx);
}

/**
 * The rules between fields that a saved project keeps too (it needs no `asOf`): the rent roll's
 * ({@link leaseProjectionRules}), then a second loan of at most the down payment.
 */
export function projectRules(value: CrossFieldValues, ctx: z.RefinementCtx) {
  leaseProjectionRules(value, ctx);
  if (secondLoanTooLarge(value)) {
    ctx.addIssue({ code: 'custom', message: M.secondLoanShare, path: ['secondLoan', 'percentOfPrice'] });
  }
}

/** The second loan is more than the down payment (section 12.1: it is financed out of the down payment). */
export function secondLoanTooLarge(
  value: Pick<CrossFieldValues, 'downPaymentPercent' | 'secondLoan'>,
): boolean {
  const share = value.secondLoan?.percentOfPrice;
  return share !== undefined && share > (value.downPaymentPercent ?? 25);
}

/**
 * The rules of the rent roll alone (the save payload checks these; it needs no `asOf`): each
 * lease's rent steps in date order within the lease (both modes), then the lease-by-lease rules.
 */
export function leaseProjectionRules(value: CrossFieldValues, ctx: z.RefinementCtx) {
  value.tenantLeases.forEach((lease, index) => {
    for (const k of misorderedSteps(lease)) {
      ctx.addIssue({
        code: 'custom',
        message: M.rentStepsOrder,
        path: ['tenantLeases', index, 'rentSteps', k, 'date'],
      });
    }
  });
  if (value.projectionMode !== 'leases') return;
  if (value.revenueInputType !== 'individual') {
    ctx.addIssue({ code: 'custom', message: M.projectionNeedsRentRoll, path: ['projectionMode'] });
  }
  value.tenantLeases.forEach((lease, index) => {
    // yyyy-mm-dd strings order as their dates
    if (lease.endDate < lease.startDate) {
      ctx.addIssue({
        code: 'custom',
        message: M.endBeforeStart,
        path: ['tenantLeases', index, 'endDate'],
      });
    }
  });
}
