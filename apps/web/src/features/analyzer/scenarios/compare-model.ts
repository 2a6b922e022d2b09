import {
  analyzeScenarios,
  formatNumber,
  formatRatio,
  SCENARIO_COMPARE_METRICS,
  type ScenarioAnalysis,
  type ScenarioVariant,
} from '@cre/underwriting';
import { money, NOT_AVAILABLE, percent, ratio, years } from '../display-format';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { validateForm } from '../model/validation';

type Metric = (typeof SCENARIO_COMPARE_METRICS)[number];
type Unit = Metric['unit'];

/**
 * Whether a higher figure is the better one, per metric. A higher exit cap rate is worse: the same
 * NOI sells for less. Everything else in the comparison reads "higher is better" (for a buyer, a
 * higher going-in cap rate is a higher yield on the price paid).
 */
const HIGHER_IS_BETTER: Record<Metric['key'], boolean> = {
  noi: true,
  propertyValue: true,
  goingInCapRate: true,
  exitCapRate: false,
  cashOnCash: true,
  irr: true,
  equityMultiple: true,
  dscr: true,
  optimalHoldPeriod: true,
  npv: true,
};

/** A metric's figure as the results show it. */
export function formatMetric(unit: Unit, value: number | null): string {
  if (unit === 'currency') return money(value);
  if (unit === 'percent') return percent(value);
  if (unit === 'multiple') return ratio(value);
  return years(value);
}

/** A difference to Base: "+$12,000", "−0.50 pts", "+0.12x", "+1.00 yrs". */
export function formatDifference(unit: Unit, difference: number): string {
  const sign = difference > 0 ? '+' : '−';
  const size = Math.abs(difference);
  if (unit === 'currency') return `${sign}${money(size)}`;
  if (unit === 'percent') return `${sign}${formatNumber(size, 2)} pts`;
  if (unit === 'multiple') return `${sign}${formatRatio(size)}x`;
  return `${sign}${formatNumber(size, 2)} yrs`;
}

/** One cell of the comparison: the figure and, for a variant, its difference to Base. */
export interface CompareCell {
  text: string;
  /** null for Base, a figure without a Base figure, or no difference. */
  difference: { text: string; tone: 'better' | 'worse' } | null;
}

/** One metric row: its label and one cell per scenario (Base first). */
export interface CompareRow {
  key: Metric['key'];
  label: string;
  cells: CompareCell[];
}

/** The comparison of a project's scenarios (or why there is none). */
export type Comparison =
  | { ok: true; analyses: ScenarioAnalysis[]; rows: CompareRow[] }
  | { ok: false; message: string };

/** Rounds away float noise so a difference that prints as 0 counts as none. */
const SIGNIFICANT: Record<Unit, number> = { currency: 0.5, percent: 0.005, multiple: 0.005, years: 0.005 };

/** The metric rows of analyzed scenarios; NPV only when some scenario has a discount rate. */
export function compareRows(analyses: ScenarioAnalysis[]): CompareRow[] {
  const withNpv = analyses.some(
    (analysis) => analysis.input.discountRate !== null && analysis.input.discountRate !== undefined,
  );
  const base = analyses[0];
  return SCENARIO_COMPARE_METRICS.filter((metric) => metric.key !== 'npv' || withNpv).map((metric) => ({
    key: metric.key,
    label: metric.label,
    cells: analyses.map((analysis, i): CompareCell => {
      const value = analysis.result[metric.key];
      const baseValue = base?.result[metric.key] ?? null;
      const text = value === null ? NOT_AVAILABLE : formatMetric(metric.unit, value);
      if (i === 0 || value === null || baseValue === null) return { text, difference: null };
      const difference = value - baseValue;
      if (Math.abs(difference) < SIGNIFICANT[metric.unit]) return { text, difference: null };
      const better = difference > 0 === HIGHER_IS_BETTER[metric.key];
      return {
        text,
        difference: { text: formatDifference(metric.unit, difference), tone: better ? 'better' : 'worse' },
      };
    }),
  }));
}

/**
 * Analyzes Base (the form values) and the variants; a base with messages, or a variant whose
 * overrides make an invalid deal, gives the message to show instead.
 */
export function compareScenarios(
  base: AnalyzerFormValues,
  variants: readonly ScenarioVariant[],
  asOf: string,
): Comparison {
  const baseMessage = Object.values(validateForm(base, asOf))[0];
  if (baseMessage) return { ok: false, message: `Base: ${baseMessage}` };
  try {
    const analyses = analyzeScenarios(toAnalysisInput(base, asOf), variants);
    return { ok: true, analyses, rows: compareRows(analyses) };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    // "scenarios.1.overrides.vacancyRate: Vacancy rate must be ..." → "Scenario 3: Vacancy rate must be ..."
    const match = /^scenarios\.(\d+)[^:]*: (.*)$/s.exec(text);
    if (match) {
      const name = variants[Number(match[1])]?.name ?? 'A scenario';
      return { ok: false, message: `${name}: ${match[2]}` };
    }
    return { ok: false, message: text };
  }
}

/** The chart's key of scenario `index` (names are the series' labels, not keys). */
export const seriesKey = (index: number) => `s${index}`;

/** One row per projection year with each scenario's cash flow (keys {@link seriesKey}). */
export function cashFlowRows(analyses: ScenarioAnalysis[]): Record<string, number | string>[] {
  const years = new Map<number, Record<string, number | string>>();
  analyses.forEach((analysis, index) => {
    for (const projection of analysis.result.cashFlowProjections) {
      const row = years.get(projection.year) ?? { year: `Year ${projection.year}` };
      row[seriesKey(index)] = projection.cashFlow;
      years.set(projection.year, row);
    }
  });
  return [...years.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}
