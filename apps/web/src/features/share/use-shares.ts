import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, showToast } from '../../lib/toast';
import { useTRPC } from '../../lib/trpc';
import type { ShareLink } from './share-api';

/** The project's share links (`shares.list`), fetched afresh each time the dialog opens (`enabled`). */
export function useShareList(projectId: number, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.shares.list.queryOptions({ propertyId: projectId }),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}

/** Creates a link (`shares.create`); it joins the top of the cached list. Failures toast the server's message. */
export function useCreateShare(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.shares.list.queryKey({ propertyId: projectId });
  return useMutation(
    trpc.shares.create.mutationOptions({
      onSuccess: (created) => {
        const { id, createdAt, expiresAt, views } = created;
        queryClient.setQueryData<ShareLink[]>(listKey, (links = []) => [
          { id, createdAt, expiresAt, views },
          ...links.filter((link) => link.id !== id),
        ]);
      },
      onError: (error) =>
        showToast({
          title: 'Error',
          message: errorMessage(error, 'Failed to create the link.'),
          color: 'red',
        }),
    }),
  );
}

/** Revokes a link (`shares.revoke`): it leaves the cached list and a toast confirms. Failures toast. */
export function useRevokeShare(projectId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const listKey = trpc.shares.list.queryKey({ propertyId: projectId });
  return useMutation(
    trpc.shares.revoke.mutationOptions({
      onSuccess: (_nothing, { shareId }) => {
        queryClient.setQueryData<ShareLink[]>(listKey, (links = []) =>
          links.filter((link) => link.id !== shareId),
        );
        showToast({
          title: 'Link revoked',
          message: 'The link no longer opens the analysis.',
          color: 'green',
        });
      },
      onError: (error) =>
        showToast({
          title: 'Error',
          message: errorMessage(error, 'Failed to revoke the link.'),
          color: 'red',
        }),
    }),
  );
}

/** The analysis a shared link shows (`shared.get`, no session needed; the route's loader prefetches it). */
export function useSharedAnalysis(token: string) {
  const trpc = useTRPC();
  return useQuery(trpc.shared.get.queryOptions({ token }));
}
