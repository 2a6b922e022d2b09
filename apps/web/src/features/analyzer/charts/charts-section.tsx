import '@mantine/charts/styles.css';
import type { AnalysisResult } from '@cre/underwriting';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, Card, SimpleGrid, Title } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { money, percent } from '../display-format';
import { chartRows } from './chart-data';

const CHART_HEIGHT = 240;
const CHART_COUNT = 3;

function ChartCard({ title, shown, children }: { title: string; shown: boolean; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="h4" mb="md">
        {title}
      </Title>
      {shown ? children : <Box h={CHART_HEIGHT} />}
    </Card>
  );
}

/**
 * How many charts are mounted: one more per task, so each chart's mount (recharts' measuring and
 * store updates, which cannot be interrupted) is a short task of its own.
 */
function useChartsMounted(): number {
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (mounted >= CHART_COUNT) return;
    const timer = setTimeout(() => setMounted((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [mounted]);
  return mounted;
}

/**
 * The charts of a calculation: annual cash flow (bar), ROI trend (line), property value (line).
 * The default export lets the page load recharts in its own chunk, after the first calculation. The
 * charts mount one per task (a same-height placeholder holds each one's place until then).
 */
export default function ChartsSection({ result }: { result: AnalysisResult }) {
  const data = useMemo(() => chartRows(result), [result]);
  const mounted = useChartsMounted();
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }}>
      <ChartCard title="Annual Cash Flow" shown={mounted > 0}>
        <BarChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="year"
          series={[{ name: 'cashFlow', label: 'Cash Flow', color: 'blue.6' }]}
          valueFormatter={money}
          getBarColor={(value) => (value < 0 ? 'red.6' : 'blue.6')}
          yAxisProps={{ width: 80 }}
        />
      </ChartCard>
      <ChartCard title="ROI Trend" shown={mounted > 1}>
        <LineChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="year"
          series={[{ name: 'roi', label: 'ROI', color: 'teal.6' }]}
          valueFormatter={percent}
          yAxisProps={{ width: 64 }}
        />
      </ChartCard>
      <ChartCard title="Property Value Appreciation" shown={mounted > 2}>
        <LineChart
          h={CHART_HEIGHT}
          data={data}
          dataKey="year"
          series={[{ name: 'value', label: 'Property Value', color: 'indigo.6' }]}
          valueFormatter={money}
          yAxisProps={{ width: 90, domain: ['auto', 'auto'] }}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
