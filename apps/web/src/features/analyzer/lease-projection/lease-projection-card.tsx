import type { AnalysisResult } from '@cre/underwriting';
import { Card, Stack, Text, Title } from '@mantine/core';
import { memo, useMemo } from 'react';
import { annualLeaseLines, type LeaseProjectionTerms } from '../report/annual-lines';
import { LeaseCashFlowTable } from './lease-cash-flow-table';
import { RolloverTable } from './rollover-table';

export type { LeaseProjectionTerms } from '../report/annual-lines';

/**
 * The lease-by-lease projection of the live result: the annual cash flow for years 1..holdPeriod + 1
 * (the hold and the year its sale is priced on) and the rollover schedule. Nothing when the result
 * has no lease projection (simple mode).
 */
export const LeaseProjectionCard = memo(function LeaseProjectionCard({
  result,
  terms,
  asOf,
}: {
  result: AnalysisResult;
  terms: LeaseProjectionTerms;
  asOf: string;
}) {
  const projection = result.leaseProjection;
  const lines = useMemo(() => annualLeaseLines(terms, result), [terms, result]);
  if (projection === null) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="lease-projection-title">
      <Stack gap="md">
        <Title order={3} id="lease-projection-title">
          Lease-by-Lease Projection
        </Title>
        <Text size="sm" c="dimmed">
          Every lease month by month: steps on its anniversaries, expiries, downtime, free rent, TI and
          leasing commissions at the market leasing assumptions. Updates as you type.
        </Text>
        <LeaseCashFlowTable lines={lines} />
        <Title order={4} id="rollovers-title">
          Lease Expirations &amp; Rollovers
        </Title>
        <RolloverTable rollovers={projection.rollovers} asOf={asOf} />
      </Stack>
    </Card>
  );
});
