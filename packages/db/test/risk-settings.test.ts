import { RISK_VARIABLE_KEYS } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import {
  createPropertyShare,
  type Db,
  estimateAllUsersListBytes,
  estimateListBytes,
  getProperty,
  listProperties,
  listPropertiesJson,
  listPropertiesPageJson,
  listUsersWithProperties,
  migrateTo,
  migrateToLatest,
  type RiskSettings,
  readSharedProperty,
  saveProperty,
  sql,
} from '../src/index.js';
import { backends, newUser, useTestDatabase } from './backends.js';
import { fullPayload } from './fixtures.js';
import { migrationsAfter } from './migrations.js';

const BEFORE = '2026_11_27_017_capital_stack';
const MIGRATION = '2026_11_27_018_risk_settings';

/** Settings away from every default, with numbers that do not round-trip through short text. */
const SETTINGS: RiskSettings = {
  tornadoMetric: 'lpIrr',
  runs: 100_000,
  seed: -Number.MAX_SAFE_INTEGER,
  variables: [
    { variable: 'vacancyRate', distribution: { kind: 'normal', mean: 5 + 1 / 3, sd: 0.1 + 0.2 } },
    {
      variable: 'exitCapRate',
      distribution: { kind: 'triangular', min: 6 + 1 / 7, mode: 7, max: 8 + 1 / 9 },
    },
    { variable: 'rentScale', distribution: { kind: 'uniform', min: 0.9, max: 1.1 + 1 / 11 } },
    { variable: 'expenseScale', distribution: { kind: 'normal', sd: 0 } },
  ],
  irrTargets: [-100, 0, 12.5 + 1 / 13, 1000],
};

/** The fullest settings: 20 variables, each a triangular of long numbers, and 4 IRR targets. */
const FULLEST: RiskSettings = {
  tornadoMetric: 'equityMultiple',
  runs: 99_999,
  seed: Number.MAX_SAFE_INTEGER,
  variables: RISK_VARIABLE_KEYS.slice(0, 20).map((variable, i) => ({
    variable,
    distribution: { kind: 'triangular', min: -1e15 - 1 / 3 - i, mode: 1 / 7, max: 1e15 + 1 / 3 + i },
  })),
  irrTargets: [-99 - 1 / 3, 1 / 7, 99 + 1 / 9, 999 + 1 / 11],
};

async function riskColumns(db: Db): Promise<number | undefined> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.columns
    where table_name = 'properties' and column_name = 'risk_settings'`.execute(db);
  return rows[0]?.n;
}

describe.each(backends)('risk card settings on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('are saved and read back exactly: save, get, list, JSON list, page and share link', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, { ...fullPayload(), riskSettings: SETTINGS });
    const id = saved?.id ?? 0;
    expect(saved?.riskSettings).toEqual(SETTINGS);
    expect((await getProperty(db, userId, id))?.riskSettings).toEqual(SETTINGS);
    expect((await listProperties(db, userId))[0]?.riskSettings).toEqual(SETTINGS);
    const json = JSON.parse(await listPropertiesJson(db, userId)) as { riskSettings: unknown }[];
    expect(json[0]?.riskSettings).toEqual(SETTINGS);
    const page = await listPropertiesPageJson(db, userId, { limit: 10 });
    expect(JSON.parse(page.items)[0]?.riskSettings).toEqual(SETTINGS);
    const now = new Date();
    const token = `risk-${kind}-${id}`;
    await createPropertyShare(db, userId, id, {
      tokenHash: token,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    expect((await readSharedProperty(db, token, now))?.riskSettings).toEqual(SETTINGS);
    // each number to the last bit, not merely close
    const read = await getProperty(db, userId, id);
    expect(Object.is(read?.riskSettings?.seed, -Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(read?.riskSettings?.variables[0]?.distribution).toEqual({
      kind: 'normal',
      mean: 5 + 1 / 3,
      sd: 0.1 + 0.2,
    });
    expect(Object.is(read?.riskSettings?.irrTargets[2], 12.5 + 1 / 13)).toBe(true);
    // the JSON list and the row mapping agree key for key
    const listed = await listProperties(db, userId);
    expect(Object.keys(json[0] ?? {})).toEqual(Object.keys(JSON.parse(JSON.stringify(listed[0]))));
  });

  it('are null when left out; an update replaces them, and null or leaving them out clears them', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const plain = await saveProperty(db, userId, fullPayload());
    expect(plain?.riskSettings).toBeNull();
    const id = plain?.id ?? 0;
    const set = await saveProperty(db, userId, { ...fullPayload(), id, riskSettings: SETTINGS });
    expect(set?.riskSettings).toEqual(SETTINGS);
    const replaced = await saveProperty(db, userId, { ...fullPayload(), id, riskSettings: FULLEST });
    expect(replaced?.riskSettings).toEqual(FULLEST);
    const cleared = await saveProperty(db, userId, { ...fullPayload(), id, riskSettings: null });
    expect(cleared?.riskSettings).toBeNull();
    await saveProperty(db, userId, { ...fullPayload(), id, riskSettings: SETTINGS });
    const leftOut = await saveProperty(db, userId, { ...fullPayload(), id });
    expect(leftOut?.riskSettings).toBeNull();
    const raw = await sql<{ n: number }>`
      select count(*)::int as n from properties where id = ${id} and risk_settings is null`.execute(db);
    expect(raw.rows).toEqual([{ n: 1 }]);
    expect(JSON.parse(await listPropertiesJson(db, userId))[0]?.riskSettings).toBeNull();
  });

  it('refuses settings that are not an object at the database, and numbers JSON cannot carry', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, fullPayload());
    const id = saved?.id ?? 0;
    for (const value of ['[1, 2]', '12', '"irr"', 'true']) {
      await expect(
        sql`update properties set risk_settings = ${value}::jsonb where id = ${id}`.execute(db),
      ).rejects.toThrow(/risk_settings/);
    }
    const other = await newUser(db);
    await expect(
      saveProperty(db, other, {
        ...fullPayload(),
        riskSettings: { ...SETTINGS, irrTargets: [Number.NaN] },
      }),
    ).rejects.toThrow('property: risk_settings must hold finite numbers, got NaN');
    expect(await listProperties(db, other)).toEqual([]);
  });

  it('the list size estimates stay above the lists with the fullest settings on every project', async () => {
    const { db } = database();
    const userId = await newUser(db);
    for (let i = 0; i < 3; i++) {
      await saveProperty(db, userId, { ...fullPayload({ tenantLeases: [] }), riskSettings: FULLEST });
    }
    const actual = Buffer.byteLength(await listPropertiesJson(db, userId));
    expect(await estimateListBytes(db, userId)).toBeGreaterThan(actual);
    const everyone = Buffer.byteLength(JSON.stringify(await listUsersWithProperties(db)));
    expect(await estimateAllUsersListBytes(db)).toBeGreaterThan(everyone);
  });

  it('migration 018: projects saved before it read null; it goes down (column gone) and up again', async () => {
    const { db } = database();
    const userId = await newUser(db);
    expect(await migrateTo(db, BEFORE)).toEqual((await migrationsAfter(BEFORE)).reverse());
    expect(await riskColumns(db)).toBe(0);
    const inserted = await sql<{ id: number }>`
      insert into properties (user_id, name, purchase_price, sqft, interest_rate)
      values (${userId}, 'Old Plaza', 2000000, 10000, 6.5) returning id`.execute(db);
    const id = inserted.rows[0]?.id ?? 0;
    expect(await migrateTo(db, MIGRATION)).toEqual([MIGRATION]);
    expect(await riskColumns(db)).toBe(1);
    const migrated = await sql<{ risk_settings: unknown }>`
      select risk_settings from properties where id = ${id}`.execute(db);
    expect(migrated.rows).toEqual([{ risk_settings: null }]);
    expect(await migrateToLatest(db)).toEqual((await migrationsAfter(BEFORE)).slice(1));
    expect(await getProperty(db, userId, id)).toMatchObject({ name: 'Old Plaza', riskSettings: null });
    expect(JSON.parse(await listPropertiesJson(db, userId))[0]?.riskSettings).toBeNull();
    // the CHECK comes back with the column
    await expect(
      sql`update properties set risk_settings = '[1]'::jsonb where id = ${id}`.execute(db),
    ).rejects.toThrow(/risk_settings/);
  });
});
