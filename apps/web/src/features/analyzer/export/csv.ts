import { READY_TARGETS, type ReadyTargets } from '@cre/underwriting';
import type { Calculation } from '../model/calculation';
import { isoDate } from '../model/calculation';
import { DEBT_COVERAGE_SECTION, hasStack, REFINANCE_SECTION } from '../report/capital-stack';
import { DEBT_SCHEDULE_SECTION } from '../report/debt-schedule-section';
import { INPUTS_SECTION } from '../report/input-rows';
import { hasRentSteps, RENT_STEPS_SECTION } from '../report/lease-detail';
import {
  LEASE_CASH_FLOW_TITLE,
  leaseCashFlowRows,
  ROLLOVER_SECTION,
  yearHeaders,
} from '../report/lease-sections';
import { RESULTS_SECTION } from '../report/metric-sections';
import { CASH_FLOW_SECTION, NNN_SECTION, VALUE_SECTION } from '../report/projection-sections';
import { hasRentRoll, RENT_ROLL_SECTION } from '../report/rent-roll-section';
import {
  type CalculationFigures,
  type RowsSection,
  type TableSection,
  textTable,
} from '../report/report-section';
import { riskGrids } from '../report/risk-grids';
import { type RiskExport, riskFigures } from '../report/risk-sections';
import { SOURCES_USES_TITLE, sourcesAndUses } from '../report/sources-uses';
import {
  WATERFALL_PARTNERS_SECTION,
  WATERFALL_YEARS_SECTION,
  waterfallTierSection,
} from '../report/waterfall-sections';
import {
  SCENARIO_COMPARISON_TITLE,
  type ScenarioTable,
  scenarioCsvHeader,
  scenarioCsvRows,
} from '../scenarios/scenario-export';
import { neutralizeFormula } from './csv-formula-guard';
import { WHAT_YOU_CAN_PAY_HEADER, WHAT_YOU_CAN_PAY_TITLE, whatYouCanPayRows } from './what-you-can-pay';

/**
 * Quotes one CSV cell: always wrapped in double quotes, inner quotes doubled. Text a spreadsheet
 * would run as a formula gets a leading `'` first; numbers and formatted figures stay as they are
 * (see {@link neutralizeFormula}).
 */
export function csvCell(value: string | number): string {
  return `"${neutralizeFormula(value).replace(/"/g, '""')}"`;
}

/** One CSV line of quoted cells. */
export function csvLine(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(',');
}

/** The export file name: `cre-analysis-<yyyy-mm-dd>.csv` for the given (local) date. */
export function csvFileName(date: Date): string {
  return `cre-analysis-${isoDate(date)}.csv`;
}

function section(
  title: string,
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string[] {
  return ['', csvLine([title]), csvLine(header), ...rows.map(csvLine)];
}

/** A table section as CSV lines: its title, its header and its rows (the CSV's columns). */
function tableLines<Row, Source extends CalculationFigures>(
  table: TableSection<Row, Source>,
  calculation: Source,
): string[] {
  const { title, header, rows } = textTable(table, calculation, 'csv');
  return section(title, header, rows);
}

/**
 * The lease-by-lease sections (leases mode; none in simple mode): the annual cash flow of years
 * 1..holdPeriod + 1, then every rollover lease with its months as calendar months from `asOf`.
 */
function leaseSections(calculation: Calculation): string[] {
  const { values, result } = calculation;
  if (result.leaseProjection === null) return [];
  const rows = leaseCashFlowRows(values, result);
  return [
    ...section(
      LEASE_CASH_FLOW_TITLE,
      ['Line item', ...yearHeaders(rows[0]?.cells.length ?? 0)],
      rows.map((row) => [row.label, ...row.cells]),
    ),
    ...tableLines(ROLLOVER_SECTION, calculation),
  ];
}

/** A section of labelled figures as CSV lines: its title, "Field","Value" and a line per figure. */
function rowsLines(rows: RowsSection, calculation: CalculationFigures): string[] {
  const lines = rows.rows(calculation);
  return lines.length === 0
    ? []
    : section(
        rows.title,
        ['Field', 'Value'],
        lines.map((row) => [row.label, row.value]),
      );
}

/**
 * The capital stack's sections (a deal that uses one; none otherwise): Sources & Uses (each line
 * with its part, "Uses" or "Sources"), the year-1 coverage by loan, the debt schedule, the refinance
 * (when the hold has one) and the waterfall's partners, years and tiers (when one is set).
 */
function capitalStackSections(calculation: Calculation): string[] {
  if (!hasStack(calculation)) return [];
  const { uses, sources } = sourcesAndUses(calculation);
  const lines = [
    ...section(
      SOURCES_USES_TITLE,
      ['Part', 'Item', 'Amount'],
      [
        ...uses.map((row) => ['Uses', row.label, row.value]),
        ...sources.map((row) => ['Sources', row.label, row.value]),
      ],
    ),
    ...rowsLines(DEBT_COVERAGE_SECTION, calculation),
    ...tableLines(DEBT_SCHEDULE_SECTION, calculation),
    ...rowsLines(REFINANCE_SECTION, calculation),
  ];
  if (calculation.result.waterfall !== null) {
    lines.push(
      ...tableLines(WATERFALL_PARTNERS_SECTION, calculation),
      ...tableLines(WATERFALL_YEARS_SECTION, calculation),
      ...tableLines(waterfallTierSection(calculation), calculation),
    );
  }
  return lines;
}

/**
 * The risk sections (issue 28; none for a deal the engine cannot analyze): the tornado with its
 * base row, then, when `risk` holds a simulation, its settings and statistics.
 */
function riskSections(calculation: Calculation, risk: RiskExport | undefined): string[] {
  const figures = riskFigures(calculation, risk);
  if (figures === null) return [];
  return riskGrids(figures, 'csv').flatMap((grid) =>
    section(
      grid.title,
      grid.header,
      grid.rows.map((row) => row.map((cell) => cell.text)),
    ),
  );
}

/**
 * The "What you can pay" section: one line per ready answer (the max price for each of `targets`)
 * with the IRR, DSCR and cash-on-cash at that price, or "Out of reach" and the engine's reason in
 * the Note column (which also holds the note when several prices reach a target).
 */
function whatYouCanPaySection(calculation: Calculation, targets: ReadyTargets): string[] {
  return section(
    WHAT_YOU_CAN_PAY_TITLE,
    [...WHAT_YOU_CAN_PAY_HEADER, 'Note'],
    whatYouCanPayRows(calculation, targets).map((row) => [
      row.label,
      row.price,
      row.irr,
      row.dscr,
      row.cashOnCash,
      row.reason ?? row.note ?? '',
    ]),
  );
}

/**
 * Builds the CSV export of a calculation: the inputs (with the projection and, lease by lease, the
 * market leasing assumptions), every headline result and the lender metrics, what you can pay (the
 * max price for each of `targets`: 15% IRR, 1.25x DSCR and 8% cash-on-cash unless the project sets
 * others), the scenario comparison (`scenarios`, when the project has variants), the rent roll
 * (individual mode: suite, tenant, terms, recovery type, market rent, rent steps and the computed
 * rents), the rent steps one per line (when a lease has any), the lease-by-lease cash flow and rollovers (leases mode), then the cash-flow,
 * value and (for NNN leases) NNN projections, and, for a deal with a capital stack, its sections
 * (sources and uses, coverage by loan, debt schedule, refinance, waterfall) with the stack's metrics
 * among the results, then the risk sections (the tornado of `risk.settings.tornadoMetric` with its
 * base, and the simulation's settings and statistics when `risk` holds one; without `risk`, the
 * project settings' defaults: the IRR's tornado, no simulation). Every cell is quoted and guarded against formula
 * injection; blocks are separated by an empty line. Lines end with CRLF (RFC 4180).
 */
export function buildAnalysisCsv(
  calculation: Calculation,
  targets: ReadyTargets = READY_TARGETS,
  scenarios: ScenarioTable | null = null,
  risk?: RiskExport,
): string {
  const lines: string[] = [csvLine(['Section', 'Field', 'Value'])];
  for (const { label, value } of INPUTS_SECTION.rows(calculation))
    lines.push(csvLine([INPUTS_SECTION.title, label, value]));
  for (const { label, value } of RESULTS_SECTION.rows(calculation))
    lines.push(csvLine([RESULTS_SECTION.title, label, value]));
  lines.push(...whatYouCanPaySection(calculation, targets));
  if (scenarios)
    lines.push(
      ...section(SCENARIO_COMPARISON_TITLE, scenarioCsvHeader(scenarios), scenarioCsvRows(scenarios)),
    );
  if (hasRentRoll(calculation)) lines.push(...tableLines(RENT_ROLL_SECTION, calculation));
  if (hasRentSteps(calculation)) lines.push(...tableLines(RENT_STEPS_SECTION, calculation));
  lines.push(
    ...leaseSections(calculation),
    ...tableLines(CASH_FLOW_SECTION, calculation),
    ...tableLines(VALUE_SECTION, calculation),
  );
  if (calculation.values.isNnnLease) lines.push(...tableLines(NNN_SECTION, calculation));
  lines.push(...capitalStackSections(calculation), ...riskSections(calculation, risk));
  return `${lines.join('\r\n')}\r\n`;
}
