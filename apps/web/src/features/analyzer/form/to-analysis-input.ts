import {
  type AnalysisInput,
  analysisInputObject,
  describeFields,
  nnnPerSqftFromTotal,
} from '@cre/underwriting';
import type { AnalyzerFormValues } from './form-values';

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

/** The engine inputs the form holds as they are (every input but the derived ones below). */
const DIRECT_INPUTS = describeFields(analysisInputObject)
  .map((field) => field.key)
  .filter(
    (key) => !['revenueInputType', 'annualRent', 'nnnChargesPerSqft', 'tenantLeases', 'asOf'].includes(key),
  );

/**
 * The projection the engine runs: the form's choice with an individual rent roll; simple growth
 * otherwise (the lease-by-lease projection needs the rent roll, and the choice is shown only then).
 */
export function effectiveProjectionMode(values: AnalyzerFormValues): AnalyzerFormValues['projectionMode'] {
  return values.rentInputMode === 'individual' ? values.projectionMode : 'simple';
}

/** Converts the form to the engine's input (docs/model.md#inputs). `asOf` dates WALT (yyyy-mm-dd). */
export function toAnalysisInput(values: AnalyzerFormValues, asOf: string): AnalysisInput {
  const individual = values.rentInputMode === 'individual';
  const source: Record<string, unknown> = { ...values };
  const input: Record<string, unknown> = {};
  for (const key of DIRECT_INPUTS) input[key] = source[key];
  return {
    ...(input as Omit<AnalysisInput, 'revenueInputType' | 'annualRent' | 'nnnChargesPerSqft'>),
    purchasePrice: values.purchasePrice,
    sqft: values.sqft,
    interestRate: values.interestRate,
    revenueInputType: individual ? 'individual' : 'aggregate',
    annualRent: effectiveAnnualRent(values),
    nnnChargesPerSqft: effectiveNnnChargesPerSqft(values),
    projectionMode: effectiveProjectionMode(values),
    tenantLeases: individual ? values.tenantLeases.map((lease) => ({ ...lease })) : [],
    asOf,
  };
}
