import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { paths } from './api-server';

/** What `apps/api/bench/seed-cli.ts` seeded. */
export interface SeededPlatform {
  users: number;
  projects: number;
  leasesPerProject: number;
  heavyUserProjects: number;
  admin: string;
  seconds: number;
}

/**
 * Seeds an embedded PGlite database in `dir` at platform size with the API's seed script
 * (`user<N>@scale.example.com` users, all verified, all with `password`; `admin` added last) and
 * returns what it printed. Throws with the script's output when it fails.
 */
export function seedPgliteDir(
  dir: string,
  options: {
    users: number;
    projects: number;
    leases: number;
    heavy: number;
    admin: string;
    password: string;
  },
): SeededPlatform {
  const tsx = createRequire(join(paths.api, 'package.json')).resolve('tsx/cli');
  const args = [
    tsx,
    '--conditions=@cre/source',
    join(paths.api, 'bench', 'seed-cli.ts'),
    '--pglite-dir',
    dir,
    ...(['users', 'projects', 'leases', 'heavy', 'admin', 'password'] as const).flatMap((key) => [
      `--${key}`,
      String(options[key]),
    ]),
  ];
  const run = spawnSync(process.execPath, args, { cwd: paths.api, encoding: 'utf8', timeout: 120_000 });
  if (run.status !== 0) {
    throw new Error(`seeding ${dir} failed (${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
  }
  const last = run.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as SeededPlatform;
}
