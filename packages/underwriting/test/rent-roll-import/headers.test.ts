import { describe, expect, it } from 'vitest';
import { headerField, normalizeHeader, parseRentRoll, rentRollHeadersKey } from '../../src/index.js';

describe('headerField: synonyms, case and punctuation insensitive', () => {
  it.each([
    ['Tenant', 'tenantName'],
    ['TENANT NAME', 'tenantName'],
    ['Lessee', 'tenantName'],
    ['Name', 'tenantName'],
    ['Tenant / DBA', 'tenantName'],
    ['Suite', 'suite'],
    ['Suite #', 'suite'],
    ['Ste.', 'suite'],
    ['Unit', 'suite'],
    ['Space', 'suite'],
    ['SF', 'sqft'],
    ['RSF', 'sqft'],
    ['NRA', 'sqft'],
    ['Sq. Ft.', 'sqft'],
    ['Square Feet', 'sqft'],
    ['Square Footage', 'sqft'],
    ['Area', 'sqft'],
    ['Size', 'sqft'],
    ['Unit Size', 'sqft'],
    ['Leased SF', 'sqft'],
    ['Rent/SF', 'rentPerSqft'],
    ['Rent per SF', 'rentPerSqft'],
    ['Rent / S.F.', 'rentPerSqft'],
    ['$/SF', 'rentPerSqft'],
    ['Annual Rent/SF', 'rentPerSqft'],
    ['Base Rent/SF', 'rentPerSqft'],
    ['Base Rent PSF', 'rentPerSqft'],
    ['Rent per Sq. Ft.', 'rentPerSqft'],
    ['Rate', 'rentPerSqft'],
    ['Monthly Rent', 'monthlyRent'],
    ['Mo. Rent', 'monthlyRent'],
    ['Monthly Base Rent', 'monthlyRent'],
    ['Rent/Mo', 'monthlyRent'],
    ['Annual Rent', 'annualRent'],
    ['Annual Base Rent', 'annualRent'],
    ['Base Rent', 'annualRent'],
    ['Rent', 'annualRent'],
    ['Current Annual Rent ($)', 'annualRent'],
    ['Start', 'startDate'],
    ['Commencement', 'startDate'],
    ['Lease Start', 'startDate'],
    ['LCD', 'startDate'],
    ['Rent Start', 'startDate'],
    ['End', 'endDate'],
    ['Expiration', 'endDate'],
    ['Lease End', 'endDate'],
    ['LXD', 'endDate'],
    ['Exp Date', 'endDate'],
    ['Lease Exp.', 'endDate'],
    ['Increases', 'annualRentIncrease'],
    ['Escalations', 'annualRentIncrease'],
    ['Bumps', 'annualRentIncrease'],
    ['% Increase', 'annualRentIncrease'],
    ['Free Rent', 'freeMonths'],
    ['Abatement', 'freeMonths'],
    ['Free Months', 'freeMonths'],
    ['TI', 'tenantImprovements'],
    ['TI Allowance', 'tenantImprovements'],
    ['Tenant Improvements', 'tenantImprovements'],
    ['TI/SF', 'tenantImprovements'],
    ['Next Bump Date', 'nextIncreaseDate'],
    ['Next Increase Date', 'nextIncreaseDate'],
    ['Next Step', 'nextIncreaseDate'],
    ['Escalation Date', 'nextIncreaseDate'],
    ['Increase Amount', 'annualRentIncrease'],
    ['Rent Increase', 'annualRentIncrease'],
    ['Annual Increase', 'annualRentIncrease'],
    ['Lease Type', 'recoveryType'],
    ['Recovery', 'recoveryType'],
    ['Type', 'recoveryType'],
    ['Charge Code', 'chargeCode'],
    ['Lease', 'tenantName'],
    ['Monthly Amount', 'monthlyRent'],
    ['Annual Amount', 'annualRent'],
  ])('%j → %s', (header, field) => {
    expect(headerField(header)).toBe(field);
  });

  it.each([
    'Rent/SF/Mo',
    'CAM/SF',
    'Market Rent',
    '% of GLA',
    'Pro Rata Share',
    'Notes',
    'Security Deposit',
    'Step 1 Date',
    'Step 2 Rent PSF',
    'Annual Rec./Area',
    'Property Name: Main Street Plaza',
    '',
    '2024',
  ])('%j → null', (header) => {
    expect(headerField(header)).toBeNull();
  });

  it('normalises case, punctuation and spacing', () => {
    expect(normalizeHeader('  Rent / S.F. ')).toBe('rent / sf');
    expect(normalizeHeader('Sq.Ft.')).toBe('sq ft');
    expect(normalizeHeader('Tenant   Name:')).toBe('tenant name');
  });
});

describe('rentRollHeadersKey', () => {
  it('is the same for the same headers, whatever their case, punctuation or trailing blanks', () => {
    expect(rentRollHeadersKey(['Tenant', 'Suite #', 'Sq. Ft.', '', null])).toBe('tenant|suite|sq ft');
    expect(rentRollHeadersKey(['TENANT', 'suite', 'Sq Ft'])).toBe(
      rentRollHeadersKey(['Tenant', 'Suite #', 'Sq.Ft.']),
    );
    expect(rentRollHeadersKey(['Tenant', 'Suite'])).not.toBe(rentRollHeadersKey(['Suite', 'Tenant']));
  });

  it('is the headersKey parseRentRoll reports', () => {
    const roll = parseRentRoll([['Rent Roll'], ['Tenant', 'Suite #', 'Sq. Ft.', '']]);
    expect(roll.headersKey).toBe('tenant|suite|sq ft');
  });
});

describe('header row detection', () => {
  it('skips titles, a dated line, blanks and a label row with values', () => {
    const roll = parseRentRoll([
      ['Main Street Plaza'],
      ['Rent Roll as of 1/1/2026'],
      ['Property Name: Main Street Plaza', 'Total SF: 45,000'],
      [],
      ['', 'Tenant', 'SF', 'Rent/SF', 'Start', 'End'],
      ['', 'Shop', '1000', '20', '1/1/2024', '12/31/2026'],
    ]);
    expect(roll.headerRow).toBe(5);
    expect(roll.columns[0]).toEqual({ index: 0, header: '', field: null });
    expect(roll.leases).toHaveLength(1);
  });

  it('a data row that happens to name fields is not a header (it holds numbers)', () => {
    const roll = parseRentRoll([
      ['Suite 100', 'Tenant Co', 1000, 25],
      ['Suite', 'Tenant', 'SF', 'Rent/SF'],
    ]);
    expect(roll.headerRow).toBe(2);
  });

  it('two fields are enough when one is the tenant, the suite or the area', () => {
    expect(parseRentRoll([['Tenant', 'Rent']]).headerRow).toBe(1);
    expect(parseRentRoll([['Start', 'End']]).headerRow).toBeNull();
  });

  it('columns reach the widest row, past the header', () => {
    const roll = parseRentRoll([
      ['Tenant', 'SF'],
      ['A', '100', 'extra'],
    ]);
    expect(roll.columns).toEqual([
      { index: 0, header: 'Tenant', field: 'tenantName' },
      { index: 1, header: 'SF', field: 'sqft' },
      { index: 2, header: '', field: null },
    ]);
  });
});
