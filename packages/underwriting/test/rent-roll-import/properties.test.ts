import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  leaseTermMonths,
  parseRentRoll,
  RENT_ROLL_FIELDS,
  type RentRollField,
  tenantLeaseSchema,
} from '../../src/index.js';

const HEADERS = [
  'Tenant',
  'Suite',
  'SF',
  'Rent/SF',
  'Monthly Rent',
  'Annual Rent',
  'Start',
  'End',
  'Increases',
];
const WORDS = ['Total', 'Grand Total', 'Vacant', 'Available', 'MTM', 'n/a', '-', '$ -', 'Subtotal'];

/** Cells of every kind a sheet may hold, biased towards what a rent roll holds. */
const cell = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(''),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...HEADERS, ...WORDS),
  fc.double(),
  fc.integer({ min: -100_000, max: 3_000_000 }),
  fc.date({ noInvalidDate: false }),
  fc.integer({ min: 0, max: 1_000_000 }).map((cents) => `$${(cents / 100).toLocaleString('en-US')}`),
  fc.integer({ min: 0, max: 1_000_000 }).map((cents) => `(${(cents / 100).toLocaleString('en-US')})`),
  fc
    .tuple(
      fc.integer({ min: 0, max: 14 }),
      fc.integer({ min: 0, max: 32 }),
      fc.integer({ min: 0, max: 2300 }),
    )
    .map(([m, d, y]) => `${m}/${d}/${y}`),
  fc.float({ min: 0, max: 20, noNaN: true }).map((p) => `${p}%`),
  fc.boolean(),
  fc.constant({ richText: [] }),
);

const row = fc.array(cell, { maxLength: 10 });
const sheet = fc.tuple(
  fc.array(row, { maxLength: 4 }),
  fc.option(fc.shuffledSubarray(HEADERS)),
  fc.array(row, { maxLength: 12 }),
);
const fieldOrNull = fc.option(fc.constantFrom(...RENT_ROLL_FIELDS.map((item) => item.field)));
const options = fc.record(
  {
    columns: fc.dictionary(fc.integer({ min: 0, max: 12 }).map(String), fieldOrNull),
    headerRow: fc.integer({ min: -2, max: 20 }),
    buildingSqft: fc.double(),
    asOf: fc.constantFrom('2026-01-01', '2026-02-30', 'x'),
  },
  { requiredKeys: [] },
);

describe('parseRentRoll on random grids', () => {
  it('never throws, and what it returns holds together', () => {
    fc.assert(
      fc.property(sheet, options, ([above, header, below], opts) => {
        const rows = [...above, ...(header ? [header] : []), ...below];
        const roll = parseRentRoll(rows, opts as { columns?: Record<number, RentRollField | null> });
        expect(roll.leases).toHaveLength(roll.leaseRows.length);
        roll.leaseRows.forEach((item, k) => {
          expect(item.lease).toBe(roll.leases[k]);
          expect(item.row).toBeGreaterThanOrEqual(1);
          expect(item.row).toBeLessThanOrEqual(rows.length);
          if (item.valid) expect(tenantLeaseSchema.safeParse(item.lease).success).toBe(true);
          const rowIssues = roll.issues.filter((issue) => issue.row === item.row);
          if (!item.valid) expect(rowIssues.length).toBeGreaterThan(0);
        });
        expect(roll.columns.map((column) => column.index)).toEqual(roll.columns.map((_, k) => k));
        const mapped = roll.columns.flatMap((column) => (column.field === null ? [] : [column.field]));
        expect(new Set(mapped).size).toBe(mapped.length);
        for (const issue of roll.issues) {
          expect(issue.row).toBeGreaterThanOrEqual(0);
          expect(issue.row).toBeLessThanOrEqual(rows.length);
          expect(issue.message.length).toBeGreaterThan(0);
        }
        for (const skipped of roll.skippedRows) {
          expect(skipped.row).toBeGreaterThanOrEqual(1);
          expect(skipped.row).toBeLessThanOrEqual(rows.length);
        }
        for (const item of roll.leaseRows) {
          const steps = item.lease.rentSteps;
          expect(steps.length).toBeLessThanOrEqual(40);
          steps.forEach((step, k) => {
            expect(step.date > item.lease.startDate && step.date <= item.lease.endDate).toBe(true);
            if (k > 0) expect(step.date > (steps[k - 1]?.date ?? '')).toBe(true);
          });
          if (steps.length > 0) expect(item.lease.annualRentIncrease).toBe(0);
        }
        const sorted = roll.issues.map((issue) => issue.row);
        expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
        for (const value of Object.values(roll.summary)) expect(Number.isFinite(value)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(sheet, ([above, header, below]) => {
        const rows = [...above, ...(header ? [header] : []), ...below];
        expect(parseRentRoll(rows)).toEqual(parseRentRoll(rows));
      }),
      { numRuns: 100 },
    );
  });

  it('survives grids that are not grids', () => {
    for (const bad of [null, undefined, 'text', [null, 'row', 5], [[{}], [Symbol('x')]]]) {
      expect(() => parseRentRoll(bad as never)).not.toThrow();
    }
  });
});

const DAY_MS = 86_400_000;
const isoOf = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);
/** Excel's serial of a day number (days since 1970-01-01), for dates after 1900-03-01. */
const serialOf = (days: number) => days + 25569;

/** A lease as a broker writes it, in one of the ways each cell may be written, and what it means. */
const leaseLine = fc
  .record({
    sqft: fc.integer({ min: 1, max: 500_000 }),
    rentCents: fc.integer({ min: 2000, max: 3000 }),
    start: fc.integer({ min: daysOf('1990-01-01'), max: daysOf('2040-12-31') }),
    length: fc.integer({ min: 0, max: 9000 }),
    increase: fc.integer({ min: 0, max: 100 }).map((tenths) => tenths / 10),
    style: fc.record({
      sqft: fc.constantFrom('number', 'commas', 'sf'),
      rent: fc.constantFrom('number', 'dollars'),
      date: fc.constantFrom('us', 'iso', 'date', 'serial', 'short'),
      increase: fc.constantFrom('percent', 'fraction'),
    }),
  })
  .map((line) => {
    const end = line.start + line.length;
    const date = (days: number): unknown => {
      const iso = isoOf(days);
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      switch (line.style.date) {
        case 'us':
          return `${m}/${d}/${y}`;
        case 'short':
          return y >= 1970 && y < 2070
            ? `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${String(y).slice(2)}`
            : iso;
        case 'date':
          return new Date(days * DAY_MS);
        case 'serial':
          return serialOf(days);
        default:
          return iso;
      }
    };
    const rent = line.rentCents / 100;
    return {
      line,
      cells: [
        line.style.sqft === 'number'
          ? line.sqft
          : line.style.sqft === 'commas'
            ? line.sqft.toLocaleString('en-US')
            : `${line.sqft} SF`,
        line.style.rent === 'number' ? rent : `$${rent.toFixed(2)}`,
        date(line.start),
        date(end),
        line.style.increase === 'percent' ? `${line.increase}%` : line.increase / 100,
      ],
      expected: {
        sqftLeased: line.sqft,
        rentPerSqft: rent,
        startDate: isoOf(line.start),
        endDate: isoOf(end),
        leaseTerm: leaseTermMonths(isoOf(line.start), isoOf(end)),
        annualRentIncrease: line.increase,
      },
    };
  });

function daysOf(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
}

describe('parseRentRoll reads back what a broker wrote', () => {
  it('every well-formed row is a valid lease with the values written, in any cell style', () => {
    fc.assert(
      fc.property(fc.array(leaseLine, { minLength: 1, maxLength: 8 }), (lines) => {
        const rows = [
          ['Tenant', 'Suite', 'SF', 'Rent/SF', 'Start', 'End', 'Increases'],
          ...lines.map((item, k) => [`Tenant ${k}`, `${100 + k}`, ...item.cells]),
        ];
        const roll = parseRentRoll(rows);
        expect(roll.issues).toEqual([]);
        expect(roll.leases).toEqual(
          lines.map((item, k) => ({
            tenantName: `Tenant ${k}`,
            freeMonths: 0,
            tenantImprovements: 0,
            ...item.expected,
            suite: `${100 + k}`,
            rentSteps: [],
            recoveryType: null,
            marketRentPerSqft: null,
          })),
        );
      }),
      { numRuns: 300 },
    );
  });
});
