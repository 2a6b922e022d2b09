import { analyze } from '@cre/underwriting';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { renderWithProviders } from '../../../../test/render';
import { money } from '../display-format';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { CAPITAL_STACK_TITLE, DISTRIBUTIONS_CHART_TITLE } from './capital-stack';
import { ResultDetails } from './results-section';

function renderDetails(values: AnalyzerFormValues) {
  const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
  renderWithProviders(<ResultDetails values={values} result={result} />);
  return result;
}

/** The rows of a table (by its label, or the first table of the card titled `card`) as cell texts. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));

const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title, level: 4 }).closest('.mantine-Card-root') as HTMLElement;

describe('capital stack on screen', () => {
  it('shows sources and uses, coverage by loan and the debt schedule of analyze()', async () => {
    const result = renderDetails(capitalStackDeal());
    await screen.findByRole('heading', { name: CAPITAL_STACK_TITLE });
    expect(cells(screen.getByRole('table', { name: 'Uses' }))).toEqual([
      ['Purchase Price', '$5,000,000'],
      ['Closing Costs (1.50% of price)', '$75,000'],
      ['Loan Fees', '$37,500'],
      ['Total Uses', '$5,112,500'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Sources' }))).toEqual([
      ['Senior Loan', '$3,750,000'],
      ['Second Loan', '$500,000'],
      ['LP Equity', '$776,250'],
      ['GP Equity', '$86,250'],
      ['Total Sources', '$5,112,500'],
    ]);
    expect(cells(screen.getByRole('table', { name: 'Debt Coverage (year 1)' }))).toEqual([
      ['Senior Debt Service', money(result.seniorDebtService)],
      ['Second Loan Debt Service', money(result.secondDebtService)],
      ['Total Debt Service', money(result.annualDebtService)],
      ['Combined DSCR', '1.71x'],
      ['Senior DSCR', '2.10x'],
    ]);
    const schedule = within(cardOf(CAPITAL_STACK_TITLE)).getAllByRole('table').at(-1) as HTMLElement;
    const rows = cells(schedule);
    expect(rows[0]).toEqual([
      'Year',
      'Loan',
      'Interest',
      'Principal',
      'Balloon',
      'Repaid',
      'Ending Balance',
      'Debt Service',
    ]);
    expect(rows[9]).toEqual(['3', 'All loans', '$297,516', '$41,915', '$0', '$4,208,085', '$0', '$339,431']);
    expect(rows.at(-1)).toEqual([
      '7',
      'Refinance loan',
      '$210,834',
      '$45,967',
      '$0',
      '$3,218,452',
      '$0',
      '$256,801',
    ]);
  });

  it('shows the refinance and the waterfall, with the distributions chart', async () => {
    renderDetails(capitalStackDeal());
    expect(cells(await screen.findByRole('table', { name: 'Refinance' }))).toEqual([
      ['Refinanced at the end of', 'Year 3'],
      ['Property Value', '$5,208,801'],
      ['New Loan', '$3,385,721'],
      ['Payoff of the Purchase Loans', '$4,208,085'],
      ['Refinance Proceeds', '($822,364)'],
      ['Sized By', 'Loan-to-value'],
    ]);
    const waterfall = cardOf('Waterfall');
    const [partners, byYear, byTier] = within(waterfall).getAllByRole('table') as HTMLElement[];
    expect(cells(partners as HTMLElement)).toEqual([
      ['Partner', 'Contributed', 'Distributed', 'IRR', 'Equity Multiple', 'Promote'],
      ['LP', '$1,333,958', '$3,325,757', '23.23%', '2.49x', ''],
      ['GP', '$148,218', '$1,067,039', '45.87%', '7.20x', '$697,510'],
    ]);
    expect(cells(byYear as HTMLElement).at(-1)).toEqual([
      'Total',
      '$4,392,795',
      '$3,325,757',
      '$1,067,039',
      '$697,510',
    ]);
    expect(cells(byTier as HTMLElement)[0]).toEqual([
      'Year',
      'Preferred return',
      'Tier 1 (above 12% IRR)',
      'Residual',
    ]);
    expect(within(waterfall).getByRole('heading', { name: DISTRIBUTIONS_CHART_TITLE })).toBeInTheDocument();
    // The chart, from its own chunk, replaces its placeholder (jsdom gives it no size to draw in).
    await waitFor(() => expect(waterfall.querySelector('.recharts-responsive-container')).not.toBeNull());
  });

  it('shows nothing of the stack for a deal without one', async () => {
    renderDetails(officeDeal());
    await screen.findByRole('heading', { name: 'Financial Summary' });
    expect(screen.queryByRole('heading', { name: CAPITAL_STACK_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByText('Sources & Uses')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waterfall' })).not.toBeInTheDocument();
  });

  it('leaves out the refinance and the waterfall cards when the deal has neither', async () => {
    renderDetails({ ...capitalStackDeal(), refinance: null, waterfall: null });
    await screen.findByRole('heading', { name: CAPITAL_STACK_TITLE });
    expect(screen.queryByRole('table', { name: 'Refinance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Waterfall' })).not.toBeInTheDocument();
    expect(cells(screen.getByRole('table', { name: 'Sources' })).map((row) => row[0])).toEqual([
      'Senior Loan',
      'Second Loan',
      'Equity',
      'Total Sources',
    ]);
  });
});
