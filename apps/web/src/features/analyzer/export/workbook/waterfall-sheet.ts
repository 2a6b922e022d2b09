/**
 * The Waterfall sheet (underwriting.md 12.5) of a deal with an LP/GP waterfall: the split of the
 * Cash Flow sheet's net cash flows year by year (`waterfallRows`), then each party's totals, IRR
 * (the spreadsheet's own IRR over its flows), equity multiple and the GP's promote, as defined names.
 */
import type { Workbook } from 'exceljs';
import type { CachedFigures } from './cached-figures';
import type { BlockLine } from './cash-flow-blocks';
import { yearColumn } from './cash-flow-rows';
import { blocksOf, printInBlocks, YEARS_PER_PAGE } from './column-breaks';
import { writeNamedBlock } from './named-block';
import {
  address,
  addSheet,
  type CellContent,
  columnLetter,
  fitColumns,
  sheetRef,
  styleBold,
  styleHeader,
  WIDE_PRINT_SCALE,
  writeCell,
} from './sheet-kit';
import { tierName } from './stack-input-lines';
import { waterfallRows } from './waterfall-rows';

/** Name of the waterfall sheet. */
export const WATERFALL_SHEET = 'Waterfall';

/** The terms the rows read besides the inputs: the catch-up's `q = p₁ / (1 − p₁)`. */
function termLines(tierCount: number): BlockLine[] {
  const first = tierCount > 0 ? tierName(0, 'Promote') : 'ResidualPromotePercent';
  return [
    {
      label: 'First Promote (after the catch-up)',
      name: 'WaterfallFirstPromote',
      formula: first,
      format: 'percent',
    },
    {
      label: 'Catch-Up Ratio q = p / (1 − p)',
      name: 'WaterfallQ',
      formula: 'WaterfallFirstPromote/(1-WaterfallFirstPromote)',
      format: 'factor',
    },
  ];
}

/** Each party's totals: contributed, distributed, IRR ("N/A" without one), equity multiple; the GP's promote. */
function totalLines(range: (key: string, from: number) => string): BlockLine[] {
  const party = (who: 'Lp' | 'Gp', label: string, key: string): BlockLine[] => [
    {
      label: `${label} Contributed`,
      name: `${who}Contributed`,
      formula: `SUM(${range(`${key}Contrib`, 0)})`,
      format: 'money',
    },
    {
      label: `${label} Distributed`,
      name: `${who}Distributed`,
      formula: `SUM(${range(key, 1)})`,
      format: 'money',
    },
    {
      label: `${label} IRR`,
      name: `${who}Irr`,
      formula: `IF(${who}Contributed=0,"N/A",IFERROR(IRR(${range(`${key}Flow`, 0)},0.1),"N/A"))`,
      format: 'percent',
    },
    {
      label: `${label} Equity Multiple`,
      name: `${who}EquityMultiple`,
      formula: `IF(${who}Contributed=0,"N/A",${who}Distributed/${who}Contributed)`,
      format: 'multiple',
    },
  ];
  return [
    ...party('Lp', 'LP', 'lp'),
    ...party('Gp', 'GP', 'gp'),
    { label: 'GP Promote', name: 'GpPromote', formula: `SUM(${range('promote', 1)})`, format: 'money' },
  ];
}

/**
 * Adds the Waterfall sheet for `tierCount` hurdles over years 0..`last` (the Cash Flow sheet's
 * columns; after the hold the flows are 0 and nothing is paid): `flow(t)` is the Cash Flow's net
 * cash flow of year t, `cached` the engine's figures of the rows and names when known.
 */
export function addWaterfallSheet(
  workbook: Workbook,
  tierCount: number,
  last: number,
  flow: (t: number) => string,
  cached: CachedFigures,
): void {
  const sheet = addSheet(workbook, WATERFALL_SHEET, 1, 1, 'wide');
  const rows = waterfallRows(tierCount);
  const rowOf = new Map(rows.map((row, i) => [row.key, i + 2]));
  const ref = (key: string, t: number) => address(yearColumn(t), rowOf.get(key) ?? 1);
  const context = { ref, year: (t: number) => `${columnLetter(yearColumn(t))}$1`, flow };
  styleHeader(writeCell(sheet, 1, 1, 'Year'));
  for (let t = 0; t <= last; t++) styleHeader(writeCell(sheet, yearColumn(t), 1, t, 'year'));
  rows.forEach((row, i) => {
    const label = writeCell(sheet, 1, i + 2, row.label);
    if (row.bold) styleBold(label);
    for (let t = row.from; t <= last; t++) {
      const result = cached.row(row.key, t);
      const content: CellContent = {
        formula: row.formula(t, context),
        ...(result === undefined ? {} : { result }),
      };
      const cell = writeCell(sheet, yearColumn(t), i + 2, content, row.format);
      if (row.bold) styleBold(cell);
    }
  });
  const range = (key: string, from: number) => `${ref(key, from)}:${ref(key, last)}`;
  let top = rows.length + 3;
  for (const [title, lines] of [
    ['Terms', termLines(tierCount)],
    ['LP and GP', totalLines(range)],
  ] as const) {
    top = writeNamedBlock(workbook, sheet, top, title, lines, cached);
  }
  fitColumns(sheet, 13);
  sheet.getColumn(1).width = 40;
  // printed in blocks of years: 0..8, then eight years a page, as the Cash Flow sheet
  printInBlocks(sheet, 1, blocksOf(yearColumn(0), yearColumn(last), YEARS_PER_PAGE + 1), WIDE_PRINT_SCALE);
}

/** Sheet-qualified address of a Waterfall row in year t, for tests and other sheets. */
export function waterfallRef(tierCount: number, key: string, t: number): string {
  const row = waterfallRows(tierCount).findIndex((r) => r.key === key) + 2;
  return sheetRef(WATERFALL_SHEET, yearColumn(t), row);
}
