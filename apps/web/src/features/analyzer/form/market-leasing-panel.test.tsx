import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_AS_OF,
  leaseByLeaseDeal,
  officeDeal,
  retailRentRoll,
} from '../../../../test/analyzer-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { formValuesToPayload, toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { AnalyzerForm } from './analyzer-form';
import { useAnalyzerForm } from './use-analyzer-form';

const TODAY = new Date(2026, 10, 22);
let latest: (() => AnalyzerFormValues) | null = null;

function Harness({ initial }: { initial: AnalyzerFormValues }) {
  const form = useAnalyzerForm(TODAY, () => initial);
  latest = form.getValues;
  return <AnalyzerForm binding={form.binding} today={TODAY} />;
}

async function renderForm(initial: AnalyzerFormValues) {
  const view = renderWithProviders(<Harness initial={initial} />);
  await screen.findByRole('heading', { name: 'Property Details' });
  return view;
}
const input = (label: string) => screen.getByLabelText(label, { exact: true });
const values = () => (latest as () => AnalyzerFormValues)();
const marketPanel = () => screen.queryByRole('region', { name: 'Market Leasing Assumptions' });

const LABELS = [
  'Market Rent ($/sq ft/yr)',
  'Market Rent Growth',
  'Expense Growth',
  'Renewal Probability',
  'Downtime (months)',
  'Rollover Lease Term (months)',
  'New Lease Free Months',
  'Renewal Free Months',
  'New Lease TI ($/sq ft)',
  'Renewal TI ($/sq ft)',
  'New Lease LC',
  'Renewal LC',
];

describe('Projection choice and Market Leasing Assumptions', { timeout: 120_000 }, () => {
  it('offers the projection only with an individual rent roll, and the panel only lease by lease', async () => {
    const { user } = await renderForm(retailRentRoll());
    expect(screen.getByRole('radio', { name: 'Simple growth' })).toBeChecked();
    expect(marketPanel()).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Lease by lease' }));
    expect(values().projectionMode).toBe('leases');
    const panel = marketPanel() as HTMLElement;
    for (const label of LABELS)
      expect(within(panel).getByLabelText(label, { exact: true })).toBeInTheDocument();
    // the defaults of underwriting.md section 11
    expect(input('Market Rent Growth')).toHaveValue('3');
    expect(input('Renewal Probability')).toHaveValue('70');
    expect(input('Downtime (months)')).toHaveValue('6');
    expect(input('Rollover Lease Term (months)')).toHaveValue('60');
    expect(input('New Lease TI ($/sq ft)')).toHaveValue('20');
    expect(input('Renewal LC')).toHaveValue('3');
    // switching to an aggregate rent hides both; the engine and the save then use simple growth
    await user.click(screen.getByRole('radio', { name: 'Total Annual' }));
    expect(screen.queryByRole('radio', { name: 'Lease by lease' })).toBeNull();
    expect(marketPanel()).toBeNull();
    expect(toAnalysisInput(values(), FIXTURE_AS_OF).projectionMode).toBe('simple');
    expect(formValuesToPayload(values(), null).projectionMode).toBe('simple');
  });

  it("shows the rent roll's average as the market rent placeholder, following the rent roll", async () => {
    const { user } = await renderForm(leaseByLeaseDeal());
    // (5,000 x 28 + 3,500 x 31 + 2,500 x 34 + 6,000 x 26.5 + 1,800 x 30 + 5,200 x 27) / 24,000 = 28.62
    expect(input('Market Rent ($/sq ft/yr)')).toHaveAttribute('placeholder', '28.62');
    expect(input('Market Rent ($/sq ft/yr)')).toHaveValue('');
    const first = screen.getByRole('group', { name: 'Tenant #1' });
    const rent = within(first).getByLabelText('Annual Rent per Sq Ft', { exact: true });
    await user.clear(rent);
    await user.type(rent, '40');
    // 5,000 x 40 replaces 5,000 x 28: +60,000 / 24,000 = +2.50
    expect(input('Market Rent ($/sq ft/yr)')).toHaveAttribute('placeholder', '31.12');
    await user.type(input('Market Rent ($/sq ft/yr)'), '0');
    expect(values().marketRentPerSqft).toBe(0);
  });

  it("shows each rule's message under its field once visited", async () => {
    const { user } = await renderForm(leaseByLeaseDeal());
    const cases: [string, string, string][] = [
      ['Renewal Probability', '101', 'Renewal probability must be a whole percent between 0 and 100'],
      ['Downtime (months)', '61', 'Downtime must be between 0 and 60 months'],
      ['Rollover Lease Term (months)', '0', 'Rollover lease term must be between 1 and 240 months'],
      ['New Lease Free Months', '61', 'Free months must be between 0 and 60'],
      ['Renewal TI ($/sq ft)', '1000.5', 'Tenant improvements must be between $0 and $1,000 per sq ft'],
      ['New Lease LC', '20.5', 'Leasing commissions must be between 0% and 20%'],
      ['Market Rent Growth', '-21', 'Market rent growth must be between -20% and 20%'],
      ['Expense Growth', '25', 'Expense growth must be between 0% and 20%'],
    ];
    // queries scoped to the panel: a label query over the whole form (every tenant's fields) costs
    // most of a second in jsdom
    const panel = within(marketPanel() as HTMLElement);
    for (const [label, text, message] of cases) {
      const field = panel.getByLabelText(label, { exact: true });
      // one input event per value (typing key by key is slow on a busy CPU)
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
      await user.tab();
      expect(await panel.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    // whole-number fields take no decimal point
    await user.clear(input('Renewal Probability'));
    await user.type(input('Renewal Probability'), '55.5');
    expect(values().renewalProbability).toBe(555);
  });

  it('keeps the operating expenses on screen for an NNN lease projected lease by lease', async () => {
    const deal = { ...leaseByLeaseDeal(), nnnInputMethod: 'perSqft' as const };
    const { user } = await renderForm(deal);
    // recoveries reimburse the actual taxes, insurance and maintenance, so they must be enterable
    expect(screen.getByRole('region', { name: 'Operating Expenses' })).toBeInTheDocument();
    expect(screen.getByText(/reimburse in proportion to the occupied space/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Simple growth' }));
    expect(screen.queryByRole('region', { name: 'Operating Expenses' })).toBeNull();
  });

  it('an office deal with aggregate rent never shows the projection choice', async () => {
    await renderForm(officeDeal());
    expect(screen.queryByText('Projection')).toBeNull();
    expect(marketPanel()).toBeNull();
  });
});
