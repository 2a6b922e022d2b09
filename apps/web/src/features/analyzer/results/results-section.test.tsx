import { analyze, METRICS } from '@cre/underwriting';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { LENDER_METRICS } from '../report/metric-sections';
import { EMPTY_RESULTS_TEXT, ResultsSection } from './results-section';

async function renderResults(values: AnalyzerFormValues | null) {
  const calculation = values
    ? { values, asOf: FIXTURE_AS_OF, result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)) }
    : null;
  const view = renderWithProviders(<ResultsSection calculation={calculation} />);
  await screen.findByText(values ? 'Key Financial Metrics' : EMPTY_RESULTS_TEXT);
  return view;
}

const tile = (label: string) => screen.getByRole('group', { name: label });

function rowsOf(title: string): string[][] {
  const heading = screen.getByRole('heading', { name: title });
  const card = heading.closest('.mantine-Card-root') as HTMLElement;
  return within(card)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

describe('results', () => {
  it('shows the empty text before the first calculation', async () => {
    await renderResults(null);
    expect(
      screen.getByText('Enter property details and click "Calculate Analysis" to see results.'),
    ).toBeInTheDocument();
  });

  it('shows the key financial and lender metrics of analyze()', async () => {
    await renderResults(officeDeal());
    const expected: [string, string][] = [
      ['Net Operating Income', '$226,000'],
      ['Property Value', '$3,228,571'],
      ['Cash-on-Cash Return', '11.85%'],
      ['IRR', '22.33%'],
      ['ROI', '11.85%'],
      ['ROE', '5.47%'],
      ['Annual Cash Flow', '$74,078'],
      ['Annual Debt Service', '$151,922'],
      ['Down Payment', '$625,000'],
      ['Loan Amount', '$1,875,000'],
      ['DSCR', '1.49x'],
      ['Debt Yield', '12.05%'],
      ['Break-Even Occupancy', '71.45%'],
      ['Equity Multiple', '2.38x'],
      ['Going-In Cap Rate', '9.04%'],
      ['Exit Cap Rate', '9.54%'],
      ['Market Cap Rate', '7.00%'],
    ];
    for (const [label, value] of expected) expect(tile(label), label).toHaveTextContent(`${label}${value}`);
    expect(screen.queryByRole('group', { name: 'NPV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'NNN Lease Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rent Roll Details' })).not.toBeInTheDocument();
  });

  it('explains each lender metric in a tooltip on hover', async () => {
    const { user } = await renderResults(officeDeal());
    await user.hover(within(tile('DSCR')).getByText('DSCR'));
    expect(await screen.findByText(METRICS.dscr.explanation, {}, { timeout: 2000 })).toBeInTheDocument();
    const hints = Object.fromEntries(LENDER_METRICS.map((metric) => [metric, METRICS[metric].explanation]));
    expect(hints).toEqual({
      dscr: 'Debt service coverage ratio: NOI divided by annual debt service; lenders usually want 1.25x or more.',
      debtYield:
        'NOI as a percentage of the loan amount: what the lender would earn if it took over the property.',
      breakEvenOccupancy: 'Share of potential income needed to pay operating expenses and debt service.',
      equityMultiple:
        'Total cash returned over the hold, sale proceeds included, divided by the equity invested.',
      npv: 'Net present value of the equity cash flows at your discount rate, the initial equity included.',
    });
  });

  it('shows market value, hold recommendation, financial summary (LTV at 1 decimal) and projections', async () => {
    await renderResults(officeDeal());
    expect(screen.getByText('Value Above Price').nextSibling).toHaveTextContent('$728,571 (29.14%)');
    expect(screen.getByText('Value = NOI $226,000 / market cap rate 7.00%.')).toBeInTheDocument();
    const hold = screen
      .getByRole('heading', { name: 'Recommended Hold Period' })
      .closest('.mantine-Card-root') as HTMLElement;
    expect(hold).toHaveTextContent('Medium-term');
    expect(hold).toHaveTextContent('6 years');
    expect(hold).toHaveTextContent(
      'A 6-year hold is medium-term and gives the highest IRR of the 3- to 15-year holds: 22.35%.',
    );
    expect(rowsOf('Financial Summary')).toEqual([
      ['Purchase Price', '$2,500,000'],
      ['Down Payment', '$625,000'],
      ['Equity Invested', '$625,000'],
      ['Loan Amount', '$1,875,000'],
      ['Loan-to-Value (LTV)', '75.0%'],
      ['Monthly Payment', '$12,660'],
      ['Annual Debt Service', '$151,922'],
      ['Gross Potential Rent', '$300,000'],
      ['Effective Gross Income', '$297,000'],
      ['Operating Expenses', '$71,000'],
      ['Net Operating Income', '$226,000'],
      ['Annual Cash Flow', '$74,078'],
      ['Sale Price', '$2,746,289'],
      ['Net Sale Proceeds', '$1,048,248'],
    ]);
    expect(rowsOf('Cash Flow Projection')).toEqual([
      ['Year', 'NOI', 'Debt Service', 'Cash Flow', 'Cumulative Cash Flow', 'Property Value', 'Appreciation'],
      ['1', '$226,000', '$151,922', '$74,078', '$74,078', '$3,325,429', '3.00%'],
      ['2', '$232,780', '$151,922', '$80,858', '$154,937', '$3,425,191', '6.09%'],
      ['3', '$239,763', '$151,922', '$87,842', '$242,779', '$3,527,947', '9.27%'],
      ['4', '$246,956', '$151,922', '$95,035', '$337,813', '$3,633,786', '12.55%'],
      ['5', '$254,365', '$151,922', '$102,443', '$440,257', '$3,742,799', '15.93%'],
    ]);
  });

  it('shows the rent roll details with WALT and the NNN lease details for a NNN rent roll', async () => {
    await renderResults(retailRentRoll());
    expect(rowsOf('Rent Roll Details')).toEqual([
      ['Tenant', 'Sq Ft', 'Rent/Sq Ft', 'Annual Rent', 'Effective Rent', 'Remaining Term'],
      ['Corner Coffee', '1,800', '$36.00', '$64,800', '$62,640', '3.11 years'],
      ['Riverside Dental', '3,200', '$32.50', '$104,000', '$98,800', '7.52 years'],
      ['FitLab Gym', '5,000', '$24.00', '$120,000', '$120,000', '3.27 years'],
    ]);
    expect(screen.getByText('WALT: 4.76 years')).toBeInTheDocument();
    expect(
      screen.getByText('Leased Sq Ft: 10,000 · Available Sq Ft: 2,000 · Average Rent per Sq Ft: $28.88'),
    ).toBeInTheDocument();
    expect(rowsOf('NNN Lease Details')).toEqual([
      ['Year', 'NNN Charges per Sq Ft', 'Total NNN Charges'],
      ['1', '$6.50', '$78,000'],
      ['2', '$6.66', '$79,950'],
      ['3', '$6.83', '$81,949'],
      ['4', '$7.00', '$83,997'],
      ['5', '$7.17', '$86,097'],
    ]);
    expect(tile('Market Cap Rate')).toHaveTextContent('Not set');
    expect(screen.getByText('Value Above Price').nextSibling).toHaveTextContent('$0 (0.00%)');
  });
});
