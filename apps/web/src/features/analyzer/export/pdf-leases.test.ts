import { analyze, type Rollover } from '@cre/underwriting';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal, manyTenantDeal } from '../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { ROLLOVER_SECTION } from '../report/lease-sections';
import { cellText, columnsOn } from '../report/report-section';

const ROLLOVER_TITLE = ROLLOVER_SECTION.title;
const rolloverCells = (rollover: Rollover, asOf: string) =>
  columnsOn(ROLLOVER_SECTION, 'pdf').map((column) => cellText(column, { rollover, asOf }));

import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { buildReportDefinition } from './pdf-definition';
import { MARKET_LEASING_TITLE, NO_ROLLOVERS_TEXT, yearGroups } from './pdf-lease-block';

const GENERATED = new Date(2026, 10, 22, 9, 30);
const renderPdf = usePdfRenderer();

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
/** Every heading of a leases-mode report. */
const HEADINGS = [
  'Property Details',
  'Key Metrics',
  'Financing Details',
  'Cash Flow Projections',
  'Charts',
  'Rent Roll',
  MARKET_LEASING_TITLE,
  'Lease-by-Lease Cash Flow',
  ROLLOVER_TITLE,
  'NNN Lease Details',
  'Investment Recommendation',
];
/** The rollover table's header row as `pdftotext -layout` writes it (its two-line cells' first lines). */
const ROLLOVER_HEADER =
  /Suite\s+Tenant\s+Sq Ft\s+Available\s+Starts\s+Downtime\s+Free\s+Rent\/Sq Ft\s+TI\s+LC/g;

/** A rollover row: its Available and Starts months side by side. */
const ROLLOVER_ROW = / [A-Z][a-z]{2} \d{4} +[A-Z][a-z]{2} \d{4} /;

const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

function calculationOf(values: AnalyzerFormValues) {
  return { values, asOf: FIXTURE_AS_OF, result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)) };
}

const renderReport = (values: AnalyzerFormValues) =>
  renderPdf(buildReportDefinition(calculationOf(values), { generatedAt: GENERATED }));

/** The last line of a page's text above its footer. */
function lastLine(page: string): string {
  const lines = page
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^Generated .* page \d+ of \d+$/.test(squash(line)));
  return lines.at(-1) ?? '';
}

describe('PDF report in leases mode', () => {
  it('adds the market leasing assumptions, the annual table and the rollover schedule', async () => {
    const { text, pageTexts } = await renderReport(leaseByLeaseDeal());
    const flat = squash(text);
    for (const title of [MARKET_LEASING_TITLE, 'Lease-by-Lease Cash Flow', 'Lease Expirations & Rollovers'])
      expect(flat).toContain(title);
    expect(flat).toContain('Projection Lease by lease');
    expect(flat).toContain('Market Rent ($/sq ft/yr) Rent roll average ($28.62)');
    expect(flat).toContain('Renewal Probability 60.00%');
    expect(flat).toContain('Line item Year 1 Year 2 Year 3 Year 4 Year 5 Year 6 Year 7 Year 8');
    expect(flat).not.toContain('Year 9');
    for (const label of ROW_LABELS) expect(flat).toMatch(new RegExp(`\\n ?${label} \\$?[\\d-]`));
    expect(flat).toContain('Cash Flow $44,293 $269,974 $381,195');
    expect(flat).toContain('Occupancy 91.35% 97.76% 100.00%');
    expect(text.match(ROLLOVER_HEADER)?.length).toBeGreaterThanOrEqual(1);
    expect(flat).toContain('Cove Dental Cove Dental 2,500 Jan 2027 Mar 2027 2 2 $28.62 $27,500 $15,955');
    expect(flat).toContain('Vacant space Vacant space 2,000 Nov 2026 May 2027 6 3 $28.62 $40,000 $18,234');
    // The rollover table's header is on every page it reaches, and no heading ends a page.
    const pages = pageTexts();
    for (const page of pages) {
      if (ROLLOVER_ROW.test(page)) expect(page.match(ROLLOVER_HEADER)).toHaveLength(1);
      expect(HEADINGS).not.toContain(lastLine(page));
    }
  });

  it("repeats the rollover header on every page of a 200-tenant deal's schedule, limited to the hold plus one year", async () => {
    const values = manyTenantDeal(200);
    const { rollovers } = calculationOf(values).result.leaseProjection!;
    expect(rollovers.length).toBeGreaterThan(400);
    // The schedule stops at the end of year holdPeriod + 1 (month 96 of a 7-year hold); the later
    // rollovers are counted under it (the whole projection used to be listed, well past the sale).
    expect(values.holdPeriod).toBe(7);
    const shown = rollovers.filter((rollover) => rollover.startMonth < 96);
    const later = rollovers.slice(shown.length);
    expect(shown.length).toBeGreaterThan(200);
    expect(later.length).toBeGreaterThan(0);
    const { pageTexts } = await renderReport(values);
    const pages = pageTexts();
    const withRollovers = pages.map((page, i) => ({ page, i })).filter(({ page }) => ROLLOVER_ROW.test(page));
    expect(withRollovers.length).toBeGreaterThanOrEqual(4);
    // Consecutive pages, each with the header exactly once.
    withRollovers.forEach(({ page, i }, k) => {
      expect(i).toBe(withRollovers[0]!.i + k);
      expect(page.match(ROLLOVER_HEADER)).toHaveLength(1);
    });
    // The first and the last rollover of the window are both there, in full; the next one is not.
    const all = squash(pages.join('\f'));
    for (const rollover of [shown[0]!, shown.at(-1)!])
      expect(all).toContain(rolloverCells(rollover, FIXTURE_AS_OF).join(' '));
    expect(all).not.toContain(rolloverCells(later[0]!, FIXTURE_AS_OF).join(' '));
    const through = rolloverCells(later.at(-1)!, FIXTURE_AS_OF)[4];
    expect(all).toContain(`${later.length} later rollovers not shown (through ${through})`);
    for (const page of pages) expect(HEADINGS).not.toContain(lastLine(page));
  }, 60_000);

  it('never leaves the rollover heading alone at the foot of a page', async () => {
    const calculation = calculationOf(leaseByLeaseDeal());
    // The rollover heading and table of a fresh definition (pdfmake marks the nodes it lays out, so
    // none is reused), under a spacer that pushes them down the first page, past the point where the
    // table's header row and first row no longer fit under the heading.
    const at = (height: number, withRule: boolean): TDocumentDefinitions => {
      const full = buildReportDefinition(calculation, { generatedAt: GENERATED });
      const content = full.content as Content[];
      const index = content.findIndex((node) => (node as { text?: string }).text === ROLLOVER_TITLE);
      const [title, table] = content.slice(index, index + 2) as [Content, Content];
      expect((title as { headlineLevel?: number }).headlineLevel).toBe(1);
      expect((table as { table?: { headerRows?: number } }).table?.headerRows).toBe(1);
      return {
        ...full,
        pageBreakBefore: withRule ? full.pageBreakBefore : undefined,
        content: [{ text: ' ', fontSize: 1, margin: [0, height, 0, 0] }, title, table],
      };
    };
    const alone: number[] = [];
    const aloneWithoutRule: number[] = [];
    const endsWithHeading = async (definition: TDocumentDefinitions) =>
      lastLine((await renderPdf(definition)).pageTexts()[0]!) === ROLLOVER_TITLE;
    for (let height = 612; height <= 672; height += 6) {
      if (await endsWithHeading(at(height, true))) alone.push(height);
      if (await endsWithHeading(at(height, false))) aloneWithoutRule.push(height);
    }
    expect(alone).toEqual([]);
    // Without the rule some of these heights do strand the heading: the sweep covers the case.
    expect(aloneWithoutRule.length).toBeGreaterThan(0);
  }, 60_000);

  it('splits more than eight years into tables of at most eight, each with its line items', async () => {
    expect(yearGroups(8)).toEqual([{ first: 0, size: 8 }]);
    expect(yearGroups(9)).toEqual([
      { first: 0, size: 5 },
      { first: 5, size: 4 },
    ]);
    expect(yearGroups(21).map((g) => g.size)).toEqual([7, 7, 7]);
    expect(yearGroups(31).map((g) => g.size)).toEqual([8, 8, 8, 7]);
    const { text } = await renderReport({ ...leaseByLeaseDeal(), holdPeriod: 20 });
    const flat = squash(text);
    expect(flat).toContain('Years 1–7');
    expect(flat).toContain('Line item Year 8 Year 9 Year 10 Year 11 Year 12 Year 13 Year 14');
    expect(flat).toContain('Line item Year 15 Year 16 Year 17 Year 18 Year 19 Year 20 Year 21');
    expect(flat.match(/Net Operating Income \$[\d,]+ \$/g)).toHaveLength(3);
    expect(flat).not.toContain('Year 22');
  });

  it('says so when no lease rolls over within the projection', () => {
    const deal = leaseByLeaseDeal();
    const tenantLeases = deal.tenantLeases.map((lease) => ({ ...lease, endDate: '2049-12-31' }));
    const values = { ...deal, sqft: 24_000, tenantLeases };
    const calculation = calculationOf(values);
    expect(calculation.result.leaseProjection?.rollovers).toEqual([]);
    const json = JSON.stringify(buildReportDefinition(calculation, { generatedAt: GENERATED }).content);
    expect(json).toContain(ROLLOVER_TITLE);
    expect(json).toContain(NO_ROLLOVERS_TEXT);
  });
});
