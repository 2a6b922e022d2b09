/**
 * Toasts for the web app: one visible at a time, closing after 5 seconds.
 * `showToast({ title, message, color })`.
 */
export { showToast, TOAST_DURATION_MS, type ToastOptions } from '@cre/ui';

/** Extracts the human message of a failed call (tRPC carries it in `error.message`). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
