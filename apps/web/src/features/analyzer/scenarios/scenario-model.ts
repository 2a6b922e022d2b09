import {
  type AnalysisInput,
  BASE_SCENARIO,
  MAX_SCENARIO_NAME,
  MAX_SCENARIO_VARIANTS,
  SCENARIO_FIELDS,
  SCENARIO_MESSAGES,
  type ScenarioOverrides,
  type ScenarioVariant,
  scenarioDeal,
} from '@cre/underwriting';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import type { SavedProject, SavedScenario } from '../model/saved-project';

export { BASE_SCENARIO, MAX_SCENARIO_VARIANTS };

/** An engine input a scenario may override (AnalysisInput keys but the rent roll and asOf). */
export type ScenarioField = keyof ScenarioOverrides;

/**
 * The engine input a form field feeds: the form-only rent per sq ft and total NNN become
 * `annualRent` and `nnnChargesPerSqft`; the rent entry mode decides `revenueInputType`. Null for a
 * form field no scenario can change (names, address, the rent roll).
 */
export function engineFieldOf(formField: string): ScenarioField | null {
  if (formField === 'rentPerSqft') return 'annualRent';
  if (formField === 'nnnTotalAnnual') return 'nnnChargesPerSqft';
  if (formField === 'rentInputMode') return 'revenueInputType';
  return SCENARIO_FIELDS.includes(formField) ? (formField as ScenarioField) : null;
}

/**
 * Two input values are the same: equal, numbers within rounding of each other, or lists and
 * objects (a capital-stack group, its tiers) whose entries are the same one by one.
 */
function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'number' && typeof b === 'number')
    return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, k) => same(x, b[k]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = new Set([...Object.keys(x), ...Object.keys(y)]);
    return [...keys].every((key) => same(x[key], y[key]));
  }
  return false;
}

/** The engine inputs of form values (the analysis date plays no part in a scenario). */
export function engineInputs(values: AnalyzerFormValues): AnalysisInput {
  return toAnalysisInput(values, '');
}

/**
 * A variant's overrides in engine terms: every scenario input where the variant's engine input
 * differs from the base's. `previous` is returned as it is when the overrides did not change (so
 * readers keyed on identity do not recompute).
 */
export function diffOverrides(
  variant: AnalysisInput,
  base: AnalysisInput,
  previous?: ScenarioOverrides,
): ScenarioOverrides {
  const next: Record<string, unknown> = {};
  const source: Record<string, unknown> = { ...variant };
  const from: Record<string, unknown> = { ...base };
  for (const key of SCENARIO_FIELDS) if (!same(source[key], from[key])) next[key] = source[key];
  if (previous && sameOverrides(previous, next as ScenarioOverrides)) return previous;
  return next as ScenarioOverrides;
}

/** Whether two sets of overrides are the same inputs with the same values. */
export function sameOverrides(a: ScenarioOverrides, b: ScenarioOverrides): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  const bRecord = b as Record<string, unknown>;
  const aRecord = a as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && same(aRecord[key], bRecord[key]));
}

/**
 * The form values of a variant: the base's values with the overrides applied, so that
 * `toAnalysisInput` of the result is the variant's deal (`scenarioDeal`). Direct inputs are set as
 * they are; an overridden rent or NNN charge (or building size) is written back into the field the
 * form shows for the base's entry mode (rent per sq ft, total NNN). The rent roll is the base's.
 */
export function variantFormValues(
  base: AnalyzerFormValues,
  overrides: ScenarioOverrides,
): AnalyzerFormValues {
  const keys = Object.keys(overrides) as ScenarioField[];
  if (keys.length === 0) return base;
  const deal = scenarioDeal(engineInputs(base), overrides);
  const values: Record<string, unknown> = { ...base };
  for (const key of keys) {
    if (key === 'revenueInputType' || key === 'annualRent' || key === 'nnnChargesPerSqft') continue;
    values[key] = deal[key];
  }
  const next = values as AnalyzerFormValues;
  const touches = (key: ScenarioField) => Object.hasOwn(overrides, key);
  if (
    touches('revenueInputType') &&
    (deal.revenueInputType === 'individual') !== (base.rentInputMode === 'individual')
  )
    next.rentInputMode = deal.revenueInputType === 'individual' ? 'individual' : 'total';
  if (touches('annualRent') || touches('sqft')) {
    const rent = deal.annualRent ?? 0;
    next.annualRent = rent;
    next.rentPerSqft = deal.sqft > 0 ? rent / deal.sqft : 0;
  }
  if (touches('nnnChargesPerSqft') || touches('sqft')) {
    // individual expenses make the charge 0: a variant with a charge enters it per sq ft
    const charge = deal.nnnChargesPerSqft ?? 0;
    if (next.nnnInputMethod === 'individual' && charge !== 0) next.nnnInputMethod = 'perSqft';
    if (next.nnnInputMethod !== 'individual') next.nnnChargesPerSqft = charge;
    next.nnnTotalAnnual = charge * (deal.sqft > 0 ? deal.sqft : 8000);
  }
  return next;
}

/**
 * The overrides without `field`: the variant's value of that input goes back to the base's. A
 * building size reset also leaves the rent and NNN totals as the base has them.
 */
export function withoutOverride(overrides: ScenarioOverrides, field: ScenarioField): ScenarioOverrides {
  if (!Object.hasOwn(overrides, field)) return overrides;
  const next: Record<string, unknown> = { ...overrides };
  delete next[field];
  return next as ScenarioOverrides;
}

/**
 * The message for a variant's name (the engine's SCENARIO_MESSAGES, the rules the API applies):
 * required, at most 60 characters, not "Base", unique among the project's scenarios
 * (case-insensitive); null when the name is fine. `index` is the variant's own position (its current
 * name does not count as taken).
 */
export function scenarioNameError(name: string, names: readonly string[], index: number): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return SCENARIO_MESSAGES.name;
  if (trimmed.length > MAX_SCENARIO_NAME) return SCENARIO_MESSAGES.nameMax;
  if (trimmed.toLowerCase() === BASE_SCENARIO.toLowerCase()) return SCENARIO_MESSAGES.nameBase;
  const taken = names.some((other, i) => i !== index && other.trim().toLowerCase() === trimmed.toLowerCase());
  return taken ? SCENARIO_MESSAGES.nameTaken : null;
}

/** The name a new variant gets: "Scenario 2" for the first, then the next free "Scenario N". */
export function nextScenarioName(names: readonly string[]): string {
  const taken = new Set(names.map((name) => name.trim().toLowerCase()));
  let n = names.length + 2;
  while (taken.has(`scenario ${n}`)) n++;
  return `Scenario ${n}`;
}

/** A saved project's variants as the API serves them, kept to known scenario inputs. */
export function variantsOfProject(project: {
  scenarios?: readonly { name: string; overrides: unknown }[] | null;
}) {
  return (project.scenarios ?? []).slice(0, MAX_SCENARIO_VARIANTS).map((scenario): ScenarioVariant => {
    const overrides: Record<string, unknown> = {};
    const source = scenario.overrides;
    if (typeof source === 'object' && source !== null)
      for (const [key, value] of Object.entries(source))
        if (SCENARIO_FIELDS.includes(key)) overrides[key] = value;
    return { name: scenario.name, overrides: overrides as ScenarioOverrides };
  });
}

/**
 * A saved project's scenario variants, in order (none for a project saved before scenarios, or while
 * the API does not serve them), kept to the inputs a scenario may override.
 */
export function projectScenarios(project: SavedProject): ScenarioVariant[] {
  const { scenarios } = project as SavedProject & { scenarios?: SavedScenario[] | null };
  return variantsOfProject({ scenarios });
}
