import { FullScreenLoader } from '@cre/ui';
import { lazy, Suspense } from 'react';

const DashboardPage = lazy(() =>
  import('./dashboard-page').then((module) => ({ default: module.DashboardPage })),
);

/** The dashboard, loaded on demand so the landing page's first load does not carry it. */
export function LazyDashboard() {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <DashboardPage />
    </Suspense>
  );
}
