import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Migration } from 'kysely/migration';

/** A migration file: `yyyy_mm_dd_nnn_what_it_does.ts` (`.js` once built); declarations excluded. */
const MIGRATION_FILE = /^(\d{4}_\d{2}_\d{2}_\d{3}_[a-z0-9_]+)\.(?:ts|js)$/;

/**
 * Every migration in this folder, keyed by its date-prefixed file name (without extension), in
 * name order. The folder is read at run time, so a new migration is one new file; it works the
 * same from `src` (tsx, vitest) and from the built `dist`.
 */
export async function loadMigrations(): Promise<Record<string, Migration>> {
  const folder = fileURLToPath(new URL('.', import.meta.url));
  const names = (await readdir(folder))
    .map((file) => MIGRATION_FILE.exec(file))
    .filter((match) => match !== null)
    .sort((a, b) => a[1]!.localeCompare(b[1]!));
  const migrations: Record<string, Migration> = {};
  for (const [file, name] of names) {
    migrations[name!] = (await import(pathToFileURL(`${folder}${file}`).href)) as Migration;
  }
  return migrations;
}
