/**
 * `solveFor`: goal seek on `analyze()` itself. A scan of the input's valid range finds where the
 * metric crosses the target (the crossing nearest the current input wins), Brent's method closes
 * in on it, and `analyze()` at the answer confirms it. No closed-form shortcut: every number is an
 * analysis, so the answer cannot drift from what the analysis reports.
 */
import {
  type AnalysisDepth,
  analyze,
  analyzeResolved,
  incomeOf,
  incomeReads,
  resolveValidInput,
} from '../analyze.js';
import type { AnalysisInput, AnalysisResult, ResolvedInput } from '../types.js';
import { type Bracket, brent, goldenMinimum, type Root } from './root-finding.js';
import { scanPoints } from './scan.js';
import { LOG_SCALE, SOLVE_METRICS, SOLVE_VARIES, solveRange } from './solve-info.js';
import { checkApplies, checkRequest } from './solve-request.js';
import { jumpReason, multipleNote, noValueReason, outOfReachReason } from './solve-text.js';
import type { SolveMetric, SolveRequest, SolveResult, SolveVary } from './solve-types.js';
import { groupValue, isGroupVary, withGroupValue } from './stack-varies.js';

/** The metric's value in an analysis: NaN when it has none (no IRR, no debt, no discount rate). */
export function metricOf(result: AnalysisResult, metric: SolveMetric): number {
  if (metric === 'irr') return result.irrStatus === 'converged' ? result.irr : Number.NaN;
  if (metric === 'lpIrr' || metric === 'gpIrr') {
    const party = result.waterfall?.[metric === 'lpIrr' ? 'lp' : 'gp'];
    return party?.irrStatus === 'converged' ? party.irr : Number.NaN;
  }
  const value = result[metric];
  return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
}

/**
 * `input` with the varied input set to `value` (for `rentScale`, every lease's rentPerSqft
 * multiplied by `value`): what "Apply" puts in the form and what `analyze()` confirms.
 */
export function withVaried(input: AnalysisInput, vary: SolveVary, value: number): AnalysisInput {
  if (isGroupVary(vary)) return withGroupValue(input, vary, value);
  if (vary !== 'rentScale') return { ...input, [vary]: value };
  const leases = input.tenantLeases ?? [];
  return {
    ...input,
    tenantLeases: leases.map((lease) => ({ ...lease, rentPerSqft: lease.rentPerSqft * value })),
  };
}

/** How close counts as the target: 1e-7 percentage points, or 1e-7 relative (of at least 1). */
function tolerance(metric: SolveMetric, target: number): number {
  return SOLVE_METRICS[metric].unit === 'percent' ? 1e-7 : 1e-7 * Math.max(1, Math.abs(target));
}

/**
 * The current value of the varied input. An unset cap rate reads as the going-in cap rate and an
 * unset market rent as the rent roll's average: only then is the deal analyzed (`analysis`).
 */
function currentValue(vary: SolveVary, deal: ResolvedInput, analysis: () => AnalysisResult): number {
  if (vary === 'rentScale') return 1;
  if (isGroupVary(vary)) return groupValue(deal, vary) ?? 0;
  if (vary === 'exitCapRate' || vary === 'marketCapRate') return deal[vary] ?? analysis().goingInCapRate;
  if (vary === 'marketRentPerSqft') return deal.marketRentPerSqft ?? analysis().avgRentPerSqft;
  return deal[vary];
}

/** An evaluator of the metric at a value of the input, counting the analyses it runs. */
interface Probe {
  (x: number): number;
  count: number;
}

function probeFor(base: ResolvedInput, vary: SolveVary, metric: SolveMetric): Probe {
  const depth: AnalysisDepth = { holdSearch: false, irr: metric === 'irr' };
  const cell: ResolvedInput = { ...base };
  const shared = vary === 'rentScale' || incomeReads(base, vary) ? undefined : incomeOf(base);
  const leases = base.tenantLeases;
  const probe = ((x: number) => {
    probe.count++;
    if (vary === 'rentScale') {
      Object.assign(cell, base, {
        tenantLeases: leases.map((lease) => ({ ...lease, rentPerSqft: lease.rentPerSqft * x })),
      });
    } else if (isGroupVary(vary)) Object.assign(cell, withGroupValue(base, vary, x));
    else Object.assign(cell, base, { [vary]: x });
    return metricOf(analyzeResolved(cell, depth, shared), metric);
  }) as Probe;
  probe.count = 0;
  return probe;
}

/**
 * Goal seek: the value of one input (`vary`) at which `analyze()` gives `metric` = `target`,
 * searched within the input's valid range. Returns `{ value, metricValue, evaluations }` (with a
 * `note` when other values also reach the target: the one nearest the current input is returned),
 * or `{ value: null, reason, best }` when no value reaches it (`best`: the value that comes
 * closest). A jump in the metric (the IRR appearing or vanishing, a step) is reported as out of
 * reach, never returned as an answer. `analyze(withVaried(input, vary, value))[metric]` is the
 * target within 1e-7 percentage points (percent metrics) or 1e-7 relative.
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 * @throws {RangeError} when the request is not one goal seek can answer (an unknown input or
 *   metric, a target that is not a finite number, an input this deal does not use).
 * @example
 * solveFor(deal, { vary: 'purchasePrice', metric: 'irr', target: 15 })
 * // { value: 12_345_678.9, metricValue: 15, evaluations: 38 }
 */
export function solveFor(input: AnalysisInput, request: SolveRequest): SolveResult {
  const { vary, metric, target } = checkRequest(request);
  const base = resolveValidInput(input);
  checkApplies(vary, metric, base);
  const probe = probeFor(base, vary, metric);
  const { lo, hi } = solveRange(vary, base);
  const unvaried = () => {
    probe.count++;
    return analyzeResolved(base, { holdSearch: false, irr: false });
  };
  const x0 = Math.min(hi, Math.max(lo, currentValue(vary, base, unvaried)));
  const tol = tolerance(metric, target);
  const g = (x: number) => probe(x) - target;

  const xs = scanPoints(x0, lo, hi, LOG_SCALE.has(vary));
  const gs = xs.map(g);
  const crossings: Bracket[] = [];
  for (let k = 0; k < xs.length; k++) {
    const gk = gs[k] as number;
    if (gk === 0) crossings.push({ a: xs[k] as number, b: xs[k] as number, fa: 0, fb: 0 });
    else if (k + 1 < xs.length) {
      const gn = gs[k + 1] as number;
      if (gn !== 0 && Math.sign(gk) === -Math.sign(gn)) {
        crossings.push({ a: xs[k] as number, b: xs[k + 1] as number, fa: gk, fb: gn });
      }
    }
  }
  const confirm = (value: number): number => {
    probe.count++;
    return metricOf(analyze(withVaried(input, vary, value)), metric);
  };

  // nearest crossing first; a crossing that turns out to be a jump gives way to the next one
  const distance = (c: Bracket) => (x0 < c.a ? c.a - x0 : x0 > c.b ? x0 - c.b : 0);
  const brackets: Bracket[] = [...crossings].sort((p, q) => distance(p) - distance(q));
  if (crossings.length === 0) {
    // nothing crosses the target on the scan: look for the closest approach between scan points
    let k = -1;
    for (let j = 0; j < xs.length; j++) {
      const gj = Math.abs(gs[j] as number);
      if (Number.isFinite(gj) && (k < 0 || gj < Math.abs(gs[k] as number))) k = j;
    }
    if (k < 0) {
      return {
        value: null,
        reason: noValueReason(vary, metric, target, lo, hi),
        best: null,
        evaluations: probe.count,
      };
    }
    const near = goldenMinimum(
      g,
      xs[Math.max(0, k - 1)] as number,
      xs[Math.min(xs.length - 1, k + 1)] as number,
      xs[k] as number,
      gs[k] as number,
    );
    if (near.crossing !== null) brackets.push(near.crossing);
    else if (Math.abs(near.fx) <= tol) {
      // the metric touches the target without crossing it (its highest or lowest point)
      return { value: near.x, metricValue: confirm(near.x), evaluations: probe.count };
    } else {
      const closest = confirm(near.x);
      return {
        value: null,
        reason: outOfReachReason(vary, metric, target, lo, hi, near.x, closest),
        best: { value: near.x, metricValue: closest },
        evaluations: probe.count,
      };
    }
  }

  let firstJump: Root | null = null;
  for (const bracket of brackets) {
    const root = brent(g, bracket, tol, target);
    if (!root.jump) {
      const metricValue = confirm(root.x);
      const found = { value: root.x, metricValue, evaluations: probe.count };
      return crossings.length > 1 ? { ...found, note: multipleNote(vary, metric, target) } : found;
    }
    firstJump ??= root;
  }
  const root = firstJump as Root;
  const left = root.fa + target;
  const right = root.fb + target;
  const nearerValue = Math.abs(root.fa) <= Math.abs(root.fb) ? root.a : root.b;
  const nearer = { value: nearerValue, metricValue: confirm(nearerValue) };
  return {
    value: null,
    reason: jumpReason(vary, metric, target, left, right, root.x),
    best: nearer,
    evaluations: probe.count,
  };
}
/** Re-exported for callers that list the choices. */
export { SOLVE_METRICS, SOLVE_VARIES };
