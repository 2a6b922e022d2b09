import type { AnalysisResult } from '@cre/underwriting';
import type { AnalyzerFormValues } from './form-values';

/** A calculation: the form values it used, its as-of date (yyyy-mm-dd: WALT, month 0 of the lease-by-lease projection) and the engine's result. */
export interface Calculation {
  values: AnalyzerFormValues;
  asOf: string;
  result: AnalysisResult;
}

/** A local calendar date as yyyy-mm-dd (a calculation's as-of date). */
export function isoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * The date a calculation of `values` is dated: the form's analysis date when set (an imported rent
 * roll's "as of" date, kept with the project), else `today` (yyyy-mm-dd).
 */
export function analysisDate(values: { asOf?: string | null }, today: string): string {
  return values.asOf?.trim() || today;
}
