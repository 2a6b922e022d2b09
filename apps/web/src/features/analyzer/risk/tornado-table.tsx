import { RISK_METRICS, type RiskMetric, type TornadoResult, type TornadoRow } from '@cre/underwriting';
import { memo } from 'react';
import classes from './risk.module.css';
import { formatMetricValue, formatSwing, formatVariableValue, variableLabel } from './risk-format';

const Row = memo(function Row({ row, metric }: { row: TornadoRow; metric: RiskMetric }) {
  return (
    <tr>
      <th scope="row">{variableLabel(row.variable)}</th>
      <td>{formatVariableValue(row.variable, row.low)}</td>
      <td>{formatMetricValue(metric, row.metricAtLow)}</td>
      <td>{formatVariableValue(row.variable, row.high)}</td>
      <td>{formatMetricValue(metric, row.metricAtHigh)}</td>
      <td>{formatSwing(metric, row.swing)}</td>
    </tr>
  );
});

/**
 * The tornado's rows as a compact table (the chart's text for screen readers, and the exact figures
 * for anyone): each variable's low and high input, the metric at each, and the swing, largest first.
 */
export const TornadoTable = memo(function TornadoTable({
  result,
  metric,
}: {
  result: TornadoResult;
  metric: RiskMetric;
}) {
  const name = RISK_METRICS[metric].label;
  return (
    <div className={classes.scroll}>
      <table className={classes.table} data-testid="tornado-table">
        <caption className={classes.caption}>
          {name} at each variable's low and high input; base {formatMetricValue(metric, result.base)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Variable</th>
            <th scope="col">Low</th>
            <th scope="col">{name} at Low</th>
            <th scope="col">High</th>
            <th scope="col">{name} at High</th>
            <th scope="col">Swing</th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <Row key={row.variable} row={row} metric={metric} />
          ))}
        </tbody>
      </table>
    </div>
  );
});
