/**
 * `tornado`: the one-at-a-time sensitivity of underwriting.md section 13.1. Each variable is set to
 * its low and then its high value (rounded and clamped to its valid range), everything else as
 * given, and the deal analyzed by `analyze()`'s own computation; the bars are sorted by swing.
 */
import { type AnalysisDepth, analyzeResolved, resolveValidInput } from '../analyze.js';
import type { AnalysisInput, AnalysisResult, ResolvedInput } from '../types.js';
import { metricOrNull } from './risk-metrics.js';
import { checkMetric, checkSwings, derivedFrom, derivedOf } from './risk-options.js';
import type { TornadoOptions, TornadoResult, TornadoRow, TornadoSwing } from './risk-types.js';
import { applyVariable, clampVariable, type DerivedValues } from './risk-variables.js';

/**
 * The default swings of section 13.1, in order: purchase price -/+10 %, rent and expense levels
 * 0.9 / 1.1, vacancy -/+5 points, the reported exit cap rate -/+0.5, interest rate -/+1, rent
 * escalation (simple mode) or market rent growth (leases mode) -/+1; in leases mode then downtime
 * -/+3 months and renewal probability -/+15 points. Values before clamping.
 */
export function swingsOf(deal: ResolvedInput, derived: DerivedValues): TornadoSwing[] {
  const leases = deal.projectionMode === 'leases';
  const around = (variable: string, value: number, delta: number): TornadoSwing => ({
    variable,
    low: value - delta,
    high: value + delta,
  });
  const swings: TornadoSwing[] = [
    { variable: 'purchasePrice', low: deal.purchasePrice * 0.9, high: deal.purchasePrice * 1.1 },
    { variable: 'rentScale', low: 0.9, high: 1.1 },
    { variable: 'expenseScale', low: 0.9, high: 1.1 },
    around('vacancyRate', deal.vacancyRate, 5),
    around('exitCapRate', derived.exitCapRate, 0.5),
    around('interestRate', deal.interestRate, 1),
    leases
      ? around('marketRentGrowth', deal.marketRentGrowth, 1)
      : around('rentEscalationRate', deal.rentEscalationRate, 1),
  ];
  if (leases) {
    swings.push(around('downtimeMonths', deal.downtimeMonths, 3));
    swings.push(around('renewalProbability', deal.renewalProbability, 15));
  }
  return swings;
}

/**
 * The default tornado swings of a deal (section 13.1), before rounding and clamping.
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 */
export function defaultTornadoSwings(input: AnalysisInput): TornadoSwing[] {
  const deal = resolveValidInput(input);
  return swingsOf(deal, derivedOf(deal)());
}

/** The whole analysis, as `analyze()` runs it. */
const FULL_DEPTH: AnalysisDepth = { holdSearch: true, irr: true };

/** Whether two analyses report the same figures everywhere. */
function sameAnalysis(a: AnalysisResult, b: AnalysisResult): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Sort order: swing, largest first; bars without a swing last; ties keep the swings' order. */
function bySwing(p: TornadoRow, q: TornadoRow): number {
  if (p.swing === null || q.swing === null) return p.swing === null ? (q.swing === null ? 0 : 1) : -1;
  return q.swing - p.swing;
}

/**
 * Tornado (underwriting.md section 13.1): the metric (IRR when left out) of the deal as given
 * (`base`), and for each swing (the default list of {@link defaultTornadoSwings} unless given) the
 * metric with that one variable at `low` and at `high` (the values analyzed, after rounding and
 * clamping), and the swing between them; sorted by swing, largest first, bars without a value
 * last. A variable whose low and high change no output of the analysis is left out.
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 * @throws {RangeError} when an option is invalid (an unknown metric or variable, lpIrr without a
 *   waterfall, a variable listed twice, a low or high that is not a number).
 * @example
 * tornado(deal, { metric: 'irr' }).rows[0] // { variable: 'exitCapRate', low: 6.5, high: 7.5, ... }
 */
export function tornado(input: AnalysisInput, options: TornadoOptions = {}): TornadoResult {
  const deal = resolveValidInput(input);
  const metric = checkMetric(options.metric ?? 'irr', deal);
  // the metric needs no hold search (and the IRR only for the IRR): the full analysis runs only to
  // tell whether a variable whose metric did not move changes anything else
  const depth: AnalysisDepth = { holdSearch: false, irr: metric === 'irr' };
  const baseResult = analyzeResolved(deal, depth);
  const base = metricOrNull(baseResult, metric);
  // the default swings read the reported exit cap rate off the same analysis
  const swings =
    options.swings === undefined
      ? swingsOf(deal, derivedFrom(baseResult))
      : checkSwings(options.swings, deal);
  let full: AnalysisResult | null = null;
  const cell: ResolvedInput = { ...deal };
  const analyzeAt = (variable: string, value: number, at: AnalysisDepth): AnalysisResult => {
    Object.assign(cell, deal);
    applyVariable(cell, deal, variable, value);
    return analyzeResolved({ ...cell }, at);
  };
  const unchanged = (variable: string, low: number, high: number): boolean => {
    full ??= analyzeResolved(deal);
    return (
      sameAnalysis(analyzeAt(variable, low, FULL_DEPTH), full) &&
      sameAnalysis(analyzeAt(variable, high, FULL_DEPTH), full)
    );
  };
  const rows: TornadoRow[] = [];
  for (const swing of swings) {
    const low = clampVariable(deal, swing.variable, swing.low);
    const high = clampVariable(deal, swing.variable, swing.high);
    const metricAtLow = metricOrNull(analyzeAt(swing.variable, low, depth), metric);
    const metricAtHigh = metricOrNull(analyzeAt(swing.variable, high, depth), metric);
    if (metricAtLow === base && metricAtHigh === base && unchanged(swing.variable, low, high)) continue;
    const swingSize =
      metricAtLow === null || metricAtHigh === null ? null : Math.abs(metricAtHigh - metricAtLow);
    rows.push({ variable: swing.variable, low, high, metricAtLow, metricAtHigh, swing: swingSize });
  }
  rows.sort(bySwing);
  return { base, rows };
}
