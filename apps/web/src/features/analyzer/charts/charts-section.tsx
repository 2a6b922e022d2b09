import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Box, Card, SimpleGrid, Title } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { money, percent } from '../display-format';
import type { Calculation } from '../model/calculation';
import { chartRows, expirationRows } from './chart-data';

const CHART_HEIGHT = 240;
const CHART_COUNT = 4;

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
function useChartsMounted(count: number): number {
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (mounted >= count) return;
    const timer = setTimeout(() => setMounted((count) => count + 1), 0);
    return () => clearTimeout(timer);
  }, [mounted, count]);
  return mounted;
}

/**
 * The charts of a calculation: annual cash flow (bar), ROI trend (line), property value (line) and,
 * lease by lease, the lease expirations (bar: sq ft expiring per projection year as a share of the
 * building). The default export lets the page load recharts in its own chunk, after the first
 * calculation. The charts mount one per task (a same-height placeholder holds each one's place
 * until then).
 */
export default function ChartsSection({ calculation }: { calculation: Calculation }) {
  const { result } = calculation;
  const data = useMemo(() => chartRows(result), [result]);
  const expirations = useMemo(() => expirationRows(calculation), [calculation]);
  const mounted = useChartsMounted(expirations === null ? CHART_COUNT - 1 : CHART_COUNT);
  return (
    <SimpleGrid cols={{ base: 1, lg: expirations === null ? 3 : 2 }}>
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
      {expirations === null ? null : (
        <ChartCard title="Lease Expirations" shown={mounted > 3}>
          <BarChart
            h={CHART_HEIGHT}
            data={expirations}
            dataKey="year"
            series={[{ name: 'share', label: 'Share of building expiring', color: 'orange.7' }]}
            valueFormatter={(value) => `${value.toFixed(1)}%`}
            xAxisLabel="Projection year"
            yAxisProps={{ width: 56 }}
          />
        </ChartCard>
      )}
    </SimpleGrid>
  );
}
