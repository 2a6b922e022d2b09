import { isSecretName, REDACTED, redactText } from './redact.js';

/** Properties of an error that hold a request's input or body: dropped from the log. */
const INPUT_KEYS = new Set(['input', 'rawInput', 'body', 'payload', 'config', 'params', 'parameters']);

const MAX_DEPTH = 5;

function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value instanceof Error) return serializeError(value, depth + 1);
  if (depth >= MAX_DEPTH) return typeof value === 'object' && value !== null ? REDACTED : value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (value && typeof value === 'object') return scrubObject(value as Record<string, unknown>, depth + 1);
  return value;
}

function scrubObject(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (isSecretName(key) || INPUT_KEYS.has(key)) out[key] = REDACTED;
    else out[key] = scrub(inner, depth);
  }
  return out;
}

/** An error as it is logged. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * The log form of an error (pino's `err` serializer): its type, message, stack, own properties and
 * causes, with secrets taken out: message and stack pass through {@link redactText}, secret-named
 * properties and request inputs (`input`, `body`, …) are replaced by `[redacted]`.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) {
    const message =
      typeof error === 'string' ? error : (JSON.stringify(scrub(error, depth)) ?? String(error));
    return { type: typeof error, message: redactText(message), stack: '' };
  }
  const { message: _message, stack: _stack, cause, ...own } = error as Error & Record<string, unknown>;
  const out: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: redactText(String(error.message)),
    stack: redactText(String(error.stack ?? '')),
    ...scrubObject(own, depth + 1),
  };
  if (cause !== undefined) out.cause = depth < MAX_DEPTH ? serializeError(cause, depth + 1) : REDACTED;
  return out;
}
