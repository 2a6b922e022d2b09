import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The repository's root directory (this folder is apps/api/test/deploy in it). */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** The absolute path of `path`, given relative to the repository's root. */
export function repoPath(path: string): string {
  return join(REPO_ROOT, path);
}

/** True when `path` (relative to the repository's root, `./` allowed) is a file or folder in the repo. */
export function existsInRepo(path: string): boolean {
  return existsSync(repoPath(path));
}

/** The text of a repository file. */
export function readRepoText(path: string): string {
  return readFileSync(repoPath(path), 'utf8');
}

/**
 * A repository YAML file, parsed with merge keys (`<<: *anchor`) resolved as Compose resolves them.
 * The caller states the shape it expects; the tests then assert on it.
 */
export function readRepoYaml<T>(path: string): T {
  return parse(readRepoText(path), { merge: true }) as T;
}

/** A repository JSON file, parsed; the caller states the shape it expects. */
export function readRepoJson<T>(path: string): T {
  return JSON.parse(readRepoText(path)) as T;
}
