import { analyze } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal } from '../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { buildAnalysisCsv } from './csv';

function exportOf(values: AnalyzerFormValues) {
  const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
  const lines = buildAnalysisCsv({ values, asOf: FIXTURE_AS_OF, result }).split('\r\n');
  return { result, lines };
}

/** The lines of a CSV section: from its title up to the blank line that ends it. */
function sectionOf(lines: readonly string[], title: string): string[] {
  const start = lines.indexOf(`"${title}"`);
  expect(start).toBeGreaterThan(0);
  const end = lines.indexOf('', start);
  return lines.slice(start, end);
}

/** The unquoted cells of one CSV line (the export's cells hold no quotes or commas of their own here). */
const cellsOf = (line: string) => line.slice(1, -1).split('","');

/** Whole dollars the way the export writes money, computed independently of the app's formatter. */
const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    value,
  );

/** The loan's level annual payment, from the amortisation formula. */
function annualPayment(loan: number, ratePercent: number, years: number): number {
  const r = ratePercent / 100 / 12;
  return ((loan * r) / (1 - (1 + r) ** -(years * 12))) * 12;
}

const ROW_LABELS = [
  'Scheduled Rent',
  'Free Rent',
  'Credit Loss',
  'Other Income',
  'Recoveries',
  'Effective Gross Income',
  'Operating Expenses',
  'Net Operating Income',
  'Tenant Improvements',
  'Leasing Commissions',
  'Debt Service',
  'Cash Flow',
  'Occupancy',
];

describe('CSV export in leases mode', () => {
  it('lists the projection and every market leasing assumption with the form labels', () => {
    const { lines } = exportOf(leaseByLeaseDeal());
    const start = lines.indexOf('"Inputs","Rent Input Mode","Individual rent roll"');
    expect(lines.slice(start, start + 15)).toEqual([
      '"Inputs","Rent Input Mode","Individual rent roll"',
      '"Inputs","Projection","Lease by lease"',
      '"Inputs","Market Rent ($/sq ft/yr)","Rent roll average ($28.62)"',
      '"Inputs","Market Rent Growth","3.00%"',
      '"Inputs","Expense Growth","3.00%"',
      '"Inputs","Renewal Probability","60.00%"',
      '"Inputs","Downtime (months)","6"',
      '"Inputs","Rollover Lease Term (months)","60"',
      '"Inputs","New Lease Free Months","3"',
      '"Inputs","Renewal Free Months","1"',
      '"Inputs","New Lease TI ($/sq ft)","$20.00"',
      '"Inputs","Renewal TI ($/sq ft)","$5.00"',
      '"Inputs","New Lease LC","6.00%"',
      '"Inputs","Renewal LC","3.00%"',
      '"Inputs","Other Income","$9,000"',
    ]);
    const set = exportOf({ ...leaseByLeaseDeal(), marketRentPerSqft: 31.5, marketRentGrowth: -2.5 }).lines;
    expect(set).toContain('"Inputs","Market Rent ($/sq ft/yr)","$31.50"');
    expect(set).toContain('"Inputs","Market Rent Growth","-2.50%"');
  });

  it('writes the annual cash flow for years 1..holdPeriod + 1 with figures that add up', () => {
    const values = leaseByLeaseDeal();
    const { result, lines } = exportOf(values);
    const section = sectionOf(lines, 'Lease-by-Lease Cash Flow');
    const header = cellsOf(section[1]!);
    expect(header).toEqual(['Line item', ...Array.from({ length: 8 }, (_, j) => `Year ${j + 1}`)]);
    expect(header).toHaveLength(values.holdPeriod + 2);
    const rows = new Map(section.slice(2).map((line) => [cellsOf(line)[0]!, cellsOf(line).slice(1)]));
    expect([...rows.keys()]).toEqual(ROW_LABELS);
    for (const cells of rows.values()) expect(cells).toHaveLength(values.holdPeriod + 1);

    const years = result.leaseProjection!.years;
    const ds = annualPayment(4_420_000, 6.25, 25);
    expect(usd(ds)).toBe('$349,889');
    expect(rows.get('Debt Service')).toEqual(Array(8).fill('$349,889'));
    // Cash flow = NOI - TI - LC - debt service, year by year.
    expect(rows.get('Cash Flow')).toEqual(
      years.slice(0, 8).map((y) => usd(y.noi - y.tenantImprovements - y.leasingCommissions - ds)),
    );
    expect(rows.get('Cash Flow')?.[0]).toBe('$44,293');
    // Year 1's TI: Cove Dental (2,500 sq ft) and Atlas Insurance (5,000) roll over at the 60 % blend
    // of $5 and $20 ($11/sq ft), the vacant 2,000 sq ft is let new at $20.
    expect(rows.get('Tenant Improvements')?.[0]).toBe(usd(2_500 * 11 + 5_000 * 11 + 2_000 * 20));
    expect(rows.get('Tenant Improvements')?.[0]).toBe('$122,500');
    expect(rows.get('Scheduled Rent')?.[0]).toBe(usd(years[0]!.scheduledRent));
    expect(rows.get('Net Operating Income')?.slice(0, 3)).toEqual(['$582,781', '$681,370', '$731,084']);
    expect(rows.get('Other Income')?.slice(0, 3)).toEqual(['$9,000', '$9,270', '$9,548']);
    expect(rows.get('Operating Expenses')?.[1]).toBe(usd(150_000 * 1.03));
    expect(rows.get('Occupancy')?.slice(0, 3)).toEqual(['91.35%', '97.76%', '100.00%']);
    // The year-1 figures agree with the headline results.
    expect(lines).toContain('"Results","Annual Cash Flow","$44,293"');
  });

  it('lists every rollover with its months as calendar months', () => {
    const { result, lines } = exportOf(leaseByLeaseDeal());
    const section = sectionOf(lines, 'Lease Expirations & Rollovers');
    expect(section[1]).toBe(
      '"Suite","Tenant","Sq Ft","Available","Starts","Downtime (months)","Free Months","Rent/Sq Ft","TI","LC"',
    );
    expect(section).toHaveLength(2 + result.leaseProjection!.rollovers.length);
    expect(section.slice(2, 5)).toEqual([
      // Ends 2026-12-31 (month 1): available Jan 2027, down round((100 - 60) % of 6) = 2 months.
      // Leases without a suite: the suite is the tenant's name (underwriting.md 11.1).
      '"Cove Dental","Cove Dental","2,500","Jan 2027","Mar 2027","2","2","$28.62","$27,500","$15,955"',
      '"Atlas Insurance","Atlas Insurance","5,000","Feb 2027","Apr 2027","2","2","$28.62","$55,000","$31,910"',
      // Vacant from the as-of month (Nov 2026) with no renewal: the full 6 months down, 3 free.
      '"Vacant space","Vacant space","2,000","Nov 2026","May 2027","6","3","$28.62","$40,000","$18,234"',
    ]);
    expect(section.at(-1)).toBe(
      '"Atlas Insurance","Atlas Insurance","5,000","Aug 2042","Oct 2042","2","2","$44.59","$55,000","$49,715"',
    );
    for (const line of section.slice(2)) expect(cellsOf(line)[3]).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    // The lease sections sit between the rent roll and the 5-year projections.
    expect(lines.indexOf('"Rent Roll"')).toBeLessThan(lines.indexOf('"Lease-by-Lease Cash Flow"'));
    expect(lines.indexOf('"Lease Expirations & Rollovers"')).toBeLessThan(
      lines.indexOf('"Cash Flow Projections"'),
    );
  });

  it('neutralises a formula in a suite and a tenant name', () => {
    const values = leaseByLeaseDeal();
    values.tenantLeases[2] = { ...values.tenantLeases[2]!, tenantName: '=HYPERLINK("http://evil.example")' };
    values.tenantLeases[1] = { ...values.tenantLeases[1]!, suite: '@SUM(1)' };
    const section = sectionOf(exportOf(values).lines, 'Lease Expirations & Rollovers');
    expect(section[2]).toBe(
      `"'=HYPERLINK(""http://evil.example"")","'=HYPERLINK(""http://evil.example"")","2,500","Jan 2027","Mar 2027","2","2","$28.62","$27,500","$15,955"`,
    );
    expect(section.find((line) => line.includes('Birch Legal'))).toMatch(
      /^"'@SUM\(1\)","Birch Legal","3,500",/,
    );
  });

  it('adds no lease sections or market assumptions in simple mode', () => {
    const { lines } = exportOf({ ...leaseByLeaseDeal(), projectionMode: 'simple' });
    expect(lines).toContain('"Inputs","Projection","Simple growth"');
    expect(
      lines.filter(
        (line) => line.startsWith('"Inputs"') && (line.includes('Market Rent') || line.includes('Renewal')),
      ),
    ).toEqual([]);
    expect(lines).not.toContain('"Lease-by-Lease Cash Flow"');
    expect(lines).not.toContain('"Lease Expirations & Rollovers"');
  });
});
