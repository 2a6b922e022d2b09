/**
 * The messages of risk analysis's option checks, in the style of underwriting.md section 1: each
 * names the option ("Runs must be a whole number from 1 to 100,000"), and the variable or metric
 * it is about.
 */
import type { RiskMetric } from './risk-types.js';

/** The metrics risk analysis reports, in the order the card and the exports list them. */
export const RISK_METRIC_KEYS: readonly RiskMetric[] = [
  'irr',
  'lpIrr',
  'gpIrr',
  'npv',
  'equityMultiple',
  'cashOnCash',
  'dscr',
  'noi',
];

export const RISK_MESSAGES = {
  runs: 'Runs must be a whole number from 1 to 100,000',
  seed: 'Seed must be a whole number from -9,007,199,254,740,991 to 9,007,199,254,740,991',
  variables: 'Variables must be a list of { variable, distribution }',
  swings: 'Swings must be a list of { variable, low, high }',
  metrics: 'Metrics must be a list of metric names',
  unknownVariable: (variable: string) =>
    `Variable must be a numeric input of the deal, rentScale or expenseScale ("${variable}" is not)`,
  twice: (variable: string) => `Variable ${variable} is listed twice`,
  noGroup: (variable: string) => `Variable ${variable} needs its capital-stack group: this deal has none`,
  noValue: (variable: string) => `Mean must be given for ${variable}: this deal leaves it unset`,
  unknownMetric: (metric: string) =>
    `Metric must be one of ${RISK_METRIC_KEYS.join(', ')} ("${metric}" is not)`,
  noWaterfall: (metric: string) => `Metric ${metric} needs an equity waterfall: this deal has none`,
  kind: (variable: string) => `Distribution must be normal, triangular or uniform for ${variable}`,
  number: (option: string, variable: string) => `${option} must be a number for ${variable}`,
  sd: (variable: string) => `Sd must be 0 or more for ${variable}`,
  minMax: (variable: string) => `Min must not be above max for ${variable}`,
  mode: (variable: string) => `Mode must be between min and max for ${variable}`,
  thresholds: (metric: string) => `Thresholds must be a list of numbers for ${metric}`,
} as const;
