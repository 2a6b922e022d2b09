import type { AnalyzerFormValues } from './form-values';
import { type FormErrors, validateForm } from './validation';

/**
 * The calculator form's state outside React: the values, the visited fields and the "show all
 * messages" flag. Components read it with `useFormValue`/`useFieldError` (use-form-store.ts), each
 * with a selector, so a keystroke re-renders only the components whose selected value changed. The
 * store object itself never changes: it is the stable prop every panel, field and tenant block gets.
 */
export interface FormStore {
  /** The current values (a new object after every change; unchanged parts keep their identity). */
  getValues: () => AnalyzerFormValues;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  set: <K extends keyof AnalyzerFormValues>(field: K, value: AnalyzerFormValues[K]) => void;
  /** Applies a change to several fields at once (e.g. switching an entry mode). */
  update: (change: (values: AnalyzerFormValues) => AnalyzerFormValues) => void;
  /** Marks a field as visited (its message shows from now on). */
  touch: (key: string) => void;
  /** The message shown for `key`: its validation message once visited or revealed, else undefined. */
  error: (key: string) => string | undefined;
  /** Every validation message of the current values, shown or not. */
  errors: () => FormErrors;
  /** Replaces every value (New Project, Clear Form, loading a project) and hides messages again. */
  reset: (values: AnalyzerFormValues) => void;
  /** Shows every message (after a calculation or save attempt); returns true when the form is valid. */
  revealErrors: () => boolean;
}

/**
 * Creates the form store. Messages come from the engine's schema (`validateForm` against `asOf`),
 * computed once per change of the values when first asked for.
 */
export function createFormStore(initial: AnalyzerFormValues, asOf: string): FormStore {
  let values = initial;
  let touched: ReadonlySet<string> = new Set();
  let showAll = false;
  let validated: { values: AnalyzerFormValues; errors: FormErrors } | null = null;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const errors = () => {
    if (validated?.values !== values) validated = { values, errors: validateForm(values, asOf) };
    return validated.errors;
  };
  const update = (change: (current: AnalyzerFormValues) => AnalyzerFormValues) => {
    const next = change(values);
    if (next === values) return;
    values = next;
    notify();
  };
  return {
    getValues: () => values,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (field, value) => {
      if (!Object.is(values[field], value)) update((current) => ({ ...current, [field]: value }));
    },
    update,
    touch: (key) => {
      if (touched.has(key)) return;
      touched = new Set(touched).add(key);
      notify();
    },
    error: (key) => (showAll || touched.has(key) ? errors()[key] : undefined),
    errors,
    reset: (next) => {
      values = next;
      touched = new Set();
      showAll = false;
      notify();
    },
    revealErrors: () => {
      if (!showAll) {
        showAll = true;
        notify();
      }
      return Object.keys(errors()).length === 0;
    },
  };
}
