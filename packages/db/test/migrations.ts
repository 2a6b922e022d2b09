import { expect } from 'vitest';
import { knownMigrations } from '../src/index.js';

/**
 * The migrations that existed when these tests were written, in the order they run. Every
 * helper below checks that `knownMigrations()` (the folder, read at run time) still starts with
 * them, so deleting, renaming or reordering one fails the tests, while a migration added after
 * them needs no test edit.
 */
export const EXISTING_MIGRATIONS = [
  '2026_11_22_001_init',
  '2026_11_22_002_fractional_lease_terms',
  '2026_11_23_003_session_change_notifications',
  '2026_11_23_004_property_change_notifications',
  '2026_11_24_005_clear_registration_admin_flags',
  '2026_11_24_006_lease_by_lease_projection',
  '2026_11_24_007_list_indexes',
  '2026_11_24_008_short_email_search',
  '2026_11_24_009_ready_targets',
  '2026_11_24_010_property_shares',
  '2026_11_24_011_property_scenarios',
  '2026_11_27_012_property_versions',
  '2026_11_27_013_account_tokens',
  '2026_11_27_014_lease_detail',
  '2026_11_27_015_analysis_date',
  '2026_11_27_016_lease_reviews',
  '2026_11_27_017_capital_stack',
] as const;

export type ExistingMigration = (typeof EXISTING_MIGRATIONS)[number];

/** Every migration this code knows (`knownMigrations()`), checked to start with {@link EXISTING_MIGRATIONS}. */
export async function allMigrations(): Promise<string[]> {
  const all = await knownMigrations();
  expect(all.slice(0, EXISTING_MIGRATIONS.length)).toEqual(EXISTING_MIGRATIONS);
  return all;
}

/**
 * The migrations that run after `name`, in order: what `migrateToLatest` applies once `name` is
 * the last one applied. Reversed, what `migrateTo(db, name)` rolls back from the latest schema.
 */
export async function migrationsAfter(name: ExistingMigration): Promise<string[]> {
  const all = await allMigrations();
  return all.slice(all.indexOf(name) + 1);
}
