/**
 * The risk card's settings a project keeps (issue 28: "settings are saved with the project; results
 * are recomputed, not stored"): the tornado's metric and the Monte Carlo's runs, seed, variables
 * and IRR targets. Null in a project means the card's defaults, derived from the deal.
 */
import { z } from 'zod';
import { RISK_MESSAGES as M, RISK_METRIC_KEYS } from './risk-messages.js';
import type { RiskMetric } from './risk-types.js';
import { isRiskVariable } from './risk-variables.js';

/** The most simulated variables a project keeps. */
export const MAX_RISK_VARIABLES = 20;
/** The most IRR targets a project keeps. */
export const MAX_IRR_TARGETS = 4;

const finite = (message: string) => z.number({ error: message }).finite(message);

/** A distribution: normal (mean optional: the deal's value), triangular or uniform. */
const distributionSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('normal'),
      mean: finite('Mean must be a number').optional(),
      sd: finite('Sd must be a number'),
    }),
    z.object({
      kind: z.literal('triangular'),
      min: finite('Min must be a number'),
      mode: finite('Mode must be a number'),
      max: finite('Max must be a number'),
    }),
    z.object({
      kind: z.literal('uniform'),
      min: finite('Min must be a number'),
      max: finite('Max must be a number'),
    }),
  ],
  { error: 'Distribution must be normal, triangular or uniform' },
);

/** One simulated variable. */
export const simulationVariableSchema = z
  .object({
    variable: z
      .string({ error: M.unknownVariable('') })
      .refine(isRiskVariable, { error: (issue) => M.unknownVariable(String(issue.input)) }),
    distribution: distributionSchema,
  })
  .superRefine((value, ctx) => {
    const d = value.distribution;
    if (d.kind === 'normal') {
      if (d.sd < 0)
        ctx.addIssue({ code: 'custom', message: M.sd(value.variable), path: ['distribution', 'sd'] });
      return;
    }
    if (d.min > d.max)
      ctx.addIssue({ code: 'custom', message: M.minMax(value.variable), path: ['distribution', 'max'] });
    else if (d.kind === 'triangular' && (d.mode < d.min || d.mode > d.max)) {
      ctx.addIssue({ code: 'custom', message: M.mode(value.variable), path: ['distribution', 'mode'] });
    }
  });

/** The risk card's settings. */
export const riskSettingsObject = z
  .object(
    {
      tornadoMetric: z
        .enum(RISK_METRIC_KEYS as [RiskMetric, ...RiskMetric[]], {
          error: (issue) => M.unknownMetric(String(issue.input)),
        })
        .default('irr'),
      runs: z.number({ error: M.runs }).int(M.runs).min(1, M.runs).max(100_000, M.runs).default(10_000),
      seed: z
        .number({ error: M.seed })
        .int(M.seed)
        .min(-Number.MAX_SAFE_INTEGER, M.seed)
        .max(Number.MAX_SAFE_INTEGER, M.seed)
        .default(1),
      variables: z
        .array(simulationVariableSchema)
        .max(MAX_RISK_VARIABLES, `At most ${MAX_RISK_VARIABLES} variables can be simulated`)
        .default([]),
      irrTargets: z
        .array(
          finite('IRR target must be a number')
            .min(-100, 'IRR target must be between -100% and 1000%')
            .max(1000, 'IRR target must be between -100% and 1000%'),
        )
        .max(MAX_IRR_TARGETS, `At most ${MAX_IRR_TARGETS} IRR targets can be given`)
        .default([0]),
    },
    { error: 'Risk settings must be an object or null' },
  )
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.variables.forEach((entry, index) => {
      if (seen.has(entry.variable)) {
        ctx.addIssue({
          code: 'custom',
          message: M.twice(entry.variable),
          path: ['variables', index, 'variable'],
        });
      }
      seen.add(entry.variable);
    });
  });

/** The risk card's settings as stored with a project (null: the defaults). */
export const riskSettingsSchema = riskSettingsObject.nullable().default(null);

/** The risk card's settings. */
export type RiskSettings = z.output<typeof riskSettingsObject>;
