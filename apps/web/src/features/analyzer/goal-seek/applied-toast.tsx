import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

let undoToastCount = 0;

/**
 * Shows the toast of an applied answer, with an "Undo" button that calls `undo` (one toast at a
 * time, closing after 8 seconds, styled like every other toast).
 */
export function showAppliedToast(message: string, undo: () => void): string {
  notifications.clean();
  undoToastCount += 1;
  const id = `goal-seek-applied-${undoToastCount}`;
  return notifications.show({
    id,
    title: 'Goal seek applied',
    color: 'green',
    autoClose: 8000,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    styles: { description: { color: 'var(--mantine-color-text)' } },
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            undo();
            notifications.hide(id);
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
