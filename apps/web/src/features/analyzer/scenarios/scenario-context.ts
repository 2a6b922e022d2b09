import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ScenarioState, ScenarioStore } from './scenario-store';

/**
 * The page's scenario store, for the form's fields (the override marker). The value never changes,
 * so a field reads it without re-rendering; fields outside an analyzer page get null.
 */
export const ScenarioContext = createContext<ScenarioStore | null>(null);

const noSubscription = () => () => undefined;

/** The page's scenario store (null outside the analyzer page). */
export function useScenarioStore(): ScenarioStore | null {
  return useContext(ScenarioContext);
}

/**
 * The part of the scenario state `select` picks, re-rendering the caller only when it changes
 * (compared with `Object.is`). Without a store, `fallback`.
 */
export function useScenarioValue<T>(
  store: ScenarioStore | null,
  select: (state: ScenarioState) => T,
  fallback: T,
): T {
  return useSyncExternalStore(store?.subscribe ?? noSubscription, () =>
    store ? select(store.getState()) : fallback,
  );
}

/**
 * The whole scenario state, updated in a transition: a keystroke changes Base (or the shown
 * variant's overrides) and the reader (the comparison) renders after the keystroke's own pass.
 */
export function useScenarioStateInTransition(store: ScenarioStore): ScenarioState {
  const [state, setState] = useState(store.getState);
  useEffect(() => {
    const follow = () => startTransition(() => setState(store.getState()));
    follow();
    return store.subscribe(follow);
  }, [store]);
  return state;
}

/**
 * The part of the scenario state `select` picks, updated in a transition when it changes (compared
 * with `Object.is`): for readers a keystroke may change (the override count) that should not render
 * in the keystroke's own pass.
 */
export function useScenarioValueInTransition<T>(
  store: ScenarioStore,
  select: (state: ScenarioState) => T,
): T {
  const [value, setValue] = useState(() => select(store.getState()));
  useEffect(() => {
    let current = select(store.getState());
    setValue(() => current);
    return store.subscribe(() => {
      const next = select(store.getState());
      if (Object.is(next, current)) return;
      current = next;
      startTransition(() => setValue(() => next));
    });
  }, [store, select]);
  return value;
}
