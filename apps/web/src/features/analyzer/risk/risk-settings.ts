/**
 * The Risk card's settings (issue 28: "settings are saved with the project; results are
 * recomputed, not stored"): the tornado's metric and the Monte Carlo's runs, seed, variables and
 * IRR targets. A project keeps them as `riskSettings`, null meaning the defaults, which follow the
 * deal (`defaultRiskSettings`). The page holds them in a small store, as it holds the ready
 * answers' targets: loading a project sets them, New Project and Clear Form reset them, Save sends
 * them.
 */
import {
  type AnalysisInput,
  defaultSimulationVariables,
  type RiskSettings,
  riskSettingsObject,
  riskSettingsSchema,
} from '@cre/underwriting';
import { useSyncExternalStore } from 'react';

export type { RiskSettings };

/** The settings schema's defaults: runs and seed of a new simulation (10,000 and 1). */
const { runs: DEFAULT_RUNS, seed: DEFAULT_SEED } = riskSettingsObject.parse({});

/**
 * The settings a project without its own has, derived from the deal: the tornado on IRR (LP IRR
 * with a waterfall), 10,000 runs from seed 1 over the engine's default variables, and the IRR
 * targets 0 % and, with a waterfall, its preferred return (the hurdle). Without a valid deal
 * (null) no variable is simulated.
 */
export function defaultRiskSettings(input: AnalysisInput | null): RiskSettings {
  const pref = input?.waterfall?.prefRate;
  return {
    tornadoMetric: input?.waterfall ? 'lpIrr' : 'irr',
    runs: DEFAULT_RUNS,
    seed: DEFAULT_SEED,
    variables: input ? defaultSimulationVariables(input) : [],
    irrTargets: pref === undefined || pref === 0 ? [0] : [0, pref],
  };
}

/**
 * The settings a saved project carries (`riskSettings`): null when it has none (saved before the
 * Risk card, or on the defaults) or when what it has no longer passes the settings' schema.
 */
export function riskSettingsOfProject(project: object | null): RiskSettings | null {
  const saved = project && 'riskSettings' in project ? project.riskSettings : null;
  const parsed = riskSettingsSchema.safeParse(saved ?? null);
  return parsed.success ? parsed.data : null;
}

/** True when two settings say the same thing (the same values in the same places). */
export function sameRiskSettings(a: RiskSettings | null, b: RiskSettings | null): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  return canonical(a) === canonical(b);
}

/** JSON with every object's keys sorted, so equal settings read the same whatever built them. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : inner,
  );
}

/**
 * The open analysis's risk settings: the project's own, or null for the defaults. One per page
 * (the analyzer shows one analysis at a time); the Risk card and its Monte Carlo panel change it,
 * Save sends it (`riskSettings` in the payload), loading a project replaces it.
 */
export interface RiskSettingsStore {
  get: () => RiskSettings | null;
  /** Sets the settings; settings equal to `defaults` are stored as null, so they keep following the deal. */
  set: (next: RiskSettings | null, defaults?: RiskSettings) => void;
  /** Back to the defaults (New Project, Clear Form). */
  reset: () => void;
  subscribe: (listener: () => void) => () => void;
}

/** Creates a settings store holding `initial` (null: the defaults). */
export function createRiskSettingsStore(initial: RiskSettings | null = null): RiskSettingsStore {
  let settings = initial;
  const listeners = new Set<() => void>();
  const change = (next: RiskSettings | null) => {
    if (sameRiskSettings(next, settings)) return;
    settings = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => settings,
    set: (next, defaults) => change(next && defaults && sameRiskSettings(next, defaults) ? null : next),
    reset: () => change(null),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store's settings (null: the defaults), re-rendering the caller when they change. */
export function useRiskSettings(store: RiskSettingsStore): RiskSettings | null {
  return useSyncExternalStore(store.subscribe, store.get);
}
