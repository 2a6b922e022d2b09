import type { AnalysisResult } from '@cre/underwriting';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { LeaseCashFlowTable } from '../analyzer/lease-projection/lease-cash-flow-table';
import { RolloverTable } from '../analyzer/lease-projection/rollover-table';
import { annualLeaseLines, type LeaseProjectionTerms } from '../analyzer/report/annual-lines';

/**
 * The lease-by-lease projection of a shared analysis: the analyzer's annual cash flow and rollover
 * tables, introduced for a reader rather than an editor. Nothing in simple mode.
 */
export function SharedLeaseProjection({
  result,
  terms,
  asOf,
}: {
  result: AnalysisResult;
  terms: LeaseProjectionTerms;
  asOf: string;
}) {
  const lines = useMemo(() => annualLeaseLines(terms, result), [terms, result]);
  const projection = result.leaseProjection;
  if (projection === null) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="lease-projection-title">
      <Stack gap="md">
        <Title order={2} fz="h3" id="lease-projection-title">
          Lease-by-Lease Projection
        </Title>
        <Text size="sm" c="dimmed">
          Every lease month by month: steps on its anniversaries, expiries, downtime, free rent, TI and
          leasing commissions at the market leasing assumptions.
        </Text>
        <LeaseCashFlowTable lines={lines} />
        <Title order={3} fz="h4" id="rollovers-title">
          Lease Expirations &amp; Rollovers
        </Title>
        <RolloverTable rollovers={projection.rollovers} asOf={asOf} />
      </Stack>
    </Card>
  );
}
