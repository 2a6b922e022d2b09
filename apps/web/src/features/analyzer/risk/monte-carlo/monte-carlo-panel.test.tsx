import {
  type AnalysisInput,
  defaultSimulationVariables,
  RISK_MESSAGES,
  RISK_METRICS,
  type RiskSettings,
  riskMetricsFor,
  riskSettingsObject,
  riskVariableLabel,
  type SimulateOptions,
  type SimulationResult,
  simulate,
} from '@cre/underwriting';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/render';
import { MonteCarloPanel } from './monte-carlo-panel';
import { SimulationPoolContext, type SimulationPoolSource } from './pool-context';
import { formatRiskValue, formatShare } from './risk-format';
import type { SimulationOutcome, SimulationPool } from './simulation-pool';
import { simpleDeal } from './simulation-test-support';
import { TYPING_PAUSE_MS } from './use-simulation';

/** A job the test ends by hand. */
interface FakeJob {
  input: AnalysisInput;
  options: SimulateOptions;
  progress: (done: number, total: number) => void;
  settle: (outcome: SimulationOutcome) => void;
}

/** A pool that records jobs and runs nothing. */
function fakePool() {
  const jobs: FakeJob[] = [];
  const pause = vi.fn();
  const pool: SimulationPool = {
    size: 2,
    warm: () => undefined,
    pause,
    run: (input, options, onProgress) => {
      let settle!: (outcome: SimulationOutcome) => void;
      const done = new Promise<SimulationOutcome>((resolve) => {
        settle = resolve;
      });
      jobs.push({ input, options, progress: onProgress ?? (() => undefined), settle });
      return { done, cancel: () => settle({ kind: 'cancelled' }) };
    },
    dispose: () => undefined,
  };
  return { jobs, pause, source: { available: true, create: () => pool } satisfies SimulationPoolSource };
}

const defaultsFor = (input: AnalysisInput): RiskSettings =>
  riskSettingsObject.parse({ variables: defaultSimulationVariables(input), irrTargets: [0, 12] });

interface HarnessProps {
  input: AnalysisInput | null;
  defaults: RiskSettings;
  onSettings: (settings: RiskSettings) => void;
  onResult: (result: SimulationResult | null) => void;
}

/** Sets the harness's deal (as the card would pass a new one). */
let setDeal: (input: AnalysisInput | null) => void = () => undefined;

function Harness({ input: initial, defaults, onSettings, onResult }: HarnessProps) {
  const [settings, setSettings] = useState(defaults);
  const [input, setInput] = useState(initial);
  setDeal = setInput;
  return (
    <MonteCarloPanel
      input={input}
      settings={settings}
      defaults={defaults}
      onSettingsChange={(next) => {
        onSettings(next);
        setSettings(next);
      }}
      onResult={onResult}
    />
  );
}

async function renderPanel(input: AnalysisInput | null = simpleDeal(), source?: SimulationPoolSource) {
  const pool = fakePool();
  const onSettings = vi.fn();
  const onResult = vi.fn();
  const defaults = defaultsFor(simpleDeal());
  const view = renderWithProviders(
    <SimulationPoolContext value={source ?? pool.source}>
      <Harness input={input} defaults={defaults} onSettings={onSettings} onResult={onResult} />
    </SimulationPoolContext>,
  );
  const rerender = (deal: AnalysisInput | null) => act(() => setDeal(deal));
  await screen.findByRole('heading', { name: 'Monte Carlo simulation' });
  return { ...view, jobs: pool.jobs, pause: pool.pause, onSettings, onResult, rerender, defaults };
}

/** Opens a Mantine select and picks the option (options are found hidden: jsdom runs no transitions). */
async function choose(user: UserEvent, select: HTMLElement, option: string): Promise<void> {
  await user.click(select);
  const list = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error('the select did not open');
    return element;
  });
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

const panel = () => screen.getByRole('region', { name: 'Monte Carlo simulation' });
const runButton = () => within(panel()).getByRole('button', { name: 'Run simulation' });
const variable = (key: string) => within(panel()).getByRole('group', { name: riskVariableLabel(key) });

describe('Monte Carlo panel', { timeout: 30_000 }, () => {
  it("lists the default variables with their distributions, runs 10,000, seed 1 and the deal's targets", async () => {
    await renderPanel();
    for (const key of ['exitCapRate', 'rentEscalationRate', 'vacancyRate'])
      expect(variable(key)).toBeInTheDocument();
    const exit = defaultsFor(simpleDeal()).variables[0]!.distribution;
    if (exit.kind !== 'triangular') throw new Error('the exit cap default is triangular');
    expect(within(variable('exitCapRate')).getByLabelText('Mode')).toHaveValue(String(exit.mode));
    expect(within(variable('rentEscalationRate')).getByLabelText('SD')).toHaveValue('1');
    expect(within(panel()).getByRole('radio', { name: '10,000' })).toBeChecked();
    expect(within(panel()).getByLabelText('Seed')).toHaveValue('1');
    expect(within(panel()).getByLabelText('IRR target 2')).toHaveValue('12');
    expect(runButton()).toBeEnabled();
  });

  it('runs in the pool with the settings, shows progress, and cancels', async () => {
    const { jobs, user, onResult, pause } = await renderPanel();
    fireEvent.keyDown(window, { key: '5' });
    expect(pause).not.toHaveBeenCalled();
    await user.click(runButton());
    expect(jobs).toHaveLength(1);
    const { options } = jobs[0]!;
    expect(options).toMatchObject({ runs: 10_000, seed: 1, thresholds: { irr: [0, 12] } });
    expect(options.metrics).toEqual(riskMetricsFor(simpleDeal()));
    expect(options.variables).toEqual(defaultsFor(simpleDeal()).variables);
    expect(onResult).toHaveBeenLastCalledWith(null);
    expect(runButton()).toBeDisabled();
    act(() => jobs[0]!.progress(2_500, 10_000));
    const bar = await within(panel()).findByRole('progressbar', { name: 'Simulation progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '2,500 of 10,000 runs'));
    expect(bar).toHaveAttribute('aria-valuenow', '2500');
    expect(bar).toHaveAttribute('aria-valuemax', '10000');
    // typing anywhere while it runs pauses the workers
    fireEvent.keyDown(window, { key: '5' });
    expect(pause).toHaveBeenLastCalledWith(TYPING_PAUSE_MS);
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect(await within(panel()).findByText('Simulation cancelled.')).toBeInTheDocument();
    expect(within(panel()).queryByRole('progressbar')).toBeNull();
    expect(runButton()).toBeEnabled();
  });

  it('shows the histogram with P10 / P50 / P90, the probabilities below the targets and the statistics', async () => {
    const { jobs, user, onResult, rerender } = await renderPanel();
    await user.click(within(panel()).getByRole('radio', { name: '1,000' }));
    await user.click(runButton());
    const job = jobs[0]!;
    expect(job.options.runs).toBe(1_000);
    const result = simulate(job.input, job.options);
    await act(async () => job.settle({ kind: 'done', result, samples: {} }));
    expect(onResult).toHaveBeenLastCalledWith(result);
    const irr = result.metrics.irr!;
    const tabs = within(panel())
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(riskMetricsFor(simpleDeal()).map((metric) => RISK_METRICS[metric].label));
    const histogram = within(panel()).getByRole('img', { name: /^Histogram of IRR/ });
    const tick = (value: number | null) => `${(value ?? Number.NaN).toFixed(1)}%`;
    expect(histogram).toHaveAccessibleName(
      `Histogram of IRR over ${irr.valid.toLocaleString('en-US')} runs: P10 ${tick(irr.p10)}, P50 ${tick(irr.p50)}, P90 ${tick(irr.p90)}`,
    );
    expect(histogram.querySelectorAll('rect')).toHaveLength(20);
    expect(
      [...histogram.querySelectorAll('[data-marker]')].map((g) => g.getAttribute('data-marker')),
    ).toEqual(['P10', 'P50', 'P90']);
    expect(within(panel()).getByText('Probability IRR below 0%:')).toHaveTextContent(
      `Probability IRR below 0%: ${formatShare(irr.below['0'])}`,
    );
    expect(within(panel()).getByText('Probability IRR below 12%:')).toHaveTextContent(
      `Probability IRR below 12%: ${formatShare(irr.below['12'])}`,
    );
    const table = within(panel()).getByRole('table', { name: 'Statistics of IRR' });
    const cell = (row: string) =>
      within(within(table).getByRole('row', { name: new RegExp(`^${row}`) })).getByRole('cell');
    expect(cell('Valid runs')).toHaveTextContent(`${irr.valid.toLocaleString('en-US')} of 1,000`);
    expect(cell('P50 \\(median\\)')).toHaveTextContent(formatRiskValue('irr', irr.p50));
    expect(cell('Standard deviation')).toHaveTextContent(formatRiskValue('irr', irr.sd));
    expect(cell('P95')).toHaveTextContent(formatRiskValue('irr', irr.p95));

    // another metric's tab
    await user.click(within(panel()).getByRole('tab', { name: RISK_METRICS.equityMultiple.label }));
    const multiple = result.metrics.equityMultiple!;
    expect(
      within(panel()).getByRole('table', { name: `Statistics of ${RISK_METRICS.equityMultiple.label}` }),
    ).toHaveTextContent(formatRiskValue('equityMultiple', multiple.p50));
    expect(within(panel()).queryByText(/^Probability/)).toBeNull();

    // a change to the deal makes the result out of date; back to the same deal, it is current again
    expect(within(panel()).queryByText('Out of date')).toBeNull();
    rerender({ ...simpleDeal(), purchasePrice: 5_100_000 });
    expect(await within(panel()).findByText('Out of date')).toBeInTheDocument();
    rerender(simpleDeal());
    await waitFor(() => expect(within(panel()).queryByText('Out of date')).toBeNull());
    // so does a change of the settings
    fireEvent.change(within(panel()).getByLabelText('Seed'), { target: { value: '7' } });
    expect(await within(panel()).findByText('Out of date')).toBeInTheDocument();
  });

  it('shows the messages under the fields, keeps invalid settings to itself and cannot run them', async () => {
    const { onSettings } = await renderPanel();
    fireEvent.change(within(variable('exitCapRate')).getByLabelText('Max'), { target: { value: '1' } });
    expect(
      await within(variable('exitCapRate')).findByText(RISK_MESSAGES.minMax('exitCapRate')),
    ).toBeInTheDocument();
    expect(onSettings).not.toHaveBeenCalled();
    expect(runButton()).toBeDisabled();
    expect(within(panel()).getByText('Fix the messages above to run a simulation.')).toBeInTheDocument();
    fireEvent.change(within(variable('rentEscalationRate')).getByLabelText('SD'), {
      target: { value: '-1' },
    });
    expect(await within(panel()).findByText(RISK_MESSAGES.sd('rentEscalationRate'))).toBeInTheDocument();
    fireEvent.change(within(panel()).getByLabelText('IRR target 1'), { target: { value: '2000' } });
    expect(
      await within(panel()).findByText('IRR target must be between -100% and 1000%'),
    ).toBeInTheDocument();
  });

  it('removes, adds and resets variables, passing each valid edit on', async () => {
    const { user, onSettings, defaults } = await renderPanel();
    await user.click(
      within(panel()).getByRole('button', { name: `Remove ${riskVariableLabel('vacancyRate')}` }),
    );
    expect(onSettings).toHaveBeenLastCalledWith({
      ...defaults,
      variables: defaults.variables.filter((entry) => entry.variable !== 'vacancyRate'),
    });
    await choose(
      user,
      within(panel()).getByRole('combobox', { name: 'Add a variable' }),
      riskVariableLabel('purchasePrice'),
    );
    expect(variable('purchasePrice')).toBeInTheDocument();
    expect(onSettings.mock.lastCall![0].variables.at(-1)).toEqual({
      variable: 'purchasePrice',
      distribution: { kind: 'triangular', min: 4_500_000, mode: 5_000_000, max: 5_500_000 },
    });
    // a distribution changes kind keeping its centre and spread
    await choose(
      user,
      within(variable('purchasePrice')).getByRole('combobox', { name: 'Distribution' }),
      'Uniform',
    );
    expect(onSettings.mock.lastCall![0].variables.at(-1)).toEqual({
      variable: 'purchasePrice',
      distribution: { kind: 'uniform', min: 4_500_000, max: 5_500_000 },
    });
    await user.click(within(panel()).getByRole('button', { name: 'Reset to defaults' }));
    expect(onSettings).toHaveBeenLastCalledWith(defaults);
    expect(within(panel()).queryByRole('group', { name: riskVariableLabel('purchasePrice') })).toBeNull();
  });

  it("says why it cannot run: no Web Workers, the deal's messages, the engine's refusal", async () => {
    const none = await renderPanel(simpleDeal(), {
      available: false,
      create: () => fakePool().source.create(),
    });
    expect(
      await within(panel()).findByText(/cannot run background workers \(Web Workers\)/),
    ).toBeInTheDocument();
    expect(runButton()).toBeDisabled();
    none.unmount();

    const invalid = await renderPanel(null);
    expect(
      within(panel()).getByText('Fix the messages in the property inputs to run a simulation.'),
    ).toBeInTheDocument();
    expect(runButton()).toBeDisabled();
    invalid.unmount();

    const { jobs, user } = await renderPanel();
    await user.click(runButton());
    await act(async () =>
      jobs[0]!.settle({
        kind: 'error',
        message: 'Mean must be given for discountRate: this deal leaves it unset',
      }),
    );
    const alert = within(panel()).getByRole('alert');
    expect(alert).toHaveTextContent('The simulation could not run');
    expect(alert).toHaveTextContent('Mean must be given for discountRate: this deal leaves it unset');
  });
});
