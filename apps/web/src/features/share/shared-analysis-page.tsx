import { Alert, Box, Container, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { usePageTitle } from '../../lib/page-title';
import { errorMessage } from '../../lib/toast';
import { PAGE_BACKGROUND } from '../analyzer/tones';
import { isDeadLink, type SharedAnalysis } from './share-api';
import { SharedAnalysisView } from './shared-analysis-view';
import { type SharedCalculation, sharedCalculation } from './shared-calculation';
import { DeadLink, LoadFailed, LoadingState, NotCalculable, SharedHeader } from './shared-page-states';
import { useSharedAnalysis } from './use-shares';

/** The banner over a shared analysis. */
export const READ_ONLY_BANNER = 'Read-only shared analysis';

/**
 * Adds `<meta name="robots" content="noindex">` to the document while the page is shown (the server
 * also sends `X-Robots-Tag: noindex` with the page), so shared analyses stay out of search engines.
 */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** The engine's run of a loaded analysis, or null when the engine refuses the saved inputs. */
function useSharedCalculation(data: SharedAnalysis | undefined): SharedCalculation | null {
  return useMemo(() => {
    if (!data) return null;
    try {
      return sharedCalculation(data.project);
    } catch {
      return null;
    }
  }, [data]);
}

/**
 * The public page of a shared link (`/s/:token`), signed in or not: the project's details, every
 * result of the engine, the charts, "Last updated" and the CSV and PDF exports, read-only (no
 * form, no Save, no account data). A dead link shows "This link is no longer available" alone.
 */
export function SharedAnalysisPage({ token }: { token: string }) {
  useNoIndex();
  usePageTitle('Shared analysis');
  const query = useSharedAnalysis(token);
  const shared = useSharedCalculation(query.data);
  let content: ReactNode;
  if (query.isPending) content = <LoadingState />;
  else if (query.isError && isDeadLink(query.error)) content = <DeadLink />;
  else if (query.isError)
    content = (
      <LoadFailed
        message={errorMessage(query.error, 'Check your connection and try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (!shared) content = <NotCalculable />;
  else
    content = (
      <Stack gap="lg">
        <Alert variant="light" color="blue" icon={<IconEye size={20} />} title={READ_ONLY_BANNER} role="note">
          A snapshot of a saved analysis, calculated from its inputs. It cannot be edited here.
        </Alert>
        <SharedAnalysisView shared={shared} updatedAt={query.data.updatedAt} />
      </Stack>
    );
  return (
    <Box mih="100vh" style={{ background: PAGE_BACKGROUND }}>
      <SharedHeader />
      <Container size="xl" py="lg" component="main">
        {content}
      </Container>
    </Box>
  );
}
