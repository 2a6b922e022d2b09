/**
 * The PDF report's "Sensitivity" section: the two grids of the Excel export's Sensitivity sheet
 * (levered IRR and equity multiple over exit cap rate × purchase price), as the app computes them.
 */
import { METRICS, type SensitivityGrid } from '@cre/underwriting';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Calculation } from '../model/calculation';
import { toAnalysisInput } from '../model/deal-mapping';
import { type ColumnFormat, formatCell } from '../report/report-section';
import { buildSensitivityModel, type SensitivityModel } from '../sensitivity/sensitivity-model';
import { COMPACT_TABLE_LAYOUT } from './pdf-lease-block';
import { LANDSCAPE_CONTENT_WIDTH, onLandscapePages, PORTRAIT_CONTENT_WIDTH } from './pdf-page-flow';
import { heading } from './pdf-tables';

/** Title of the PDF's sensitivity section. */
export const SENSITIVITY_TITLE = 'Sensitivity';
/** The line under the title: what the grids are. */
export const SENSITIVITY_NOTE =
  'Levered IRR and equity multiple at other purchase prices (columns) and exit cap rates (rows); ' +
  'the deal as entered is in bold.';
/** The corner cell of each grid. */
const CORNER = 'Exit cap \\ Price';
/** Title of the IRR grid. */
const IRR_TITLE = 'Levered IRR';
/**
 * Longest price header a portrait page takes: at 7 pt, "$3,125,000" is about 38 pt wide, and each
 * of the 11 price columns gets about 40 pt of the 532 pt page; longer prices go on a landscape page.
 */
const PORTRAIT_PRICE_CHARS = 10;
/** Left plus right padding of a grid cell: the compact tables' layout, narrower still. */
const CELL_PADDING = 2 * 2;
/** The compact tables' rules, with {@link CELL_PADDING}. */
const GRID_LAYOUT = {
  ...COMPACT_TABLE_LAYOUT,
  paddingLeft: () => CELL_PADDING / 2,
  paddingRight: () => CELL_PADDING / 2,
};
/** Width of the cap-rate column ("10.04%" in bold at 8 pt, the corner text wrapped). */
const RATE_COLUMN_WIDTH = 40;

/** Each price column's share of `pageWidth`, after the cap-rate column and every cell's padding. */
function priceColumnWidth(pageWidth: number, columns: number): number {
  return (pageWidth - RATE_COLUMN_WIDTH - (columns + 1) * CELL_PADDING) / columns;
}

/** One grid under its title: a header row of prices, then a row per exit cap; the current deal's rate and cell in bold. */
function gridBlock(
  title: string,
  grid: SensitivityGrid,
  format: ColumnFormat,
  model: SensitivityModel,
  pageWidth: number,
): Content {
  const { currentRow, currentCol } = model;
  const header: TableCell[] = [
    { text: CORNER, style: 'tableHeader', fontSize: 7 },
    ...grid.cols.map((price) => ({
      text: formatCell('money', price),
      style: 'tableHeader',
      fontSize: 7,
      alignment: 'right' as const,
    })),
  ];
  const body = grid.rows.map((rate, i): TableCell[] => [
    { text: formatCell('percent', rate), bold: i === currentRow },
    ...grid.cols.map((_, j) => ({
      text: formatCell(format, grid.values[i]?.[j] ?? null),
      alignment: 'right' as const,
      bold: i === currentRow && j === currentCol,
    })),
  ]);
  const priceWidth = priceColumnWidth(pageWidth, grid.cols.length);
  return {
    stack: [
      { text: title, style: 'subheading' },
      {
        fontSize: 8,
        table: {
          headerRows: 1,
          widths: [RATE_COLUMN_WIDTH, ...grid.cols.map(() => priceWidth)],
          body: [header, ...body],
        },
        layout: GRID_LAYOUT,
      },
    ],
  };
}

/**
 * "Sensitivity": the levered IRR and equity multiple of the deal over exit cap rate (rows) ×
 * purchase price (columns), from one `buildSensitivityModel(toAnalysisInput(values, asOf),
 * 'equityMultiple')` (the grids of the Excel export's Sensitivity sheet); "N/A" where a cell has
 * no value. The heading, its note and both grids are kept on one page; on a portrait page when
 * the price headers fit it, else on a landscape page of their own.
 */
export function sensitivityBlock(calculation: Calculation): Content[] {
  const model = buildSensitivityModel(
    toAnalysisInput(calculation.values, calculation.asOf),
    'equityMultiple',
  );
  const longest = Math.max(...model.irr.cols.map((price) => formatCell('money', price).length));
  const portrait = longest <= PORTRAIT_PRICE_CHARS;
  const pageWidth = portrait ? PORTRAIT_CONTENT_WIDTH : LANDSCAPE_CONTENT_WIDTH;
  const second = METRICS[model.secondMetric];
  const section: Content = {
    unbreakable: true,
    stack: [
      heading(SENSITIVITY_TITLE),
      { text: SENSITIVITY_NOTE, style: 'formulaLine' },
      gridBlock(IRR_TITLE, model.irr, 'percent', model, pageWidth),
      gridBlock(second.label, model.second, second.format, model, pageWidth),
    ],
  };
  return portrait ? [section] : onLandscapePages([section]);
}
