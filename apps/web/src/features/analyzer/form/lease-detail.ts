/**
 * The lease detail of underwriting.md section 11.1 as the lease roll edits it: the recovery type's
 * choices (read off the engine's schema) and the edits of a lease's rent steps.
 */
import {
  RECOVERY_TYPE_LABELS,
  RECOVERY_TYPES,
  type RecoveryType,
  type RentStep,
  type TenantLease,
} from '@cre/underwriting';
import { isoDate } from '../model/calculation';
import { addYears } from './lease-roll';

export type { RecoveryType, RentStep };

/** The select's value for an unset recovery type (the lease follows the property's NNN setting). */
export const PROPERTY_DEFAULT = 'default';

/** The Recovery Type select's options: the property's default first, then each engine type. */
export const RECOVERY_OPTIONS: readonly { value: string; label: string }[] = [
  { value: PROPERTY_DEFAULT, label: 'Property default' },
  ...RECOVERY_TYPES.map((type) => ({ value: type, label: RECOVERY_TYPE_LABELS[type] })),
];

/** The form's recovery type for a select value: one of the engine's types, else unset (null). */
export function recoveryTypeOf(value: string | null): RecoveryType | null {
  return RECOVERY_TYPES.find((type) => type === value) ?? null;
}

/** A `yyyy-mm-dd` text as a local date, or null when it is not one. */
function parseIsoDate(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The step a lease's "Add rent step" appends: a year after the last step (or after the lease's
 * start), at the rent in effect then raised by the lease's annual increase (to the cent). The date
 * is blank when the one it follows is not a date.
 */
export function nextRentStep(lease: TenantLease): RentStep {
  const steps = lease.rentSteps ?? [];
  const last = steps[steps.length - 1];
  const from = parseIsoDate(last ? last.date : lease.startDate);
  const rent = (last ? last.rentPerSqft : lease.rentPerSqft) * (1 + (lease.annualRentIncrease ?? 0) / 100);
  return {
    date: from ? isoDate(addYears(from, 1)) : '',
    rentPerSqft: Math.round(rent * 100) / 100,
  };
}

/** The lease's steps with {@link nextRentStep} appended. */
export function addRentStep(lease: TenantLease): RentStep[] {
  return [...(lease.rentSteps ?? []), nextRentStep(lease)];
}

/** The steps with step `index` changed (the other steps keep their objects). */
export function updateRentStep<K extends keyof RentStep>(
  steps: readonly RentStep[],
  index: number,
  field: K,
  value: RentStep[K],
): RentStep[] {
  return steps.map((step, i) => (i === index ? { ...step, [field]: value } : step));
}

/** The steps without step `index`. */
export function removeRentStep(steps: readonly RentStep[], index: number): RentStep[] {
  return steps.filter((_, i) => i !== index);
}
