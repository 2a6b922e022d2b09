import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './generated/api.js';

export type { components, operations, paths } from './generated/api.js';

/** A typed client of the REST API (`/api/...`), carrying the session cookie between calls. */
export type CreClient = Client<paths>;

/**
 * Keeps the `sid` session cookie that sign-in (or registration) sets and sends it with every later
 * request, as a browser would; sign-out's expired cookie clears it.
 */
function sessionCookie(): Middleware {
  let cookie: string | undefined;
  return {
    onRequest({ request }) {
      if (cookie) request.headers.set('cookie', cookie);
      return request;
    },
    onResponse({ response }) {
      for (const header of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = header.split(';');
        if (!pair.startsWith('sid=')) continue;
        const expired = pair === 'sid=' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
        cookie = expired ? undefined : pair;
      }
      return response;
    },
  };
}

/**
 * A typed REST client of the API at `baseUrl` (e.g. `https://analyzer.example.com`): paths,
 * bodies and responses are checked against the API's OpenAPI document at compile time.
 *
 * @example
 * const api = createCreClient('http://localhost:3000');
 * const { data, error } = await api.POST('/api/login', { body: { email, password } });
 */
export function createCreClient(baseUrl: string, options: { fetch?: typeof fetch } = {}): CreClient {
  const client = createFetchClient<paths>({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  client.use(sessionCookie());
  return client;
}
