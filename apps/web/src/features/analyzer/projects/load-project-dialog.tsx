import { ConfirmDialog } from '@cre/ui';
import {
  ActionIcon,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatShortDate } from '../../../lib/format';
import { httpFailureMessage } from '../../../lib/toast';
import { count, money } from '../display-format';
import type { SavedProject } from '../model/saved-project';
import { projectName, useDeleteProject, useProjectList } from './use-projects';

/** The confirmation text for deleting the named project. */
export function deleteConfirmationText(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone and all project data will be permanently removed.`;
}

/** Props of {@link LoadProjectDialog}. */
export interface LoadProjectDialogProps {
  opened: boolean;
  onClose: () => void;
  onLoad: (project: SavedProject) => void;
  /** Called after a project was deleted (the page forgets it if it was loaded). */
  onDeleted: (id: number) => void;
}

/**
 * "Select a Project": the saved projects (name, price, size, last change), each loadable with a click
 * and deletable after confirmation, 25 at a time with "Show more projects", and a search by name,
 * address or city (a user with thousands of projects finds one in a keystroke or two); "No saved
 * projects found" when there are none.
 */
export function LoadProjectDialog({ opened, onClose, onLoad, onDeleted }: LoadProjectDialogProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const { projects, total, isLoading, isError, error, hasMore, loadMore, isLoadingMore } = useProjectList(
    opened,
    q,
  );
  const { remove, isDeleting } = useDeleteProject();
  const [pending, setPending] = useState<SavedProject | null>(null);

  const confirmDelete = async () => {
    if (!pending) return;
    const ok = await remove(pending.id);
    if (ok) onDeleted(pending.id);
    setPending(null);
  };

  return (
    <>
      <Modal opened={opened && !pending} onClose={onClose} title="Select a Project" size="lg">
        <TextInput
          label="Search projects"
          placeholder="Name, address or city"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          mb="sm"
        />
        {isLoading ? (
          <Group justify="center" py="lg">
            <Loader aria-label="Loading projects" />
          </Group>
        ) : isError ? (
          <Text c="red">{httpFailureMessage(error, 'Failed to load projects.')}</Text>
        ) : projects.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {q ? `No projects match "${q}"` : 'No saved projects found'}
          </Text>
        ) : (
          <Stack gap="xs">
            {projects.map((project) => {
              const name = projectName(project);
              const changed = project.updatedAt ?? project.createdAt;
              return (
                <Paper key={project.id} withBorder p="sm" radius="md">
                  <Group justify="space-between" wrap="nowrap">
                    <UnstyledButton onClick={() => onLoad(project)} style={{ flex: 1 }}>
                      <Text fw={600}>
                        <VisuallyHidden>Load </VisuallyHidden>
                        {name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {money(project.purchasePrice)} · {count(project.sqft)} sq ft
                        {changed ? ` · ${formatShortDate(changed)}` : ''}
                      </Text>
                    </UnstyledButton>
                    <Tooltip label="Delete project">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${name}`}
                        onClick={() => setPending(project)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Paper>
              );
            })}
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {`Showing ${projects.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${total === 1 ? 'project' : 'projects'}`}
              </Text>
              {hasMore ? (
                <Button variant="subtle" onClick={loadMore} loading={isLoadingMore}>
                  Show more projects
                </Button>
              ) : null}
            </Group>
          </Stack>
        )}
      </Modal>
      <ConfirmDialog
        opened={pending !== null}
        title="Delete Project"
        confirmLabel="Delete Project"
        loading={isDeleting}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        {pending ? deleteConfirmationText(projectName(pending)) : ''}
      </ConfirmDialog>
    </>
  );
}
