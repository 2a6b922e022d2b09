/**
 * The tornado chart's geometry, pure: for each row the variable's label, the bar from the base to
 * the metric at the low and at the high input, and the two end labels (each end's input value and
 * the metric there), the smaller metric's on the left of the bar and the larger's on its right.
 */
import type { RiskMetric, TornadoResult, TornadoRow } from '@cre/underwriting';
import { formatMetricShort, formatVariableValue, variableLabel } from './risk-format';

/** Below this width the end labels take two lines (the input value over the metric). */
export const COMPACT_WIDTH = 520;

/** Space kept for an end label on each side of the bars. */
const LABEL_ROOM = { wide: 150, compact: 84 } as const;
/** Height of a row (the variable's label above its bar). */
const ROW_HEIGHT = { wide: 44, compact: 64 } as const;
/** Where a row's bar starts below the row's top (under the variable's label and, narrow, the end labels' first line). */
const BAR_OFFSET = { wide: 20, compact: 30 } as const;
/** Height of the base's label above the rows. */
export const HEADER_HEIGHT = 24;
/** Height of a bar. */
export const BAR_HEIGHT = 16;

/** One end of a bar: its input, where it ends and what its label says. */
export interface TornadoEnd {
  side: 'low' | 'high';
  /** The input's value, formatted ("$1,350,000", "6.5%"). */
  input: string;
  /** The metric at that input, formatted ("12.40%"), "N/A" when it has none. */
  metric: string;
  /** Where the bar ends (the base's x when the metric has no value). */
  x: number;
}

/** One row of the chart. */
export interface TornadoBar {
  variable: string;
  label: string;
  /** Top of the row. */
  y: number;
  /** The end labelled on the left and the one labelled on the right. */
  left: TornadoEnd;
  right: TornadoEnd;
  /** True when the metric has no value at an end (no bar is drawn then). */
  missing: boolean;
}

/** The chart: its size, the base's position and label, and the rows. */
export interface TornadoLayout {
  width: number;
  height: number;
  compact: boolean;
  rowHeight: number;
  /** Where each bar starts below its row's top. */
  barOffset: number;
  /** Where the bars start and end at most (room for the end labels outside). */
  plotLeft: number;
  plotRight: number;
  baseX: number;
  baseLabel: string;
  bars: TornadoBar[];
}

/** The smallest and largest of the base and every metric at an end (a span of at least 1e-9). */
function domain(result: TornadoResult): [number, number] {
  const values = [result.base ?? 0];
  for (const row of result.rows) {
    if (row.metricAtLow !== null) values.push(row.metricAtLow);
    if (row.metricAtHigh !== null) values.push(row.metricAtHigh);
  }
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (hi - lo > 1e-9 * Math.max(1, Math.abs(hi))) return [lo, hi];
  const pad = Math.max(1, Math.abs(hi) * 0.05);
  return [lo - pad, hi + pad];
}

function barOf(
  row: TornadoRow,
  metric: RiskMetric,
  y: number,
  baseX: number,
  x: (value: number) => number,
): TornadoBar {
  const end = (side: 'low' | 'high'): TornadoEnd => {
    const value = side === 'low' ? row.metricAtLow : row.metricAtHigh;
    return {
      side,
      input: formatVariableValue(row.variable, side === 'low' ? row.low : row.high),
      metric: formatMetricShort(metric, value),
      x: value === null ? baseX : x(value),
    };
  };
  const low = end('low');
  const high = end('high');
  const lowFirst = low.x < high.x || (low.x === high.x && row.low <= row.high);
  return {
    variable: row.variable,
    label: variableLabel(row.variable),
    y,
    left: lowFirst ? low : high,
    right: lowFirst ? high : low,
    missing: row.metricAtLow === null || row.metricAtHigh === null,
  };
}

/** Lays the tornado out at `width` pixels (the rows in the engine's order, largest swing on top). */
export function tornadoLayout(result: TornadoResult, metric: RiskMetric, width: number): TornadoLayout {
  const compact = width < COMPACT_WIDTH;
  const room = compact ? LABEL_ROOM.compact : LABEL_ROOM.wide;
  const rowHeight = compact ? ROW_HEIGHT.compact : ROW_HEIGHT.wide;
  const plotLeft = room;
  const plotRight = Math.max(plotLeft + 40, width - room);
  const [lo, hi] = domain(result);
  const x = (value: number) => plotLeft + ((value - lo) / (hi - lo)) * (plotRight - plotLeft);
  const baseX = x(result.base ?? lo);
  const bars = result.rows.map((row, index) =>
    barOf(row, metric, HEADER_HEIGHT + index * rowHeight, baseX, x),
  );
  return {
    width,
    height: HEADER_HEIGHT + bars.length * rowHeight + 4,
    compact,
    rowHeight,
    barOffset: compact ? BAR_OFFSET.compact : BAR_OFFSET.wide,
    plotLeft,
    plotRight,
    baseX,
    baseLabel: `Base ${formatMetricShort(metric, result.base)}`,
    bars,
  };
}
