import type { RouterOutputs } from '@cre/api';
import {
  type PropertyPayloadInput,
  resolveLease,
  type ScenarioVariant,
  type StoredPropertyFields,
  storedPropertyObject,
  valueOrDefault,
} from '@cre/underwriting';
import { variantsOfProject } from '../scenarios/scenario-model';
import type { AnalyzerFormValues } from './form-values';
import { buildFormValues, FORM_FIELDS, formDefault } from './form-values';
import {
  effectiveAnnualRent,
  effectiveNnnChargesPerSqft,
  effectiveProjectionMode,
} from './to-analysis-input';

/** A saved project as the API returns it (properties.get / page / save), dates as ISO strings. */
export type SavedProject = RouterOutputs['properties']['list'][number];

/** A saved scenario variant as the API serves it (Base is the project's own inputs). */
export interface SavedScenario {
  name: string;
  overrides: Record<string, unknown>;
}

/**
 * The project's scenario variants, in order (none for a project saved before scenarios, or while
 * the API does not serve them), kept to the inputs a scenario may override.
 */
export function projectScenarios(project: SavedProject): ScenarioVariant[] {
  const { scenarios } = project as SavedProject & { scenarios?: SavedScenario[] | null };
  return variantsOfProject({ scenarios });
}

const RENT_MODES = storedPropertyObject.shape.rentInputMode.unwrap().options;

/**
 * Restores every saved field of a project into form values, including the rent roll and the rent and
 * NNN entry modes (loading restores everything that was saved). Fields an older project lacks take
 * their schema defaults. Accepts anything shaped like a save payload (a saved project is one).
 */
export function projectToFormValues(project: PropertyPayloadInput): AnalyzerFormValues {
  const source: Record<string, unknown> = { ...project };
  const values = buildFormValues((field) => {
    const value = valueOrDefault(field, source[field.key]);
    return value === undefined || (field.kind === 'text' && value === null) ? formDefault(field) : value;
  });
  const tenantLeases = (project.tenantLeases ?? []).map((lease) => resolveLease(lease));
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

/** The save payload (properties.save): every stored field plus modes, rent roll and the loaded project's id. */
export function formValuesToPayload(values: AnalyzerFormValues, id: number | null) {
  const individual = values.rentInputMode === 'individual';
  const source: Record<string, unknown> = { ...values };
  const fields: Record<string, unknown> = {};
  for (const field of FORM_FIELDS) {
    const value = source[field.key];
    fields[field.key] = typeof value === 'string' && field.nullable ? value.trim() || null : value;
  }
  return {
    ...(id === null ? {} : { id }),
    ...(fields as Omit<StoredPropertyFields, 'revenueInputType'>),
    revenueInputType: individual ? ('individual' as const) : ('aggregate' as const),
    annualRent: effectiveAnnualRent(values),
    nnnChargesPerSqft: effectiveNnnChargesPerSqft(values),
    projectionMode: effectiveProjectionMode(values),
    tenantLeases: individual ? values.tenantLeases.map((lease) => ({ ...lease })) : [],
  };
}
