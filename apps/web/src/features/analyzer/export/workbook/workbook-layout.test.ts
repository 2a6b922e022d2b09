import { analyze } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIXTURE_AS_OF,
  leaseByLeaseDeal,
  officeDeal,
  retailRentRoll,
} from '../../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../../model/deal-mapping';
import type { AnalyzerFormValues } from '../../model/form-values';
import { buildAnalysisWorkbook, workbookFileName } from './build-workbook';
import { downloadAnalysisWorkbook, XLSX_MIME_TYPE } from './download-workbook';
import { FORMATS, WIDE_PRINT_SCALE } from './sheet-kit';

const calculationOf = (values: AnalyzerFormValues) => ({
  values,
  asOf: FIXTURE_AS_OF,
  result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)),
});

/** The workbook as the file holds it: written to .xlsx and read back. */
async function fileOf(values: AnalyzerFormValues): Promise<ExcelJS.Workbook> {
  const buffer = await buildAnalysisWorkbook(ExcelJS.Workbook, calculationOf(values)).xlsx.writeBuffer();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as ArrayBuffer);
  return workbook;
}

/** The cell of a sheet whose column A reads `label`, in column `column`. */
function cellBesides(sheet: ExcelJS.Worksheet, label: string, column = 2): ExcelJS.Cell {
  let found: ExcelJS.Cell | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === label && !found) found = row.getCell(column);
  });
  if (!found) throw new Error(`no ${label} on ${sheet.name}`);
  return found;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('workbook layout', () => {
  it('names its sheets by mode', async () => {
    const names = async (values: AnalyzerFormValues) => (await fileOf(values)).worksheets.map((s) => s.name);
    expect(await names(officeDeal())).toEqual(['Summary', 'Inputs', 'Cash Flow', 'Sensitivity', 'Risk']);
    expect(await names(retailRentRoll())).toEqual([
      'Summary',
      'Inputs',
      'Rent Roll',
      'Cash Flow',
      'Sensitivity',
      'Risk',
    ]);
    expect(await names(leaseByLeaseDeal())).toEqual([
      'Summary',
      'Inputs',
      'Rent Roll',
      'Lease Months',
      'Lease Projection',
      'Cash Flow',
      'Sensitivity',
      'Risk',
    ]);
  });

  it('defines every input and key figure as a name, and writes formulas that use them', async () => {
    const file = await fileOf(officeDeal());
    const names = new Map(file.definedNames.model.map((entry) => [entry.name, entry.ranges[0]]));
    for (const name of [
      'PurchasePrice',
      'InterestRate',
      'LoanTerm',
      'VacancyRate',
      'ExitCapRateInput',
      'DiscountRate',
      'HoldPeriod',
    ]) {
      expect(names.get(name), name).toMatch(/^'?Inputs'?!\$B\$\d+$/);
    }
    for (const name of [
      'NetOperatingIncome',
      'AnnualDebtService',
      'HoldIrr',
      'HoldNpv',
      'SalePrice',
      'LoanAmount',
    ]) {
      expect(names.get(name), name).toMatch(/^'?Cash Flow'?!\$[A-Z]+\$\d+$/);
    }
    const flows = file.getWorksheet('Cash Flow')!;
    // the flows run to year 16 (column R): 0 after the hold the HoldPeriod input sets
    expect(cellBesides(flows, 'IRR').formula).toMatch(/^IFERROR\(IRR\(B\d+:R\d+,0\.1\),"N\/A"\)$/);
    expect(cellBesides(flows, 'NPV').formula).toMatch(
      /^IF\(ISNUMBER\(DiscountRate\),B\d+\+NPV\(DiscountRate,C\d+:R\d+\),"N\/A"\)$/,
    );
    expect(cellBesides(flows, 'Sale Price (end of hold)').formula).toMatch(
      /^INDEX\(C\d+:Q\d+,1,HoldPeriod\)$/,
    );
    expect(cellBesides(flows, 'Monthly Payment').formula).toContain(
      'PMT(MonthlyRate,NumberOfPayments,-LoanAmount)',
    );
    expect(file.getWorksheet('Summary')!.getCell('B3').formula).toBe('NetOperatingIncome');
  });

  it('formats currency, percents and multiples, and leaves unset rates blank', async () => {
    const file = await fileOf({ ...retailRentRoll(), discountRate: null, marketCapRate: null });
    const inputs = file.getWorksheet('Inputs')!;
    expect(cellBesides(inputs, 'Purchase Price').numFmt).toBe(FORMATS.money);
    expect(cellBesides(inputs, 'Interest Rate')).toMatchObject({ numFmt: FORMATS.percent, value: 0.0625 });
    expect(cellBesides(inputs, 'Discount Rate').value).toBeNull();
    expect(cellBesides(inputs, 'Exit Cap Rate (input)').value).toBe(0.0725);
    const summary = file.getWorksheet('Summary')!;
    expect(cellBesides(summary, 'Equity Multiple').numFmt).toBe(FORMATS.multiple);
    expect(cellBesides(summary, 'Going-In Cap Rate').numFmt).toBe(FORMATS.percent);
    expect(cellBesides(summary, 'Net Operating Income').numFmt).toBe(FORMATS.money);
    expect(cellBesides(file.getWorksheet('Rent Roll')!, 'Gross Potential Rent').numFmt).toBe(FORMATS.money);
    const grid = file.getWorksheet('Sensitivity')!;
    expect(grid.getCell('B5').numFmt).toBe(FORMATS.percent);
    expect(grid.getCell('B4').numFmt).toBe(FORMATS.money);
  });

  it('freezes headers, fits columns and prints the year and field tables at a readable scale', async () => {
    const file = await fileOf(leaseByLeaseDeal());
    const wide = ['Rent Roll', 'Lease Months', 'Lease Projection', 'Cash Flow'];
    for (const sheet of file.worksheets) {
      const fitted = { fitToPage: true, fitToWidth: 1, fitToHeight: 0 };
      expect(sheet.pageSetup, sheet.name).toMatchObject(
        wide.includes(sheet.name)
          ? { orientation: 'landscape', fitToPage: false }
          : { orientation: sheet.name === 'Summary' ? 'portrait' : 'landscape', ...fitted },
      );
      // a wide sheet prints at most at the wide scale, lower only so a block of years fits a page
      if (wide.includes(sheet.name)) {
        expect(sheet.pageSetup.scale, sheet.name).toBeLessThanOrEqual(WIDE_PRINT_SCALE);
        expect(sheet.pageSetup.scale, sheet.name).toBeGreaterThanOrEqual(55);
      }
      // the Lease Months sheet keeps each suite's name and row kind in view
      const labels = sheet.name === 'Lease Months' ? 2 : 1;
      expect(sheet.views[0], sheet.name).toMatchObject({ state: 'frozen', xSplit: labels });
      expect(sheet.getColumn(1).width ?? 0, sheet.name).toBeGreaterThanOrEqual(12);
    }
    expect(file.getWorksheet('Cash Flow')!.views[0]).toMatchObject({ ySplit: 1 });
    expect(file.getWorksheet('Cash Flow')!.pageSetup).toMatchObject({
      printTitlesRow: '1:1',
      printTitlesColumn: 'A:A',
    });
    expect(file.definedNames.model.map((entry) => entry.name)).not.toContain('_xlnm.Print_Titles');
    expect(file.getWorksheet('Summary')!.views[0]).toMatchObject({ ySplit: 2 });
    const inputs = file.getWorksheet('Inputs')!;
    expect(inputs.getColumn(1).width).toBeGreaterThanOrEqual('Market Rent ($/sq ft/yr)'.length);
    const built = buildAnalysisWorkbook(ExcelJS.Workbook, calculationOf(officeDeal()));
    expect(built.calcProperties.fullCalcOnLoad).toBe(true);
  });

  it("sums the lease table from the Lease Months sheet (the engine's figures cached) and lists the rollovers as values in leases mode", async () => {
    const calculation = calculationOf(leaseByLeaseDeal());
    const sheet = buildAnalysisWorkbook(ExcelJS.Workbook, calculation).getWorksheet('Lease Projection')!;
    const projection = calculation.result.leaseProjection!;
    const noi = cellBesides(sheet, 'Net Operating Income', 2).value as { formula: string; result: number };
    expect(noi.result).toBe(projection.years[0]?.noi);
    expect(noi.formula).toBe('B7+B8');
    const occupancy = cellBesides(sheet, 'Occupancy', 3).value as { formula: string; result: number };
    expect(occupancy.result).toBeCloseTo((projection.years[1]?.occupancy ?? 0) / 100, 12);
    expect(occupancy.formula).toMatch(
      /^SUMIF\('Lease Months'!\$V\$2:\$[A-Z]+\$2,C\$1,'Lease Months'!\$V\$16:\$[A-Z]+\$16\)\/12$/,
    );
    expect(sheet.getRow(1).cellCount).toBe(projection.years.length + 1);
    const first = projection.rollovers[0]!;
    // Suite, Tenant, Sq Ft, Available, Starts, Downtime, Free Months, Rent/Sq Ft, TI
    expect(cellBesides(sheet, first.suite, 2).value).toBe(first.tenant);
    expect(cellBesides(sheet, first.suite, 9).value).toBe(first.tenantImprovements);
  });

  it('downloads cre-analysis-<local date>.xlsx', async () => {
    expect(workbookFileName(new Date(2026, 0, 5, 23, 30))).toBe('cre-analysis-2026-01-05.xlsx');
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:http://localhost/1';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await downloadAnalysisWorkbook(calculationOf(officeDeal()), new Date(2026, 10, 22));
    expect(names).toEqual(['cre-analysis-2026-11-22.xlsx']);
    expect(blobs[0]?.type).toBe(XLSX_MIME_TYPE);
    expect(blobs[0]?.size).toBeGreaterThan(5_000);
  });
});
