import type { RiskSettings } from '@cre/underwriting';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { testUser } from '../../../../test/fixtures';
import { fakeProjectsApi, savedProject } from '../../../../test/projects-api';
import { renderApp } from '../../../../test/render';

const verifiedUser = { ...testUser, isEmailVerified: true };
const button = (name: string) =>
  screen.getByText(name, { selector: '.mantine-Button-label' }).closest('button') as HTMLButtonElement;
const card = () => screen.getByRole('region', { name: 'Risk' });
const metricField = () => within(card()).getByLabelText('Tornado Metric');

/** Picks a metric in the card's Tornado Metric select (its own list: other selects offer the same names). */
async function pickMetric(user: ReturnType<typeof renderApp>['user'], name: string) {
  const select = within(card()).getByRole('combobox', { name: 'Tornado Metric' });
  await user.click(select);
  const list = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the Tornado Metric select did not open');
    return element;
  });
  await user.click(within(list).getByRole('option', { name, hidden: true }));
}

const SAVED: RiskSettings = {
  tornadoMetric: 'dscr',
  runs: 2_000,
  seed: 7,
  variables: [{ variable: 'exitCapRate', distribution: { kind: 'uniform', min: 8.5, max: 10.5 } }],
  irrTargets: [0, 12],
};

/** The analyzer at /underwriting on the fake API's most recent project, recording every save's payload. */
async function openAnalyzer(projects: ReturnType<typeof savedProject>[]) {
  const api = fakeProjectsApi(projects);
  const payloads: Record<string, unknown>[] = [];
  const view = renderApp('/underwriting', {
    handlers: {
      'auth.me': () => verifiedUser,
      ...api.handlers,
      'properties.save': (input) => {
        payloads.push(input as Record<string, unknown>);
        return api.handlers['properties.save']?.(input);
      },
    },
  });
  await screen.findByText(`${projects[0]?.name} has been loaded for editing`, {}, { timeout: 20_000 });
  await within(await screen.findByRole('region', { name: 'Risk' }, { timeout: 20_000 })).findByTestId(
    'tornado-table',
    {},
    { timeout: 20_000 },
  );
  return { ...view, api, payloads };
}

describe('risk settings live with the project', { timeout: 90_000 }, () => {
  it("a project's saved settings are loaded, sent back with Save, and changed by the tornado metric", async () => {
    const office = { ...savedProject(officeDeal(), 9), riskSettings: SAVED };
    const { user, payloads, api } = await openAnalyzer([office]);
    expect(metricField()).toHaveValue('DSCR');
    expect(within(card()).getByTestId('tornado-table')).toHaveTextContent('DSCR at Low');

    await user.click(button('Save Project'));
    await waitFor(() => expect(payloads).toHaveLength(1));
    expect(payloads[0]).toMatchObject({ id: 9, riskSettings: SAVED });

    await pickMetric(user, 'Net Operating Income');
    await waitFor(() =>
      expect(within(card()).getByTestId('tornado-table')).toHaveTextContent('Net Operating Income at Low'),
    );
    await user.click(button('Save Project'));
    await waitFor(() => expect(payloads).toHaveLength(2));
    expect(payloads[1]).toMatchObject({ id: 9, riskSettings: { ...SAVED, tornadoMetric: 'noi' } });
    // the fake server keeps what it is sent, as the real one does
    expect((api.projects()[0] as { riskSettings?: unknown }).riskSettings).toEqual({
      ...SAVED,
      tornadoMetric: 'noi',
    });
  });

  it('a project without settings saves null (the defaults); New Project and Clear Form reset them', async () => {
    const retail = savedProject(retailRentRoll(), 31);
    const { user, payloads } = await openAnalyzer([retail]);
    expect(metricField()).toHaveValue('IRR');
    await user.click(button('Save Project'));
    await waitFor(() => expect(payloads).toHaveLength(1));
    expect(payloads[0]).toMatchObject({ id: 31, riskSettings: null });

    await pickMetric(user, 'Equity Multiple');
    await waitFor(() => expect(metricField()).toHaveValue('Equity Multiple'));
    await user.click(button('New Project'));
    // a new analysis starts on the defaults (and, its form empty, waits for a deal)
    await waitFor(() => expect(metricField()).toHaveValue('IRR'));
  });

  it('Clear Form puts the settings back to the defaults', async () => {
    const office = { ...savedProject(officeDeal(), 12), riskSettings: SAVED };
    const { user } = await openAnalyzer([office]);
    expect(metricField()).toHaveValue('DSCR');
    await user.click(button('Clear Form'));
    await waitFor(() => expect(metricField()).toHaveValue('IRR'));
  });
});
