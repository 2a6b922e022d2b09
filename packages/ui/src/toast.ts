import { notifications } from '@mantine/notifications';
import { toastSwipeHandlers } from './toast-swipe';

/** Default time a toast stays visible, in milliseconds (the product's default). */
export const TOAST_DURATION_MS = 5000;

let toastCount = 0;

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
 * Toasts close after 5 seconds, or when swiped 50 px to the right.
 *
 * @example showToast({ title: 'Error', message: 'Login failed', color: 'red' })
 */
export function showToast({ title, message, color }: ToastOptions): string {
  notifications.clean();
  toastCount += 1;
  const id = `toast-${toastCount}`;
  return notifications.show({
    id,
    title: title || undefined,
    message: message ?? '',
    color: color ?? 'navy',
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    styles: { description: { color: 'var(--mantine-color-text)' } },
    style: { touchAction: 'pan-y' },
    ...toastSwipeHandlers(() => notifications.hide(id)),
  });
}
