import { analyze, readyAnswers } from '@cre/underwriting';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { OUT_OF_REACH } from '../goal-seek/ready-answers-row';
import { readyTargetsStore } from '../goal-seek/ready-targets';
import { toAnalysisInput } from '../model/deal-mapping';
import { KeyMetrics } from './key-metrics';

const deal = toAnalysisInput(officeDeal(), FIXTURE_AS_OF);

async function renderMetrics() {
  const view = renderWithProviders(<KeyMetrics result={analyze(deal)} deal={deal} />);
  await screen.findByRole('region', { name: 'Ready answers' });
  return view;
}
const row = () => screen.getByRole('region', { name: 'Ready answers' });

afterEach(() => act(() => readyTargetsStore.reset()));

describe('ready answers under Key Financial Metrics', () => {
  it('shows the max price for 15% IRR, 1.25x DSCR and 8% cash-on-cash', async () => {
    await renderMetrics();
    const expected = readyAnswers(deal);
    expect(expected.map((answer) => answer.label)).toEqual([
      'Max price for 15% IRR',
      'Max price for 1.25x DSCR',
      'Max price for 8% cash-on-cash',
    ]);
    for (const answer of expected) {
      const tile = within(row()).getByRole('listitem', { name: answer.label });
      const price = answer.result.value ?? 0;
      expect(tile).toHaveTextContent(`${answer.label}$${Math.round(price).toLocaleString('en-US')}`);
    }
  });

  it('says "out of reach" with the engine reason in a tooltip', async () => {
    const { user } = await renderMetrics();
    act(() => readyTargetsStore.set({ irr: 15, dscr: 1.25, cashOnCash: -150 }));
    const [, , cash] = readyAnswers(deal, { irr: 15, dscr: 1.25, cashOnCash: -150 });
    if (!cash || cash.result.value !== null) throw new Error('expected out of reach');
    const tile = await within(row()).findByRole('listitem', { name: 'Max price for -150% cash-on-cash' });
    const text = within(tile).getByText(OUT_OF_REACH);
    await user.hover(text);
    expect(await screen.findByText(cash.result.reason)).toBeInTheDocument();
  });

  it('edits the targets in a popover (kept in the page state) and recomputes', async () => {
    const { user } = await renderMetrics();
    await user.click(within(row()).getByRole('button', { name: 'Edit ready-answer targets' }));
    const irr = await screen.findByLabelText('Target IRR');
    fireEvent.change(irr, { target: { value: '12' } });
    await waitFor(() => expect(readyTargetsStore.get()).toEqual({ irr: 12, dscr: 1.25, cashOnCash: 8 }));
    expect(await within(row()).findByRole('listitem', { name: 'Max price for 12% IRR' })).toBeInTheDocument();
  });
});
