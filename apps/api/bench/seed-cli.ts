/**
 * Seeds an empty database at platform size for browser tests and demos:
 *
 *   tsx --conditions=@cre/source bench/seed-cli.ts --pglite-dir DIR | --database-url URL
 *       [--users 5000] [--projects 15000] [--leases 2] [--heavy 200]
 *       --admin admin@example.com --password 'admin password'
 *
 * Migrates, adds the blog posts, seeds `user<N>@scale.example.com` users (all verified, all with
 * the given password; user 1 is `heavy@scale.example.com` owning `--heavy` projects) with projects
 * and leases (see `seedScale`), and adds the admin account. Prints one JSON line with the counts
 * and seconds; exits 1 with the reason when it cannot.
 */
import { parseArgs } from 'node:util';
import { hashPassword } from '@cre/api-core';
import { createDb, MAINTENANCE_TIMEOUTS, migrateToLatest, seedBlogPosts, sql } from '@cre/db';
import { seedScale } from './scale-seed.js';

const { values } = parseArgs({
  options: {
    'pglite-dir': { type: 'string' },
    'database-url': { type: 'string' },
    users: { type: 'string', default: '5000' },
    projects: { type: 'string', default: '15000' },
    leases: { type: 'string', default: '2' },
    heavy: { type: 'string', default: '200' },
    admin: { type: 'string' },
    password: { type: 'string' },
  },
});

/** A whole number option, or an exit with the reason. */
function count(name: 'users' | 'projects' | 'leases' | 'heavy'): number {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} must be a whole number (got ${values[name]})`);
  return n;
}

async function main(): Promise<void> {
  const { admin, password } = values;
  if (!admin || !password) throw new Error('--admin and --password are required');
  if (!values['pglite-dir'] === !values['database-url']) {
    throw new Error('give exactly one of --pglite-dir and --database-url');
  }
  const size = {
    users: count('users'),
    projects: count('projects'),
    leasesPerProject: count('leases'),
    heavyUserProjects: count('heavy'),
  };
  if (size.users < 2 || size.heavyUserProjects > size.projects) {
    throw new Error('need at least 2 users and no more heavy-user projects than projects');
  }
  const handle = values['pglite-dir']
    ? await createDb('', { pgliteDir: values['pglite-dir'] })
    : await createDb(values['database-url'] as string, { timeouts: MAINTENANCE_TIMEOUTS });
  try {
    await migrateToLatest(handle.db);
    await seedBlogPosts(handle.db);
    const hash = await hashPassword(password);
    const seconds = await seedScale(handle.db, size, hash);
    await sql`insert into users (email, password_hash, is_email_verified) values (${admin}, ${hash}, true)`.execute(
      handle.db,
    );
    console.log(JSON.stringify({ ...size, admin, seconds: Number(seconds.toFixed(2)) }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
