/** What every hidden secret is replaced with in the log. */
export const REDACTED = '[redacted]';

/**
 * Names of the query parameters and object keys whose values are secrets: link tokens, session
 * ids, passwords, one-time codes (as the code spells them; compared case-insensitively in URLs).
 */
export const SECRET_KEY_NAMES = [
  'token',
  'sid',
  'sessionId',
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'tokenHash',
  'secret',
  'cookie',
  'authorization',
  'set-cookie',
] as const;

/** {@link SECRET_KEY_NAMES} lower-cased, for case-insensitive lookups. */
export const SECRET_NAMES: ReadonlySet<string> = new Set(SECRET_KEY_NAMES.map((name) => name.toLowerCase()));

/** Query parameters that are secrets beyond {@link SECRET_NAMES}: one-time codes. */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['code']);

/** Keys of objects that hold a whole request's input: never logged, whatever their content. */
const INPUT_NAMES: ReadonlySet<string> = new Set(['input', 'rawinput', 'body', 'payload']);

/** Paths whose remainder after the prefix is a share token: the API read and the public page. */
const TOKEN_PATH = /^(\/api\/shared|\/s)\/.*$/i;

/** True when a parameter or key called `name` holds a secret. */
export function isSecretName(name: string): boolean {
  return SECRET_NAMES.has(name.toLowerCase());
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** `value` with every secret-named key (at any depth) replaced by {@link REDACTED}. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 20) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        isSecretName(key) ? REDACTED : redactValue(inner, depth + 1),
      ]),
    );
  }
  return value;
}

/**
 * A tRPC `input` query value (URL-encoded JSON, single or batched) with its secret keys redacted
 * and re-encoded; an input that cannot be decoded or parsed is redacted whole.
 */
export function redactTrpcInput(raw: string): string {
  const text = decode(raw);
  if (text === null) return REDACTED;
  try {
    return encodeURIComponent(JSON.stringify(redactValue(JSON.parse(text))));
  } catch {
    return REDACTED;
  }
}

function redactParam(param: string): string {
  const eq = param.indexOf('=');
  if (eq < 0) return param;
  const name = decode(param.slice(0, eq)) ?? '';
  if (isSecretName(name) || SECRET_PARAMS.has(name.toLowerCase())) return `${param.slice(0, eq)}=${REDACTED}`;
  if (INPUT_NAMES.has(name.toLowerCase()))
    return `${param.slice(0, eq)}=${redactTrpcInput(param.slice(eq + 1))}`;
  return param;
}

/**
 * A request URL (path and query) fit for the log: the share token of `/api/shared/…` and `/s/…`
 * (and whatever follows it), the value of every secret-named query parameter, and the secret keys
 * of a tRPC `input` are replaced by `[redacted]`; a fragment is dropped.
 * `/api/shared/abc?x=1` → `/api/shared/[redacted]?x=1`.
 */
export function redactUrl(url: string): string {
  const withoutFragment = url.split('#', 1)[0] ?? '';
  const q = withoutFragment.indexOf('?');
  const path = q < 0 ? withoutFragment : withoutFragment.slice(0, q);
  const safePath = path.replace(TOKEN_PATH, `$1/${REDACTED}`);
  if (q < 0) return safePath;
  const query = withoutFragment
    .slice(q + 1)
    .split('&')
    .map(redactParam)
    .join('&');
  return `${safePath}?${query}`;
}

/** A random-looking run of 32 or more token characters (generated tokens, session ids, hashes). */
const LONG_RANDOM_RUN = /[A-Za-z0-9_-]{32,}/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SECRET_NAME_PATTERN = [...SECRET_NAMES].map((name) => name.replace(/-/g, '\\-')).join('|');
/** `token=…`, `"password":"…"`, `password: …` and the like in free text. */
const NAMED_SECRET = new RegExp(
  `(["']?\\b(?:${SECRET_NAME_PATTERN})\\b["']?\\s*[=:]\\s*)("(?:[^"\\\\]|\\\\.)*"|'[^']*'|[^\\s&,;)}\\]]+)`,
  'gi',
);
const SHARE_PATH_IN_TEXT = /(\/api\/shared|\/s)\/[^\s"'?&#)]+/gi;

/**
 * Free text (an error message or stack) fit for the log: secret-named values (`token=…`,
 * `"password":"…"`), share tokens in paths, and any random-looking run of 32 or more token
 * characters (every generated token and session id has that shape; UUIDs such as request ids are
 * kept) are replaced by `[redacted]`. Passwords quoted without their name cannot be recognised.
 */
export function redactText(text: string): string {
  return text
    .replace(NAMED_SECRET, (_match, name: string, value: string) => {
      const quote = value[0] === '"' || value[0] === "'" ? value[0] : '';
      return `${name}${quote}${REDACTED}${quote}`;
    })
    .replace(SHARE_PATH_IN_TEXT, `$1/${REDACTED}`)
    .replace(LONG_RANDOM_RUN, (run) => (UUID.test(run) ? run : REDACTED));
}
