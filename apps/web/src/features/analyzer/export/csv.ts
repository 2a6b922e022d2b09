import { type AnalysisResult, READY_TARGETS, type ReadyTargets } from '@cre/underwriting';
import { count, money, percent, perSqft, years } from '../display-format';
import type { Calculation } from '../model/calculation';
import { isoDate } from '../model/calculation';
import type { AnalyzerFormValues } from '../model/form-values';
import {
  SCENARIO_COMPARISON_TITLE,
  type ScenarioTable,
  scenarioCsvHeader,
  scenarioCsvRows,
} from '../scenarios/scenario-export';
import { neutralizeFormula } from './csv-formula-guard';
import {
  LEASE_CASH_FLOW_TITLE,
  leaseCashFlowRows,
  ROLLOVER_HEADER,
  ROLLOVER_TITLE,
  rolloverCells,
  yearHeaders,
} from './lease-rows';
import { inputRows, type ReportRow, resultRows } from './report-rows';
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

const pairs = (rows: readonly ReportRow[]) => rows.map((row) => [row.label, row.value] as const);

/**
 * The lease-by-lease sections (leases mode; none in simple mode): the annual cash flow of years
 * 1..holdPeriod + 1, then every rollover lease with its months as calendar months from `asOf`.
 */
function leaseSections({ values, asOf, result }: Calculation): string[] {
  const projection = result.leaseProjection;
  if (projection === null) return [];
  const rows = leaseCashFlowRows(values, result);
  return [
    ...section(
      LEASE_CASH_FLOW_TITLE,
      ['Line item', ...yearHeaders(rows[0]?.cells.length ?? 0)],
      rows.map((row) => [row.label, ...row.cells]),
    ),
    ...section(
      ROLLOVER_TITLE,
      ROLLOVER_HEADER,
      projection.rollovers.map((rollover) => rolloverCells(rollover, asOf)),
    ),
  ];
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
 * (individual mode), the lease-by-lease cash flow and rollovers (leases mode), then the cash-flow,
 * value and (for NNN leases) NNN projections. Every cell is quoted and guarded against formula
 * injection; blocks are separated by an empty line. Lines end with CRLF (RFC 4180).
 */
export function buildAnalysisCsv(
  calculation: Calculation,
  targets: ReadyTargets = READY_TARGETS,
  scenarios: ScenarioTable | null = null,
): string {
  const { values, result } = calculation;
  const lines: string[] = [csvLine(['Section', 'Field', 'Value'])];
  for (const [label, value] of pairs(inputRows(values, result)))
    lines.push(csvLine(['Inputs', label, value]));
  for (const [label, value] of pairs(resultRows(values, result)))
    lines.push(csvLine(['Results', label, value]));
  lines.push(...whatYouCanPaySection(calculation, targets));
  if (scenarios)
    lines.push(
      ...section(SCENARIO_COMPARISON_TITLE, scenarioCsvHeader(scenarios), scenarioCsvRows(scenarios)),
    );
  if (values.rentInputMode === 'individual' && result.leases.length > 0) {
    lines.push(
      ...section(
        'Rent Roll',
        [
          'Tenant Name',
          'Square Footage',
          'Annual Rent per Sq Ft',
          'Lease Term (Months)',
          'Free Months',
          'Tenant Improvements',
          'Annual Rent Increase (%)',
          'Start Date',
          'End Date',
          'Annual Rent',
          'Effective Rent',
          'Remaining Years',
        ],
        rentRollCells(values, result),
      ),
    );
  }
  lines.push(
    ...leaseSections(calculation),
    ...section(
      'Cash Flow Projections',
      ['Year', 'NOI', 'Debt Service', 'Cash Flow', 'Cumulative Cash Flow'],
      result.cashFlowProjections.map((p) => [
        p.year,
        money(p.noi),
        money(p.debtService),
        money(p.cashFlow),
        money(p.cumulative),
      ]),
    ),
    ...section(
      'Value Projections',
      ['Year', 'Property Value', 'Appreciation'],
      result.appreciationProjections.map((p) => [p.year, money(p.value), percent(p.appreciation)]),
    ),
  );
  if (values.isNnnLease) {
    lines.push(
      ...section(
        'NNN Projections',
        ['Year', 'NNN Charges per Sq Ft', 'Total NNN Charges'],
        result.nnnProjections.map((p) => [p.year, perSqft(p.chargesPerSqft), money(p.total)]),
      ),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function rentRollCells(values: AnalyzerFormValues, result: AnalysisResult): (string | number)[][] {
  return values.tenantLeases.map((lease, i) => {
    const computed = result.leases[i];
    return [
      lease.tenantName,
      count(lease.sqftLeased),
      perSqft(lease.rentPerSqft),
      lease.leaseTerm,
      lease.freeMonths,
      money(lease.tenantImprovements),
      percent(lease.annualRentIncrease),
      lease.startDate,
      lease.endDate,
      money(computed?.annualRent ?? 0),
      money(computed?.effectiveRent ?? 0),
      years(computed?.remainingYears ?? 0),
    ];
  });
}
