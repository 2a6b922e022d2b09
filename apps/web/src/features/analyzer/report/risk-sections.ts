/**
 * The risk analysis's report sections (underwriting.md section 13, issue 28), defined once for the
 * CSV, the PDF and the workbook: the tornado of the deal (always, for a deal the engine can
 * analyze) and, when a Monte Carlo simulation has been run, its settings and statistics
 * (`risk-simulation-sections.ts`). Every cell is written as text in its unit ({@link riskText}); a
 * column that holds figures also gives the figure and its unit (`figure`), which the workbook
 * writes as a number.
 */
import {
  type AnalysisInput,
  RISK_METRICS,
  type RiskMetric,
  type RiskSettings,
  riskMetricsFor,
  riskSettingsObject,
  riskVariableLabel,
  type SimulationResult,
  type TornadoResult,
  tornado,
} from '@cre/underwriting';
import type { Calculation } from '../model/calculation';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import {
  type CalculationFigures,
  type Column,
  cellText,
  type Surface,
  type TableSection,
} from './report-section';
import { type RiskUnit, riskMetricUnit, riskText, riskVariableUnit } from './risk-units';

/**
 * What the exports know of the page's risk analysis: the Risk card's settings and the last
 * simulation it ran (null when none has been run).
 */
export interface RiskExport {
  settings: RiskSettings;
  simulation: SimulationResult | null;
}

/** Heading of the risk part of a report (the PDF's "Risk" section). */
export const RISK_TITLE = 'Risk';

/**
 * The risk export of a deal whose page passes none: the project settings' defaults (the tornado of
 * the IRR, or of the LP IRR when the deal has a waterfall; 10,000 runs, seed 1, no variables, a 0%
 * IRR target) and no simulation, so every export of a valid deal has its tornado.
 */
export function defaultRiskExport({ result }: Pick<CalculationFigures, 'result'>): RiskExport {
  const settings: RiskSettings = {
    ...SCHEMA_DEFAULTS,
    tornadoMetric: result.waterfall === null ? 'irr' : 'lpIrr',
  };
  return { settings, simulation: null };
}

/** The settings schema's own defaults (10,000 runs, seed 1, no variables, a 0% IRR target). */
const SCHEMA_DEFAULTS: RiskSettings = riskSettingsObject.parse({});

/** What the risk sections are computed from: the tornado once per export, the settings and the simulation. */
export interface RiskReport {
  /** The tornado's metric: the settings' when the deal has it, else the default's. */
  metric: RiskMetric;
  tornado: TornadoResult;
  settings: RiskSettings;
  simulation: SimulationResult | null;
  /** The deal as the engine takes it (a normal distribution's default mean is its value). */
  input: AnalysisInput;
}

/** A calculation with its risk report: the source of every risk section. */
export type RiskFigures = CalculationFigures & { risk: RiskReport };

/**
 * Each form values object's tornadoes by as-of date and metric: an export and the IC package's
 * two documents compute one (the form store never mutates values; a change is a new object).
 */
const TORNADOES = new WeakMap<AnalyzerFormValues, Map<string, TornadoResult | null>>();

/** The tornado of the calculation's deal, or null when the engine refuses the deal or the metric. */
function tornadoOf(values: AnalyzerFormValues, asOf: string, input: AnalysisInput, metric: RiskMetric) {
  let byKey = TORNADOES.get(values);
  if (byKey === undefined) {
    byKey = new Map();
    TORNADOES.set(values, byKey);
  }
  const key = `${asOf}|${metric}`;
  if (!byKey.has(key)) {
    let found: TornadoResult | null = null;
    try {
      found = tornado(input, { metric });
    } catch {
      // an invalid deal (InvalidDealError) or an option the deal refuses: no risk section
    }
    byKey.set(key, found);
  }
  return byKey.get(key) ?? null;
}

/** The metrics the deal reports, or none when the engine refuses it. */
function metricsOf(input: AnalysisInput): RiskMetric[] {
  try {
    return riskMetricsFor(input);
  } catch {
    return [];
  }
}

/**
 * The risk report of a calculation: the tornado of `risk.settings.tornadoMetric` (the default's
 * metric when the deal has not that one, e.g. the LP IRR after its waterfall was removed), the
 * settings and the simulation; `risk` defaults to {@link defaultRiskExport}. Null for a deal the
 * engine cannot analyze: then the exports have no risk section.
 */
export function riskReport(calculation: Calculation, risk?: RiskExport): RiskReport | null {
  const { values, asOf } = calculation;
  const { settings, simulation } = risk ?? defaultRiskExport(calculation);
  const input = toAnalysisInput(values, asOf);
  const metrics = metricsOf(input);
  if (metrics.length === 0) return null;
  const fallback = defaultRiskExport(calculation).settings.tornadoMetric;
  const metric = metrics.includes(settings.tornadoMetric) ? settings.tornadoMetric : fallback;
  const result = tornadoOf(values, asOf, input, metric);
  return result === null ? null : { metric, tornado: result, settings, simulation, input };
}

/** The calculation with its risk report ({@link riskReport}), or null when it has none. */
export function riskFigures(calculation: Calculation, risk?: RiskExport): RiskFigures | null {
  const report = riskReport(calculation, risk);
  return report === null ? null : { ...calculation, risk: report };
}

/** A figure and its unit: the workbook writes the number (null: "N/A") where the other surfaces write its text. */
export interface RiskFigure {
  value: number | null;
  unit: RiskUnit;
}

/** A column of a risk section: its cell's text (`value`), and the figure it writes when it holds one. */
export interface RiskColumn<Row> extends Column<Row> {
  /** The figure of a row's cell; null where it holds none (an empty cell, a text). Text columns have none. */
  figure?: (row: Row) => RiskFigure | null;
}

/** A risk section: a table of {@link RiskColumn}s computed from {@link RiskFigures}. */
export interface RiskTable<Row> extends TableSection<Row, RiskFigures> {
  columns: readonly RiskColumn<Row>[];
}

/** A column of figures: each cell written in its unit ({@link riskText}), empty where `figure` gives null. */
export function figureColumn<Row>(
  key: string,
  label: string,
  figure: (row: Row) => RiskFigure | null,
): RiskColumn<Row> {
  return {
    key,
    label,
    format: 'text',
    value: (row) => {
      const cell = figure(row);
      return cell === null ? '' : riskText(cell.unit, cell.value);
    },
    figure,
  };
}

/** A column of text. */
export const textColumn = <Row>(key: string, label: string, text: (row: Row) => string): RiskColumn<Row> => ({
  key,
  label,
  format: 'text',
  value: text,
});

/** The label of the tornado's first row, which holds the metric of the deal as entered. */
export const TORNADO_BASE_LABEL = 'Base (as entered)';

/** A line of the tornado: the base (`variable` null), or a variable set to its low and high value. */
export interface TornadoLine {
  variable: string | null;
  label: string;
  low: number | null;
  high: number | null;
  metricAtLow: number | null;
  metricAtHigh: number | null;
  swing: number | null;
}

/** The tornado's lines: the base, then each bar in the engine's order (largest swing first). */
export function tornadoLines({ risk }: RiskFigures): TornadoLine[] {
  const { base, rows } = risk.tornado;
  return [
    {
      variable: null,
      label: TORNADO_BASE_LABEL,
      low: null,
      high: null,
      metricAtLow: base,
      metricAtHigh: base,
      swing: null,
    },
    ...rows.map((row) => ({ ...row, label: riskVariableLabel(row.variable) })),
  ];
}

/** The tornado's title: "Risk: Tornado (IRR)". */
export const tornadoTitle = (metric: RiskMetric) => `${RISK_TITLE}: Tornado (${RISK_METRICS[metric].label})`;

/**
 * The tornado of `metric` (underwriting.md 13.1): Variable, Low, High (the values analyzed, in the
 * variable's unit: "$2,250,000", "0.90x", "6.50%", "3 months"), the metric at each ("IRR at Low",
 * "IRR at High") and the swing between them, in the metric's unit; the first row is the base, the
 * metric of the deal as entered. A value the engine does not have (an IRR without a root) is "N/A".
 *
 * @example textTable(tornadoSection('irr'), figures, 'csv').header
 * // ['Variable', 'Low', 'High', 'IRR at Low', 'IRR at High', 'Swing']
 */
export function tornadoSection(metric: RiskMetric): RiskTable<TornadoLine> {
  const label = RISK_METRICS[metric].label;
  const unit = riskMetricUnit(metric);
  const input = (pick: (line: TornadoLine) => number | null) => (line: TornadoLine) =>
    line.variable === null ? null : { value: pick(line), unit: riskVariableUnit(line.variable) };
  return {
    key: 'riskTornado',
    title: tornadoTitle(metric),
    rows: tornadoLines,
    columns: [
      textColumn('variable', 'Variable', (line) => line.label),
      figureColumn(
        'low',
        'Low',
        input((line) => line.low),
      ),
      figureColumn(
        'high',
        'High',
        input((line) => line.high),
      ),
      figureColumn('metricAtLow', `${label} at Low`, (line) => ({ value: line.metricAtLow, unit })),
      figureColumn('metricAtHigh', `${label} at High`, (line) => ({ value: line.metricAtHigh, unit })),
      figureColumn('swing', 'Swing', (line) => (line.variable === null ? null : { value: line.swing, unit })),
    ],
  };
}

/** The tornado section of a risk report's metric ({@link tornadoSection}). */
export const riskTornadoSection = ({ risk }: RiskFigures) => tornadoSection(risk.metric);

/** A cell of a rendered risk section: its text, and its figure when the column holds figures. */
export interface RiskCell {
  text: string;
  /** Undefined in a text column; null where the cell holds no figure (its text, if any, is all). */
  figure?: RiskFigure | null;
}

/** A risk section rendered for one surface: its title, header and cells. */
export interface RiskGrid {
  key: string;
  title: string;
  header: string[];
  rows: RiskCell[][];
}

/** A risk section's columns for `surface`, each row's cells with their text and figure. */
export function riskGrid<Row>(section: RiskTable<Row>, figures: RiskFigures, surface: Surface): RiskGrid {
  const columns = section.columns.filter((column) => !column.except?.includes(surface));
  return {
    key: section.key,
    title: section.title,
    header: columns.map((column) => column.label),
    rows: section.rows(figures).map((row) =>
      columns.map((column): RiskCell => {
        const text = cellText(column, row);
        return column.figure ? { text, figure: column.figure(row) } : { text };
      }),
    ),
  };
}
