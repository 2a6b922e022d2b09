/**
 * The one mapping between the form and a deal: the engine's input (`toAnalysisInput`), the save
 * payload (`formValuesToPayload`) and back from a saved project (`projectToFormValues`). The fields
 * the form holds differently from both (rent and NNN entry modes, the projection, the rent roll) are
 * derived once, in `derivedDealFields`.
 */
import {
  type AnalysisInput,
  analysisInputObject,
  describeFields,
  nnnPerSqftFromTotal,
  type PropertyPayloadInput,
  resolveLease,
  type StoredPropertyFields,
  storedPropertyObject,
  valueOrDefault,
} from '@cre/underwriting';
import { analysisDate } from './calculation';
import { type AnalyzerFormValues, buildFormValues, FORM_FIELDS, formDefault } from './form-values';
import { type LeaseReview, leaseReviewsOf, withLeaseReviews } from './review-flags';

/** Annual rent the engine sees: per-sq-ft entry converts `rentPerSqft * sqft`, otherwise the entered total. */
export function effectiveAnnualRent(values: AnalyzerFormValues): number {
  return values.rentInputMode === 'perSqft' ? values.rentPerSqft * values.sqft : values.annualRent;
}

/**
 * NNN charges per sq ft the engine sees: the entered estimate, the total annual NNN expenses spread
 * over the building (`nnnPerSqftFromTotal`), or 0 for individual expenses (the engine then derives
 * them from taxes, insurance and maintenance).
 */
export function effectiveNnnChargesPerSqft(values: AnalyzerFormValues): number {
  if (values.nnnInputMethod === 'total') return nnnPerSqftFromTotal(values.nnnTotalAnnual, values.sqft);
  if (values.nnnInputMethod === 'individual') return 0;
  return values.nnnChargesPerSqft;
}

/**
 * The projection the engine runs: the form's choice with an individual rent roll; simple growth
 * otherwise (the lease-by-lease projection needs the rent roll, and the choice is shown only then).
 */
export function effectiveProjectionMode(values: AnalyzerFormValues): AnalyzerFormValues['projectionMode'] {
  return values.rentInputMode === 'individual' ? values.projectionMode : 'simple';
}

/** The fields a deal (engine input or save payload) derives from the form rather than copying them. */
const DERIVED_FIELDS = [
  'revenueInputType',
  'annualRent',
  'nnnChargesPerSqft',
  'projectionMode',
  'tenantLeases',
] as const;

/** The derived fields, written once for the engine's input and the save payload. */
function derivedDealFields(values: AnalyzerFormValues) {
  const individual = values.rentInputMode === 'individual';
  return {
    revenueInputType: individual ? ('individual' as const) : ('aggregate' as const),
    annualRent: effectiveAnnualRent(values),
    nnnChargesPerSqft: effectiveNnnChargesPerSqft(values),
    projectionMode: effectiveProjectionMode(values),
    tenantLeases: individual ? values.tenantLeases.map((lease) => ({ ...lease })) : [],
  } satisfies Record<(typeof DERIVED_FIELDS)[number], unknown>;
}

const isDerived = (key: string) => (DERIVED_FIELDS as readonly string[]).includes(key);

/** The engine inputs the form holds as they are (every input but the derived ones and the as-of date). */
const DIRECT_INPUTS = describeFields(analysisInputObject)
  .map((field) => field.key)
  .filter((key) => !isDerived(key) && key !== 'asOf');

/**
 * Converts the form to the engine's input (docs/model.md#inputs), dated the form's analysis date
 * when set, else `asOf` (today, yyyy-mm-dd): WALT and month 0 of the lease-by-lease projection.
 */
export function toAnalysisInput(values: AnalyzerFormValues, asOf: string): AnalysisInput {
  const source: Record<string, unknown> = { ...values };
  const input: Record<string, unknown> = {};
  for (const key of DIRECT_INPUTS) input[key] = source[key];
  return {
    ...(input as Omit<AnalysisInput, (typeof DERIVED_FIELDS)[number] | 'asOf'>),
    purchasePrice: values.purchasePrice,
    sqft: values.sqft,
    interestRate: values.interestRate,
    ...derivedDealFields(values),
    asOf: analysisDate(values, asOf),
  };
}

/** The save payload (properties.save): every stored field plus modes, rent roll and the loaded project's id. */
export function formValuesToPayload(values: AnalyzerFormValues, id: number | null) {
  const source: Record<string, unknown> = { ...values };
  const fields: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    const value = source[field.key];
    fields[field.key] = typeof value === 'string' && field.nullable ? value.trim() || null : value;
  }
  return {
    ...(id === null ? {} : { id }),
    ...(fields as Omit<StoredPropertyFields, 'revenueInputType'>),
    ...derivedDealFields(values),
    leaseReviews: values.rentInputMode === 'individual' ? leaseReviewsOf(values.tenantLeases) : [],
  };
}

const RENT_MODES = storedPropertyObject.shape.rentInputMode.unwrap().options;

/**
 * Restores every saved field of a project into form values, including the rent roll and the rent and
 * NNN entry modes (loading restores everything that was saved). Fields an older project lacks take
 * their schema defaults. Accepts anything shaped like a save payload (a saved project is one).
 */
export function projectToFormValues(
  project: PropertyPayloadInput & { leaseReviews?: readonly LeaseReview[] | null },
): AnalyzerFormValues {
  const source: Record<string, unknown> = { ...project };
  const values = buildFormValues((field) => {
    const value = valueOrDefault(field, source[field.key]);
    return value === undefined || (field.kind === 'text' && value === null) ? formDefault(field) : value;
  });
  const tenantLeases = withLeaseReviews(
    (project.tenantLeases ?? []).map((lease) => resolveLease(lease)),
    project.leaseReviews,
  );
  const savedMode = RENT_MODES.find((mode) => mode === project.rentInputMode);
  const rentInputMode = project.revenueInputType === 'individual' ? 'individual' : (savedMode ?? 'total');
  const { sqft, annualRent, nnnChargesPerSqft } = values;
  return {
    ...values,
    rentInputMode,
    tenantLeases,
    rentPerSqft: sqft > 0 ? annualRent / sqft : 0,
    nnnTotalAnnual: nnnChargesPerSqft * (sqft > 0 ? sqft : 8000),
  };
}
