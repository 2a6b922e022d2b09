import { analyze } from '@cre/underwriting';
import type { Content } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { leaseDetailDeal, twentyLeaseDetailDeal } from '../../../../test/workbook-deals';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { rentStepsText } from '../report/lease-detail';
import { buildReportDefinition } from './pdf-definition';
import { rentStepsLine } from './pdf-rent-roll';

const renderPdf = usePdfRenderer();
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

function definitionOf(values: AnalyzerFormValues) {
  const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
  return buildReportDefinition(
    { values, asOf: FIXTURE_AS_OF, result },
    { generatedAt: new Date(2026, 10, 22) },
  );
}

describe('PDF report of the lease detail (underwriting.md 11.1)', () => {
  it('shows suite, recovery type and market rent in the rent roll, and each lease’s rent steps under it', async () => {
    const { text } = await renderPdf(definitionOf(leaseDetailDeal()));
    const flat = squash(text);
    expect(flat).toMatch(
      /Suite Tenant Sq Ft Rent\/Sq Ft Lease Term Start Date End Date Recovery Market Rent\/ Annual Rent Effective Rent/,
    );
    expect(flat).toContain(
      '100 Atlas Insurance 5,000 $28.00 60 2022-02-01 2027-01-31 NNN Property $140,000 $137,667',
    );
    expect(flat).toContain(
      '210 Birch Legal 3,500 $31.00 60 2023-07-01 2028-06-30 Base year Property $108,500',
    );
    // No suite: the cell is empty; gross with its own market rent.
    expect(flat).toContain('\n Cove Dental 2,500 $34.00 60 2021-10-01 2026-12-31 Gross $36.00 $85,000');
    // On the rent roll's landscape page a long name fits its cell; the property's rule wraps.
    expect(flat).toContain(
      'Suite 300 Delta Engineering 6,000 $26.50 60 2024-04-01 2031-03-31 NNN $24.00 $159,000',
    );
    expect(flat).toContain('(property)');
    expect(flat).toContain('Rent steps (Atlas Insurance): $29.00 from 2025-02-01; $30.00 from 2026-02-01\n');
    expect(flat).toContain(
      'Rent steps (Birch Legal): $32.00 from 2026-07-01; $33.50 from 2027-07-01; $34.25 from 2028-01-01\n',
    );
    expect(flat).toContain('Rent steps (Fir Architects): $29.50 from 2027-09-01\n');
    expect(flat).not.toContain('Rent steps (Cove Dental)');
  });

  it('names suite and tenant in the rollover schedule', async () => {
    const { text } = await renderPdf(definitionOf(leaseDetailDeal()));
    const flat = squash(text);
    expect(flat).toMatch(/Suite Tenant Sq Ft Available Starts Downtime Free Rent\/Sq Ft TI LC/);
    expect(flat).toContain('Cove Dental Cove Dental 2,500 Jan 2027 Mar 2027 2 2 $36.00 $27,500 $20,069');
    expect(flat).toContain('100 Atlas Insurance 5,000 Feb 2027 Apr 2027 2 2 $28.62 $55,000 $31,910');
    expect(flat).toContain('Suite 300 Delta Engineering 6,000 Apr 2031 Jun 2031 2 2 $27.01 $66,000 $36,140');
    expect(flat).toContain('Vacant space Vacant space 2,000 Nov 2026 May 2027 6 3 $28.62 $40,000 $18,234');
  });

  it('lays out a 20-lease detailed rent roll in its columns, every step listed', async () => {
    const values = twentyLeaseDetailDeal();
    const definition = definitionOf(values);
    // The rent roll is set on landscape pages of its own (the first stack opens one).
    const section = (definition.content as Content[]).find((node) =>
      JSON.stringify(node).includes('"rentRollTable"'),
    ) as { stack: [{ pageOrientation: string; stack: Content[] }] };
    expect(section.stack[0].pageOrientation).toBe('landscape');
    const table = section.stack[0].stack.find(
      (node) =>
        typeof node === 'object' && node !== null && 'style' in node && node.style === 'rentRollTable',
    ) as { table: { widths: (number | string)[]; body: unknown[][] } };
    const withSteps = values.tenantLeases.filter((lease) => (lease.rentSteps ?? []).length > 0);
    expect(table.table.body).toHaveLength(1 + values.tenantLeases.length + withSteps.length);
    // Fixed widths, the tenant takes the rest: the columns fit the landscape page's 712 pt with
    // their padding, leaving the tenant 140 pt.
    const fixed = table.table.widths.filter((w): w is number => typeof w === 'number');
    expect(table.table.widths.filter((w) => w === '*')).toHaveLength(1);
    expect(fixed.reduce((a, b) => a + b, 0) + table.table.widths.length * 6).toBeLessThanOrEqual(712 - 140);
    const { text } = await renderPdf(definition);
    const flat = squash(text);
    for (const lease of withSteps)
      expect(flat.replace(/\n/g, ' ')).toContain(
        squash(rentStepsLine(lease.tenantName, rentStepsText(lease.rentSteps ?? []))),
      );
    expect(flat).toContain('Suite 110 Tenant 2 2,250 $22.75 72 2022-02-01 2028-02-28 Gross Property $51,188');
  }, 30_000);

  it('writes the property default of a rent roll without lease detail', async () => {
    const { text } = await renderPdf(definitionOf({ ...retailRentRoll(), isNnnLease: false }));
    expect(squash(text)).toContain(
      'FitLab Gym 5,000 $24.00 84 2023-03-01 2030-02-28 Gross Property $120,000',
    );
    expect(squash(text)).toContain('(property)');
    expect(text).not.toContain('Rent steps');
  });
});
