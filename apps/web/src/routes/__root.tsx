import { FullScreenLoader } from '@cre/ui';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { UnknownPath } from '../features/session/gates';
import { RouteError } from '../features/session/route-error';
import { ensureCurrentUser } from '../lib/auth';
import type { RouterContext } from '../router';

/**
 * The root: the current user (`auth.me`, cached) is in every route's context; the full-screen
 * Loading indicator shows at once while it loads; unknown paths fall back by session.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context }) => ({ user: await ensureCurrentUser(context.queryClient, context.trpc) }),
  component: Outlet,
  pendingComponent: FullScreenLoader,
  pendingMs: 0,
  pendingMinMs: 0,
  notFoundComponent: UnknownPath,
  errorComponent: RouteError,
});
