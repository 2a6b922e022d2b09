import { formatNumber } from '@cre/underwriting';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormBinding } from './form-binding';
import { addTenant, duplicateTenant, removeTenant, summarizeLeaseRoll } from './lease-roll';
import { TenantBlock } from './tenant-block';

/** Empty-list text of the lease roll. */
export const EMPTY_LEASE_ROLL_TEXT =
  'No tenants added yet. Click "Add Tenant" to start building your lease roll.';

const pct = (value: number) => `${value.toFixed(1)}%`;

/**
 * The Multi-Tenant Lease Roll card: Add Tenant, a summary of total, leased and available square feet
 * (available labelled vacancy), and one block per tenant with duplicate and remove. Every edit reports
 * the whole updated list through the form binding.
 */
export function LeaseRollCard({ binding, today }: { binding: FormBinding; today: Date }) {
  const leases = binding.values.tenantLeases;
  const summary = summarizeLeaseRoll(leases, binding.values.sqft);
  const setLeases = (next: typeof leases) => binding.set('tenantLeases', next);
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      bg="var(--mantine-color-gray-light)"
      component="section"
      aria-labelledby="lease-roll-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={4} id="lease-roll-title">
              Multi-Tenant Lease Roll
            </Title>
            <Text size="sm" c="dimmed" data-testid="lease-roll-summary">
              Total: {formatNumber(summary.totalSqft)} sq ft (100.0%) · Leased:{' '}
              {formatNumber(summary.leasedSqft)} sq ft ({pct(summary.leasedPercent)}) · Available:{' '}
              {formatNumber(summary.availableSqft)} sq ft ({pct(summary.availablePercent)} vacancy)
            </Text>
          </div>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setLeases(addTenant(leases, today))}>
            Add Tenant
          </Button>
        </Group>
        {leases.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {EMPTY_LEASE_ROLL_TEXT}
          </Text>
        ) : (
          leases.map((lease, index) => (
            <TenantBlock
              key={index}
              index={index}
              lease={lease}
              binding={binding}
              onDuplicate={() => setLeases(duplicateTenant(leases, index))}
              onRemove={() => setLeases(removeTenant(leases, index))}
            />
          ))
        )}
      </Stack>
    </Card>
  );
}
