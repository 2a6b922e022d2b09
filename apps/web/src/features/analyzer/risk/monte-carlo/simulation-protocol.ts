/**
 * The messages between the Monte Carlo panel's worker pool (main thread) and its simulation
 * workers. A job is one simulation; each worker gets a contiguous range of its runs.
 */
import type { AnalysisInput, SimulateOptions, SimulationSamples } from '@cre/underwriting';

/** Runs [start, end) of job `job`, in slices of at most `chunk` runs (progress, cancel and pause points). */
export interface RunRequest {
  type: 'run';
  job: number;
  input: AnalysisInput;
  options: SimulateOptions;
  start: number;
  end: number;
  chunk: number;
  /** A warm-up's time budget (ms): the range stops after the first chunk that ends past it. */
  budgetMs?: number;
}

/** Stops job `job` at the next chunk boundary (its results are never posted). */
export interface CancelRequest {
  type: 'cancel';
  job: number;
}

/** Keeps the worker off the CPU for `ms` (from its next slice on): the user is typing. */
export interface PauseRequest {
  type: 'pause';
  ms: number;
}

/** What the main thread sends a worker. */
export type WorkerRequest = RunRequest | CancelRequest | PauseRequest;

/** What a worker sends back: progress (runs done in its range), its samples, or the error's message. */
export type WorkerReply =
  | { type: 'progress'; job: number; done: number }
  | { type: 'done'; job: number; samples: SimulationSamples }
  | { type: 'error'; job: number; message: string };

/** The most runs in one slice of a worker's range (slices are sized to take a few ms). */
export const RUNS_PER_CHUNK = 250;
