import type { FormStore } from './form-store';

/**
 * What a form panel, field or tenant block receives: the form store, one object for the life of the
 * form, so memoised components keep their props across keystrokes and read the values they show
 * through `useFormValue` / `useFieldError`.
 */
export type FormBinding = FormStore;
