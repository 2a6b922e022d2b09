import { createFileRoute } from '@tanstack/react-router';
import { LandingFallback } from '../features/session/gates';
import { LazyDashboard } from '../features/session/lazy-screens';
import { useCurrentUser } from '../lib/auth';

function HomeRoute() {
  const { user } = useCurrentUser();
  return user ? <LazyDashboard /> : <LandingFallback />;
}

export const Route = createFileRoute('/')({ component: HomeRoute });
