import type { AnalyzerFormValues } from './form-values';

/**
 * What a form panel needs: the values, a setter per field, the message to show for a field (or
 * undefined), and a way to mark a field as visited so its message appears.
 */
export interface FormBinding {
  values: AnalyzerFormValues;
  set: <K extends keyof AnalyzerFormValues>(field: K, value: AnalyzerFormValues[K]) => void;
  /** Applies a change to several fields at once (e.g. switching an entry mode). */
  update: (change: (values: AnalyzerFormValues) => AnalyzerFormValues) => void;
  error: (key: string) => string | undefined;
  touch: (key: string) => void;
}
