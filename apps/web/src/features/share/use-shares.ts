import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, showToast } from '../../lib/toast';
import {
  type CreatedShare,
  createShare,
  listShares,
  revokeShare,
  type ShareLink,
  sharedAnalysisQuery,
  shareKeys,
} from './share-api';

/** The project's share links (fetched while `enabled`, i.e. while the dialog is open). */
export function useShareList(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.list(projectId),
    queryFn: () => listShares(projectId),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Creates a link; the new link joins the top of the cached list. Failures toast the server's message. */
export function useCreateShare(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expiresInDays: number) => createShare(projectId, expiresInDays),
    onSuccess: (created: CreatedShare) => {
      const { id, createdAt, expiresAt, views } = created;
      queryClient.setQueryData<ShareLink[]>(shareKeys.list(projectId), (links = []) => [
        { id, createdAt, expiresAt, views },
        ...links.filter((link) => link.id !== id),
      ]);
    },
    onError: (error) =>
      showToast({ title: 'Error', message: errorMessage(error, 'Failed to create the link.'), color: 'red' }),
  });
}

/** Revokes a link: it leaves the cached list and a toast confirms. Failures toast the server's message. */
export function useRevokeShare(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: ShareLink['id']) => revokeShare(projectId, shareId),
    onSuccess: (_nothing, shareId) => {
      queryClient.setQueryData<ShareLink[]>(shareKeys.list(projectId), (links = []) =>
        links.filter((link) => link.id !== shareId),
      );
      showToast({
        title: 'Link revoked',
        message: 'The link no longer opens the analysis.',
        color: 'green',
      });
    },
    onError: (error) =>
      showToast({ title: 'Error', message: errorMessage(error, 'Failed to revoke the link.'), color: 'red' }),
  });
}

/** The analysis a shared link shows (see {@link sharedAnalysisQuery}). */
export function useSharedAnalysis(token: string) {
  return useQuery(sharedAnalysisQuery(token));
}
