import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AdminUser } from '../../lib/api-types';
import { formatShortDate } from '../../lib/format';
import { propertyCountLabel } from './admin-labels';
import { AdminMoreProjects } from './admin-more-projects';
import { AdminPropertyRow } from './admin-property-row';

/** Props of {@link AdminUserCard}. */
export interface AdminUserCardProps {
  user: AdminUser;
  /** The user is the one specific admin account with the server's isAdmin (ADMIN badge). */
  isSpecialAdmin: boolean;
  canDelete: boolean;
  onDelete: (user: AdminUser) => void;
}

/**
 * A user in the admin console with badges, id, join date, property count, their most recently
 * updated projects and the rest on demand.
 */
export function AdminUserCard({ user, isSpecialAdmin, canDelete, onDelete }: AdminUserCardProps) {
  return (
    <Card component="li">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Text fw={700} style={{ wordBreak: 'break-all' }}>
                {user.email}
              </Text>
              {isSpecialAdmin ? (
                <Badge color="navy" variant="filled" size="sm">
                  ADMIN
                </Badge>
              ) : null}
              <Badge color={user.isEmailVerified ? 'green' : 'orange'} variant="light" size="sm">
                {user.isEmailVerified ? 'Verified' : 'Unverified'}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              ID: {user.id} · Joined {formatShortDate(user.createdAt)} ·{' '}
              {propertyCountLabel(user.propertyCount)}
            </Text>
          </Stack>
          {canDelete ? (
            <Tooltip label="Delete user">
              <ActionIcon
                color="red"
                variant="light"
                size="lg"
                aria-label={`Delete user ${user.email}`}
                onClick={() => onDelete(user)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        {user.properties.length === 0 ? (
          <Text size="sm" c="dimmed" fs="italic">
            No properties analyzed yet
          </Text>
        ) : (
          <Stack gap="xs">
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {user.properties.map((property) => (
                <AdminPropertyRow key={property.id} property={property} />
              ))}
            </Stack>
            <AdminMoreProjects user={user} />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
