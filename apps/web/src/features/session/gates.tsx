import { FullScreenLoader } from '@cre/ui';
import { useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { isAdminUser, useCurrentUser } from '../../lib/auth';
import { AccessDenied } from './access-denied';
import { NotFoundPage } from './not-found-page';

const LandingPage = lazy(() => import('../landing/landing-page'));

/** The landing page, loaded on demand (it is the logged-out fallback for every unknown path). */
export function LandingFallback() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <LandingPage />
    </Suspense>
  );
}

/** Logged-in route set: signed-out visitors see the landing page instead. */
export function UserOnly({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return user ? children : <LandingFallback />;
}

/**
 * Logged-out route set (/login, /register): a signed-in user who opens one sees the not-found
 * page. A visitor who signs in on the page keeps seeing it until the page navigates away.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const [mountedAsGuest] = useState(() => user === null);
  if (user && !mountedAsGuest) return <NotFoundPage />;
  return <>{children}</>;
}

/** Admin-only pages: signed-out → landing; signed-in non-admin → "Access Denied" and redirect to "/". */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const denied = user !== null && !isAdminUser(user);
  useEffect(() => {
    if (denied) void navigate({ to: '/', replace: true });
  }, [denied, navigate]);
  if (!user) return <LandingFallback />;
  if (denied) return <AccessDenied />;
  return <>{children}</>;
}

/** Fallback for unknown paths: landing page when signed out, not-found page when signed in. */
export function UnknownPath() {
  const { user } = useCurrentUser();
  return user ? <NotFoundPage /> : <LandingFallback />;
}
