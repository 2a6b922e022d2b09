import { READY_TARGETS } from '@cre/underwriting';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { testUser } from '../../../../test/fixtures';
import { fakeProjectsApi, savedProject } from '../../../../test/projects-api';
import { renderApp } from '../../../../test/render';
import { createReadyTargetsStore, readyTargetsStore, targetsOfProject } from './ready-targets';

const verifiedUser = { ...testUser, isEmailVerified: true };
const button = (name: string) =>
  screen.getByText(name, { selector: '.mantine-Button-label' }).closest('button') as HTMLButtonElement;
const row = () => screen.getByRole('region', { name: 'Ready answers' });

afterEach(() => act(() => readyTargetsStore.reset()));

describe('ready-answer targets are remembered per project', { timeout: 60_000 }, () => {
  it('a loaded project shows its saved targets; edited targets are sent with Save', async () => {
    const office = { ...savedProject(officeDeal(), 9), readyTargets: { irr: 12, dscr: 1.4, cashOnCash: 7 } };
    const api = fakeProjectsApi([office]);
    const payloads: unknown[] = [];
    const { user } = renderApp('/underwriting', {
      handlers: {
        'auth.me': () => verifiedUser,
        ...api.handlers,
        'properties.save': (input) => {
          payloads.push(input);
          return api.handlers['properties.save']?.(input);
        },
      },
    });
    await screen.findByText('Harbor Point Office has been loaded for editing');
    fireEvent.click(button('Calculate Analysis'));
    // Calculate waits one second, then the results render in slices: slow on a loaded CI machine.
    await screen.findByRole('region', { name: 'Ready answers' }, { timeout: 20_000 });
    for (const label of [
      'Max price for 12% IRR',
      'Max price for 1.4x DSCR',
      'Max price for 7% cash-on-cash',
    ]) {
      expect(within(row()).getByRole('listitem', { name: label })).toBeInTheDocument();
    }
    await user.click(within(row()).getByRole('button', { name: 'Edit ready-answer targets' }));
    fireEvent.change(await screen.findByLabelText('Target DSCR'), { target: { value: '1.3' } });
    expect(
      await within(row()).findByRole('listitem', { name: 'Max price for 1.3x DSCR' }),
    ).toBeInTheDocument();
    await user.click(button('Save Project'));
    await waitFor(() => expect(payloads).toHaveLength(1));
    expect(payloads[0]).toMatchObject({ id: 9, readyTargets: { irr: 12, dscr: 1.3, cashOnCash: 7 } });
    expect(api.projects()[0]?.readyTargets).toEqual({ irr: 12, dscr: 1.3, cashOnCash: 7 });
  });

  it('a project saved without targets, and a new analysis, use the defaults', async () => {
    act(() => readyTargetsStore.set({ irr: 30, dscr: 2, cashOnCash: 20 }));
    const api = fakeProjectsApi([savedProject(retailRentRoll(), 31)]);
    const { user } = renderApp('/underwriting', {
      handlers: { 'auth.me': () => verifiedUser, ...api.handlers },
    });
    await screen.findByText('Maple Plaza has been loaded for editing');
    expect(readyTargetsStore.get()).toEqual(READY_TARGETS);
    act(() => readyTargetsStore.set({ irr: 30, dscr: 2, cashOnCash: 20 }));
    await user.click(button('New Project'));
    await waitFor(() => expect(readyTargetsStore.get()).toEqual(READY_TARGETS));
  });
});

describe('targetsOfProject', () => {
  it('takes saved targets and fills what is missing with the defaults', () => {
    expect(targetsOfProject(null)).toEqual(READY_TARGETS);
    expect(targetsOfProject({ readyTargets: null })).toEqual(READY_TARGETS);
    expect(targetsOfProject({ readyTargets: { irr: 11 } })).toEqual({ ...READY_TARGETS, irr: 11 });
    const store = createReadyTargetsStore();
    let calls = 0;
    store.subscribe(() => {
      calls += 1;
    });
    store.set({ ...READY_TARGETS });
    expect(calls).toBe(0);
    store.set({ irr: 1, dscr: 1, cashOnCash: 1 });
    expect(calls).toBe(1);
  });
});
