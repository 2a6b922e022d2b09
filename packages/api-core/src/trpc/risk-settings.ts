import { MAX_IRR_TARGETS, MAX_RISK_VARIABLES, RISK_METRIC_KEYS, riskSettingsObject } from '@cre/underwriting';

const { tornadoMetric, runs, seed, variables, irrTargets } = riskSettingsObject.shape;

/**
 * The risk card's settings a project keeps (issue 28: "saved with the project; results are
 * recomputed, not stored"): the engine's `riskSettingsObject` itself (every field's rule and
 * message, the check that no variable is listed twice), with each field described for the
 * OpenAPI document. A save stores them as checked, defaults filled in.
 */
export const riskSettingsSchema = riskSettingsObject
  .safeExtend({
    tornadoMetric: tornadoMetric.meta({
      description: `The metric the tornado ranks the variables by: ${RISK_METRIC_KEYS.join(', ')}; left out: irr`,
    }),
    runs: runs.meta({
      description: 'Monte Carlo runs: a whole number from 1 to 100,000; left out: 10,000',
    }),
    seed: seed.meta({
      description:
        'Seed of the simulation (the same seed and settings draw the same runs): a safe whole number; left out: 1',
    }),
    variables: variables.meta({
      description: `The simulated variables, at most ${MAX_RISK_VARIABLES}, each at most once: { variable, distribution }. variable: a numeric input of the deal (e.g. vacancyRate, exitCapRate), rentScale, expenseScale or a capital-stack group's secondLoanPercent, refinanceLtv, prefRate, residualPromote. distribution, in the variable's own unit: { kind: "normal", mean (left out: the deal's value), sd (0 or more) }, { kind: "triangular", min, mode, max (min <= mode <= max) } or { kind: "uniform", min, max (min <= max) }. Left out: []`,
    }),
    irrTargets: irrTargets.meta({
      description: `IRRs in percent (-100 to 1000, at most ${MAX_IRR_TARGETS}) whose chance of being reached the simulation reports; left out: [0]`,
    }),
  })
  .meta({
    id: 'RiskSettings',
    description:
      "The risk card's settings (tornado and Monte Carlo simulation); only the settings are stored, the results are recomputed",
  });
