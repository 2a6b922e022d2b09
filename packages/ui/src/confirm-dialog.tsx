import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** Explanation shown above the buttons. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Disables the buttons and shows a spinner on the confirm button. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A destructive-action confirmation dialog with Cancel and a red confirm button.
 * Cancel takes the initial focus so that pressing Enter never destroys data by accident.
 */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} size="md">
      <Stack gap="lg">
        <Text size="sm">{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={loading} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
