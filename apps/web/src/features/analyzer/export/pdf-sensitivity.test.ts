import type { Content, ContentStack, ContentTable, TableCell } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal } from '../../../../test/analyzer-fixtures';
import { calculationOf, costedOffice, GENERATED, memoReport } from '../../../../test/memo-report';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { money, percent, ratio } from '../display-format';
import { toAnalysisInput } from '../model/deal-mapping';
import { createFormStore } from '../model/form-store';
import type { AnalyzerFormValues } from '../model/form-values';
import { COMPUTATION_TITLE } from '../report/computation-lines';
import { ROLLOVER_SECTION } from '../report/lease-sections';
import { SCENARIO_COMPARISON_TITLE, scenarioTable } from '../scenarios/scenario-export';
import { createScenarioStore } from '../scenarios/scenario-store';
import { buildSensitivityModel } from '../sensitivity/sensitivity-model';
import { buildReportDefinition } from './pdf-definition';
import { PORTRAIT_CONTENT_WIDTH } from './pdf-page-flow';
import { SENSITIVITY_NOTE, SENSITIVITY_TITLE, sensitivityBlock } from './pdf-sensitivity';

const renderPdf = usePdfRenderer();
const report = memoReport(renderPdf);
const APPENDIX = `Appendix: ${COMPUTATION_TITLE}`;

const modelOf = (values: AnalyzerFormValues) =>
  buildSensitivityModel(toAnalysisInput(values, FIXTURE_AS_OF), 'equityMultiple');

/** The grids' tables in a sensitivity section's definition, the IRR grid first. */
function gridTables(section: Content[]): ContentTable[] {
  const tables: ContentTable[] = [];
  const walk = (node: Content) => {
    if (typeof node !== 'object' || node === null) return;
    if ('table' in node) tables.push(node as ContentTable);
    if ('stack' in node) (node as ContentStack).stack.forEach(walk);
  };
  section.forEach(walk);
  return tables;
}

describe('PDF report: sensitivity', () => {
  it("shows the IRR grid over exit cap × price with buildSensitivityModel's figures", async () => {
    const values = leaseByLeaseDeal();
    const { flat } = await report(values);
    const model = modelOf(values);
    expect(flat).toContain(`${SENSITIVITY_TITLE} ${SENSITIVITY_NOTE} Levered IRR Exit cap \\`);
    expect(SENSITIVITY_NOTE).toBe(
      'Levered IRR and equity multiple at other purchase prices (columns) and exit cap rates (rows); ' +
        'the deal as entered is in bold.',
    );
    const prices =
      '$5,100,000 $5,440,000 $5,780,000 $6,120,000 $6,460,000 $6,800,000 $7,140,000 $7,480,000 ' +
      '$7,820,000 $8,160,000 $8,500,000';
    expect(model.irr.cols.map(money).join(' ')).toBe(prices);
    expect(flat).toContain(`Levered IRR Exit cap \\ ${prices} Price 5.00% `);
    expect(flat).toContain(`Equity Multiple Exit cap \\ ${prices} Price 5.00% `);
    // The deal's own exit cap (the middle row) and its IRR at each price.
    const current = model.currentRow;
    expect(percent(model.irr.rows[current])).toBe('7.50%');
    const irrRow = '7.50% 35.10% 32.60% 30.28% 28.10% 26.05% 24.11% 22.26% 20.49% 18.79% 17.15% 15.56%';
    expect([percent(model.irr.rows[current]), ...model.irr.values[current]!.map(percent)].join(' ')).toBe(
      irrRow,
    );
    expect(flat).toContain(irrRow);
    const multiples = model.second.values[current]!.map(ratio).join(' ');
    expect(flat).toContain(`7.50% ${multiples}`);
    // The bold cell is the deal as entered: analyze()'s IRR and equity multiple.
    expect(model.irr.values[current]![model.currentCol]).toBeCloseTo(model.result.irr, 9);
    expect(percent(model.result.irr)).toBe('24.11%');
    expect(ratio(model.result.equityMultiple)).toBe(ratio(model.second.values[current]![model.currentCol]));
  });

  it('sets only the current deal’s cell of each grid in bold', () => {
    const calculation = calculationOf(leaseByLeaseDeal());
    const model = modelOf(calculation.values);
    const tables = gridTables(sensitivityBlock(calculation));
    expect(tables).toHaveLength(2);
    for (const { table } of tables) {
      const bold = table.body
        .slice(1)
        .flatMap((row, i) =>
          row
            .slice(1)
            .flatMap((cell: TableCell, j) =>
              typeof cell === 'object' && 'bold' in cell && cell.bold ? [[i, j]] : [],
            ),
        );
      expect(bold).toEqual([[model.currentRow, model.currentCol]]);
    }
  });

  it('fits each grid to the portrait page: the cap-rate column and 11 price columns with their padding', () => {
    const tables = gridTables(sensitivityBlock(calculationOf(leaseByLeaseDeal())));
    for (const { table, layout } of tables) {
      const widths = table.widths as number[];
      expect(widths).toHaveLength(12);
      const padding = typeof layout === 'object' ? (layout.paddingLeft?.(0, {} as never) ?? 0) * 2 : 0;
      expect(widths.reduce((sum, w) => sum + w + padding, 0)).toBeLessThanOrEqual(
        PORTRAIT_CONTENT_WIDTH + 1e-9,
      );
    }
  });

  it('puts the grids on a landscape page when the price headers are too long for portrait', () => {
    const [node] = sensitivityBlock(calculationOf({ ...leaseByLeaseDeal(), purchasePrice: 60_000_000 }));
    expect(JSON.stringify(node)).toContain('"pageOrientation":"landscape"');
  });

  it('writes "N/A" where a grid has no value (no equity invested: no equity multiple)', async () => {
    const values = { ...costedOffice(), downPaymentPercent: 0, closingCostsPercent: 0 };
    const model = modelOf(values);
    expect(model.second.values[model.currentRow]![model.currentCol]).toBeNull();
    const { flat } = await report(values);
    const rate = percent(model.second.rows[model.currentRow]);
    expect(flat).toContain(`${rate} ${Array.from({ length: 11 }, () => 'N/A').join(' ')}`);
  });

  it('follows the scenarios (else the rollover schedule) and precedes the details and the appendix', async () => {
    const values = leaseByLeaseDeal();
    const form = createFormStore(values, FIXTURE_AS_OF);
    const variants = createScenarioStore(form, [{ name: 'Downside', overrides: { vacancyRate: 10 } }]);
    const scenarios = scenarioTable(variants.getState(), FIXTURE_AS_OF);
    const calculation = calculationOf(values);
    for (const [table, before] of [
      [scenarios, SCENARIO_COMPARISON_TITLE],
      [null, ROLLOVER_SECTION.title],
    ] as const) {
      const definition = buildReportDefinition(calculation, { generatedAt: GENERATED }, undefined, table);
      const flat = (await renderPdf(definition)).text.replace(/\s+/g, ' ');
      const order = [before, `${SENSITIVITY_TITLE} ${SENSITIVITY_NOTE}`, 'Property Details', APPENDIX].map(
        (text) => flat.indexOf(text),
      );
      expect(order).not.toContain(-1);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });
});
