import type { AnalysisInput, AnalysisResult, MetricKey } from '@cre/underwriting';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { ReadyAnswersRow } from '../goal-seek/ready-answers-row';
import { CatalogMetricTile } from './metric-tile';

/** The Key Financial Metrics tiles, in order; `signed` figures show red when negative. */
export const KEY_METRICS: readonly { metric: MetricKey; signed?: boolean }[] = [
  { metric: 'noi', signed: true },
  { metric: 'propertyValue' },
  { metric: 'cashOnCash', signed: true },
  { metric: 'irr', signed: true },
  { metric: 'roi', signed: true },
  { metric: 'roe', signed: true },
  { metric: 'annualCashFlow', signed: true },
  { metric: 'annualDebtService' },
  { metric: 'downPayment' },
  { metric: 'loanAmount' },
];

/** The Lender Metrics tiles, in order, each with its catalog explanation on hover (NPV only when computed). */
export const LENDER_METRICS: readonly MetricKey[] = [
  'dscr',
  'debtYield',
  'breakEvenOccupancy',
  'equityMultiple',
  'npv',
];

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
        {KEY_METRICS.map(({ metric, signed }) => (
          <CatalogMetricTile key={metric} metric={metric} value={result[metric]} signed={signed} />
        ))}
      </SimpleGrid>
      {deal ? <ReadyAnswersRow deal={deal} /> : null}
      <Title order={4}>Lender Metrics</Title>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {LENDER_METRICS.filter((metric) => metric !== 'npv' || result.npv !== null).map((metric) => (
          <CatalogMetricTile key={metric} metric={metric} value={result[metric]} explained />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
