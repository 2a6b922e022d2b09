import { useMemo, useState } from 'react';
import { isoDate } from '../model/calculation';
import type { FormBinding } from '../model/form-binding';
import { createFormStore } from '../model/form-store';
import { type AnalyzerFormValues, defaultFormValues } from '../model/form-values';
import type { FormErrors } from '../model/validation';

/** The calculator form: a store read by selectors, and the page's actions on it (all stable). */
export interface AnalyzerFormState {
  /** The form store the panels receive (the same object for the life of the page). */
  binding: FormBinding;
  /** The current values (read at the time of the call; does not re-render the caller). */
  getValues: () => AnalyzerFormValues;
  /** Every validation message of the current values. */
  getErrors: () => FormErrors;
  /** Replaces every value (New Project, Clear Form, loading a project) and hides messages again. */
  reset: (values: AnalyzerFormValues) => void;
  /** Shows every message (after a calculation or save attempt); returns true when the form is valid. */
  revealErrors: () => boolean;
}

/**
 * Holds the calculator form. Messages come from the engine's schema on every change, but a field's
 * message is shown only once it was visited or a calculation/save was attempted. The caller does
 * not re-render on a keystroke: components subscribe to the values they show.
 */
export function useAnalyzerForm(
  today: Date,
  initial: () => AnalyzerFormValues = defaultFormValues,
): AnalyzerFormState {
  const [store] = useState(() => createFormStore(initial(), isoDate(today)));
  return useMemo(
    () => ({
      binding: store,
      getValues: store.getValues,
      getErrors: store.errors,
      reset: store.reset,
      revealErrors: store.revealErrors,
    }),
    [store],
  );
}
