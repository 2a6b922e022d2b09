import { analyze, projectionYears, resolveInput } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../../test/analyzer-fixtures';
import { logWorstDifference } from '../../../../../test/engine-figures';
import { libreOffice, recalculateInLibreOffice } from '../../../../../test/libreoffice';
import type { LiveValue } from '../../../../../test/recalc-harness';
import {
  expectStackFigures,
  type StackFigures,
  splitRef,
  stackDeal,
} from '../../../../../test/stack-workbook-checks';
import { toAnalysisInput } from '../../model/deal-mapping';
import { buildAnalysisWorkbook } from './build-workbook';
import { debtScheduleLayout } from './debt-schedule-sheet';

afterAll(() => logWorstDifference('capital stack workbook recalculated by LibreOffice'));

/**
 * A cell's value as LibreOffice computed and saved it (a formula's result, else the value); exceljs
 * reads a formula whose saved result is 0 without a result, so that is 0.
 */
function shown(cell: ExcelJS.Cell): LiveValue {
  const value = cell.value as unknown;
  const formula = value !== null && typeof value === 'object' && 'formula' in value;
  const plain = formula ? ((value as { result?: unknown }).result ?? 0) : value;
  if (plain === undefined || plain === null) return null;
  if (typeof plain === 'object') return `#${String((plain as { error?: string }).error ?? 'ERROR')}`;
  return plain as LiveValue;
}

/** The figures of a file LibreOffice saved: names, labelled rows and cells by address. */
async function figuresOf(bytes: Buffer): Promise<StackFigures> {
  const file = new ExcelJS.Workbook();
  await file.xlsx.load(bytes as unknown as ArrayBuffer);
  const names = new Map(file.definedNames.model.map(({ name, ranges }) => [name, ranges[0] ?? '']));
  const at = (ref: string) => {
    const { sheet, a1 } = splitRef(ref);
    return shown(file.getWorksheet(sheet)!.getCell(a1));
  };
  return {
    value: (name) => at(names.get(name) ?? ''),
    at,
    row: (sheetName, label) => {
      const sheet = file.getWorksheet(sheetName)!;
      let found: LiveValue[] | null = null;
      sheet.eachRow((row) => {
        if (found === null && shown(row.getCell(1)) === label) {
          found = Array.from({ length: Math.max(0, sheet.columnCount - 1) }, (_, j) =>
            shown(row.getCell(j + 2)),
          );
        }
      });
      if (found === null) throw new Error(`no row ${label} on ${sheetName}`);
      return found;
    },
  };
}

describe.skipIf(libreOffice() === null)('capital stack workbook recalculated by LibreOffice', () => {
  it('equals analyze() after the preferred return and the refinance LTV are changed in the file', async () => {
    const values = stackDeal({ ...officeDeal(), annualRent: 600_000 });
    const input = toAnalysisInput(values, FIXTURE_AS_OF);
    const workbook = buildAnalysisWorkbook(ExcelJS.Workbook, {
      values,
      asOf: FIXTURE_AS_OF,
      result: analyze(input),
    });
    // edited inputs: the file's cached results are stale, so only a recalculation shows analyze()'s figures
    const set = (name: string, value: number) => {
      const { sheet, a1 } = splitRef(workbook.definedNames.getRanges(name).ranges[0] ?? '');
      workbook.getWorksheet(sheet)!.getCell(a1).value = value;
    };
    set('PrefRate', 0.1);
    set('RefiLtv', 0.6);
    const changed = {
      ...input,
      waterfall: { ...values.waterfall!, prefRate: 10 },
      refinance: { ...values.refinance!, loanToValuePercent: 60 },
    };
    const files = new Map([['stack', new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer)]]);
    const started = performance.now();
    const saved = recalculateInLibreOffice(files);
    console.info(
      `[libreoffice] capital stack workbook recalculated in ${Math.round(performance.now() - started)} ms`,
    );
    const live = await figuresOf(saved.get('stack')!);
    const resolved = resolveInput(changed);
    const layout = debtScheduleLayout(resolved, projectionYears(resolved.holdPeriod));
    const result = expectStackFigures(live, layout, changed, 'LibreOffice, pref 10 %, LTV 60 %:');
    expect(result.refinance?.newLoan).toBeGreaterThan(0);
    expect(result.waterfall?.years.length).toBe(7);
  }, 600_000);
});
