import {
  analyzeScenarios,
  formatNumber,
  formatRatio,
  formatValue,
  METRICS,
  type MetricFormat,
  type MetricKey,
  metricsBy,
  NOT_AVAILABLE,
  type ScenarioAnalysis,
  type ScenarioVariant,
} from '@cre/underwriting';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { validateForm } from '../model/validation';

/** A difference to Base: "+$12,000", "−0.50 pts", "+0.12x", "+1.00 yrs". */
export function formatDifference(format: MetricFormat, difference: number): string {
  const sign = difference > 0 ? '+' : '−';
  const size = Math.abs(difference);
  if (format === 'percent' || format === 'ltv') return `${sign}${formatNumber(size, 2)} pts`;
  if (format === 'ratio') return `${sign}${formatRatio(size)}x`;
  if (format === 'years' || format === 'wholeYears') return `${sign}${formatNumber(size, 2)} yrs`;
  return `${sign}${formatValue(format, size)}`;
}

/** One cell of the comparison: the figure and, for a variant, its difference to Base. */
export interface CompareCell {
  text: string;
  /** null for Base, a figure without a Base figure, or no difference. */
  difference: { text: string; tone: 'better' | 'worse' } | null;
}

/** One metric row: its label and one cell per scenario (Base first). */
export interface CompareRow {
  key: MetricKey;
  label: string;
  cells: CompareCell[];
}

/** The comparison of a project's scenarios (or why there is none). */
export type Comparison =
  | { ok: true; analyses: ScenarioAnalysis[]; rows: CompareRow[] }
  | { ok: false; message: string };

/** Rounds away float noise so a difference that prints as 0 counts as none. */
const SIGNIFICANT: Record<MetricFormat, number> = {
  money: 0.5,
  percent: 0.005,
  ltv: 0.005,
  ratio: 0.005,
  years: 0.005,
  wholeYears: 0.005,
  perSqft: 0.005,
  count: 0.5,
};

/**
 * The metric rows of analyzed scenarios (the catalog's comparison metrics, labelled and formatted
 * by the catalog); NPV only when some scenario has a discount rate. A difference is better when it
 * goes the catalog's way (a higher exit cap rate is worse: the same NOI sells for less).
 */
export function compareRows(analyses: ScenarioAnalysis[]): CompareRow[] {
  const withNpv = analyses.some(
    (analysis) => analysis.input.discountRate !== null && analysis.input.discountRate !== undefined,
  );
  const base = analyses[0];
  return metricsBy('compare')
    .filter((key) => key !== 'npv' || withNpv)
    .map((key) => {
      const { label, format, higherIsBetter } = METRICS[key];
      return {
        key,
        label,
        cells: analyses.map((analysis, i): CompareCell => {
          const value = analysis.result[key];
          const baseValue = base?.result[key] ?? null;
          const text = value === null ? NOT_AVAILABLE : formatValue(format, value);
          if (i === 0 || value === null || baseValue === null || higherIsBetter === null)
            return { text, difference: null };
          const difference = value - baseValue;
          if (Math.abs(difference) < SIGNIFICANT[format]) return { text, difference: null };
          const better = difference > 0 === higherIsBetter;
          return {
            text,
            difference: { text: formatDifference(format, difference), tone: better ? 'better' : 'worse' },
          };
        }),
      };
    });
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
