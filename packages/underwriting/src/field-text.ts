/**
 * The labels and validation messages of every field, merged from the schema files where each
 * numeric field's texts are declared beside its rule (schema.ts, lease-schema.ts) and from
 * messages.ts for the rest.
 */
import { LEASE_FIELD_TEXT } from './lease-schema.js';
import { OTHER_MESSAGES } from './messages.js';
import { INPUT_FIELD_TEXT, MARKET_LEASING_TEXT } from './schema.js';

/**
 * The label, the validation message and, for a field with a cap, the message for going over it,
 * of every numeric deal and lease field (the caps are in `limits.ts`). Each entry is declared
 * beside its field's rule: deal inputs in schema.ts ({@link INPUT_FIELD_TEXT},
 * {@link MARKET_LEASING_TEXT}), lease fields in lease-schema.ts ({@link LEASE_FIELD_TEXT}).
 */
export const FIELD_TEXT = { ...INPUT_FIELD_TEXT, ...LEASE_FIELD_TEXT, ...MARKET_LEASING_TEXT } as const;

type Field = keyof typeof FIELD_TEXT;
/** The fields with an upper cap, whose third text is the message for going over it. */
type CappedField = {
  [K in Field]: (typeof FIELD_TEXT)[K] extends readonly [string, string, string] ? K : never;
}[Field];
type Messages = { readonly [K in Field]: (typeof FIELD_TEXT)[K][1] } & {
  readonly [K in CappedField as `${K}Max`]: (typeof FIELD_TEXT)[K][2];
} & typeof OTHER_MESSAGES;
type Labels = { readonly [K in Field]: (typeof FIELD_TEXT)[K][0] } & {
  readonly yearBuilt: 'Year built';
  readonly id: 'Project id';
};

const textOf = <I extends 0 | 1>(index: I) =>
  Object.fromEntries(Object.entries(FIELD_TEXT).map(([key, text]) => [key, text[index]]));
const capMessages = Object.fromEntries(
  Object.entries(FIELD_TEXT).flatMap(([key, text]) => (text.length === 3 ? [[`${key}Max`, text[2]]] : [])),
);

/**
 * Every validation message shared by the web form, the API and the CLI, keyed by field or rule
 * (`<field>Max` for going over a field's cap). The year built's range names the current year:
 * see `yearBuiltRangeMessage`.
 */
export const MESSAGES = { ...textOf(1), ...capMessages, ...OTHER_MESSAGES } as Messages;
/** A key of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;
/** Human labels of the numeric fields, used for "… is required" / "… must be a number". */
export const FIELD_LABELS = { ...textOf(0), yearBuilt: 'Year built', id: 'Project id' } as Labels;
