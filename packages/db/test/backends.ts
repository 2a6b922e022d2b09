import { afterAll, beforeAll } from 'vitest';
import { createUser, type Db } from '../src/index.js';
import { createTestDatabase, type TestDatabase, testBackends } from '../src/testing.js';

/** Backends to run on: PGlite always, PostgreSQL when reachable (always under CI). */
export const backends = await testBackends();

/**
 * Registers hooks creating one fresh migrated database of `kind` for the enclosing describe
 * block and dropping it afterwards; returns an accessor for it.
 */
export function useTestDatabase(kind: 'pglite' | 'postgres'): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });
  return () => {
    if (!database) throw new Error('test database not ready');
    return database;
  };
}

let counter = 0;
/** A unique email address for one test. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A new user with a unique email (`prefix-...@example.com`); its id. */
export async function newUser(db: Db, prefix = 'owner'): Promise<number> {
  const user = await createUser(db, { email: uniqueEmail(prefix), passwordHash: 'h' });
  if (!user) throw new Error('user not created');
  return user.id;
}
