/**
 * What the exports' Risk sections get from the analyzer page: the project's risk settings (its
 * own, or the deal's defaults) and the Monte Carlo's last result, but only while it still
 * describes the deal and the settings on screen. A result is kept with the deal and settings it
 * was run on; once either changes (the panel marks it "Out of date"), the exports leave the
 * simulation out rather than print statistics of other inputs.
 */
import type { AnalysisInput, RiskSettings, SimulationResult } from '@cre/underwriting';
import type { Calculation } from '../model/calculation';
import { toAnalysisInput } from '../model/deal-mapping';
import type { RiskExport } from '../report/risk-sections';
import { defaultRiskSettings, type RiskSettingsStore, sameRiskSettings } from './risk-settings';

/** A finished simulation and what it ran on. */
export interface RanSimulation {
  result: SimulationResult;
  /** The settings of the run (the tornado's metric aside, which a simulation does not read). */
  settings: RiskSettings;
  /** The deal it ran on, as JSON of the engine's input. */
  deal: string;
}

/** The settings in force: the project's own, or the deal's defaults. */
export function settingsInForce(store: RiskSettingsStore, input: AnalysisInput): RiskSettings {
  return store.get() ?? defaultRiskSettings(input);
}

/**
 * A finished simulation recorded with the deal in the form when it finished (`deal`: the form's
 * values and their analysis date, as a calculation dates them) and the settings in force.
 */
export function recordSimulation(
  result: SimulationResult,
  store: RiskSettingsStore,
  deal: Pick<Calculation, 'values' | 'asOf'>,
): RanSimulation {
  const input = toAnalysisInput(deal.values, deal.asOf);
  return { result, settings: settingsInForce(store, input), deal: JSON.stringify(input) };
}

/**
 * The Risk sections' input for an export of `calculation`: the settings in force, and the last
 * simulation when it ran on this deal with these settings (runs, seed, variables, IRR targets).
 */
export function riskExportOf(
  calculation: Calculation,
  store: RiskSettingsStore,
  ran: RanSimulation | null,
): RiskExport {
  const input = toAnalysisInput(calculation.values, calculation.asOf);
  const settings = settingsInForce(store, input);
  const current =
    ran !== null &&
    ran.deal === JSON.stringify(input) &&
    sameRiskSettings({ ...ran.settings, tornadoMetric: settings.tornadoMetric }, settings);
  return { settings, simulation: current ? ran.result : null };
}
