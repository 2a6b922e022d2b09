import { Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminProperty, AdminUser } from '../../lib/api-types';
import { showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { AdminPropertyRow } from './admin-property-row';

/** Projects fetched per click of "Show more projects". */
export const MORE_PROJECTS_PAGE = 25;

/**
 * A user's projects past the 5 recent ones the list carries, fetched on demand a page at a time
 * (`admin.userProperties`, continuing from the row's `propertiesCursor`).
 */
export function AdminMoreProjects({ user }: { user: AdminUser }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [more, setMore] = useState<AdminProperty[]>([]);
  const [cursor, setCursor] = useState(user.propertiesCursor);
  const [loading, setLoading] = useState(false);
  const remaining = user.propertyCount - user.properties.length - more.length;
  const load = async () => {
    if (!cursor) return;
    setLoading(true);
    try {
      const page = await queryClient.fetchQuery(
        trpc.admin.userProperties.queryOptions({ id: user.id, limit: MORE_PROJECTS_PAGE, cursor }),
      );
      setMore((shown) => [...shown, ...page.items]);
      setCursor(page.nextCursor);
    } catch {
      showToast({ title: 'Error', message: 'Projects could not be loaded', color: 'red' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      {more.length > 0 ? (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {more.map((property) => (
            <AdminPropertyRow key={property.id} property={property} />
          ))}
        </Stack>
      ) : null}
      {cursor && remaining > 0 ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={load}
          loading={loading}
          style={{ alignSelf: 'flex-start' }}
        >
          {`Show ${Math.min(remaining, MORE_PROJECTS_PAGE)} more of ${remaining.toLocaleString('en-US')} projects`}
        </Button>
      ) : null}
    </>
  );
}
