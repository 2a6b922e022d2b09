/**
 * The Monte Carlo panel's runs: owns the worker pool (made when the panel mounts, warmed when the
 * browser is idle, ended when it unmounts), starts and cancels simulations, pauses the workers while
 * the user types during one, and keeps the running job's progress (a store only the progress bar
 * reads) and the last finished result with the key of what it simulated.
 */
import type { AnalysisInput, SimulateOptions, SimulationResult } from '@cre/underwriting';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { SimulationPoolContext } from './pool-context';
import { createProgressStore, type ProgressStore } from './progress-store';
import type { SimulationJob, SimulationPool } from './simulation-pool';

/** Where the panel's run stands. */
export type RunStatus =
  | { kind: 'idle' }
  | { kind: 'running'; total: number; progress: ProgressStore }
  | { kind: 'done' }
  | { kind: 'cancelled' }
  | { kind: 'error'; message: string };

/**
 * How long the workers stay off the CPU after a key, a click or an input while a simulation runs:
 * about the time a keystroke's work (the live grids, the deferred results) takes on a loaded
 * 2-core machine, so typing has the machine and the run goes on when typing stops.
 */
export const TYPING_PAUSE_MS = 120;
/** The least time between two pause messages (a held key repeats every ~30 ms). */
const PAUSE_EVERY_MS = 40;

/** A finished simulation and what it simulated. */
export interface CompletedRun {
  result: SimulationResult;
  /** `simulationKey` of the input and options it ran. */
  key: string;
  /** From Run to the statistics, in ms. */
  elapsedMs: number;
  workers: number;
}

/** What {@link useSimulation} gives the panel. */
export interface SimulationControls {
  /** False when the browser has no Web Workers. */
  available: boolean;
  status: RunStatus;
  completed: CompletedRun | null;
  run: (input: AnalysisInput, options: SimulateOptions, key: string) => void;
  /**
   * Warms the workers up on this deal once (when the browser is idle): they compile the engine's
   * code for it, so the first run is as fast as the next ones.
   */
  warmUp: (deal: () => { input: AnalysisInput; options: SimulateOptions } | null) => void;
  cancel: () => void;
}

/** Runs `callback` when the browser is idle (in 2 s at the latest), or soon where it cannot say. */
function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * The panel's simulations. `onResult` hears each finished result, and null when a run starts
 * (the previous result is then gone).
 */
export function useSimulation(onResult: (result: SimulationResult | null) => void): SimulationControls {
  const source = useContext(SimulationPoolContext);
  const pool = useRef<SimulationPool | null>(null);
  const job = useRef<SimulationJob | null>(null);
  const report = useRef(onResult);
  const [status, setStatus] = useState<RunStatus>({ kind: 'idle' });
  const [completed, setCompleted] = useState<CompletedRun | null>(null);

  useEffect(() => {
    report.current = onResult;
  }, [onResult]);

  useEffect(() => {
    if (!source.available) return;
    const made = source.create();
    pool.current = made;
    const stopWarming = whenIdle(() => made.warm());
    return () => {
      stopWarming();
      job.current = null;
      made.dispose();
      if (pool.current === made) pool.current = null;
    };
  }, [source]);

  const run = useCallback((input: AnalysisInput, options: SimulateOptions, key: string) => {
    const current = pool.current;
    if (!current) return;
    const started = performance.now();
    const progress = createProgressStore();
    setCompleted(null);
    report.current(null);
    setStatus({ kind: 'running', total: options.runs, progress });
    const running = current.run(input, options, progress.set);
    job.current = running;
    void running.done.then((outcome) => {
      progress.stop();
      if (job.current !== running) return;
      job.current = null;
      if (outcome.kind === 'done') {
        setCompleted({
          result: outcome.result,
          key,
          elapsedMs: performance.now() - started,
          workers: current.size,
        });
        setStatus({ kind: 'done' });
        report.current(outcome.result);
      } else if (outcome.kind === 'cancelled') setStatus({ kind: 'cancelled' });
      else setStatus({ kind: 'error', message: outcome.message });
    });
  }, []);

  const cancel = useCallback(() => job.current?.cancel(), []);

  // While a simulation runs, the user's input pauses the workers (see TYPING_PAUSE_MS).
  const running = status.kind === 'running';
  useEffect(() => {
    const current = pool.current;
    if (!running || !current) return;
    let last = Number.NEGATIVE_INFINITY;
    const onInput = (event: Event) => {
      if (event.timeStamp - last < PAUSE_EVERY_MS) return;
      last = event.timeStamp;
      current.pause(TYPING_PAUSE_MS);
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ['keydown', 'input', 'pointerdown'] as const)
      window.addEventListener(type, onInput, options);
    return () => {
      for (const type of ['keydown', 'input', 'pointerdown'] as const)
        window.removeEventListener(type, onInput, options);
    };
  }, [running]);

  const warmed = useRef<SimulationPool | null>(null);
  const warmUp = useCallback((deal: () => { input: AnalysisInput; options: SimulateOptions } | null) => {
    const current = pool.current;
    if (!current || warmed.current === current) return;
    warmed.current = current;
    whenIdle(() => {
      const made = pool.current === current ? deal() : null;
      if (made) current.warm(made.input, made.options);
    });
  }, []);

  return { available: source.available, status, completed, run, cancel, warmUp };
}
