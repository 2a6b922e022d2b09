import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  createUser,
  type Database,
  type Db,
  InvalidCursorError,
  listPropertiesJson,
  listPropertiesPageJson,
  listUserPropertiesPage,
  listUsersPage,
  type PageRequest,
  saveProperty,
} from '../src/index.js';
import { createTestDatabase } from '../src/testing.js';
import { backends, newUser, uniqueEmail, useTestDatabase } from './backends.js';
import { fullPayload } from './fixtures.js';

/** Every page of a list from the first on, following `nextCursor`. */
async function walk<T>(
  read: (request: PageRequest) => Promise<{ items: T[]; nextCursor: string | null; total: number }>,
  request: Omit<PageRequest, 'cursor'>,
): Promise<{ pages: T[][]; totals: number[] }> {
  const pages: T[][] = [];
  const totals: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await read({ ...request, cursor });
    pages.push(page.items);
    totals.push(page.total);
    cursor = page.nextCursor;
    if (pages.length > 1000) throw new Error('no last page');
  } while (cursor !== null);
  return { pages, totals };
}

/** Saves `names.length` projects for the user; a few share one `updated_at` (ties). */
async function seedProjects(db: Db, userId: number, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const saved = await saveProperty(db, userId, fullPayload({ name, tenantLeases: [] }));
    if (!saved) throw new Error('not saved');
    ids.push(saved.id);
  }
  // Ties: three projects updated at exactly the same microsecond, and one 1 µs later.
  await sql`update properties set updated_at = '2030-01-01T00:00:00.000001Z' where id in (${sql.join(ids.slice(1, 4))})`.execute(
    db,
  );
  await sql`update properties set updated_at = '2030-01-01T00:00:00.000002Z' where id = ${ids[4]}`.execute(
    db,
  );
  return ids;
}

describe.each(backends)('paged lists on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('pages walk every project exactly once, in list order (ties by id), with the total', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const other = await newUser(db);
    await saveProperty(db, other, fullPayload({ name: 'Not yours' }));
    await seedProjects(
      db,
      userId,
      Array.from({ length: 11 }, (_, i) => `Project ${i}`),
    );
    const all = JSON.parse(await listPropertiesJson(db, userId)) as { id: number }[];
    expect(all).toHaveLength(11);
    for (const limit of [1, 3, 4, 11, 200]) {
      const { pages, totals } = await walk(
        async (r) => {
          const page = await listPropertiesPageJson(db, userId, r);
          return { ...page, items: JSON.parse(page.items) as { id: number }[] };
        },
        { limit },
      );
      expect(pages.flat(), `limit ${limit}`).toEqual(all);
      expect(pages.length).toBe(Math.ceil(11 / limit));
      expect(new Set(totals)).toEqual(new Set([11]));
      expect(pages.every((p) => p.length <= limit)).toBe(true);
    }
    const summaries = await walk((r) => listUserPropertiesPage(db, userId, r), { limit: 2 });
    expect(summaries.pages.flat().map((p) => p.id)).toEqual(all.map((p) => p.id));
    expect(summaries.pages.flat()[0]).not.toHaveProperty('tenantLeases');
  });

  it('a page stops at its byte cap (never before its first project) and its cursor goes on from there', async () => {
    const { db } = database();
    const userId = await newUser(db);
    await seedProjects(
      db,
      userId,
      Array.from({ length: 9 }, (_, i) => `Sized ${i}`),
    );
    const all = JSON.parse(await listPropertiesJson(db, userId)) as { id: number }[];
    const bytes = all.map((p) => Buffer.byteLength(JSON.stringify(p)) + 1);
    // a cap that holds exactly two projects and a bit: pages of two whatever the limit (the bit
    // covers PostgreSQL's text of a jsonb group, a space after each ':' and ',', far under a project)
    const cap = (bytes[0] ?? 0) + (bytes[1] ?? 0) + 400;
    expect(bytes[2]).toBeGreaterThan(1000);
    const { pages } = await walk(
      async (r) => {
        const page = await listPropertiesPageJson(db, userId, { ...r, maxBytes: cap });
        expect(Buffer.byteLength(page.items)).toBeLessThanOrEqual(cap + 1);
        return { ...page, items: JSON.parse(page.items) as { id: number }[] };
      },
      { limit: 200 },
    );
    expect(pages.flat()).toEqual(all);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 2, 1]);
    // a cap smaller than one project still moves one project a page
    const tiny = await walk(
      async (r) => {
        const page = await listPropertiesPageJson(db, userId, { ...r, maxBytes: 1 });
        return { ...page, items: JSON.parse(page.items) as { id: number }[] };
      },
      { limit: 5 },
    );
    expect(tiny.pages.map((p) => p.length)).toEqual(Array(9).fill(1));
    expect(tiny.pages.flat()).toEqual(all);
  });

  it('q matches inside name, address or city, case-insensitively, and takes % and _ literally', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const save = (fields: Record<string, string | null>) =>
      saveProperty(
        db,
        userId,
        fullPayload({ name: null, address: null, city: null, ...fields, tenantLeases: [] }),
      );
    await save({ name: 'Riverside PLAZA' });
    await save({ address: '12 plaza Road' });
    await save({ city: 'Plazaville' });
    await save({ name: 'Oak Court', city: 'Austin' });
    await save({ name: '100% leased_' });
    const names = async (q: string, limit = 2) => {
      const { pages, totals } = await walk(
        async (r) => {
          const page = await listPropertiesPageJson(db, userId, r);
          return {
            ...page,
            items: JSON.parse(page.items) as { name: string; address: string; city: string }[],
          };
        },
        { limit, q },
      );
      return { found: pages.flat().map((p) => p.name ?? p.address ?? p.city), total: totals[0] };
    };
    expect(await names('lAzA')).toEqual({
      found: ['Plazaville', '12 plaza Road', 'Riverside PLAZA'],
      total: 3,
    });
    expect(await names('  aust ')).toEqual({ found: ['Oak Court'], total: 1 });
    expect(await names('0%')).toEqual({ found: ['100% leased_'], total: 1 });
    expect(await names('d_')).toEqual({ found: ['100% leased_'], total: 1 });
    expect(await names('x_y')).toEqual({ found: [], total: 0 });
    expect((await names('   ')).total).toBe(5);
  });

  it('refuses cursors it did not make', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
    for (const cursor of [
      '',
      'not a cursor!',
      forged({ a: 1 }),
      forged(['2030-01-01T00:00:00.000001Z']),
      forged(['2030-02-30T00:00:00.000001Z', 1]),
      forged(['2030-01-01T00:00:00Z', 1]),
      forged(['2030-01-01T00:00:00.000001Z', -1]),
      forged(['2030-01-01T00:00:00.000001Z', 1.5]),
      'x'.repeat(201),
    ]) {
      await expect(listPropertiesPageJson(db, userId, { limit: 5, cursor }), cursor).rejects.toThrow(
        InvalidCursorError,
      );
      await expect(listUserPropertiesPage(db, userId, { limit: 5, cursor })).rejects.toThrow(
        'cursor is not valid',
      );
    }
    for (const cursor of [forged(['1']), forged([0]), forged([1, 2]), '%%%']) {
      await expect(listUsersPage(db, { limit: 5, cursor })).rejects.toThrow(InvalidCursorError);
    }
  });

  it('admin pages: users in account order with propertyCount, their 5 most recent projects and the cursor to the rest', async () => {
    const { db } = database();
    const tag = `pager${Math.random().toString(36).slice(2, 8)}`;
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const user = await createUser(db, { email: uniqueEmail(`${tag}-${i}-`), passwordHash: 'h' });
      if (!user) throw new Error('user not created');
      ids.push(user.id);
    }
    const heavy = ids[2] as number;
    await seedProjects(
      db,
      heavy,
      Array.from({ length: 8 }, (_, i) => `Heavy ${i}`),
    );
    await saveProperty(db, ids[4] as number, fullPayload({ name: 'Only one' }));
    const { pages, totals } = await walk((r) => listUsersPage(db, r), { limit: 3, q: tag.toUpperCase() });
    const rows = pages.flat();
    expect(rows.map((u) => u.id)).toEqual(ids);
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(totals).toEqual([7, 7, 7]);
    expect(rows[0]).not.toHaveProperty('passwordHash');
    const all = JSON.parse(await listPropertiesJson(db, heavy)) as { id: number }[];
    const heavyRow = rows[2]!;
    expect(heavyRow.propertyCount).toBe(8);
    expect(heavyRow.properties.map((p) => p.id)).toEqual(all.slice(0, 5).map((p) => p.id));
    const rest = await walk(
      (r) => listUserPropertiesPage(db, heavy, { ...r, cursor: r.cursor ?? heavyRow.propertiesCursor }),
      {
        limit: 2,
      },
    );
    expect(rest.pages.flat().map((p) => p.id)).toEqual(all.slice(5).map((p) => p.id));
    expect(rows[4]).toMatchObject({ propertyCount: 1, propertiesCursor: null });
    expect(rows[4]!.properties.map((p) => p.name)).toEqual(['Only one']);
    expect(rows[0]).toMatchObject({ propertyCount: 0, properties: [], propertiesCursor: null });
    const one = await listUsersPage(db, { limit: 50, q: `${tag}-3-` });
    expect(one.items.map((u) => u.id)).toEqual([ids[3]]);
    expect(one).toMatchObject({ total: 1, nextCursor: null });
  });

  it('admin search by one or two characters finds exactly the emails containing them, any case, % and _ literally', async () => {
    const { db } = database();
    const tag = Math.random().toString(36).slice(2, 8);
    for (const local of ['q%z', 'Q_Z', 'qz', 'zq', `x${tag}`]) {
      await createUser(db, { email: `${local}.${tag}@example.com`, passwordHash: 'h' });
    }
    for (const q of ['%', '_', 'Q', 'qZ', 'z.', '%z', ' q ', '@e']) {
      const expected = await sql<{ id: number }>`
        select id from users where strpos(lower(email), lower(${q.trim()})) > 0 order by id`.execute(db);
      const { pages, totals } = await walk((r) => listUsersPage(db, r), { limit: 40, q });
      expect(
        pages.flat().map((u) => u.id),
        q,
      ).toEqual(expected.rows.map((r) => r.id));
      expect(
        totals.every((t) => t === expected.rows.length),
        q,
      ).toBe(true);
      expect(expected.rows.length, q).toBeGreaterThan(0);
    }
    const percent = await listUsersPage(db, { limit: 50, q: '%' });
    expect(percent.items.every((u) => u.email.includes('%'))).toBe(true);
  });
});

/** Each plan node line, e.g. `Seq Scan on users u`, of `EXPLAIN` for every query that ran. */
async function plansOf(url: string, run: (db: Db) => Promise<unknown>): Promise<string[]> {
  const queries: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') queries.push(event.query);
    },
  });
  try {
    await run(db);
    const plans: string[] = [];
    for (const query of queries) {
      const result = await pool.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, [
        ...query.parameters,
      ]);
      plans.push(result.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    return plans;
  } finally {
    await db.destroy();
  }
}

describe.runIf(backends.includes('postgres'))('paged list plans on PostgreSQL', () => {
  it('a first page, a later page and a search never scan users or properties sequentially', async () => {
    const test = await createTestDatabase('postgres');
    try {
      const { db } = test;
      await sql`
        insert into users (email, password_hash)
        select 'user' || g || '@plans.example.com', '$argon2id$v=19$m=19456,t=2,p=1$' || md5(g::text) || md5(g::text)
        from generate_series(1, 20000) g`.execute(db);
      await sql`
        insert into properties (user_id, name, address, city, purchase_price, sqft, interest_rate, updated_at)
        select u.id, 'Project ' || g || ' of ' || u.id, g || ' Main Street', 'City ' || (u.id % 97), 1000000, 10000, 6,
               now() - (g || ' minutes')::interval
        from users u cross join generate_series(1, 2) g`.execute(db);
      const heavy = await newUser(db, 'heavy');
      await sql`
        insert into properties (user_id, name, address, city, purchase_price, sqft, interest_rate, updated_at)
        select ${heavy}, 'Heavy ' || g, g || ' Oak Avenue', 'Springfield', 1000000, 10000, 6,
               now() - ((g % 500) || ' seconds')::interval
        from generate_series(1, 2000) g`.execute(db);
      // What autovacuum keeps up to date on a live database: statistics and the visibility map.
      await sql`vacuum analyze`.execute(db);

      const later = await listUsersPage(db, {
        limit: 50,
        cursor: (await listUsersPage(db, { limit: 50 })).nextCursor,
      });
      const projects = await listPropertiesPageJson(db, heavy, { limit: 100 });
      const cases: Record<string, (db: Db) => Promise<unknown>> = {
        'admin first page': (d) => listUsersPage(d, { limit: 50 }),
        'admin later page': (d) => listUsersPage(d, { limit: 50, cursor: later.nextCursor }),
        'admin search by email': (d) => listUsersPage(d, { limit: 50, q: 'ser123@' }),
        'admin search, 2 characters': (d) => listUsersPage(d, { limit: 50, q: '3@' }),
        'admin search, 1 character': (d) => listUsersPage(d, { limit: 50, q: 'Z' }),
        "a user's projects": (d) =>
          listUserPropertiesPage(d, heavy, { limit: 50, cursor: later.items[0]?.propertiesCursor }),
        'projects first page': (d) => listPropertiesPageJson(d, heavy, { limit: 100 }),
        'projects later page': (d) =>
          listPropertiesPageJson(d, heavy, { limit: 100, cursor: projects.nextCursor }),
        'projects search': (d) => listPropertiesPageJson(d, heavy, { limit: 100, q: 'heavy 12' }),
        'projects search, 2 characters': (d) => listPropertiesPageJson(d, heavy, { limit: 100, q: '12' }),
      };
      for (const [name, run] of Object.entries(cases)) {
        const plans = await plansOf(test.url, run);
        expect(plans.length, name).toBeGreaterThan(0);
        for (const plan of plans) {
          expect(plan, `${name}:\n${plan}`).not.toMatch(/Seq Scan on (users|properties)\b/);
        }
      }
      const search = (await plansOf(test.url, cases['admin search by email']!)).join('\n');
      expect(search).toMatch(/users_email_trgm_idx/);
      const short = (await plansOf(test.url, cases['admin search, 2 characters']!)).join('\n');
      expect(short).toMatch(/users_email_grams_idx/);
    } finally {
      await test.cleanup();
    }
  }, 60_000);
});
