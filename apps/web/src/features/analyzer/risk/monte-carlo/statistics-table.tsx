import { type MetricStatistics, RISK_METRICS, type RiskMetric } from '@cre/underwriting';
import { Table } from '@mantine/core';
import { memo } from 'react';
import classes from './monte-carlo.module.css';
import { formatRiskValue, formatRuns } from './risk-format';

/** The statistics the table lists, in order, with their row labels. */
const ROWS: readonly { key: keyof MetricStatistics & string; label: string }[] = [
  { key: 'mean', label: 'Mean' },
  { key: 'sd', label: 'Standard deviation' },
  { key: 'min', label: 'Min' },
  { key: 'p5', label: 'P5' },
  { key: 'p10', label: 'P10' },
  { key: 'p25', label: 'P25' },
  { key: 'p50', label: 'P50 (median)' },
  { key: 'p75', label: 'P75' },
  { key: 'p90', label: 'P90' },
  { key: 'p95', label: 'P95' },
  { key: 'max', label: 'Max' },
];

/** A statistic's number (null when no run had a value). */
const statistic = (stats: MetricStatistics, key: string): number | null => {
  const value = stats[key as keyof MetricStatistics];
  return typeof value === 'number' ? value : null;
};

/**
 * The metric's statistics over the runs where it has a value: valid runs (of all runs), mean,
 * standard deviation, min, P5..P95 and max, in the metric's unit.
 */
export const StatisticsTable = memo(function StatisticsTable({
  metric,
  stats,
  runs,
}: {
  metric: RiskMetric;
  stats: MetricStatistics;
  runs: number;
}) {
  const label = RISK_METRICS[metric].label;
  return (
    <Table
      className={classes.stats}
      withTableBorder
      striped
      fz="sm"
      verticalSpacing={4}
      aria-label={`Statistics of ${label}`}
      data-testid="mc-statistics"
    >
      <Table.Tbody>
        <Table.Tr>
          <Table.Th scope="row">Valid runs</Table.Th>
          <Table.Td ta="right">{`${formatRuns(stats.valid)} of ${formatRuns(runs)}`}</Table.Td>
        </Table.Tr>
        {ROWS.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row">{row.label}</Table.Th>
            <Table.Td ta="right">{formatRiskValue(metric, statistic(stats, row.key))}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
});
