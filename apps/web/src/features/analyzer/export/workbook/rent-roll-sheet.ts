import { METRICS } from '@cre/underwriting';
import type { Workbook, Worksheet } from 'exceljs';
import { RENT_STEPS_SECTION, type RentStepRow, rentStepsOf } from '../../report/lease-detail';
import { RENT_ROLL_SECTION, type RentRollRow } from '../../report/rent-roll-section';
import type { CachedFigures } from './cached-figures';
import { writeSectionTable } from './section-cells';
import {
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

/**
 * Writes the Rent Steps block from row `top` (when a lease has steps): its title, then one row per
 * step (suite, tenant, the date as a date, the rent per sq ft as a number). Values: the steps feed
 * the lease-by-lease projection, which the workbook holds as the engine's values.
 */
function writeRentSteps(sheet: Worksheet, rows: readonly RentRollRow[], top: number): void {
  const steps: RentStepRow[] = rows.flatMap(({ lease }) =>
    rentStepsOf(lease).map((step) => ({ lease, step })),
  );
  if (steps.length === 0) return;
  styleHeader(writeCell(sheet, 1, top, RENT_STEPS_SECTION.title));
  writeSectionTable(sheet, RENT_STEPS_SECTION, steps, top + 1);
}

/**
 * Adds the Rent Roll sheet (individual mode): the rent roll section's columns, one row per lease
 * (suite, tenant, terms, recovery type, market rent — a number, or "Property" for the property's —
 * and the rent steps in one cell), its annual rent (`sqft × rent`), effective rent after free
 * months and remaining term as formulas of the row; then the totals of section 2: leased and
 * available square feet, the average rent, `GrossPotentialRent = Σ effective rent + unleased sq ft
 * × average rent` and the WALT (remaining terms weighted by annual rent), each a defined name; then
 * the Rent Steps block, one row per step, when a lease has any.
 */
export function addRentRollSheet(
  workbook: Workbook,
  rows: readonly RentRollRow[],
  cached: CachedFigures,
): void {
  const sheet = addSheet(workbook, RENT_ROLL_SHEET, 1, 1, 'wide');
  const layout = writeSectionTable(sheet, RENT_ROLL_SECTION, rows, 1);
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
  writeRentSteps(sheet, rows, top + totals.length + 2);
  fitColumns(sheet, 12);
}
