import { analyze, projectionMonthLabel } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal, officeDeal } from '../../../../../test/analyzer-fixtures';
import { recalculate } from '../../../../../test/recalc-harness';
import { toAnalysisInput } from '../../model/deal-mapping';
import type { AnalyzerFormValues } from '../../model/form-values';
import { buildAnalysisWorkbook } from './build-workbook';
import { DEDUCTION_LINES, LEASE_SHEET, projectionMonthDate } from './lease-sheet';
import { FONT, WIDE_PRINT_SCALE } from './sheet-kit';

/** The workbook of a deal, the analyze() result it was built from, and the workbook recalculated. */
async function exportOf(values: AnalyzerFormValues) {
  const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
  const workbook = buildAnalysisWorkbook(ExcelJS.Workbook, { values, asOf: FIXTURE_AS_OF, result });
  return { result, workbook, live: await recalculate(workbook) };
}

/** The workbook as the file holds it: written to .xlsx and read back by exceljs. */
async function readBack(workbook: ExcelJS.Workbook): Promise<ExcelJS.Workbook> {
  const file = new ExcelJS.Workbook();
  await file.xlsx.load((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  return file;
}

const numbers = (values: readonly unknown[]) => values.filter((v): v is number => typeof v === 'number');

describe('the workbook’s presentation', () => {
  it('shows income positive and costs negative on every sheet, with the totals still the engine’s', async () => {
    const { result, live } = await exportOf(leaseByLeaseDeal());
    const years = result.leaseProjection!.years;
    const line = (label: string) => numbers(live.row(LEASE_SHEET, label));
    const engine = {
      'Free Rent': years.map((y) => y.freeRent),
      'Credit Loss': years.map((y) => y.creditLoss),
      'Operating Expenses': years.map((y) => y.operatingExpenses),
      'Tenant Improvements': years.map((y) => y.tenantImprovements),
      'Leasing Commissions': years.map((y) => y.leasingCommissions),
    };
    expect([...DEDUCTION_LINES].sort()).toEqual(Object.keys(engine).sort());
    for (const [label, figures] of Object.entries(engine)) {
      expect(
        figures.some((figure) => figure > 0),
        label,
      ).toBe(true);
      line(label).forEach((value, t) => {
        expect(value, `${label} year ${t + 1}`).toBeCloseTo(-(figures[t] ?? 0), 6);
      });
    }
    const parts = ['Scheduled Rent', 'Free Rent', 'Credit Loss', 'Other Income', 'Recoveries'].map(line);
    years.forEach((year, t) => {
      const egi = parts.reduce((total, part) => total + (part[t] ?? 0), 0);
      expect(egi).toBeCloseTo(year.effectiveGrossIncome, 6);
      expect(line('Effective Gross Income')[t]).toBeCloseTo(year.effectiveGrossIncome, 6);
      expect(egi + (line('Operating Expenses')[t] ?? 0)).toBeCloseTo(year.noi, 6);
    });
    for (const label of [
      'Operating Expenses',
      'Tenant Improvements',
      'Leasing Commissions',
      'Debt Service',
    ]) {
      const row = numbers(live.row('Cash Flow', label));
      expect(Math.max(...row), label).toBeLessThanOrEqual(0);
    }
    expect(live.row('Cash Flow', 'Operating Expenses')[1]).toBeCloseTo(
      -(years[0]?.operatingExpenses ?? 0),
      6,
    );
    expect(live.value('NetOperatingIncome')).toBeCloseTo(result.noi, 6);
    expect(live.row('Summary', 'Break-Even Occupancy')[0]).toBeCloseTo(
      (result.breakEvenOccupancy ?? 0) / 100,
      9,
    );
  });

  it('shows vacancy, operating expenses and debt service negative in simple mode', async () => {
    const { live } = await exportOf(officeDeal());
    for (const label of ['Vacancy & Credit Loss', 'Operating Expenses', 'Debt Service']) {
      const row = numbers(live.row('Cash Flow', label));
      expect(row.length, label).toBeGreaterThan(0);
      expect(Math.max(...row), label).toBeLessThan(0);
    }
  });

  it('writes the rollover months as dates of their first day, shown "mmm yyyy"', async () => {
    const { result, workbook } = await exportOf(leaseByLeaseDeal());
    const file = await readBack(workbook);
    const sheet = file.getWorksheet(LEASE_SHEET)!;
    let header = 0;
    sheet.eachRow((row, r) => {
      if (row.getCell(1).value === 'Suite') header = r;
    });
    const titles = sheet.getRow(header).values as unknown[];
    const available = titles.indexOf('Available');
    const starts = titles.indexOf('Starts');
    const rollovers = result.leaseProjection!.rollovers;
    expect(rollovers.length).toBeGreaterThan(0);
    const label = (date: Date) =>
      date.toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    rollovers.forEach((rollover, i) => {
      const row = sheet.getRow(header + 1 + i);
      for (const [column, month] of [
        [available, rollover.availableMonth],
        [starts, rollover.startMonth],
      ] as const) {
        const cell = row.getCell(column);
        expect(cell.value).toBeInstanceOf(Date);
        const date = cell.value as Date;
        expect(date.getUTCDate()).toBe(1);
        expect(label(date)).toBe(projectionMonthLabel(FIXTURE_AS_OF, month));
        expect(cell.numFmt).toBe('mmm yyyy');
      }
    });
    expect(projectionMonthDate('2026-01-15', 14)).toEqual(new Date(Date.UTC(2027, 2, 1)));
    expect(projectionMonthDate('soon', 3)).toBeNull();
  });

  it('gives every styled cell a named font, in the workbook built and in the file', async () => {
    const { workbook } = await exportOf(leaseByLeaseDeal());
    for (const book of [workbook, await readBack(workbook)]) {
      let bold = 0;
      for (const sheet of book.worksheets) {
        sheet.eachRow((row) => {
          row.eachCell((cell) => {
            const font = cell.font;
            if (!font || Object.keys(font).length === 0) return;
            expect(font, `${sheet.name}!${cell.address}`).toMatchObject({ name: FONT.name, size: FONT.size });
            if (font.bold) bold++;
          });
        });
      }
      expect(bold).toBeGreaterThan(20);
    }
  });

  it('prints the year tables landscape at a readable scale, titles repeated, blocks on their own pages', async () => {
    const { workbook } = await exportOf({ ...leaseByLeaseDeal(), holdPeriod: 15 });
    const file = await readBack(workbook);
    for (const name of ['Cash Flow', LEASE_SHEET, 'Rent Roll']) {
      const sheet = file.getWorksheet(name)!;
      expect(sheet.pageSetup, name).toMatchObject({
        orientation: 'landscape',
        fitToPage: false,
        printTitlesRow: '1:1',
        printTitlesColumn: 'A:A',
      });
      expect(sheet.pageSetup.scale, name).toBeLessThanOrEqual(WIDE_PRINT_SCALE);
      expect(sheet.pageSetup.scale, name).toBeGreaterThanOrEqual(55);
      expect(WIDE_PRINT_SCALE).toBeGreaterThanOrEqual(60);
      expect(WIDE_PRINT_SCALE).toBeLessThanOrEqual(80);
    }
    const breakAbove = (name: string, label: string) => {
      const sheet = workbook.getWorksheet(name)!;
      let row = 0;
      sheet.eachRow((r, n) => {
        const value = r.getCell(1).value as { result?: unknown } | string | null;
        const text = typeof value === 'object' && value !== null ? value.result : value;
        if (row === 0 && String(text).startsWith(label)) row = n;
      });
      expect(row, label).toBeGreaterThan(0);
      // A break after the table's last row (the blank row above the block's title).
      expect(sheet.model.rowBreaks.map((b) => b.id)).toEqual([row - 2]);
    };
    breakAbove('Cash Flow', 'Returns (');
    breakAbove(LEASE_SHEET, 'Lease Expirations');
    expect(file.getWorksheet('Summary')!.pageSetup).toMatchObject({
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:2',
    });
  });

  it('says on the Sensitivity sheet that its grids are values of the export date, and how to refresh them', async () => {
    const values = officeDeal();
    const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
    const calculation = { values, asOf: FIXTURE_AS_OF, result };
    const exportedAt = new Date(2026, 10, 22, 23, 45);
    const workbook = buildAnalysisWorkbook(ExcelJS.Workbook, calculation, undefined, null, exportedAt);
    const cell = (await readBack(workbook)).getWorksheet('Sensitivity')!.getCell('A1');
    expect(cell.value).toBe(
      'Values computed by the app at export on 2026-11-22, not formulas: refresh them with Export Excel in the analyzer. The current deal is in bold.',
    );
    expect(cell.font).toMatchObject({ bold: true, name: FONT.name });
  });
});
