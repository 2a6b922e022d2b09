import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  createPropertyShare,
  type Db,
  deleteProperty,
  deleteUser,
  isPropertyShareLive,
  listPropertyShares,
  migrateTo,
  migrateToLatest,
  readSharedProperty,
  revokePropertyShare,
  saveProperty,
} from '../src/index.js';
import { backends, newUser, useTestDatabase } from './backends.js';
import { fullPayload } from './fixtures.js';
import { migrationsAfter } from './migrations.js';

const BEFORE = '2026_11_24_009_ready_targets';
const MIGRATION = '2026_11_24_010_property_shares';

/** property_shares as migration 010 makes it: its unique token hash, its index, its cascade. */
async function expectSharesTable(db: Db): Promise<void> {
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where tablename = 'property_shares' order by indexname`.execute(
    db,
  );
  expect(indexes.rows.map((r) => r.indexname)).toEqual(
    expect.arrayContaining(['property_shares_property_id_idx', 'property_shares_token_hash_key']),
  );
  const cascade = await sql<{ delete_rule: string }>`
    select rc.delete_rule from information_schema.referential_constraints rc
    join information_schema.table_constraints tc on tc.constraint_name = rc.constraint_name
    where tc.table_name = 'property_shares'`.execute(db);
  expect(cascade.rows).toEqual([{ delete_rule: 'CASCADE' }]);
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const DAY = 24 * 60 * 60 * 1000;

describe.each(backends)('property share links on %s', (kind) => {
  const database = useTestDatabase(kind);

  async function project(db = database().db) {
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, fullPayload());
    if (!saved) throw new Error('not saved');
    return { userId, propertyId: saved.id };
  }

  it('creates a link only for the owner, lists it newest first, and revokes it', async () => {
    const { db } = database();
    const { userId, propertyId } = await project();
    const stranger = await newUser(db, 'stranger');
    const now = new Date('2030-01-01T00:00:00Z');
    const share = { tokenHash: hash('a'), createdAt: now, expiresAt: new Date(now.getTime() + DAY) };
    expect(await createPropertyShare(db, stranger, propertyId, share)).toBeNull();
    expect(await createPropertyShare(db, userId, 2_147_483_648, share)).toBeNull();
    const first = await createPropertyShare(db, userId, propertyId, share);
    expect(first).toEqual({
      id: expect.any(Number),
      propertyId,
      createdAt: now,
      expiresAt: share.expiresAt,
      views: 0,
    });
    const later = new Date(now.getTime() + 1000);
    const second = await createPropertyShare(db, userId, propertyId, {
      tokenHash: hash('b'),
      createdAt: later,
      expiresAt: new Date(later.getTime() + DAY),
    });
    expect((await listPropertyShares(db, userId, propertyId))?.map((s) => s.id)).toEqual([
      second?.id,
      first?.id,
    ]);
    expect(await listPropertyShares(db, stranger, propertyId)).toBeNull();
    // the same token hash cannot be stored twice
    await expect(createPropertyShare(db, userId, propertyId, share)).rejects.toThrow();

    expect(await revokePropertyShare(db, stranger, propertyId, first!.id)).toBe('project-not-found');
    expect(await revokePropertyShare(db, userId, propertyId, 999_999)).toBe('share-not-found');
    expect(await revokePropertyShare(db, userId, propertyId, first!.id)).toBe('revoked');
    expect(await revokePropertyShare(db, userId, propertyId, first!.id)).toBe('share-not-found');
    expect((await listPropertyShares(db, userId, propertyId))?.map((s) => s.id)).toEqual([second?.id]);
    expect(await readSharedProperty(db, hash('a'), now)).toBeNull();
  });

  it('reads count views atomically, stop at expiry, and the liveness check counts nothing', async () => {
    const { db } = database();
    const { userId, propertyId } = await project();
    const now = new Date('2030-01-01T00:00:00Z');
    const expiresAt = new Date(now.getTime() + DAY);
    await createPropertyShare(db, userId, propertyId, { tokenHash: hash('c'), createdAt: now, expiresAt });
    expect(await isPropertyShareLive(db, hash('c'), now)).toBe(true);
    const reads = await Promise.all([1, 2, 3].map(() => readSharedProperty(db, hash('c'), now)));
    for (const read of reads) {
      expect(read).toMatchObject({ id: propertyId, name: fullPayload().name });
      expect(read?.tenantLeases).toHaveLength(fullPayload().tenantLeases?.length ?? 0);
    }
    expect((await listPropertyShares(db, userId, propertyId))?.[0]?.views).toBe(3);
    expect(await isPropertyShareLive(db, hash('c'), expiresAt)).toBe(false);
    expect(await readSharedProperty(db, hash('c'), expiresAt)).toBeNull();
    expect((await listPropertyShares(db, userId, propertyId))?.[0]?.views).toBe(3);
    expect(await readSharedProperty(db, hash('unknown'), now)).toBeNull();
  });

  it('deleting the project or its owner deletes its links (ON DELETE CASCADE)', async () => {
    const { db } = database();
    const now = new Date('2030-01-01T00:00:00Z');
    const expiresAt = new Date(now.getTime() + DAY);
    const a = await project();
    const b = await project();
    await createPropertyShare(db, a.userId, a.propertyId, {
      tokenHash: hash('d'),
      createdAt: now,
      expiresAt,
    });
    await createPropertyShare(db, b.userId, b.propertyId, {
      tokenHash: hash('e'),
      createdAt: now,
      expiresAt,
    });
    expect(await deleteProperty(db, a.userId, a.propertyId)).toBe(true);
    expect(await deleteUser(db, b.userId)).toBe(true);
    const left = await sql<{ n: number }>`
      select count(*)::int as n from property_shares where token_hash in (${hash('d')}, ${hash('e')})`.execute(
      db,
    );
    expect(left.rows).toEqual([{ n: 0 }]);
  });

  it('migration 010: the table, its unique hash, its index and cascade; down drops it', async () => {
    const { db } = database();
    await expectSharesTable(db);
    expect(await migrateTo(db, BEFORE)).toEqual((await migrationsAfter(BEFORE)).reverse());
    const gone = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_name = 'property_shares'`.execute(
      db,
    );
    expect(gone.rows).toEqual([{ n: 0 }]);
    expect(await migrateTo(db, MIGRATION)).toEqual([MIGRATION]);
    await expectSharesTable(db);
    expect(await migrateToLatest(db)).toEqual(await migrationsAfter(MIGRATION));
  });
});
