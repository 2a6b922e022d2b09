import type { Content } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { manyTenantDeal } from '../../../../test/analyzer-fixtures';
import { calculationOf, GENERATED } from '../../../../test/memo-report';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import type { AnalyzerFormValues } from '../model/form-values';
import { ASSUMPTIONS_TITLE, assumptionGroups } from '../report/assumption-groups';
import { COMPUTATION_TITLE, computationLines, irrExplanation } from '../report/computation-lines';
import { calculationHold, SALE_TITLE, saleRows } from '../report/sale-rows';
import { buildReportDefinition } from './pdf-definition';

const renderPdf = usePdfRenderer();
/** Content widths of a LETTER page inside the report's 40 pt side margins. */
const PAGE_WIDTH = { portrait: 612 - 80, landscape: 792 - 80 };

/** A 100-tenant office park projected lease by lease: suites, every recovery type, some rent steps. */
function hundredTenantDeal(): AnalyzerFormValues {
  const types = ['nnn', 'gross', 'base-year', null] as const;
  const deal = manyTenantDeal(100);
  const tenantLeases = deal.tenantLeases.map((lease, i) => {
    const month = lease.startDate.slice(5, 7);
    const endYear = Number(lease.endDate.slice(0, 4));
    return {
      ...lease,
      tenantName: i % 9 === 0 ? `Pacific Coast Family Dental Group ${i + 1}` : lease.tenantName,
      suite: `Bldg ${String.fromCharCode(65 + (i % 4))}-${101 + i}`,
      recoveryType: types[i % 4],
      marketRentPerSqft: i % 10 === 3 ? 30 : null,
      rentSteps: i % 8 === 0 ? [{ date: `${endYear - 2}-${month}-01`, rentPerSqft: 26 + (i % 9) }] : [],
    };
  });
  return {
    ...deal,
    name: 'Harbor Point Office Park',
    closingCostsPercent: 1.5,
    sellingCostsPercent: 2,
    discountRate: 8,
    tenantLeases,
  };
}

type Orientation = keyof typeof PAGE_WIDTH;
/** A table's widths and the orientation of the page it starts on. */
interface TableAt {
  widths: readonly (number | string)[];
  orientation: Orientation;
}
/** The parts of a content node the walk reads. */
interface NodeView {
  pageBreak?: string;
  pageOrientation?: Orientation;
  table?: { widths?: (number | string)[] | string };
  stack?: Content[];
}

/** Every table of the content with the orientation of the page it starts on. */
function tablesOf(content: Content, orientation: Orientation, out: TableAt[]): void {
  if (typeof content !== 'object' || content === null) return;
  if (Array.isArray(content)) {
    for (const node of content) tablesOf(node, orientation, out);
    return;
  }
  const node = content as NodeView;
  const at = node.pageBreak === 'before' && node.pageOrientation ? node.pageOrientation : orientation;
  const widths = node.table?.widths;
  if (Array.isArray(widths)) out.push({ widths, orientation: at });
  if (node.stack) tablesOf(node.stack, at, out);
}

describe('PDF report of a 100-tenant lease-by-lease deal', () => {
  const values = hundredTenantDeal();
  const calculation = calculationOf(values);
  const definition = buildReportDefinition(calculation, { generatedAt: GENERATED });

  it('prints every assumption, the sale block, every suite and the appendix with its figures', async () => {
    const { text } = await renderPdf(definition);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`${ASSUMPTIONS_TITLE} Income Rent Input Mode Individual rent roll`);
    for (const group of assumptionGroups(calculation))
      for (const row of group.rows) expect(flat).toContain(`${row.label} ${row.value || '—'}`);
    for (const line of [
      'Rent Input Mode Individual rent roll',
      'Projection Lease by lease',
      'Vacancy & Credit Loss 2.00%',
      'Closing Costs 1.50%',
      'Selling Costs 2.00%',
      'Discount Rate 8.00%',
      'Renewal Probability 60.00%',
    ])
      expect(flat).toContain(line);
    // The sale block: its heading, then each line with the engine's figures.
    const sale = saleRows(calculation);
    expect(sale.map((row) => row.label)).toEqual([
      'Sold at the end of',
      'Year 8 NOI (priced at the exit cap)',
      'Exit Cap Rate',
      'Sale Price (NOI / exit cap)',
      'Selling Costs (2.00% of price)',
      'Loan Payoff',
      'Net Sale Proceeds',
    ]);
    expect(flat).toContain(`${SALE_TITLE} The returns use this sale, priced at the exit cap;`);
    expect(flat).toContain(sale.map((row) => `${row.label} ${row.value}`).join(' '));
    expect(flat).toContain(
      'Sold at the end of Year 7 Year 8 NOI (priced at the exit cap) $5,343,241 Exit Cap Rate 7.50% ' +
        'Sale Price (NOI / exit cap) $71,243,211 Selling Costs (2.00% of price) ($1,424,864) ' +
        'Loan Payoff ($33,312,608) Net Sale Proceeds $36,505,739',
    );
    // Every suite, beside its tenant, on the rent roll.
    for (const lease of values.tenantLeases) expect(flat).toContain(`${lease.suite} ${lease.tenantName} `);
    expect(flat).toContain('Bldg A-101 Pacific Coast Family Dental Group 1 1,000 $24.00 60');
    expect(flat).toContain('Bldg C-199 Tenant 99 ');
    expect(flat).toContain('Bldg D-200 Pacific Coast Family Dental Group 100 ');
    // The appendix: each formula with this deal's figures substituted.
    const appendix = flat.slice(flat.indexOf(`Appendix: ${COMPUTATION_TITLE}`));
    const hold = calculationHold(calculation);
    for (const line of computationLines(calculation, hold)) expect(appendix).toContain(line.text);
    expect(appendix).toContain(irrExplanation(calculation, hold));
    for (const line of [
      'Net operating income (year 1) = effective gross income − operating expenses = $2,515,495 − $150,000 = $2,365,495',
      'Going-in cap rate = NOI / purchase price = $2,365,495 / $60,000,000 = 3.94%',
      'DSCR = NOI / annual debt service = $2,365,495 / $3,087,253 = 0.77x',
      'Equity invested = down payment + closing costs = $21,000,000 + $900,000 = $21,900,000',
      'Year-1 cash flow = NOI − TI and leasing commissions − debt service = $2,365,495 − $325,552 − $3,087,253 = -$1,047,310',
      'Cash-on-cash return = year-1 cash flow / equity invested = -$1,047,310 / $21,900,000 = -4.78%',
      'Net sale proceeds = sale price − selling costs − loan payoff = $71,243,211 − $1,424,864 − $33,312,608 = $36,505,739',
      'Equity multiple = (cash flows of years 1–7 + net sale proceeds) / equity invested = ($3,617,960 + $36,505,739) / $21,900,000 = 1.83x',
    ])
      expect(appendix).toContain(line);
  }, 20_000);

  it('keeps every table inside its page: the rent roll on landscape pages, the rest portrait', () => {
    const tables: TableAt[] = [];
    tablesOf(definition.content, 'portrait', tables);
    expect(tables.length).toBeGreaterThan(10);
    const rentRoll = tables.find((table) => table.widths.length === 11);
    expect(rentRoll?.orientation).toBe('landscape');
    for (const { widths, orientation } of tables) {
      // Fixed widths with pdfmake's cell padding (at most 8 pt a column); a '*' column needs 40 pt.
      const needed = widths.reduce<number>(
        (sum, width) => sum + (typeof width === 'number' ? width : String(width).endsWith('%') ? 0 : 40) + 8,
        0,
      );
      expect(needed).toBeLessThanOrEqual(PAGE_WIDTH[orientation]);
    }
  });
});
