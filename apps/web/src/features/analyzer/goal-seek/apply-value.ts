import { isGroupVary, SOLVE_VARIES, type SolveVary, withGroupValue } from '@cre/underwriting';
import type { AnalyzerFormValues } from '../model/form-values';

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/**
 * A solved value as the form holds it: amounts in dollars to the cent (the price and rent fields
 * accept cents), rates in percent and rents per sq ft to 4 decimals (their fields accept any
 * number of decimals; 4 keep the metric at its target to display precision), the rent level to 6.
 */
export function roundForForm(vary: SolveVary, value: number): number {
  const unit = SOLVE_VARIES[vary].unit;
  if (unit === 'currency') return roundTo(value, 2);
  if (unit === 'multiplier') return roundTo(value, 6);
  return roundTo(value, 4);
}

/**
 * The form values with goal seek's answer for `vary` put in (one change): the field itself; for
 * `annualRent` typed per sq ft, the rent per sq ft that gives it; for `rentScale`, every lease's
 * rent per sq ft multiplied by `value` (each to 4 decimals); for a capital-stack group's input,
 * that number inside its group.
 */
export function applySolvedValue(
  values: AnalyzerFormValues,
  vary: SolveVary,
  value: number,
): AnalyzerFormValues {
  const rounded = roundForForm(vary, value);
  if (isGroupVary(vary)) return withGroupValue(values, vary, rounded);
  switch (vary) {
    case 'rentScale':
      return {
        ...values,
        tenantLeases: values.tenantLeases.map((lease) => ({
          ...lease,
          rentPerSqft: roundTo(lease.rentPerSqft * value, 4),
        })),
      };
    case 'annualRent':
      if (values.rentInputMode === 'perSqft' && values.sqft > 0) {
        return { ...values, rentPerSqft: roundTo(value / values.sqft, 4) };
      }
      return { ...values, annualRent: rounded };
    default:
      return { ...values, [vary]: rounded };
  }
}

/** The form values `applySolvedValue` changes, as they were (what "Undo" puts back). */
export function undoOf(
  before: AnalyzerFormValues,
  vary: SolveVary,
): (values: AnalyzerFormValues) => AnalyzerFormValues {
  if (vary === 'rentScale') {
    const leases = before.tenantLeases;
    return (values) => ({
      ...values,
      tenantLeases: values.tenantLeases.map((lease, index) =>
        leases[index] ? { ...lease, rentPerSqft: leases[index].rentPerSqft } : lease,
      ),
    });
  }
  if (vary === 'annualRent') {
    const { annualRent, rentPerSqft } = before;
    return (values) => ({ ...values, annualRent, rentPerSqft });
  }
  if (isGroupVary(vary)) {
    const { secondLoan, refinance, waterfall } = before;
    return (values) => ({ ...values, secondLoan, refinance, waterfall });
  }
  const old = before[vary];
  return (values) => ({ ...values, [vary]: old });
}
