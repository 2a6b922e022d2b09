import '@mantine/charts/styles.css';
import type { AnalysisResult } from '@cre/underwriting';
import { BarChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { money, percent } from '../display-format';
import { chartRows } from './chart-data';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} fz="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * The charts of a calculation: annual cash flow (bar), ROI trend (line), property value (line).
 * The default export lets the page load recharts in its own chunk, after the first calculation.
 */
export default function ChartsSection({ result }: { result: AnalysisResult }) {
  const data = useMemo(() => chartRows(result), [result]);
  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }}>
      <ChartCard title="Annual Cash Flow">
        <BarChart
          h={240}
          data={data}
          dataKey="year"
          series={[{ name: 'cashFlow', label: 'Cash Flow', color: 'blue.6' }]}
          valueFormatter={money}
          getBarColor={(value) => (value < 0 ? 'red.6' : 'blue.6')}
          yAxisProps={{ width: 80 }}
        />
      </ChartCard>
      <ChartCard title="ROI Trend">
        <LineChart
          h={240}
          data={data}
          dataKey="year"
          series={[{ name: 'roi', label: 'ROI', color: 'teal.6' }]}
          valueFormatter={percent}
          yAxisProps={{ width: 64 }}
        />
      </ChartCard>
      <ChartCard title="Property Value Appreciation">
        <LineChart
          h={240}
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
