import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { officeDeal } from '../../../../test/analyzer-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { DEFAULT_REFINANCE, DEFAULT_SECOND_LOAN, DEFAULT_WATERFALL } from '../model/capital-stack';
import type { AnalyzerFormValues } from '../model/form-values';
import { ScenarioContext } from '../scenarios/scenario-context';
import { createScenarioStore, type ScenarioStore } from '../scenarios/scenario-store';
import { AnalyzerForm } from './analyzer-form';
import { useAnalyzerForm } from './use-analyzer-form';

const TODAY = new Date(2026, 10, 22);
let latest: (() => AnalyzerFormValues) | null = null;

function Harness({ initial }: { initial: AnalyzerFormValues }) {
  const form = useAnalyzerForm(TODAY, () => initial);
  latest = form.getValues;
  return (
    <>
      <AnalyzerForm binding={form.binding} today={TODAY} />
      <button type="button" onClick={() => form.revealErrors()}>
        Check
      </button>
    </>
  );
}

/** The form on a scenario store showing variant "Downside", which overrides the two senior inputs. */
function ScenarioHarness({ initial }: { initial: AnalyzerFormValues }) {
  const form = useAnalyzerForm(TODAY, () => initial);
  const [scenarios] = useState<ScenarioStore>(() => {
    const store = createScenarioStore(form.binding, [
      { name: 'Downside', overrides: { interestOnlyMonths: 12, loanFeePercent: 1 } },
    ]);
    store.select(1);
    return store;
  });
  latest = form.getValues;
  return (
    <ScenarioContext.Provider value={scenarios}>
      <AnalyzerForm binding={form.binding} today={TODAY} />
    </ScenarioContext.Provider>
  );
}

async function renderForm(initial: AnalyzerFormValues = officeDeal()) {
  const view = renderWithProviders(<Harness initial={initial} />);
  await screen.findByRole('heading', { name: 'Financing Terms' });
  return view;
}
const input = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(label, { exact: true });
const values = () => (latest as () => AnalyzerFormValues)();
const button = (name: string) => screen.getByRole('button', { name });
const queryButton = (name: string) => screen.queryByRole('button', { name });
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
/** The messages an input's aria-describedby points at. */
const described = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** Replaces a field's text in one input event. */
async function replaceText(
  user: ReturnType<typeof renderWithProviders>['user'],
  element: HTMLElement,
  text: string,
) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

describe('Financing Terms as a term sheet', { timeout: 60_000 }, () => {
  it('shows the senior loan at its defaults, the buttons and no group or warning for a deal without a stack', async () => {
    await renderForm();
    expect(input('Interest-only (months)')).toHaveValue('0');
    expect(input('Loan Maturity (years)')).toHaveValue('');
    expect(input('Loan Fee')).toHaveValue('0');
    expect(input('Loan Term (years)')).toHaveValue('25');
    for (const name of ['Add second loan', 'Add refinance', 'Add waterfall'])
      expect(button(name)).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Equity & waterfall' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Second loan|Refinance|Waterfall/ })).toBeNull();
    expect(alerts()).toEqual([]);
    expect(values()).toMatchObject({
      interestOnlyMonths: 0,
      loanMaturityYears: null,
      loanFeePercent: 0,
      secondLoan: null,
      refinance: null,
      waterfall: null,
    });
  });

  it('reads the term as the amortization once a maturity is set, and back when cleared', async () => {
    const { user } = await renderForm();
    await replaceText(user, input('Loan Maturity (years)'), '10');
    expect(values().loanMaturityYears).toBe(10);
    expect(screen.queryByLabelText('Loan Term (years)')).toBeNull();
    expect(input('Amortization (years)')).toHaveValue('25');
    await replaceText(user, input('Interest-only (months)'), '24');
    await replaceText(user, input('Loan Fee'), '1.5');
    expect(values()).toMatchObject({ interestOnlyMonths: 24, loanFeePercent: 1.5, loanTerm: 25 });
    await user.clear(input('Loan Maturity (years)'));
    expect(values().loanMaturityYears).toBeNull();
    expect(input('Loan Term (years)')).toHaveValue('25');
  });

  it('adds a second loan with its defaults, edits it, and removes it', async () => {
    const { user } = await renderForm();
    await user.click(button('Add second loan'));
    expect(values().secondLoan).toEqual(DEFAULT_SECOND_LOAN);
    const group = screen.getByRole('group', { name: 'Second loan' });
    // the focus moves into the new loan, and back to its button once removed (below)
    expect(input('Second Loan (% of price)')).toHaveFocus();
    expect(queryButton('Add second loan')).toBeNull();
    expect(input('Second Loan (% of price)', group)).toHaveValue('10');
    expect(input('Second Loan Interest Rate', group)).toHaveValue('10');
    expect(input('Second Loan Amortization (years)', group)).toHaveValue('');
    expect(input('Second Loan Maturity (years)', group)).toHaveValue('5');
    expect(input('Second Loan Fee', group)).toHaveValue('1');
    await replaceText(user, input('Second Loan Amortization (years)'), '20');
    await replaceText(user, input('Second Loan Interest Rate'), '9.5');
    expect(values().secondLoan).toEqual({ ...DEFAULT_SECOND_LOAN, amortizationYears: 20, interestRate: 9.5 });
    // blank: interest-only again (null), a required number blank is 0
    await user.clear(input('Second Loan Amortization (years)'));
    await user.clear(input('Second Loan Fee'));
    expect(values().secondLoan).toMatchObject({ amortizationYears: null, feePercent: 0 });
    await user.click(button('Remove second loan'));
    expect(values().secondLoan).toBeNull();
    expect(screen.queryByRole('group', { name: 'Second loan' })).toBeNull();
    expect(button('Add second loan')).toHaveFocus();
  });

  it("shows a group field's message under that field", async () => {
    const { user } = await renderForm();
    await user.click(button('Add second loan'));
    const share = input('Second Loan (% of price)');
    await replaceText(user, share, '40');
    await user.tab();
    expect(values().downPaymentPercent).toBe(25);
    expect(described(share)).toContain('The second loan must be more than 0% and at most the down payment');
    expect(described(input('Second Loan Interest Rate'))).not.toContain('second loan');
    await replaceText(user, share, '20');
    await user.tab();
    expect(described(share)).not.toContain('at most the down payment');
  });

  it('adds a refinance with its defaults and removes it', async () => {
    const { user } = await renderForm();
    await user.click(button('Add refinance'));
    expect(values().refinance).toEqual(DEFAULT_REFINANCE);
    const group = screen.getByRole('group', { name: 'Refinance' });
    const shown: [string, string][] = [
      ['Refinance Year', '3'],
      ['Refinance Loan-to-Value', '65'],
      ['Minimum DSCR', '1.25'],
      ['Refinance Cap Rate', ''],
      ['Refinance Interest Rate', '6'],
      ['Refinance Amortization (years)', '30'],
      ['Refinance Interest-only (months)', '0'],
      ['Refinance Maturity (years)', '10'],
      ['Refinance Costs', '1'],
      ['Prepayment Premium', '0'],
    ];
    for (const [label, value] of shown) expect(input(label, group), label).toHaveValue(value);
    await replaceText(user, input('Refinance Cap Rate'), '7.25');
    await user.clear(input('Minimum DSCR'));
    expect(values().refinance).toEqual({ ...DEFAULT_REFINANCE, capRate: 7.25, minDscr: null });
    await replaceText(user, input('Refinance Year'), '30');
    await user.click(button('Check'));
    expect(described(input('Refinance Year'))).toContain('Refinance year must be between 1 and 29');
    await user.click(button('Remove refinance'));
    expect(values().refinance).toBeNull();
    expect(button('Add refinance')).toBeInTheDocument();
  });

  it('adds a waterfall, up to four tiers, removes a tier and the waterfall', async () => {
    const { user } = await renderForm();
    await user.click(button('Add waterfall'));
    expect(values().waterfall).toEqual(DEFAULT_WATERFALL);
    const group = screen.getByRole('group', { name: 'Waterfall' });
    expect(input('LP Equity', group)).toHaveValue('90');
    expect(input('Preferred Return', group)).toHaveValue('8');
    expect(input('Catch-up', group)).toHaveValue('0');
    expect(input('Residual Promote', group)).toHaveValue('20');
    for (let k = 0; k < 4; k++) await user.click(button('Add tier'));
    expect(input('Hurdle IRR', screen.getByRole('group', { name: 'Tier 4' }))).toHaveFocus();
    expect(button('Add tier')).toBeDisabled();
    expect(values().waterfall?.tiers.map((tier) => tier.hurdleIrr)).toEqual([12, 16, 20, 24]);
    const tier2 = screen.getByRole('group', { name: 'Tier 2' });
    expect(input('Hurdle IRR', tier2)).toHaveValue('16');
    expect(input('Promote', tier2)).toHaveValue('30');
    // a hurdle below the one before: the message sits under that tier's Hurdle IRR
    await replaceText(user, input('Hurdle IRR', tier2), '10');
    await user.tab();
    expect(values().waterfall?.tiers[1]).toEqual({ hurdleIrr: 10, promotePercent: 30 });
    expect(described(input('Hurdle IRR', tier2))).toContain('Each hurdle must be higher than the one before');
    await user.click(button('Remove tier 2'));
    expect(button('Add tier')).toHaveFocus();
    expect(values().waterfall?.tiers).toEqual([
      { hurdleIrr: 12, promotePercent: 20 },
      { hurdleIrr: 20, promotePercent: 40 },
      { hurdleIrr: 24, promotePercent: 50 },
    ]);
    expect(screen.queryByRole('group', { name: 'Tier 4' })).toBeNull();
    expect(button('Add tier')).toBeEnabled();
    await user.click(button('Remove waterfall'));
    expect(values().waterfall).toBeNull();
    expect(button('Add waterfall')).toBeInTheDocument();
  });

  it('warns about balloons inside the hold and a combined loan-to-value above 90 %, never refusing', async () => {
    const { user } = await renderForm({ ...officeDeal(), holdPeriod: 7 });
    await replaceText(user, input('Loan Maturity (years)'), '4');
    expect(alerts()).toEqual([
      'The senior loan matures in year 4, inside the hold, and no refinance repays it: the equity pays the balloon.',
    ]);
    await user.click(button('Add second loan'));
    await replaceText(user, input('Second Loan (% of price)'), '20');
    expect(alerts()).toEqual([
      'The senior loan matures in year 4, inside the hold, and no refinance repays it: the equity pays the balloon.',
      'The second loan matures in year 5, inside the hold, and no refinance repays it: the equity pays the balloon.',
      'Combined loan-to-value is 95.0%, above 90%.',
    ]);
    // a refinance at the end of year 3 repays both loans
    await user.click(button('Add refinance'));
    expect(alerts()).toEqual(['Combined loan-to-value is 95.0%, above 90%.']);
    // a warning is not a message: the form stays valid
    await user.click(button('Check'));
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  });

  it('marks Interest-only (months) and Loan Fee overridden in a variant, with Reset to Base', async () => {
    const { user } = renderWithProviders(<ScenarioHarness initial={officeDeal()} />);
    await screen.findByRole('heading', { name: 'Financing Terms' });
    expect(input('Interest-only (months)')).toHaveValue('12');
    expect(input('Loan Fee')).toHaveValue('1');
    await user.click(button('Reset Interest-only (months) to Base'));
    expect(input('Interest-only (months)')).toHaveValue('0');
    expect(values().interestOnlyMonths).toBe(0);
    expect(queryButton('Reset Interest-only (months) to Base')).toBeNull();
    await user.click(button('Reset Loan Fee to Base'));
    expect(input('Loan Fee')).toHaveValue('0');
  });
});
