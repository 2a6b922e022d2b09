/**
 * Scenarios: a project's own inputs ("Base") and up to five named variants, each a set of
 * overrides of the inputs (exit cap +50 bp, vacancy 10 %, interest 7.5 %). A variant is checked as
 * the deal it makes (the base with its overrides), so an override out of range gets that field's
 * own message, at `scenarios.<n>.overrides.<field>`.
 */
import { analyze } from '../analyze.js';
import { dealIssues } from '../deal-check.js';
import type { DealIssue } from '../deal-error.js';
import { METRICS, type MetricCatalog, type MetricIn, metricsBy } from '../metrics/catalog.js';
import { analysisInputObject } from '../schema.js';
import type { AnalysisInput, AnalysisResult } from '../types.js';

/** Variants a project may hold besides Base (six scenarios in all). */
export const MAX_SCENARIO_VARIANTS = 5;
/** The longest scenario name. */
export const MAX_SCENARIO_NAME = 60;
/** The name of the project's own inputs. */
export const BASE_SCENARIO = 'Base';

/** Inputs a scenario cannot override: the rent roll and the analysis date belong to the project. */
const FIXED = new Set(['tenantLeases', 'asOf']);

/** The inputs a scenario may override, in the form's order. */
export const SCENARIO_FIELDS: readonly string[] = Object.keys(analysisInputObject.shape).filter(
  (key) => !FIXED.has(key),
);

/**
 * A variant's overrides: any input but the rent roll and `asOf`. A capital-stack group (the second
 * loan, the refinance, the waterfall) is overridden whole: its object, or null to drop it.
 */
export type ScenarioOverrides = Partial<Omit<AnalysisInput, 'tenantLeases' | 'asOf'>>;

/** A named variant of the project's inputs. */
export interface ScenarioVariant {
  /** 1 to 60 characters, unique in the project (case-insensitive), not "Base". */
  name: string;
  overrides: ScenarioOverrides;
}

/** Scenario messages, verbatim in the API and the web. */
export const SCENARIO_MESSAGES = {
  list: 'Scenarios must be a list',
  tooMany: `A project holds at most ${MAX_SCENARIO_VARIANTS + 1} scenarios: Base and ${MAX_SCENARIO_VARIANTS} variants`,
  variant: 'A scenario must have a name and overrides',
  name: 'Scenario name is required',
  nameMax: `Scenario name must be at most ${MAX_SCENARIO_NAME} characters`,
  nameBase: `${BASE_SCENARIO} is the project's own inputs: choose another name`,
  nameTaken: 'Scenario names must be unique',
  overrides: 'Scenario overrides must be an object of inputs',
  fixed: (key: string) =>
    key === 'tenantLeases'
      ? 'The rent roll cannot be changed in a scenario'
      : key === 'asOf'
        ? 'The as-of date cannot be changed in a scenario'
        : `Unknown input: ${key}`,
} as const;

/** The deal a variant makes: the base inputs with the variant's overrides. */
export function scenarioDeal(base: AnalysisInput, overrides: ScenarioOverrides): AnalysisInput {
  return { ...base, ...overrides };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The issues of a project's variants against its base inputs: names (required, at most 60
 * characters, unique, not "Base"), overrides (known inputs only, each checked by the deal check of
 * the deal it makes, with that field's message), at most five variants. Paths read
 * `scenarios.1.overrides.exitCapRate`. Issues of the base inputs themselves are not repeated here.
 *
 * @example scenarioIssues(deal, [{ name: 'Downside', overrides: { vacancyRate: 120 } }])
 * // [{ path: 'scenarios.0.overrides.vacancyRate', message: 'Vacancy rate must be between 0% and 100%' }]
 */
export function scenarioIssues(base: AnalysisInput, variants: unknown): DealIssue[] {
  if (!Array.isArray(variants)) return [{ path: 'scenarios', message: SCENARIO_MESSAGES.list }];
  const issues: DealIssue[] = [];
  if (variants.length > MAX_SCENARIO_VARIANTS)
    issues.push({ path: 'scenarios', message: SCENARIO_MESSAGES.tooMany });
  const baseIssues = new Set(dealIssues(base).map((issue) => `${issue.path}\n${issue.message}`));
  const names = new Set<string>([BASE_SCENARIO.toLowerCase()]);
  variants.forEach((variant, i) => {
    const at = `scenarios.${i}`;
    if (!isPlainObject(variant)) {
      issues.push({ path: at, message: SCENARIO_MESSAGES.variant });
      return;
    }
    const name = typeof variant.name === 'string' ? variant.name.trim() : '';
    if (name === '') issues.push({ path: `${at}.name`, message: SCENARIO_MESSAGES.name });
    else if (name.length > MAX_SCENARIO_NAME)
      issues.push({ path: `${at}.name`, message: SCENARIO_MESSAGES.nameMax });
    else if (name.toLowerCase() === BASE_SCENARIO.toLowerCase()) {
      issues.push({ path: `${at}.name`, message: SCENARIO_MESSAGES.nameBase });
    } else if (names.has(name.toLowerCase()))
      issues.push({ path: `${at}.name`, message: SCENARIO_MESSAGES.nameTaken });
    else names.add(name.toLowerCase());
    const overrides = variant.overrides;
    if (!isPlainObject(overrides)) {
      issues.push({ path: `${at}.overrides`, message: SCENARIO_MESSAGES.overrides });
      return;
    }
    const known: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(overrides)) {
      if (SCENARIO_FIELDS.includes(key)) known[key] = value;
      else issues.push({ path: `${at}.overrides.${key}`, message: SCENARIO_MESSAGES.fixed(key) });
    }
    for (const issue of dealIssues({ ...base, ...known })) {
      // the base's own issues belong to the base; a variant answers for what it changes
      if (baseIssues.has(`${issue.path}\n${issue.message}`)) continue;
      const field = issue.path.split('.')[0] as string;
      const path = Object.hasOwn(known, field) ? `${at}.overrides.${issue.path}` : `${at}.overrides`;
      issues.push({ path, message: issue.message });
    }
  });
  return issues;
}

/** One scenario's analysis: Base first, then each variant in order. */
export interface ScenarioAnalysis {
  name: string;
  /** The deal analyzed: the base inputs with the variant's overrides. */
  input: AnalysisInput;
  result: AnalysisResult;
}

/**
 * Analyzes Base and every variant (checked first: throws the first issue as a RangeError naming its
 * path when a variant is invalid).
 *
 * @throws {InvalidDealError} when the base deal is invalid.
 */
export function analyzeScenarios(
  base: AnalysisInput,
  variants: readonly ScenarioVariant[],
): ScenarioAnalysis[] {
  const issues = scenarioIssues(base, variants);
  if (issues.length > 0) {
    const first = issues[0] as DealIssue;
    throw new RangeError(`${first.path}: ${first.message}`);
  }
  const all = [{ name: BASE_SCENARIO, overrides: {} }, ...variants];
  return all.map(({ name, overrides }) => {
    const input = scenarioDeal(base, overrides);
    return { name: name.trim(), input, result: analyze(input) };
  });
}

/** A metric the scenario comparison shows: the metric catalog's entries with a `compare` place. */
export type ScenarioCompareKey = MetricIn<'compare'>;

/** One row of the scenario comparison, as the metric catalog describes the metric. */
export interface ScenarioCompareMetric {
  key: ScenarioCompareKey;
  /** The catalog's label (the one every surface shows): "Net Operating Income". */
  label: string;
  unit: MetricCatalog[ScenarioCompareKey]['unit'];
  /** Whether a higher figure is the better one (a higher exit cap rate is worse). */
  higherIsBetter: MetricCatalog[ScenarioCompareKey]['higherIsBetter'];
}

/**
 * The metrics the comparison shows side by side, in the catalog's comparison order, with their
 * catalog labels, units and directions.
 */
export const SCENARIO_COMPARE_METRICS: readonly ScenarioCompareMetric[] = metricsBy('compare').map((key) => ({
  key,
  label: METRICS[key].label,
  unit: METRICS[key].unit,
  higherIsBetter: METRICS[key].higherIsBetter,
}));
