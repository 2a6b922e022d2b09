import { analyze, type ReadyTargets } from '@cre/underwriting';
import { targetsOfProject } from '../analyzer/goal-seek/ready-targets';
import type { Calculation } from '../analyzer/model/calculation';
import { analysisDate, isoDate } from '../analyzer/model/calculation';
import { projectToFormValues, toAnalysisInput } from '../analyzer/model/deal-mapping';
import type { RiskExport } from '../analyzer/report/risk-sections';
import { defaultRiskSettings, riskSettingsOfProject } from '../analyzer/risk/risk-settings';
import { type Comparison, compareScenarios } from '../analyzer/scenarios/compare-model';
import type { SharedProject } from './share-api';

/** What the shared page shows: the analyzer's calculation of the project and its ready-answer targets. */
export interface SharedCalculation {
  calculation: Calculation;
  targets: ReadyTargets;
  /** Base and the project's scenario variants side by side; null when it has no variants. */
  comparison: Comparison | null;
  /** The project's risk settings (its own, or the deal's defaults) for the exports' Risk sections; no simulation. */
  risk: RiskExport;
}

/**
 * Runs the engine on a shared project exactly as the analyzer does for a loaded project: the saved
 * project becomes form values (`projectToFormValues`), then the engine's input (`toAnalysisInput`,
 * dated `asOf`, today by default), then `analyze()`; its scenario variants are compared with Base
 * the way the analyzer's Compare Scenarios card does; its risk settings feed the exports' Risk
 * sections as the analyzer's would (its tornado metric; no simulation is run on a shared page). Throws when the engine refuses the inputs.
 */
export function sharedCalculation(
  project: SharedProject,
  asOf: string = isoDate(new Date()),
): SharedCalculation {
  const values = projectToFormValues(project);
  const variants = project.scenarios ?? [];
  const input = toAnalysisInput(values, asOf);
  return {
    calculation: { values, asOf: analysisDate(values, asOf), result: analyze(input) },
    targets: targetsOfProject(project),
    comparison: variants.length === 0 ? null : compareScenarios(values, variants, asOf),
    risk: { settings: riskSettingsOfProject(project) ?? defaultRiskSettings(input), simulation: null },
  };
}
