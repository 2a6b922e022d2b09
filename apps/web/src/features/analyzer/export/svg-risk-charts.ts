/**
 * The PDF's risk charts as SVG strings (drawn by pdfmake as vector graphics, like `svg-charts.ts`):
 * the tornado (a row per variable, its low and high bars drawn from the base, largest swing on
 * top) and the histogram of a simulated metric with its P10, P50 and P90 marked.
 */
import { niceScale } from './svg-charts';

/** Width of the risk charts: the portrait page's content width, in points. */
export const RISK_CHART_WIDTH = 532;

/** One end of a tornado bar: the metric there (null: none) and the variable's value as text. */
export interface TornadoEnd {
  metric: number | null;
  label: string;
}

/** One row of the tornado chart. */
export interface TornadoBar {
  label: string;
  low: TornadoEnd;
  high: TornadoEnd;
}

/** What the tornado chart draws: its title, the base, the bars (in order, top first) and the axis's figures. */
export interface TornadoChart {
  title: string;
  base: number;
  baseText: string;
  bars: readonly TornadoBar[];
  /** A tick of the metric's axis as text ("22%", "$1.5M", "2.4x"). */
  tick: (value: number) => string;
}

/** The colours of the low and the high value's bars. */
export const LOW_COLOR = '#f08c00';
export const HIGH_COLOR = '#1c7ed6';

const FONT = 'font-family="Roboto" font-size="8" fill="#495057"';
const TITLE_FONT = 'font-family="Roboto" font-size="11" fill="#1a1b1e"';
/** The tornado's geometry: the label column, the room kept for end labels, the rows. */
const LABEL_WIDTH = 128;
const END_ROOM = 58;
const PLOT_TOP = 50;
const ROW = 26;
const BAR = 9;
const AXIS_ROOM = 22;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const fixed = (value: number) => value.toFixed(1);

function svg(width: number, height: number, parts: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>${parts.join('')}</svg>`;
}

function text(x: number, y: number, content: string, anchor: 'start' | 'middle' | 'end', font = FONT) {
  return `<text x="${fixed(x)}" y="${fixed(y)}" text-anchor="${anchor}" ${font}>${escapeXml(content)}</text>`;
}

/** The height of a tornado chart of `bars` rows, in points. */
export const tornadoChartHeight = (bars: number) => PLOT_TOP + bars * ROW + AXIS_ROOM;

/** The legend, over the label column: a swatch and its words for the low and the high values. */
function legend(): string[] {
  return [
    `<rect x="4" y="${PLOT_TOP - 20}" width="10" height="8" fill="${LOW_COLOR}"/>`,
    text(18, PLOT_TOP - 13, 'Low value', 'start'),
    `<rect x="64" y="${PLOT_TOP - 20}" width="10" height="8" fill="${HIGH_COLOR}"/>`,
    text(78, PLOT_TOP - 13, 'High value', 'start'),
  ];
}

/**
 * The tornado chart (532 pt wide, 26 pt a row): for each variable, top first, its bar at the low
 * value (orange) and at the high value (blue), each drawn from the base line to the metric there
 * and labelled at its end with the variable's value ("N/A" at the base for a metric without a
 * value); the axis of the metric under the bars, the base line marked "Base 22.33%". Throws when
 * a figure is not finite.
 */
export function tornadoChartSvg(chart: TornadoChart): string {
  const metrics = chart.bars.flatMap((bar) => [bar.low.metric, bar.high.metric]);
  const values = [chart.base, ...metrics.filter((m): m is number => m !== null)];
  if (!values.every(Number.isFinite)) throw new Error('Tornado values must be finite numbers');
  const { lo, hi, step } = niceScale(Math.min(...values), Math.max(...values));
  const left = LABEL_WIDTH + END_ROOM;
  const right = RISK_CHART_WIDTH - END_ROOM;
  const x = (v: number) => left + ((v - lo) / (hi - lo)) * (right - left);
  const height = tornadoChartHeight(chart.bars.length);
  const bottom = PLOT_TOP + chart.bars.length * ROW;
  const parts = [text(RISK_CHART_WIDTH / 2, 16, chart.title, 'middle', TITLE_FONT), ...legend()];
  for (let tick = lo; tick <= hi + step / 2; tick += step) {
    parts.push(
      `<line x1="${fixed(x(tick))}" y1="${PLOT_TOP - 4}" x2="${fixed(x(tick))}" y2="${bottom}" stroke="#e9ecef" stroke-width="0.6"/>`,
      text(x(tick), bottom + 12, chart.tick(tick), 'middle'),
    );
  }
  const baseX = x(chart.base);
  chart.bars.forEach((bar, i) => {
    const top = PLOT_TOP + i * ROW;
    parts.push(text(LABEL_WIDTH - 4, top + ROW / 2 + 3, bar.label, 'end'));
    [
      { end: bar.low, y: top + 3, color: LOW_COLOR },
      { end: bar.high, y: top + 4 + BAR, color: HIGH_COLOR },
    ].forEach(({ end, y, color }) => {
      if (end.metric === null) {
        parts.push(text(baseX + 3, y + BAR - 1, `${end.label}: N/A`, 'start'));
        return;
      }
      const to = x(end.metric);
      const below = end.metric < chart.base;
      parts.push(
        `<rect x="${fixed(Math.min(to, baseX))}" y="${fixed(y)}" width="${fixed(Math.max(0.8, Math.abs(to - baseX)))}" height="${BAR}" fill="${color}"/>`,
        text(below ? to - 3 : to + 3, y + BAR - 1.5, end.label, below ? 'end' : 'start'),
      );
    });
  });
  parts.push(
    `<line x1="${fixed(baseX)}" y1="${PLOT_TOP - 8}" x2="${fixed(baseX)}" y2="${bottom}" stroke="#343a40" stroke-width="1"/>`,
    text(baseX, PLOT_TOP - 11, `Base ${chart.baseText}`, 'middle'),
  );
  return svg(RISK_CHART_WIDTH, height, parts);
}

/** What the histogram chart draws: a metric's 20 bins and its P10, P50 and P90. */
export interface HistogramChart {
  title: string;
  /** 21 bin edges, min to max. */
  edges: readonly number[];
  /** Runs in each of the 20 bins. */
  counts: readonly number[];
  /** The marked percentiles, each with its text ("P50 21.07%"). */
  marks: readonly { value: number; label: string }[];
  /** A value of the metric as an axis label. */
  tick: (value: number) => string;
}

/** Height of the histogram chart, in points. */
export const HISTOGRAM_HEIGHT = 220;
const HIST = { left: 46, right: 16, top: 58, bottom: 28 };

/**
 * The histogram chart (532 x 220 pt): a bar per bin over the metric's axis (the edges of bins 0,
 * 5, 10, 15 and 20 labelled), the runs on the left axis, and a dashed line with its label at each
 * mark (P10, P50, P90; labels on two staggered lines so that near marks stay readable). Throws
 * when there are no bins or the bins have no width (every run the same value).
 */
export function histogramChartSvg(chart: HistogramChart): string {
  const { edges, counts } = chart;
  const min = edges[0];
  const max = edges[edges.length - 1];
  if (counts.length === 0 || edges.length !== counts.length + 1 || min === undefined || max === undefined)
    throw new Error('A histogram needs its bins');
  if (!(max > min)) throw new Error('A histogram needs bins of some width');
  const plotW = RISK_CHART_WIDTH - HIST.left - HIST.right;
  const plotH = HISTOGRAM_HEIGHT - HIST.top - HIST.bottom;
  const x = (v: number) => HIST.left + ((v - min) / (max - min)) * plotW;
  const { hi, step } = niceScale(0, Math.max(1, ...counts));
  const y = (c: number) => HIST.top + plotH - (c / hi) * plotH;
  const parts = [text(RISK_CHART_WIDTH / 2, 16, chart.title, 'middle', TITLE_FONT)];
  for (let tick = 0; tick <= hi + step / 2; tick += step) {
    parts.push(
      `<line x1="${HIST.left}" y1="${fixed(y(tick))}" x2="${RISK_CHART_WIDTH - HIST.right}" y2="${fixed(y(tick))}" stroke="#e9ecef" stroke-width="0.6"/>`,
      text(HIST.left - 4, y(tick) + 3, Number(tick.toFixed(6)).toLocaleString('en-US'), 'end'),
    );
  }
  counts.forEach((count, i) => {
    const from = x(edges[i] ?? min);
    const to = x(edges[i + 1] ?? max);
    parts.push(
      `<rect x="${fixed(from + 0.5)}" y="${fixed(y(count))}" width="${fixed(Math.max(0, to - from - 1))}" height="${fixed(y(0) - y(count))}" fill="#74c0fc"/>`,
    );
  });
  for (let i = 0; i < edges.length; i += 5) {
    const edge = edges[i] ?? min;
    parts.push(text(x(edge), HISTOGRAM_HEIGHT - HIST.bottom + 12, chart.tick(edge), 'middle'));
  }
  parts.push(text(HIST.left - 4, HIST.top - 6, 'Runs', 'end'));
  chart.marks.forEach((mark, k) => {
    const at = x(Math.min(max, Math.max(min, mark.value)));
    parts.push(
      `<line x1="${fixed(at)}" y1="${HIST.top - 4 - (k % 2) * 10}" x2="${fixed(at)}" y2="${HIST.top + plotH}" stroke="#c92a2a" stroke-width="1" stroke-dasharray="3,2"/>`,
      text(at, HIST.top - 7 - (k % 2) * 10, mark.label, 'middle'),
    );
  });
  parts.push(
    `<line x1="${HIST.left}" y1="${fixed(y(0))}" x2="${RISK_CHART_WIDTH - HIST.right}" y2="${fixed(y(0))}" stroke="#868e96" stroke-width="0.8"/>`,
  );
  return svg(RISK_CHART_WIDTH, HISTOGRAM_HEIGHT, parts);
}
