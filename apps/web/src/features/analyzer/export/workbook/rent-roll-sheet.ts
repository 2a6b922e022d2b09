import { leaseAnnualRent, leaseEffectiveRent, type TenantLease } from '@cre/underwriting';
import type { Workbook } from 'exceljs';
import type { CachedFigures } from './cached-figures';
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
  writeHeaderRow,
} from './sheet-kit';

/** Name of the rent roll sheet. */
export const RENT_ROLL_SHEET = 'Rent Roll';

const COLUMNS: readonly { title: string; format?: FormatKey }[] = [
  { title: 'Tenant' },
  { title: 'Sq Ft Leased', format: 'count' },
  { title: 'Rent / Sq Ft / Year', format: 'perSqft' },
  { title: 'Lease Term (months)', format: 'whole' },
  { title: 'Free Months', format: 'whole' },
  { title: 'Tenant Improvements', format: 'money' },
  { title: 'Annual Increase', format: 'percent' },
  { title: 'Start Date', format: 'date' },
  { title: 'End Date', format: 'date' },
  { title: 'Annual Rent', format: 'money' },
  { title: 'Effective Rent', format: 'money' },
];

/** A `yyyy-mm-dd` date as a spreadsheet date (UTC midnight, so no time-zone shift); text when unreadable. */
function dateCell(iso: string): CellContent {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : iso;
}

/** One lease's cells; annual and effective rent are formulas of its own row (underwriting.md section 2). */
function leaseCells(lease: TenantLease, row: number): CellContent[] {
  const ref = (column: number) => address(column, row);
  const annual = leaseAnnualRent(lease);
  return [
    lease.tenantName,
    lease.sqftLeased,
    lease.rentPerSqft,
    lease.leaseTerm,
    lease.freeMonths,
    lease.tenantImprovements,
    lease.annualRentIncrease / 100,
    dateCell(lease.startDate),
    dateCell(lease.endDate),
    { formula: `${ref(2)}*${ref(3)}`, result: annual },
    {
      formula: `IF(${ref(4)}=0,0,${ref(10)}*(${ref(4)}-MIN(${ref(5)},${ref(4)}))/${ref(4)})`,
      result: leaseEffectiveRent(annual, lease.leaseTerm, lease.freeMonths),
    },
  ];
}

/**
 * Adds the Rent Roll sheet (individual mode): one row per lease with its annual rent
 * (`sqft × rent`) and effective rent after free months as formulas, then the totals of section 2:
 * leased and unleased square feet, the average rent and `GrossPotentialRent = Σ effective rent +
 * unleased sq ft × average rent`, each a defined name.
 */
export function addRentRollSheet(
  workbook: Workbook,
  leases: readonly TenantLease[],
  cached: CachedFigures,
): void {
  const sheet = addSheet(workbook, RENT_ROLL_SHEET, 1, 1);
  writeHeaderRow(
    sheet,
    1,
    COLUMNS.map((column) => column.title),
  );
  leases.forEach((lease, i) => {
    leaseCells(lease, i + 2).forEach((content, j) => {
      writeCell(sheet, j + 1, i + 2, content, COLUMNS[j]?.format);
    });
  });
  const first = 2;
  const last = leases.length + 1;
  const sum = (column: number) =>
    leases.length === 0
      ? { formula: '0' }
      : { formula: `SUM(${address(column, first)}:${address(column, last)})` };
  const totals: { label: string; content: CellContent; format: FormatKey; name: string }[] = [
    { label: 'Leased Sq Ft', content: sum(2), format: 'count', name: 'LeasedSqft' },
    { label: 'Total Annual Rent', content: sum(10), format: 'money', name: 'TotalAnnualRent' },
    { label: 'Total Effective Rent', content: sum(11), format: 'money', name: 'TotalEffectiveRent' },
    {
      label: 'Average Rent / Sq Ft',
      content: { formula: 'IF(LeasedSqft=0,0,TotalAnnualRent/LeasedSqft)' },
      format: 'perSqft',
      name: 'AvgRentPerSqft',
    },
    {
      label: 'Unleased Sq Ft',
      content: { formula: 'MAX(0,SquareFeet-LeasedSqft)' },
      format: 'count',
      name: 'UnleasedSqft',
    },
    {
      label: 'Gross Potential Rent',
      content: { formula: 'TotalEffectiveRent+UnleasedSqft*AvgRentPerSqft' },
      format: 'money',
      name: 'GrossPotentialRent',
    },
  ];
  const top = last + 2;
  styleHeader(writeCell(sheet, 1, top, 'Totals'));
  totals.forEach((total, i) => {
    const row = top + 1 + i;
    writeCell(sheet, 1, row, total.label);
    const content = total.content;
    const withResult =
      content !== null && typeof content === 'object' && 'formula' in content
        ? { ...content, result: cached.name(total.name) }
        : content;
    styleBold(writeCell(sheet, 2, row, withResult, total.format));
    defineName(workbook, sheet, 2, row, total.name);
  });
  fitColumns(sheet, 12);
}
