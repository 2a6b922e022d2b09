import type { MetricStatistics, RiskMetric } from '@cre/underwriting';
import { RISK_METRICS } from '@cre/underwriting';
import { memo } from 'react';
import classes from './monte-carlo.module.css';
import { formatRiskTick, formatRuns } from './risk-format';

const WIDTH = 640;
const HEIGHT = 240;
const LEFT = 16;
const RIGHT = 16;
const TOP = 40;
const BOTTOM = 28;
const PLOT_W = WIDTH - LEFT - RIGHT;
const PLOT_H = HEIGHT - TOP - BOTTOM;
/** The edges labelled under the axis (every fifth of the 21). */
const TICK_EDGES = [0, 5, 10, 15, 20];

/** Props of {@link HistogramChart}. */
export interface HistogramChartProps {
  metric: RiskMetric;
  stats: MetricStatistics;
}

/**
 * The percentile markers and where each label goes: P50 centred on the top row; P10 left of its
 * line and P90 right of it on the second row, so the three never overlap.
 */
const MARKERS = [
  { key: 'p10', label: 'P10', row: 1, side: 'left' },
  { key: 'p50', label: 'P50', row: 0, side: 'centre' },
  { key: 'p90', label: 'P90', row: 1, side: 'right' },
] as const;
/** Room a marker's label needs beside its line (about 12 characters at 11 px). */
const LABEL_ROOM = 76;

/** Where a marker's label starts and how it is anchored, kept inside the chart. */
function labelPlace(
  at: number,
  side: 'left' | 'right' | 'centre',
): { x: number; anchor: 'start' | 'middle' | 'end' } {
  const fitsLeft = at - LABEL_ROOM >= 0;
  const fitsRight = at + LABEL_ROOM <= WIDTH;
  if (side === 'left') return fitsLeft ? { x: at - 4, anchor: 'end' } : { x: at + 4, anchor: 'start' };
  if (side === 'right') return fitsRight ? { x: at + 4, anchor: 'start' } : { x: at - 4, anchor: 'end' };
  if (at - LABEL_ROOM / 2 < 0) return { x: at, anchor: 'start' };
  return at + LABEL_ROOM / 2 > WIDTH ? { x: at, anchor: 'end' } : { x: at, anchor: 'middle' };
}

/**
 * The metric's histogram as an SVG (20 bars from the engine's edges and counts) with P10, P50 and
 * P90 marked by vertical lines and labelled with their values; the image's name says the same in
 * words. Nothing is drawn when no run has a value.
 */
export const HistogramChart = memo(function HistogramChart({ metric, stats }: HistogramChartProps) {
  const { edges, counts } = stats.histogram;
  const lo = edges[0];
  const hi = edges[20];
  if (stats.valid === 0 || lo === undefined || hi === undefined) return null;
  const label = RISK_METRICS[metric].label;
  const span = hi - lo;
  const x = (value: number) => LEFT + (span > 0 ? ((value - lo) / span) * PLOT_W : PLOT_W / 2);
  const tallest = Math.max(1, ...counts);
  const barW = PLOT_W / counts.length;
  const marked = MARKERS.map((marker) => ({ ...marker, value: stats[marker.key] })).filter(
    (marker): marker is (typeof MARKERS)[number] & { value: number } => marker.value !== null,
  );
  const summary = marked.map((m) => `${m.label} ${formatRiskTick(metric, m.value)}`).join(', ');
  return (
    <svg
      className={classes.histogram}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Histogram of ${label} over ${formatRuns(stats.valid)} runs: ${summary}`}
      data-testid="mc-histogram"
      data-metric={metric}
    >
      {counts.map((count, i) => {
        const h = (count / tallest) * PLOT_H;
        const from = edges[i]!;
        const to = edges[i + 1]!;
        return (
          <rect
            key={i}
            className={classes.bar}
            x={LEFT + i * barW + 1}
            y={TOP + PLOT_H - h}
            width={Math.max(0, barW - 2)}
            height={h}
          >
            <title>{`${formatRiskTick(metric, from)} to ${formatRiskTick(metric, to)}: ${formatRuns(count)} runs`}</title>
          </rect>
        );
      })}
      <line className={classes.axis} x1={LEFT} x2={LEFT + PLOT_W} y1={TOP + PLOT_H} y2={TOP + PLOT_H} />
      {TICK_EDGES.map((i) => (
        <text
          key={i}
          className={classes.tick}
          x={LEFT + (i / 20) * PLOT_W}
          y={HEIGHT - 8}
          textAnchor={i === 0 ? 'start' : i === 20 ? 'end' : 'middle'}
        >
          {formatRiskTick(metric, edges[i]!)}
        </text>
      ))}
      {marked.map((m) => {
        const at = x(m.value);
        const place = labelPlace(at, m.side);
        return (
          <g key={m.key} data-marker={m.label}>
            <line
              className={m.key === 'p50' ? `${classes.marker} ${classes.median}` : classes.marker}
              x1={at}
              x2={at}
              y1={TOP - 4}
              y2={TOP + PLOT_H}
            />
            <text className={classes.markerLabel} x={place.x} y={14 + m.row * 16} textAnchor={place.anchor}>
              {`${m.label} ${formatRiskTick(metric, m.value)}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
});
