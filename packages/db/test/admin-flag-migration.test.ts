import { describe, expect, it } from 'vitest';
import { createUser, findUserByEmail, migrateTo, migrateToLatest, sql } from '../src/index.js';
import { backends, uniqueEmail, useTestDatabase } from './backends.js';
import { migrationsAfter } from './migrations.js';

const BEFORE = '2026_11_23_004_property_change_notifications';
const MIGRATION = '2026_11_24_005_clear_registration_admin_flags';

describe.each(backends)('migration 005 on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('clears admin flags stored by registration, so only the current ADMIN_EMAIL rule counts', async () => {
    const { db } = database();
    expect(await migrateTo(db, BEFORE)).toEqual((await migrationsAfter(BEFORE)).reverse());
    const flagged = uniqueEmail('old-admin');
    const plain = uniqueEmail('plain');
    await createUser(db, { email: flagged, passwordHash: 'h', isAdmin: true });
    await createUser(db, { email: plain, passwordHash: 'h' });
    expect((await findUserByEmail(db, flagged))?.isAdmin).toBe(true);

    expect(await migrateTo(db, MIGRATION)).toEqual([MIGRATION]);
    const flags = await sql<{ email: string; is_admin: boolean }>`
      select email, is_admin from users where email in (${flagged}, ${plain}) order by email`.execute(db);
    expect(flags.rows).toEqual([flagged, plain].sort().map((email) => ({ email, is_admin: false })));

    expect(await migrateToLatest(db)).toEqual(await migrationsAfter(MIGRATION));
    expect((await findUserByEmail(db, flagged))?.isAdmin).toBe(false);
    expect((await findUserByEmail(db, plain))?.isAdmin).toBe(false);
  });
});
