/**
 * Packs this package with `pnpm pack` (pnpm applies `publishConfig`) and installs the tarball into
 * a scratch project outside the workspace, with no registry: `pnpm install --offline` of the
 * tarball, and zod linked from the workspace's copy.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, realpath, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const exec = promisify(execFile);

/** This package's directory (packages/underwriting). */
export const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** The environment of child processes: without the npm_* settings of the `pnpm test` running us. */
export const CHILD_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')),
);

/** A scratch directory holding the tarball and a consumer project with the tarball installed. */
export interface ScratchProject {
  root: string;
  tarball: string;
  project: string;
}

/** Runs a command in `cwd` and returns its standard output (rejects with the output on failure). */
export async function run(file: string, args: string[], cwd: string): Promise<string> {
  const { stdout } = await exec(file, args, { cwd, env: CHILD_ENV, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

/** Modification time (ms) of the newest file under `path`, or of `path` itself; 0 when missing. */
async function newestChange(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true, withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(0, ...times);
}

/**
 * Builds dist/ when it is missing or older than what it is built from. Under `pnpm test`, turbo
 * has just built it (turbo.json: this package's `test` depends on its `build`), so nothing is
 * written while other packages' builds read dist/; a run of this package alone after an edit
 * rebuilds first.
 */
export async function ensureBuilt(): Promise<void> {
  const built = await newestChange(join(PACKAGE_DIR, 'dist', 'cjs', 'package.json'));
  const inputs = ['src', 'package.json', 'tsconfig.build.json', 'tsconfig.build.cjs.json'];
  const changed = Math.max(
    ...(await Promise.all(inputs.map((input) => newestChange(join(PACKAGE_DIR, input))))),
  );
  if (built < changed) await run('pnpm', ['run', 'build'], PACKAGE_DIR);
}

/** `pnpm pack` into a new scratch directory, then a project there with the tarball installed. */
export async function packAndInstall(files: Record<string, string>): Promise<ScratchProject> {
  await ensureBuilt();
  const root = await mkdtemp(join(tmpdir(), 'cre-underwriting-pack-'));
  await run('pnpm', ['pack', '--pack-destination', root], PACKAGE_DIR);
  const packed = (await readdir(root)).find((name) => name.endsWith('.tgz'));
  if (!packed) throw new Error(`pnpm pack left no tarball in ${root}`);
  const tarball = join(root, packed);

  const project = join(root, 'project');
  await mkdir(project);
  const zod = await realpath(join(PACKAGE_DIR, 'node_modules', 'zod'));
  const manifest = {
    name: 'scratch-consumer',
    private: true,
    dependencies: { '@cre/underwriting': `file:${tarball}`, zod: `link:${zod}` },
  };
  await writeFile(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [name, content] of Object.entries(files)) await writeFile(join(project, name), content);
  await run(
    'pnpm',
    [
      'install',
      '--offline',
      '--ignore-workspace',
      '--no-frozen-lockfile',
      '--store-dir',
      join(root, 'store'),
    ],
    project,
  );
  return { root, tarball, project };
}

/** The workspace's TypeScript compiler (the scratch project has none of its own). */
export const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');
