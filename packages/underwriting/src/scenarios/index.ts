/** Scenarios: Base and up to five variants of a project's inputs. */
export {
  analyzeScenarios,
  BASE_SCENARIO,
  MAX_SCENARIO_NAME,
  MAX_SCENARIO_VARIANTS,
  SCENARIO_COMPARE_METRICS,
  SCENARIO_FIELDS,
  SCENARIO_MESSAGES,
  type ScenarioAnalysis,
  type ScenarioCompareKey,
  type ScenarioCompareMetric,
  type ScenarioOverrides,
  type ScenarioVariant,
  scenarioDeal,
  scenarioIssues,
} from './scenarios.js';
