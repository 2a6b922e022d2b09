import { describe, expect, it } from 'vitest';
import { parseRentRoll, readEscalation } from '../../src/rent-roll-import/index.js';

const HEADER = ['Tenant', 'Suite', 'SF', 'Annual Rent', 'Start', 'End', 'Increase', 'Next Increase Date'];

/** One lease of 1,000 sq ft at $20.00 from 2024-01-01 to 2028-12-31, as of 2026-06-30. */
function one(increase: unknown, next: unknown = null) {
  const roll = parseRentRoll([HEADER, ['A', '1', 1000, 20_000, '1/1/2024', '12/31/2028', increase, next]], {
    asOf: '2026-06-30',
  });
  const item = roll.leaseRows[0];
  if (!item) throw new Error('no lease');
  return {
    increase: item.lease.annualRentIncrease,
    steps: item.lease.rentSteps,
    flags: item.flags.map((flag) => [flag.code, flag.message]),
  };
}

describe('readEscalation', () => {
  it.each([
    ['3%', { kind: 'percent', rate: 3, text: false }],
    [0.03, { kind: 'percent', rate: 3, text: false }],
    ['3% annually', { kind: 'percent', rate: 3, text: true }],
    ['3%/yr', { kind: 'percent', rate: 3, text: true }],
    ['3% per annum', { kind: 'percent', rate: 3, text: true }],
    ['$0.75/SF', { kind: 'dollar', amount: 0.75 }],
    ['$0.75 PSF', { kind: 'dollar', amount: 0.75 }],
    ['$1.00/SF/yr', { kind: 'dollar', amount: 1 }],
    ['10% every 5 yrs', { kind: 'periodic', rate: 10, months: 60 }],
    ['Flat', { kind: 'flat', text: true }],
    ['0%', { kind: 'flat', text: false }],
    ['N/A', { kind: 'flat', text: true }],
    ['CPI', { kind: 'unknown' }],
    ['', { kind: 'blank' }],
  ])('%j', (cell, expected) => {
    expect(readEscalation(cell)).toMatchObject(expected);
  });
});

describe('rent changes: exact, or flagged, never a silent default', () => {
  it('a percent is the annual increase, exactly, with no flag', () => {
    expect(one('3%')).toEqual({ increase: 3, steps: [], flags: [] });
  });

  it('a percent with a next increase date: yearly steps from it, ×1.03^k, to 4 decimals', () => {
    expect(one('3%', '1/1/2027')).toEqual({
      increase: 0,
      steps: [
        { date: '2027-01-01', rentPerSqft: 20.6 },
        { date: '2028-01-01', rentPerSqft: 21.218 },
      ],
      flags: [],
    });
  });

  it('a dollar bump: steps at each anniversary after the as-of date, + $0.75 each', () => {
    expect(one('$0.75/SF')).toEqual({
      increase: 0,
      steps: [
        { date: '2027-01-01', rentPerSqft: 20.75 },
        { date: '2028-01-01', rentPerSqft: 21.5 },
      ],
      flags: [
        [
          'escalation-text',
          'Rent increase "$0.75/SF" read as $0.75 per sq ft added each year (2 rent steps).',
        ],
      ],
    });
  });

  it('"10% every 5 yrs": one step per 60 months', () => {
    const roll = parseRentRoll(
      [HEADER, ['A', '1', 1000, 20_000, '1/1/2024', '12/31/2034', '10% every 5 yrs']],
      { asOf: '2026-06-30' },
    );
    expect(roll.leases[0]?.rentSteps).toEqual([
      { date: '2029-01-01', rentPerSqft: 22 },
      { date: '2034-01-01', rentPerSqft: 24.2 },
    ]);
  });

  it('words, unknown and blank: 0, flagged with what was assumed', () => {
    expect(one('3% annually').flags).toEqual([
      ['escalation-text', 'Rent increase "3% annually" read as 3% a year.'],
    ]);
    expect(one('Flat')).toEqual({
      increase: 0,
      steps: [],
      flags: [['escalation-text', 'Rent increase "Flat" read as no increase.']],
    });
    expect(one('0%')).toEqual({ increase: 0, steps: [], flags: [] });
    expect(one('CPI').flags).toEqual([
      ['escalation-assumed', 'Rent increase "CPI" cannot be modeled exactly: no increase assumed.'],
    ]);
    expect(one(null).flags).toEqual([['no-escalation', 'No rent increase given: none assumed.']]);
  });

  it('step columns and step rows are exact; steps outside the lease or out of order are dropped', () => {
    const roll = parseRentRoll([
      [
        'Tenant',
        'SF',
        'Annual Rent',
        'Start',
        'End',
        'Step 1 Date',
        'Step 1 Rent PSF',
        'Step 2 Date',
        'Step 2 Monthly Rent',
      ],
      ['A', 1000, 20_000, '1/1/2024', '12/31/2028', '1/1/2026', '$21.00', '1/1/2030', '$2,000'],
      ['B', 1200, 24_000, '1/1/2024', '12/31/2028'],
      [null, null, 25_000, '1/1/2026'],
      [null, null, 24_500, '1/1/2025'],
    ]);
    expect(roll.leases.map((lease) => lease.rentSteps)).toEqual([
      [{ date: '2026-01-01', rentPerSqft: 21 }],
      [{ date: '2026-01-01', rentPerSqft: 25_000 / 1200 }],
    ]);
    expect(roll.leaseRows.map((item) => item.flags.map((flag) => flag.code))).toEqual([
      ['rent-step-dropped'],
      ['rent-step-dropped'],
    ]);
    expect(roll.skippedRows.map((row) => row.reason)).toEqual(['header', 'rent-step', 'rent-step']);
  });

  it('more than 40 steps: the first 40 are kept', () => {
    const roll = parseRentRoll([HEADER, ['A', '1', 1000, 20_000, '1/1/2000', '12/31/2060', '$0.10/SF']], {
      asOf: '2000-06-30',
    });
    expect(roll.leases[0]?.rentSteps).toHaveLength(40);
    expect(roll.leaseRows[0]?.flags.filter((flag) => flag.code === 'rent-step-dropped')).toHaveLength(1);
  });
});

describe('contract rent and lease flags', () => {
  it('the annual rent wins over a rounded rent per sq ft; within rounding, no flag', () => {
    const roll = parseRentRoll([
      ['Tenant', 'SF', 'Annual Rent', 'Rent PSF', 'Start', 'End', 'Increase'],
      ['A', 9850, 295_500, 30, '1/1/2024', '12/31/2028', '3%'],
      ['B', 12_345, 411_234, 33.31, '1/1/2024', '12/31/2028', '3%'],
    ]);
    expect(roll.leases.map((lease) => lease.rentPerSqft)).toEqual([30, 411_234 / 12_345]);
    expect(roll.leaseRows.flatMap((item) => item.flags)).toEqual([]);
    expect(roll.summary.annualRent).toBe(706_734);
  });

  it('expired before the as-of date (given, else the title block’s); month-to-month', () => {
    const rows = [
      ['Rent Roll as of 12/31/2026'],
      ['Tenant', 'SF', 'Annual Rent', 'Start', 'End', 'Increase'],
      ['Old', 1000, 20_000, '1/1/2020', '6/30/2026', '3%'],
      ['Holdover', 1000, 20_000, '1/1/2020', 'MTM', '3%'],
    ];
    const roll = parseRentRoll(rows);
    expect(roll.asOf).toBe('2026-12-31');
    expect(roll.leaseRows.map((item) => item.flags)).toEqual([
      [{ code: 'expired', message: 'The lease expired on 6/30/2026, before the as-of date 12/31/2026.' }],
      [
        {
          code: 'month-to-month',
          message: 'The end date says month-to-month: imported with a one-month term ending 1/30/2027.',
        },
      ],
    ]);
    const given = parseRentRoll(rows, { asOf: '2026-01-01' });
    expect(given.asOf).toBe('2026-12-31');
    expect(given.leaseRows[0]?.flags).toEqual([]);
    expect(given.leases[1]?.endDate).toBe('2026-01-31');
  });

  it('a lease larger than the building is flagged, and the roll too', () => {
    const roll = parseRentRoll(
      [
        ['Tenant', 'SF', 'Annual Rent', 'Start', 'End', 'Increase'],
        ['Big', 6000, 60_000, '1/1/2024', '12/31/2028', '3%'],
      ],
      { buildingSqft: 5000 },
    );
    expect(roll.leaseRows[0]?.flags).toEqual([
      {
        code: 'area-above-building',
        message: "The lease's 6,000 sq ft is more than the building's 5,000 sq ft.",
      },
    ]);
    expect(roll.flags.map((flag) => flag.code)).toEqual(['area-above-building']);
  });
});
