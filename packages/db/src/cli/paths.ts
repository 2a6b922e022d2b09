import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The environment variables the database commands read. */
export interface CliEnv {
  /** Where the user typed the command (pnpm sets it; a script's own cwd is its package). */
  INIT_CWD?: string | undefined;
  DATABASE_URL?: string | undefined;
  PGLITE_DIR?: string | undefined;
}

/** `apps/api`: the working directory of the server (`pnpm start`, the Docker image). */
export const SERVER_DIRECTORY = fileURLToPath(new URL('../../../../apps/api/', import.meta.url));

/**
 * `file` as the user meant it: relative to the directory the command was typed in (`INIT_CWD`,
 * which pnpm sets before moving into the package), else to the current directory.
 *
 * @example userPath('backups/cre.jsonl', { INIT_CWD: '/home/me/cre' }) // '/home/me/cre/backups/cre.jsonl'
 */
export function userPath(file: string, env: CliEnv): string {
  return resolve(env.INIT_CWD?.trim() || process.cwd(), file);
}

/**
 * The embedded database the server uses: `PGLITE_DIR` (a relative one read from `apps/api`, as the
 * server reads it) or `apps/api/.data/pglite`.
 *
 * @example serverPgliteDirectory({}) // '<repo>/apps/api/.data/pglite'
 */
export function serverPgliteDirectory(env: CliEnv, serverDirectory = SERVER_DIRECTORY): string {
  const configured = env.PGLITE_DIR?.trim();
  if (configured) return isAbsolute(configured) ? configured : resolve(serverDirectory, configured);
  return resolve(serverDirectory, '.data', 'pglite');
}
