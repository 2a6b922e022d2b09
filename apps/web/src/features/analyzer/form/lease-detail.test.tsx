import { MESSAGES } from '@cre/underwriting';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { renderWithProviders } from '../../../../test/render';
import { toAnalysisInput } from '../model/deal-mapping';
import { createFormStore, type FormStore } from '../model/form-store';
import type { AnalyzerFormValues } from '../model/form-values';
import { nextRentStep, RECOVERY_OPTIONS, recoveryTypeOf } from './lease-detail';
import { LeaseRollCard } from './lease-roll-card';
import { RENT_STEPS_HINT } from './rent-steps-editor';
import { MARKET_RENT_PLACEHOLDER, STEPS_REPLACE_INCREASE } from './tenant-block';

const TODAY = new Date(2026, 10, 22);
type User = ReturnType<typeof renderWithProviders>['user'];

async function renderRoll(initial: AnalyzerFormValues = retailRentRoll()) {
  const store = createFormStore(initial, FIXTURE_AS_OF);
  const view = renderWithProviders(<LeaseRollCard binding={store} today={TODAY} />);
  await screen.findByRole('heading', { name: 'Multi-Tenant Lease Roll' });
  return { ...view, store };
}

const tenant = (n: number) => screen.getByRole('group', { name: `Tenant #${n}` });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(label, { exact: true });
const lease = (store: FormStore, index: number) => store.getValues().tenantLeases[index];
const engineLease = (store: FormStore, index: number) =>
  toAnalysisInput(store.getValues(), FIXTURE_AS_OF).tenantLeases?.[index];

/** Replaces a field's text in one input event. */
async function replaceText(user: User, element: HTMLElement, text: string) {
  await user.clear(element);
  if (text === '') return;
  await user.click(element);
  await user.paste(text);
}

async function chooseRecovery(user: User, group: HTMLElement, option: string) {
  const select = within(group).getByRole('combobox', { name: 'Recovery Type' });
  await user.click(select);
  const list = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the Recovery Type select did not open');
    return element;
  });
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}

/** A 500-tenant roll, suites "S-001" .. "S-500". */
function suitedRoll(count: number): AnalyzerFormValues {
  const base = retailRentRoll();
  const template = base.tenantLeases[0]!;
  return {
    ...base,
    sqft: 1_000_000,
    tenantLeases: Array.from({ length: count }, (_, i) => ({
      ...template,
      tenantName: `Tenant ${i + 1}`,
      suite: `S-${String(i + 1).padStart(3, '0')}`,
      sqftLeased: 1_000,
    })),
  };
}

describe('lease detail helpers', () => {
  it('offers the property default and the engine recovery types', () => {
    expect(RECOVERY_OPTIONS.map((option) => option.label)).toEqual([
      'Property default',
      'NNN',
      'Gross',
      'Base year',
    ]);
    expect(RECOVERY_OPTIONS.map((option) => recoveryTypeOf(option.value))).toEqual([
      null,
      'nnn',
      'gross',
      'base-year',
    ]);
  });

  it('proposes the next step a year on, at the rent raised by the annual increase', () => {
    const base = retailRentRoll().tenantLeases[0]!; // from 2025-01-01 at $36, 3 % a year
    expect(nextRentStep(base)).toEqual({ date: '2026-01-01', rentPerSqft: 37.08 });
    const stepped = { ...base, rentSteps: [{ date: '2027-06-30', rentPerSqft: 40 }] };
    expect(nextRentStep(stepped)).toEqual({ date: '2028-06-30', rentPerSqft: 41.2 });
    expect(nextRentStep({ ...base, startDate: '' }).date).toBe('');
  });
});

describe('lease roll: lease detail', { timeout: 60_000 }, () => {
  it('edits the suite, recovery type and market rent into the form values and the engine input', async () => {
    const { user, store } = await renderRoll();
    const second = lease(store, 1);
    const first = tenant(1);
    expect(field(first, 'Suite')).toHaveValue('');
    expect(field(first, 'Recovery Type')).toHaveValue('Property default');
    expect(field(first, 'Market Rent per Sq Ft')).toHaveAttribute('placeholder', MARKET_RENT_PLACEHOLDER);

    await replaceText(user, field(first, 'Suite'), '101A');
    expect(lease(store, 0)?.suite).toBe('101A');
    expect(engineLease(store, 0)?.suite).toBe('101A');

    await chooseRecovery(user, first, 'Base year');
    expect(lease(store, 0)?.recoveryType).toBe('base-year');
    expect(engineLease(store, 0)?.recoveryType).toBe('base-year');
    await chooseRecovery(user, first, 'Property default');
    expect(lease(store, 0)?.recoveryType).toBeNull();

    await replaceText(user, field(first, 'Market Rent per Sq Ft'), '42.5');
    expect(lease(store, 0)?.marketRentPerSqft).toBe(42.5);
    expect(engineLease(store, 0)?.marketRentPerSqft).toBe(42.5);
    await replaceText(user, field(first, 'Market Rent per Sq Ft'), '');
    // blank is unset (the property's market rent), not 0
    expect(lease(store, 0)?.marketRentPerSqft).toBeNull();
    // the other tenants keep their lease objects
    expect(lease(store, 1)).toBe(second);
  });

  it("shows the engine's suite message under the field once visited", async () => {
    const { user } = await renderRoll();
    const first = tenant(1);
    await replaceText(user, field(first, 'Suite'), 'S'.repeat(41));
    await user.tab();
    expect(within(first).getByText(MESSAGES.suiteMax)).toBeInTheDocument();
  });

  it('adds, edits and removes rent steps, and the annual increase says the steps replace it', async () => {
    const { user, store } = await renderRoll();
    const first = tenant(1);
    const increase = field(first, 'Annual Rent Increase (%)');
    expect(increase).toBeEnabled();
    const toggle = within(first).getByRole('button', { name: 'Rent steps (0)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(first).getByText(RENT_STEPS_HINT)).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Add rent step' }));
    await user.click(within(first).getByRole('button', { name: 'Add rent step' }));
    expect(lease(store, 0)?.rentSteps).toEqual([
      { date: '2026-01-01', rentPerSqft: 37.08 },
      { date: '2027-01-01', rentPerSqft: 38.19 },
    ]);
    expect(within(first).getByRole('button', { name: 'Rent steps (2)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(increase).toBeDisabled();
    expect(within(first).getByText(STEPS_REPLACE_INCREASE)).toBeInTheDocument();

    const table = within(first).getByRole('table', { name: 'Rent steps of Tenant #1' });
    const dates = within(table).getAllByLabelText('Rent Step Date', { exact: true });
    const rents = within(table).getAllByLabelText('Rent Step Rent per Sq Ft', { exact: true });
    await replaceText(user, dates[1]!, '2027-07-01');
    await replaceText(user, rents[1]!, '39.5');
    expect(lease(store, 0)?.rentSteps?.[1]).toEqual({ date: '2027-07-01', rentPerSqft: 39.5 });
    expect(engineLease(store, 0)?.rentSteps).toEqual([
      { date: '2026-01-01', rentPerSqft: 37.08 },
      { date: '2027-07-01', rentPerSqft: 39.5 },
    ]);

    await user.click(within(table).getByRole('button', { name: 'Remove rent step 1' }));
    expect(lease(store, 0)?.rentSteps).toEqual([{ date: '2027-07-01', rentPerSqft: 39.5 }]);
    await user.click(within(first).getByRole('button', { name: 'Remove rent step 1' }));
    expect(lease(store, 0)?.rentSteps).toEqual([]);
    expect(within(first).getByRole('button', { name: 'Rent steps (0)' })).toBeInTheDocument();
    expect(increase).toBeEnabled();
  });

  it('shows the order message at the step that breaks it, and opens a closed editor for it', async () => {
    const initial = retailRentRoll();
    const steps = [
      { date: '2027-01-01', rentPerSqft: 38 },
      { date: '2026-06-01', rentPerSqft: 39 },
      { date: '2028-01-01', rentPerSqft: 40 },
    ];
    initial.tenantLeases[0] = { ...initial.tenantLeases[0]!, rentSteps: steps };
    const { store } = await renderRoll(initial);
    const first = tenant(1);
    expect(within(first).getByRole('button', { name: 'Rent steps (3)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    act(() => {
      store.revealErrors();
    });
    const table = await within(first).findByRole('table', { name: 'Rent steps of Tenant #1' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[1]!).getByText(MESSAGES.rentStepsOrder)).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(MESSAGES.rentStepsOrder)).toBeNull();
    expect(within(rows[2]!).queryByText(MESSAGES.rentStepsOrder)).toBeNull();
    expect(within(rows[1]!).getByLabelText('Rent Step Date', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('lists 500 tenants compactly with the suite first, found by suite, flagged by a step message', async () => {
    const initial = suitedRoll(500);
    initial.tenantLeases[449] = {
      ...initial.tenantLeases[449]!,
      rentSteps: [{ date: '2024-01-01', rentPerSqft: 1 }], // before the lease's start (2025-01-01)
    };
    const { user, store } = await renderRoll(initial);
    const table = screen.getByRole('table', { name: 'Tenants' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(header.slice(0, 2)).toEqual(['Suite', 'Tenant']);
    const rows = () =>
      within(screen.getByRole('table', { name: 'Tenants' }))
        .getAllByRole('row')
        .slice(1);
    expect(rows()).toHaveLength(25);
    expect(rows()[0]!.querySelector('td')?.textContent).toBe('S-001');
    expect(screen.getByText('Showing 1–25 of 500 tenants')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(rows().at(-1)!.querySelector('td')?.textContent).toBe('S-500');

    await replaceText(user, screen.getByLabelText('Find tenant', { exact: true }), 's-437');
    expect(screen.getByText('Showing 1–1 of 1 tenants')).toBeInTheDocument();
    expect(rows()[0]!.textContent).toContain('Tenant 437');

    act(() => {
      store.revealErrors();
    });
    expect(await screen.findByText(/tenant needs attention/)).toHaveTextContent(
      '1 tenant needs attention: Tenant #450',
    );
  });
});
