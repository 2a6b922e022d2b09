/**
 * The metric catalog: one entry for every figure of {@link AnalysisResult} a user can see, with its
 * label, unit, display format, group, direction and a one-sentence explanation. Every surface (the
 * results tiles and tables, CSV, PDF, the workbook, the CLI, goal seek, the scenario comparison,
 * the sensitivity grids, the shared page) reads its labels and formats here, so a metric reads the
 * same everywhere. Adding a numeric field to `AnalysisResult` without an entry here fails to
 * compile (see https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/contracts.md#adding-a-metric).
 */
import type { AnalysisResult } from '../types.js';
import { FINANCING_METRICS } from './financing.js';
import { INCOME_METRICS } from './income.js';
import { RENT_ROLL_METRICS } from './rent-roll.js';
import { RETURN_METRICS } from './returns.js';
import { VALUE_METRICS } from './value.js';

/** Every numeric figure of {@link AnalysisResult} (some nullable): the catalog's keys. */
export type MetricKey = {
  [K in keyof AnalysisResult]-?: AnalysisResult[K] extends number | null ? K : never;
}[keyof AnalysisResult];

/** What a metric measures: US dollars, a percent (5.5 = 5.5 %), a multiple (1.25x), years, $/sq ft or sq ft. */
export type MetricUnit = 'currency' | 'percent' | 'multiple' | 'years' | 'currencyPerSqft' | 'sqft';

/**
 * How a metric's value is displayed: `money` "$1,250,000"; `percent` "7.25%"; `ltv` "75.0%";
 * `ratio` "1.35x"; `years` "4.52 years"; `perSqft` "$2.50"; `count` "12,500".
 */
export type MetricFormat = 'money' | 'percent' | 'ltv' | 'ratio' | 'years' | 'perSqft' | 'count';

/** Where a metric belongs on a report (the CLI's and the exports' headings). */
export type MetricGroup = 'income' | 'value' | 'financing' | 'returns' | 'hold' | 'rentRoll';

/** Headings of the metric groups, in report order. */
export const METRIC_GROUPS: Readonly<Record<MetricGroup, string>> = {
  income: 'Income',
  value: 'Value',
  financing: 'Financing',
  returns: 'Returns',
  hold: 'Hold Period',
  rentRoll: 'Rent Roll',
};

/** One metric's entry. */
export interface MetricInfo {
  /** As every surface labels it: "Cash-on-Cash Return". */
  label: string;
  /** Where space is short (the scenario comparison, chart legends): "Cash-on-Cash". */
  shortLabel: string;
  /** Inside a sentence, lower case unless an acronym: "cash-on-cash". */
  noun: string;
  unit: MetricUnit;
  format: MetricFormat;
  group: MetricGroup;
  /** True when more is better for the investor, false when less is (exit cap rate, LTV), null when neither. */
  higherIsBetter: boolean | null;
  /** One sentence a user can read: what the figure is and how it is computed. */
  explanation: string;
  /** True when `analyze()` may report it as null (no debt, no discount rate, no rent roll). */
  nullable: boolean;
  /** Its place in goal seek's metric list (0 first), or null when goal seek cannot aim at it. */
  goalSeek: number | null;
  /** Its place in the scenario comparison (0 first), or null when scenarios do not compare it. */
  compare: number | null;
  /** Its place in the sensitivity grid's metric picker (0 first), or null when not offered. */
  sensitivity: number | null;
}

/** The catalog, in the order the reports list the metrics. */
export const METRICS: Readonly<Record<MetricKey, MetricInfo>> = {
  ...INCOME_METRICS,
  ...VALUE_METRICS,
  ...FINANCING_METRICS,
  ...RETURN_METRICS,
  ...RENT_ROLL_METRICS,
};

/** Every metric key, in catalog (report) order. */
export const METRIC_KEYS: readonly MetricKey[] = Object.keys(METRICS).filter(
  (key): key is MetricKey => key in METRICS,
);

/** True for a metric key of the catalog. */
export const isMetricKey = (key: unknown): key is MetricKey =>
  typeof key === 'string' && Object.hasOwn(METRICS, key);

/** The keys whose `place` (goal seek, comparison or sensitivity) is set, in that list's order. */
export function metricsBy(place: 'goalSeek' | 'compare' | 'sensitivity'): MetricKey[] {
  const ranked: [number, MetricKey][] = [];
  for (const key of METRIC_KEYS) {
    const rank = METRICS[key][place];
    if (rank !== null) ranked.push([rank, key]);
  }
  return ranked.sort((a, b) => a[0] - b[0]).map(([, key]) => key);
}

/** The metrics of one group, in catalog order. */
export const metricsOf = (group: MetricGroup): MetricKey[] =>
  METRIC_KEYS.filter((key) => METRICS[key].group === group);
