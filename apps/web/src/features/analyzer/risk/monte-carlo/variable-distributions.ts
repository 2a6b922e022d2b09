/**
 * The variables editor's data: which variables a deal can simulate, the distribution proposed for a
 * variable added by hand, and how a distribution changes kind.
 */
import {
  type AnalysisInput,
  type Distribution,
  RISK_VARIABLE_KEYS,
  type RiskSettings,
  type RiskVariable,
  riskVariableRange,
  riskVariableValue,
} from '@cre/underwriting';

/** The distribution kinds, as the editor names them. */
export const DISTRIBUTION_KINDS: readonly { value: Distribution['kind']; label: string }[] = [
  { value: 'triangular', label: 'Triangular' },
  { value: 'normal', label: 'Normal' },
  { value: 'uniform', label: 'Uniform' },
];

/** A number kept to 6 significant digits (what a proposed bound shows in its field). */
const tidy = (value: number): number => Number(value.toPrecision(6));

/** The variable's value in the deal (the engine's, defaults applied), null without a deal or a value. */
export function dealValue(input: AnalysisInput | null, variable: RiskVariable): number | null {
  return input ? riskVariableValue(input, variable) : null;
}

/**
 * The variables the picker offers: every variable not yet chosen that the deal has a value for
 * (a capital-stack group's input only with its group), in the engine's order; all of them without
 * a deal.
 */
export function variableChoices(
  input: AnalysisInput | null,
  chosen: readonly RiskVariable[],
): RiskVariable[] {
  const taken = new Set(chosen);
  return RISK_VARIABLE_KEYS.filter((key) => !taken.has(key) && (!input || dealValue(input, key) !== null));
}

/**
 * The distribution a variable starts with when added: the defaults' own when the defaults list it,
 * else triangular around the deal's value, 10 % of it either side (1 when the value is 0), within
 * the variable's valid range.
 */
export function proposedDistribution(
  input: AnalysisInput | null,
  variable: RiskVariable,
  defaults: RiskSettings,
): Distribution {
  const listed = defaults.variables.find((entry) => entry.variable === variable);
  if (listed) return listed.distribution;
  const { lo, hi } = input
    ? riskVariableRange(input, variable)
    : { lo: Number.NEGATIVE_INFINITY, hi: Number.POSITIVE_INFINITY };
  const value = Math.min(hi, Math.max(lo, dealValue(input, variable) ?? 0));
  const spread = Math.abs(value) * 0.1 || 1;
  return {
    kind: 'triangular',
    min: tidy(Math.max(lo, value - spread)),
    mode: tidy(value),
    max: tidy(Math.min(hi, value + spread)),
  };
}

/** The centre of a distribution (a normal's mean, `fallback` when it has none). */
function centre(distribution: Distribution, fallback: number): number {
  if (distribution.kind === 'normal') return distribution.mean ?? fallback;
  if (distribution.kind === 'triangular') return distribution.mode;
  return (distribution.min + distribution.max) / 2;
}

/**
 * The distribution as another kind, keeping its centre and spread: a normal of mean m and sd s
 * becomes m ± 3s; min..max becomes a normal around the middle with sd (max - min) / 6; a
 * triangular keeps min and max (uniform), a uniform gets its middle as mode. `dealValue` stands
 * for a normal's mean left to the deal.
 */
export function changeKind(
  distribution: Distribution,
  kind: Distribution['kind'],
  dealValue: number | null,
): Distribution {
  if (distribution.kind === kind) return distribution;
  const middle = tidy(centre(distribution, dealValue ?? 0));
  const [min, max] =
    distribution.kind === 'normal'
      ? [tidy(middle - 3 * distribution.sd), tidy(middle + 3 * distribution.sd)]
      : [distribution.min, distribution.max];
  if (kind === 'normal') return { kind, mean: middle, sd: tidy((max - min) / 6) };
  if (kind === 'uniform') return { kind, min, max };
  return { kind, min, mode: middle, max };
}
