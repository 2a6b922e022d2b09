import { createFileRoute } from '@tanstack/react-router';
import { DASHBOARD_PROJECTS } from '../features/dashboard/dashboard-query';
import { LazyDashboard } from '../features/dashboard/lazy-dashboard';
import { LandingFallback } from '../features/session/gates';
import { useCurrentUser } from '../lib/auth';

function HomeRoute() {
  const { user } = useCurrentUser();
  return user ? <LazyDashboard /> : <LandingFallback />;
}

/** "/": the dashboard when signed in (its projects prefetched), the landing page when signed out. */
export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    if (context.user) {
      void context.queryClient.prefetchQuery(context.trpc.properties.page.queryOptions(DASHBOARD_PROJECTS));
    }
  },
  component: HomeRoute,
});
