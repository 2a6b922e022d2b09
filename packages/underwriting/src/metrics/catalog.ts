/**
 * The metric catalog: one entry for every figure of {@link AnalysisResult} a user can see, with its
 * label, unit, display format, group, direction and a one-sentence explanation. Every surface (the
 * results tiles and tables, CSV, PDF, the workbook, the CLI, goal seek, the scenario comparison,
 * the sensitivity grids, the shared page) reads its labels and formats here, so a metric reads the
 * same everywhere. Adding a numeric field to `AnalysisResult` without an entry here fails to
 * compile (see https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/contracts.md#adding-a-metric).
 */
import type { AnalysisResult } from '../types.js';
import { CAPITAL_STACK_METRICS } from './entries-capital-stack.js';
import { OPERATIONS_METRICS } from './entries-operations.js';
import { RETURNS_METRICS } from './entries-returns.js';

/** Every numeric figure of {@link AnalysisResult} (some nullable): the catalog's keys. */
export type MetricKey = {
  [K in keyof AnalysisResult]-?: AnalysisResult[K] extends number | null ? K : never;
}[keyof AnalysisResult];

/** What a metric measures: US dollars, a percent (5.5 = 5.5 %), a multiple (1.25x), years, $/sq ft or sq ft. */
export type MetricUnit = 'currency' | 'percent' | 'multiple' | 'years' | 'currencyPerSqft' | 'sqft';

/**
 * How a metric's value is displayed: `money` "$1,250,000"; `percent` "7.25%"; `ltv` "75.0%";
 * `ratio` "1.35x"; `years` "4.52 years"; `wholeYears` "6 years"; `perSqft` "$2.50"; `count` "12,500".
 */
export type MetricFormat =
  | 'money'
  | 'percent'
  | 'ltv'
  | 'ratio'
  | 'years'
  | 'wholeYears'
  | 'perSqft'
  | 'count';

/** Where a metric belongs on a report (the CLI's and the exports' headings). */
export type MetricGroup = 'income' | 'value' | 'financing' | 'returns' | 'hold' | 'rentRoll' | 'capitalStack';

/** Headings of the metric groups, in report order. */
export const METRIC_GROUPS: Readonly<Record<MetricGroup, string>> = {
  income: 'Income',
  value: 'Value',
  financing: 'Financing',
  returns: 'Returns',
  hold: 'Hold Period',
  rentRoll: 'Rent Roll',
  capitalStack: 'Capital Stack',
};

/** The groups, in report order. */
export const METRIC_GROUP_KEYS: readonly MetricGroup[] = Object.keys(METRIC_GROUPS).filter(
  (group): group is MetricGroup => Object.hasOwn(METRIC_GROUPS, group),
);

/** One metric's entry. */
export interface MetricInfo {
  /** As every surface labels it: "Cash-on-Cash Return". */
  label: string;
  /** Where space is short (chart legends; the scenario comparison uses `label`): "Cash-on-Cash". */
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

/**
 * The catalog, in the order the reports list the metrics (the entries live in entries-*.ts). Its
 * type keeps each entry's literal values, so that the lists' keys ({@link MetricIn}) and units are
 * known to the compiler.
 */
export const METRICS = {
  ...OPERATIONS_METRICS,
  ...RETURNS_METRICS,
  ...CAPITAL_STACK_METRICS,
} as const satisfies Readonly<Record<MetricKey, MetricInfo>>;

/** The keys of one group's metrics. */
export type MetricsOf<G extends MetricGroup> = {
  [K in MetricKey]: (typeof METRICS)[K]['group'] extends G ? K : never;
}[MetricKey];

/** The catalog's type, entry by entry (literal labels, units and places). */
export type MetricCatalog = typeof METRICS;

/** A list a metric can have a place in: goal seek's metrics, the scenario comparison, the sensitivity picker. */
export type MetricPlace = 'goalSeek' | 'compare' | 'sensitivity';

/** The metrics the catalog gives a place in one list: `MetricIn<'goalSeek'>` is goal seek's metrics. */
export type MetricIn<P extends MetricPlace> = {
  [K in MetricKey]: MetricCatalog[K][P] extends number ? K : never;
}[MetricKey];

/** Every metric key, in catalog (report) order. */
export const METRIC_KEYS: readonly MetricKey[] = Object.keys(METRICS).filter(
  (key): key is MetricKey => key in METRICS,
);

/** True for a metric key of the catalog. */
export const isMetricKey = (key: unknown): key is MetricKey =>
  typeof key === 'string' && Object.hasOwn(METRICS, key);

/** True when the catalog gives `key` a place in `place`'s list. */
const hasPlace = <P extends MetricPlace>(key: MetricKey, place: P): key is MetricIn<P> =>
  METRICS[key][place] !== null;

/**
 * The keys whose `place` (goal seek, comparison or sensitivity) is set, in that list's order.
 *
 * @example metricsBy('sensitivity') // ['equityMultiple', 'cashOnCash', 'dscr', 'roe', 'netSaleProceeds']
 */
export function metricsBy<P extends MetricPlace>(place: P): MetricIn<P>[] {
  const ranked: [number, MetricIn<P>][] = [];
  for (const key of METRIC_KEYS) {
    const rank: number | null = METRICS[key][place];
    if (rank !== null && hasPlace(key, place)) ranked.push([rank, key]);
  }
  return ranked.sort((a, b) => a[0] - b[0]).map(([, key]) => key);
}

/** The metrics of one group, in catalog order: `metricsOf('income')`. */
export const metricsOf = (group: MetricGroup): MetricKey[] =>
  METRIC_KEYS.filter((key) => METRICS[key].group === group);

/** True when `record` has a value for every one of `keys`. */
const hasEvery = <K extends string, V>(
  keys: readonly K[],
  record: Partial<Record<K, V>>,
): record is Record<K, V> => keys.every((key) => record[key] !== undefined);

/**
 * One value per metric of a list, keyed by metric in the list's order.
 *
 * @example byMetric(metricsBy('goalSeek'), (key) => METRICS[key].label).cashOnCash // 'Cash-on-Cash Return'
 */
export function byMetric<K extends MetricKey, V>(
  keys: readonly K[],
  value: (key: K) => V,
): Readonly<Record<K, V>> {
  const record: Partial<Record<K, V>> = {};
  for (const key of keys) record[key] = value(key);
  if (!hasEvery(keys, record)) throw new Error('byMetric: a metric has no value');
  return record;
}
