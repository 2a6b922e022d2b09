import { METRICS } from '@cre/underwriting';
import type { Workbook } from 'exceljs';
import { RENT_ROLL_SECTION, type RentRollRow } from '../../report/rent-roll-section';
import { columnsOn } from '../../report/report-section';
import type { CachedFigures } from './cached-figures';
import { type StepColumns, writeStepColumns } from './rent-roll-steps';
import { writeSectionTable } from './section-cells';
import {
  absoluteRef,
  address,
  addSheet,
  type CellContent,
  defineName,
  type FormatKey,
  fitColumns,
  styleBold,
  styleHeader,
  writeCell,
} from './sheet-kit';

/** Name of the rent roll sheet. */
export const RENT_ROLL_SHEET = 'Rent Roll';

/** One total under the rent roll: its label, formula, format and defined name. */
interface Total {
  label: string;
  formula: string;
  format: FormatKey;
  name: string;
}

/** Where the Rent Roll sheet put its leases: the Lease Months sheet's formulas read them. */
export interface RentRollLayout {
  /** The row of lease i (0-based, in rent-roll order). */
  row: (lease: number) => number;
  /** The sheet-qualified absolute address of a column's cell in a row, e.g. `'Rent Roll'!$C$2`. */
  cell: (key: string, row: number) => string;
  /** The rent step columns, written when `steps` was asked for. */
  steps: StepColumns | null;
}

/**
 * Adds the Rent Roll sheet (individual mode): the rent roll section's columns, one row per lease
 * (suite, tenant, terms, recovery type, market rent — a number, or "Property" for the property's —
 * and, with `steps`, the rent steps in columns beside the row: `writeStepColumns`), its annual rent (`sqft × rent`), effective rent after free
 * months and remaining term as formulas of the row; then the totals of section 2: leased and
 * available square feet, the average rent, `GrossPotentialRent = Σ effective rent + unleased sq ft
 * × average rent` and the WALT (remaining terms weighted by annual rent), each a defined name.
 */
export function addRentRollSheet(
  workbook: Workbook,
  rows: readonly RentRollRow[],
  cached: CachedFigures,
  steps: boolean,
): RentRollLayout {
  const sheet = addSheet(workbook, RENT_ROLL_SHEET, 1, 1, 'wide');
  const layout = writeSectionTable(sheet, RENT_ROLL_SECTION, rows, 1);
  const stepColumns = steps
    ? writeStepColumns(sheet, rows, 1, columnsOn(RENT_ROLL_SECTION, 'workbook').length + 1)
    : null;
  const range = (key: string) =>
    `${address(layout.column(key), layout.first)}:${address(layout.column(key), layout.last)}`;
  const empty = rows.length === 0;
  const sum = (key: string) => (empty ? '0' : `SUM(${range(key)})`);
  const totals: Total[] = [
    { label: METRICS.leasedSqft.label, formula: sum('sqft'), format: 'count', name: 'LeasedSqft' },
    { label: 'Total Annual Rent', formula: sum('annualRent'), format: 'money', name: 'TotalAnnualRent' },
    {
      label: 'Total Effective Rent',
      formula: sum('effectiveRent'),
      format: 'money',
      name: 'TotalEffectiveRent',
    },
    {
      label: METRICS.avgRentPerSqft.label,
      formula: 'IF(LeasedSqft=0,0,TotalAnnualRent/LeasedSqft)',
      format: 'perSqft',
      name: 'AvgRentPerSqft',
    },
    {
      label: METRICS.unleasedSqft.label,
      formula: 'MAX(0,SquareFeet-LeasedSqft)',
      format: 'count',
      name: 'UnleasedSqft',
    },
    {
      label: METRICS.grossPotentialRent.label,
      formula: 'TotalEffectiveRent+UnleasedSqft*AvgRentPerSqft',
      format: 'money',
      name: 'GrossPotentialRent',
    },
    {
      label: METRICS.walt.label,
      formula: empty
        ? '"N/A"'
        : `IF(TotalAnnualRent=0,"N/A",SUMPRODUCT(${range('remainingYears')},${range('annualRent')})/TotalAnnualRent)`,
      format: 'yearsDecimal',
      name: 'Walt',
    },
  ];
  const top = layout.last + 2;
  styleHeader(writeCell(sheet, 1, top, 'Totals'));
  totals.forEach((total, i) => {
    const row = top + 1 + i;
    writeCell(sheet, 1, row, total.label);
    const result = cached.name(total.name);
    const content: CellContent = { formula: total.formula, ...(result === undefined ? {} : { result }) };
    styleBold(writeCell(sheet, 2, row, content, total.format));
    defineName(workbook, sheet, 2, row, total.name);
  });
  fitColumns(sheet, 12);
  return {
    row: (lease) => layout.first + lease,
    cell: (key, row) => absoluteRef(RENT_ROLL_SHEET, layout.column(key), row),
    steps: stepColumns,
  };
}
