import { waitUntil } from '@cre/vitest-config/wait-until';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, loadConfig } from '../../src/env.js';
import { syncCaches } from './caches.js';
import { type Backend, createTestDatabase, type TestDatabase } from './databases.js';

export const ADMIN_EMAIL = 'admin@example.com';
export const PASSWORD = 'correct horse battery';

/** A built app on a fresh database. */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** Waits until the app's caches have heard of every change made to the database so far. */
  syncCaches(): Promise<void>;
  close(): Promise<void>;
}

/** Options of {@link startTestApp} beyond the configuration. */
export interface TestAppOptions {
  /** The app's clock (`buildApp`'s `now`: share links, account links). */
  now?: () => Date;
  /** Collects every log line (info and above) here, e.g. development-mode emails. */
  logLines?: string[];
}

/** Builds the app on a fresh database of `backend`; `env` overrides the test configuration. */
export async function startTestApp(
  backend: Backend,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(backend);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ADMIN_EMAIL,
    APP_URL: 'http://localhost:3000',
    WEB_DIST: '/nonexistent-web-dist',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const lines = options.logLines;
  const logger = lines ? { level: 'info', stream: { write: (line: string) => lines.push(line) } } : false;
  const app = await buildApp(config, {
    db: database.handle,
    logger,
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  // The change feed goes live asynchronously (listener up, triggers found); tests start from a live
  // cache, as a running server is once it has started.
  await waitUntil(() => app.caches.changes.live, { timeout: 10_000, message: 'the caches are live' });
  return {
    app,
    config,
    database,
    syncCaches: () => syncCaches(app.caches.changes, database.handle.db),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** JSON of a response. */
// biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field
export function json<T = any>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}

/** An HTTP client with a cookie jar for the `sid` cookie, talking to the app through inject. */
export class Client {
  cookie: string | undefined;
  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress = '127.0.0.1',
  ) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        host: 'localhost:3000',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const setCookie = res.cookies.find((c) => c.name === 'sid');
    if (setCookie) this.cookie = setCookie.value ? `sid=${setCookie.value}` : undefined;
    return res;
  }
  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, undefined, headers);
  }
}

let counter = 0;
/** A unique email address for a test user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.com`;
}

/** Registers (and signs in) a new user; with `verified`, also marks the email verified. */
export async function registerUser(
  t: TestApp,
  options: { email?: string; verified?: boolean; remoteAddress?: string } = {},
): Promise<{ client: Client; email: string; id: number }> {
  const client = new Client(t.app, options.remoteAddress ?? `10.1.${counter % 250}.${(counter * 7) % 250}`);
  const email = options.email ?? uniqueEmail();
  const res = await client.post('/api/register', { email, password: PASSWORD });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const id = json(res).user.id as number;
  if (options.verified) await markVerified(t, id);
  return { client, email, id };
}

/** Marks a user's email verified straight in the database and waits until the caches heard of it. */
export async function markVerified(t: TestApp, id: number): Promise<void> {
  await t.database.handle.db
    .updateTable('users')
    .set({ is_email_verified: true })
    .where('id', '=', id)
    .execute();
  await t.syncCaches();
}
