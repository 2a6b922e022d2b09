import { notFound, redirect, rootRouteId } from '@tanstack/react-router';
import type { CurrentUser } from '../../lib/api-types';
import { isAdminUser } from '../../lib/auth';

/*
 * Which paths a guest, a user and an admin may open, as `beforeLoad` checks of the pathless layout routes. For a
 * signed-out visitor the signed-in routes do not exist: they end in the root's not-found handling,
 * which shows the landing page at the same path (the fallback for any unknown path). For a signed-in
 * user the same goes for /login and /register, which then show the not-found page.
 */

/** `_authed`: signed in, or the root's not-found handling. Narrows the context's user. */
export function requireUser(user: CurrentUser | null): { user: CurrentUser } {
  if (!user) throw notFound({ routeId: rootRouteId });
  return { user };
}

/** `_guest` (/login, /register): signed out, or the root's not-found handling. */
export function requireGuest(user: CurrentUser | null): void {
  if (user) throw notFound({ routeId: rootRouteId });
}

/** `_admin`: an admin, or a redirect to "/" (a signed-in non-admin is sent home). */
export function requireAdmin(user: CurrentUser): void {
  if (!isAdminUser(user)) throw redirect({ to: '/', replace: true });
}
