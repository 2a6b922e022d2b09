// The deals of the Monte Carlo benchmark (bench/monte-carlo.ts) as project save payloads: the
// engine benchmarks' lease-by-lease office (`benchLeaseDeal`, packages/underwriting/bench) at 20 and
// 100 suites, and the analyzer journey's simple deal (aggregate rent, simple growth).
import type { AnalysisInput, PropertyPayloadInput } from '@cre/underwriting';
import { benchLeaseDeal } from '../../../packages/underwriting/bench/lease-deals';
import { dealProject } from '../e2e/support/deal';

/** A deal the benchmark simulates, and the budget the issue gives it. */
export interface MonteCarloCase {
  label: string;
  project: PropertyPayloadInput & { purchasePrice: number };
  /** Run → histogram painted, at most (ms), for 10,000 runs on this 2-core machine. */
  targetMs: number;
}

/** An engine input as a project: the figures as they are (the page supplies its own as-of date). */
function asProject(name: string, input: AnalysisInput): PropertyPayloadInput & { purchasePrice: number } {
  const { asOf: _asOf, ...figures } = input;
  return {
    name,
    address: '88 Commerce Drive',
    city: 'Fresno',
    state: 'CA',
    zipCode: '93721',
    propertyType: 'Office',
    ...figures,
    purchasePrice: input.purchasePrice,
    rentInputMode: 'individual',
    nnnInputMethod: 'perSqft',
  };
}

/** The lease-by-lease office of `tenants` suites. */
export const leaseCase = (tenants: number, targetMs: number): MonteCarloCase => ({
  label: `${tenants} tenants, lease by lease`,
  project: asProject(`Monte Carlo Bench ${tenants}-Tenant Office`, benchLeaseDeal(tenants)),
  targetMs,
});

/** The analyzer journey's deal: aggregate rent, simple growth. */
export function simpleCase(targetMs: number): MonteCarloCase {
  const project = dealProject([]);
  return {
    label: 'simple deal (aggregate rent)',
    project: { ...project, name: 'Monte Carlo Bench Simple Deal', purchasePrice: project.purchasePrice ?? 0 },
    targetMs,
  };
}

/** The cases, in order: the 20-tenant leases deal (1 s), the 100-tenant one (4 s), a simple deal (0.3 s). */
export const MONTE_CARLO_CASES: readonly MonteCarloCase[] = [
  leaseCase(20, 1_000),
  leaseCase(100, 4_000),
  simpleCase(300),
];
