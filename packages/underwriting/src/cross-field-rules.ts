/**
 * The rules between a deal's fields, which zod runs after every field passed its own rule
 * (`superRefine` of `analysisInputSchema` and `propertyPayloadSchema`).
 */
import type { z } from 'zod';
import { OTHER_MESSAGES as M } from './messages.js';

/** What the cross-field rules read. */
interface CrossFieldValues {
  revenueInputType: string;
  asOf?: string | undefined;
  projectionMode: string;
  tenantLeases: readonly { startDate: string; endDate: string }[];
}

/**
 * The rules between fields: `asOf` is required in individual mode (WALT needs it); the
 * lease-by-lease projection needs the individual rent roll, and in it every lease must end on or
 * after its start (dates compared as calendar dates, day included).
 */
export function crossFieldRules(value: CrossFieldValues, ctx: z.RefinementCtx) {
  if (value.revenueInputType === 'individual' && value.asOf === undefined) {
    ctx.addIssue({ code: 'custom', message: M.asOfRequired, path: ['asOf'] });
  }
  leaseProjectionRules(value, ctx);
}

/** The lease-by-lease rules alone (the save payload checks these; it needs no `asOf`). */
export function leaseProjectionRules(value: CrossFieldValues, ctx: z.RefinementCtx) {
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
