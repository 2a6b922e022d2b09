import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitUntil } from './wait';

/** Root folders of the workspace packages the e2e run depends on. */
export const paths = (() => {
  const web = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
  const repo = resolve(web, '..', '..');
  return {
    web,
    repo,
    api: join(repo, 'apps', 'api'),
    /** The production build served: E2E_WEB_DIST (a private build folder) or apps/web/dist. */
    webDist: process.env.E2E_WEB_DIST ? resolve(process.env.E2E_WEB_DIST) : join(web, 'dist'),
    artifacts: resolve(process.env.ARTIFACTS_DIR || join(web, 'artifacts')),
  };
})();

/** A running API process serving the production web build. */
export interface RunningApi {
  baseURL: string;
  logFile: string;
  mode: 'dist' | 'source';
  stop(): Promise<void>;
}

/** Asks the OS for a free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

/** Newest modification time (ms) of any file below `dir`, skipping node_modules and dist. */
export function newestMtime(dir: string): number {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** Fails with an actionable message when the production web build is missing; warns when stale. */
export function assertWebBuild(): void {
  const index = join(paths.webDist, 'index.html');
  if (!existsSync(index)) {
    throw new Error(
      `The production web build is missing (${index} not found).\n` +
        'Build it first:  pnpm --filter @cre/web build   (turbo runs it before test:e2e).',
    );
  }
  const built = statSync(index).mtimeMs;
  const sources = Math.max(
    newestMtime(join(paths.web, 'src')),
    newestMtime(join(paths.repo, 'packages', 'ui', 'src')),
  );
  if (sources > built) {
    console.warn(
      `[e2e] warning: ${paths.webDist} is older than the web sources; rebuild it (pnpm --filter @cre/web build) to test the current code.`,
    );
  }
}

/** Uses the compiled API only when its dist (and the dists it imports) are newer than their sources. */
function pickApiMode(): 'dist' | 'source' {
  const pairs = [paths.api, join(paths.repo, 'packages', 'db'), join(paths.repo, 'packages', 'underwriting')];
  const fresh = pairs.every((dir) => {
    const dist = join(dir, 'dist');
    return existsSync(dist) && newestMtime(join(dir, 'src')) <= distTime(dist);
  });
  return fresh && existsSync(join(paths.api, 'dist', 'server.js')) ? 'dist' : 'source';
}

function distTime(dist: string): number {
  let oldest = Number.POSITIVE_INFINITY;
  for (const entry of readdirSync(dist, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) oldest = Math.min(oldest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return Number.isFinite(oldest) ? oldest : 0;
}

async function waitForHealth(baseURL: string, child: ChildProcess, logTail: () => string): Promise<void> {
  try {
    await waitUntil(
      () => {
        if (child.exitCode !== null) {
          throw new Error(`The API exited with code ${child.exitCode} before it was healthy.\n${logTail()}`);
        }
        // Refused connections (not listening yet) are a "not yet".
        return fetch(`${baseURL}/api/health`).then(
          (res) => res.ok,
          () => false,
        );
      },
      { timeout: 90_000, interval: 250, message: `the API answers ${baseURL}/api/health` },
    );
  } catch (error) {
    if (child.exitCode !== null) throw error;
    throw new Error(`${(error as Error).message}\n${logTail()}`);
  }
}

/**
 * Starts the real API (compiled or from source through tsx) on a free port, on the in-memory
 * database (or `options.database`, e.g. `{ PGLITE_DIR: dir }`), in development-mode email, serving
 * the web build, and waits for /api/health. The log goes to `<artifacts>/<logName>` (default
 * api-server.log).
 */
export async function startApi(options: {
  adminEmail: string;
  database?: Record<string, string>;
  logName?: string;
}): Promise<RunningApi> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const mode = pickApiMode();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['NODE_ENV', 'SMTP_URL', 'DATABASE_URL', 'PGLITE_DIR', 'VITEST', 'VITEST_POOL_ID'])
    delete env[key];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(options.database ?? { DATABASE_URL: 'memory://' }),
    ADMIN_EMAIL: options.adminEmail,
    APP_URL: baseURL,
    WEB_DIST: paths.webDist,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    COOKIE_SECURE: 'false',
  });
  const args =
    mode === 'dist'
      ? [join(paths.api, 'dist', 'server.js')]
      : [
          createRequire(join(paths.api, 'package.json')).resolve('tsx/cli'),
          '--conditions=@cre/source',
          join(paths.api, 'src', 'server.ts'),
        ];
  mkdirSync(paths.artifacts, { recursive: true });
  const logFile = join(paths.artifacts, options.logName ?? 'api-server.log');
  const log = createWriteStream(logFile);
  const lines: string[] = [];
  const child = spawn(process.execPath, args, { cwd: paths.api, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      log.write(chunk);
      lines.push(...chunk.toString().split('\n'));
      if (lines.length > 60) lines.splice(0, lines.length - 60);
    });
  }
  const logTail = () => `--- last API log lines (${logFile}) ---\n${lines.join('\n')}`;
  try {
    await waitForHealth(baseURL, child, logTail);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    logFile,
    mode,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
    },
  };
}
