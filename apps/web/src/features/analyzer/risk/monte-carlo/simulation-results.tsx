import {
  type MetricStatistics,
  RISK_METRIC_KEYS,
  RISK_METRICS,
  type RiskMetric,
  type SimulationResult,
} from '@cre/underwriting';
import { SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { HistogramChart } from './histogram-chart';
import { formatRuns, formatShare, formatTarget } from './risk-format';
import { IRR_METRICS } from './simulation-options';
import { StatisticsTable } from './statistics-table';

/** "Probability IRR below 0%: 12.3%" for each target of an IRR metric. */
function BelowTargets({ metric, stats }: { metric: RiskMetric; stats: MetricStatistics }) {
  if (!IRR_METRICS.includes(metric)) return null;
  const label = RISK_METRICS[metric].label;
  const targets = Object.entries(stats.below);
  if (targets.length === 0) return null;
  return (
    <Stack gap={2} data-testid="mc-below">
      {targets.map(([target, share]) => (
        <Text key={target} size="sm">
          {`Probability ${label} below ${formatTarget(Number(target))}: `}
          <Text span fw={600}>
            {formatShare(share)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** One metric's tab: its histogram, the probabilities below the IRR targets, and its statistics. */
function MetricPanel({ metric, stats, runs }: { metric: RiskMetric; stats: MetricStatistics; runs: number }) {
  if (stats.valid === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        {`No run gave a value for ${RISK_METRICS[metric].label}.`}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" pt="sm">
      <Stack gap="xs">
        <HistogramChart metric={metric} stats={stats} />
        <BelowTargets metric={metric} stats={stats} />
      </Stack>
      <StatisticsTable metric={metric} stats={stats} runs={runs} />
    </SimpleGrid>
  );
}

/**
 * A finished simulation: a tab per metric it reports (IRR first), each with the histogram (P10,
 * P50 and P90 marked), the probabilities below the IRR targets and the statistics table. Only
 * the open tab is rendered.
 */
export const SimulationResults = memo(function SimulationResults({
  result,
  elapsedMs,
  workers,
}: {
  result: SimulationResult;
  elapsedMs: number;
  workers: number;
}) {
  const metrics = RISK_METRIC_KEYS.filter((metric) => result.metrics[metric] !== undefined);
  const [tab, setTab] = useState<string | null>(metrics[0] ?? null);
  const open = tab && metrics.includes(tab as RiskMetric) ? tab : (metrics[0] ?? null);
  return (
    <Stack gap="xs" data-testid="mc-results">
      <Text size="xs" c="dimmed">
        {`${formatRuns(result.runs)} runs, seed ${result.seed}, in ${(elapsedMs / 1000).toFixed(2)} s on ${workers} ${workers === 1 ? 'worker' : 'workers'}`}
      </Text>
      <Tabs value={open} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          {metrics.map((metric) => (
            <Tabs.Tab key={metric} value={metric}>
              {RISK_METRICS[metric].label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {metrics.map((metric) => (
          <Tabs.Panel key={metric} value={metric}>
            <MetricPanel metric={metric} stats={result.metrics[metric]!} runs={result.runs} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
});
