import { type AnalysisResult, formatMetricValue, METRICS } from '@cre/underwriting';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { money, percent } from '../display-format';
import type { AnalyzerFormValues } from '../model/form-values';
import { NEGATIVE_TEXT, POSITIVE_TEXT } from '../tones';
import { CatalogMetricTile, MetricTile } from './metric-tile';

/** Cap rate tiles: going-in, exit (entered or going-in + 0.5) and the market cap rate used for value. */
export function CapRateTiles({ values, result }: { values: AnalyzerFormValues; result: AnalysisResult }) {
  return (
    <Stack gap="md">
      <Title order={4}>Cap Rates</Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <CatalogMetricTile metric="goingInCapRate" value={result.goingInCapRate} />
        <CatalogMetricTile metric="exitCapRate" value={result.exitCapRate} />
        <MetricTile
          label="Market Cap Rate"
          value={values.marketCapRate === null ? 'Not set' : percent(values.marketCapRate)}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** Market Value Analysis: value against price, and how the value was derived. */
export function MarketValueAnalysis({
  values,
  result,
}: {
  values: AnalyzerFormValues;
  result: AnalysisResult;
}) {
  const difference = result.propertyValue - values.purchasePrice;
  const share = values.purchasePrice > 0 ? (difference / values.purchasePrice) * 100 : 0;
  const basis =
    values.marketCapRate !== null && result.noi > 0
      ? `Value = ${METRICS.noi.noun} ${formatMetricValue('noi', result.noi)} / market cap rate ${percent(values.marketCapRate)}.`
      : 'No market cap rate applies (not set, or NOI not positive), so the value is the purchase price.';
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Title order={4}>Market Value Analysis</Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <div>
            <Text size="sm" c="dimmed">
              Purchase Price
            </Text>
            <Text fw={700}>{money(values.purchasePrice)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {METRICS.propertyValue.label}
            </Text>
            <Text fw={700}>{formatMetricValue('propertyValue', result.propertyValue)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {difference >= 0 ? 'Value Above Price' : 'Value Below Price'}
            </Text>
            <Text fw={700} style={{ color: difference < 0 ? NEGATIVE_TEXT : POSITIVE_TEXT }}>
              {money(Math.abs(difference))} ({percent(Math.abs(share))})
            </Text>
          </div>
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {basis}
        </Text>
      </Stack>
    </Card>
  );
}

const TIER_LABELS = {
  'short-term': 'Short-term',
  'medium-term': 'Medium-term',
  'long-term': 'Long-term',
} as const;

/** Recommended Hold Period: the IRR-maximising hold between 3 and 15 years, its tier and reason. */
export function HoldRecommendation({ result }: { result: AnalysisResult }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={4}>Recommended Hold Period</Title>
          <Badge variant="light">{TIER_LABELS[result.optimalHoldTier]}</Badge>
        </Group>
        <Text fz="xl" fw={700}>
          {formatMetricValue('optimalHoldPeriod', result.optimalHoldPeriod)}
        </Text>
        <Text size="sm">{result.optimalHoldReason}</Text>
      </Stack>
    </Card>
  );
}
