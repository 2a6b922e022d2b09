import { READY_TARGETS, type ReadyTargets } from '@cre/underwriting';
import { useSyncExternalStore } from 'react';

export type { ReadyTargets };

/**
 * The targets of the ready answers ("Max price for 15% IRR" ...) of the open analysis: the open
 * project's saved targets, or READY_TARGETS for a project without them and a new analysis. One
 * store for the page (the analyzer shows one analysis at a time): the ready-answers row edits it,
 * Save sends it (`readyTargets` in the payload), loading a project replaces it.
 */
export interface ReadyTargetsStore {
  get: () => Readonly<ReadyTargets>;
  set: (targets: ReadyTargets) => void;
  /** Back to READY_TARGETS (New Project, Clear Form, an analysis without a project). */
  reset: () => void;
  subscribe: (listener: () => void) => () => void;
}

/** Creates a targets store holding `initial`. */
export function createReadyTargetsStore(initial: Readonly<ReadyTargets> = READY_TARGETS): ReadyTargetsStore {
  let targets = initial;
  const listeners = new Set<() => void>();
  const change = (next: Readonly<ReadyTargets>) => {
    if (next.irr === targets.irr && next.dscr === targets.dscr && next.cashOnCash === targets.cashOnCash)
      return;
    targets = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => targets,
    set: (next) => change({ irr: next.irr, dscr: next.dscr, cashOnCash: next.cashOnCash }),
    reset: () => change(READY_TARGETS),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The analyzer page's targets (see {@link ReadyTargetsStore}). */
export const readyTargetsStore = createReadyTargetsStore();

const isTarget = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The targets a saved project carries (`readyTargets`, null or absent for a project saved before
 * goal seek): READY_TARGETS for any it lacks.
 */
export function targetsOfProject(
  project: { readyTargets?: Partial<ReadyTargets> | null } | null,
): ReadyTargets {
  const saved = project?.readyTargets ?? null;
  return {
    irr: isTarget(saved?.irr) ? saved.irr : READY_TARGETS.irr,
    dscr: isTarget(saved?.dscr) ? saved.dscr : READY_TARGETS.dscr,
    cashOnCash: isTarget(saved?.cashOnCash) ? saved.cashOnCash : READY_TARGETS.cashOnCash,
  };
}

/**
 * The current analysis's ready-answer targets (the open project's, else READY_TARGETS),
 * re-rendering the caller when they change. For every surface that prints the ready answers
 * (Key Financial Metrics, the PDF and CSV exports).
 */
export function useReadyTargets(store: ReadyTargetsStore = readyTargetsStore): Readonly<ReadyTargets> {
  return useSyncExternalStore(store.subscribe, store.get);
}
