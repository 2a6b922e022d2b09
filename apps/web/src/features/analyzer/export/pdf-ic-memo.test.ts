import { analyze } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal, officeDeal } from '../../../../test/analyzer-fixtures';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { money } from '../display-format';
import { toAnalysisInput } from '../model/deal-mapping';
import { createFormStore } from '../model/form-store';
import type { AnalyzerFormValues } from '../model/form-values';
import { ASSUMPTIONS_TITLE } from '../report/assumption-groups';
import { COMPUTATION_TITLE } from '../report/computation-lines';
import { LEASE_CASH_FLOW_TITLE, ROLLOVER_SECTION } from '../report/lease-sections';
import { calculationHold, SALE_TITLE } from '../report/sale-rows';
import { SOURCES_USES_TITLE, sourcesAndUses } from '../report/sources-uses';
import { SCENARIO_COMPARISON_TITLE, scenarioTable } from '../scenarios/scenario-export';
import { createScenarioStore } from '../scenarios/scenario-store';
import { buildReportDefinition } from './pdf-definition';
import { EXIT_CAP_VALUATION_NOTE } from './pdf-ic-memo';
import { WHAT_YOU_CAN_PAY_TITLE } from './what-you-can-pay';

const GENERATED = new Date(2026, 10, 22, 9, 30);
const renderPdf = usePdfRenderer();

const calculationOf = (values: AnalyzerFormValues) => ({
  values,
  asOf: FIXTURE_AS_OF,
  result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)),
});

/** The office deal with closing and selling costs and a discount rate, so every figure shows. */
const costedOffice = (): AnalyzerFormValues => ({
  ...officeDeal(),
  closingCostsPercent: 1.5,
  sellingCostsPercent: 2,
  discountRate: 8,
});

/** Renders a report; `flat` is its text with runs of spaces and line breaks squashed to one space. */
async function report(values: AnalyzerFormValues) {
  const calculation = calculationOf(values);
  const pdf = await renderPdf(buildReportDefinition(calculation, { generatedAt: GENERATED }));
  return { ...pdf, flat: pdf.text.replace(/\s+/g, ' '), calculation };
}

describe('PDF report: investment memo sections', () => {
  it('opens with a cover (property, dates, headline returns) and an executive summary on page 2', async () => {
    const { pageTexts, flat } = await report(costedOffice());
    const [cover, second] = pageTexts().map((page) => page.replace(/\s+/g, ' '));
    expect(cover).toContain('Commercial Real Estate Analysis Report');
    expect(cover).toContain('Harbor Point Office — 1200 Ocean Ave, Long Beach, CA');
    expect(cover).toContain('Report date 11/22/2026 · Analysis as of 11/22/2026');
    expect(cover).toContain('19.67% 2.16x 9.04% 1.49x');
    expect(cover).toContain('Levered IRR Equity Multiple Going-In Cap Rate DSCR');
    expect(cover).not.toContain('Key Metrics');
    expect(second).toContain(
      'Executive Summary Purchase Price $2,500,000 Price per Sq Ft $125.00 Going-In Cap Rate 9.04% ' +
        'Exit Cap Rate 9.54% Net Operating Income (year 1) $226,000 Levered IRR (5-year hold) 19.67% ' +
        'Equity Multiple (5-year hold) 2.16x DSCR (year 1) 1.49x Cash-on-Cash Return (year 1) 11.18% ' +
        'Net Sale Proceeds $993,322',
    );
    // The details follow it.
    expect(flat.indexOf('Property Details')).toBeGreaterThan(flat.indexOf('Net Sale Proceeds $993,322'));
  });

  it('keeps the memo order: summary, sources & uses, assumptions, rent roll, cash flow and sale, rollovers, scenarios, appendix', async () => {
    const values = leaseByLeaseDeal();
    const form = createFormStore(values, FIXTURE_AS_OF);
    const variants = createScenarioStore(form, [{ name: 'Downside', overrides: { vacancyRate: 10 } }]);
    const scenarios = scenarioTable(variants.getState(), FIXTURE_AS_OF);
    const definition = buildReportDefinition(
      calculationOf(values),
      { generatedAt: GENERATED },
      undefined,
      scenarios,
    );
    const flat = (await renderPdf(definition)).text.replace(/\s+/g, ' ');
    const order = [
      'Executive Summary Purchase Price',
      `${WHAT_YOU_CAN_PAY_TITLE} `,
      `${SOURCES_USES_TITLE} Uses`,
      `${ASSUMPTIONS_TITLE} Income`,
      'Rent Roll Suite Tenant',
      `${LEASE_CASH_FLOW_TITLE} Line item Year 1`,
      `${SALE_TITLE} ${EXIT_CAP_VALUATION_NOTE}`,
      `${ROLLOVER_SECTION.title} Suite Tenant`,
      `${SCENARIO_COMPARISON_TITLE} Each scenario`,
      'Property Details',
      'Investment Recommendation',
      `Appendix: ${COMPUTATION_TITLE}`,
    ].map((text) => flat.indexOf(text));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The cash flow table ends with its last line right above the sale block.
    expect(flat).toMatch(new RegExp(`Occupancy [\\d.% ]+ ${SALE_TITLE}`));
  });

  it('follows the executive summary with the sources and uses, whose totals are equal', async () => {
    const { flat, calculation } = await report(costedOffice());
    const { result } = calculation;
    expect(flat).toContain(
      `${SOURCES_USES_TITLE} Uses Purchase Price $2,500,000 Closing Costs (1.50% of price) $37,500 ` +
        'Total Uses $2,537,500 Sources Loan Amount $1,875,000 ' +
        'Equity (down payment + closing costs) $662,500 Total Sources $2,537,500',
    );
    expect(flat.indexOf(SOURCES_USES_TITLE)).toBeGreaterThan(flat.indexOf('Net Sale Proceeds $993,322'));
    // analyze()'s figures: the loan and the equity invested pay for the price and the closing costs.
    expect(money(result.loanAmount)).toBe('$1,875,000');
    expect(money(result.equityInvested)).toBe('$662,500');
    const { uses, sources } = sourcesAndUses(calculation);
    expect(sources.at(-1)!.value).toBe(uses.at(-1)!.value);
    expect(result.loanAmount + result.equityInvested).toBeCloseTo(2_500_000 * 1.015, 6);
  });

  it('pays all cash with no loan: the equity alone covers the uses', () => {
    const values = { ...costedOffice(), downPaymentPercent: 100 };
    const { uses, sources } = sourcesAndUses(calculationOf(values));
    expect(sources).toEqual([
      { label: 'Loan Amount', value: '$0' },
      { label: 'Equity (down payment + closing costs)', value: '$2,537,500' },
      { label: 'Total Sources', value: '$2,537,500' },
    ]);
    expect(uses.at(-1)).toEqual({ label: 'Total Uses', value: '$2,537,500' });
  });

  it("shows the sale at the end of the hold with the engine's price and net proceeds", async () => {
    const { flat, calculation } = await report(costedOffice());
    const { result } = calculation;
    const { sale, years } = calculationHold(calculation);
    // The sale is analyze()'s, and its lines add up.
    expect(sale.salePrice).toBe(result.salePrice);
    expect(sale.netSaleProceeds).toBeCloseTo(sale.salePrice - sale.sellingCosts - sale.loanRepayment, 6);
    expect(sale.salePrice).toBeCloseTo((years[5]!.noi / result.exitCapRate) * 100, 2);
    expect(flat).toContain(SALE_TITLE);
    for (const line of [
      'Sold at the end of Year 5',
      `Year 6 NOI (priced at the exit cap) ${money(years[5]!.noi)}`,
      'Exit Cap Rate 9.54%',
      `Sale Price (NOI / exit cap) ${money(result.salePrice)}`,
      `Selling Costs (2.00% of price) (${money(sale.sellingCosts)})`,
      `Loan Payoff (${money(sale.loanRepayment)})`,
      `Net Sale Proceeds ${money(result.netSaleProceeds)}`,
    ])
      expect(flat).toContain(line);
    expect(money(result.salePrice)).toBe('$2,746,289');
  });

  it('lists every assumption by group: income, each expense line, growth, costs, valuation, financing', async () => {
    const { flat } = await report(costedOffice());
    expect(flat).toContain(ASSUMPTIONS_TITLE);
    for (const line of [
      'Income Rent Input Mode Total annual Annual Rent $300,000 Other Income $12,000 Vacancy Rate 5.00%',
      'Operating Expenses NNN Lease No Property Taxes $30,000 Insurance $8,000 Maintenance $15,000 ' +
        'Management Fees $12,000 Repairs $4,000 Other Expenses $2,000 Total Operating Expenses (year 1) $71,000',
      'Growth Rates NNN Escalation Rate 2.50% Rent Escalation Rate 3.00% Appreciation Rate 3.00%',
      'Purchase, Sale and Valuation Closing Costs 1.50% Selling Costs 2.00% Market Cap Rate 7.00% ' +
        'Exit Cap Rate (input) Not set Discount Rate 8.00%',
      'Financing Down Payment 25.00% Interest Rate 6.50% Loan Term 25 years Interest Only No',
    ])
      expect(flat).toContain(line);
  });

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
