import { FullScreenLoader } from '@cre/ui';
import { lazy, Suspense } from 'react';
import type { AnalyzerPageProps } from './analyzer-page';

const AnalyzerPage = lazy(() => import('./analyzer-page'));

/** /underwriting and /calculator: the analyzer, loaded in its own chunk. */
export function AnalyzerRoute(props: AnalyzerPageProps) {
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <AnalyzerPage {...props} />
    </Suspense>
  );
}
