import { tornado } from '@cre/underwriting';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal, officeDeal } from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { renderWithProviders } from '../../../../test/render';
import { useAnalyzerForm } from '../form/use-analyzer-form';
import { toAnalysisInput } from '../model/deal-mapping';
import type { FormBinding } from '../model/form-binding';
import type { AnalyzerFormValues } from '../model/form-values';
import { type MonteCarloPanelProps, RiskCard } from './risk-card';
import { variableLabel } from './risk-format';
import { createRiskSettingsStore, defaultRiskSettings, type RiskSettingsStore } from './risk-settings';

const TODAY = new Date(2026, 10, 22);
const noResult = () => undefined;
let latest: FormBinding | null = null;
/** Changes the form as typing would. */
const update = (change: Partial<AnalyzerFormValues>) =>
  act(() => (latest as FormBinding).update((values) => ({ ...values, ...change })));

function Harness({
  initial,
  store,
  monteCarlo,
}: {
  initial: AnalyzerFormValues;
  store: RiskSettingsStore;
  monteCarlo?: ComponentType<MonteCarloPanelProps>;
}) {
  const form = useAnalyzerForm(TODAY, () => initial);
  latest = form.binding;
  return (
    <RiskCard
      binding={form.binding}
      asOf={FIXTURE_AS_OF}
      settings={store}
      onResult={noResult}
      monteCarlo={monteCarlo}
    />
  );
}

const card = () => screen.getByRole('region', { name: 'Risk' });
const table = () => within(card()).getByTestId('tornado-table');
/** The table's body rows as their cells' text. */
const tableRows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
/** The chart's rows: the variable's label, the left end's text and the right end's text. */
const chartRows = () =>
  [...within(card()).getByTestId('tornado-chart').querySelectorAll('g[data-variable]')].map((g) =>
    [...g.querySelectorAll('text')].map((text) => text.textContent),
  );

async function renderCard(initial: AnalyzerFormValues = officeDeal(), store = createRiskSettingsStore()) {
  const view = renderWithProviders(<Harness initial={initial} store={store} />);
  await within(await screen.findByRole('region', { name: 'Risk' })).findByTestId(
    'tornado-table',
    {},
    { timeout: 20_000 },
  );
  return { ...view, store };
}

describe('Risk card', { timeout: 60_000 }, () => {
  it('draws the IRR tornado of the deal, largest swing on top, every end labelled', async () => {
    await renderCard();
    expect(within(card()).getByRole('heading', { name: 'Risk', level: 2 })).toBeInTheDocument();
    expect(within(card()).getByRole('heading', { name: 'Tornado', level: 3 })).toBeInTheDocument();
    expect(within(card()).getByLabelText('Tornado Metric')).toHaveValue('IRR');
    // the office deal: base IRR 22.33%; the engine's rows, in its order
    expect(tableRows()).toEqual([
      ['Rent level', '0.9x', '17.94%', '1.1x', '26.64%', '8.70 pts'],
      ['Purchase price', '$2,250,000', '26.13%', '$2,750,000', '19.18%', '6.95 pts'],
      ['Rent escalation rate', '2%', '19.43%', '4%', '25.08%', '5.65 pts'],
      ['Exit cap rate', '9.04%', '24.84%', '10.04%', '19.86%', '4.98 pts'],
      ['Interest rate', '5.5%', '24.59%', '7.5%', '20.01%', '4.58 pts'],
      ['Vacancy rate', '0%', '24.61%', '10%', '20.03%', '4.57 pts'],
      ['Expense level', '0.9x', '23.41%', '1.1x', '21.25%', '2.16 pts'],
    ]);
    expect(table()).toHaveTextContent('base 22.33%');
    // the chart: the smaller IRR's end on the left, the larger's on the right
    expect(chartRows()).toEqual([
      ['Rent level', '0.9x17.94%', '1.1x26.64%'],
      ['Purchase price', '$2,750,00019.18%', '$2,250,00026.13%'],
      ['Rent escalation rate', '2%19.43%', '4%25.08%'],
      ['Exit cap rate', '10.04%19.86%', '9.04%24.84%'],
      ['Interest rate', '7.5%20.01%', '5.5%24.59%'],
      ['Vacancy rate', '10%20.03%', '0%24.61%'],
      ['Expense level', '1.1x21.25%', '0.9x23.41%'],
    ]);
    const chart = within(card()).getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Tornado of IRR, base 22.33%. Largest swings: Rent level 0.9x to 1.1x, IRR 17.94% to 26.64%; ' +
        'Purchase price $2,250,000 to $2,750,000, IRR 26.13% to 19.18%; ' +
        'Rent escalation rate 2% to 4%, IRR 19.43% to 25.08%.',
    );
    expect(within(chart).getByText('Base 22.33%')).toBeInTheDocument();
    // the low and high bars start at the base line
    const base = Number(chart.querySelector('line')?.getAttribute('x1'));
    for (const bar of chart.querySelectorAll('rect')) {
      const x = Number(bar.getAttribute('x'));
      const right = x + Number(bar.getAttribute('width'));
      expect(Math.min(Math.abs(x - base), Math.abs(right - base))).toBeLessThan(1e-6);
    }
  });

  it('switches the tornado to another metric of the deal and keeps the choice in the settings', async () => {
    const { user, store } = await renderCard();
    await user.click(within(card()).getByRole('combobox', { name: 'Tornado Metric' }));
    const options = screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(options).toEqual([
      'IRR',
      'Equity Multiple',
      'Cash-on-Cash Return',
      'DSCR',
      'Net Operating Income',
    ]);
    await user.click(screen.getByRole('option', { name: 'Equity Multiple', hidden: true }));
    await waitFor(() => expect(table()).toHaveTextContent('Equity Multiple at Low'));
    const deal = toAnalysisInput(officeDeal(), FIXTURE_AS_OF);
    const expected = tornado(deal, { metric: 'equityMultiple' });
    expect(tableRows().map((row) => row[0])).toEqual([
      'Rent level',
      'Rent escalation rate',
      'Exit cap rate',
      'Purchase price',
      'Interest rate',
      'Vacancy rate',
      'Expense level',
    ]);
    expect(tableRows()[0]?.[2]).toBe(`${expected.rows[0]?.metricAtLow?.toFixed(2)}x`);
    expect(store.get()?.tornadoMetric).toBe('equityMultiple');
    // back to IRR, the deal's default: the settings are the defaults again (null)
    await user.click(within(card()).getByRole('combobox', { name: 'Tornado Metric' }));
    await user.click(screen.getByRole('option', { name: 'IRR', hidden: true }));
    await waitFor(() => expect(table()).toHaveTextContent('IRR at Low'));
    expect(store.get()).toBeNull();
  });

  it('opens on LP IRR for a deal with a waterfall, and on the saved metric of a project', async () => {
    const { unmount } = await renderCard(capitalStackDeal());
    expect(within(card()).getByLabelText('Tornado Metric')).toHaveValue('LP IRR');
    expect(table()).toHaveTextContent('LP IRR at Low');
    unmount();
    const saved = { ...defaultRiskSettings(null), tornadoMetric: 'gpIrr' as const };
    await renderCard(capitalStackDeal(), createRiskSettingsStore(saved));
    expect(within(card()).getByLabelText('Tornado Metric')).toHaveValue('GP IRR');
    expect(table()).toHaveTextContent('GP IRR at Low');
  });

  it('follows the form as it changes, and waits while the form has a message', async () => {
    await renderCard();
    expect(tableRows()[1]?.slice(0, 2)).toEqual(['Purchase price', '$2,250,000']);
    update({ purchasePrice: 3_000_000 });
    await waitFor(() => expect(table()).toHaveTextContent('$2,700,000'));
    update({ purchasePrice: 0 });
    expect(
      await within(card()).findByText(
        'Enter a valid deal (every input without a message) to see the tornado.',
      ),
    ).toBeInTheDocument();
    expect(within(card()).getByLabelText('Tornado Metric')).toBeDisabled();
    update({ purchasePrice: 2_500_000 });
    await waitFor(() => expect(table()).toHaveTextContent('$2,250,000'));
  });

  it('computes a lease-by-lease tornado in slices and shows the same rows', async () => {
    await renderCard(leaseByLeaseDeal());
    const deal = toAnalysisInput(leaseByLeaseDeal(), FIXTURE_AS_OF);
    const expected = tornado(deal, { metric: 'irr' });
    expect(expected.rows.map((row) => row.variable)).toContain('downtimeMonths');
    expect(tableRows().map((row) => row[0])).toEqual(expected.rows.map((row) => variableLabel(row.variable)));
    expect(tableRows().find((row) => row[0] === 'Downtime')?.[1]).toMatch(/^\d+ mo$/);
  });

  it('hands the Monte Carlo panel the deal, the settings, the defaults and a setter', async () => {
    const store = createRiskSettingsStore();
    const seen: MonteCarloPanelProps[] = [];
    function Panel(props: MonteCarloPanelProps) {
      seen.push(props);
      return (
        <button type="button" onClick={() => props.onSettingsChange({ ...props.settings, runs: 500 })}>
          Use 500 runs
        </button>
      );
    }
    const { user } = renderWithProviders(
      <Harness initial={capitalStackDeal()} store={store} monteCarlo={Panel} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Use 500 runs' }));
    await waitFor(() => expect(store.get()?.runs).toBe(500));
    const last = seen.at(-1);
    expect(last?.input).toEqual(toAnalysisInput(capitalStackDeal(), FIXTURE_AS_OF));
    expect(last?.defaults).toMatchObject({ tornadoMetric: 'lpIrr', runs: 10_000, irrTargets: [0, 8] });
    expect(last?.settings).toMatchObject({ tornadoMetric: 'lpIrr', runs: 500 });
    fireEvent.click(screen.getByRole('button', { name: 'Use 500 runs' }));
    expect(store.get()?.runs).toBe(500);
  });
});
