/**
 * Test support (not shipped: imported by tests only): an in-process stand-in for a simulation
 * worker that runs the worker's own handler, with messages cloned and delivered in later tasks as
 * a real worker's are, and two deals to simulate.
 */
import {
  type AnalysisInput,
  defaultSimulationVariables,
  riskMetricsFor,
  type SimulateOptions,
} from '@cre/underwriting';
import { benchLeaseDeal } from '../../../../../../../packages/underwriting/bench/lease-deals';
import { simulationWorkerHandler } from './simulation-job';
import type { WorkerLike } from './simulation-pool';
import type { WorkerReply, WorkerRequest } from './simulation-protocol';

/** A later task (the stand-in's message delivery and its yield between chunks). */
export const laterTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A simulation worker in this thread: the real handler behind a postMessage boundary. */
export class InProcessWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly received: WorkerRequest[] = [];
  private readonly handle = simulationWorkerHandler((reply, transfer) => {
    const copy = structuredClone(reply, { transfer });
    setTimeout(() => {
      if (!this.terminated) this.onmessage?.({ data: copy } as MessageEvent<WorkerReply>);
    }, 0);
  }, laterTask);

  postMessage(message: WorkerRequest): void {
    const copy = structuredClone(message);
    this.received.push(copy);
    setTimeout(() => {
      if (!this.terminated) void this.handle(copy);
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** A simple-growth office deal (aggregate rent). */
export function simpleDeal(): AnalysisInput {
  return {
    purchasePrice: 5_000_000,
    sqft: 20_000,
    annualRent: 520_000,
    vacancyRate: 5,
    propertyTaxes: 60_000,
    insurance: 12_000,
    maintenance: 20_000,
    managementFees: 15_600,
    interestRate: 6.5,
    downPaymentPercent: 30,
    holdPeriod: 7,
    asOf: '2026-01-15',
  };
}

/** The benchmarks' lease-by-lease office of `tenants` suites (packages/underwriting/bench). */
export const leaseDeal = (tenants: number): AnalysisInput => benchLeaseDeal(tenants);

/** The panel's options for a deal: its default variables, every metric, IRR targets 0 and 12. */
export function dealOptions(input: AnalysisInput, runs: number, seed: number): SimulateOptions {
  const metrics = riskMetricsFor(input);
  return {
    runs,
    seed,
    variables: defaultSimulationVariables(input),
    metrics,
    thresholds: { irr: [0, 12] },
  };
}
