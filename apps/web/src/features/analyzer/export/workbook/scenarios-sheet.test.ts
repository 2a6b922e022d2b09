import { analyze } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../../model/deal-mapping';
import { compareScenarios } from '../../scenarios/compare-model';
import { comparisonTable } from '../../scenarios/scenario-export';
import { buildAnalysisWorkbook } from './build-workbook';
import { SCENARIOS_SHEET } from './scenarios-sheet';
import { FORMATS } from './sheet-kit';

const values = officeDeal();
const calculation = { values, asOf: FIXTURE_AS_OF, result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)) };
const variants = [
  { name: 'Downside', overrides: { exitCapRate: 11, vacancyRate: 10 } },
  { name: 'Upside', overrides: { rentEscalationRate: 4 } },
];

async function fileOf(withScenarios: boolean): Promise<ExcelJS.Workbook> {
  const comparison = compareScenarios(values, variants, FIXTURE_AS_OF);
  const table = withScenarios ? comparisonTable(comparison) : null;
  const buffer = await buildAnalysisWorkbook(
    ExcelJS.Workbook,
    calculation,
    undefined,
    table,
    new Date(2026, 10, 22, 9, 30),
  ).xlsx.writeBuffer();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as ArrayBuffer);
  return workbook;
}

describe('the workbook’s Scenarios sheet', () => {
  it('holds each scenario’s figures and each variant’s difference to Base as a formula', async () => {
    const sheet = (await fileOf(true)).getWorksheet(SCENARIOS_SHEET);
    if (!sheet) throw new Error('no Scenarios sheet');
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Metric',
      'Base',
      'Downside',
      'Upside',
      'Downside vs Base',
      'Upside vs Base',
    ]);
    const comparison = compareScenarios(values, variants, FIXTURE_AS_OF);
    if (!comparison.ok) throw new Error(comparison.message);
    let irrRow: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'IRR') irrRow = row;
    });
    if (!irrRow) throw new Error('no IRR row');
    const irr = comparison.analyses.map((analysis) => analysis.result.irr / 100);
    expect(irrRow.getCell(2).value).toBeCloseTo(irr[0] as number, 12);
    expect(irrRow.getCell(3).value).toBeCloseTo(irr[1] as number, 12);
    expect(irrRow.getCell(4).value).toBeCloseTo(irr[2] as number, 12);
    expect(irrRow.getCell(2).numFmt).toBe(FORMATS.percent);
    const difference = irrRow.getCell(5).value as { formula: string; result: number };
    expect(difference.formula).toBe(`C${irrRow.number}-B${irrRow.number}`);
    expect(difference.result).toBeCloseTo((irr[1] as number) - (irr[0] as number), 12);
  });

  it('says on its first line that its figures are values of the export date, and how to refresh them', async () => {
    const sheet = (await fileOf(true)).getWorksheet(SCENARIOS_SHEET)!;
    const line = String(sheet.getCell('A1').value);
    expect(line).toContain('Values computed by the app at export on 2026-11-22');
    expect(line).toContain('refresh them with Export Excel in the analyzer');
  });

  it('is left out when the project has no variants', async () => {
    expect((await fileOf(false)).getWorksheet(SCENARIOS_SHEET)).toBeUndefined();
  });
});
