import { AppHeader, ConfirmDialog } from '@cre/ui';
import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { AdminUser } from '../../lib/api-types';
import { isSpecialAdmin, isSpecialAdminEmail, useCurrentUser } from '../../lib/auth';
import { useBrokerConfig } from '../../lib/broker-config';
import { usePageTitle } from '../../lib/page-title';
import { httpFailureMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import { AccessDenied } from '../session/access-denied';
import { AdminUserCard } from './admin-user-card';

/** The admin console: every user with their properties, and deleting users. */
export function AdminPage() {
  usePageTitle('Admin');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user: me } = useCurrentUser();
  const { config } = useBrokerConfig();
  const [pending, setPending] = useState<AdminUser | null>(null);
  const usersQuery = useQuery(trpc.admin.usersWithProperties.queryOptions());
  const remove = useMutation(
    trpc.admin.deleteUser.mutationOptions({
      onSuccess: async () => {
        setPending(null);
        showToast({ title: 'Success', message: 'User deleted successfully', color: 'green' });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.usersWithProperties.queryKey() });
      },
      onError: () => {
        setPending(null);
        showToast({ title: 'Error', message: 'Failed to delete user', color: 'red' });
      },
    }),
  );
  const forbidden = usersQuery.error?.data?.code === 'FORBIDDEN';
  if (forbidden) return <AccessDenied />;
  const users = usersQuery.data ?? [];

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
            <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
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
