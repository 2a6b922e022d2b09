import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../features/admin/admin-page';

/** The admin console; the user list is fetched while the route loads. */
export const Route = createFileRoute('/_authed/_admin/admin')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.admin.usersWithProperties.queryOptions());
  },
  component: AdminPage,
});
