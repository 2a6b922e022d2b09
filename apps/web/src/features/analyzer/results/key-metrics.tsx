import { type AnalysisInput, type AnalysisResult, METRICS } from '@cre/underwriting';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { ReadyAnswersRow } from '../goal-seek/ready-answers-row';
import { KEY_METRIC_TILES, shownLenderMetrics } from '../report/metric-sections';
import { CatalogMetricTile } from './metric-tile';

/**
 * Key Financial Metrics, the ready answers (max price for the target IRR, DSCR and cash-on-cash;
 * with `deal`, the calculated deal) and the lender metrics (DSCR, debt yield, break-even
 * occupancy, equity multiple, NPV), labelled and formatted by the metric catalog.
 */
export function KeyMetrics({ result, deal }: { result: AnalysisResult; deal?: AnalysisInput }) {
  return (
    <Stack gap="md">
      <Title order={3}>Key Financial Metrics</Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {KEY_METRIC_TILES.map((metric) => (
          <CatalogMetricTile
            key={metric}
            metric={metric}
            value={result[metric]}
            signed={METRICS[metric].higherIsBetter === true}
          />
        ))}
      </SimpleGrid>
      {deal ? <ReadyAnswersRow deal={deal} /> : null}
      <Title order={4}>Lender Metrics</Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {shownLenderMetrics(result).map((metric) => (
          <CatalogMetricTile key={metric} metric={metric} value={result[metric]} explained />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
