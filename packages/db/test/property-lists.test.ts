import { describe, expect, it } from 'vitest';
import {
  createSession,
  createUser,
  type Db,
  deleteUser,
  getRecentProperty,
  listProperties,
  listUsersWithProperties,
  recordPropertyAccess,
  saveProperty,
} from '../src/index.js';
import { backends, uniqueEmail, useTestDatabase } from './backends.js';
import { fullPayload } from './fixtures.js';

async function newUser(db: Db, isAdmin = false): Promise<number> {
  const user = await createUser(db, { email: uniqueEmail('lister'), passwordHash: 'h', isAdmin });
  if (!user) throw new Error('user not created');
  return user.id;
}

const idOf = (p: { id: number } | null): number => {
  if (!p) throw new Error('expected a property');
  return p.id;
};

describe.each(backends)('property lists on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('lists only the user’s projects, most recently updated first, with leases in order', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const otherId = await newUser(db);
    const a = idOf(await saveProperty(db, userId, fullPayload({ name: 'A' })));
    const b = idOf(await saveProperty(db, userId, fullPayload({ name: 'B', tenantLeases: [] })));
    const c = idOf(await saveProperty(db, userId, fullPayload({ name: 'C' })));
    await saveProperty(db, otherId, fullPayload({ name: 'Not yours' }));
    await saveProperty(db, userId, fullPayload({ id: a, name: 'A updated' }));

    const list = await listProperties(db, userId);
    expect(list.map((p) => [p.id, p.name])).toEqual([
      [a, 'A updated'],
      [c, 'C'],
      [b, 'B'],
    ]);
    expect(list[0]?.tenantLeases.map((l) => l.tenantName)).toEqual([
      'Zeta Dental',
      'Acme Coffee',
      'Midway Fitness',
    ]);
    expect(list[0]?.tenantLeases.every((l) => l.propertyId === a)).toBe(true);
    expect(list[2]?.tenantLeases).toEqual([]);
    expect(list.every((p) => p.userId === userId && typeof p.purchasePrice === 'number')).toBe(true);
    expect(await listProperties(db, 987654)).toEqual([]);
  });

  it('getRecentProperty picks the later of last access and last update', async () => {
    const { db } = database();
    const userId = await newUser(db);
    expect(await getRecentProperty(db, userId)).toBeNull();
    const first = idOf(await saveProperty(db, userId, fullPayload({ name: 'First' })));
    const second = idOf(await saveProperty(db, userId, fullPayload({ name: 'Second' })));
    expect((await getRecentProperty(db, userId))?.id).toBe(second);

    expect(await recordPropertyAccess(db, userId, first)).toBe(true);
    const recent = await getRecentProperty(db, userId);
    expect(recent?.id).toBe(first);
    expect(recent?.lastAccessedAt).toBeInstanceOf(Date);
    expect(recent?.tenantLeases).toHaveLength(3);
    // Access does not count as an update: the list order is unchanged.
    expect((await listProperties(db, userId)).map((p) => p.id)).toEqual([second, first]);

    await saveProperty(db, userId, fullPayload({ id: second, name: 'Second edited' }));
    expect((await getRecentProperty(db, userId))?.id).toBe(second);
  });

  it('recordPropertyAccess refuses projects that are not the user’s', async () => {
    const { db } = database();
    const owner = await newUser(db);
    const other = await newUser(db);
    const id = idOf(await saveProperty(db, owner, fullPayload()));
    expect(await recordPropertyAccess(db, other, id)).toBe(false);
    expect(await recordPropertyAccess(db, owner, 987654)).toBe(false);
    const row = await db
      .selectFrom('properties')
      .select('last_accessed_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.last_accessed_at).toBeNull();
  });

  it('listUsersWithProperties gives every user with count and projects, no password hash', async () => {
    const { db } = database();
    await db.deleteFrom('users').execute();
    const admin = await newUser(db, true);
    const busy = await newUser(db);
    const idle = await newUser(db);
    const p1 = idOf(await saveProperty(db, busy, fullPayload({ name: 'One' })));
    const p2 = idOf(await saveProperty(db, busy, fullPayload({ name: 'Two', purchasePrice: 2500000.5 })));

    const rows = await listUsersWithProperties(db);
    expect(rows.map((u) => [u.id, u.propertyCount])).toEqual([
      [admin, 0],
      [busy, 2],
      [idle, 0],
    ]);
    const busyRow = rows[1];
    expect(busyRow?.properties.map((p) => p.id)).toEqual([p2, p1]);
    expect(busyRow?.properties[0]?.purchasePrice).toBe(2500000.5);
    expect(rows[0]?.isAdmin).toBe(true);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'createdAt',
          'email',
          'id',
          'isAdmin',
          'isEmailVerified',
          'properties',
          'propertyCount',
          'updatedAt',
        ].sort(),
      );
    }
  });

  it('deleteUser cascades to properties, leases and sessions, leaving other users alone', async () => {
    const { db } = database();
    const doomed = await newUser(db);
    const keeper = await newUser(db);
    const doomedProperty = idOf(await saveProperty(db, doomed, fullPayload()));
    const kept = await saveProperty(db, keeper, fullPayload());
    const future = new Date(Date.now() + 3_600_000);
    await createSession(db, {
      id: `s-doomed-${doomed}`,
      userId: doomed,
      expiresAt: future,
      idleExpiresAt: future,
    });
    await createSession(db, {
      id: `s-keeper-${keeper}`,
      userId: keeper,
      expiresAt: future,
      idleExpiresAt: future,
    });

    expect(await deleteUser(db, doomed)).toBe(true);
    expect(await db.selectFrom('properties').select('id').where('user_id', '=', doomed).execute()).toEqual(
      [],
    );
    expect(
      await db.selectFrom('tenant_leases').select('id').where('property_id', '=', doomedProperty).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', doomed).execute()).toEqual([]);
    expect(await listProperties(db, keeper)).toEqual([kept]);
    expect(await db.selectFrom('sessions').select('id').where('user_id', '=', keeper).execute()).toEqual([
      { id: `s-keeper-${keeper}` },
    ]);
  });
});
