import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { waitUntil } from '@cre/vitest-config/wait-until';

const apiDir = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** One app process: `src/server.ts` run by Node (tsx as its loader), as `pnpm start` runs the built one. */
export interface AppProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  log: string[];
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
}

/** Newest modification time (ms) of the files below `dir`. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Makes sure `dist/server.js` is the compiled current source (compiling the API with `tsc` when
 * it is missing or older), so a test can run the server as `pnpm start` does, without a loader
 * that adds its own memory. The packages it imports must be built already (turbo's `^build`
 * does that before every package's tests); a stale one is reported, not rebuilt here.
 */
export function ensureBuiltServer(): void {
  for (const pkg of ['db', 'underwriting']) {
    const dir = join(apiDir, '..', '..', 'packages', pkg);
    const dist = join(dir, 'dist');
    if (!existsSync(dist) || newestMtime(join(dir, 'src')) > newestMtime(dist)) {
      throw new Error(
        `packages/${pkg}/dist is missing or older than its sources: run \`pnpm turbo run build --filter=@cre/api^...\` first`,
      );
    }
  }
  const server = join(apiDir, 'dist', 'server.js');
  if (existsSync(server) && newestMtime(join(apiDir, 'src')) <= newestMtime(join(apiDir, 'dist'))) return;
  const tsc = createRequire(join(apiDir, 'package.json')).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', join(apiDir, 'tsconfig.build.json')], {
    cwd: apiDir,
    stdio: 'pipe',
  });
}

/**
 * Spawns the server with `env` over a clean environment (no NODE_ENV, SMTP_URL or vitest
 * variables): `src/server.ts` through tsx, or with `built` the compiled `dist/server.js`
 * (see {@link ensureBuiltServer}).
 */
export function spawnAppProcess(
  env: Record<string, string>,
  port: number,
  { built = false } = {},
): AppProcess {
  const merged: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['NODE_ENV', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'SMTP_URL', 'DATABASE_URL'])
    delete merged[key];
  const url = `http://127.0.0.1:${port}`;
  Object.assign(merged, {
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  });
  // tsx as a loader in this one process (its CLI would run the server in a child, which a
  // SIGKILL of the CLI leaves running).
  const tsx = pathToFileURL(createRequire(join(apiDir, 'package.json')).resolve('tsx')).href;
  const args = built
    ? [join(apiDir, 'dist', 'server.js')]
    : ['--conditions=@cre/source', '--import', tsx, join(apiDir, 'src', 'server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  return { url, port, child, log, exited };
}

/** Waits until `app` answers /api/health with 200 (fails at once if it exits). */
export async function waitHealthy(app: AppProcess, timeout = 60_000): Promise<AppProcess> {
  await waitUntil(
    () => {
      if (app.child.exitCode !== null || app.child.signalCode !== null)
        throw new Error(`an app process exited (${app.child.exitCode}): ${app.log.join('')}`);
      return fetch(`${app.url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
    },
    { timeout, interval: 200, message: `${app.url} is healthy` },
  );
  return app;
}

/** Starts an app process on a free port and waits until it is healthy. */
export async function startAppProcess(
  env: Record<string, string>,
  options?: { built?: boolean },
): Promise<AppProcess> {
  return waitHealthy(spawnAppProcess(env, await freePort(), options));
}

/** What {@link HttpSession.call} answers. */
export interface HttpAnswer {
  status: number;
  /** The parsed JSON body (the text when it is not JSON; null when empty). */
  body: Record<string, unknown> | null;
  headers: Headers;
}

/** A browser's session: one cookie, sent to whichever process is asked. */
export class HttpSession {
  cookie = '';
  async call(base: string, method: string, path: string, body?: unknown): Promise<HttpAnswer> {
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
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    return { status: res.status, body: parsed as Record<string, unknown> | null, headers: res.headers };
  }
}

/** Registers `email` on `base` and verifies it through the development-mode link. */
export async function registerVerified(base: string, email: string, password: string): Promise<HttpSession> {
  const session = new HttpSession();
  const registered = await session.call(base, 'POST', '/api/register', { email, password });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const resend = await session.call(base, 'POST', '/api/resend-verification');
  const link = new URL(String(resend.body?.message).match(/https?:\/\/\S+/)?.[0] as string);
  await session.call(base, 'GET', `${link.pathname}${link.search}`);
  return session;
}
