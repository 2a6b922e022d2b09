/**
 * What a saved project stores and sends: its details (name, address, …, year built), every
 * analysis input but `asOf` and the rent roll, the form's entry modes, and the save payload.
 */
import { z } from 'zod';
import { projectRules } from './cross-field-rules.js';
import { MIN_YEAR_BUILT, maxYearBuilt, yearBuiltRangeMessage } from './limits.js';
import { OTHER_MESSAGES as MESSAGES } from './messages.js';
import { analysisInputObject } from './schema.js';
import { labelledNumber, shortText } from './schema-rules.js';

/** An optional project detail: text of at most `MAX_TEXT_LENGTH` characters, or `null`. */
const optionalText = (tooLong: string) => shortText('Must be text', tooLong).nullable().default(null);
const inputMode = ['perSqft', 'total', 'individual'] as const;

/**
 * The project details a saved analysis carries besides its inputs (name, address, city, state,
 * ZIP code, property type, year built), for callers that check them apart from the analysis
 * inputs, such as a form validating with `analysisInputSchema`.
 */
export const projectDetailsObject = z.object({
  name: optionalText(MESSAGES.nameMax).meta({
    description: 'Project name: text of at most 200 characters, or null',
  }),
  address: optionalText(MESSAGES.addressMax).meta({
    description: 'Street address: text of at most 200 characters, or null',
  }),
  city: optionalText(MESSAGES.cityMax).meta({ description: 'City: text of at most 200 characters, or null' }),
  state: optionalText(MESSAGES.stateMax).meta({
    description: 'State: text of at most 200 characters, or null',
  }),
  zipCode: optionalText(MESSAGES.zipCodeMax).meta({
    description: 'ZIP code: text of at most 200 characters, or null',
  }),
  propertyType: optionalText(MESSAGES.propertyTypeMax).meta({
    description: 'Property type (e.g. Retail): text of at most 200 characters, or null',
  }),
  // The upper year is read from the clock at each parse (see maxYearBuilt), never at module load.
  yearBuilt: labelledNumber('Year built')
    .int(MESSAGES.yearBuilt)
    .min(MIN_YEAR_BUILT, { error: () => yearBuiltRangeMessage() })
    .refine((year) => year <= maxYearBuilt(), { error: () => yearBuiltRangeMessage() })
    .nullable()
    .default(null)
    .meta({
      description: 'Calendar year the building was built (whole number, 1700 to this year + 5), or null',
    }),
});

/**
 * What a saved project stores, field by field: its details, every analysis input except the rent
 * roll (stored as rows of its own), the analysis date when one was set (a rent roll's "as of"
 * date; null: the day of each calculation), and how rent and NNN charges were typed into the form.
 */
export const storedPropertyObject = z.object({
  ...projectDetailsObject.shape,
  ...analysisInputObject.omit({ asOf: true, tenantLeases: true }).shape,
  /** The analysis date, yyyy-mm-dd (a rent roll's "as of" date), or null: the day the analysis is calculated */
  asOf: analysisInputObject.shape.asOf.unwrap().unwrap().nullable().default(null).meta({
    description:
      'The analysis date, yyyy-mm-dd (a rent roll\'s "as of" date), or null: the day the analysis is calculated',
  }),
  rentInputMode: z.enum(inputMode, { error: MESSAGES.rentInputMode }).default('perSqft').meta({
    description:
      "How rent was typed into the form: 'perSqft', 'total' or 'individual' (the engine reads annualRent or the rent roll)",
  }),
  nnnInputMethod: z
    .enum(inputMode, { error: MESSAGES.nnnInputMethod })
    .default('perSqft')
    .meta({ description: "How NNN charges were typed into the form: 'perSqft', 'total' or 'individual'" }),
});

/** The save payload of a project: its stored fields, its rent roll and, when updating, its id. */
export const propertyPayloadObject = z.object({
  id: z
    .number({ error: MESSAGES.propertyId })
    .int(MESSAGES.propertyId)
    .positive(MESSAGES.propertyId)
    .optional()
    .meta({
      description:
        'Project id: when given, updates that project (it must be yours); when absent, creates one',
    }),
  ...storedPropertyObject.shape,
  tenantLeases: analysisInputObject.shape.tenantLeases,
});

/**
 * The save payload of a project with its cross-field rules: a lease-by-lease project needs the
 * individual rent roll and leases that end on or after their start, and a second loan is at most
 * the down payment. Saving needs no `asOf` (null: each calculation is dated the day it runs).
 */
export const propertyPayloadSchema = propertyPayloadObject.superRefine(projectRules);

/** Parsed project save payload. */
export type PropertyPayload = z.output<typeof propertyPayloadSchema>;
/** Project save payload as sent (defaults not yet applied). */
export type PropertyPayloadInput = z.input<typeof propertyPayloadSchema>;
/** The stored fields of a project (defaults applied), without ids, dates and rent roll. */
export type StoredPropertyFields = z.output<typeof storedPropertyObject>;

/**
 * The first message for each field of a failed parse, keyed by its dotted path
 * (`tenantLeases.0.sqftLeased`); form-level issues use the key `''`.
 *
 * @example fieldErrors(analysisInputSchema.safeParse({ purchasePrice: -1, sqft: 1, interestRate: 5 }).error!)
 * // { purchasePrice: 'Purchase price must be greater than 0' }
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
