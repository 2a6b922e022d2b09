/**
 * The Monte Carlo simulation's report sections (underwriting.md 13.2), for a report whose risk
 * export holds a simulation: its settings (runs, seed, each variable's distribution written out)
 * and its statistics (a row per metric: valid runs, mean, sd, min, the percentiles, max and the
 * share of runs below each IRR target).
 */
import {
  type AnalysisInput,
  type Distribution,
  formatNumber,
  type MetricStatistics,
  RISK_METRIC_KEYS,
  RISK_METRICS,
  type RiskMetric,
  type RiskVariable,
  riskVariableLabel,
  riskVariableValue,
} from '@cre/underwriting';
import {
  figureColumn,
  RISK_TITLE,
  type RiskColumn,
  type RiskFigure,
  type RiskFigures,
  type RiskTable,
  textColumn,
} from './risk-sections';
import { type RiskUnit, riskMetricUnit, riskText, riskVariableUnit, targetText } from './risk-units';

/** Title of the simulation's settings. */
export const MONTE_CARLO_SETTINGS_TITLE = `${RISK_TITLE}: Monte Carlo Settings`;
/** Title of the simulation's statistics. */
export const MONTE_CARLO_STATISTICS_TITLE = `${RISK_TITLE}: Monte Carlo Statistics`;

/** One line of the settings: a label, its text and, for a number, the figure. */
export interface SettingLine {
  label: string;
  text: string;
  figure: RiskFigure | null;
}

/**
 * A distribution's parameter in the variable's unit; whole units (months, years, a whole percent)
 * keep up to 2 decimals, since a mean or sd need not be whole ("Normal: mean 3 months, sd 1.5 months").
 */
function parameterText(unit: RiskUnit, value: number): string {
  const counted = (one: string, many: string) => `${formatNumber(value)} ${value === 1 ? one : many}`;
  if (unit === 'months') return counted('month', 'months');
  if (unit === 'years') return counted('year', 'years');
  if (unit === 'wholePercent') return `${formatNumber(value)}%`;
  return riskText(unit, value);
}

/** The deal's value of a variable, the default mean of a normal distribution (null when it has none). */
function dealValue(input: AnalysisInput, variable: RiskVariable): number | null {
  try {
    return riskVariableValue(input, variable);
  } catch {
    return null;
  }
}

/**
 * A distribution written out in the variable's unit: "Triangular: min 6.50%, mode 7.00%, max
 * 8.50%", "Normal: mean 3.00%, sd 1.00%" (without a mean, the deal's value), "Uniform: min 0.90x,
 * max 1.10x".
 */
export function distributionText(input: AnalysisInput, variable: RiskVariable, d: Distribution): string {
  const text = (value: number) => parameterText(riskVariableUnit(variable), value);
  switch (d.kind) {
    case 'triangular':
      return `Triangular: min ${text(d.min)}, mode ${text(d.mode)}, max ${text(d.max)}`;
    case 'uniform':
      return `Uniform: min ${text(d.min)}, max ${text(d.max)}`;
    case 'normal': {
      const mean = d.mean ?? dealValue(input, variable);
      return `Normal: mean ${mean === null ? "the deal's value" : text(mean)}, sd ${text(d.sd)}`;
    }
  }
}

/** Said of a simulation without variables. */
export const NO_VARIABLES_TEXT = 'None: every run is the deal as entered';

/**
 * The settings' lines: the runs and the seed of the simulation, then each simulated variable (its
 * label) with its distribution ({@link distributionText}), in the settings' order. The seed has
 * no figure: any safe integer, more digits than a spreadsheet number keeps, so the workbook writes
 * its text ("20,260,101").
 */
export function settingLines({ risk }: RiskFigures): SettingLine[] {
  const { simulation, settings, input } = risk;
  if (simulation === null) return [];
  const variables = settings.variables.map(
    ({ variable, distribution }): SettingLine => ({
      label: riskVariableLabel(variable),
      text: distributionText(input, variable, distribution),
      figure: null,
    }),
  );
  return [
    {
      label: 'Runs',
      text: riskText('count', simulation.runs),
      figure: { value: simulation.runs, unit: 'count' },
    },
    { label: 'Seed', text: riskText('count', simulation.seed), figure: null },
    ...(variables.length > 0 ? variables : [{ label: 'Variables', text: NO_VARIABLES_TEXT, figure: null }]),
  ];
}

/** The simulation's settings: Setting, Value (none without a simulation). */
export const MONTE_CARLO_SETTINGS_SECTION: RiskTable<SettingLine> = {
  key: 'riskSimulationSettings',
  title: MONTE_CARLO_SETTINGS_TITLE,
  rows: settingLines,
  columns: [
    textColumn('setting', 'Setting', (line) => line.label),
    {
      ...textColumn<SettingLine>('value', 'Value', (line) => line.text),
      figure: (line) => line.figure,
    },
  ],
};

/** A line of the statistics: a metric and its statistics over the runs. */
export interface StatisticsLine {
  metric: RiskMetric;
  statistics: MetricStatistics;
}

/** The metrics of a simulation, in the order the card and the exports list them. */
export function statisticsLines({ risk }: RiskFigures): StatisticsLine[] {
  const metrics = risk.simulation?.metrics ?? {};
  return RISK_METRIC_KEYS.flatMap((metric) => {
    const statistics = metrics[metric];
    return statistics === undefined ? [] : [{ metric, statistics }];
  });
}

/**
 * The IRR targets the simulation reports shares below (the keys of `below`, in the order first
 * met), as numbers.
 */
export function simulationTargets(figures: RiskFigures): number[] {
  const keys: string[] = [];
  for (const { statistics } of statisticsLines(figures)) {
    for (const key of Object.keys(statistics.below)) if (!keys.includes(key)) keys.push(key);
  }
  return keys.map(Number);
}

/** A statistic of a metric in the metric's unit. */
type Statistic = Exclude<keyof MetricStatistics, 'valid' | 'below' | 'histogram'>;

/** The statistics' figure columns after Metric and Valid runs, each in the metric's unit. */
const STATISTICS: readonly [Statistic, string][] = [
  ['mean', 'Mean'],
  ['sd', 'SD'],
  ['min', 'Min'],
  ['p5', 'P5'],
  ['p10', 'P10'],
  ['p25', 'P25'],
  ['p50', 'P50'],
  ['p75', 'P75'],
  ['p90', 'P90'],
  ['p95', 'P95'],
  ['max', 'Max'],
];

/** The statistics section's key. */
export const STATISTICS_KEY = 'riskSimulationStatistics';

/** The label of a target's column: "P(IRR < 0%)". */
export const belowLabel = (target: number) => `P(IRR < ${targetText(target)})`;

/**
 * The simulation's statistics: a row per metric (its label), Valid runs, Mean, SD, Min, P5, P10,
 * P25, P50, P75, P90, P95, Max in the metric's unit ("N/A" when no run has a value), then a
 * "P(IRR < x%)" column per target: the share of runs below it, empty for a metric without it.
 */
export function statisticsSection(targets: readonly number[]): RiskTable<StatisticsLine> {
  const columns: RiskColumn<StatisticsLine>[] = [
    textColumn('metric', 'Metric', (line) => RISK_METRICS[line.metric].label),
    figureColumn('valid', 'Valid runs', (line) => ({ value: line.statistics.valid, unit: 'count' })),
    ...STATISTICS.map(([key, label]) =>
      figureColumn(key, label, (line: StatisticsLine) => ({
        value: line.statistics[key],
        unit: riskMetricUnit(line.metric),
      })),
    ),
    ...targets.map((target) =>
      figureColumn(`below${target}`, belowLabel(target), (line: StatisticsLine) => {
        const key = String(target);
        const below = line.statistics.below;
        return Object.hasOwn(below, key) ? { value: below[key] ?? null, unit: 'share' } : null;
      }),
    ),
  ];
  return { key: STATISTICS_KEY, title: MONTE_CARLO_STATISTICS_TITLE, rows: statisticsLines, columns };
}

/** The statistics section of a report's simulation ({@link statisticsSection} of its targets). */
export const riskStatisticsSection = (figures: RiskFigures) => statisticsSection(simulationTargets(figures));
