import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal } from '../../../../test/analyzer-fixtures';
import { calculationOf, costedOffice, GENERATED, memoReport } from '../../../../test/memo-report';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { money } from '../display-format';
import { createFormStore } from '../model/form-store';
import { ASSUMPTIONS_TITLE } from '../report/assumption-groups';
import { COMPUTATION_TITLE } from '../report/computation-lines';
import { LEASE_CASH_FLOW_TITLE, ROLLOVER_SECTION } from '../report/lease-sections';
import { calculationHold, SALE_TITLE } from '../report/sale-rows';
import { SOURCES_USES_TITLE, sourcesAndUses } from '../report/sources-uses';
import { SCENARIO_COMPARISON_TITLE, scenarioTable } from '../scenarios/scenario-export';
import { createScenarioStore } from '../scenarios/scenario-store';
import { buildReportDefinition } from './pdf-definition';
import { EXIT_CAP_VALUATION_NOTE, holdCashFlows } from './pdf-ic-memo';
import { SENSITIVITY_NOTE, SENSITIVITY_TITLE } from './pdf-sensitivity';
import { WHAT_YOU_CAN_PAY_TITLE } from './what-you-can-pay';

const renderPdf = usePdfRenderer();
const report = memoReport(renderPdf);

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

  it('keeps the memo order: summary, sources & uses, assumptions, rent roll, cash flow and sale, rollovers, scenarios, sensitivity, appendix', async () => {
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
      `${SENSITIVITY_TITLE} ${SENSITIVITY_NOTE}`,
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

  it('runs the simple cash flow to the year after the hold, its first five years the projection’s', async () => {
    const calculation = calculationOf(costedOffice());
    const years = holdCashFlows(calculation);
    expect(years.map((year) => year.year)).toEqual([1, 2, 3, 4, 5, 6]);
    calculation.result.cashFlowProjections.forEach((projection, i) => {
      for (const key of ['noi', 'debtService', 'cashFlow', 'cumulative'] as const)
        expect(years[i]![key]).toBeCloseTo(projection[key], 6);
    });
    const flat = (await report(costedOffice())).flat.replace(/Generated \S+ page \d+ of \d+ /g, '');
    expect(flat).toContain(
      'Cash Flow Projections Year NOI Debt Service Cash Flow Cumulative Cash Flow 1 $226,000 $151,922 $74,078 $74,078',
    );
    const last = years[5]!;
    expect(flat).toContain(
      `6 ${money(last.noi)} $151,922 ${money(last.cashFlow)} ${money(last.cumulative)} ${SALE_TITLE}`,
    );
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

  it('labels, in leases mode, the rates only the simple projection uses, and the vacancy as credit loss', async () => {
    const { flat } = await report(leaseByLeaseDeal());
    expect(flat).toContain('Vacancy & Credit Loss 2.00%');
    expect(flat).toContain(
      'Growth Rates Market Rent Growth 3.00% Expense Growth 3.00% NNN Escalation Rate (simple projection only) 2.50% ' +
        'Rent Escalation Rate (simple projection only) 3.00% Appreciation Rate (simple projection only) 3.00%',
    );
  });
});
