/**
 * Test support only: the edits an analyst makes to a lease-by-lease deal (issue 26's list), each
 * applied to the engine's input and to the exported workbook's cells, so the tests can recalculate
 * the workbook (HyperFormula, LibreOffice) and compare it with analyze() of the edited input.
 */
import type { AnalysisInput, TenantLease } from '@cre/underwriting';
import type { RawCellContent } from 'hyperformula';
import { columnLetter } from '../src/features/analyzer/export/workbook/sheet-kit';
import { RENT_ROLL_SECTION } from '../src/features/analyzer/report/rent-roll-section';
import { columnsOn } from '../src/features/analyzer/report/report-section';

/** Where an edit writes: a defined name's cell, or a cell by sheet and A1 address. */
export interface EditableWorkbook {
  set: (name: string, value: RawCellContent) => void;
  setAt: (sheet: string, a1: string, value: RawCellContent) => void;
}

export const RENT_ROLL_COLUMNS = columnsOn(RENT_ROLL_SECTION, 'workbook').map((column) => column.key);

/** The Rent Roll sheet's cell of lease i (0-based) in a section column. */
export function leaseCell(i: number, key: string): string {
  const column = RENT_ROLL_COLUMNS.indexOf(key);
  if (column < 0) throw new Error(`no Rent Roll column ${key}`);
  return `${columnLetter(column + 1)}${i + 2}`;
}

/** The Rent Roll cell of lease i's step k (0-based): its date, or its rent, for `slots` step slots. */
export function stepCell(i: number, k: number, part: 'date' | 'rent', slots: number): string {
  const first = RENT_ROLL_COLUMNS.length + 1 + (part === 'rent' ? slots : 0);
  return `${columnLetter(first + k)}${i + 2}`;
}

/** A date as the spreadsheet's serial number. */
export const serial = (iso: string) => 25569 + Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** One edit an analyst makes: to the engine's input, and the same edit in the workbook. */
export interface Edit {
  what: string;
  input: (i: AnalysisInput, lease: (n: number) => TenantLease) => void;
  sheet: (live: EditableWorkbook) => void;
}

/** An edit of a named input cell; `scale` converts the engine's percent to the cell's fraction. */
function named(name: keyof AnalysisInput, cell: string, value: number | boolean, scale = 1): Edit {
  return {
    what: `${cell} → ${String(value)}`,
    input: (i) => Object.assign(i, { [name]: value }),
    sheet: (live) => live.set(cell, typeof value === 'number' ? value / scale : value),
  };
}

/** An edit of lease n's field, written in the Rent Roll cell as `cell` (the value, by default). */
function leaseEdit(
  n: number,
  field: keyof TenantLease,
  value: unknown,
  cell: RawCellContent,
  key: string = field,
): Edit {
  return {
    what: `lease ${n + 1} ${field} → ${JSON.stringify(value)}`,
    input: (_, lease) => Object.assign(lease(n), { [field]: value }),
    sheet: (live) => live.setAt('Rent Roll', leaseCell(n, key), cell),
  };
}

/** Every edit of the list, applied one after another to the 20-lease deal. */
export function edits(slots: number): Edit[] {
  const step = (n: number, k: number, date: string, rentPerSqft: number): Edit => ({
    what: `lease ${n + 1} step ${k + 1} → ${date} at ${rentPerSqft}`,
    input: (_, lease) => {
      const steps = [...(lease(n).rentSteps ?? [])];
      steps[k] = { date, rentPerSqft };
      lease(n).rentSteps = steps;
    },
    sheet: (live) => {
      live.setAt('Rent Roll', stepCell(n, k, 'date', slots), serial(date));
      live.setAt('Rent Roll', stepCell(n, k, 'rent', slots), rentPerSqft);
    },
  });
  return [
    named('vacancyRate', 'VacancyRate', 7, 100),
    named('propertyTaxes', 'PropertyTaxes', 92_000),
    named('insurance', 'Insurance', 21_000),
    named('maintenance', 'Maintenance', 30_500),
    named('managementFees', 'ManagementFees', 27_000),
    named('repairs', 'Repairs', 14_500),
    named('otherExpenses', 'OtherExpenses', 9_750),
    named('otherIncome', 'OtherIncome', 15_000),
    named('marketRentGrowth', 'MarketRentGrowth', 4.5, 100),
    named('expenseGrowthRate', 'ExpenseGrowthRate', 2, 100),
    named('marketRentPerSqft', 'MarketRentPerSqft', 31),
    named('downtimeMonths', 'DowntimeMonths', 9),
    named('renewalProbability', 'RenewalProbability', 55, 100),
    named('newFreeMonths', 'NewFreeMonths', 5),
    named('renewalFreeMonths', 'RenewalFreeMonths', 3),
    named('newTiPerSqft', 'NewTiPerSqft', 35),
    named('renewalTiPerSqft', 'RenewalTiPerSqft', 8),
    named('newLcPercent', 'NewLcPercent', 5, 100),
    named('renewalLcPercent', 'RenewalLcPercent', 2.5, 100),
    named('renewalTermMonths', 'RenewalTermMonths', 84),
    named('isNnnLease', 'IsNnnLease', false),
    leaseEdit(4, 'sqftLeased', 2_500, 2_500, 'sqft'),
    leaseEdit(0, 'rentPerSqft', 25, 25),
    leaseEdit(12, 'rentPerSqft', 33, 33),
    leaseEdit(0, 'annualRentIncrease', 4, 0.04),
    leaseEdit(6, 'startDate', '2027-04-01', serial('2027-04-01')),
    leaseEdit(6, 'freeMonths', 3, 3),
    leaseEdit(8, 'endDate', '2029-03-31', serial('2029-03-31')),
    leaseEdit(12, 'endDate', '2026-06-30', serial('2026-06-30')),
    step(2, 1, '2027-05-01', 29),
    step(2, 0, '2024-06-15', 25.1),
    step(3, 3, '2028-04-01', 30),
    step(18, 0, '2027-07-01', 40),
    leaseEdit(3, 'recoveryType', 'base-year', 'Base year'),
    leaseEdit(1, 'recoveryType', 'nnn', 'NNN'),
    leaseEdit(0, 'recoveryType', null, ''),
    leaseEdit(4, 'marketRentPerSqft', 33, 33),
    leaseEdit(2, 'marketRentPerSqft', null, ''),
  ];
}
