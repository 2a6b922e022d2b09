import { FullScreenLoader } from '@cre/ui';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
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

/**
 * Layout of the signed-in route set. Its `beforeLoad` keeps signed-out visitors out; this keeps a
 * screen from rendering without a user in the moment between logging out and leaving it.
 */
export function SignedInOutlet() {
  const { user } = useCurrentUser();
  return user ? <Outlet /> : <LandingFallback />;
}

/** Layout of the admin pages: "Access Denied" should the user stop being an admin while on one. */
export function AdminOutlet() {
  const { user } = useCurrentUser();
  return isAdminUser(user) ? <Outlet /> : <AccessDenied />;
}

/** Fallback for unknown paths: landing page when signed out, not-found page when signed in. */
export function UnknownPath() {
  const { user } = useCurrentUser();
  return user ? <NotFoundPage /> : <LandingFallback />;
}
