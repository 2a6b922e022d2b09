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

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The HTTP status of a failed call, when the server answered (tRPC puts it in `error.data.httpStatus`). */
export function errorStatus(error: unknown): number | null {
  const status = (error as { data?: { httpStatus?: unknown } } | null)?.data?.httpStatus;
  return typeof status === 'number' ? status : null;
}

/**
 * The generic HTTP failure text: "{status}: {response text or status text}", e.g.
 * "503: The database is temporarily unavailable. Please try again in a moment.". Without an
 * answer from the server (offline) it is the error's message or `fallback`.
 */
export function httpFailureMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  const text = error instanceof Error ? error.message.trim() : '';
  if (status === null) return text || fallback;
  return `${status}: ${text || STATUS_TEXT[status] || 'Request failed'}`;
}
