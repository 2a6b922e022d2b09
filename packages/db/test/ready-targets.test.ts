import { describe, expect, it } from 'vitest';
import {
  type Db,
  getProperty,
  listProperties,
  listPropertiesJson,
  migrateTo,
  migrateToLatest,
  saveProperty,
  sql,
} from '../src/index.js';
import { backends, newUser, useTestDatabase } from './backends.js';
import { fullPayload } from './fixtures.js';
import { migrationsAfter } from './migrations.js';

const BEFORE = '2026_11_24_008_short_email_search';
const MIGRATION = '2026_11_24_009_ready_targets';

async function readyTargetsColumns(db: Db): Promise<number | undefined> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.columns
    where table_name = 'properties' and column_name = 'ready_targets'`.execute(db);
  return rows[0]?.n;
}

describe.each(backends)('ready-answer targets on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('are saved, read back (row and JSON list) and replaced on update; null when left out', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, {
      ...fullPayload(),
      readyTargets: { irr: 12.5, dscr: 1.4, cashOnCash: 7 },
    });
    expect(saved?.readyTargets).toEqual({ irr: 12.5, dscr: 1.4, cashOnCash: 7 });
    const id = saved?.id ?? 0;
    expect((await getProperty(db, userId, id))?.readyTargets).toEqual({
      irr: 12.5,
      dscr: 1.4,
      cashOnCash: 7,
    });
    const json = JSON.parse(await listPropertiesJson(db, userId)) as { readyTargets: unknown }[];
    expect(json[0]?.readyTargets).toEqual({ irr: 12.5, dscr: 1.4, cashOnCash: 7 });
    // the JSON list and the row mapping agree key for key
    const listed = await listProperties(db, userId);
    expect(Object.keys(json[0] ?? {})).toEqual(Object.keys(JSON.parse(JSON.stringify(listed[0]))));

    const updated = await saveProperty(db, userId, {
      ...fullPayload(),
      id,
      readyTargets: { irr: 18, dscr: 1.2, cashOnCash: 9 },
    });
    expect(updated?.readyTargets).toEqual({ irr: 18, dscr: 1.2, cashOnCash: 9 });
    const cleared = await saveProperty(db, userId, { ...fullPayload(), id });
    expect(cleared?.readyTargets).toBeNull();
  });

  it('refuses a non-finite target before writing', async () => {
    const { db } = database();
    const userId = await newUser(db);
    await expect(
      saveProperty(db, userId, {
        ...fullPayload(),
        readyTargets: { irr: Number.NaN, dscr: 1.25, cashOnCash: 8 },
      }),
    ).rejects.toThrow(/ready_targets\.irr/);
  });

  it('migration 009: projects saved before it read null, and down drops the column', async () => {
    const { db } = database();
    const userId = await newUser(db);
    expect(await migrateTo(db, BEFORE)).toEqual((await migrationsAfter(BEFORE)).reverse());
    expect(await readyTargetsColumns(db)).toBe(0);
    const { id } = await db
      .insertInto('properties')
      .values({
        user_id: userId,
        name: 'Old Plaza',
        purchase_price: 2_000_000,
        sqft: 10_000,
        interest_rate: 6.5,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await migrateTo(db, MIGRATION)).toEqual([MIGRATION]);
    expect(await readyTargetsColumns(db)).toBe(1);
    const migrated = await sql<{ ready_targets: unknown }>`
      select ready_targets from properties where id = ${id}`.execute(db);
    expect(migrated.rows).toEqual([{ ready_targets: null }]);
    expect(await migrateToLatest(db)).toEqual(await migrationsAfter(MIGRATION));
    const loaded = await getProperty(db, userId, id);
    expect(loaded).toMatchObject({ name: 'Old Plaza', readyTargets: null });
  });
});
