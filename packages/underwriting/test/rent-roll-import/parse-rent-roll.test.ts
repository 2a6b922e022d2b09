import { describe, expect, it } from 'vitest';
import {
  columnOverrides,
  MESSAGES,
  type ParsedRentRoll,
  parseRentRoll,
  RENT_ROLL_FIELDS,
  RENT_ROLL_MESSAGES,
  type RentRollField,
  tenantLeaseSchema,
} from '../../src/index.js';
import {
  ANNUAL_CSV,
  grid,
  MONTHLY_CSV,
  OVERRIDE_CSV,
  PER_SQFT_CSV,
  PROBLEMS_CSV,
  SEMICOLON_CSV,
  XLSX_GRID,
} from './fixtures.js';

/** A lease with the schema's defaults for what the sheet leaves out. */
function lease(values: {
  tenantName: string;
  sqftLeased: number;
  rentPerSqft: number;
  leaseTerm: number;
  startDate: string;
  endDate: string;
  freeMonths?: number;
  tenantImprovements?: number;
  annualRentIncrease?: number;
  suite?: string;
}) {
  return {
    freeMonths: 0,
    tenantImprovements: 0,
    annualRentIncrease: 0,
    suite: '',
    rentSteps: [],
    recoveryType: null,
    marketRentPerSqft: null,
    ...values,
  };
}

/** The fields of the columns, in sheet order. */
const fieldsOf = (roll: ParsedRentRoll) => roll.columns.map((column) => column.field);

describe('parseRentRoll: per-SF rent with title rows and a matching total', () => {
  const roll = parseRentRoll(grid(PER_SQFT_CSV));

  it('skips the title rows and finds the header on row 4', () => {
    expect(roll.headerRow).toBe(4);
    expect(roll.headersKey).toBe(
      'suite|tenant|rsf|rent / sf|lease start|lease exp|increases|free rent|ti allowance',
    );
  });

  it('maps every column', () => {
    expect(roll.columns).toEqual([
      { index: 0, header: 'Suite', field: 'suite' },
      { index: 1, header: 'Tenant', field: 'tenantName' },
      { index: 2, header: 'RSF', field: 'sqft' },
      { index: 3, header: 'Rent/SF', field: 'rentPerSqft' },
      { index: 4, header: 'Lease Start', field: 'startDate' },
      { index: 5, header: 'Lease Exp.', field: 'endDate' },
      { index: 6, header: 'Increases', field: 'annualRentIncrease' },
      { index: 7, header: 'Free Rent', field: 'freeMonths' },
      { index: 8, header: 'TI Allowance', field: 'tenantImprovements' },
    ]);
  });

  it('reads every lease, field by field', () => {
    expect(roll.leases).toEqual([
      lease({
        tenantName: 'Blue Bottle Coffee, Inc.',
        suite: '100',
        sqftLeased: 1500,
        rentPerSqft: 32,
        leaseTerm: 60,
        freeMonths: 2,
        tenantImprovements: 15000,
        annualRentIncrease: 3,
        startDate: '2024-01-01',
        endDate: '2028-12-31',
      }),
      lease({
        tenantName: 'Harbor Dental',
        suite: '110',
        sqftLeased: 2250,
        rentPerSqft: 28.5,
        leaseTerm: 120,
        annualRentIncrease: 2.5,
        startDate: '2023-03-15',
        endDate: '2033-03-14',
      }),
      lease({
        tenantName: 'FedEx Office',
        suite: '120',
        annualRentIncrease: 3,
        sqftLeased: 3000,
        rentPerSqft: 24.75,
        leaseTerm: 60,
        startDate: '2022-07-01',
        endDate: '2027-06-30',
      }),
    ]);
    expect(
      roll.leaseRows.map(({ row, suite, valid, monthToMonth }) => [row, suite, valid, monthToMonth]),
    ).toEqual([
      [5, '100', true, false],
      [6, '110', true, false],
      [7, '120', true, false],
    ]);
  });

  it('skips the total row, which matches: no issue', () => {
    expect(roll.totals).toEqual({ row: 8, sqft: 6750, monthlyRent: null, annualRent: null });
    expect(roll.issues).toEqual([]);
    expect(roll.vacancies).toEqual([]);
    expect(roll.summary).toEqual({ leaseCount: 3, leasedSqft: 6750, annualRent: 186_375, vacantSqft: 0 });
  });

  it('every lease passes tenantLeaseSchema', () => {
    for (const item of roll.leases) expect(tenantLeaseSchema.safeParse(item).success).toBe(true);
  });
});

describe('parseRentRoll: monthly rent, month-to-month, a totals row that does not add up', () => {
  const roll = parseRentRoll(grid(MONTHLY_CSV), { asOf: '2026-01-01' });

  it('maps the columns', () => {
    expect(fieldsOf(roll)).toEqual([
      'suite',
      'tenantName',
      'sqft',
      'monthlyRent',
      'startDate',
      'endDate',
      'annualRentIncrease',
    ]);
  });

  it('turns monthly rent into annual rent per sq ft; MTM gets a one-month term from the as-of date', () => {
    expect(roll.leases).toEqual([
      lease({
        tenantName: 'Sunrise Yoga',
        suite: 'A-1',
        annualRentIncrease: 3,
        sqftLeased: 1200,
        rentPerSqft: 25,
        leaseTerm: 36,
        startDate: '2024-01-01',
        endDate: '2026-12-31',
      }),
      lease({
        tenantName: 'Quick Wash Laundromat',
        suite: 'A-2',
        sqftLeased: 1800,
        rentPerSqft: 21,
        leaseTerm: 1,
        startDate: '2021-06-01',
        endDate: '2026-01-31',
      }),
      lease({
        tenantName: 'Pho Saigon',
        suite: 'A-3',
        sqftLeased: 1600,
        rentPerSqft: 22.5,
        leaseTerm: 84,
        annualRentIncrease: 2,
        startDate: '2022-09-01',
        endDate: '2029-08-31',
      }),
    ]);
    expect(roll.leaseRows[1]).toMatchObject({ row: 3, suite: 'A-2', monthToMonth: true, valid: true });
  });

  it('flags the MTM row (a flag, not an issue) and the monthly total that does not match (square feet do)', () => {
    expect(roll.totals).toEqual({ row: 5, sqft: 4600, monthlyRent: 9000, annualRent: null });
    expect(roll.leaseRows[1]?.flags).toEqual([
      {
        code: 'month-to-month',
        message: 'The end date says month-to-month: imported with a one-month term ending 1/31/2026.',
      },
      { code: 'no-escalation', message: 'No rent increase given: none assumed.' },
    ]);
    expect(roll.issues).toEqual([
      {
        row: 5,
        field: 'monthlyRent',
        column: 3,
        message:
          'The totals row shows monthly rent of $9,000.00, but the imported leases add up to $8,650.00',
      },
    ]);
  });

  it('without an as-of date, a month-to-month lease runs one month from its start', () => {
    const plain = parseRentRoll(grid(MONTHLY_CSV));
    expect(plain.leases[1]).toMatchObject({ startDate: '2021-06-01', endDate: '2021-06-30', leaseTerm: 1 });
  });
});

describe('parseRentRoll: annual rent, vacant suites, a grand total that includes them', () => {
  const roll = parseRentRoll(grid(ANNUAL_CSV));

  it('maps Lessee / Space / Area / Annual Base Rent / LCD / LXD / Bumps', () => {
    expect(fieldsOf(roll)).toEqual([
      'tenantName',
      'suite',
      'sqft',
      'annualRent',
      'startDate',
      'endDate',
      'annualRentIncrease',
    ]);
  });

  it('divides annual rent by the area', () => {
    expect(roll.leases).toEqual([
      lease({
        tenantName: 'Anchor Grocery',
        suite: '1',
        sqftLeased: 25000,
        rentPerSqft: 12,
        leaseTerm: 180,
        annualRentIncrease: 2,
        startDate: '2020-02-01',
        endDate: '2035-01-31',
      }),
      lease({
        tenantName: 'Corner Pharmacy',
        suite: '3',
        sqftLeased: 12000,
        rentPerSqft: 18,
        leaseTerm: 120,
        annualRentIncrease: 2.5,
        startDate: '2019-05-01',
        endDate: '2029-04-30',
      }),
    ]);
  });

  it('reports the vacant suites as vacancy, not leases, and the totals match with them', () => {
    expect(roll.vacancies).toEqual([
      { row: 3, suite: '2', sqft: 2000 },
      { row: 5, suite: '4', sqft: 1500 },
      { row: 6, suite: '5', sqft: 900 },
    ]);
    expect(roll.totals).toEqual({ row: 8, sqft: 41400, monthlyRent: null, annualRent: 516000 });
    expect(roll.summary).toEqual({ leaseCount: 2, leasedSqft: 37000, annualRent: 516000, vacantSqft: 4400 });
    expect(roll.issues).toEqual([]);
  });

  it('a total that matches neither the leased nor the leased plus vacant area is an issue', () => {
    const rows = grid(ANNUAL_CSV);
    rows[7] = ['Grand Total', '', '40,000', '$515,000', '', '', ''];
    expect(parseRentRoll(rows).issues).toEqual([
      {
        row: 8,
        field: 'sqft',
        column: 2,
        message:
          'The totals row shows 40,000 sq ft, but the imported leases add up to 37,000 sq ft (41,400 sq ft with the vacant suites)',
      },
      {
        row: 8,
        field: 'annualRent',
        column: 3,
        message:
          'The totals row shows annual rent of $515,000.00, but the imported leases add up to $516,000.00',
      },
    ]);
  });

  it('a difference of $1 or 1 sq ft is rounding, not an issue', () => {
    const rows = grid(ANNUAL_CSV);
    rows[7] = ['Grand Total', '', '37,001', '$515,999', '', '', ''];
    expect(parseRentRoll(rows).issues).toEqual([]);
  });
});

describe('parseRentRoll: a semicolon CSV', () => {
  const roll = parseRentRoll(grid(SEMICOLON_CSV));

  it('reads it, TI per sq ft times the area, no increase (none given)', () => {
    expect(fieldsOf(roll)).toEqual([
      'tenantName',
      'suite',
      'sqft',
      'rentPerSqft',
      'startDate',
      'endDate',
      'freeMonths',
      'tenantImprovements',
    ]);
    expect(roll.leases).toEqual([
      lease({
        tenantName: 'Smith; Jones LLP',
        suite: '200',
        sqftLeased: 4000,
        rentPerSqft: 27,
        leaseTerm: 60,
        freeMonths: 3,
        tenantImprovements: 40000,
        startDate: '2024-03-01',
        endDate: '2029-02-28',
      }),
      lease({
        tenantName: 'Acme Insurance',
        suite: '210',
        sqftLeased: 2500,
        rentPerSqft: 26.5,
        leaseTerm: 36,
        startDate: '2023-10-01',
        endDate: '2026-09-30',
      }),
    ]);
    expect(roll.issues).toEqual([]);
  });
});

describe('parseRentRoll: an XLSX grid with Date cells, Excel serials and a numbers-only total', () => {
  const roll = parseRentRoll(XLSX_GRID);

  it('finds the header below a title row holding a Date', () => {
    expect(roll.headerRow).toBe(3);
    expect(fieldsOf(roll)).toEqual([
      'tenantName',
      'suite',
      'sqft',
      'annualRent',
      'monthlyRent',
      'startDate',
      'endDate',
      'annualRentIncrease',
    ]);
  });

  it('reads Dates by their nearest UTC midnight, serials in the 1900 system, percents stored as fractions', () => {
    expect(roll.leases).toEqual([
      // annual rent is preferred to monthly rent when a row has both
      lease({
        tenantName: 'Bank of Springfield',
        suite: 'Pad A',
        sqftLeased: 4000,
        rentPerSqft: 35,
        leaseTerm: 120,
        annualRentIncrease: 3,
        startDate: '2024-01-15',
        endDate: '2034-01-14',
      }),
      lease({
        tenantName: 'Burger Barn',
        suite: 'Pad B',
        sqftLeased: 3200,
        rentPerSqft: 30,
        leaseTerm: 60,
        annualRentIncrease: 2.5,
        startDate: '2024-01-15',
        endDate: '2029-01-14',
      }),
      // local midnight of UTC+2 (22:00 UTC the day before) and of UTC-4 (04:00 UTC)
      lease({
        tenantName: 'Tire Shop',
        suite: 'Pad C',
        sqftLeased: 5000,
        rentPerSqft: 20,
        leaseTerm: 60,
        annualRentIncrease: 3,
        startDate: '2023-07-01',
        endDate: '2028-06-30',
      }),
    ]);
  });

  it('takes the row of numbers after the data as its totals, which match', () => {
    expect(roll.totals).toEqual({ row: 7, sqft: 12200, monthlyRent: null, annualRent: 336000 });
    expect(roll.issues).toEqual([]);
  });
});

describe('parseRentRoll: issues with the lease form’s messages, and the reconciliation', () => {
  const roll = parseRentRoll(grid(PROBLEMS_CSV), { buildingSqft: 5000 });

  it('reports each problem with its row, field and column', () => {
    expect(roll.issues).toEqual([
      {
        row: 0,
        field: 'sqft',
        message: "Leased area of 5,500 sq ft is more than the building's 5,000 sq ft",
      },
      { row: 3, field: 'suite', column: 1, message: 'Suite 101 is listed more than once (also on row 2)' },
      { row: 4, field: 'sqft', column: 2, message: 'Leased square footage is required' },
      {
        row: 5,
        field: 'rentPerSqft',
        column: 3,
        message: "Rent of $150.00 per sq ft is more than 5 times the roll's median of $20.00 per sq ft",
      },
      { row: 6, field: 'endDate', column: 5, message: MESSAGES.endBeforeStart },
      { row: 7, field: 'tenantName', column: 0, message: 'Tenant name is required' },
      { row: 8, field: 'startDate', column: 4, message: 'Start date must be a valid date (yyyy-mm-dd)' },
      {
        row: 8,
        field: 'rentPerSqft',
        column: 3,
        message: "Rent of $3.00 per sq ft is less than a fifth of the roll's median of $20.00 per sq ft",
      },
    ]);
  });

  it('keeps every row as a lease, with what it could read, and marks the invalid ones', () => {
    expect(roll.leaseRows.map((item) => [item.row, item.valid])).toEqual([
      [2, true],
      [3, true],
      [4, false],
      [5, true],
      [6, false],
      [7, false],
      [8, false],
    ]);
    expect(roll.leases[2]).toEqual(
      lease({
        tenantName: 'Gamma',
        suite: '102',
        sqftLeased: 0,
        rentPerSqft: 21,
        leaseTerm: 60,
        startDate: '2024-01-01',
        endDate: '2028-12-31',
      }),
    );
    expect(roll.leases[4]).toEqual(
      lease({
        tenantName: 'Epsilon',
        suite: '104',
        sqftLeased: 1000,
        rentPerSqft: 19,
        leaseTerm: 0,
        startDate: '2025-01-01',
        endDate: '2024-12-31',
      }),
    );
    expect(roll.leases[6]).toEqual(
      lease({
        tenantName: 'Eta',
        suite: '107',
        sqftLeased: 500,
        rentPerSqft: 3,
        leaseTerm: 0,
        startDate: '',
        endDate: '2028-12-31',
      }),
    );
  });

  it('unreadable cells get the "must be a number" / "valid date" messages', () => {
    const rows = [
      ['Tenant', 'SF', 'Monthly Rent', 'Start', 'End', 'Free Rent', 'Increases'],
      ['Omega', 'about 900', '$1,000', 'soon', '2030-02-30', 'two', 'CPI'],
      ['Psi', '1,000', '(1,000.00)', '1/1/1850', '12/31/2030', '1', '150%'],
    ];
    expect(parseRentRoll(rows).issues).toEqual([
      { row: 2, field: 'sqft', column: 1, message: 'Leased square footage must be a number' },
      { row: 2, field: 'freeMonths', column: 5, message: 'Free months must be a number' },
      { row: 2, field: 'startDate', column: 3, message: 'Start date must be a valid date (yyyy-mm-dd)' },
      { row: 2, field: 'endDate', column: 4, message: 'End date must be a valid date (yyyy-mm-dd)' },
      { row: 3, field: 'monthlyRent', column: 2, message: 'Rent per square foot cannot be negative' },
      { row: 3, field: 'annualRentIncrease', column: 6, message: 'Annual rent increase cannot exceed 100%' },
      { row: 3, field: 'startDate', column: 3, message: 'Start date must be between 1900 and 2200' },
    ]);
    // "CPI" is no number: no increase is assumed, and the lease says so
    expect(parseRentRoll(rows).leaseRows[0]?.flags).toContainEqual({
      code: 'escalation-assumed',
      message: 'Rent increase "CPI" cannot be modeled exactly: no increase assumed.',
    });
  });

  it('a sheet without rent says so on every lease', () => {
    const roll2 = parseRentRoll([
      ['Tenant', 'Suite', 'SF'],
      ['Solo', '1', '100'],
    ]);
    expect(roll2.issues).toEqual([
      { row: 2, field: 'rentPerSqft', message: 'Rent per square foot is required' },
      { row: 2, field: 'startDate', message: 'Start date is required' },
      { row: 2, field: 'endDate', message: 'End date is required' },
    ]);
  });
});

describe('parseRentRoll: options.columns overrides the mapping', () => {
  const rows = grid(OVERRIDE_CSV);
  const detected = parseRentRoll(rows);

  it('detects contract rent as the annual rent and leaves market rent unread; "Total Wine" is a tenant', () => {
    expect(fieldsOf(detected)).toEqual([
      'tenantName',
      'suite',
      'sqft',
      'annualRent',
      null,
      'startDate',
      'endDate',
    ]);
    expect(detected.leases.map((item) => [item.tenantName, item.rentPerSqft])).toEqual([
      ['Total Wine & More', 0.05],
      ['Pet Depot', 0.1],
    ]);
  });

  it('a { [columnIndex]: field | null } record moves the field to another column', () => {
    const roll = parseRentRoll(rows, { columns: { 3: null, 4: 'annualRent' } });
    expect(fieldsOf(roll)).toEqual([
      'tenantName',
      'suite',
      'sqft',
      null,
      'annualRent',
      'startDate',
      'endDate',
    ]);
    expect(roll.leases).toEqual([
      lease({
        tenantName: 'Total Wine & More',
        suite: '5',
        sqftLeased: 20000,
        rentPerSqft: 20,
        leaseTerm: 120,
        startDate: '2025-01-01',
        endDate: '2034-12-31',
      }),
      lease({
        tenantName: 'Pet Depot',
        suite: '6',
        sqftLeased: 10000,
        rentPerSqft: 25,
        leaseTerm: 60,
        startDate: '2025-01-01',
        endDate: '2029-12-31',
      }),
    ]);
  });

  it('a field given to a column is taken from the column it was detected on', () => {
    const roll = parseRentRoll(rows, { columns: { 4: 'annualRent' } });
    expect(fieldsOf(roll)).toEqual([
      'tenantName',
      'suite',
      'sqft',
      null,
      'annualRent',
      'startDate',
      'endDate',
    ]);
  });

  it('an edited columns list goes back in through columnOverrides (as a UI remembers it, JSON included)', () => {
    const edited = detected.columns.map((column) =>
      column.index === 3
        ? { ...column, field: null }
        : column.index === 4
          ? { ...column, field: 'annualRent' as RentRollField }
          : column,
    );
    const remembered = JSON.parse(JSON.stringify(columnOverrides(edited)));
    const roll = parseRentRoll(rows, { columns: remembered });
    expect(fieldsOf(roll)).toEqual(fieldsOf(parseRentRoll(rows, { columns: { 3: null, 4: 'annualRent' } })));
    expect(roll.leases[0]?.rentPerSqft).toBe(20);
  });

  it('an edited columns list is accepted as it is', () => {
    const edited = detected.columns.map((column) =>
      column.index === 3
        ? { ...column, field: null }
        : column.index === 4
          ? { ...column, field: 'annualRent' as const }
          : column,
    );
    expect(fieldsOf(parseRentRoll(rows, { columns: edited }))).toEqual(
      fieldsOf(parseRentRoll(rows, { columns: { 3: null, 4: 'annualRent' } })),
    );
  });

  it('unknown fields in a remembered mapping leave the column unread', () => {
    const roll = parseRentRoll(rows, { columns: { 0: 'nonsense' as RentRollField } });
    expect(roll.columns[0]?.field).toBeNull();
  });

  it('a headerless sheet with headerRow 0 and a full mapping', () => {
    const roll = parseRentRoll(rows.slice(1), {
      headerRow: 0,
      columns: { 0: 'tenantName', 2: 'sqft', 4: 'annualRent', 5: 'startDate', 6: 'endDate' },
    });
    expect(roll.headerRow).toBeNull();
    expect(roll.headersKey).toBe('');
    expect(roll.columns.map((column) => column.header)).toEqual(['', '', '', '', '', '', '']);
    expect(roll.leases.map((item) => item.rentPerSqft)).toEqual([20, 25]);
    expect(roll.leaseRows.map((item) => item.row)).toEqual([1, 2]);
    expect(roll.issues).toEqual([]);
  });

  it('an explicit headerRow is used instead of detection', () => {
    const roll = parseRentRoll([['Notes'], ...rows], { headerRow: 2 });
    expect(roll.headerRow).toBe(2);
    expect(roll.leases).toHaveLength(2);
  });
});

describe('parseRentRoll: rows and sheets of every kind', () => {
  it('prefers the contract rent: annual, else monthly, else per sq ft; a mismatch is flagged', () => {
    const roll = parseRentRoll([
      ['Tenant', 'SF', 'Rent PSF', 'Annual Rent', 'Monthly Rent', 'Start', 'End'],
      ['A', '1,000', '$20.00', '$20,500', '$1,800', '1/1/2024', '12/31/2024'],
      ['B', '1,000', '', '$20,500', '$1,800', '1/1/2024', '12/31/2024'],
      ['C', '1,000', '', '', '$1,800', '1/1/2024', '12/31/2024'],
    ]);
    expect(roll.leases.map((item) => item.rentPerSqft)).toEqual([20.5, 20.5, 21.6]);
    expect(roll.leaseRows.map((item) => item.flags.filter((flag) => flag.code === 'rent-mismatch'))).toEqual([
      [
        {
          code: 'rent-mismatch',
          message:
            'Rent per sq ft of $20.00 × 1,000 sq ft is $20,000.00 a year, but the annual rent is $20,500.00: the annual rent is used.',
        },
        {
          code: 'rent-mismatch',
          message:
            'Monthly rent of $1,800.00 × 12 is $21,600.00, but the annual rent is $20,500.00: the annual rent is used.',
        },
      ],
      [
        {
          code: 'rent-mismatch',
          message:
            'Monthly rent of $1,800.00 × 12 is $21,600.00, but the annual rent is $20,500.00: the annual rent is used.',
        },
      ],
      [],
    ]);
    expect(roll.leases.map((item) => item.leaseTerm)).toEqual([12, 12, 12]);
  });

  it('skips blank rows, headings and footnotes; stops at a second table', () => {
    const roll = parseRentRoll([
      ['Tenant', 'Suite', 'SF', 'Rent/SF', 'Start', 'End'],
      ['Retail'],
      ['Shop A', '1', '1000', '20', '1/1/2024', '12/31/2026'],
      [null, undefined, ''],
      ['* Renewal option, 5 years'],
      ['Tenant', 'Suite', 'SF', 'Rent/SF', 'Start', 'End'],
      ['Other table', '9', '9', '9', '1/1/2024', '12/31/2026'],
    ]);
    expect(roll.leases.map((item) => item.tenantName)).toEqual(['Shop A']);
    expect(roll.issues).toEqual([]);
  });

  it('Subtotal rows are skipped and the grand total is the one checked', () => {
    const roll = parseRentRoll([
      ['Tenant', 'SF', 'Annual Rent', 'Start', 'End'],
      ['A', '1000', '20000', '1/1/2024', '12/31/2026'],
      ['Subtotal', '1000', '20000'],
      ['B', '500', '10000', '1/1/2024', '12/31/2026'],
      ['Subtotal', '500', '10000'],
      ['Grand Total', '1500', '30000'],
      ['Total Vacant', '0'],
    ]);
    expect(roll.leases).toHaveLength(2);
    expect(roll.totals).toEqual({ row: 6, sqft: 1500, monthlyRent: null, annualRent: 30000 });
    expect(roll.issues).toEqual([]);
  });

  it('no header row: one sheet-wide issue and nothing imported', () => {
    const roll = parseRentRoll([['Quarterly report'], ['Revenue', 100]]);
    expect(roll.headerRow).toBeNull();
    expect(roll.leases).toEqual([]);
    expect(roll.issues).toEqual([{ row: 0, message: RENT_ROLL_MESSAGES.noHeader }]);
    expect(parseRentRoll([]).issues).toEqual([{ row: 0, message: RENT_ROLL_MESSAGES.noHeader }]);
  });

  it('duplicate suites are found across spellings and vacant rows', () => {
    const roll = parseRentRoll([
      ['Tenant', 'Suite', 'SF', 'Rent/SF', 'Start', 'End'],
      ['A', 'Suite 100', '1000', '20', '1/1/2024', '12/31/2026'],
      ['Vacant', '#100', '1000'],
      ['B', 'Ste. 100', '1000', '20', '1/1/2024', '12/31/2026'],
    ]);
    expect(roll.issues).toEqual([
      { row: 3, field: 'suite', column: 1, message: 'Suite #100 is listed more than once (also on row 2)' },
      {
        row: 4,
        field: 'suite',
        column: 1,
        message: 'Suite Ste. 100 is listed more than once (also on row 2)',
      },
    ]);
  });

  it('a tenant named "Total …" with serial dates stays a tenant; a total row of counts does not', () => {
    const roll = parseRentRoll([
      ['Tenant', 'SF', 'Annual Rent', 'Start', 'End'],
      ['Total Wine & More', 20000, 400000, 45658, 49309],
      ['Total', 20000, 400000, 1, 1],
    ]);
    expect(
      roll.leases.map((item) => [item.tenantName, item.startDate, item.endDate, item.leaseTerm]),
    ).toEqual([['Total Wine & More', '2025-01-01', '2034-12-31', 120]]);
    expect(roll.totals).toEqual({ row: 3, sqft: 20000, monthlyRent: null, annualRent: 400000 });
  });

  it('reads sparse grids (holes for empty rows and cells) as blanks', () => {
    const rows: unknown[][] = [];
    rows[2] = ['Tenant', 'SF', 'Rent/SF', 'Start', 'End'];
    const row: unknown[] = [];
    row[0] = 'Sparse Co';
    row[1] = 1000;
    row[2] = 20;
    row[3] = '1/1/2024';
    row[4] = '12/31/2024';
    rows[5] = row;
    const roll = parseRentRoll(rows);
    expect(roll.headerRow).toBe(3);
    expect(roll.leaseRows.map((item) => [item.row, item.lease.tenantName, item.lease.leaseTerm])).toEqual([
      [6, 'Sparse Co', 12],
    ]);
  });

  it('RENT_ROLL_FIELDS lists every field once with a label', () => {
    expect(RENT_ROLL_FIELDS.map((item) => item.field)).toEqual([
      'tenantName',
      'suite',
      'sqft',
      'rentPerSqft',
      'monthlyRent',
      'annualRent',
      'startDate',
      'endDate',
      'annualRentIncrease',
      'freeMonths',
      'tenantImprovements',
      'nextIncreaseDate',
      'recoveryType',
      'chargeCode',
    ]);
    expect(RENT_ROLL_FIELDS.every((item) => item.label.length > 0)).toBe(true);
  });
});
