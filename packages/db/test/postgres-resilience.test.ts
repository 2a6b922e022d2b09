import { waitUntil } from '@cre/vitest-config/wait-until';
import { describe, expect, it } from 'vitest';
import { createDb, createUser, sql } from '../src/index.js';
import { createTestDatabase, testDatabaseBaseUrl } from '../src/testing.js';
import { backends } from './backends.js';

if (backends.includes('postgres')) {
  describe('PostgreSQL connections lost mid-transaction', () => {
    it('fail the transaction, report to onPoolError, never crash, and the pool recovers', async () => {
      const test = await createTestDatabase('postgres');
      const errors: Error[] = [];
      const handle = await createDb(test.url, { onPoolError: (e) => errors.push(e) });
      const admin = await createDb(testDatabaseBaseUrl());
      try {
        const outcome = handle.db.transaction().execute(async (trx) => {
          await createUser(trx, { email: 'lost@example.com', passwordHash: 'h' });
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
          // Kill this backend while the client is checked out and idle between statements.
          await sql`select pg_terminate_backend(${rows[0]?.pid ?? 0})`.execute(admin.db);
          await waitUntil(() => errors.length > 0, {
            timeout: 5000,
            message: 'the pool reports the lost connection',
          });
          await sql`select 1`.execute(trx);
        });
        await expect(outcome).rejects.toThrow();
        expect(errors.length).toBeGreaterThanOrEqual(1);
        expect(errors[0]?.message).toMatch(/terminat/i);
        // The pool hands out a fresh connection; the rolled-back insert left nothing behind.
        const users = await handle.db.selectFrom('users').select('email').execute();
        expect(users).toEqual([]);
        expect(await createUser(handle.db, { email: 'after@example.com', passwordHash: 'h' })).not.toBeNull();
      } finally {
        await admin.close();
        await handle.close();
        await test.cleanup();
      }
    });

    it('idle pooled connections killed by the server are replaced transparently', async () => {
      const test = await createTestDatabase('postgres');
      const admin = await createDb(testDatabaseBaseUrl());
      const errors: Error[] = [];
      const handle = await createDb(test.url, { onPoolError: (e) => errors.push(e) });
      try {
        await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(handle.db)));
        const name = new URL(test.url).pathname.slice(1);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
                  where datname = ${name} and pid <> pg_backend_pid()`.execute(admin.db);
        // The three pooled connections each report through the pool's and the client's error
        // listeners; once all six reports are in, no dead connection is left in the pool.
        await waitUntil(() => errors.length >= 6, {
          timeout: 5000,
          message: 'every killed connection is reported',
        });
        expect(errors.length).toBeGreaterThanOrEqual(1);
        const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(handle.db);
        expect(rows).toEqual([{ ok: 1 }]);
      } finally {
        await admin.close();
        await handle.close();
        await test.cleanup();
      }
    });
  });
}
