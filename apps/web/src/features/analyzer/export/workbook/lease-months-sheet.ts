import type { Workbook } from 'exceljs';
import { blocksOf, MONTHS_PER_PAGE, printInBlocks } from './column-breaks';
import {
  type MonthContext,
  PROPERTY_LINES,
  type PropertyLine,
  propertyFormula,
  SUITE_ROWS,
  suiteFormula,
} from './lease-month-formulas';
import { blendedLines, SUITE_COLUMNS, type SuiteContext, type SuiteKey } from './lease-suite-columns';
import type { RentRollLayout } from './rent-roll-sheet';
import {
  absoluteRef,
  addSheet,
  columnLetter,
  defineName,
  type FormatKey,
  styleBold,
  styleHeader,
  WIDE_PRINT_SCALE,
  writeCell,
  writeHeaderRow,
  writeSharedFormula,
} from './sheet-kit';

/** Name of the month-by-month lease sheet. */
export const LEASE_MONTHS_SHEET = 'Lease Months';

/** Says what the sheet is and that its cells carry no stored results. */
export const LEASE_MONTHS_NOTE =
  'Lease by lease, month by month (underwriting.md sections 11 and 11.1): each suite reads its Rent Roll row and the Inputs; the Lease Projection sheet sums the months by year.';

const MONTH_ROW = 1;
const YEAR_ROW = 2;
const END_ROW = 3;
const NOTE_ROW = 4;
const FIRST_LINE_ROW = 5;
/** The first month's column: after the label, the row kind and the suite columns. */
const FIRST_MONTH_COLUMN = 3 + SUITE_COLUMNS.length;

/** Where the annual roll-up finds the months: `annual(key, yearCell)` sums a line over a year. */
export interface LeaseMonthsLayout {
  /** `SUMIF` of a property line over the months of the year in `yearCell` (sheet-qualified). */
  annual: (key: PropertyLine, yearCell: string) => string;
}

/**
 * Adds the Lease Months sheet (leases mode): month numbers, years and month ends across; the
 * property's lines (scheduled rent to NOI, TI, LC, occupancy, the recoverable cost); the blended
 * rollover terms, each a defined name; then four rows per suite (leases in rent-roll order, then
 * Vacant space: the building's area not leased, zero when none), each row one formula shared
 * across the months (`writeSharedFormula`). `months` is the
 * projection's horizon (12 × its years); `rentRoll` where the leases are. No cell stores a
 * result: the spreadsheet computes them when the file opens (the workbook asks for a full
 * recalculation).
 */
export function addLeaseMonthsSheet(
  workbook: Workbook,
  leaseCount: number,
  months: number,
  rentRoll: RentRollLayout,
): LeaseMonthsLayout {
  const sheet = addSheet(workbook, LEASE_MONTHS_SHEET, END_ROW, 2, 'wide');
  const lineRow = (key: PropertyLine) => FIRST_LINE_ROW + PROPERTY_LINES.findIndex((l) => l.key === key);
  const blendTop = FIRST_LINE_ROW + PROPERTY_LINES.length + 1;
  const suiteHeader = blendTop + 12;
  const first = suiteHeader + 1;
  const suites = leaseCount + 1;
  const last = first + SUITE_ROWS.length * suites - 1;
  const letterOf = new Map(SUITE_COLUMNS.map((column, j) => [column.key, columnLetter(3 + j)]));
  const letter = (key: SuiteKey) => letterOf.get(key) ?? 'A';

  styleHeader(writeCell(sheet, 1, MONTH_ROW, 'Month'));
  writeCell(sheet, 1, YEAR_ROW, 'Year');
  writeCell(sheet, 1, END_ROW, 'Month Ending');
  writeCell(sheet, 1, NOTE_ROW, LEASE_MONTHS_NOTE);
  for (let m = 0; m < months; m++) {
    const column = FIRST_MONTH_COLUMN + m;
    styleHeader(writeCell(sheet, column, MONTH_ROW, m, 'whole'));
    writeCell(sheet, column, YEAR_ROW, Math.floor(m / 12) + 1, 'year');
  }
  const col = columnLetter(FIRST_MONTH_COLUMN);
  const shared = (row: number, formula: string, format: FormatKey) =>
    writeSharedFormula(sheet, row, FIRST_MONTH_COLUMN, months, formula, format);
  shared(END_ROW, `EOMONTH(AnalysisDate,${col}$${MONTH_ROW})`, 'month');

  PROPERTY_LINES.forEach(({ key, label }) => {
    const row = lineRow(key);
    const format: FormatKey = key === 'occupancy' ? 'percent' : key === 'occupied' ? 'count' : 'money';
    styleBold(writeCell(sheet, 1, row, label));
    shared(
      row,
      propertyFormula(key, { col, monthRow: MONTH_ROW, line: lineRow, first, last, letter }),
      format,
    );
  });

  styleHeader(writeCell(sheet, 1, blendTop, 'Rollover Terms'));
  const ownTypes = `$${letter('ownType')}$${first}:$${letter('ownType')}$${last}`;
  blendedLines(ownTypes).forEach((line, i) => {
    const row = blendTop + 1 + i;
    writeCell(sheet, 1, row, line.label);
    writeCell(sheet, 2, row, { formula: line.formula }, line.format);
    defineName(workbook, sheet, 2, row, line.name);
  });

  writeHeaderRow(sheet, suiteHeader, ['Suite', 'Line', ...SUITE_COLUMNS.map((c) => c.header)]);
  // the suite columns' headers wrap over two lines in columns sized for their figures
  sheet.getRow(suiteHeader).alignment = { wrapText: true, vertical: 'top' };
  sheet.getRow(suiteHeader).height = 30;
  for (let i = 0; i < suites; i++) {
    const start = first + SUITE_ROWS.length * i;
    const leaseRow = i < leaseCount ? rentRoll.row(i) : null;
    const own = (key: SuiteKey) => `$${letter(key)}$${start}`;
    const steps = leaseRow === null ? null : rentRoll.steps;
    const suite: SuiteContext = {
      lease: leaseRow === null ? null : (key) => rentRoll.cell(key, leaseRow),
      stepDates: steps && leaseRow !== null ? steps.dates(leaseRow) : null,
      own,
    };
    const name =
      leaseRow === null
        ? 'Vacant space'
        : {
            formula: `IF(${rentRoll.cell('suite', leaseRow)}="",${rentRoll.cell('tenant', leaseRow)},${rentRoll.cell('suite', leaseRow)})`,
          };
    styleBold(writeCell(sheet, 1, start, name));
    SUITE_COLUMNS.forEach((column, j) => {
      writeCell(sheet, 3 + j, start, { formula: column.formula(suite) }, column.format);
    });
    const context: MonthContext = {
      col,
      monthRow: MONTH_ROW,
      endRow: END_ROW,
      own,
      start,
      line: lineRow,
      stepDates: suite.stepDates,
      stepRents: steps && leaseRow !== null ? steps.rents(leaseRow) : null,
    };
    SUITE_ROWS.forEach((kind, k) => {
      writeCell(sheet, 2, start + k, kind);
      const format: FormatKey = kind === 'Start' ? 'whole' : 'money';
      shared(start + k, suiteFormula(kind, { ...context, col }), format);
    });
  }
  sheet.getColumn(1).width = 44;
  sheet.getColumn(2).width = 12;
  for (let j = 0; j < SUITE_COLUMNS.length; j++) sheet.getColumn(3 + j).width = 13;
  for (let m = 0; m < months; m++) sheet.getColumn(FIRST_MONTH_COLUMN + m).width = 11;
  // the suites' own columns six a page, then half a year of months a page
  printInBlocks(
    sheet,
    2,
    [
      ...blocksOf(3, FIRST_MONTH_COLUMN - 1, MONTHS_PER_PAGE),
      ...blocksOf(FIRST_MONTH_COLUMN, FIRST_MONTH_COLUMN + months - 1, MONTHS_PER_PAGE),
    ],
    WIDE_PRINT_SCALE,
  );

  const lastMonth = columnLetter(FIRST_MONTH_COLUMN + Math.max(0, months - 1));
  const span = (row: number) =>
    `${absoluteRef(LEASE_MONTHS_SHEET, FIRST_MONTH_COLUMN, row)}:$${lastMonth}$${row}`;
  return { annual: (key, yearCell) => `SUMIF(${span(YEAR_ROW)},${yearCell},${span(lineRow(key))})` };
}
