/**
 * Real-looking rent rolls (test/fixtures/rent-rolls, written by its generate.ts) read as the
 * browser reads them (`readSheets` on a File) and parsed by the engine's `parseRentRoll`: every
 * lease, skipped row, vacancy, as-of date, building area and property against what an analyst
 * reads in the file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyze, type ParsedRentRoll, parseRentRoll } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { readSheets } from '../src/features/analyzer/import/read-sheet';
import type { ExpectedRoll } from './fixtures/rent-rolls/truth';

const fixture = (name: string) => resolve(__dirname, 'fixtures/rent-rolls', name);

/** The fixture as the File a browser hands over. */
function fileOf(name: string): File {
  const bytes = readFileSync(fixture(name));
  const type = name.endsWith('.csv')
    ? 'text/csv'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return new File([new Uint8Array(bytes)], name, { type });
}

const expectedOf = (name: string): ExpectedRoll =>
  JSON.parse(readFileSync(fixture(name.replace(/\.(xlsx|csv)$/, '.expected.json')), 'utf8'));

/** The reasons of the skipped rows, counted. */
function reasons(roll: ParsedRentRoll): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of roll.skippedRows) out[row.reason] = (out[row.reason] ?? 0) + 1;
  return out;
}

/** Reads and parses a fixture, and checks it against its expected file. */
async function check(name: string): Promise<ParsedRentRoll> {
  const sheets = await readSheets(fileOf(name));
  const roll = parseRentRoll(sheets[0]?.rows ?? []);
  const expected = expectedOf(name);
  expect(roll.issues).toEqual([]);
  expect(roll.headerRow).toBe(expected.headerRow);
  expect(roll.headerStartRow).toBe(expected.headerStartRow);
  expect(roll.asOf).toBe(expected.asOf);
  expect(roll.property).toEqual(expected.property);
  expect(roll.buildingSqft).toBe(expected.buildingSqft);
  expect(reasons(roll)).toEqual(expected.skipped);
  expect(roll.vacancies).toHaveLength(expected.vacancies);
  expect(roll.leases).toHaveLength(expected.leases.length);
  roll.leaseRows.forEach((item, k) => {
    const want = expected.leases[k];
    if (!want) throw new Error(`lease ${k} not expected`);
    const { lease } = item;
    const where = `${name} lease ${k + 1} (${want.tenantName}, row ${item.row})`;
    expect(item.valid, where).toBe(true);
    expect(
      {
        tenantName: lease.tenantName,
        suite: lease.suite,
        reference: item.reference,
        sqftLeased: lease.sqftLeased,
        startDate: lease.startDate,
        endDate: lease.endDate,
        annualRentIncrease: lease.annualRentIncrease,
        recoveryType: lease.recoveryType,
        marketRentPerSqft: lease.marketRentPerSqft,
        flags: item.flags.map((flag) => flag.code),
        steps: lease.rentSteps.map((step) => step.date),
      },
      where,
    ).toEqual({
      tenantName: want.tenantName,
      suite: want.suite,
      reference: want.reference,
      sqftLeased: want.sqftLeased,
      startDate: want.startDate,
      endDate: want.endDate,
      annualRentIncrease: want.annualRentIncrease,
      recoveryType: want.recoveryType,
      marketRentPerSqft: null,
      flags: want.flags,
      steps: want.rentSteps.map((step) => step.date),
    });
    expect(lease.rentPerSqft, where).toBeCloseTo(want.rentPerSqft, 9);
    expect(Math.round(lease.rentPerSqft * lease.sqftLeased * 100) / 100, where).toBe(want.annualRent);
    lease.rentSteps.forEach((step, s) => {
      expect(step.rentPerSqft, `${where} step ${s + 1}`).toBeCloseTo(
        want.rentSteps[s]?.rentPerSqft ?? Number.NaN,
        4,
      );
    });
    for (const flag of item.flags) expect(flag.message).toMatch(/^[A-Z].*\.$/);
  });
  return roll;
}

describe('rent-roll fixtures, read as the browser reads them', () => {
  it('broker-two-row-header-100.xlsx: two-row header under a title block, summaries, footnotes: 100 leases', async () => {
    const roll = await check('broker-two-row-header-100.xlsx');
    expect(roll.leases).toHaveLength(100);
    expect(roll.columns.map((column) => column.field)).toEqual([
      'suite',
      'tenantName',
      'recoveryType',
      'sqft',
      'startDate',
      'endDate',
      'annualRent',
      'monthlyRent',
      'rentPerSqft',
      'annualRentIncrease',
      'nextIncreaseDate',
    ]);
    expect(roll.columns[4]?.header).toBe('Lease Dates Start');
    expect(roll.summary.leasedSqft).toBeLessThan(roll.buildingSqft ?? 0);
    expect(roll.flags).toEqual([]);
    const anchor = roll.leases[0];
    expect(anchor).toMatchObject({
      tenantName: 'Fresh Harvest Market',
      sqftLeased: 48_000,
      rentPerSqft: 12.5,
    });
    expect(roll.leases.find((lease) => lease.sqftLeased === 9850)?.rentPerSqft).toBe(30);
    expect(roll.leases.find((lease) => lease.sqftLeased === 12_345)?.rentPerSqft).toBe(411_234 / 12_345);
    expect(roll.skippedRows.filter((row) => row.reason === 'footnote').map((row) => row.text[0])).toEqual([
      '*',
      '(',
      '(',
      'N',
      'P',
    ]);
    // The leases calculate: a lease-by-lease deal on them has finite results.
    const result = analyze({
      purchasePrice: 60_000_000,
      sqft: roll.buildingSqft ?? 0,
      revenueInputType: 'individual',
      tenantLeases: roll.leases,
      asOf: roll.asOf ?? '2026-12-31',
      projectionMode: 'leases',
      interestRate: 6.5,
      loanTerm: 25,
      downPaymentPercent: 35,
      holdPeriod: 10,
      exitCapRate: 7,
    });
    expect(Number.isFinite(result.noi)).toBe(true);
    expect(result.leasedSqft).toBe(roll.summary.leasedSqft);
  });

  it('the as-of date given wins for expiry, and the one the file states is still reported', async () => {
    const sheets = await readSheets(fileOf('broker-two-row-header-100.xlsx'));
    const roll = parseRentRoll(sheets[0]?.rows ?? [], { asOf: '2026-01-01' });
    expect(roll.asOf).toBe('2026-12-31');
    const expired = roll.leaseRows.filter((item) => item.flags.some((flag) => flag.code === 'expired'));
    expect(expired.map((item) => item.lease.endDate)).toEqual(['2025-11-30']);
  });

  it('tenancy-schedule-45.xlsx: charge rows, gross-rent lines, tenant codes, several units: 45 leases', async () => {
    const roll = await check('tenancy-schedule-45.xlsx');
    expect(roll.leases).toHaveLength(45);
    expect(roll.leaseRows[0]?.reference).toBe('t0000508');
    // the schedule calculates as it comes (it used to fail with "Failed to calculate analysis")
    for (const projectionMode of ['simple', 'leases'] as const) {
      const result = analyze({
        purchasePrice: 25_000_000,
        sqft: roll.buildingSqft ?? 0,
        revenueInputType: 'individual',
        tenantLeases: roll.leases,
        asOf: roll.asOf ?? '2026-12-31',
        projectionMode,
        interestRate: 6.5,
      });
      expect(Number.isFinite(result.irr), projectionMode).toBe(true);
      expect(result.leasedSqft).toBe(roll.summary.leasedSqft);
    }
  });

  it('rent-step-table.xlsx: step columns and step rows, steps outside the lease dropped', async () => {
    const roll = await check('rent-step-table.xlsx');
    const dropped = roll.leaseRows.flatMap((item) =>
      item.flags.filter((flag) => flag.code === 'rent-step-dropped'),
    );
    expect(dropped.map((flag) => flag.message)).toEqual([
      'The rent step of $30.00 per sq ft on 1/1/2028 was left out: steps must fall after the start (1/1/2023) and on or before the end (12/31/2027), in date order, 40 at most.',
      'The rent step of $31.00 per sq ft on 1/1/2027 was left out: steps must fall after the start (1/1/2026) and on or before the end (12/31/2030), in date order, 40 at most.',
    ]);
  });

  it('escalation-texts.csv: one lease per rent-increase text, read exactly or flagged', async () => {
    const roll = await check('escalation-texts.csv');
    const messages = roll.leaseRows.map((item) => item.flags[0]?.message ?? null);
    expect(messages.slice(13, 17)).toEqual([
      'Rent increase "CPI" cannot be modeled exactly: no increase assumed.',
      'Rent increase "FMV" cannot be modeled exactly: no increase assumed.',
      'Rent increase "Fair market" cannot be modeled exactly: no increase assumed.',
      'No rent increase given: none assumed.',
    ]);
    expect(messages[5]).toBe(
      'Rent increase "$0.75/SF" read as $0.75 per sq ft added each year (7 rent steps).',
    );
  });
});
