import { describe, expect, it } from 'vitest';
import { createUser, findUserByEmail, migrateDown, migrateToLatest } from '../src/index.js';
import { backends, uniqueEmail, useTestDatabase } from './backends.js';

describe.each(backends)('migration 005 on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('clears admin flags stored by registration, so only the current ADMIN_EMAIL rule counts', async () => {
    const { db } = database();
    expect(await migrateDown(db)).toEqual(['2026_11_27_013_account_tokens']);
    expect(await migrateDown(db)).toEqual(['2026_11_27_012_property_versions']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_011_property_scenarios']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_010_property_shares']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_009_ready_targets']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_008_short_email_search']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_007_list_indexes']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_006_lease_by_lease_projection']);
    expect(await migrateDown(db)).toEqual(['2026_11_24_005_clear_registration_admin_flags']);
    const flagged = uniqueEmail('old-admin');
    const plain = uniqueEmail('plain');
    await createUser(db, { email: flagged, passwordHash: 'h', isAdmin: true });
    await createUser(db, { email: plain, passwordHash: 'h' });
    expect((await findUserByEmail(db, flagged))?.isAdmin).toBe(true);

    expect(await migrateToLatest(db)).toEqual([
      '2026_11_24_005_clear_registration_admin_flags',
      '2026_11_24_006_lease_by_lease_projection',
      '2026_11_24_007_list_indexes',
      '2026_11_24_008_short_email_search',
      '2026_11_24_009_ready_targets',
      '2026_11_24_010_property_shares',
      '2026_11_24_011_property_scenarios',
      '2026_11_27_012_property_versions',
      '2026_11_27_013_account_tokens',
    ]);
    expect((await findUserByEmail(db, flagged))?.isAdmin).toBe(false);
    expect((await findUserByEmail(db, plain))?.isAdmin).toBe(false);
  });
});
