import { type RiskSettings, simulate, tornado } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../../test/analyzer-fixtures';
import { calculationOf } from '../../../../../test/memo-report';
import { toAnalysisInput } from '../../model/deal-mapping';
import type { RiskExport } from '../../report/risk-sections';
import { buildAnalysisWorkbook } from './build-workbook';
import { RISK_SHEET } from './risk-sheet';
import { FONT, FORMATS } from './sheet-kit';

const EXPORTED = new Date(2026, 10, 22, 9, 30);
const values = officeDeal();
const calculation = calculationOf(values);
const input = toAnalysisInput(values, FIXTURE_AS_OF);

async function fileOf(risk?: RiskExport): Promise<ExcelJS.Workbook> {
  const built = buildAnalysisWorkbook(ExcelJS.Workbook, calculation, undefined, null, EXPORTED, risk);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await built.xlsx.writeBuffer()) as ArrayBuffer);
  return workbook;
}

/** A row's values from column A (exceljs rows are 1-based). */
const rowOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);

describe('the workbook’s Risk sheet', () => {
  it('follows the Sensitivity sheet with the tornado as values, its base row first and in bold', async () => {
    const file = await fileOf();
    expect(file.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Inputs',
      'Cash Flow',
      'Sensitivity',
      RISK_SHEET,
    ]);
    const sheet = file.getWorksheet(RISK_SHEET)!;
    expect(sheet.getCell('A1').value).toBe(
      'Values computed by the app at export on 2026-11-22, not formulas: refresh them with Export Excel in the analyzer.',
    );
    expect(sheet.getCell('A3').value).toBe('Risk: Tornado (IRR)');
    expect(rowOf(sheet, 4)).toEqual(['Variable', 'Low', 'High', 'IRR at Low', 'IRR at High', 'Swing']);
    const engine = tornado(input, { metric: 'irr' });
    expect(rowOf(sheet, 5)).toEqual([
      'Base (as entered)',
      undefined,
      undefined,
      engine.base! / 100,
      engine.base! / 100,
    ]);
    expect(sheet.getCell('A5').font).toMatchObject({ bold: true, name: FONT.name });
    expect(sheet.getCell('D5').numFmt).toBe(FORMATS.percent);
    // each bar: the values analyzed in the variable's unit, the metric at each as a fraction
    engine.rows.forEach((row, i) => {
      const cells = rowOf(sheet, 6 + i);
      expect(cells.slice(3)).toEqual([row.metricAtLow! / 100, row.metricAtHigh! / 100, row.swing! / 100]);
    });
    expect(rowOf(sheet, 6).slice(0, 3)).toEqual(['Rent level', 0.9, 1.1]);
    expect(sheet.getCell('B6').numFmt).toBe(FORMATS.multiple);
    expect(rowOf(sheet, 7).slice(0, 3)).toEqual(['Purchase price', 2_250_000, 2_750_000]);
    expect(sheet.getCell('C7').numFmt).toBe(FORMATS.money);
    expect(rowOf(sheet, 8).slice(0, 3)).toEqual(['Rent escalation rate', 0.02, 0.04]);
    expect(sheet.getCell('B8').numFmt).toBe(FORMATS.percent);
    // nothing under the tornado without a simulation
    expect(sheet.rowCount).toBe(5 + engine.rows.length);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1 });
  });

  it('writes the simulation’s settings and statistics under the tornado, "N/A" where a metric has no value', async () => {
    const variables: RiskSettings['variables'] = [
      { variable: 'exitCapRate', distribution: { kind: 'triangular', min: 9, mode: 9.5, max: 11 } },
      { variable: 'downPaymentPercent', distribution: { kind: 'normal', mean: 25, sd: 5 } },
    ];
    const simulation = simulate(input, {
      runs: 30,
      seed: 9_007_199_254_740_991,
      variables,
      metrics: ['irr', 'npv'],
      thresholds: { irr: [0, 15] },
    });
    const settings = {
      tornadoMetric: 'irr' as const,
      runs: 30,
      seed: simulation.seed,
      variables,
      irrTargets: [0, 15],
    };
    const sheet = (await fileOf({ settings, simulation })).getWorksheet(RISK_SHEET)!;
    const top = 5 + tornado(input, { metric: 'irr' }).rows.length + 2;
    expect(sheet.getCell(`A${top}`).value).toBe('Risk: Monte Carlo Settings');
    expect(rowOf(sheet, top + 1)).toEqual(['Setting', 'Value']);
    expect(rowOf(sheet, top + 2)).toEqual(['Runs', 30]);
    expect(sheet.getCell(`B${top + 2}`).numFmt).toBe(FORMATS.count);
    // the seed as text: more digits than a spreadsheet number keeps
    expect(rowOf(sheet, top + 3)).toEqual(['Seed', '9,007,199,254,740,991']);
    expect(rowOf(sheet, top + 4)).toEqual(['Exit cap rate', 'Triangular: min 9.00%, mode 9.50%, max 11.00%']);
    expect(rowOf(sheet, top + 5)).toEqual(['Down payment', 'Normal: mean 25.00%, sd 5.00%']);
    const stats = top + 7;
    expect(sheet.getCell(`A${stats}`).value).toBe('Risk: Monte Carlo Statistics');
    expect(rowOf(sheet, stats + 1)).toEqual([
      'Metric',
      'Valid runs',
      'Mean',
      'SD',
      'Min',
      'P5',
      'P10',
      'P25',
      'P50',
      'P75',
      'P90',
      'P95',
      'Max',
      'P(IRR < 0%)',
      'P(IRR < 15%)',
    ]);
    const irr = simulation.metrics.irr!;
    expect(rowOf(sheet, stats + 2)).toEqual([
      'IRR',
      irr.valid,
      ...(['mean', 'sd', 'min', 'p5', 'p10', 'p25', 'p50', 'p75', 'p90', 'p95', 'max'] as const).map(
        (key) => irr[key]! / 100,
      ),
      irr.below['0'],
      irr.below['15'],
    ]);
    expect(sheet.getCell(`N${stats + 2}`).numFmt).toBe(FORMATS.percent);
    // the office deal has no discount rate: no run has an NPV, and the NPV has no IRR target
    expect(rowOf(sheet, stats + 3)).toEqual(['NPV', 0, ...Array.from({ length: 11 }, () => 'N/A')]);
  });
});
