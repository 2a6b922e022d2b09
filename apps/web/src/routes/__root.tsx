import { FullScreenLoader } from '@cre/ui';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { UnknownPath } from '../features/session/gates';
import { RouteError } from '../features/session/route-error';
import { useCurrentUser } from '../lib/auth';
import type { RouterContext } from '../router';

function RootLayout() {
  const { isLoading } = useCurrentUser();
  if (isLoading) return <FullScreenLoader />;
  return <Outlet />;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: UnknownPath,
  errorComponent: RouteError,
});
