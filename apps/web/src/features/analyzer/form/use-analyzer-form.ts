import { useCallback, useMemo, useState } from 'react';
import type { FormBinding } from './form-binding';
import { type AnalyzerFormValues, defaultFormValues } from './form-values';
import { isoDate } from './lease-roll';
import { type FormErrors, validateForm } from './validation';

/** State of the calculator form: values, live validation, visited fields and the "show all" flag. */
export interface AnalyzerFormState {
  values: AnalyzerFormValues;
  errors: FormErrors;
  binding: FormBinding;
  /** Replaces every value (New Project, Clear Form, loading a project) and hides messages again. */
  reset: (values: AnalyzerFormValues) => void;
  /** Shows every message (after a calculation or save attempt); returns true when the form is valid. */
  revealErrors: () => boolean;
}

/**
 * Holds the calculator form. Messages come from the engine's schema on every change, but a field's
 * message is shown only once it was visited or a calculation/save was attempted.
 */
export function useAnalyzerForm(
  today: Date,
  initial: () => AnalyzerFormValues = defaultFormValues,
): AnalyzerFormState {
  const [values, setValues] = useState<AnalyzerFormValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const asOf = isoDate(today);
  const errors = useMemo(() => validateForm(values, asOf), [values, asOf]);

  const set = useCallback(<K extends keyof AnalyzerFormValues>(field: K, value: AnalyzerFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const update = useCallback((change: (current: AnalyzerFormValues) => AnalyzerFormValues) => {
    setValues(change);
  }, []);
  const touch = useCallback((key: string) => {
    setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);

  const binding = useMemo<FormBinding>(
    () => ({
      values,
      set,
      update,
      touch,
      error: (key) => (showAll || touched.has(key) ? errors[key] : undefined),
    }),
    [values, set, update, touch, showAll, touched, errors],
  );

  const reset = useCallback((next: AnalyzerFormValues) => {
    setValues(next);
    setTouched(new Set());
    setShowAll(false);
  }, []);

  const revealErrors = useCallback(() => {
    setShowAll(true);
    return Object.keys(errors).length === 0;
  }, [errors]);

  return { values, errors, binding, reset, revealErrors };
}
