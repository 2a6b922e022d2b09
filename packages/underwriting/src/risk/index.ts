/** Risk analysis (underwriting.md section 13): the tornado, the Monte Carlo simulation and their settings. */

export {
  defaultSimulationVariables,
  riskMetricsFor,
  riskVariableRange,
  riskVariableValue,
} from './risk-defaults.js';
export { RISK_MESSAGES, RISK_METRIC_KEYS } from './risk-messages.js';
export { RISK_METRICS, type RiskMetricInfo } from './risk-metrics.js';
export {
  MAX_IRR_TARGETS,
  MAX_RISK_VARIABLES,
  type RiskSettings,
  riskSettingsObject,
  riskSettingsSchema,
  simulationVariableSchema,
} from './risk-settings.js';
export type * from './risk-types.js';
export { type RiskVariableUnit, riskVariableUnit } from './risk-units.js';
export { isRiskVariable, RISK_VARIABLE_KEYS, riskVariableLabel } from './risk-variables.js';
export {
  concatSamples,
  type SimulationRunner,
  simulate,
  simulationRunner,
  summarizeSimulation,
} from './simulate.js';
export { defaultTornadoSwings, tornado } from './tornado.js';
