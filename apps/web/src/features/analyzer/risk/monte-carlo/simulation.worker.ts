/**
 * A Monte Carlo simulation worker (a module worker): runs the ranges of runs the panel's pool sends
 * it (simulation-job.ts) and posts progress and samples back. Typed with the DOM's `self`, whose
 * `postMessage(message, { transfer })` and `onmessage` a worker's global scope shares.
 */
import { simulationWorkerHandler } from './simulation-job';
import type { WorkerRequest } from './simulation-protocol';

const handle = simulationWorkerHandler((reply, transfer) => self.postMessage(reply, { transfer }));
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  void handle(event.data);
};
