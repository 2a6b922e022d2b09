import { describe, expect, it } from 'vitest';
import { parseRentRoll, recoveryOf } from '../../src/rent-roll-import/index.js';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('two-row headers', () => {
  it('a merged group row ("Lease Dates", "Rent", repeated as exceljs gives it) over the column names', () => {
    const roll = parseRentRoll([
      ['Maple Plaza'],
      ['Rent Roll as of 12/31/2026'],
      ['Suite', 'Tenant', 'Square', 'Lease Dates', 'Lease Dates', 'Rent', 'Rent', 'Rent'],
      ['Suite', 'Tenant', 'Feet', 'Start', 'Expiration', 'Annual', 'Monthly', 'PSF'],
      ['101', 'Coffee Co', 1500, d('2024-01-01'), d('2028-12-31'), 48_000, 4000, 32],
    ]);
    expect(roll.headerStartRow).toBe(3);
    expect(roll.headerRow).toBe(4);
    expect(roll.columns.map((column) => [column.header, column.field])).toEqual([
      ['Suite', 'suite'],
      ['Tenant', 'tenantName'],
      ['Square Feet', 'sqft'],
      ['Lease Dates Start', 'startDate'],
      ['Lease Dates Expiration', 'endDate'],
      ['Rent Annual', 'annualRent'],
      ['Rent Monthly', 'monthlyRent'],
      ['Rent PSF', 'rentPerSqft'],
    ]);
    expect(roll.leases).toHaveLength(1);
    expect(roll.skippedRows).toEqual([
      { row: 3, reason: 'header', text: 'Suite' },
      { row: 4, reason: 'header', text: 'Suite' },
    ]);
  });

  it('a group label over blank cells (as a CSV gives it) and names split over two rows', () => {
    const roll = parseRentRoll([
      ['', '', 'Lease Dates', '', 'Annual', 'Monthly'],
      ['Tenant', 'SF', 'Start', 'End', 'Rent', 'Rent'],
      ['Coffee Co', '1,500', '1/1/2024', '12/31/2028', '$48,000', '$4,000'],
    ]);
    expect(roll.headerStartRow).toBe(1);
    expect(roll.columns.map((column) => column.field)).toEqual([
      'tenantName',
      'sqft',
      'startDate',
      'endDate',
      'annualRent',
      'monthlyRent',
    ]);
  });

  it('a title row is not a group row; a one-row header stays one row', () => {
    const roll = parseRentRoll([
      ['Harbor Point Rent Roll 2026', '', '', ''],
      ['Tenant', 'SF', 'Start', 'End'],
      ['A', 100, '1/1/2024', '12/31/2026'],
    ]);
    expect([roll.headerStartRow, roll.headerRow]).toEqual([2, 2]);
  });

  it('options.headerRow is the lower row; the group row above it is joined', () => {
    const rows = [
      ['Notes'],
      ['', 'Lease Dates', 'Lease Dates', 'Rent', 'Rent'],
      ['Tenant', 'Start', 'Expiration', 'Annual', 'PSF'],
      ['A', '1/1/2024', '12/31/2026', '$12,000', '$12.00'],
    ];
    const roll = parseRentRoll(rows, { headerRow: 3 });
    expect([roll.headerStartRow, roll.headerRow]).toEqual([2, 3]);
    expect(roll.columns[3]?.field).toBe('annualRent');
  });

  it('options.lastRow: rows below it are not read nor listed', () => {
    const rows = [
      ['Tenant', 'SF', 'Annual Rent', 'Start', 'End'],
      ['A', 1000, 20_000, '1/1/2024', '12/31/2026'],
      ['B', 1000, 20_000, '1/1/2024', '12/31/2026'],
      ['Notes from the broker that are not part of the table at all, really'],
    ];
    const roll = parseRentRoll(rows, { lastRow: 2 });
    expect(roll.leases.map((lease) => lease.tenantName)).toEqual(['A']);
    expect(roll.skippedRows).toEqual([{ row: 1, reason: 'header', text: 'Tenant' }]);
  });
});

describe('rows that are not tenants', () => {
  const rows = [
    ['Suite', 'Tenant', 'SF', 'Annual Rent', 'Start', 'End'],
    ['Building A', 'Building A', 'Building A', 'Building A', 'Building A', 'Building A'],
    ['101', 'Coffee Co', 1000, 30_000, '1/1/2024', '12/31/2028'],
    ['102', 'VACANT', 500],
    [null, 'Building A Total', 1500, 30_000],
    [],
    [null, 'Occupied', 1000, 30_000],
    [null, 'Vacant', 500],
    [null, 'Total', 1500, 30_000],
    [null, '% Occupied', 0.667],
    Array(6).fill('* Tenant has an option to renew.'),
    ['(1) Rent abated for three months.'],
    ['Note: areas per BOMA.'],
    ['This rent roll was prepared for marketing purposes and is not guaranteed by anyone'],
  ];
  const roll = parseRentRoll(rows);

  it('summary lines, subtotals, footnotes, headings and blanks are skipped with their reason', () => {
    expect(roll.leases.map((lease) => lease.tenantName)).toEqual(['Coffee Co']);
    expect(roll.vacancies).toEqual([{ row: 4, suite: '102', sqft: 500 }]);
    expect(roll.skippedRows.map((row) => [row.row, row.reason, row.text])).toEqual([
      [1, 'header', 'Suite'],
      [2, 'heading', 'Building A'],
      [5, 'summary', 'Building A Total'],
      [6, 'blank', ''],
      [7, 'summary', 'Occupied'],
      [8, 'summary', 'Vacant'],
      [9, 'summary', 'Total'],
      [10, 'summary', '% Occupied'],
      [11, 'footnote', '* Tenant has an option to renew.'],
      [12, 'footnote', '(1) Rent abated for three months.'],
      [13, 'footnote', 'Note: areas per BOMA.'],
      // the text is kept to 80 characters
      [14, 'footnote', 'This rent roll was prepared for marketing purposes and is not guaranteed by anyo'],
    ]);
  });

  it('the last total is checked; the building is occupied plus vacant', () => {
    expect(roll.totals).toEqual({ row: 9, sqft: 1500, monthlyRent: null, annualRent: 30_000 });
    expect(roll.issues).toEqual([]);
    expect(roll.buildingSqft).toBe(1500);
  });
});

describe('tenancy schedules: charge rows attached to the lease above', () => {
  const rows = [
    ['Unit(s)', 'Lease', 'Area', 'Lease From', 'Lease To', 'Charge Code', 'Monthly Amount', 'Annual Amount'],
    ['015, 016', 'Burger Barn (t0000508)', 2000, '1/1/2024', '12/31/2030', 'cam', 500, 6000],
    [null, null, null, null, null, 'rnt', 5000, 60_000],
    [null, null, null, null, null, 'tax', 300, 3600],
    [null, null, null, null, null, 'Gross Rent', 5800, 69_600],
    ['020', 'Copy Corner [t0000515]', 1000, '1/1/2025', '12/31/2029', 'rent', 2000, null],
    [null, null, null, null, null, 'prk', 100, 1200],
    [null, null, null, null, null, 'Total', 2100, 25_200],
  ];
  const roll = parseRentRoll(rows);

  it('base rent from the rent charges, recovery from the charge codes, codes out of the names', () => {
    expect(
      roll.leaseRows.map((item) => [
        item.lease.tenantName,
        item.reference,
        item.lease.suite,
        item.lease.rentPerSqft,
        item.lease.recoveryType,
      ]),
    ).toEqual([
      ['Burger Barn', 't0000508', '015, 016', 30, 'nnn'],
      ['Copy Corner', 't0000515', '020', 24, 'gross'],
    ]);
    expect(roll.skippedRows.map((row) => row.reason)).toEqual([
      'header',
      'charge',
      'charge',
      'gross-rent',
      'charge',
      'gross-rent',
    ]);
    expect(roll.issues).toEqual([]);
  });
});

describe('lease types', () => {
  it.each([
    ['NNN', 'nnn'],
    ['NN', 'nnn'],
    ['Net', 'nnn'],
    ['Triple Net', 'nnn'],
    ['Gross', 'gross'],
    ['FSG', 'gross'],
    ['Full Service', 'gross'],
    ['Full Service Gross', 'gross'],
    ['Modified Gross', 'base-year'],
    ['MG', 'base-year'],
    ['Base Year', 'base-year'],
    ['BY', 'base-year'],
    ['BY 2024', 'base-year'],
    ['', null],
    ['Percentage', undefined],
  ])('%j → %s', (text, type) => {
    expect(recoveryOf(text)).toBe(type);
  });

  it('an unknown lease type is null and flagged', () => {
    const roll = parseRentRoll([
      ['Tenant', 'SF', 'Annual Rent', 'Start', 'End', 'Lease Type'],
      ['A', 1000, 20_000, '1/1/2024', '12/31/2026', 'Ground'],
    ]);
    expect(roll.leases[0]?.recoveryType).toBeNull();
    expect(roll.leaseRows[0]?.flags).toContainEqual({
      code: 'recovery-unknown',
      message: 'Lease type "Ground" is not NNN, gross or base year: no recovery type set.',
    });
  });
});
