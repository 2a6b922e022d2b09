import { useSyncExternalStore } from 'react';
import type { FormStore } from '../model/form-store';
import type { AnalyzerFormValues } from '../model/form-values';

/**
 * The part of the form values `select` picks, re-rendering the caller only when that part changes
 * (compared with `Object.is`: select a primitive or an object the store keeps, such as one lease).
 */
export function useFormValue<T>(store: FormStore, select: (values: AnalyzerFormValues) => T): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getValues()));
}

/** Every form value: the caller re-renders on every change (the live computation, the tests). */
export function useFormValues(store: FormStore): AnalyzerFormValues {
  return useSyncExternalStore(store.subscribe, store.getValues);
}

/** The message shown under field `key` (see {@link FormStore.error}); re-renders only when it changes. */
export function useFieldError(store: FormStore, key: string): string | undefined {
  return useSyncExternalStore(store.subscribe, () => store.error(key));
}
