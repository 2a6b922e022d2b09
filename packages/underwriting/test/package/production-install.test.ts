/**
 * zod is a peer dependency of the engine, so in the workspace it must be resolvable from
 * packages/underwriting/dist without the engine's devDependencies: the Docker image runs
 * `pnpm install --prod` and then the API imports the engine's dist (through `@cre/api-core`, the
 * package of its router and services). This installs the workspace's manifests and lockfile the same
 * way in a scratch directory (offline, from the pnpm store the full install filled) and imports the
 * built engine from packages/api-core there.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ensureBuilt, PACKAGE_DIR, run } from './scratch-project.js';

const WORKSPACE = join(PACKAGE_DIR, '..', '..');
let scratch: string | undefined;

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** The root files and every workspace package's package.json (pnpm-workspace.yaml: apps, packages, tooling). */
async function manifests(): Promise<string[]> {
  const files = ['package.json', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', '.npmrc'];
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const name of await readdir(join(WORKSPACE, group))) files.push(join(group, name, 'package.json'));
  }
  return files.filter((file) => existsSync(join(WORKSPACE, file)));
}

it('resolves zod for the built engine after a production install, as the Docker image runs it', async () => {
  await ensureBuilt();
  scratch = await mkdtemp(join(tmpdir(), 'cre-workspace-prod-'));
  for (const file of await manifests()) {
    await mkdir(dirname(join(scratch, file)), { recursive: true });
    await cp(join(WORKSPACE, file), join(scratch, file));
  }
  await cp(join(PACKAGE_DIR, 'dist'), join(scratch, 'packages', 'underwriting', 'dist'), { recursive: true });
  await run('pnpm', ['install', '--prod', '--frozen-lockfile', '--offline', '--ignore-scripts'], scratch);

  const probe = `import('@cre/underwriting').then((engine) => {
    const parsed = engine.analysisInputSchema.safeParse({ purchasePrice: 2400000, sqft: 18000, interestRate: 6.25, annualRent: 252000 });
    console.log(JSON.stringify({ valid: parsed.success, noi: engine.analyze(parsed.data).noi }));
  });`;
  const out = await run(process.execPath, ['-e', probe], join(scratch, 'packages', 'api-core'));
  expect(JSON.parse(out)).toEqual({ valid: true, noi: 239_400 });
}, 120_000);
