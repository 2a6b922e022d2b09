import { describe, expect, it } from 'vitest';
import {
  deleteProperty,
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

const BEFORE = '2026_11_24_010_property_shares';
const MIGRATION = '2026_11_24_011_property_scenarios';

const DOWNSIDE = { name: 'Downside', overrides: { exitCapRate: 8, vacancyRate: 10, isInterestOnly: true } };
const UPSIDE = { name: 'Upside', overrides: { rentEscalationRate: 4 } };

describe.each(backends)('scenario variants on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('are saved with the project in order, read back (row and JSON list), kept when left out, replaced when given', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, { ...fullPayload(), scenarios: [DOWNSIDE, UPSIDE] });
    expect(saved?.scenarios).toEqual([DOWNSIDE, UPSIDE]);
    const id = saved?.id ?? 0;
    expect((await getProperty(db, userId, id))?.scenarios).toEqual([DOWNSIDE, UPSIDE]);
    const json = JSON.parse(await listPropertiesJson(db, userId)) as { scenarios: unknown }[];
    expect(json[0]?.scenarios).toEqual([DOWNSIDE, UPSIDE]);
    // the JSON list and the row mapping agree key for key
    const listed = await listProperties(db, userId);
    expect(Object.keys(json[0] ?? {})).toEqual(Object.keys(JSON.parse(JSON.stringify(listed[0]))));

    const kept = await saveProperty(db, userId, { ...fullPayload(), id, purchasePrice: 2_000_000 });
    expect(kept?.scenarios).toEqual([DOWNSIDE, UPSIDE]);
    const replaced = await saveProperty(db, userId, { ...fullPayload(), id, scenarios: [UPSIDE] });
    expect(replaced?.scenarios).toEqual([UPSIDE]);
    expect((await getProperty(db, userId, id))?.scenarios).toEqual([UPSIDE]);
    const none = await saveProperty(db, userId, { ...fullPayload(), id, scenarios: [] });
    expect(none?.scenarios).toEqual([]);
    expect((await listProperties(db, userId))[0]?.scenarios).toEqual([]);
  });

  it('a failed save keeps the project and its variants as they were (one transaction)', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, { ...fullPayload(), scenarios: [DOWNSIDE] });
    const id = saved?.id ?? 0;
    await expect(
      saveProperty(db, userId, {
        ...fullPayload(),
        id,
        purchasePrice: 3_000_000,
        scenarios: [{ name: 'Broken', overrides: { vacancyRate: Number.POSITIVE_INFINITY } }],
      }),
    ).rejects.toThrow(/override vacancyRate must be a finite number/);
    const after = await getProperty(db, userId, id);
    expect(after?.scenarios).toEqual([DOWNSIDE]);
    expect(after?.purchasePrice).toBe(saved?.purchasePrice);
  });

  it('migration 011: down drops the table (projects keep their Base inputs), up brings it back', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, { ...fullPayload(), scenarios: [DOWNSIDE] });
    expect(await migrateTo(db, BEFORE)).toEqual((await migrationsAfter(BEFORE)).reverse());
    const tables = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.tables where table_name = 'property_scenarios'`.execute(
      db,
    );
    expect(tables.rows[0]?.n).toBe(0);
    expect(await migrateTo(db, MIGRATION)).toEqual([MIGRATION]);
    const variants = await sql<{ n: number }>`
      select count(*)::int as n from property_scenarios where property_id = ${saved?.id ?? 0}`.execute(db);
    expect(variants.rows).toEqual([{ n: 0 }]);
    expect(await migrateToLatest(db)).toEqual(await migrationsAfter(MIGRATION));
    expect((await getProperty(db, userId, saved?.id ?? 0))?.scenarios).toEqual([]);
    expect((await getProperty(db, userId, saved?.id ?? 0))?.purchasePrice).toBe(saved?.purchasePrice);
  });

  it('are deleted with their project', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, { ...fullPayload(), scenarios: [DOWNSIDE, UPSIDE] });
    const id = saved?.id ?? 0;
    const count = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from property_scenarios where property_id = ${id}`.execute(db)
      ).rows[0]?.n;
    expect(await count()).toBe(2);
    expect(await deleteProperty(db, userId, id)).toBe(true);
    const rows = { rows: [{ n: await count() }] };
    expect(rows.rows[0]?.n).toBe(0);
  });
});
