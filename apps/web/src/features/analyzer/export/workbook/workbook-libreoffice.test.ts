import { type AnalysisInput, analyze, type TenantLease } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF } from '../../../../../test/analyzer-fixtures';
import {
  expectEngineFigures,
  expectLeaseYears,
  logWorstDifference,
  type RecalculatedFigures,
} from '../../../../../test/engine-figures';
import { libreOffice, recalculateInLibreOffice } from '../../../../../test/libreoffice';
import type { LiveValue } from '../../../../../test/recalc-harness';
import { twentyLeaseDetailDeal } from '../../../../../test/workbook-deals';
import { type EditableWorkbook, edits } from '../../../../../test/workbook-edits';
import { toAnalysisInput } from '../../model/deal-mapping';
import { buildAnalysisWorkbook } from './build-workbook';

afterAll(() => logWorstDifference('lease-by-lease workbook recalculated by LibreOffice'));

/** `'Sheet'!$B$7` → sheet name and cell address. */
function target(range: string): { sheet: string; a1: string } {
  const match = /^'?(.+?)'?!\$?([A-Z]+)\$?(\d+)$/.exec(range);
  if (!match) throw new Error(`unreadable range ${range}`);
  return { sheet: match[1]!.replace(/''/g, "'"), a1: `${match[2]}${match[3]}` };
}

/** The workbook's cells as an editable target: a defined name's cell, or a cell by address. */
function editable(workbook: ExcelJS.Workbook): EditableWorkbook {
  const setAt = (sheet: string, a1: string, value: unknown) => {
    workbook.getWorksheet(sheet)!.getCell(a1).value = value === '' ? null : (value as ExcelJS.CellValue);
  };
  return {
    set: (name, value) => {
      const { sheet, a1 } = target(workbook.definedNames.getRanges(name).ranges[0] ?? '');
      setAt(sheet, a1, value);
    },
    setAt,
  };
}

/** A cell's value as LibreOffice computed and saved it (a formula's result, else the value). */
function shown(cell: ExcelJS.Cell): LiveValue {
  const value = cell.value as unknown;
  const plain =
    value !== null && typeof value === 'object' && 'formula' in value
      ? (value as { result?: unknown }).result
      : value;
  if (plain === undefined || plain === null) return null;
  if (typeof plain === 'object') return `#${String((plain as { error?: string }).error ?? 'ERROR')}`;
  return plain as LiveValue;
}

/** Reads names and labelled rows of a file LibreOffice saved. */
async function figuresOf(bytes: Buffer): Promise<RecalculatedFigures> {
  const file = new ExcelJS.Workbook();
  await file.xlsx.load(bytes as unknown as ArrayBuffer);
  const names = new Map(file.definedNames.model.map(({ name, ranges }) => [name, ranges[0] ?? '']));
  return {
    value: (name) => {
      const { sheet, a1 } = target(names.get(name) ?? '');
      return shown(file.getWorksheet(sheet)!.getCell(a1));
    },
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

describe.skipIf(libreOffice() === null)(
  'lease-by-lease workbook recalculated by LibreOffice (issue 26)',
  () => {
    it('equals analyze() as exported and after each edit of the list, and after moving the hold', async () => {
      const values = twentyLeaseDetailDeal();
      const input = toAnalysisInput(values, FIXTURE_AS_OF);
      const workbook = buildAnalysisWorkbook(ExcelJS.Workbook, {
        values,
        asOf: FIXTURE_AS_OF,
        result: analyze(input),
      });
      const cells = editable(workbook);
      const slots = Math.max(...values.tenantLeases.map((lease) => lease.rentSteps?.length ?? 0)) + 2;
      const lease = (n: number) => input.tenantLeases?.[n] as TenantLease;
      // every state of the deal: its engine input (a copy) and the workbook's bytes
      const states: { tag: string; input: AnalysisInput }[] = [];
      const files = new Map<string, Uint8Array>();
      const snapshot = async (tag: string) => {
        files.set(
          `state-${states.length}`,
          new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer),
        );
        states.push({ tag, input: structuredClone(input) });
      };
      await snapshot('as exported:');
      for (const edit of edits(slots)) {
        edit.input(input, lease);
        edit.sheet(cells);
        await snapshot(`${edit.what}:`);
      }
      input.holdPeriod = 10;
      cells.set('HoldPeriod', 10);
      await snapshot('hold 10:');
      const started = performance.now();
      const saved = recalculateInLibreOffice(files);
      console.info(
        `[libreoffice] ${files.size} workbooks recalculated in ${Math.round(performance.now() - started)} ms`,
      );
      for (const [i, state] of states.entries()) {
        const live = await figuresOf(saved.get(`state-${i}`)!);
        const result = analyze(state.input);
        expectEngineFigures(live, state.input, result, `LibreOffice, ${state.tag}`);
        expectLeaseYears(live, result, `LibreOffice, ${state.tag}`);
      }
      expect(states).toHaveLength(40);
    }, 600_000);
  },
);
