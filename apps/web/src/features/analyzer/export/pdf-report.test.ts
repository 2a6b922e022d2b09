import { analyze } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { buildReportDefinition, CHARTS_FALLBACK_TEXT, type ReportMeta } from './pdf-definition';

const GENERATED = new Date(2026, 10, 22, 9, 30);
const renderPdf = usePdfRenderer();

/** Renders the report with pdfmake in Node and returns its text (pdftotext) and page count (pdfinfo). */
async function render(values: AnalyzerFormValues, meta: Partial<ReportMeta> = {}) {
  const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
  const definition = buildReportDefinition(
    { values, asOf: FIXTURE_AS_OF, result },
    { generatedAt: GENERATED, ...meta },
  );
  return { ...(await renderPdf(definition)), result };
}

const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('PDF report', () => {
  it('holds every section, the figures and a footer with page x of y on every page', async () => {
    const { text, pages, buffer } = await render(officeDeal());
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    const flat = squash(text);
    for (const title of [
      'Commercial Real Estate Analysis Report',
      'Harbor Point Office — 1200 Ocean Ave, Long Beach, CA',
      'Property Details',
      'Key Metrics',
      'Financing Details',
      'Cash Flow Projections',
      'Value Projections',
      'Charts',
      'Annual Cash Flow',
      'Property Value',
      'Investment Recommendation',
    ]) {
      expect(flat).toContain(title);
    }
    for (const figure of [
      'Purchase Price $2,500,000',
      'Net Operating Income $226,000',
      'Property Value $3,228,571',
      'Going-In Cap Rate 9.04%',
      'Cash-on-Cash Return 11.85%',
      'IRR 22.33%',
      'DSCR 1.49x',
      'Loan Amount $1,875,000',
      'Monthly Payment $12,660',
      'Loan-to-Value (LTV) 75.0%',
      '5 $254,365 $151,922 $102,443 $440,257',
      '5 $3,742,799 15.93%',
      'Optimal hold period: 6 years (medium-term)',
      'A 6-year hold is medium-term and gives the highest IRR of the 3- to 15-year holds: 22.35%.',
    ]) {
      expect(flat).toContain(figure);
    }
    // The charts' axis labels are SVG text embedded in the PDF.
    for (const tick of ['$50K', '$150K', '$3.2M', '$3.8M', 'Year 1', 'Year 5']) expect(flat).toContain(tick);
    expect(flat).not.toContain('Rent Roll');
    expect(flat).not.toContain('NNN Lease Details');
    expect(flat).not.toContain(CHARTS_FALLBACK_TEXT);
    expect(pages).toBeGreaterThanOrEqual(2);
    const pageTexts = text.split('\f').filter((page) => page.trim() !== '');
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, i) => {
      expect(squash(page)).toContain(`page ${i + 1} of ${pages}`);
      expect(squash(page)).toContain('Generated 11/22/2026');
    });
    expect(flat).toContain('page 1 of');
  });

  it('adds the rent roll and the NNN section with its escalation for a NNN rent roll', async () => {
    const { text } = await render(retailRentRoll());
    const flat = squash(text);
    expect(flat).toContain('Rent Roll');
    // Long tenant names wrap inside their cell, so the figures are matched from the square footage on;
    // the property's recovery rule ("NNN (property)") wraps too, its first line beside the figures.
    expect(flat).toContain('1,800 $36.00 60 2025-01-01 2029-12-31 NNN Property $64,800 $62,640');
    expect(flat).toContain('3,200 $32.50 120 2024-06-01 2034-05-31 NNN Property $104,000 $98,800');
    expect(flat).toContain('FitLab Gym 5,000 $24.00 84 2023-03-01 2030-02-28 NNN Property $120,000 $120,000');
    expect(flat).toContain('(property)');
    expect(flat).toContain('WALT: 4.76 years');
    expect(flat).toContain('NNN Lease Details');
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Tenants pay property taxes, insurance and maintenance directly. Effective NNN charges are $6.50 per sq ft, and charges escalate at 2.50% annually.',
    );
    expect(flat).toContain('5 $7.17 $86,097');
  });

  it('shows the fallback text when the charts cannot be generated', async () => {
    const { text } = await render(officeDeal(), {
      renderCharts: () => {
        throw new Error('chart failure');
      },
    });
    expect(squash(text)).toContain(CHARTS_FALLBACK_TEXT);
  });

  it('draws the charts as vector graphics, not images', async () => {
    const values = officeDeal();
    const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
    const definition = buildReportDefinition(
      { values, asOf: FIXTURE_AS_OF, result },
      { generatedAt: GENERATED },
    );
    const svgs = (definition.content as { svg?: string; width?: number; height?: number }[]).filter(
      (node) => node.svg,
    );
    expect(svgs).toHaveLength(2);
    for (const node of svgs) {
      expect(node.svg?.startsWith('<svg')).toBe(true);
      expect([node.width, node.height]).toEqual([400, 250]);
    }
    expect(JSON.stringify(definition)).not.toContain('"image"');
  });
});
