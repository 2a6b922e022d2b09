import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { CurrentUser } from './api-types';
import { showToast } from './toast';
import { type AppTrpc, useTRPC } from './trpc';

export type { CurrentUser } from './api-types';

/** How long the current user is cached before it is fetched again. */
export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;

/** Query options of the current user (`auth.me`): cached for 5 minutes, never retried. */
export function currentUserQueryOptions(trpc: AppTrpc) {
  return trpc.auth.me.queryOptions(undefined, { staleTime: CURRENT_USER_STALE_MS, retry: false });
}

/**
 * The current user for the root route's `beforeLoad`: the cached answer, or `auth.me` fetched once.
 * A 401 or any other failure means signed out: null is stored as the answer.
 */
export async function ensureCurrentUser(
  queryClient: QueryClient,
  trpc: AppTrpc,
): Promise<CurrentUser | null> {
  const options = currentUserQueryOptions(trpc);
  try {
    return (await queryClient.ensureQueryData(options)) ?? null;
  } catch {
    queryClient.setQueryData(options.queryKey, null);
    return null;
  }
}

/**
 * The current user from `auth.me`, cached for 5 minutes. A 401 or any other failure means
 * signed out (`user` null). `isLoading` is true only while the first answer is pending.
 */
export function useCurrentUser(): { user: CurrentUser | null; isLoading: boolean } {
  const query = useQuery(currentUserQueryOptions(useTRPC()));
  const user = query.isError ? null : (query.data ?? null);
  return { user, isLoading: query.isPending };
}

/** Returns a function that stores the given user as the current user (after login or register). */
export function useSetCurrentUser(): (user: CurrentUser | null) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (user: CurrentUser | null) => {
      queryClient.setQueryData(trpc.auth.me.queryKey(), user);
    },
    [queryClient, trpc],
  );
}

/** Returns a function that re-fetches the current user (e.g. after the email was verified). */
export function useRefreshCurrentUser(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
  }, [queryClient, trpc]);
}

/**
 * Returns a function that forgets the signed-in session in the browser (after logout or account
 * deletion): marks the user signed out, drops every other cached query, calls `announce` (a
 * toast), re-runs the route guards and goes to the root path (the landing page).
 */
export function useForgetSession(): (announce: () => void) => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(
    async (announce: () => void) => {
      // Mark the user signed out first, so that every screen watching `auth.me` re-renders as
      // signed out, then drop every other cached query. (`clear()` alone would detach the
      // mounted observers from the cache and leave the signed-in screen showing.)
      const meKey = trpc.auth.me.queryKey();
      await queryClient.cancelQueries();
      queryClient.setQueryData(meKey, null);
      const meHash = JSON.stringify(meKey);
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey) !== meHash });
      announce();
      await router.invalidate();
      await navigate({ to: '/' });
    },
    [trpc, queryClient, router, navigate],
  );
}

/**
 * Logout: calls `auth.logout`, drops every cached query, marks the user signed out, toasts
 * "You have been successfully logged out." and goes to the root path. A failure toasts "Logout failed".
 */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const trpc = useTRPC();
  const forgetSession = useForgetSession();
  const mutation = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: async () => {
        await forgetSession(() =>
          showToast({
            title: 'Logged out',
            message: 'You have been successfully logged out.',
            color: 'navy',
          }),
        );
      },
      onError: () => {
        showToast({ title: 'Error', message: 'Logout failed', color: 'red' });
      },
    }),
  );
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}

/** True for users allowed on /admin (the server's isAdmin flag). */
export function isAdminUser(user: CurrentUser | null): boolean {
  return Boolean(user?.isAdmin);
}

/**
 * True when `email` is the configured admin address (ADMIN_EMAIL, compared without case or spaces).
 * The address alone grants nothing: see {@link isSpecialAdmin}.
 */
export function isSpecialAdminEmail(email: string, adminEmail: string | undefined): boolean {
  return Boolean(adminEmail) && email.trim().toLowerCase() === adminEmail?.trim().toLowerCase();
}

/**
 * True for the one specific admin account, shown with the (Admin) tag and the ADMIN badge: the
 * configured admin address, and the server says the user is an admin (`isAdmin`, which it grants
 * only once that address is verified). Whoever merely registers the address is not tagged.
 */
export function isSpecialAdmin(
  user: { email: string; isAdmin: boolean },
  adminEmail: string | undefined,
): boolean {
  return user.isAdmin && isSpecialAdminEmail(user.email, adminEmail);
}
