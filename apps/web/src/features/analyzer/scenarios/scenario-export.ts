import { METRICS, type MetricKey } from '@cre/underwriting';
import type { TableCell } from 'pdfmake/interfaces';
import { type Comparison, compareScenarios } from './compare-model';
import type { ScenarioState } from './scenario-store';

/** The exports' "Scenario comparison" section title. */
export const SCENARIO_COMPARISON_TITLE = 'Scenario comparison';

/**
 * The scenario comparison for the CSV and PDF exports: the scenarios' names (Base first) and one
 * row per metric (NPV only with a discount rate): each scenario's figure and each variant's
 * difference to Base ("same" when none).
 */
export interface ScenarioTable {
  names: string[];
  rows: {
    label: string;
    values: string[];
    differences: string[];
    /** The figures themselves (null where there is none), for the workbook. */
    figures: (number | null)[];
    unit: CompareUnit;
  }[];
}

const COMPARE_UNITS = ['currency', 'percent', 'multiple', 'years'] as const;

/** The units of the compared metrics (the workbook formats a figure by its unit). */
export type CompareUnit = (typeof COMPARE_UNITS)[number];

/** A compared metric's unit from the catalog (currency for any other). */
function compareUnit(key: MetricKey): CompareUnit {
  return COMPARE_UNITS.find((unit) => unit === METRICS[key].unit) ?? 'currency';
}

/**
 * The comparison of `state`'s scenarios for the exports; null without variants, or when the
 * scenarios cannot be analyzed (a message in the form or an invalid override).
 */
export function scenarioTable(state: ScenarioState, asOf: string): ScenarioTable | null {
  if (state.variants.length === 0) return null;
  return comparisonTable(compareScenarios(state.base, state.variants, asOf));
}

/** A comparison as the exports' table; null when the scenarios cannot be compared. */
export function comparisonTable(comparison: Comparison): ScenarioTable | null {
  if (!comparison.ok) return null;
  return {
    names: comparison.analyses.map((analysis) => analysis.name),
    rows: comparison.rows.map((row) => ({
      label: row.label,
      figures: comparison.analyses.map((analysis) => analysis.result[row.key]),
      unit: compareUnit(row.key),
      values: row.cells.map((cell) => cell.text),
      differences: row.cells.slice(1).map((cell) => cell.difference?.text ?? 'same'),
    })),
  };
}

/** The CSV section's header: Metric, each scenario, then "<variant> vs Base" for each variant. */
export function scenarioCsvHeader(table: ScenarioTable): string[] {
  return ['Metric', ...table.names, ...table.names.slice(1).map((name) => `${name} vs Base`)];
}

/** The CSV section's rows (see {@link scenarioCsvHeader}). */
export function scenarioCsvRows(table: ScenarioTable): string[][] {
  return table.rows.map((row) => [row.label, ...row.values, ...row.differences]);
}

/**
 * The PDF table's rows: each scenario's figure, and under a variant's figure its difference to
 * Base in small grey type ("same" when none).
 */
export function scenarioPdfRows(table: ScenarioTable): (string | TableCell)[][] {
  return table.rows.map((row) => [
    row.label,
    ...row.values.map((value, i): string | TableCell => {
      const difference = i === 0 ? undefined : row.differences[i - 1];
      if (difference === undefined) return { text: value, bold: true };
      return { stack: [value, { text: difference, fontSize: 8, color: '#555555' }] };
    }),
  ]);
}
