import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  defaultSimulationVariables,
  formatPercent,
  RISK_METRICS,
  type RiskSettings,
  riskVariableLabel,
  type SimulationVariable,
  simulate,
} from '@cre/underwriting';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  formatRiskValue,
  formatShare,
  formatTarget,
} from '../src/features/analyzer/risk/monte-carlo/risk-format';
import { simulationOptions } from '../src/features/analyzer/risk/monte-carlo/simulation-options';
import { checkA11y, settle, visible, waitUntil } from './harness';
import { calculate, newAnalystPage, typeDeal } from './support/analyzer-page';
import { dealInput } from './support/deal';
import { chooseRuns, panel, setField } from './support/monte-carlo-panel';
import { exportPdf } from './support/pdf-export';

/** The Monte Carlo panel (risk/monte-carlo/monte-carlo-panel.tsx), inside the Risk card. */
/** A simulated variable's fieldset, by the variable's label. */
const variable = (page: Page, key: string): Locator =>
  panel(page).getByRole('group', { name: riskVariableLabel(key), exact: true });
/** The statistics table of a metric. */
const statistics = (page: Page, label: string): Locator =>
  panel(page).getByRole('table', { name: `Statistics of ${label}`, exact: true });

/** The statistics table's rows as label → value. */
async function readStatistics(table: Locator): Promise<Record<string, string>> {
  const rows = await table
    .locator('tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [
        tr.querySelector('th')?.textContent?.trim() ?? '',
        tr.querySelector('td')?.textContent?.trim() ?? '',
      ]),
    );
  return Object.fromEntries(rows);
}

/** The rows the table shows for the engine's statistics of IRR, formatted as the panel formats them. */
function expectedStatistics(stats: NonNullable<ReturnType<typeof simulate>['metrics']['irr']>, runs: number) {
  const f = (value: number | null) => formatRiskValue('irr', value);
  return {
    'Valid runs': `${stats.valid.toLocaleString('en-US')} of ${runs.toLocaleString('en-US')}`,
    Mean: f(stats.mean),
    'Standard deviation': f(stats.sd),
    Min: f(stats.min),
    P5: f(stats.p5),
    P10: f(stats.p10),
    P25: f(stats.p25),
    'P50 (median)': f(stats.p50),
    P75: f(stats.p75),
    P90: f(stats.p90),
    P95: f(stats.p95),
    Max: f(stats.max),
  };
}

/** The engine's CLI, run from its source through tsx (as the engine's own CLI tests run it: no build needed). */
const CLI = fileURLToPath(new URL('../../../packages/underwriting/src/cli.ts', import.meta.url));

/** `cre-underwrite simulate <deal> --runs N --seed S --json` on the deal: the CLI's own defaults for the variables. */
function cliSimulate(asOf: string, runs: number, seed: number): ReturnType<typeof simulate> {
  const file = join(mkdtempSync(join(tmpdir(), 'mc-e2e-')), 'deal.json');
  writeFileSync(file, JSON.stringify(dealInput(asOf)));
  const args = [
    '--import',
    'tsx',
    CLI,
    'simulate',
    file,
    '--runs',
    String(runs),
    '--seed',
    String(seed),
    '--json',
  ];
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8' })) as ReturnType<
    typeof simulate
  >;
}

/** The IRR targets the panel shows. */
async function irrTargets(page: Page): Promise<number[]> {
  const fields = panel(page).getByRole('textbox', { name: /^IRR target \d+$/ });
  const texts = await fields.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  return texts.map((text) => Number(text.replace(/,/g, '')));
}

/** Runs the simulation and waits for the IRR histogram and statistics. */
async function run(page: Page): Promise<void> {
  await panel(page).getByRole('button', { name: 'Run simulation' }).click();
  await visible(panel(page).getByRole('img', { name: /^Histogram of IRR over / }), 60_000);
  await visible(statistics(page, RISK_METRICS.irr.label));
}

/**
 * The browser's figures are Node's: the IRR statistics on screen equal `simulate()` of the same
 * deal and settings in this process, formatted; and so do the probabilities below the targets.
 */
async function expectNodeFigures(page: Page, settings: RiskSettings, asOf: string): Promise<void> {
  const input = dealInput(asOf);
  const result = simulate(input, simulationOptions(input, settings));
  const irr = result.metrics.irr!;
  const shown = await readStatistics(statistics(page, RISK_METRICS.irr.label));
  console.log(`[monte carlo] seed ${settings.seed}, ${settings.runs} runs: P50 ${shown['P50 (median)']}`);
  expect(shown).toEqual(expectedStatistics(irr, settings.runs));
  for (const target of settings.irrTargets) {
    const line = panel(page).getByText(`Probability IRR below ${formatTarget(target)}:`, { exact: false });
    expect(await line.textContent()).toBe(
      `Probability IRR below ${formatTarget(target)}: ${formatShare(irr.below[String(target)])}`,
    );
  }
}

describe('Monte Carlo', () => {
  test('runs in workers with the figures Node and the CLI give, cancels, and reruns a changed variable', async () => {
    const { page, asOf } = await newAnalystPage();
    await page.goto('/underwriting');
    await typeDeal(page);
    await visible(panel(page));
    const input = dealInput(asOf);

    // The deal's defaults: the exit cap rate triangular around the reported one, rent growth, vacancy.
    await panel(page).getByRole('button', { name: 'Reset to defaults' }).click();
    const defaults: SimulationVariable[] = defaultSimulationVariables(input);
    for (const entry of defaults) await visible(variable(page, entry.variable));
    const exit = defaults[0]!.distribution;
    if (exit.kind !== 'triangular') throw new Error('the exit cap rate default is triangular');
    expect(await variable(page, 'exitCapRate').getByLabel('Mode', { exact: true }).inputValue()).toBe(
      String(exit.mode),
    );

    // 1,000 runs with a seed of our own; the browser's statistics are Node's.
    await chooseRuns(page, '1,000');
    await setField(panel(page).getByLabel('Seed', { exact: true }), '20260115');
    await run(page);
    const settings: RiskSettings = {
      tornadoMetric: 'irr',
      runs: 1_000,
      seed: 20_260_115,
      variables: defaults,
      irrTargets: await irrTargets(page),
    };
    await expectNodeFigures(page, settings, asOf);
    // ... and the CLI's, with its defaults for the deal (the panel's after Reset to defaults)
    const cli = cliSimulate(asOf, settings.runs, settings.seed);
    expect(await readStatistics(statistics(page, RISK_METRICS.irr.label))).toEqual(
      expectedStatistics(cli.metrics.irr!, settings.runs),
    );
    const histogram = panel(page).getByRole('img', { name: /^Histogram of IRR over / });
    const p50 = simulate(input, simulationOptions(input, settings)).metrics.irr!.p50;
    expect(await histogram.getAttribute('aria-label')).toContain(`P50 ${p50?.toFixed(1)}%`);
    expect(await histogram.locator('[data-marker]').count()).toBe(3);
    await panel(page).getByRole('tab', { name: RISK_METRICS.equityMultiple.label }).click();
    await visible(statistics(page, RISK_METRICS.equityMultiple.label));
    await panel(page).getByRole('tab', { name: RISK_METRICS.irr.label }).click();
    await settle(page);
    await panel(page).screenshot({ path: '/tmp/monte-carlo-panel.png', animations: 'disabled' });
    await checkA11y(page, 'analyzer (Monte Carlo)');

    // Cancel a long simulation: the progress bar goes, no result is shown.
    await chooseRuns(page, '50,000');
    // Run, then Cancel as soon as it shows (in the page, with no round trip between the clicks: on
    // a fast machine 50,000 runs of this deal take a fraction of a second)
    const cancelled = await page.evaluate(async () => {
      const region = document.querySelector('[data-testid="monte-carlo"]') ?? document.body;
      const button = (name: string) =>
        [...region.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
      button('Run simulation')?.click();
      for (let frame = 0; frame < 600; frame++) {
        const cancel = button('Cancel');
        if (cancel && region.querySelector('[role="progressbar"]')) {
          cancel.click();
          return true;
        }
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      return false;
    });
    expect(cancelled, 'the Cancel button showed while the simulation ran').toBe(true);
    await visible(panel(page).getByText('Simulation cancelled.', { exact: true }));
    expect(await panel(page).getByRole('progressbar').count()).toBe(0);
    expect(
      await panel(page)
        .getByRole('img', { name: /^Histogram of / })
        .count(),
    ).toBe(0);

    // A changed variable: the exit cap rate up to 2 points above its mode; then the rerun's figures.
    await chooseRuns(page, '1,000');
    await run(page);
    const max = Math.round((exit.mode + 2) * 100) / 100;
    await setField(variable(page, 'exitCapRate').getByLabel('Max', { exact: true }), String(max));
    await visible(panel(page).getByText('Out of date', { exact: true }));
    await run(page);
    await waitUntil(async () => (await panel(page).getByText('Out of date', { exact: true }).count()) === 0, {
      timeout: 10_000,
      message: 'the rerun result is current',
    });
    const changed = defaults.map((entry, i) =>
      i === 0 ? { ...entry, distribution: { ...exit, max } } : entry,
    );
    await expectNodeFigures(page, { ...settings, variables: changed }, asOf);

    // The PDF's Risk section carries the simulation it ran: its seed and its IRR statistics.
    await calculate(page);
    const rerun = simulate(input, simulationOptions(input, { ...settings, variables: changed })).metrics.irr!;
    const { text } = await exportPdf(page, 'monte-carlo-pdf');
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Monte Carlo Settings',
      'Monte Carlo Statistics',
      '20,260,115',
      formatPercent(rerun.p50),
    ]) {
      expect(flat, `PDF text contains ${expected}`).toContain(expected);
    }
  });
});
