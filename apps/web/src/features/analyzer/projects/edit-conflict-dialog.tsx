import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** The title of the edit-conflict dialog (product text). */
export const EDIT_CONFLICT_TITLE = 'This project was changed in another window';

interface EditConflictDialogProps {
  opened: boolean;
  /** Loads the project as saved elsewhere (this window's unsaved edits are dropped). */
  onReload: () => Promise<void>;
  /** Saves this window's inputs over the other change. */
  onOverwrite: () => Promise<void>;
  onClose: () => void;
}

/**
 * Shown when Save is refused because the open project was saved in another window, tab or device
 * since it was loaded here: Reload (see their version) or Overwrite (keep this one).
 */
export function EditConflictDialog({ opened, onReload, onOverwrite, onClose }: EditConflictDialogProps) {
  const [busy, setBusy] = useState<'reload' | 'overwrite' | null>(null);
  const run = (which: 'reload' | 'overwrite', action: () => Promise<void>) => async () => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title={EDIT_CONFLICT_TITLE} centered>
      <Stack gap="md">
        <Text size="sm">
          Someone saved this project after you opened it here: in another window, tab or device. Your changes
          have not been saved.
        </Text>
        <Text size="sm">
          <strong>Reload</strong> shows the project as it was saved there; the changes you made here are
          discarded. <strong>Overwrite</strong> saves what you see here over their changes.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={run('reload', onReload)}
            loading={busy === 'reload'}
            disabled={busy !== null}
          >
            Reload
          </Button>
          <Button
            color="red"
            onClick={run('overwrite', onOverwrite)}
            loading={busy === 'overwrite'}
            disabled={busy !== null}
          >
            Overwrite
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
