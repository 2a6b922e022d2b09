/**
 * The PDF report's "Risk" section (underwriting.md section 13, issue 28), on a page of its own:
 * the tornado table and chart, then, when a simulation was run, its settings, its statistics and
 * the histogram of its metric with P10, P50 and P90 marked. The tables are the report sections of
 * `report/risk-sections.ts`, as the CSV and the workbook write them.
 */
import { RISK_METRICS, type RiskMetric, riskVariableLabel } from '@cre/underwriting';
import type { Content, ContentTable, TableCell } from 'pdfmake/interfaces';
import { compactDollars } from '../display-format';
import type { Calculation } from '../model/calculation';
import { riskGrids } from '../report/risk-grids';
import {
  RISK_TITLE,
  type RiskCell,
  type RiskExport,
  type RiskFigures,
  type RiskGrid,
  riskFigures,
  TORNADO_BASE_LABEL,
} from '../report/risk-sections';
import { STATISTICS_KEY } from '../report/risk-simulation-sections';
import { metricText, riskMetricUnit, variableText } from '../report/risk-units';
import { onNewPage, PORTRAIT_CONTENT_WIDTH } from './pdf-page-flow';
import { dataTable, heading } from './pdf-tables';
import {
  HISTOGRAM_HEIGHT,
  histogramChartSvg,
  RISK_CHART_WIDTH,
  tornadoChartHeight,
  tornadoChartSvg,
} from './svg-risk-charts';

/** The line over the statistics: what they are computed over. */
export const STATISTICS_NOTE =
  'Each metric over the runs where it has a value (valid runs); P(IRR < x) is the share of runs ' +
  'whose IRR is below x.';

/** The risk tables are set a point smaller than the body, as the capital stack's. */
const TABLE_FONT_SIZE = 9;
/** Figure columns the statistics table shows beside its Metric column at a time. */
const STATISTICS_PER_TABLE = 6;
/** Width of the statistics' Metric column ("Net Operating Income" at 9 pt), in points. */
const METRIC_WIDTH = 92;
/** The space between two columns of a data table (pdfmake's lightHorizontalLines layout: 8 pt each side). */
const COLUMN_GAP = 16;
/** Shown in place of a risk chart that cannot be drawn. */
export const RISK_CHART_FALLBACK = 'This chart could not be drawn for this deal.';

/** A risk section's title under the report's "Risk" heading: "Tornado (IRR)". */
export const riskSubtitle = (title: string) => title.replace(`${RISK_TITLE}: `, '');

/** A metric's figure on a chart's axis: "22.5%", "2.4x", "$1.5M". */
export function axisText(metric: RiskMetric, value: number): string {
  const unit = riskMetricUnit(metric);
  if (unit === 'money') return compactDollars(value);
  const short = Number(value.toFixed(2)).toString();
  return unit === 'percent' ? `${short}%` : `${short}x`;
}

/** Whether a row shows anything in `columns` beyond its first: a figure or a text. */
const showsAny = (row: readonly RiskCell[], columns: readonly number[]) =>
  columns.slice(1).some((j) => (row[j]?.text ?? '') !== '');

/**
 * A grid as a table of some of its columns (all by default), at `widths` (default: the first
 * column 120 pt, the others an equal share); the base line in bold, the rows without any figure
 * in these columns left out (a metric without IRR targets in the targets' table).
 */
function gridTable(grid: RiskGrid, columns?: readonly number[], widths?: readonly (number | string)[]) {
  const shown = columns ?? grid.header.map((_, j) => j);
  const rows = grid.rows.filter((row) => shown.length === 1 || showsAny(row, shown));
  const body = rows.map((row) => {
    const bold = row[0]?.text === TORNADO_BASE_LABEL;
    return shown.map((j): TableCell => {
      const text = row[j]?.text ?? '';
      return bold ? { text, bold: true } : text;
    });
  });
  const header = shown.map((j) => grid.header[j] ?? '');
  const table: ContentTable = {
    ...dataTable(header, body, widths ?? shown.map((j) => (j === 0 ? 120 : '*'))),
    fontSize: TABLE_FONT_SIZE,
  };
  return table;
}

/** A part kept whole on its page: its subheading and its content. */
const part = (title: string, content: readonly Content[]): Content => ({
  unbreakable: true,
  stack: [{ text: riskSubtitle(title), style: 'subheading' }, ...content],
});

/** A chart as vector graphics, or the fallback line when it cannot be drawn. */
function chart(draw: () => { svg: string; height: number }): Content {
  try {
    const { svg, height } = draw();
    return { svg, width: RISK_CHART_WIDTH, height, margin: [0, 8, 0, 0] };
  } catch {
    return { text: RISK_CHART_FALLBACK, italics: true };
  }
}

/** The tornado chart of the report's bars, or nothing when the base or every bar has no value. */
function tornadoChart({ risk }: RiskFigures): Content[] {
  const { base, rows } = risk.tornado;
  const metric = risk.metric;
  if (base === null || rows.every((row) => row.swing === null)) return [];
  const svg = () =>
    tornadoChartSvg({
      title: `${RISK_METRICS[metric].label}: each variable at its low and high value`,
      base,
      baseText: metricText(metric, base),
      bars: rows.map((row) => ({
        label: riskVariableLabel(row.variable),
        low: { metric: row.metricAtLow, label: variableText(row.variable, row.low) },
        high: { metric: row.metricAtHigh, label: variableText(row.variable, row.high) },
      })),
      tick: (value) => axisText(metric, value),
    });
  return [chart(() => ({ svg: svg(), height: tornadoChartHeight(rows.length) }))];
}

/**
 * The simulated metric the histogram shows: the tornado's metric when it was simulated, else the
 * IRR, else the first; none when no run gave it a value or every run the same one.
 */
function histogramMetric({ risk }: RiskFigures): RiskMetric | null {
  const metrics = risk.simulation?.metrics ?? {};
  const candidates: RiskMetric[] = [risk.metric, 'irr', ...(Object.keys(metrics) as RiskMetric[])];
  const metric = candidates.find((m) => metrics[m] !== undefined);
  const stats = metric === undefined ? undefined : metrics[metric];
  if (metric === undefined || stats === undefined || stats.min === null || stats.max === null) return null;
  return stats.max > stats.min ? metric : null;
}

/** The histogram of the simulated metric with its P10, P50 and P90 (nothing when there is none to draw). */
function histogramChart(figures: RiskFigures): Content[] {
  const metric = histogramMetric(figures);
  const simulation = figures.risk.simulation;
  const stats = metric === null ? undefined : simulation?.metrics[metric];
  if (metric === null || simulation === null || stats === undefined) return [];
  const label = RISK_METRICS[metric].label;
  const valid =
    stats.valid === simulation.runs ? '' : ` (${stats.valid.toLocaleString('en-US')} with a value)`;
  const marks = (['p10', 'p50', 'p90'] as const).flatMap((key) => {
    const value = stats[key];
    return value === null ? [] : [{ value, label: `${key.toUpperCase()} ${metricText(metric, value)}` }];
  });
  return [
    chart(() => ({
      svg: histogramChartSvg({
        title: `${label} over ${simulation.runs.toLocaleString('en-US')} runs${valid}`,
        edges: stats.histogram.edges,
        counts: stats.histogram.counts,
        marks,
        tick: (value) => axisText(metric, value),
      }),
      height: HISTOGRAM_HEIGHT,
    })),
  ];
}

/**
 * The statistics grid as tables of {@link STATISTICS_PER_TABLE} figure columns, each led by the
 * metric, every column as wide as in the first table.
 */
function statisticsTables(grid: RiskGrid): Content[] {
  const tables: Content[] = [];
  const gaps = COLUMN_GAP * STATISTICS_PER_TABLE;
  const figureWidth = (PORTRAIT_CONTENT_WIDTH - METRIC_WIDTH - gaps) / STATISTICS_PER_TABLE;
  for (let from = 1; from < grid.header.length; from += STATISTICS_PER_TABLE) {
    const columns = [0];
    for (let j = from; j < Math.min(grid.header.length, from + STATISTICS_PER_TABLE); j++) columns.push(j);
    const widths = columns.map((j) => (j === 0 ? METRIC_WIDTH : figureWidth));
    const table = gridTable(grid, columns, widths);
    if (table.table.body.length > 1)
      tables.push({ ...table, margin: [0, tables.length === 0 ? 0 : 6, 0, 0] });
  }
  return tables;
}

/** The line under the heading: what the tornado is, and the base. */
function tornadoNote({ risk }: RiskFigures): string {
  const label = RISK_METRICS[risk.metric].label;
  return (
    `Each variable is set to its low, then its high value, everything else as entered; the largest ` +
    `swing first. Base ${label} (the deal as entered): ${metricText(risk.metric, risk.tornado.base)}.`
  );
}

/**
 * "Risk" (issue 28), on a new page: the tornado of the report's metric (its table, the base row in
 * bold, and its chart), then, when the page ran a simulation, its settings and statistics (in
 * tables of six figures beside the metric) and the histogram of its metric. `risk` defaults to
 * the project settings' defaults (no simulation). Nothing for a deal the engine cannot analyze.
 */
export function riskBlock(calculation: Calculation, risk?: RiskExport): Content[] {
  const figures = riskFigures(calculation, risk);
  if (figures === null) return [];
  const [tornado, ...simulation] = riskGrids(figures, 'pdf');
  if (tornado === undefined) return [];
  const blocks: Content[] = [
    heading(RISK_TITLE),
    { text: tornadoNote(figures), style: 'formulaLine' },
    part(tornado.title, [gridTable(tornado), ...tornadoChart(figures)]),
  ];
  for (const grid of simulation) {
    const statistics = grid.key === STATISTICS_KEY;
    const content = statistics
      ? [{ text: STATISTICS_NOTE, style: 'formulaLine' }, ...statisticsTables(grid)]
      : [gridTable(grid, undefined, [140, '*'])];
    blocks.push(part(grid.title, content));
  }
  if (figures.risk.simulation !== null) blocks.push(...histogramChart(figures));
  return onNewPage(blocks);
}
