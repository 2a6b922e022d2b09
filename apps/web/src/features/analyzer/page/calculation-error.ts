/**
 * What Calculate tells the user when it cannot calculate. A problem in the rent roll names the
 * lease's row in the lease roll, its tenant and the field ("Row 12, Burger Barn: Rent step 2 date:
 * Rent step date must be a valid date"), never the generic text; other inputs keep the product's
 * "Failed to calculate analysis. Please check your inputs." with their messages beside them.
 */
import { FIELD_LABELS, InvalidDealError, type TenantLease } from '@cre/underwriting';

/** The toast of a calculation that failed for no reason an input explains. */
export const CALCULATION_ERROR = {
  title: 'Calculation Error',
  message: 'Failed to calculate analysis. Please check your inputs.',
  color: 'red',
} as const;

/** The toast Calculate shows. */
export interface CalculationErrorToast {
  title: string;
  message: string;
  color: 'red';
}

/** Labels of the lease fields that are not numbers (the numeric ones come from the engine's FIELD_LABELS). */
const LEASE_TEXT_LABELS: Readonly<Record<string, string>> = {
  tenantName: 'Tenant name',
  startDate: 'Start date',
  endDate: 'End date',
  suite: 'Suite',
  rentSteps: 'Rent steps',
  recoveryType: 'Recovery type',
};

/** The label of a lease field path below the lease (`rentPerSqft`, `rentSteps.1.date`). */
function leaseFieldLabel(path: readonly string[]): string {
  const [field = '', step, stepField] = path;
  if (field === 'rentSteps' && step !== undefined) {
    const which = `Rent step ${Number(step) + 1}`;
    return stepField === 'date'
      ? `${which} date`
      : stepField === 'rentPerSqft'
        ? `${which} rent per sq ft`
        : which;
  }
  const numeric = (FIELD_LABELS as Readonly<Record<string, string>>)[field];
  return LEASE_TEXT_LABELS[field] ?? numeric ?? field;
}

/**
 * The words of one problem at `path` (`tenantLeases.3.rentPerSqft`, `purchasePrice`): for a lease,
 * "Row 4, <tenant>: <field>: <message>" (the tenant's name, or "unnamed tenant"); else the message.
 */
export function describeProblem(path: string, message: string, leases: readonly TenantLease[]): string {
  const parts = path.split('.');
  if (parts[0] !== 'tenantLeases' || parts[1] === undefined || !/^\d+$/.test(parts[1])) return message;
  const index = Number(parts[1]);
  const name = leases[index]?.tenantName?.trim() || 'unnamed tenant';
  const below = parts.slice(2);
  if (below.length === 0) return `Row ${index + 1}, ${name}: ${message}`;
  return `Row ${index + 1}, ${name}: ${leaseFieldLabel(below)}: ${message}`;
}

/**
 * The toast for invalid inputs (`errors` keyed by path, in schema order): the first lease problem
 * named (a lease of a long rent roll may be far from view), else the product's text (the inputs at
 * fault show their messages beside them).
 */
export function formErrorToast(
  errors: Readonly<Record<string, string | undefined>>,
  leases: readonly TenantLease[],
): CalculationErrorToast {
  for (const [path, message] of Object.entries(errors)) {
    if (message && path.startsWith('tenantLeases.')) {
      return { ...CALCULATION_ERROR, message: describeProblem(path, message, leases) };
    }
  }
  return CALCULATION_ERROR;
}

/** The toast for an error analyze() threw: its first lease issue named, else the product's text. */
export function thrownErrorToast(error: unknown, leases: readonly TenantLease[]): CalculationErrorToast {
  const issues = error instanceof InvalidDealError ? error.issues : [];
  const issue = issues.find((item) => item.path.startsWith('tenantLeases.'));
  if (!issue) return CALCULATION_ERROR;
  return { ...CALCULATION_ERROR, message: describeProblem(issue.path, issue.message, leases) };
}
