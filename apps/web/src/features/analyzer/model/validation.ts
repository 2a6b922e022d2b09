import { analysisInputSchema, projectDetailsObject } from '@cre/underwriting';
import { toAnalysisInput } from './deal-mapping';
import type { AnalyzerFormValues } from './form-values';

/**
 * Validation messages keyed by form field (`purchasePrice`, `rentPerSqft`, ...) or, for the rent roll,
 * by `tenantLeases.<index>.<field>` (a rent step's: `tenantLeases.<index>.rentSteps.<step>.<field>`).
 * The messages are the engine's `MESSAGES`, word for word.
 */
export type FormErrors = Partial<Record<string, string>>;

/** The key under which a tenant field's message is stored. */
export function tenantErrorKey(index: number, field: string): string {
  return `tenantLeases.${index}.${field}`;
}

/**
 * The key under which a rent step's message is stored: `tenantLeases.<index>.rentSteps.<step>.<field>`
 * (the order rule's message sits on the date of each step that breaks it).
 */
export function rentStepErrorKey(index: number, step: number, field: 'date' | 'rentPerSqft'): string {
  return tenantErrorKey(index, `rentSteps.${step}.${field}`);
}

/** The tenant (index) a message key belongs to, or null for a key outside the rent roll. */
export function tenantOfErrorKey(key: string): number | null {
  const match = /^tenantLeases\.(\d+)\./.exec(key);
  return match ? Number(match[1]) : null;
}

function formFieldFor(path: readonly PropertyKey[], values: AnalyzerFormValues): string {
  const [head, ...rest] = path.map(String);
  if (head === 'annualRent' && values.rentInputMode === 'perSqft') return 'rentPerSqft';
  if (head === 'nnnChargesPerSqft' && values.nnnInputMethod === 'total') return 'nnnTotalAnnual';
  return [head, ...rest].join('.');
}

/**
 * Validates the form with the engine's `analysisInputSchema` and `projectDetailsObject` (name,
 * address, …, year built: the same limits a save meets on the server) and maps every issue to the
 * input that shows it (the per-sq-ft rent entry shows annual-rent issues, the total NNN entry shows
 * NNN issues). Only the first message per field is kept.
 */
export function validateForm(values: AnalyzerFormValues, asOf: string): FormErrors {
  const errors: FormErrors = {};
  const parsed = analysisInputSchema.safeParse(toAnalysisInput(values, asOf));
  const details = projectDetailsObject.safeParse(values);
  for (const issue of [...(parsed.error?.issues ?? []), ...(details.error?.issues ?? [])]) {
    const key = formFieldFor(issue.path, values);
    if (errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
