import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from '@cre/vitest-config/wait-until';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, createTestDatabase, type TestDatabase } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();
const apiDir = join(fileURLToPath(new URL('.', import.meta.url)), '..');
const ADMIN_EMAIL = 'three-processes-admin@example.com';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One app process: `src/server.ts` run by Node (tsx), as `pnpm start` runs the built one. */
interface AppProcess {
  url: string;
  child: ChildProcess;
  log: string[];
}

async function startProcess(databaseUrl: string, secret: string): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['NODE_ENV', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'SMTP_URL']) delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: secret,
    ADMIN_EMAIL,
    APP_URL: url,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
  });
  const tsx = createRequire(join(apiDir, 'package.json')).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, '--conditions=@cre/source', join(apiDir, 'src', 'server.ts')], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  await waitUntil(
    () => {
      if (child.exitCode !== null)
        throw new Error(`an app process exited (${child.exitCode}): ${log.join('')}`);
      return fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
    },
    { timeout: 60_000, interval: 200, message: `${url} is healthy` },
  );
  return { url, child, log };
}

/** A browser's session: one cookie, sent to whichever process the load balancer picks. */
class Session {
  cookie = '';
  async call(base: string, method: string, path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
    if (set) this.cookie = set.split(';')[0] as string;
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }
}

describe.runIf(backends.includes('postgres'))('three app processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let apps: AppProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const secret = randomBytes(32).toString('hex');
    apps = await Promise.all([0, 1, 2].map(() => startProcess(database.url, secret)));
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) app.child.kill('SIGTERM');
    await Promise.all(apps.map((app) => new Promise((resolve) => app.child.once('exit', resolve))));
    await database?.drop();
  });

  /** Waits until every process answers `path` for the session with `status` (change feeds are asynchronous). */
  async function seenByAll(
    session: Session,
    path: string,
    check: (r: { status: number; body: unknown }) => boolean,
  ) {
    for (const app of apps) {
      await waitUntil(async () => check(await session.call(app.url, 'GET', path)), {
        timeout: 10_000,
        interval: 50,
        message: `${app.url}${path} shows the change`,
      });
    }
  }

  it('a session, a saved project, a logout and an admin deletion are seen alike by all three', async () => {
    const [a, b, c] = apps.map((app) => app.url) as [string, string, string];
    const jane = new Session();
    const email = `jane-${Date.now()}@example.com`;
    expect((await jane.call(a, 'POST', '/api/register', { email, password: 'three-procs-1' })).status).toBe(
      201,
    );
    // signed in on A: the same cookie is signed in on B and C
    await seenByAll(jane, '/api/user', (r) => r.status === 200);
    // verify on B through the development-mode link, save on B, listed on A and C
    const resend = await jane.call(b, 'POST', '/api/resend-verification');
    const link = new URL(String(resend.body?.message).match(/https?:\/\/\S+/)?.[0] as string);
    await jane.call(b, 'GET', `${link.pathname}${link.search}`);
    await seenByAll(
      jane,
      '/api/user',
      (r) => (r.body as { isEmailVerified?: boolean }).isEmailVerified === true,
    );
    expect(
      (await jane.call(b, 'POST', '/api/properties', samplePayload({ name: 'Seen Everywhere' }))).status,
    ).toBe(200);
    await seenByAll(
      jane,
      '/api/properties',
      (r) => Array.isArray(r.body) && r.body.some((p) => (p as { name: string }).name === 'Seen Everywhere'),
    );
    // a logout on C ends the session on A and B
    expect((await jane.call(c, 'POST', '/api/logout')).status).toBe(200);
    const stale = new Session();
    stale.cookie = jane.cookie || '';
    await seenByAll(stale, '/api/user', (r) => r.status === 401);

    // an admin on A deletes bob, who is signed in: B and C sign him out
    const bob = new Session();
    expect(
      (
        await bob.call(b, 'POST', '/api/register', {
          email: `bob-${Date.now()}@example.com`,
          password: 'three-procs-2',
        })
      ).status,
    ).toBe(201);
    const bobId = (await bob.call(c, 'GET', '/api/user')).body?.id;
    await seenByAll(bob, '/api/user', (r) => r.status === 200);
    const admin = new Session();
    await admin.call(a, 'POST', '/api/register', { email: ADMIN_EMAIL, password: 'three-procs-admin' });
    const adminResend = await admin.call(a, 'POST', '/api/resend-verification');
    const adminLink = new URL(String(adminResend.body?.message).match(/https?:\/\/\S+/)?.[0] as string);
    await admin.call(a, 'GET', `${adminLink.pathname}${adminLink.search}`);
    expect((await admin.call(a, 'DELETE', `/api/admin/users/${bobId}`)).status).toBe(200);
    await seenByAll(bob, '/api/user', (r) => r.status === 401);
  }, 90_000);
});
