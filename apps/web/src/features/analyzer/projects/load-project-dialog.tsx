import { ConfirmDialog } from '@cre/ui';
import {
  ActionIcon,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatShortDate } from '../../../lib/format';
import { httpFailureMessage } from '../../../lib/toast';
import { count, money } from '../display-format';
import type { SavedProject } from '../form/project-mapping';
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
 * and deletable after confirmation; "No saved projects found" when there are none.
 */
export function LoadProjectDialog({ opened, onClose, onLoad, onDeleted }: LoadProjectDialogProps) {
  const { projects, isLoading, isError, error } = useProjectList(opened);
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
        {isLoading ? (
          <Group justify="center" py="lg">
            <Loader aria-label="Loading projects" />
          </Group>
        ) : isError ? (
          <Text c="red">{httpFailureMessage(error, 'Failed to load projects.')}</Text>
        ) : projects.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            No saved projects found
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
