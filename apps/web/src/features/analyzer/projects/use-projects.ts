import type { RouterInputs } from '@cre/api';
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage, showToast } from '../../../lib/toast';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import type { SavedProject } from '../model/saved-project';

/** What `properties.save` takes: the form's payload, with the open project's id to update it. */
export type ProjectPayload = RouterInputs['properties']['save'];

/** Display name of a project ("Untitled Property" when it has none). */
export function projectName(project: Pick<SavedProject, 'name'>): string {
  return project.name?.trim() ? project.name.trim() : 'Untitled Property';
}

/** Projects fetched per page in the Load Project dialog. */
export const PROJECTS_PER_PAGE = 25;

/**
 * The saved projects a page at a time (`properties.page`, most recently updated first), matching
 * `q` (name, address or city) when given, fetched only while `enabled` (the Load Project dialog is
 * open): the pages loaded so far, the total, and `loadMore` for the next page.
 */
export function useProjectList(enabled: boolean, q = '') {
  const trpc = useTRPC();
  const query = useInfiniteQuery({
    ...trpc.properties.page.infiniteQueryOptions(
      { limit: PROJECTS_PER_PAGE, ...(q ? { q } : {}) },
      { getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
    enabled,
    placeholderData: keepPreviousData,
  });
  const projects: SavedProject[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return {
    projects,
    total: query.data?.pages[0]?.total ?? 0,
    isLoading: query.isLoading,
    isError: query.isError,
    error: query.error,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    isLoadingMore: query.isFetchingNextPage,
  };
}

/** Invalidates every cached project query (list, pages, single reads and recent), e.g. after a save or delete. */
function useInvalidateProjects(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.properties.list.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.properties.page.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.properties.get.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.properties.recent.queryKey() }),
    ]);
  }, [queryClient, trpc]);
}

/** Records that a project was opened (properties.access); a failure is only logged. */
export function useRecordAccess(): (id: number) => void {
  const client = useTRPCClient();
  return useCallback(
    (id: number) => {
      client.properties.access.mutate({ id }).catch((error: unknown) => {
        console.warn('Could not record project access', error);
      });
    },
    [client],
  );
}

/** What a save came to: the saved project, a conflict with a newer version, or a failure (toasted). */
export type SaveOutcome = { saved: SavedProject } | { conflict: { currentVersion: number } } | null;

/** The project's version now, when `error` is the server's 409 CONFLICT of a stale save; else null. */
export function conflictVersion(error: unknown): number | null {
  const data = (error as { data?: { code?: unknown; currentVersion?: unknown } } | null)?.data;
  return data?.code === 'CONFLICT' && typeof data.currentVersion === 'number' ? data.currentVersion : null;
}

/**
 * Saves the form (properties.save): creates a project, or updates the loaded one when the payload
 * carries its id (and the version it was loaded at). Toasts "Success" / "Property analysis saved
 * successfully!" or the server's message (fallback "Failed to save property analysis"). A project
 * changed elsewhere since that version is not toasted: the outcome says so, with its version now.
 */
export function useSaveProject() {
  const client = useTRPCClient();
  const invalidate = useInvalidateProjects();
  const mutation = useMutation({
    mutationFn: (payload: ProjectPayload) => client.properties.save.mutate(payload),
  });
  const save = useCallback(
    async (payload: ProjectPayload): Promise<SaveOutcome> => {
      try {
        const saved = await mutation.mutateAsync(payload);
        await invalidate();
        showToast({ title: 'Success', message: 'Property analysis saved successfully!', color: 'green' });
        return { saved };
      } catch (error) {
        const currentVersion = conflictVersion(error);
        if (currentVersion !== null) return { conflict: { currentVersion } };
        showToast({
          title: 'Error',
          message: errorMessage(error, 'Failed to save property analysis'),
          color: 'red',
        });
        return null;
      }
    },
    [mutation, invalidate],
  );
  return { save, isSaving: mutation.isPending };
}

/**
 * Deletes a project (properties.delete), refreshes the list and toasts "Project Deleted"; a failure
 * toasts "Error" with the server's message or "Failed to delete project.". Resolves to success.
 */
export function useDeleteProject() {
  const client = useTRPCClient();
  const invalidate = useInvalidateProjects();
  const mutation = useMutation({ mutationFn: (id: number) => client.properties.delete.mutate({ id }) });
  const remove = useCallback(
    async (id: number): Promise<boolean> => {
      try {
        await mutation.mutateAsync(id);
        await invalidate();
        showToast({
          title: 'Project Deleted',
          message: 'The project has been permanently deleted.',
          color: 'green',
        });
        return true;
      } catch (error) {
        showToast({
          title: 'Error',
          message: errorMessage(error, 'Failed to delete project.'),
          color: 'red',
        });
        return false;
      }
    },
    [mutation, invalidate],
  );
  return { remove, isDeleting: mutation.isPending };
}

/** Reads one of the user's projects as saved now (properties.get), bypassing any cached copy. */
export function useFetchProject(): (id: number) => Promise<SavedProject> {
  const client = useTRPCClient();
  return useCallback((id: number) => client.properties.get.query({ id }), [client]);
}
