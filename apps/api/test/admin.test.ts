import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, Client, json, registerUser, startTestApp, type TestApp } from './helpers/app.js';
import { availableBackends } from './helpers/databases.js';
import { samplePayload } from './helpers/payload.js';

const backends = await availableBackends();

describe.each(backends)('admin (%s)', (backend) => {
  let t: TestApp;
  let admin: { client: Client; id: number };
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = await registerUser(t, { email: ADMIN_EMAIL, verified: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists users with propertyCount and properties', async () => {
    const alice = await registerUser(t, { verified: true });
    await alice.client.post('/api/properties', samplePayload({ name: 'Alice One' }));
    await alice.client.post('/api/properties', samplePayload({ name: 'Alice Two', address: null }));
    const res = await admin.client.get('/api/admin/users-with-properties');
    expect(res.statusCode).toBe(200);
    const users = json(res);
    const adminRow = users.find((u: { id: number }) => u.id === admin.id);
    expect(adminRow).toMatchObject({
      email: ADMIN_EMAIL,
      isAdmin: true,
      isEmailVerified: true,
      propertyCount: 0,
      properties: [],
    });
    const aliceRow = users.find((u: { id: number }) => u.id === alice.id);
    expect(aliceRow).toMatchObject({ email: alice.email, isAdmin: false, propertyCount: 2 });
    expect(aliceRow.properties.map((p: { name: string }) => p.name)).toEqual(['Alice Two', 'Alice One']);
    expect(aliceRow.properties[0]).toMatchObject({ purchasePrice: 2_500_000, sqft: 12_000, address: null });
    expect(aliceRow).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(users)).not.toContain('argon2');
  });

  it('refuses non-admins (403) and anonymous callers (401)', async () => {
    const { client } = await registerUser(t, { verified: true });
    for (const res of [
      await client.get('/api/admin/users-with-properties'),
      await client.delete(`/api/admin/users/${admin.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res)).toEqual({ message: 'Administrator access is required.', code: 'FORBIDDEN' });
    }
    expect((await new Client(t.app).get('/api/admin/users-with-properties')).statusCode).toBe(401);
    expect((await new Client(t.app).delete('/api/admin/users/1')).statusCode).toBe(401);
    expect((await client.delete('/api/admin/users/abc')).statusCode).toBe(403);
  });

  it('never deletes yourself or the ADMIN_EMAIL account (403)', async () => {
    const self = await admin.client.delete(`/api/admin/users/${admin.id}`);
    expect(self.statusCode).toBe(403);
    expect(json(self).message).toBe('You cannot delete your own account.');

    const second = await registerUser(t, { verified: true });
    await t.database.handle.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', second.id)
      .execute();
    await t.syncCaches();
    const protectedAdmin = await second.client.delete(`/api/admin/users/${admin.id}`);
    expect(protectedAdmin.statusCode).toBe(403);
    expect(json(protectedAdmin).message).toBe('The primary admin account cannot be deleted.');
    expect((await admin.client.get('/api/user')).statusCode).toBe(200);
  });

  it('404 for a missing user or malformed id', async () => {
    for (const url of ['/api/admin/users/999999', '/api/admin/users/abc', '/api/admin/users/0']) {
      const res = await admin.client.delete(url);
      expect(res.statusCode, url).toBe(404);
      expect(json(res)).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    }
  });

  it("deletes a user with their projects, leases and every session; the deleted user's cookie stops working", async () => {
    const bob = await registerUser(t, { verified: true });
    const project = json(await bob.client.post('/api/properties', samplePayload()));
    const secondDevice = new Client(t.app, '10.50.0.2');
    await secondDevice.post('/api/login', { email: bob.email, password: 'correct horse battery' });
    expect((await secondDevice.get('/api/user')).statusCode).toBe(200);

    const res = await admin.client.delete(`/api/admin/users/${bob.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ message: 'User deleted successfully' });

    expect((await bob.client.get('/api/user')).statusCode).toBe(401);
    expect((await secondDevice.get('/api/properties')).statusCode).toBe(401);
    const db = t.database.handle.db;
    expect(await db.selectFrom('sessions').selectAll().where('user_id', '=', bob.id).execute()).toEqual([]);
    expect(await db.selectFrom('properties').selectAll().where('user_id', '=', bob.id).execute()).toEqual([]);
    expect(
      await db.selectFrom('tenant_leases').selectAll().where('property_id', '=', project.id).execute(),
    ).toEqual([]);
    const users = json(await admin.client.get('/api/admin/users-with-properties'));
    expect(users.some((u: { id: number }) => u.id === bob.id)).toBe(false);
  });

  it('admin procedures over tRPC follow the same rules', async () => {
    const list = await admin.client.get('/trpc/admin.usersWithProperties');
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(json(list).result.data)).toBe(true);
    const self = await admin.client.post('/trpc/admin.deleteUser', { id: admin.id });
    expect(self.statusCode).toBe(403);
    expect(json(self).error.message).toBe('You cannot delete your own account.');
  });
});
