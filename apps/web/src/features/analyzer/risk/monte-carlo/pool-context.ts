/**
 * Where the Monte Carlo panel gets its worker pool: the browser's module workers by default; tests
 * provide a fake through {@link SimulationPoolContext}.
 */
import { createContext } from 'react';
import { messageChannelYield } from './next-task';
import { createSimulationPool, type SimulationPool } from './simulation-pool';
import { poolSize } from './split-runs';

/** Makes the panel's pool, and says whether this browser can (Web Workers). */
export interface SimulationPoolSource {
  /** False when the browser has no Web Workers: the panel then says so and cannot run. */
  available: boolean;
  create: () => SimulationPool;
}

/**
 * The browser's pool: `Math.min(8, navigator.hardwareConcurrency || 2)` module workers running
 * simulation.worker.ts.
 */
export const browserPoolSource: SimulationPoolSource = {
  available: typeof Worker !== 'undefined',
  create: () =>
    createSimulationPool({
      size: poolSize(typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency),
      spawn: () => new Worker(new URL('./simulation.worker.ts', import.meta.url), { type: 'module' }),
      yieldTask: messageChannelYield(),
    }),
};

/** The pool source the panel uses. */
export const SimulationPoolContext = createContext<SimulationPoolSource>(browserPoolSource);
