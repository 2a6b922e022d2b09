import { parseRentRoll, type TenantLease } from '@cre/underwriting';
import ExcelJS from 'exceljs';

/** The lease detail (underwriting.md 11.1) the import gives a lease of this file: its suite, nothing else. */
const detail = (suite: string) => ({ suite, rentSteps: [], recoveryType: null, marketRentPerSqft: null });

/** What the workbook states besides its leases, which the import takes into the form. */
export const BROKER_FILE = {
  name: 'Maple Court Offices',
  asOf: '2026-11-01',
  /** The leases' 9,650 sq ft and the vacant suite's 2,350. */
  sqft: 12_000,
};

/** The leases of the broker workbook, as the analyzer should import them. */
export const BROKER_LEASES: TenantLease[] = [
  {
    tenantName: 'Granite Title Co.',
    sqftLeased: 3_200,
    rentPerSqft: 27.5,
    leaseTerm: 60,
    freeMonths: 2,
    tenantImprovements: 0,
    annualRentIncrease: 3,
    startDate: '2024-02-01',
    endDate: '2029-01-31',
    ...detail('100'),
  },
  {
    tenantName: 'Juniper Pediatrics',
    sqftLeased: 4_800,
    rentPerSqft: 31,
    leaseTerm: 120,
    freeMonths: 0,
    tenantImprovements: 0,
    annualRentIncrease: 2.5,
    startDate: '2021-07-01',
    endDate: '2031-06-30',
    ...detail('200'),
  },
  {
    tenantName: 'Copper Kettle Cafe',
    sqftLeased: 1_650,
    rentPerSqft: 36,
    leaseTerm: 84,
    freeMonths: 3,
    tenantImprovements: 0,
    annualRentIncrease: 3,
    startDate: '2023-10-01',
    endDate: '2030-09-30',
    ...detail('210'),
  },
];

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/**
 * A broker's rent roll as an .xlsx file: a title row and a date row above the header, suites, the
 * monthly rent (so the analyzer must convert it to rent per sq ft), real date cells, escalations as
 * percent cells, a vacant suite and a totals row with SUM formulas (cached results included).
 */
export async function brokerWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Rent Roll');
  sheet.addRow(['Maple Court Offices']);
  sheet.addRow(['Rent Roll as of 11/1/2026']);
  sheet.addRow([]);
  sheet.addRow([
    'Suite',
    'Tenant',
    'RSF',
    'Monthly Rent',
    'Commencement',
    'Expiration',
    'Escalations',
    'Free Rent (Mo)',
  ]);
  BROKER_LEASES.forEach((lease) => {
    const row = sheet.addRow([
      lease.suite,
      lease.tenantName,
      lease.sqftLeased,
      (lease.sqftLeased * lease.rentPerSqft) / 12,
      utc(lease.startDate),
      utc(lease.endDate),
      lease.annualRentIncrease / 100,
      lease.freeMonths,
    ]);
    row.getCell(4).numFmt = '"$"#,##0.00';
    row.getCell(5).numFmt = 'm/d/yyyy';
    row.getCell(6).numFmt = 'm/d/yyyy';
    row.getCell(7).numFmt = '0.0%';
  });
  sheet.addRow(['300', 'VACANT', 2_350]);
  const sqft = BROKER_LEASES.reduce((sum, lease) => sum + lease.sqftLeased, 0) + 2_350;
  const monthly = BROKER_LEASES.reduce((sum, lease) => sum + (lease.sqftLeased * lease.rentPerSqft) / 12, 0);
  sheet.addRow([
    'Total',
    '',
    { formula: 'SUM(C5:C8)', result: sqft },
    { formula: 'SUM(D5:D7)', result: monthly },
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The workbook's leases as the engine parses them (a check that the fixture says what it means). */
export async function parsedBrokerLeases(): Promise<TenantLease[]> {
  const workbook = new ExcelJS.Workbook();
  const bytes = await brokerWorkbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row, n) => {
    rows[n - 1] = (row.values as unknown[])
      .slice(1)
      .map((value) =>
        value && typeof value === 'object' && 'result' in value
          ? (value as { result: unknown }).result
          : value,
      );
  });
  return parseRentRoll(Array.from(rows, (row) => row ?? [])).leases;
}
