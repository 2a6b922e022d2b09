import { sql } from 'kysely';
import type { Property, PropertyInput } from '../domain.js';
import { isRowId } from '../ids.js';
import { LimitReachedError, MAX_PROJECTS_PER_USER, PROJECT_LIMIT_MESSAGE } from '../limits.js';
import type { Db, PropertyRow, TenantLeaseRow } from '../schema.js';
import { insertChunks } from './insert-chunks.js';
import {
  leaseRows,
  leasesByProperty,
  propertyColumns,
  toPropertySummary,
  toTenantLease,
} from './property-rows.js';
import { replaceScenarios, scenariosByProperty } from './property-scenarios.js';
import { inSnapshot } from './snapshot.js';

/**
 * A save named the version it was based on, and the project has changed since (another window,
 * device or integrator saved it): nothing was written. `currentVersion` is the stored one.
 */
export class SaveConflictError extends Error {
  constructor(
    readonly propertyId: number,
    readonly currentVersion: number,
  ) {
    super(`Project ${propertyId} was changed elsewhere (now at version ${currentVersion})`);
    this.name = 'SaveConflictError';
  }
}

/**
 * Refuses a new project past {@link MAX_PROJECTS_PER_USER}. The user's row is locked first, so
 * that concurrent creates of one user count one after the other (PGlite runs one at a time).
 */
async function ensureRoomForProject(trx: Db, userId: number): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(trx);
  const { n } = await trx
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(n) >= MAX_PROJECTS_PER_USER) throw new LimitReachedError('projects', PROJECT_LIMIT_MESSAGE);
}

/** Runs `fn` in a transaction, or directly when `db` already is one. */
async function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}

async function withLeases(db: Db, rows: PropertyRow[]): Promise<Property[]> {
  const ids = rows.map((r) => r.id);
  // One after the other: inside a snapshot they share its one connection.
  const leases = await leasesByProperty(db, ids);
  const scenarios = await scenariosByProperty(db, ids);
  return rows.map((row) => ({
    ...toPropertySummary(row),
    tenantLeases: leases.get(row.id) ?? [],
    scenarios: scenarios.get(row.id) ?? [],
  }));
}

/**
 * Saves a project, its rent roll and its scenario variants in one transaction. Without
 * `payload.id` it creates a project for `userId` (version 1); with one it updates that project
 * only if `userId` owns it and, when `payload.version` is given, only if that is still its
 * version (else a {@link SaveConflictError}, nothing written); the version goes up by one,
 * every input field and the whole rent roll (kept in list order) are replaced and,
 * when `payload.scenarios` is given, every variant (left out: the stored variants stay). Returns the saved project,
 * or `null` (nothing written) when the id is not one of the user's projects. If any write
 * fails, nothing is kept. The rent roll is inserted in runs of at most 60,000 values
 * (`insertChunks`), so no rent roll passes the protocol's limit on bind parameters.
 */
export async function saveProperty(db: Db, userId: number, payload: PropertyInput): Promise<Property | null> {
  // Both throw a RangeError for non-finite numbers, before anything is written.
  const columns = propertyColumns(payload);
  const leaseValues = leaseRows(0, payload.tenantLeases ?? []);
  const updating = payload.id !== undefined && payload.id !== null;
  if (!isRowId(userId) || (updating && !isRowId(payload.id))) return null;
  return inTransaction(db, async (trx) => {
    let row: PropertyRow | undefined;
    if (updating) {
      const id = payload.id as number;
      const expected = payload.version ?? undefined;
      let update = trx
        .updateTable('properties')
        .set({ ...columns, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .where('user_id', '=', userId);
      if (expected !== undefined) update = update.where('version', '=', expected);
      row = await update.returningAll().executeTakeFirst();
      if (!row) {
        if (expected === undefined) return null;
        const current = await trx
          .selectFrom('properties')
          .select('version')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!current) return null;
        throw new SaveConflictError(id, Number(current.version));
      }
      await trx.deleteFrom('tenant_leases').where('property_id', '=', row.id).execute();
    } else {
      await ensureRoomForProject(trx, userId);
      row = await trx
        .insertInto('properties')
        .values({ ...columns, user_id: userId })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const propertyId = row.id;
    const inserted: TenantLeaseRow[] = [];
    for (const run of insertChunks(leaseValues.map((lease) => ({ ...lease, property_id: propertyId })))) {
      inserted.push(...(await trx.insertInto('tenant_leases').values(run).returningAll().execute()));
    }
    inserted.sort((a, b) => a.position - b.position);
    // scenarios left out of the payload are kept as stored
    const scenarios =
      payload.scenarios === undefined
        ? ((await scenariosByProperty(trx, [propertyId])).get(propertyId) ?? [])
        : await replaceScenarios(trx, propertyId, payload.scenarios);
    return { ...toPropertySummary(row), tenantLeases: inserted.map(toTenantLease), scenarios };
  });
}

/**
 * Creates a new project for each payload (any `id` in them is ignored), each through
 * {@link saveProperty}, all in one transaction: if one fails, none is kept. Returns the saved
 * projects in payload order.
 */
export async function saveNewProperties(
  db: Db,
  userId: number,
  payloads: PropertyInput[],
): Promise<Property[]> {
  return inTransaction(db, async (trx) => {
    const saved: Property[] = [];
    for (const payload of payloads) {
      const property = await saveProperty(trx, userId, { ...payload, id: undefined });
      if (!property) throw new Error(`user ${userId} does not exist`);
      saved.push(property);
    }
    return saved;
  });
}

/** One of the user's projects with its rent roll, or `null` when it is not theirs (one snapshot). */
export async function getProperty(db: Db, userId: number, id: number): Promise<Property | null> {
  if (!isRowId(id) || !isRowId(userId)) return null;
  return inSnapshot(db, async (trx) => {
    const rows = await trx
      .selectFrom('properties')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute();
    const [property] = await withLeases(trx, rows);
    return property ?? null;
  });
}

/** The user's projects, most recently updated first, each with its rent roll (one snapshot). */
export async function listProperties(db: Db, userId: number): Promise<Property[]> {
  if (!isRowId(userId)) return [];
  return inSnapshot(db, async (trx) => {
    const rows = await trx
      .selectFrom('properties')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return withLeases(trx, rows);
  });
}

/**
 * The user's most recently accessed or updated project (whichever of `lastAccessedAt` and
 * `updatedAt` is later counts), or `null` when they have none.
 */
export async function getRecentProperty(db: Db, userId: number): Promise<Property | null> {
  if (!isRowId(userId)) return null;
  return inSnapshot(db, async (trx) => {
    const rows = await trx
      .selectFrom('properties')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy(sql`greatest(last_accessed_at, updated_at)`, 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const [property] = await withLeases(trx, rows);
    return property ?? null;
  });
}

/**
 * Records that the user opened the project (`lastAccessedAt` = now, `updatedAt` untouched).
 * Returns false when the project is not theirs.
 */
export async function recordPropertyAccess(db: Db, userId: number, id: number): Promise<boolean> {
  if (!isRowId(id) || !isRowId(userId)) return false;
  const result = await db
    .updateTable('properties')
    .set({ last_accessed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes one of the user's projects and its leases. Returns false when it is not theirs. */
export async function deleteProperty(db: Db, userId: number, id: number): Promise<boolean> {
  if (!isRowId(id) || !isRowId(userId)) return false;
  const result = await db
    .deleteFrom('properties')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
