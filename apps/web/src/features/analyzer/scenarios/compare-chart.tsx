import '@mantine/charts/styles.css';
import type { ScenarioAnalysis } from '@cre/underwriting';
import { LineChart } from '@mantine/charts';
import { useMemo } from 'react';
import { money } from '../display-format';
import { SCENARIO_COLORS } from './compare-chart-colors';
import { cashFlowRows, seriesKey } from './compare-model';

/**
 * The yearly cash flow of every scenario, one line each (default export: recharts loads in the
 * charts' own chunk).
 */
export default function CompareCashFlowChart({ analyses }: { analyses: ScenarioAnalysis[] }) {
  const data = useMemo(() => cashFlowRows(analyses), [analyses]);
  const series = analyses.map((analysis, index) => ({
    name: seriesKey(index),
    label: analysis.name,
    color: SCENARIO_COLORS[index % SCENARIO_COLORS.length] as string,
  }));
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="year"
      series={series}
      curveType="linear"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={money}
      yAxisProps={{ width: 80 }}
      connectNulls
      aria-label="Annual cash flow by scenario"
    />
  );
}
