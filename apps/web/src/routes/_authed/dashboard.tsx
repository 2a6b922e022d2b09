import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { DASHBOARD_PROJECTS } from '../../features/dashboard/dashboard-query';

/** The dashboard; its projects are fetched while the route loads (the cards show a spinner meanwhile). */
export const Route = createFileRoute('/_authed/dashboard')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.properties.page.queryOptions(DASHBOARD_PROJECTS));
  },
  component: DashboardPage,
});
