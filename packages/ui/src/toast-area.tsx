import { useHotkeys } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from './toast';

/** Key that moves keyboard focus to the visible toast (the product's toast hotkey). */
export const TOAST_HOTKEY = 'F8';

/** Moves focus to the visible toast's close button; returns false when no toast is shown. */
export function focusVisibleToast(doc: Document = document): boolean {
  const button = doc.querySelector<HTMLButtonElement>(
    '.mantine-Notification-root .mantine-Notification-closeButton',
  );
  if (!button) return false;
  button.focus();
  return true;
}

/**
 * The app's toast area: bottom-right (clear of the header's buttons), one toast at a time, each
 * closing after 5 seconds; F8 moves keyboard focus to the visible toast. Render it once inside
 * the MantineProvider and show toasts with `showToast`.
 */
export function ToastArea() {
  useHotkeys([[TOAST_HOTKEY, () => focusVisibleToast()]], []);
  return <Notifications position="bottom-right" limit={1} autoClose={TOAST_DURATION_MS} zIndex={1000} />;
}
