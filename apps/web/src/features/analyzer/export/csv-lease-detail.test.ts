import { analyze } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { leaseDetailDeal } from '../../../../test/workbook-deals';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { buildAnalysisCsv } from './csv';

function linesOf(values: AnalyzerFormValues) {
  const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
  return { result, lines: buildAnalysisCsv({ values, asOf: FIXTURE_AS_OF, result }).split('\r\n') };
}

/** The lines of a CSV section: from its title up to the blank line that ends it. */
function sectionOf(lines: readonly string[], title: string): string[] {
  const start = lines.indexOf(`"${title}"`);
  expect(start, title).toBeGreaterThan(0);
  return lines.slice(start, lines.indexOf('', start));
}

describe('CSV export of the lease detail (underwriting.md 11.1)', () => {
  it('writes suite, recovery type, market rent and rent steps in the rent roll', () => {
    const rentRoll = sectionOf(linesOf(leaseDetailDeal()).lines, 'Rent Roll');
    expect(rentRoll[1]).toBe(
      '"Suite","Tenant","Sq Ft","Rent/Sq Ft","Lease Term (Months)","Free Months","Tenant Improvements","Annual Increase","Start Date","End Date","Recovery","Market Rent/Sq Ft","Rent Steps","Annual Rent","Effective Rent","Remaining Term"',
    );
    expect(rentRoll.slice(2)).toEqual([
      '"100","Atlas Insurance","5,000","$28.00","60","1","$0","3.00%","2022-02-01","2027-01-31","NNN","Property","$29.00 from 2025-02-01; $30.00 from 2026-02-01","$140,000","$137,667","0.19 years"',
      '"210","Birch Legal","3,500","$31.00","60","0","$0","3.00%","2023-07-01","2028-06-30","Base year","Property","$32.00 from 2026-07-01; $33.50 from 2027-07-01; $34.25 from 2028-01-01","$108,500","$108,500","1.60 years"',
      // No suite, gross, its own market rent.
      '"","Cove Dental","2,500","$34.00","60","1","$0","3.00%","2021-10-01","2026-12-31","Gross","$36.00","","$85,000","$83,583","0.11 years"',
      // No recovery type: the property's rule (the deal is NNN), written out.
      '"Suite 300","Delta Engineering","6,000","$26.50","60","0","$0","3.00%","2024-04-01","2031-03-31","NNN (property)","$24.00","","$159,000","$159,000","4.35 years"',
      '"120","Elm Tax Advisors","1,800","$30.00","60","1","$0","3.00%","2025-01-01","2029-12-31","NNN (property)","Property","","$54,000","$53,100","3.11 years"',
      '"400","Fir Architects","5,200","$27.00","60","0","$0","3.00%","2020-09-01","2030-08-31","Base year","$30.00","$29.50 from 2027-09-01","$140,400","$140,400","3.77 years"',
    ]);
  });

  it('lists every rent step on its own line after the rent roll', () => {
    const { lines } = linesOf(leaseDetailDeal());
    expect(sectionOf(lines, 'Rent Steps')).toEqual([
      '"Rent Steps"',
      '"Suite","Tenant","Date","Rent/Sq Ft"',
      '"100","Atlas Insurance","2025-02-01","$29.00"',
      '"100","Atlas Insurance","2026-02-01","$30.00"',
      '"210","Birch Legal","2026-07-01","$32.00"',
      '"210","Birch Legal","2027-07-01","$33.50"',
      '"210","Birch Legal","2028-01-01","$34.25"',
      '"400","Fir Architects","2027-09-01","$29.50"',
    ]);
    expect(lines.indexOf('"Rent Roll"')).toBeLessThan(lines.indexOf('"Rent Steps"'));
    expect(lines.indexOf('"Rent Steps"')).toBeLessThan(lines.indexOf('"Lease-by-Lease Cash Flow"'));
    // A rent roll without steps has no Rent Steps section.
    expect(linesOf(retailRentRoll()).lines).not.toContain('"Rent Steps"');
  });

  it("names each rollover's suite and tenant, with the space's own market rent", () => {
    const { result, lines } = linesOf(leaseDetailDeal());
    const rollovers = sectionOf(lines, 'Lease Expirations & Rollovers');
    expect(rollovers[1]).toBe(
      '"Suite","Tenant","Sq Ft","Available","Starts","Downtime (months)","Free Months","Rent/Sq Ft","TI","LC"',
    );
    expect(rollovers).toHaveLength(2 + result.leaseProjection!.rollovers.length);
    expect(rollovers.slice(2, 5)).toEqual([
      // Cove Dental names no suite: its tenant name stands for it; re-let at its own $36.00.
      '"Cove Dental","Cove Dental","2,500","Jan 2027","Mar 2027","2","2","$36.00","$27,500","$20,069"',
      '"100","Atlas Insurance","5,000","Feb 2027","Apr 2027","2","2","$28.62","$55,000","$31,910"',
      '"Vacant space","Vacant space","2,000","Nov 2026","May 2027","6","3","$28.62","$40,000","$18,234"',
    ]);
    // Delta's own $24.00 grown 3 % a year for four years (Jun 2031 is month 55).
    expect(rollovers).toContain(
      '"Suite 300","Delta Engineering","6,000","Apr 2031","Jun 2031","2","2","$27.01","$66,000","$36,140"',
    );
  });

  it('neutralises formulas in suites, and writes the property default of a gross building', () => {
    const values = leaseDetailDeal();
    values.isNnnLease = false;
    values.tenantLeases[0] = { ...values.tenantLeases[0]!, suite: '=HYPERLINK("http://evil.example")' };
    values.tenantLeases[1] = { ...values.tenantLeases[1]!, suite: '-2+3' };
    const { lines } = linesOf(values);
    const rentRoll = sectionOf(lines, 'Rent Roll');
    expect(rentRoll[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)","Atlas Insurance",/);
    expect(rentRoll[3]).toMatch(/^"'-2\+3","Birch Legal",/);
    expect(rentRoll[5]).toContain('"2031-03-31","Gross (property)","$24.00"');
    expect(sectionOf(lines, 'Rent Steps')[2]).toBe(
      `"'=HYPERLINK(""http://evil.example"")","Atlas Insurance","2025-02-01","$29.00"`,
    );
    const rollovers = sectionOf(lines, 'Lease Expirations & Rollovers');
    expect(rollovers.find((line) => line.includes('"Atlas Insurance"'))).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example""\)","Atlas Insurance","5,000",/,
    );
  });

  it('shows the lease detail in simple mode too, where it changes no figure', () => {
    const simple = { ...leaseDetailDeal(), projectionMode: 'simple' as const };
    const { result, lines } = linesOf(simple);
    const withoutDetail = simple.tenantLeases.map(
      ({ suite: _s, rentSteps: _r, recoveryType: _t, marketRentPerSqft: _m, ...lease }) => lease,
    );
    const plain = analyze(toAnalysisInput({ ...simple, tenantLeases: withoutDetail }, FIXTURE_AS_OF));
    expect(result.noi).toBe(plain.noi);
    expect(result.irr).toBe(plain.irr);
    expect(sectionOf(lines, 'Rent Roll')[2]).toContain('"NNN","Property","$29.00 from 2025-02-01;');
    expect(sectionOf(lines, 'Rent Steps')).toHaveLength(8);
    expect(lines).not.toContain('"Lease Expirations & Rollovers"');
  });
});
