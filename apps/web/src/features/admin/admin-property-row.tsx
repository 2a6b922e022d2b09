import { Money } from '@cre/ui';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminProperty } from '../../lib/api-types';
import { formatShortDate } from '../../lib/format';
import { addressLine } from './admin-labels';

/** One property of a user in the admin console. */
export function AdminPropertyRow({ property }: { property: AdminProperty }) {
  const created = formatShortDate(property.createdAt);
  const updated = property.updatedAt ? formatShortDate(property.updatedAt) : '';
  return (
    <Paper withBorder p="sm" radius="md" component="li">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
          <Text fw={600}>{property.name?.trim() ? property.name : 'Unnamed Property'}</Text>
          <Text size="sm" c="dimmed">
            {addressLine(property)}
          </Text>
          <Text size="xs" c="dimmed">
            Created {created}
            {updated && updated !== created ? ` · Updated ${updated}` : ''}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end">
          <Money value={property.purchasePrice} fw={700} />
          <Text size="sm" c="dimmed">
            {property.sqft.toLocaleString('en-US')} sq ft
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
