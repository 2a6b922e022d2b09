/**
 * The builders the schema files declare their fields with. Each builder makes the zod field and
 * records its rule (bounds, whole-number-ness, messages) in {@link FIELD_RULES}, zod's own kind of
 * metadata registry, on the field it returns. Code that must follow the schema by hand (the fast
 * deal check of deal-check.ts, the generated deal-resolve.gen.ts, goal seek's ranges) reads the
 * rules back with {@link ruleOf} instead of restating them, so a field's rule is written once: in
 * the builder call that declares it.
 */
import { z } from 'zod';
import { isIsoDate } from './dates.js';
import { isDateInRange, MAX_AMOUNT, MAX_TEXT_LENGTH } from './limits.js';

/** A numeric field's texts: its label, its message, and the message for going over its cap when it has one. */
export type FieldText =
  | readonly [label: string, message: string]
  | readonly [label: string, message: string, maxMessage: string];

/** The texts of a schema file's numeric fields, keyed by field. */
export type TextTable = { readonly [field: string]: FieldText };

/** The rule of a numeric field: a finite number in `min..max` (whole when `whole`). */
export interface NumberFieldRule {
  kind: 'number';
  /** For `<label> is required` / `<label> must be a number`. */
  label: string;
  min: number;
  max: number;
  whole: boolean;
  /** Message below `min` (and for a whole field, also for a fraction or an unsafe integer). */
  low: string;
  /** Message above `max`. */
  high: string;
  /** When set, the message for a missing or non-numeric value too (section 12's fields: "the field's message"). */
  typeMessage?: string;
}

/** The rule of one field, as the builder that declared it recorded it. */
export type FieldRule =
  | NumberFieldRule
  /** true or false */
  | { kind: 'flag'; message: string }
  /** one of an enum's options (read off the enum) */
  | { kind: 'choice'; message: string }
  /** a real `yyyy-mm-dd` date in 1900..2200; `blank`: missing, empty or not text */
  | { kind: 'date'; blank: string; invalid: string; range: string }
  /** text, not blank, at most `max` characters */
  | { kind: 'name'; blank: string; tooLong: string; max: number }
  /** a list of at most `max` items */
  | { kind: 'list'; message: string; tooMany: string; max: number }
  /** text of at most `max` characters (UTF-16 code units); `message` when not text */
  | { kind: 'text'; message: string; tooLong: string; max: number }
  /** An object of its own schema, or null (section 12's groups): `issues` parses a given one. */
  | { kind: 'group'; issues: (value: unknown) => GroupIssue[] }
  /**
   * a lease's rent steps: a list of at most `max` `{ date, rentPerSqft }` (`message` when not a
   * list, `tooMany` when longer); each date a real `yyyy-mm-dd` in 1900..2200 (`dateInvalid`), each
   * rent per the `rent` rule
   */
  | {
      kind: 'steps';
      message: string;
      tooMany: string;
      max: number;
      dateInvalid: string;
      rent: NumberFieldRule;
    };

/** An issue of a group's own parse: its path inside the group, message, and whether it is a wrong type. */
export interface GroupIssue {
  path: string;
  message: string;
  wrongType: boolean;
}

/** The rules of the fields, on the zod field each builder returned. */
export const FIELD_RULES: z.core.$ZodRegistry<FieldRule> = z.registry<FieldRule>();

interface Wrapped {
  innerType?: z.core.$ZodType;
}

/**
 * The rule a builder recorded for `field`, looked up through its `.default()`, `.nullable()`,
 * `.optional()` and `.meta()` wrappers; `undefined` for a field no builder made.
 *
 * @example ruleOf(analysisInputObject.shape.vacancyRate)
 * // { kind: 'number', label: 'Vacancy rate', min: 0, max: 100, whole: false, low: …, high: … }
 */
export function ruleOf(field: z.core.$ZodType): FieldRule | undefined {
  let schema: z.core.$ZodType | undefined = field;
  while (schema) {
    const rule = FIELD_RULES.get(schema);
    if (rule) return rule;
    schema = (schema._zod.def as Wrapped).innerType;
  }
  return undefined;
}

const withRule = <T extends z.core.$ZodType>(schema: T, rule: FieldRule): T => {
  FIELD_RULES.add(schema, rule);
  return schema;
};

/** A finite number; missing → "<label> is required", anything else → "<label> must be a number". */
export function labelledNumber(label: string): z.ZodNumber {
  return z.number({
    error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
  });
}

/** The fields of `T` that have a third text: the message for going over their cap. */
type CappedOf<T extends TextTable> = {
  [K in keyof T & string]: T[K] extends readonly [string, string, string] ? K : never;
}[keyof T & string];

/**
 * The numeric field builders of one schema file, reading each field's label and messages from
 * that file's text table `text`.
 */
export function numberFields<T extends TextTable>(text: T) {
  type Field = keyof T & string;
  const rule = (field: Field, min: number, max: number, whole: boolean, capped: boolean): z.ZodNumber => {
    const [label, low, maxMessage] = text[field] as FieldText;
    const high = capped && maxMessage !== undefined ? maxMessage : low;
    const base = labelledNumber(label);
    const schema = (whole ? base.int(low) : base).min(min, low).max(max, high);
    return withRule(schema, { kind: 'number', label, min, max, whole, low, high });
  };
  return {
    /** `min..cap` with the field's message below `min` and its cap message above `cap`. */
    capped: (field: CappedOf<T>, min: number, cap: number) => rule(field, min, cap, false, true),
    /** An amount of dollars: `min..MAX_AMOUNT`, the cap message above. */
    amount: (field: CappedOf<T>, min = 0) => rule(field, min, MAX_AMOUNT, false, true),
    /** `min..max` with the field's message on both sides. */
    between: (field: Field, min: number, max: number) => rule(field, min, max, false, false),
    /** Whole number `min..max` with the field's message. */
    wholeBetween: (field: Field, min: number, max: number) => rule(field, min, max, true, false),
    /**
     * `min..max` (whole when `whole`) with the field's one message for every way it can be wrong,
     * a missing or non-numeric value included (the capital stack's fields, section 12.1).
     */
    strict: (field: Field, min: number, max: number, whole = false): z.ZodNumber => {
      const [label, message] = text[field] as FieldText;
      const base = z.number({ error: message });
      const schema = (whole ? base.int(message) : base).min(min, message).max(max, message);
      return withRule(schema, {
        kind: 'number',
        label,
        min,
        max,
        whole,
        low: message,
        high: message,
        typeMessage: message,
      });
    },
  };
}

/** A text of at most {@link MAX_TEXT_LENGTH} characters, `tooLong` when longer. */
export const shortText = (error: string, tooLong: string): z.ZodString =>
  z.string({ error }).max(MAX_TEXT_LENGTH, tooLong);

/** A name: text, not blank (`blank`), at most {@link MAX_TEXT_LENGTH} characters (`tooLong`). */
export const nameText = (blank: string, tooLong: string): z.ZodString =>
  withRule(shortText(blank, tooLong).regex(/\S/, blank), {
    kind: 'name',
    blank,
    tooLong,
    max: MAX_TEXT_LENGTH,
  });

/** A `yyyy-mm-dd` date: not a real date → `invalid`; outside 1900..2200 → `outOfRange`. */
const isoDate = (schema: z.ZodString, invalid: string, outOfRange: string) =>
  schema.refine(isIsoDate, { error: invalid, abort: true }).refine(isDateInRange, { error: outOfRange });

/** A required `yyyy-mm-dd` date in 1900..2200: blank → `required`, else as {@link isoDate}. */
export function requiredDate(required: string, invalid: string, outOfRange: string): z.ZodString {
  const text = z.string({ error: required }).min(1, { error: required, abort: true });
  return withRule(isoDate(text, invalid, outOfRange), {
    kind: 'date',
    blank: required,
    invalid,
    range: outOfRange,
  });
}

/** A `yyyy-mm-dd` date in 1900..2200 where anything but a real date is `invalid`. */
export const plainIsoDate = (invalid: string, outOfRange: string): z.ZodString =>
  withRule(isoDate(z.string({ error: invalid }), invalid, outOfRange), {
    kind: 'date',
    blank: invalid,
    invalid,
    range: outOfRange,
  });

/** true or false: "<what> must be true or false" otherwise. */
export const flag = (what: string): z.ZodBoolean => {
  const message = `${what} must be true or false`;
  return withRule(z.boolean({ error: message }), { kind: 'flag', message });
};

/** One of `options`, `message` otherwise. */
export const choice = <const T extends readonly [string, ...string[]]>(options: T, message: string) =>
  withRule(z.enum(options, { error: message }), { kind: 'choice', message });

/** Text of at most `max` characters: `message` when not text, `tooLong` when longer. */
export const boundedText = (max: number, message: string, tooLong: string): z.ZodString =>
  withRule(z.string({ error: message }).max(max, tooLong), { kind: 'text', message, tooLong, max });

/**
 * A lease's rent steps `[{ date, rentPerSqft }]`: at most `max` (`tooMany`), `message` when not a
 * list, each date a real `yyyy-mm-dd` in 1900..2200 (`dateInvalid` otherwise), each rent a number
 * made by the `rent` builder (its rule recorded on it). Their order within the lease is a rule
 * between fields (cross-field-rules.ts).
 */
export function rentStepList(
  rent: z.ZodNumber,
  max: number,
  text: { message: string; tooMany: string; dateInvalid: string },
) {
  const rentRule = ruleOf(rent);
  if (rentRule?.kind !== 'number') throw new TypeError('rentStepList: the rent needs a number rule');
  const step = z.object({
    date: isoDate(z.string({ error: text.dateInvalid }), text.dateInvalid, text.dateInvalid).meta({
      description: 'The date the rent applies from (its whole calendar month on), yyyy-mm-dd',
    }),
    rentPerSqft: rent.meta({ description: 'US dollars per square foot per year from that date on' }),
  });
  return withRule(z.array(step, { error: text.message }).max(max, text.tooMany), {
    kind: 'steps',
    ...text,
    max,
    rent: rentRule,
  });
}

/** A list of at most `max` items of `item`: `message` when not a list, `tooMany` when longer. */
export const listOf = <T extends z.core.$ZodType>(item: T, max: number, message: string, tooMany: string) =>
  withRule(z.array(item, { error: message }).max(max, tooMany), { kind: 'list', message, tooMany, max });

/**
 * An optional group of fields (an object of its own `schema`): the hand-written deal check parses
 * the group with it and reports its issues under the group's key.
 */
export const group = <T extends z.ZodType>(schema: T): T =>
  withRule(schema, {
    kind: 'group',
    issues: (value) => {
      const parsed = schema.safeParse(value);
      return parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
            wrongType: issue.code === 'invalid_type',
          }));
    },
  });
