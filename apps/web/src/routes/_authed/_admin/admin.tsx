import { createFileRoute } from '@tanstack/react-router';
import { AdminPage } from '../../../features/admin/admin-page';
import { FIRST_USERS_PAGE } from '../../../features/admin/admin-query';

/** The admin console; its first page of users is fetched while the route loads. */
export const Route = createFileRoute('/_authed/_admin/admin')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.admin.usersPage.queryOptions(FIRST_USERS_PAGE));
  },
  component: AdminPage,
});
