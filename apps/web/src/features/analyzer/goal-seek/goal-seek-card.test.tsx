import { READY_TARGETS, solveFor } from '@cre/underwriting';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { useAnalyzerForm } from '../form/use-analyzer-form';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { applySolvedValue, roundForForm, undoOf } from './apply-value';
import { answerText } from './goal-seek-answer';
import { LiveGoalSeek } from './goal-seek-card';
import { readyTargetsStore } from './ready-targets';

const TODAY = new Date(2026, 10, 22);
let latest: (() => AnalyzerFormValues) | null = null;

function Harness({ initial }: { initial: AnalyzerFormValues }) {
  const form = useAnalyzerForm(TODAY, () => initial);
  latest = form.getValues;
  return <LiveGoalSeek binding={form.binding} asOf={FIXTURE_AS_OF} />;
}

const values = () => (latest as () => AnalyzerFormValues)();
const card = () => screen.getByRole('region', { name: 'Goal Seek' });

async function renderCard(initial: AnalyzerFormValues = officeDeal()) {
  const view = renderWithProviders(<Harness initial={initial} />);
  await screen.findByRole('heading', { name: 'Goal Seek' });
  return view;
}

/** Opens a select of the card and returns its list of options. */
async function openSelect(user: ReturnType<typeof renderWithProviders>['user'], label: string) {
  const select = within(card()).getByRole('combobox', { name: label });
  await user.click(select);
  return waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`the ${label} select did not open`);
    return element;
  });
}

/** Replaces the Target field's text in one input event. */
function setTarget(text: string) {
  fireEvent.change(within(card()).getByLabelText('Target'), { target: { value: text } });
}

afterEach(() => act(() => readyTargetsStore.reset()));

describe('Goal Seek card', { timeout: 30_000 }, () => {
  it('opens on a 15% IRR by varying the purchase price and shows the answer and the deal at it', async () => {
    await renderCard();
    const deal = toAnalysisInput(officeDeal(), FIXTURE_AS_OF);
    const solved = solveFor(deal, { vary: 'purchasePrice', metric: 'irr', target: 15 });
    if (solved.value === null) throw new Error('expected an answer');
    const answer = await within(card()).findByTestId('goal-seek-value');
    expect(answer).toHaveTextContent(answerText('purchasePrice', solved.value));
    expect(answer.textContent).toMatch(/^Purchase Price: \$\d{1,3}(,\d{3})+$/);
    expect(within(card()).getByText(/^gives IRR 15(\.0)?%$/)).toBeInTheDocument();
    const stat = (label: string) => within(card()).getByRole('listitem', { name: `At the answer: ${label}` });
    expect(stat('IRR')).toHaveTextContent('15.00%');
    expect(stat('Purchase Price')).toHaveTextContent(`$${Math.round(solved.value).toLocaleString('en-US')}`);
    for (const label of ['Loan Amount', 'Equity Invested', 'DSCR', 'Cash-on-Cash Return']) {
      expect(stat(label)).toBeInTheDocument();
    }
    expect(within(card()).getByLabelText('Metric')).toHaveValue('IRR');
    expect(within(card()).getByLabelText('Vary')).toHaveValue('Purchase Price');
  });

  it('says why a target is out of reach, in the engine words, with the closest value', async () => {
    const { user } = await renderCard();
    const list = await openSelect(user, 'Vary');
    await user.click(within(list).getByRole('option', { name: 'Interest Rate', hidden: true }));
    setTarget('400');
    const deal = toAnalysisInput(officeDeal(), FIXTURE_AS_OF);
    const solved = solveFor(deal, { vary: 'interestRate', metric: 'irr', target: 400 });
    if (solved.value !== null) throw new Error('expected out of reach');
    expect(await within(card()).findByTestId('goal-seek-reason')).toHaveTextContent(solved.reason);
    expect(within(card()).getByText('Out of reach')).toBeInTheDocument();
    expect(within(card()).getByText(/^Closest: Interest Rate of [\d.]+% gives IRR/)).toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('Apply puts the price into the form as one change (to the cent) and Undo puts the old one back', async () => {
    const { user } = await renderCard();
    const deal = toAnalysisInput(officeDeal(), FIXTURE_AS_OF);
    const solved = solveFor(deal, { vary: 'purchasePrice', metric: 'irr', target: 15 });
    if (solved.value === null) throw new Error('expected an answer');
    await within(card()).findByTestId('goal-seek-value');
    await user.click(within(card()).getByRole('button', { name: 'Apply' }));
    expect(values().purchasePrice).toBe(Math.round(solved.value * 100) / 100);
    expect(await screen.findByText('Goal seek applied')).toBeInTheDocument();
    // the card now follows the applied price: the metric at it is the target, and Apply is done
    expect(await within(card()).findByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(within(card()).getByRole('listitem', { name: 'At the answer: IRR' })).toHaveTextContent('15.00%');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(values().purchasePrice).toBe(2_500_000);
    await waitFor(() => expect(within(card()).getByRole('button', { name: 'Apply' })).toBeEnabled());
  });

  it('lists only the inputs this deal can vary, and varies the rent level of a rent roll', async () => {
    const { user } = await renderCard(retailRentRoll());
    await within(card()).findByTestId('goal-seek-value');
    const list = await openSelect(user, 'Vary');
    const options = within(list)
      .getAllByRole('option', { hidden: true })
      .map((option) => option.textContent);
    expect(options).toContain('Rent Level (x current rents)');
    expect(options).not.toContain('Annual Rent');
    expect(options).not.toContain('Market Rent ($/sq ft)');
    await user.click(
      within(list).getByRole('option', { name: 'Rent Level (x current rents)', hidden: true }),
    );
    const answer = await within(card()).findByTestId('goal-seek-value');
    await waitFor(() => expect(answer).toHaveTextContent(/^Rent Level \(x current rents\): [\d.]+x$/));
    const before = values().tenantLeases.map((lease) => lease.rentPerSqft);
    await user.click(within(card()).getByRole('button', { name: 'Apply' }));
    const after = values().tenantLeases.map((lease) => lease.rentPerSqft);
    expect(after).not.toEqual(before);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(values().tenantLeases.map((lease) => lease.rentPerSqft)).toEqual(before);
  });
});

describe('applying an answer to the form', () => {
  it('rounds amounts to the cent and rates to 4 decimals; scales every lease for the rent level', () => {
    expect(roundForForm('purchasePrice', 12_203_039.4567)).toBe(12_203_039.46);
    expect(roundForForm('interestRate', 6.123456)).toBe(6.1235);
    const roll = retailRentRoll();
    const scaled = applySolvedValue(roll, 'rentScale', 1.1);
    scaled.tenantLeases.forEach((lease, i) => {
      expect(lease.rentPerSqft).toBeCloseTo((roll.tenantLeases[i]?.rentPerSqft ?? 0) * 1.1, 4);
    });
    expect(undoOf(roll, 'rentScale')(scaled).tenantLeases).toEqual(roll.tenantLeases);
    const perSqft = { ...officeDeal(), rentInputMode: 'perSqft' as const, rentPerSqft: 15 };
    expect(applySolvedValue(perSqft, 'annualRent', 330_000).rentPerSqft).toBe(16.5);
    expect(READY_TARGETS).toEqual({ irr: 15, dscr: 1.25, cashOnCash: 8 });
  });
});
