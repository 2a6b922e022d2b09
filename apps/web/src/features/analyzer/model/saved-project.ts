import type { RouterOutputs } from '@cre/api';

/** A saved project as the API returns it (properties.get / page / save), dates as ISO strings. */
export type SavedProject = RouterOutputs['properties']['list'][number];

/** A saved scenario variant as the API serves it (Base is the project's own inputs). */
export interface SavedScenario {
  name: string;
  overrides: Record<string, unknown>;
}
