import { RISK_METRICS, type RiskMetric, type TornadoResult } from '@cre/underwriting';
import { useElementSize } from '@mantine/hooks';
import { memo, useMemo } from 'react';
import classes from './risk.module.css';
import { formatMetricValue, formatVariableValue, variableLabel } from './risk-format';
import { BAR_HEIGHT, type TornadoBar, type TornadoEnd, tornadoLayout } from './tornado-layout';

/** Width laid out before the chart's box is measured (and in tests, where nothing has a size). */
const FALLBACK_WIDTH = 640;
/** Rows the chart's accessible summary names (the table beside it lists them all). */
const SUMMARY_ROWS = 3;

/**
 * The chart's accessible name: the metric, its base and the largest swings, each with the inputs
 * and the metric at both ends ("Tornado of IRR, base 14.21%. Largest swings: Exit cap rate 6.5%
 * to 7.5%, IRR 17.02% to 11.40%; ...").
 */
export function tornadoSummary(result: TornadoResult, metric: RiskMetric): string {
  const name = RISK_METRICS[metric].label;
  const head = `Tornado of ${name}, base ${formatMetricValue(metric, result.base)}.`;
  if (result.rows.length === 0) return `${head} No input moves it.`;
  const rows = result.rows.slice(0, SUMMARY_ROWS).map((row) => {
    const inputs = `${formatVariableValue(row.variable, row.low)} to ${formatVariableValue(row.variable, row.high)}`;
    const metrics = `${formatMetricValue(metric, row.metricAtLow)} to ${formatMetricValue(metric, row.metricAtHigh)}`;
    return `${variableLabel(row.variable)} ${inputs}, ${name} ${metrics}`;
  });
  return `${head} Largest swings: ${rows.join('; ')}.`;
}

/** An end's label: the input value, then the metric there (one line, or two on a narrow chart). */
function EndLabel({
  end,
  x,
  y,
  anchor,
  compact,
}: {
  end: TornadoEnd;
  x: number;
  y: number;
  anchor: 'start' | 'end';
  compact: boolean;
}) {
  if (compact) {
    return (
      <text x={x} y={y - 2} textAnchor={anchor} className={classes.endLabel}>
        <tspan x={x} className={classes.endInput}>
          {end.input}
        </tspan>
        <tspan x={x} dy={13} className={classes.endMetric}>
          {end.metric}
        </tspan>
      </text>
    );
  }
  return (
    <text x={x} y={y + 4} textAnchor={anchor} className={classes.endLabel}>
      <tspan className={classes.endInput}>{end.input}</tspan>
      <tspan className={classes.endMetric} dx={6}>
        {end.metric}
      </tspan>
    </text>
  );
}

/** One row: the variable's label, the two half-bars from the base, the end labels. */
const Row = memo(function Row({
  bar,
  baseX,
  compact,
  barOffset,
}: {
  bar: TornadoBar;
  baseX: number;
  compact: boolean;
  barOffset: number;
}) {
  const top = bar.y + barOffset;
  const middle = top + BAR_HEIGHT / 2;
  const half = (end: TornadoEnd) => {
    const from = Math.min(baseX, end.x);
    const width = Math.max(Math.abs(end.x - baseX), 1.5);
    return (
      <rect
        x={end.x === baseX ? baseX - 0.75 : from}
        y={top}
        width={width}
        height={BAR_HEIGHT}
        rx={2}
        className={end.side === 'low' ? classes.barLow : classes.barHigh}
        data-side={end.side}
      />
    );
  };
  const leftX = Math.min(bar.left.x, baseX) - 6;
  const rightX = Math.max(bar.right.x, baseX) + 6;
  return (
    <g data-variable={bar.variable}>
      <text x={0} y={bar.y + 13} className={classes.rowLabel}>
        {bar.label}
      </text>
      {bar.missing ? null : (
        <>
          {half(bar.left)}
          {half(bar.right)}
        </>
      )}
      <EndLabel end={bar.left} x={leftX} y={middle} anchor="end" compact={compact} />
      <EndLabel end={bar.right} x={rightX} y={middle} anchor="start" compact={compact} />
    </g>
  );
});

/** Props of {@link TornadoChart}. */
export interface TornadoChartProps {
  result: TornadoResult;
  metric: RiskMetric;
}

/**
 * The tornado as an SVG drawn by React: one row per variable, largest swing on top, two bars from
 * the base (the metric of the deal as it is, the dashed line) to the metric at the variable's low
 * and at its high input, each end labelled with the input's value and the metric there. The SVG is
 * an image (`role="img"`) named by a summary; the table beside it lists every row.
 */
export const TornadoChart = memo(function TornadoChart({ result, metric }: TornadoChartProps) {
  const { ref, width: measured } = useElementSize();
  const width = measured > 0 ? Math.round(measured) : FALLBACK_WIDTH;
  const layout = useMemo(() => tornadoLayout(result, metric, width), [result, metric, width]);
  const summary = useMemo(() => tornadoSummary(result, metric), [result, metric]);
  return (
    <div ref={ref} className={classes.chartBox}>
      <svg
        role="img"
        aria-label={summary}
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        className={classes.chart}
        data-testid="tornado-chart"
      >
        {layout.bars.map((bar) => (
          <Row
            key={bar.variable}
            bar={bar}
            baseX={layout.baseX}
            compact={layout.compact}
            barOffset={layout.barOffset}
          />
        ))}
        <line x1={layout.baseX} x2={layout.baseX} y1={16} y2={layout.height} className={classes.baseLine} />
        <text x={layout.baseX} y={12} textAnchor="middle" className={classes.baseLabel}>
          {layout.baseLabel}
        </text>
      </svg>
    </div>
  );
});
