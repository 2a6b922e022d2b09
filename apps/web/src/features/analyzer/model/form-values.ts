import {
  describeFields,
  type FieldSpec,
  type NnnInputMethod,
  type RentInputMode,
  type StoredPropertyFields,
  storedPropertyObject,
  type TenantLease,
  valueOrDefault,
} from '@cre/underwriting';

export type { NnnInputMethod, RentInputMode };

/** A stored field as the form holds it: optional text is `''` rather than `null`. */
type FormField<T> = [T] extends [string | null] ? (null extends T ? string : T) : T;

/**
 * Everything the calculator form holds: one value per stored project field (read off the engine's
 * `storedPropertyObject`, so a new input appears here by itself) except `revenueInputType`, which
 * the rent entry mode decides. Numbers are numbers (the formatted inputs convert on entry); the
 * optional rates are `null` when left blank. `rentPerSqft` and `nnnTotalAnnual` exist only in the
 * form: they are converted to `annualRent` and `nnnChargesPerSqft` before analysis and saving.
 */
export type AnalyzerFormValues = {
  [K in Exclude<keyof StoredPropertyFields, 'revenueInputType'>]: FormField<StoredPropertyFields[K]>;
} & {
  /**
   * The rent roll, each lease as the engine takes it. A new tenant and a loaded lease carry the
   * lease detail of underwriting.md 11.1 at its values or defaults: `suite` (text, `''` for none),
   * `rentSteps` (`[{ date, rentPerSqft }]`, `[]` for none), `recoveryType` (`'nnn' | 'gross' |
   * 'base-year'`, `null` for the property's rule) and `marketRentPerSqft` (a number, `null` for the
   * property's market rent); a lease from elsewhere (an import) may leave them out.
   */
  tenantLeases: TenantLease[];
  rentPerSqft: number;
  nnnTotalAnnual: number;
};

/** Numeric fields of the form (the ones rendered with formatted number inputs). */
export type NumericField = {
  [K in keyof AnalyzerFormValues]: AnalyzerFormValues[K] extends number | null ? K : never;
}[keyof AnalyzerFormValues];

/** Text fields of the Property Details panel. */
export type TextField = 'name' | 'address' | 'city' | 'state' | 'zipCode' | 'propertyType';

/** The stored fields the form holds, in schema order (see {@link AnalyzerFormValues}). */
export const FORM_FIELDS: readonly FieldSpec[] = describeFields(storedPropertyObject).filter(
  (field) => field.key !== 'revenueInputType',
);

/**
 * Form values built field by field: `fieldValue(field)` for each stored field, then the form-only
 * entries and `overrides`.
 */
export function buildFormValues(
  fieldValue: (field: FieldSpec) => unknown,
  overrides: Partial<AnalyzerFormValues> = {},
): AnalyzerFormValues {
  const values: Record<string, unknown> = { tenantLeases: [], rentPerSqft: 0, nnnTotalAnnual: 0 };
  for (const field of FORM_FIELDS) values[field.key] = fieldValue(field);
  return Object.assign(values, overrides) as AnalyzerFormValues;
}

/** A field's schema default as the form holds it (blank text, 0 for a required number). */
export function formDefault(field: FieldSpec): unknown {
  const value = valueOrDefault(field, undefined);
  if (value !== undefined && !(field.kind === 'text' && value === null)) return value;
  return field.kind === 'text' ? '' : 0;
}

/**
 * The values of a new project (New Project and first visit): every field's schema default, with the
 * sample assumptions the product shows: interest rate 5.5 %, an NNN estimate of $2 per sq ft and
 * rent typed as an annual total (vacancy 5 %, down payment 25 %, loan term 25 years, rent escalation
 * 3 %, NNN escalation 2.5 %, appreciation 3 % and a 5-year hold are the schema defaults).
 */
export function defaultFormValues(): AnalyzerFormValues {
  return buildFormValues(formDefault, { interestRate: 5.5, nnnChargesPerSqft: 2, rentInputMode: 'total' });
}

/** Clear Form: every number 0 (optional rates blank), text blank, loan term 30, hold period 5. */
export function clearedFormValues(): AnalyzerFormValues {
  return buildFormValues(
    (field) => {
      if (field.kind === 'number') return field.nullable ? null : 0;
      return formDefault(field);
    },
    { loanTerm: 30, holdPeriod: 5, rentInputMode: 'total' },
  );
}
