import '@mantine/charts/styles.css';
import type { AnalysisResult } from '@cre/underwriting';
import { BarChart } from '@mantine/charts';
import { useMemo } from 'react';
import { money } from '../display-format';
import { tierChartRows } from './chart-data';

/** The tiers' colours in order: preferred return first, the residual last (up to seven tiers). */
const TIER_COLORS = ['blue.6', 'cyan.6', 'teal.6', 'green.6', 'lime.6', 'yellow.6', 'orange.6'];

/**
 * "Distributions by tier": the waterfall's distributions of each year stacked by tier (`names`, in
 * `byTier`'s order), one bar per year, `height` pixels tall. The default export lets the results load recharts in its
 * own chunk, only for a deal with a waterfall.
 */
export default function DistributionsChart({
  result,
  names,
  height,
}: {
  result: AnalysisResult;
  names: readonly string[];
  height: number;
}) {
  const data = useMemo(() => tierChartRows(result), [result]);
  const series = names.map((name, k) => ({
    name: `tier${k}`,
    label: name,
    color: TIER_COLORS[k % TIER_COLORS.length] as string,
  }));
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="year"
      type="stacked"
      series={series}
      valueFormatter={money}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      yAxisProps={{ width: 80 }}
    />
  );
}
