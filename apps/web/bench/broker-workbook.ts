/**
 * A broker's rent roll of any multiple of 100 leases, laid out as the 100-lease fixture
 * (test/fixtures/rent-rolls/broker-roll.ts), whose leases, merged rows and footnotes it reuses: a
 * title block (property, address, "Rent Roll as of 12/31/2026"), a two-row header with merged
 * groups ("Lease Dates" over "Start | Expiration", "Rent" over "Annual | Monthly | PSF"), then one
 * building per 100 leases (a heading, the fixture's leases with the building's number before each
 * suite, one vacant suite, a subtotal), Occupied / Vacant / Total / % Occupied lines and the
 * fixture's merged footnotes.
 */
import ExcelJS from 'exceljs';
import {
  AS_OF,
  type Cell,
  FOOTNOTES,
  type Line,
  leaseLines,
  mergedRow,
  WIDTH,
} from '../test/fixtures/rent-rolls/broker-roll';

/** The .xlsx MIME type, as a browser gives it for a chosen workbook. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A generated rent roll: its file name and bytes, and how many leases and vacant suites it holds. */
export interface BrokerWorkbook {
  name: string;
  bytes: Buffer;
  leases: number;
  vacancies: number;
}

/** Sums of sq ft, annual and monthly rent over some lease lines (columns 4, 7 and 8). */
function totalsOf(lines: readonly Line[]): { sqft: number; annual: number; monthly: number } {
  let sqft = 0;
  let annual = 0;
  let monthly = 0;
  for (const line of lines) {
    sqft += line.lease.sqftLeased;
    annual += Number(line.cells[6]);
    monthly += Number(line.cells[7]);
  }
  return { sqft, annual, monthly: Math.round(monthly * 100) / 100 };
}

/** The title block and the two-row header with its vertical and group merges. */
function writeHead(sheet: ExcelJS.Worksheet): void {
  mergedRow(sheet, 'Riverside Commons Shopping Center');
  mergedRow(sheet, '4820 Riverside Dr, Austin, TX 78741');
  const [year, month, day] = AS_OF.split('-');
  mergedRow(sheet, `Rent Roll as of ${month}/${day}/${year}`);
  sheet.addRow([]);
  const upper: Cell[] = ['Suite', 'Tenant', 'Lease Type', 'Square', 'Lease Dates', null, 'Rent'];
  const lower: Cell[] = [null, null, null, 'Feet', 'Start', 'Expiration', 'Annual', 'Monthly', 'PSF'];
  const top = sheet.addRow([...upper, null, null, 'Increase', 'Next']).number;
  sheet.addRow([...lower, 'Amount', 'Increase']);
  for (const column of [1, 2, 3]) sheet.mergeCells(top, column, top + 1, column);
  sheet.mergeCells(top, 5, top, 6);
  sheet.mergeCells(top, 7, top, 9);
}

/** One building: its heading, leases (suites prefixed with its number), a vacant suite, its subtotal. */
function writeBuilding(sheet: ExcelJS.Worksheet, building: number, lines: readonly Line[]): number {
  mergedRow(sheet, `Building ${building}`);
  const vacantSqft = 1200 + 150 * (building % 7);
  lines.forEach((line, k) => {
    const [suite, ...rest] = line.cells;
    sheet.addRow([`${building}-${suite}`, ...rest]);
    if (k === Math.floor(lines.length / 2)) sheet.addRow([`${building}-V${k}`, 'VACANT', null, vacantSqft]);
  });
  const sum = totalsOf(lines);
  const label = `Building ${building} Total`;
  sheet.addRow([null, label, null, sum.sqft + vacantSqft, null, null, sum.annual, sum.monthly]);
  sheet.addRow([]);
  return vacantSqft;
}

/**
 * Builds the rent roll of `leases` leases (a multiple of 100) with exceljs and returns its bytes.
 * Every lease is one of the fixture's 100, so each block of 100 has the fixture's mix of increase
 * texts ("3%", "$0.75/SF", "10% every 5 yrs", "CPI", blank …), lease types and flagged leases.
 */
export async function brokerWorkbook(leases: number): Promise<BrokerWorkbook> {
  if (leases <= 0 || leases % 100 !== 0) throw new Error(`${leases} leases: a multiple of 100 expected`);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CRE Sale Analyzer bench';
  const sheet = workbook.addWorksheet('Rent Roll');
  sheet.columns = Array.from({ length: WIDTH }, (_, i) => ({ width: i === 1 ? 28 : 13 }));
  writeHead(sheet);
  const fixture = leaseLines();
  const all: Line[] = [];
  let vacantSqft = 0;
  for (let building = 1; building <= leases / 100; building++) {
    vacantSqft += writeBuilding(sheet, building, fixture);
    all.push(...fixture);
  }
  const sum = totalsOf(all);
  sheet.addRow([null, 'Occupied', null, sum.sqft, null, null, sum.annual, sum.monthly]);
  sheet.addRow([null, 'Vacant', null, vacantSqft]);
  sheet.addRow([null, 'Total', null, sum.sqft + vacantSqft, null, null, sum.annual, sum.monthly]);
  const occupied = Math.round((sum.sqft / (sum.sqft + vacantSqft)) * 1000) / 1000;
  sheet.addRow([null, '% Occupied', null, occupied]);
  sheet.addRow([]);
  for (const note of FOOTNOTES) mergedRow(sheet, note);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name: `broker-rent-roll-${leases}.xlsx`, bytes, leases, vacancies: leases / 100 };
}
