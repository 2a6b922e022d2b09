import { notifications } from '@mantine/notifications';

/** Default time a toast stays visible, in milliseconds (product.md §9). */
export const TOAST_DURATION_MS = 5000;

/** Options of {@link showToast}. */
export interface ToastOptions {
  /** Short heading, e.g. "Error" or "Success"; omit for a one-line toast. */
  title?: string;
  /** Optional longer text under the title. */
  message?: string;
  /** Mantine colour: 'red' for failures, 'green' for success, 'orange' for warnings. */
  color?: string;
}

/**
 * Shows a toast. Only one toast is visible at a time: a new one replaces the current one.
 * Toasts close after 5 seconds.
 *
 * @example showToast({ title: 'Error', message: 'Login failed', color: 'red' })
 */
export function showToast({ title, message, color }: ToastOptions): string {
  notifications.clean();
  return notifications.show({
    title: title || undefined,
    message: message ?? '',
    color: color ?? 'navy',
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    styles: { description: { color: 'var(--mantine-color-text)' } },
  });
}
