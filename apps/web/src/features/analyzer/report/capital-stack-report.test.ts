import { analyze } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { money, percent, ratio } from '../display-format';
import type { Calculation } from '../model/calculation';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { assumptionGroups } from './assumption-groups';
import { DEBT_COVERAGE_SECTION, hasStack, REFINANCE_SECTION } from './capital-stack';
import { DEBT_SCHEDULE_SECTION, DEBT_TOTAL_LABEL } from './debt-schedule-section';
import { INPUTS_SECTION } from './input-rows';
import { RESULTS_SECTION } from './metric-sections';
import { textTable } from './report-section';
import { sourcesAndUses } from './sources-uses';
import {
  WATERFALL_PARTNERS_SECTION,
  WATERFALL_YEARS_SECTION,
  waterfallTierNames,
  waterfallTierSection,
} from './waterfall-sections';

const calculationOf = (values: AnalyzerFormValues): Calculation => ({
  values,
  asOf: FIXTURE_AS_OF,
  result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)),
});

/** A displayed dollar figure back as a number ("($1,234)" negative). */
const dollars = (text: string) => (text.startsWith('(') ? -1 : 1) * Number(text.replace(/[^0-9.]/g, ''));

describe('capital stack report sections', () => {
  const calculation = calculationOf(capitalStackDeal());
  const { result } = calculation;

  it('knows which deals use the stack', () => {
    expect(hasStack(calculation)).toBe(true);
    expect(hasStack(calculationOf(officeDeal()))).toBe(false);
    expect(hasStack(calculationOf({ ...officeDeal(), interestOnlyMonths: 12 }))).toBe(true);
  });

  it('lists sources and uses with the loan fees, both loans and the LP/GP equity, totals equal', () => {
    const { uses, sources } = sourcesAndUses(calculation);
    expect(uses).toEqual([
      { label: 'Purchase Price', value: '$5,000,000' },
      { label: 'Closing Costs (1.50% of price)', value: '$75,000' },
      { label: 'Loan Fees', value: '$37,500' },
      { label: 'Total Uses', value: '$5,112,500' },
    ]);
    expect(sources).toEqual([
      { label: 'Senior Loan', value: money(result.loanAmount) },
      { label: 'Second Loan', value: money(result.secondLoanAmount) },
      { label: 'LP Equity', value: '$776,250' },
      { label: 'GP Equity', value: '$86,250' },
      { label: 'Total Sources', value: '$5,112,500' },
    ]);
    expect(result.loanFees).toBe(37_500);
    expect(money(result.equityInvested)).toBe('$862,500');
    expect(sources.slice(0, -1).reduce((sum, row) => sum + dollars(row.value), 0)).toBe(5_112_500);
  });

  it('names the equity once without a waterfall and leaves out loan fees and a second loan of 0', () => {
    const values = { ...capitalStackDeal(), waterfall: null, secondLoan: null, loanFeePercent: 0 };
    const { uses, sources } = sourcesAndUses(calculationOf(values));
    expect(uses.map((row) => row.label)).toEqual([
      'Purchase Price',
      'Closing Costs (1.50% of price)',
      'Total Uses',
    ]);
    expect(sources).toEqual([
      { label: 'Senior Loan', value: '$3,750,000' },
      { label: 'Equity', value: '$1,325,000' },
      { label: 'Total Sources', value: '$5,075,000' },
    ]);
    expect(uses.at(-1)?.value).toBe('$5,075,000');
  });

  it('shows the debt schedule loan by loan with each year total, as the engine computes it', () => {
    const { header, rows } = textTable(DEBT_SCHEDULE_SECTION, calculation, 'screen');
    expect(header).toEqual([
      'Year',
      'Loan',
      'Interest',
      'Principal',
      'Balloon',
      'Repaid',
      'Ending Balance',
      'Debt Service',
    ]);
    expect(rows.slice(0, 3)).toEqual([
      ['1', 'Senior loan', '$243,750', '$0', '$0', '$0', '$3,750,000', '$243,750'],
      ['1', 'Second loan', '$55,000', '$0', '$0', '$0', '$500,000', '$55,000'],
      ['1', DEBT_TOTAL_LABEL, '$298,750', '$0', '$0', '$0', '$4,250,000', '$298,750'],
    ]);
    // Year 3: the purchase loans amortize and are repaid by the refinance loan.
    expect(rows.slice(6, 9)).toEqual([
      ['3', 'Senior loan', '$242,516', '$41,915', '$0', '$3,708,085', '$0', '$284,431'],
      ['3', 'Second loan', '$55,000', '$0', '$0', '$500,000', '$0', '$55,000'],
      ['3', DEBT_TOTAL_LABEL, '$297,516', '$41,915', '$0', '$4,208,085', '$0', '$339,431'],
    ]);
    expect(rows.slice(9)).toEqual([
      ['4', 'Refinance loan', '$218,958', '$37,843', '$0', '$0', '$3,347,878', '$256,801'],
      ['5', 'Refinance loan', '$216,423', '$40,377', '$0', '$0', '$3,307,500', '$256,801'],
      ['6', 'Refinance loan', '$213,719', '$43,082', '$0', '$0', '$3,264,419', '$256,801'],
      ['7', 'Refinance loan', '$210,834', '$45,967', '$0', '$3,218,452', '$0', '$256,801'],
    ]);
    // The refinance repays what the purchase loans still owe: the refinance's payoff.
    expect(rows[8]?.[5]).toBe(money(result.refinance?.payoff));
    // Year 1's debt service is analyze()'s annual debt service.
    expect(rows[2]?.[7]).toBe(money(result.annualDebtService));
  });

  it('shows the year-1 coverage by loan and the refinance and what sized it', () => {
    expect(DEBT_COVERAGE_SECTION.rows(calculation)).toEqual([
      { label: 'Senior Debt Service', value: '$243,750' },
      { label: 'Second Loan Debt Service', value: '$55,000' },
      { label: 'Total Debt Service', value: '$298,750' },
      { label: 'Combined DSCR', value: '1.71x' },
      { label: 'Senior DSCR', value: '2.10x' },
    ]);
    expect(REFINANCE_SECTION.rows(calculation)).toEqual([
      { label: 'Refinanced at the end of', value: 'Year 3' },
      { label: 'Property Value', value: '$5,208,801' },
      { label: 'New Loan', value: '$3,385,721' },
      { label: 'Payoff of the Purchase Loans', value: '$4,208,085' },
      { label: 'Refinance Proceeds', value: '($822,364)' },
      { label: 'Sized By', value: 'Loan-to-value' },
    ]);
    const tight = calculationOf({
      ...capitalStackDeal(),
      refinance: { ...capitalStackDeal().refinance!, minDscr: 3 },
    });
    expect(tight.result.refinance?.constrainedBy).toBe('dscr');
    expect(REFINANCE_SECTION.rows(tight).at(-1)).toEqual({ label: 'Sized By', value: 'Minimum DSCR' });
    expect(REFINANCE_SECTION.rows(calculationOf({ ...capitalStackDeal(), holdPeriod: 3 }))).toEqual([]);
  });

  it('splits the waterfall between LP and GP, by year and by tier, every tier summing to the distributable cash', () => {
    const w = result.waterfall;
    if (w === null) throw new Error('the deal has a waterfall');
    expect(textTable(WATERFALL_PARTNERS_SECTION, calculation, 'csv')).toEqual({
      title: 'Waterfall: LP and GP',
      header: ['Partner', 'Contributed', 'Distributed', 'IRR', 'Equity Multiple', 'Promote'],
      rows: [
        ['LP', '$1,333,958', '$3,325,757', '23.23%', '2.49x', ''],
        ['GP', '$148,218', '$1,067,039', '45.87%', '7.20x', '$697,510'],
      ],
    });
    expect([money(w.lp.contributed), money(w.lp.distributed), percent(w.lp.irr)]).toEqual([
      '$1,333,958',
      '$3,325,757',
      '23.23%',
    ]);
    expect([money(w.gp.promote), percent(w.gp.irr), ratio(w.gp.equityMultiple)]).toEqual([
      '$697,510',
      '45.87%',
      '7.20x',
    ]);
    const years = textTable(WATERFALL_YEARS_SECTION, calculation, 'screen');
    expect(years.header).toEqual(['Year', 'Distributable', 'LP', 'GP', 'GP Promote']);
    expect(years.rows).toHaveLength(8);
    expect(years.rows.at(-1)).toEqual([
      'Total',
      money(w.lp.distributed + w.gp.distributed),
      money(w.lp.distributed),
      money(w.gp.distributed),
      money(w.gp.promote),
    ]);
    const tiers = textTable(waterfallTierSection(calculation), calculation, 'pdf');
    expect(tiers.header).toEqual(['Year', 'Preferred return', 'Tier 1 (above 12% IRR)', 'Residual']);
    for (const y of w.years) {
      const sum = y.byTier.reduce((total, x) => total + x, 0);
      expect(sum).toBeCloseTo(y.distributable, 6);
      expect(y.lp + y.gp).toBeCloseTo(y.distributable, 6);
      expect(tiers.rows[y.year - 1]).toEqual([String(y.year), ...y.byTier.map((x) => money(x))]);
    }
  });

  it('shows N/A for the IRR and multiple of a GP that contributed nothing', () => {
    const stack = capitalStackDeal();
    const lpOnly = calculationOf({
      ...stack,
      waterfall: { ...stack.waterfall!, lpEquityPercent: 100 },
    });
    expect(lpOnly.result.waterfall?.gp.irrStatus).toBe('no-sign-change');
    const gp = textTable(WATERFALL_PARTNERS_SECTION, lpOnly, 'screen').rows[1];
    expect(gp?.slice(0, 5)).toEqual([
      'GP',
      '$0',
      money(lpOnly.result.waterfall?.gp.distributed),
      'N/A',
      'N/A',
    ]);
    expect(sourcesAndUses(lpOnly).sources.slice(2, 4)).toEqual([
      { label: 'LP Equity', value: '$862,500' },
      { label: 'GP Equity', value: '$0' },
    ]);
  });

  it('names a catch-up and every hurdle', () => {
    expect(
      waterfallTierNames({
        lpEquityPercent: 90,
        prefRate: 8,
        catchUpPercent: 50,
        tiers: [
          { hurdleIrr: 12, promotePercent: 20 },
          { hurdleIrr: 15.5, promotePercent: 30 },
        ],
        residualPromotePercent: 40,
      }),
    ).toEqual([
      'Preferred return',
      'Catch-up',
      'Tier 1 (above 12% IRR)',
      'Tier 2 (above 15.5% IRR)',
      'Residual',
    ]);
  });

  it("adds the stack's metrics to the results only for a deal that uses it", () => {
    const labels = RESULTS_SECTION.rows(calculation).map((row) => row.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Loan Fees',
        'Second Loan',
        'Senior Debt Service',
        'Second Loan Debt Service',
        'Senior DSCR',
      ]),
    );
    const plain = RESULTS_SECTION.rows(calculationOf(officeDeal())).map((row) => row.label);
    expect(plain).not.toContain('Senior DSCR');
    expect(plain).not.toContain('Loan Fees');
  });
});

describe('capital stack inputs', () => {
  it('lists the stack inputs after the other inputs and groups them under the financing', () => {
    const calculation = calculationOf(capitalStackDeal());
    const inputs = INPUTS_SECTION.rows(calculation);
    const from = inputs.findIndex((row) => row.label === 'Discount Rate') + 1;
    expect(inputs.slice(from)).toEqual([
      { label: 'Interest-Only Period', value: '24 months' },
      { label: 'Loan Maturity', value: '10 years' },
      { label: 'Loan Fee', value: '1.00%' },
      { label: 'Second Loan (share of price)', value: '10.00%' },
      { label: 'Second Loan Interest Rate', value: '11.00%' },
      { label: 'Second Loan Amortization', value: 'Interest only' },
      { label: 'Second Loan Maturity', value: '5 years' },
      { label: 'Second Loan Fee', value: '0.00%' },
      { label: 'Refinance at the End of', value: 'Year 3' },
      { label: 'Refinance Loan-to-Value', value: '65.00%' },
      { label: 'Refinance Minimum DSCR', value: '1.25x' },
      { label: 'Refinance Cap Rate', value: 'Exit cap rate' },
      { label: 'Refinance Interest Rate', value: '6.50%' },
      { label: 'Refinance Amortization', value: '30 years' },
      { label: 'Refinance Interest-Only Period', value: '0 months' },
      { label: 'Refinance Maturity', value: 'When fully amortized' },
      { label: 'Refinance Costs', value: '0.00%' },
      { label: 'Prepayment Premium', value: '0.00%' },
      { label: 'LP Equity Share', value: '90.00%' },
      { label: 'Preferred Return', value: '8.00%' },
      { label: 'Catch-Up', value: 'None' },
      { label: 'Hurdle 1', value: '20.00% promote above 12.00% IRR' },
      { label: 'Residual Promote', value: '30.00%' },
    ]);
    const groups = assumptionGroups(calculation).map((group) => group.title);
    expect(groups.slice(groups.indexOf('Financing'), groups.indexOf('Financing') + 5)).toEqual([
      'Financing',
      'Senior Loan Structure',
      'Second Loan',
      'Refinance',
      'Equity Waterfall',
    ]);
    expect(groups).not.toContain('Other');
    expect(assumptionGroups(calculationOf(officeDeal())).map((group) => group.title)).not.toContain(
      'Senior Loan Structure',
    );
    expect(INPUTS_SECTION.rows(calculationOf(officeDeal())).at(-1)?.label).toBe('Discount Rate');
  });
});
