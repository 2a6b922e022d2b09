import {
  BASE_SCENARIO,
  MAX_SCENARIO_VARIANTS,
  type ScenarioOverrides,
  type ScenarioVariant,
} from '@cre/underwriting';
import type { FormStore } from '../model/form-store';
import type { AnalyzerFormValues } from '../model/form-values';
import {
  diffOverrides,
  engineFieldOf,
  engineInputs,
  nextScenarioName,
  type ScenarioField,
  scenarioNameError,
  variantFormValues,
  withoutOverride,
} from './scenario-model';

/** The analyzer's scenarios: Base (the project's own form values) and up to five variants. */
export interface ScenarioState {
  /** The project's own form values (Base), kept current while Base is shown. */
  base: AnalyzerFormValues;
  /** The variants in order (their overrides in engine input terms). */
  variants: readonly ScenarioVariant[];
  /** The variants' names (a new array only when a name, or the list, changes). */
  names: readonly string[];
  /** The scenario the form shows: 0 for Base, n for variant n (1-based). */
  active: number;
}

/**
 * The scenarios of the open analysis, outside React like the form store: the form store always
 * shows the active scenario; a form change while a variant is shown recomputes that variant's
 * overrides (the difference of its engine inputs from the base's), a change on Base changes Base
 * (the variants keep their overrides on top). The rent roll belongs to the project: a rent roll
 * edit made while a variant is shown changes the base's rent roll (every scenario's).
 */
export interface ScenarioStore {
  getState: () => ScenarioState;
  subscribe: (listener: () => void) => () => void;
  /** Replaces Base and the variants (loading a project, New Project, Clear Form) and shows Base. */
  load: (base: AnalyzerFormValues, variants?: readonly ScenarioVariant[]) => void;
  /** Shows scenario `index` (0 = Base) in the form. */
  select: (index: number) => void;
  /** Adds a variant with no overrides ("Scenario N") and shows it; false at five variants. */
  add: () => boolean;
  /** Adds a copy of the shown scenario's overrides (Base gives an empty variant) and shows it. */
  duplicate: () => boolean;
  /** Renames variant `index` (1-based); returns the engine's message when the name is refused. */
  rename: (index: number, name: string) => string | null;
  /** Deletes variant `index` (1-based); the form shows Base if it was shown. */
  remove: (index: number) => void;
  /** Whether the shown variant overrides the engine input behind form field `field`. */
  isOverridden: (field: string) => boolean;
  /** Removes the shown variant's override of the input behind form field `field`. */
  resetField: (field: string) => void;
  /** The variants to save, names trimmed. */
  variants: () => ScenarioVariant[];
}

function initialState(base: AnalyzerFormValues, variants: readonly ScenarioVariant[]): ScenarioState {
  return {
    base,
    variants: variants.map((variant) => ({ name: variant.name, overrides: { ...variant.overrides } })),
    names: variants.map((variant) => variant.name),
    active: 0,
  };
}

/** The name of scenario `index` of `state` (0 = Base). */
export function scenarioName(state: ScenarioState, index: number): string {
  return index === 0 ? BASE_SCENARIO : (state.names[index - 1] ?? '');
}

/**
 * Creates the scenario store over `form` (the page's form store): Base is the form's values, with
 * `variants` (a loaded project's), Base shown.
 */
export function createScenarioStore(
  form: FormStore,
  variants: readonly ScenarioVariant[] = [],
): ScenarioStore {
  let state = initialState(form.getValues(), variants);
  let baseInputs = engineInputs(state.base);
  let baseInputsOf = state.base;
  let applying = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const inputsOfBase = () => {
    if (baseInputsOf !== state.base) {
      baseInputs = engineInputs(state.base);
      baseInputsOf = state.base;
    }
    return baseInputs;
  };
  const change = (next: ScenarioState) => {
    state = next;
    notify();
  };
  /** Shows scenario `index` of the current state in the form. */
  const show = (index: number) => {
    const values =
      index === 0 ? state.base : variantFormValues(state.base, state.variants[index - 1]?.overrides ?? {});
    applying = true;
    try {
      form.reset(values);
    } finally {
      applying = false;
    }
  };
  const withVariants = (variants: ScenarioVariant[], active: number) => {
    change({ ...state, variants, names: variants.map((variant) => variant.name), active });
    show(active);
  };
  const addVariant = (overrides: ScenarioOverrides) => {
    if (state.variants.length >= MAX_SCENARIO_VARIANTS) return false;
    const variant = { name: nextScenarioName(state.names), overrides: { ...overrides } };
    const variants = [...state.variants, variant];
    withVariants(variants, variants.length);
    return true;
  };

  form.subscribe(() => {
    if (applying) return;
    const values = form.getValues();
    if (state.active === 0) {
      if (values !== state.base) change({ ...state, base: values });
      return;
    }
    let base = state.base;
    // the rent roll is the project's: an edit in a variant is an edit of every scenario's
    if (values.tenantLeases !== base.tenantLeases) base = { ...base, tenantLeases: values.tenantLeases };
    if (base !== state.base) state = { ...state, base };
    const index = state.active - 1;
    const current = state.variants[index];
    if (!current) return;
    const overrides = diffOverrides(engineInputs(values), inputsOfBase(), current.overrides);
    const variants =
      overrides === current.overrides
        ? state.variants
        : state.variants.map((variant, i) => (i === index ? { ...variant, overrides } : variant));
    change({ ...state, variants });
  });

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load: (base, variants = []) => {
      state = initialState(base, variants);
      notify();
      show(0);
    },
    select: (index) => {
      if (index === state.active || index < 0 || index > state.variants.length) return;
      change({ ...state, active: index });
      show(index);
    },
    add: () => addVariant({}),
    duplicate: () =>
      addVariant(state.active === 0 ? {} : (state.variants[state.active - 1]?.overrides ?? {})),
    rename: (index, name) => {
      const error = scenarioNameError(name, state.names, index - 1);
      if (error) return error;
      const trimmed = name.trim();
      const variants = state.variants.map((variant, i) =>
        i === index - 1 ? { ...variant, name: trimmed } : variant,
      );
      change({ ...state, variants, names: variants.map((variant) => variant.name) });
      return null;
    },
    remove: (index) => {
      if (index < 1 || index > state.variants.length) return;
      const variants = state.variants.filter((_, i) => i !== index - 1);
      const active = state.active === index ? 0 : state.active > index ? state.active - 1 : state.active;
      const shownChanged = state.active === index;
      change({ ...state, variants, names: variants.map((variant) => variant.name), active });
      if (shownChanged) show(0);
    },
    isOverridden: (field) => {
      if (state.active === 0) return false;
      const key = engineFieldOf(field);
      const overrides = state.variants[state.active - 1]?.overrides;
      return key !== null && overrides !== undefined && Object.hasOwn(overrides, key);
    },
    resetField: (field) => {
      const key = engineFieldOf(field) as ScenarioField | null;
      const index = state.active - 1;
      const current = state.variants[index];
      if (key === null || !current) return;
      const overrides = withoutOverride(current.overrides, key);
      if (overrides === current.overrides) return;
      const variants = state.variants.map((variant, i) =>
        i === index ? { ...variant, overrides } : variant,
      );
      change({ ...state, variants });
      show(state.active);
    },
    variants: () =>
      state.variants.map((variant) => ({ name: variant.name.trim(), overrides: { ...variant.overrides } })),
  };
}
