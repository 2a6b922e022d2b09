import { FullScreenLoader } from '@cre/ui';
import { lazy, Suspense } from 'react';
import { UserOnly } from './gates';

const AnalyzerPage = lazy(() => import('../analyzer/analyzer-page'));

/** /underwriting and /calculator: the analyzer for signed-in users, loaded in its own chunk. */
export function AnalyzerRoute() {
  return (
    <UserOnly>
      <Suspense fallback={<FullScreenLoader />}>
        <AnalyzerPage />
      </Suspense>
    </UserOnly>
  );
}
