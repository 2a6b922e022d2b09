import { AppHeader, ConfirmDialog } from '@cre/ui';
import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { AdminUser } from '../../lib/api-types';
import { isSpecialAdmin, isSpecialAdminEmail, useCurrentUser } from '../../lib/auth';
import { useBrokerConfig } from '../../lib/broker-config';
import { usePageTitle } from '../../lib/page-title';
import { httpFailureMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { AccessDenied } from '../session/access-denied';
import { FIRST_USERS_PAGE, USERS_PER_PAGE } from './admin-query';
import { AdminUserCard } from './admin-user-card';

/** "1 user", "20,000 users". */
export function userCountLabel(count: number): string {
  return count === 1 ? '1 user' : `${count.toLocaleString('en-US')} users`;
}

/**
 * The admin console: users a page at a time (keyset pages of 50 in account order, `admin.usersPage`),
 * an email search, the total, each user's recent projects with the rest on demand, and deleting
 * users (the page shown stays the page shown).
 */
export function AdminPage() {
  usePageTitle('Admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user: me } = useCurrentUser();
  const { config } = useBrokerConfig();
  const [pending, setPending] = useState<AdminUser | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  // the cursor of every page visited: Previous steps back, Next adds the page's nextCursor
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  useEffect(() => setCursors([null]), [q]);
  const cursor = cursors[cursors.length - 1] ?? null;
  const usersQuery = useQuery({
    ...trpc.admin.usersPage.queryOptions({
      ...FIRST_USERS_PAGE,
      ...(cursor ? { cursor } : {}),
      ...(q ? { q } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(
    trpc.admin.deleteUser.mutationOptions({
      onSuccess: async () => {
        setPending(null);
        showToast({ title: 'Success', message: 'User deleted successfully', color: 'green' });
        // the same page (same cursor) is fetched again: the admin stays where they were
        await queryClient.invalidateQueries({ queryKey: trpc.admin.usersPage.pathKey() });
      },
      onError: () => {
        setPending(null);
        showToast({ title: 'Error', message: 'Failed to delete user', color: 'red' });
      },
    }),
  );
  const totalLabel = useRef('');
  const forbidden = usersQuery.error?.data?.code === 'FORBIDDEN';
  if (forbidden) return <AccessDenied />;
  const users = usersQuery.data?.items ?? [];
  const total = usersQuery.data?.total ?? 0;
  const pageNumber = cursors.length;
  const pageCount = Math.max(1, Math.ceil(total / USERS_PER_PAGE));
  const nextCursor = usersQuery.data?.nextCursor ?? null;
  // "52 users matching "x"" names the search the shown count answers: while a new search loads,
  // the previous count stays with its own words
  if (usersQuery.data && !usersQuery.isPlaceholderData) {
    totalLabel.current = `${userCountLabel(total)}${q ? ` matching "${q}"` : ''}`;
  }

  return (
    <>
      <AppHeader
        title={config?.productTitle ?? 'CRE Sale Analyzer'}
        badge="Admin"
        subtitle={me ? `Signed in as ${me.email}` : undefined}
        actions={
          <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={16} />}>
            Back to Dashboard
          </Button>
        }
      />
      <Container size="lg" py="xl" component="main">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              User Management
            </Title>
            <Text c="dimmed">All registered users and the properties they have analyzed.</Text>
          </div>
          <Group justify="space-between" align="flex-end">
            <TextInput
              label="Search users"
              placeholder="Email contains…"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
            />
            {usersQuery.data ? (
              <Text fw={600} data-testid="admin-user-total" aria-live="polite">
                {totalLabel.current}
              </Text>
            ) : null}
          </Group>
          {usersQuery.isPending ? (
            <Center py="xl">
              <Loader aria-label="Loading users" />
            </Center>
          ) : usersQuery.isError ? (
            <Alert color="red" title="Users could not be loaded">
              {httpFailureMessage(usersQuery.error, 'Please try again later.')}
            </Alert>
          ) : users.length === 0 ? (
            <Text ta="center" c="dimmed" py="xl">
              No users found
            </Text>
          ) : (
            <Stack
              gap="md"
              component="ul"
              p={0}
              m={0}
              aria-busy={usersQuery.isPlaceholderData}
              style={{ listStyle: 'none', opacity: usersQuery.isPlaceholderData ? 0.55 : 1 }}
            >
              {users.map((user) => {
                // The server refuses to delete the admin address's account whatever its state, so
                // it gets no delete button; the ADMIN badge also needs the server's isAdmin.
                const adminAddress = isSpecialAdminEmail(user.email, config?.adminEmail);
                return (
                  <AdminUserCard
                    key={user.id}
                    user={user}
                    isSpecialAdmin={isSpecialAdmin(user, config?.adminEmail)}
                    canDelete={Boolean(config) && !adminAddress && user.id !== me?.id}
                    onDelete={setPending}
                  />
                );
              })}
            </Stack>
          )}
          {usersQuery.data && (pageNumber > 1 || nextCursor) ? (
            <Group justify="space-between" component="nav" aria-label="User pages">
              <Button
                variant="default"
                disabled={pageNumber === 1}
                onClick={() => {
                  setCursors((visited) => visited.slice(0, -1));
                  window.scrollTo({ top: 0 });
                }}
              >
                Previous
              </Button>
              <Text size="sm">{`Page ${pageNumber.toLocaleString('en-US')} of ${pageCount.toLocaleString('en-US')}`}</Text>
              <Button
                variant="default"
                disabled={!nextCursor || usersQuery.isPlaceholderData}
                onClick={() => {
                  if (!nextCursor) return;
                  setCursors((visited) => [...visited, nextCursor]);
                  window.scrollTo({ top: 0 });
                }}
              >
                Next
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Container>
      <ConfirmDialog
        opened={pending !== null}
        title="Delete User Account"
        confirmLabel="Delete User"
        loading={remove.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && remove.mutate({ id: pending.id })}
      >
        {`Are you sure you want to delete ${pending?.email ?? 'this user'}? This permanently removes the account and all of its properties. This action cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
