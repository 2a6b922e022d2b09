import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  estimateListBytes,
  getProperty,
  listProperties,
  listPropertiesJson,
  listPropertiesPageJson,
  migrateTo,
  migrateToLatest,
  type PropertyInput,
  saveProperty,
} from '../src/index.js';
import { backends, newUser, useTestDatabase } from './backends.js';
import { fullPayload } from './fixtures.js';
import { migrationsAfter } from './migrations.js';

const BEFORE = '2026_11_27_016_lease_reviews';
const MIGRATION = '2026_11_27_017_capital_stack';

/** The capital stack of a project (underwriting.md 12) as the repositories return it. */
const stackOf = (project: Partial<PropertyInput> | null | undefined) => ({
  interestOnlyMonths: project?.interestOnlyMonths,
  loanMaturityYears: project?.loanMaturityYears,
  loanFeePercent: project?.loanFeePercent,
  secondLoan: project?.secondLoan,
  refinance: project?.refinance,
  waterfall: project?.waterfall,
});

const NO_STACK = {
  interestOnlyMonths: 0,
  loanMaturityYears: null,
  loanFeePercent: 0,
  secondLoan: null,
  refinance: null,
  waterfall: null,
};

/** The fullest stack: four tiers and numbers that do not round-trip through short text. */
const fullest: Partial<PropertyInput> = {
  interestOnlyMonths: 120,
  loanMaturityYears: 40,
  loanFeePercent: 0.1 + 0.2,
  secondLoan: {
    percentOfPrice: 1 / 3,
    interestRate: 29 + 1 / 7,
    amortizationYears: 40,
    maturityYears: 40,
    feePercent: 9 + 1 / 9,
  },
  refinance: {
    year: 29,
    loanToValuePercent: 66 + 1 / 11,
    minDscr: 1 + 1 / 13,
    capRate: 0.1 + 1 / 17,
    interestRate: 7 + 1 / 19,
    amortizationYears: 40,
    interestOnlyMonths: 120,
    maturityYears: 40,
    costsPercent: 1 + 1 / 23,
    prepaymentPercent: 9 + 1 / 29,
  },
  waterfall: {
    lpEquityPercent: 99 + 1 / 31,
    prefRate: 8 + 1 / 37,
    catchUpPercent: 99 + 1 / 41,
    tiers: [
      { hurdleIrr: 12 + 1 / 43, promotePercent: 10 + 1 / 7 },
      { hurdleIrr: 15 + 1 / 9, promotePercent: 20 + 1 / 11 },
      { hurdleIrr: 18 + 1 / 13, promotePercent: 30 + 1 / 17 },
      { hurdleIrr: 99 + 1 / 19, promotePercent: 98 + 1 / 23 },
    ],
    residualPromotePercent: 98 + 1 / 29,
  },
};

describe.each(backends)('capital stack (underwriting.md 12) on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('saves the loan structure and the three groups and reads them back exactly, every way', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, fullPayload(fullest));
    const expected = stackOf(fullest);
    expect(stackOf(saved)).toEqual(expected);
    expect(stackOf(await getProperty(db, userId, saved?.id ?? 0))).toEqual(expected);
    expect(stackOf((await listProperties(db, userId))[0])).toEqual(expected);
    expect(stackOf(JSON.parse(await listPropertiesJson(db, userId))[0])).toEqual(expected);
    const page = await listPropertiesPageJson(db, userId, { limit: 10 });
    expect(stackOf(JSON.parse(page.items)[0])).toEqual(expected);
    // each number to the last bit, not merely close
    expect(Object.is(saved?.waterfall?.tiers?.[3]?.hurdleIrr, 99 + 1 / 19)).toBe(true);
    expect(saved?.loanFeePercent).toBe(0.1 + 0.2);
  });

  it('an update replaces the stack, and null removes a group', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const first = await saveProperty(db, userId, fullPayload(fullest));
    const id = first?.id ?? 0;
    const updated = await saveProperty(db, userId, {
      ...fullPayload({ secondLoan: null, refinance: null, waterfall: null, interestOnlyMonths: 24 }),
      id,
    });
    expect(stackOf(updated)).toEqual({
      ...stackOf(fullPayload()),
      secondLoan: null,
      refinance: null,
      waterfall: null,
      interestOnlyMonths: 24,
    });
    const raw = await sql<{ n: number }>`select count(*)::int as n from properties
      where id = ${id} and second_loan is null and refinance is null and waterfall is null`.execute(db);
    expect(raw.rows).toEqual([{ n: 1 }]);
  });

  it('a payload without the stack stores the defaults, which change nothing', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const {
      interestOnlyMonths: _io,
      loanMaturityYears: _m,
      loanFeePercent: _f,
      secondLoan: _s,
      refinance: _r,
      waterfall: _w,
      ...rest
    } = fullPayload();
    const saved = await saveProperty(db, userId, rest);
    expect(stackOf(saved)).toEqual(NO_STACK);
    expect(stackOf(JSON.parse(await listPropertiesJson(db, userId))[0])).toEqual(NO_STACK);
  });

  it('refuses a group that is not an object at the database, and numbers JSON cannot carry', async () => {
    const { db } = database();
    const userId = await newUser(db);
    const saved = await saveProperty(db, userId, fullPayload());
    const id = saved?.id ?? 0;
    await expect(
      sql`update properties set waterfall = '[1, 2]' where id = ${id}`.execute(db),
    ).rejects.toThrow(/waterfall/);
    await expect(sql`update properties set second_loan = '12' where id = ${id}`.execute(db)).rejects.toThrow(
      /second_loan/,
    );
    const base = fullPayload();
    await expect(
      saveProperty(
        db,
        userId,
        fullPayload({ refinance: { ...base.refinance!, capRate: Number.POSITIVE_INFINITY } }),
      ),
    ).rejects.toThrow('property: refinance must hold finite numbers, got Infinity');
  });

  it('estimateListBytes stays above the list with the fullest stack on every project', async () => {
    const { db } = database();
    const userId = await newUser(db);
    for (let i = 0; i < 3; i++) await saveProperty(db, userId, fullPayload({ ...fullest, tenantLeases: [] }));
    const actual = Buffer.byteLength(await listPropertiesJson(db, userId));
    expect(await estimateListBytes(db, userId)).toBeGreaterThan(actual);
  });

  it('projects saved before migration 017 load with the defaults (single-loan financing, unchanged)', async () => {
    const { db } = database();
    const userId = await newUser(db);
    expect(await migrateTo(db, BEFORE)).toEqual((await migrationsAfter(BEFORE)).reverse());
    const inserted = await sql<{ id: number }>`
      insert into properties (user_id, name, purchase_price, sqft, interest_rate, loan_term)
      values (${userId}, 'Old Plaza', 2000000, 10000, 6.5, 25) returning id`.execute(db);
    const id = inserted.rows[0]?.id ?? 0;
    expect(await migrateToLatest(db)).toEqual(await migrationsAfter(BEFORE));
    const loaded = await getProperty(db, userId, id);
    expect(stackOf(loaded)).toEqual(NO_STACK);
    expect(loaded).toMatchObject({
      name: 'Old Plaza',
      purchasePrice: 2000000,
      loanTerm: 25,
      interestRate: 6.5,
    });
    expect(stackOf(JSON.parse(await listPropertiesJson(db, userId))[0])).toEqual(NO_STACK);
  });

  it('migration 017 goes down and up again', async () => {
    const { db } = database();
    expect(await migrateTo(db, BEFORE)).toContain(MIGRATION);
    const columns = await sql<{ n: number }>`
      select count(*)::int as n from information_schema.columns where table_name = 'properties'
        and column_name in ('interest_only_months', 'loan_maturity_years', 'loan_fee_percent',
                            'second_loan', 'refinance', 'waterfall')`.execute(db);
    expect(columns.rows).toEqual([{ n: 0 }]);
    expect(await migrateToLatest(db)).toContain(MIGRATION);
  });
});
