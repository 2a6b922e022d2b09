import {
  analyzeScenarios,
  formatMetricValue,
  METRICS,
  metricsBy,
  SCENARIO_MESSAGES,
} from '@cre/underwriting';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { officeDeal } from '../../../../test/analyzer-fixtures';
import { captureDownloads } from '../../../../test/downloads';
import { testUser } from '../../../../test/fixtures';
import { fakeProjectsApi, savedProject } from '../../../../test/projects-api';
import { renderApp } from '../../../../test/render';
import type { MockHandler } from '../../../../test/trpc-mock';
import { isoDate } from '../model/calculation';
import { toAnalysisInput } from '../model/deal-mapping';
import { formatDifference } from './compare-model';

const verifiedUser = { ...testUser, isEmailVerified: true };

/** The office deal's exit cap rate (it has none of its own: the engine's) plus 50 bp. */
const DOWNSIDE_EXIT =
  (analyzeScenarios(toAnalysisInput(officeDeal(), isoDate(new Date())), [])[0]?.result.exitCapRate ?? 0) +
  0.5;

/** Opens the analyzer on project 9 (the office deal, with `scenarios`), signed in and verified. */
async function openProject(scenarios: { name: string; overrides: Record<string, unknown> }[] = []) {
  const api = fakeProjectsApi([savedProject(officeDeal(), 9, scenarios)]);
  const payloads: Record<string, unknown>[] = [];
  const handlers: Record<string, MockHandler> = {
    'auth.me': () => verifiedUser,
    ...api.handlers,
    'properties.save': (input) => {
      payloads.push(input);
      return api.handlers['properties.save']?.(input);
    },
  };
  const view = renderApp('/underwriting?project=9', { handlers });
  await screen.findByRole('region', { name: 'Scenarios' }, { timeout: 20_000 });
  await screen.findByText('Harbor Point Office has been loaded for editing', {}, { timeout: 20_000 });
  return { ...view, api, payloads };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const bar = () => screen.getByRole('region', { name: 'Scenarios' });
const tab = (name: string) => within(bar()).getByRole('tab', { name });
const barButton = (name: string) => within(bar()).getByRole('button', { name });

async function typeInto(user: ReturnType<typeof renderApp>['user'], label: string, text: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(text);
  await user.tab();
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('scenarios in the analyzer', { timeout: 60_000 }, () => {
  it('edits in a variant override the field only, marked with a reset; Base keeps its value', async () => {
    const { user } = await openProject();
    expect(tab('Base')).toHaveAttribute('aria-selected', 'true');
    await user.click(barButton('New scenario'));
    expect(tab('Scenario 2')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Reset Vacancy Rate to Base' })).toBeNull();
    await typeInto(user, 'Vacancy Rate', '10');
    expect(field('Vacancy Rate')).toHaveValue('10');
    expect(screen.getByRole('button', { name: 'Reset Vacancy Rate to Base' })).toBeInTheDocument();
    expect(within(bar()).getByText('1 input overridden')).toBeInTheDocument();

    await user.click(tab('Base'));
    expect(field('Vacancy Rate')).toHaveValue(String(officeDeal().vacancyRate));
    expect(screen.queryByText('Overridden')).toBeNull();

    await user.click(tab('Scenario 2'));
    expect(field('Vacancy Rate')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Reset Vacancy Rate to Base' }));
    expect(field('Vacancy Rate')).toHaveValue(String(officeDeal().vacancyRate));
    expect(screen.queryByRole('button', { name: 'Reset Vacancy Rate to Base' })).toBeNull();
  });

  it('a switch a variant changes (Interest Only, NNN Lease) is marked overridden too, with its reset', async () => {
    const { user } = await openProject();
    await user.click(barButton('New scenario'));
    const interestOnly = () => screen.getByRole('switch', { name: /Interest Only/ });
    const before = (interestOnly() as HTMLInputElement).checked;
    expect(screen.queryByRole('button', { name: 'Reset Interest Only to Base' })).toBeNull();
    await user.click(interestOnly());
    expect((interestOnly() as HTMLInputElement).checked).toBe(!before);
    expect(screen.getByRole('button', { name: 'Reset Interest Only to Base' })).toBeInTheDocument();
    expect(within(bar()).getByText('1 input overridden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Interest Only to Base' }));
    expect((interestOnly() as HTMLInputElement).checked).toBe(before);
    expect(screen.queryByRole('button', { name: 'Reset Interest Only to Base' })).toBeNull();

    const nnn = () => screen.getByRole('switch', { name: /NNN Lease/ });
    await user.click(nnn());
    expect(screen.getByRole('button', { name: 'Reset NNN Lease to Base' })).toBeInTheDocument();
    await user.click(tab('Base'));
    expect(screen.queryByRole('button', { name: 'Reset NNN Lease to Base' })).toBeNull();
  });

  it('adds at most five variants (New scenario disabled, saying why), renames and deletes after confirming', async () => {
    const { user } = await openProject();
    for (let i = 0; i < 5; i++) await user.click(barButton('New scenario'));
    expect(barButton('New scenario')).toBeDisabled();
    await user.hover(barButton('New scenario').parentElement as HTMLElement);
    expect(await screen.findByText(SCENARIO_MESSAGES.tooMany)).toBeInTheDocument();

    await user.click(tab('Scenario 3'));
    await user.click(barButton('Rename Scenario 3'));
    const dialog = await screen.findByRole('dialog', { name: 'Rename scenario' });
    const name = within(dialog).getByLabelText('Scenario name');
    await user.clear(name);
    await user.type(name, 'base');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByText(SCENARIO_MESSAGES.nameBase)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Downside');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename scenario' })).toBeNull());
    expect(tab('Downside')).toHaveAttribute('aria-selected', 'true');

    await user.click(barButton('Delete Downside'));
    const confirm = await screen.findByRole('dialog', { name: 'Delete scenario' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete scenario' }));
    expect(within(bar()).queryByRole('tab', { name: 'Downside' })).toBeNull();
    expect(tab('Base')).toHaveAttribute('aria-selected', 'true');
    expect(barButton('New scenario')).toBeEnabled();
  });

  it('compares Base and the variants with the engine’s figures and the differences to Base', async () => {
    const { user } = await openProject([
      { name: 'Downside', overrides: { exitCapRate: DOWNSIDE_EXIT, vacancyRate: 10 } },
      { name: 'Upside', overrides: { rentEscalationRate: 4 } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Compare Scenarios' }));
    const table = await screen.findByRole('table', { name: 'Scenario comparison' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Metric', 'Base', 'Downside', 'Upside']);
    const analyses = analyzeScenarios(toAnalysisInput(officeDeal(), isoDate(new Date())), [
      { name: 'Downside', overrides: { exitCapRate: DOWNSIDE_EXIT, vacancyRate: 10 } },
      { name: 'Upside', overrides: { rentEscalationRate: 4 } },
    ]);
    // no discount rate: no NPV row
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      metricsBy('compare')
        .filter((key) => key !== 'npv')
        .map((key) => METRICS[key].label),
    );
    analyses.forEach((analysis, index) => {
      const cell = screen.getByTestId(`compare-irr-${index}`);
      expect(cell).toHaveTextContent(formatMetricValue('irr', analysis.result.irr));
      if (index === 0) return;
      const difference = analysis.result.irr - (analyses[0]?.result.irr ?? 0);
      const shown = within(cell).getByText(formatDifference('percent', difference));
      expect(shown).toHaveAttribute('data-tone', difference > 0 ? 'better' : 'worse');
    });
    expect(analyses[1]?.result.irr).toBeLessThan(analyses[0]?.result.irr ?? 0);
    expect(analyses[2]?.result.irr).toBeGreaterThan(analyses[0]?.result.irr ?? 0);

    // live: a Base edit moves every column
    await typeInto(user, 'Purchase Price', '3,000,000');
    const live = analyzeScenarios(
      toAnalysisInput({ ...officeDeal(), purchasePrice: 3_000_000 }, isoDate(new Date())),
      [
        { name: 'Downside', overrides: { exitCapRate: DOWNSIDE_EXIT, vacancyRate: 10 } },
        { name: 'Upside', overrides: { rentEscalationRate: 4 } },
      ],
    );
    await waitFor(() =>
      expect(screen.getByTestId('compare-irr-2')).toHaveTextContent(
        formatMetricValue('irr', live[2]?.result.irr ?? 0),
      ),
    );
  });

  it('saves the variants with the project (Base is the project’s inputs) and restores them on load', async () => {
    const { user, payloads } = await openProject([{ name: 'Downside', overrides: { vacancyRate: 10 } }]);
    expect(tab('Downside')).toHaveAttribute('aria-selected', 'false');
    await user.click(tab('Downside'));
    expect(field('Vacancy Rate')).toHaveValue('10');
    await typeInto(user, 'Interest Rate', '7.5');
    await user.click(barButton('New scenario'));
    await typeInto(user, 'Rent Escalation Rate', '4');
    await user.click(screen.getByRole('button', { name: 'Save Project' }));
    expect(await screen.findByText('Property analysis saved successfully!')).toBeInTheDocument();
    expect(payloads).toHaveLength(1);
    const payload = payloads[0] as Record<string, unknown>;
    expect(payload.scenarios).toEqual([
      { name: 'Downside', overrides: { vacancyRate: 10, interestRate: 7.5 } },
      { name: 'Scenario 3', overrides: { rentEscalationRate: 4 } },
    ]);
    // the project's own inputs are Base's, whichever scenario is shown
    expect(payload.vacancyRate).toBe(officeDeal().vacancyRate);
    expect(payload.rentEscalationRate).toBe(officeDeal().rentEscalationRate);

    // New Project starts with Base only
    await user.click(screen.getByRole('button', { name: 'New Project' }));
    await waitFor(() => expect(within(bar()).getAllByRole('tab')).toHaveLength(1));
  });

  it('Export CSV adds the Scenario comparison of the page’s scenarios', async () => {
    const downloads = captureDownloads();
    const { user } = await openProject([{ name: 'Downside', overrides: { vacancyRate: 10 } }]);
    await user.click(screen.getByRole('button', { name: 'Calculate Analysis' }));
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 10_000 }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const [text] = await downloads.texts();
    expect(text).toContain('"Scenario comparison"\r\n"Metric","Base","Downside","Downside vs Base"');
  });
});
