import type { Worksheet } from 'exceljs';
import { rentStepsOf } from '../../report/lease-detail';
import type { RentRollRow } from '../../report/rent-roll-section';
import { workbookValue } from './section-cells';
import { absoluteRef, columnLetter, FORMATS, writeCell, writeHeaderRow } from './sheet-kit';

/** Where a lease's rent steps are on the Rent Roll sheet: its row's date cells and rent cells. */
export interface StepColumns {
  /** How many step slots each lease row has. */
  slots: number;
  /** The sheet-qualified absolute range of row `row`'s step dates, e.g. `'Rent Roll'!$R$2:$T$2`. */
  dates: (row: number) => string;
  /** The same row's step rents per sq ft, in the order of the dates. */
  rents: (row: number) => string;
}

/** Step slots a lease row gets beyond the most any lease has, so a step can be added in the file. */
const SPARE_SLOTS = 2;

/**
 * Writes each lease's rent steps (underwriting.md section 11.1) beside its rent-roll row, from
 * column `from`: first the step dates ("Step 1 Date", ...), then their rents per sq ft ("Step 1
 * Rent/Sq Ft", ...), in date order, one slot per step plus {@link SPARE_SLOTS} empty ones. The
 * Lease Months sheet reads them: in a month, the rent of the last step dated in or before it.
 */
export function writeStepColumns(
  sheet: Worksheet,
  rows: readonly RentRollRow[],
  header: number,
  from: number,
): StepColumns {
  const most = rows.reduce((max, { lease }) => Math.max(max, rentStepsOf(lease).length), 0);
  const slots = most + SPARE_SLOTS;
  const numbers = Array.from({ length: slots }, (_, k) => k + 1);
  writeHeaderRow(
    sheet,
    header,
    numbers.map((k) => `Step ${k} Date`),
    undefined,
    from,
  );
  writeHeaderRow(
    sheet,
    header,
    numbers.map((k) => `Step ${k} Rent/Sq Ft`),
    undefined,
    from + slots,
  );
  rows.forEach(({ lease }, i) => {
    const row = header + 1 + i;
    rentStepsOf(lease).forEach((step, k) => {
      writeCell(sheet, from + k, row, workbookValue('date', step.date), 'date');
      writeCell(sheet, from + slots + k, row, step.rentPerSqft, 'perSqft');
    });
    for (let k = rentStepsOf(lease).length; k < slots; k++) {
      sheet.getCell(row, from + k).numFmt = FORMATS.date;
      sheet.getCell(row, from + slots + k).numFmt = FORMATS.perSqft;
    }
  });
  const range = (first: number, row: number) =>
    `${absoluteRef(sheet.name, first, row)}:$${columnLetter(first + slots - 1)}$${row}`;
  return { slots, dates: (row) => range(from, row), rents: (row) => range(from + slots, row) };
}
