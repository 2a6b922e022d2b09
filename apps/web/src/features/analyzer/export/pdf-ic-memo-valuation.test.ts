import { describe, expect, it } from 'vitest';
import { leaseByLeaseDeal } from '../../../../test/analyzer-fixtures';
import { costedOffice, GENERATED, memoReport } from '../../../../test/memo-report';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { money } from '../display-format';
import { COMPUTATION_TITLE } from '../report/computation-lines';
import { calculationHold, SALE_TITLE } from '../report/sale-rows';
import { buildReportDefinition } from './pdf-definition';
import { EXIT_CAP_VALUATION_NOTE } from './pdf-ic-memo';

const renderPdf = usePdfRenderer();
const report = memoReport(renderPdf);

describe('PDF report: the memo in leases mode, the sale and the appendix', () => {
  it('names the vacancy rate as the credit loss and lists the leasing assumptions in leases mode', async () => {
    const { flat } = await report(leaseByLeaseDeal());
    expect(flat).toContain('Income Rent Input Mode Individual rent roll Projection Lease by lease');
    expect(flat).toContain('Other Income $9,000 Vacancy & Credit Loss 2.00%');
    expect(flat).not.toContain('Vacancy Rate ');
    expect(flat).toContain('Expense Growth');
    expect(flat).toContain('Market Rent Growth');
    expect(flat).toContain('Market Leasing Assumptions Market Rent ($/sq ft/yr) Rent roll average ($28.62)');
    for (const label of ['Renewal Probability 60.00%', 'Downtime (months)', 'New Lease LC', 'Renewal TI'])
      expect(flat).toContain(label);
    // Once: the leasing assumptions are no longer repeated in the lease-by-lease part.
    expect(flat.match(/Market Leasing Assumptions/g)).toHaveLength(1);
  });

  it('tells one valuation story in leases mode: the exit-cap sale, no appreciation-rate value table', async () => {
    const leases = await report(leaseByLeaseDeal());
    expect(leases.flat).toContain(`${SALE_TITLE} ${EXIT_CAP_VALUATION_NOTE} Sold at the end of Year 7`);
    expect(leases.flat).toContain(
      'The returns use this sale, priced at the exit cap; no appreciation-rate value is projected.',
    );
    expect(leases.flat).not.toContain('Value Projections');
    // Nor is the value chart drawn: the cash-flow chart alone.
    const definition = buildReportDefinition(leases.calculation, { generatedAt: GENERATED });
    expect((definition.content as { svg?: string }[]).filter((node) => node.svg)).toHaveLength(1);
    // The simple projection keeps its value table and has no note.
    const simple = await report(costedOffice());
    expect(simple.flat).toContain('Value Projections Year Property Value Appreciation');
    expect(simple.flat).not.toContain(EXIT_CAP_VALUATION_NOTE);
  });

  it('keeps the sale block whole on one page, with its heading', async () => {
    // With these costs and a discount rate (an NPV line) the leases deal's sale block starts low on page 3 (its last line used to fall on page 4).
    const { pageTexts } = await report({
      ...leaseByLeaseDeal(),
      closingCostsPercent: 1.5,
      sellingCostsPercent: 2,
      discountRate: 8,
    });
    const pages = pageTexts().map((page) => page.replace(/\s+/g, ' '));
    const salePages = pages.filter((page) => page.includes(SALE_TITLE));
    expect(salePages).toHaveLength(1);
    for (const label of [
      'Sold at the end of Year 7',
      'Sale Price (NOI / exit cap)',
      'Loan Payoff',
      'Net Sale Proceeds',
    ])
      expect(salePages[0]).toContain(label);
  });

  it('lists the rollovers of the 7-year hold plus one year and counts the later ones', async () => {
    const { flat } = await report(leaseByLeaseDeal());
    // Nov 2026 (the as-of month) + 96 months: the last shown starts Nov 2033, the later ones run to 2042.
    expect(flat).toContain('Birch Legal Birch Legal 3,500 Sep 2033 Nov 2033 2 2 $35.20 $38,500 $27,472');
    expect(flat).toContain('12 later rollovers not shown (through Oct 2042)');
    expect(flat).not.toMatch(/ [A-Z][a-z]{2} 2034 [A-Z][a-z]{2} 2034 /);
  });

  it("ends with the appendix: each headline metric's formula with the deal's own figures", async () => {
    const { flat, calculation, pageTexts } = await report(costedOffice());
    const { result } = calculation;
    const { sale } = calculationHold(calculation);
    const closing = money(result.equityInvested - result.downPayment);
    expect(closing).toBe('$37,500');
    const last = pageTexts().at(-1)!.replace(/\s+/g, ' ');
    expect(last).toContain(`Appendix: ${COMPUTATION_TITLE}`);
    for (const line of [
      'Net operating income (year 1) = effective gross income − operating expenses = $297,000 − $71,000 = $226,000',
      'Going-in cap rate = NOI / purchase price = $226,000 / $2,500,000 = 9.04%',
      'DSCR = NOI / annual debt service = $226,000 / $151,922 = 1.49x',
      `Equity invested = down payment + closing costs = $625,000 + ${closing} = ${money(result.equityInvested)}`,
      'Year-1 cash flow = NOI − debt service = $226,000 − $151,922 = $74,078',
      `Cash-on-cash return = year-1 cash flow / equity invested = $74,078 / ${money(result.equityInvested)} = `,
      `Net sale proceeds = sale price − selling costs − loan payoff = ${money(sale.salePrice)} − ` +
        `${money(sale.sellingCosts)} − ${money(sale.loanRepayment)} = ${money(sale.netSaleProceeds)}`,
      `Equity multiple = (cash flows of years 1–5 + net sale proceeds) / equity invested = ($440,257 + ${money(sale.netSaleProceeds)})`,
      'The sale is priced at the exit cap (9.54%), not at the appreciation-rate value projection.',
    ])
      expect(last).toContain(line);
    // The appendix's results are the key metrics' figures.
    const keyMetrics = flat.slice(flat.indexOf('Key Metrics'), flat.indexOf('Financing Details'));
    const metric = (label: string) => new RegExp(`${label} (\\S+)`).exec(keyMetrics)?.[1];
    expect(metric('IRR')).toBe('19.67%');
    expect(last).toContain(`= ${metric('Cash-on-Cash Return')} `);
    expect(last).toContain(`= ${metric('Equity Multiple')} `);
    expect(last).toContain(`worth exactly zero: ${metric('IRR')}.`);
  });
});
