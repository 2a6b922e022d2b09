/**
 * The Debt Schedule sheet (underwriting.md 12.2-12.4) of a deal with a capital stack: each loan's
 * year by year as live formulas over its terms (defined names under the table), the totals the
 * Cash Flow sheet reads (scheduled payments, balloons, debt repaid at the sale, the refinance's
 * proceeds, the debt outstanding), and the refinance's sizing.
 */
import type { ResolvedInput } from '@cre/underwriting';
import type { Workbook } from 'exceljs';
import type { CachedFigures } from './cached-figures';
import type { BlockLine } from './cash-flow-blocks';
import { blocksOf, printInBlocks, YEARS_PER_PAGE } from './column-breaks';
import { refinanceLines, type ScheduleLoan, scheduleLoans } from './debt-terms';
import { type LoanRow, loanKey, loanRows } from './loan-formulas';
import { writeNamedBlock } from './named-block';
import {
  address,
  addSheet,
  type CellContent,
  columnLetter,
  type FormatKey,
  fitColumns,
  sheetRef,
  styleBold,
  styleHeader,
  WIDE_PRINT_SCALE,
  writeCell,
} from './sheet-kit';

/** Name of the debt schedule sheet. */
export const DEBT_SCHEDULE_SHEET = 'Debt Schedule';

/** Column of year t on the Debt Schedule sheet (year 1 is column B). */
export const debtColumn = (t: number) => t + 1;

/** A row of the sheet: a loan's, a total, or a title (no formula). */
interface SheetRow {
  key: string;
  label: string;
  format?: FormatKey;
  helper?: boolean;
  bold?: boolean;
  formula?: LoanRow['formula'];
}

/** The Debt Schedule's layout, known before the Cash Flow sheet that reads it is written. */
export interface DebtScheduleLayout {
  loans: ScheduleLoan[];
  rows: SheetRow[];
  last: number;
  /** Sheet-qualified address of row `key` in year t (e.g. `total.scheduled`). */
  ref: (key: string, t: number) => string;
}

const sumOf = (
  loans: readonly ScheduleLoan[],
  role: string,
  ref: (key: string, t: number) => string,
  t: number,
) => loans.map((loan) => ref(loanKey(loan.id, role), t)).join('+');

/** The totals of every loan: what the Cash Flow sheet reads. */
function totalRows(loans: readonly ScheduleLoan[], refinance: boolean): SheetRow[] {
  const purchase = loans.filter((loan) => loan.id !== 'refi');
  const atRefi = (year: string, amount: string) => `IF(AND(RefiApplies,${year}=RefiYear),${amount},0)`;
  const rows: SheetRow[] = [
    { key: 'title.total', label: 'All Loans', bold: true },
    {
      key: 'total.scheduled',
      label: 'Total Scheduled Payments',
      format: 'money',
      formula: (t, ref) => sumOf(loans, 'scheduled', ref, t),
    },
    {
      key: 'total.balloon',
      label: 'Total Balloons',
      format: 'money',
      formula: (t, ref) => sumOf(loans, 'balloon', ref, t),
    },
    {
      key: 'total.debtService',
      label: 'Total Debt Service',
      format: 'money',
      bold: true,
      formula: (t, ref) => `${ref('total.scheduled', t)}+${ref('total.balloon', t)}`,
    },
    {
      key: 'total.repaidAtSale',
      label: 'Debt Repaid at the Sale',
      format: 'money',
      formula: (t, ref, year) => `IF(${year(t)}=HoldPeriod,${sumOf(loans, 'repaid', ref, t)},0)`,
    },
  ];
  if (refinance) {
    rows.push(
      {
        key: 'total.refiPayoff',
        label: 'Debt Repaid at the Refinance',
        format: 'money',
        formula: (t, ref, year) => atRefi(year(t), `(${sumOf(purchase, 'repaid', ref, t)})`),
      },
      {
        key: 'total.refiLoan',
        label: 'Refinance Loan Drawn',
        format: 'money',
        formula: (t, _ref, year) => atRefi(year(t), 'RefiNewLoan'),
      },
      {
        key: 'total.refiProceeds',
        label: 'Refinance Proceeds',
        format: 'money',
        bold: true,
        formula: (t, _ref, year) => atRefi(year(t), 'RefiProceeds'),
      },
    );
  }
  rows.push({
    key: 'total.balance',
    label: 'Debt Outstanding, End of Year (before the sale)',
    format: 'money',
    formula: (t, ref) =>
      `${sumOf(loans, 'ending', ref, t)}+${ref('total.repaidAtSale', t)}${refinance ? `+${ref('total.refiLoan', t)}` : ''}`,
  });
  return rows;
}

/** The layout of the Debt Schedule for a deal with a stack, years 1..`last`. */
export function debtScheduleLayout(input: ResolvedInput, last: number): DebtScheduleLayout {
  const loans = scheduleLoans(input);
  const rows: SheetRow[] = [];
  for (const loan of loans) {
    rows.push({ key: loanKey(loan.id, 'title'), label: loan.title, bold: true });
    rows.push(...loanRows(loan.id, loan.names));
  }
  rows.push(...totalRows(loans, input.refinance !== null));
  const rowOf = new Map(rows.map((row, i) => [row.key, i + 2]));
  return {
    loans,
    rows,
    last,
    ref: (key, t) => sheetRef(DEBT_SCHEDULE_SHEET, debtColumn(t), rowOf.get(key) ?? 1),
  };
}

/** The note beside the year headers. */
export const DEBT_SCHEDULE_NOTE =
  'Years of the hold (Hold Period on Inputs): each loan until it is repaid at the refinance or the sale; 0 after the hold.';

/**
 * Adds the Debt Schedule sheet: the loans' rows by year (`layout`), then each loan's terms and the
 * refinance's sizing as defined names; `noiOfYear(expr)` is the Cash Flow's NOI of a year (the
 * refinance's forward NOI); `cached` the engine's figures of the rows and names, when known.
 */
export function addDebtScheduleSheet(
  workbook: Workbook,
  layout: DebtScheduleLayout,
  noiOfYear: (year: string) => string,
  cached: CachedFigures,
): void {
  const sheet = addSheet(workbook, DEBT_SCHEDULE_SHEET, 1, 1, 'wide');
  const { rows, last } = layout;
  const rowOf = new Map(rows.map((row, i) => [row.key, i + 2]));
  const local = (key: string, t: number) => address(debtColumn(t), rowOf.get(key) ?? 1);
  const year = (t: number) => `${columnLetter(debtColumn(t))}$1`;
  styleHeader(writeCell(sheet, 1, 1, 'Year'));
  for (let t = 1; t <= last; t++) styleHeader(writeCell(sheet, debtColumn(t), 1, t, 'year'));
  writeCell(sheet, debtColumn(last) + 1, 1, DEBT_SCHEDULE_NOTE);
  rows.forEach((row, i) => {
    const label = writeCell(sheet, 1, i + 2, row.helper ? `  ${row.label}` : row.label);
    if (row.bold) styleBold(label);
    if (!row.formula) return;
    for (let t = 1; t <= last; t++) {
      const result = cached.row(row.key, t);
      const content: CellContent = {
        formula: row.formula(t, local, year),
        ...(result === undefined ? {} : { result }),
      };
      const cell = writeCell(sheet, debtColumn(t), i + 2, content, row.format);
      if (row.bold) styleBold(cell);
    }
  });
  let top = rows.length + 3;
  const block = (title: string, lines: readonly BlockLine[]) => {
    top = writeNamedBlock(workbook, sheet, top, title, lines, cached);
  };
  const purchase = layout.loans.filter((loan) => loan.id !== 'refi');
  for (const loan of layout.loans) {
    if (loan.id === 'refi') block('Refinance', refinanceLines(purchase, noiOfYear));
    block(`${loan.title} Terms`, loan.terms);
  }
  fitColumns(sheet, 13);
  sheet.getColumn(1).width = 44;
  sheet.getColumn(debtColumn(last) + 1).width = 40;
  // printed in blocks of eight years, as the Cash Flow sheet
  printInBlocks(sheet, 1, blocksOf(debtColumn(1), debtColumn(last), YEARS_PER_PAGE), WIDE_PRINT_SCALE);
}
