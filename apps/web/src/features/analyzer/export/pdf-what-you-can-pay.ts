import { READY_TARGETS, type ReadyTargets } from '@cre/underwriting';
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Calculation } from '../model/calculation';
import { dataTable, heading } from './pdf-tables';
import {
  WHAT_YOU_CAN_PAY_HEADER,
  WHAT_YOU_CAN_PAY_INTRO,
  WHAT_YOU_CAN_PAY_TITLE,
  type WhatYouCanPayRow,
  whatYouCanPayRows,
} from './what-you-can-pay';

/** Column widths: the label takes the room left by the figures. */
const WIDTHS = ['*', 90, 70, 60, 80] as const;

/** An out-of-reach row: "Out of reach", then the engine's reason across the metric columns. */
function rowCells(row: WhatYouCanPayRow): (string | TableCell)[] {
  if (row.reason === null) return [row.label, row.price, row.irr, row.dscr, row.cashOnCash];
  return [
    row.label,
    { text: row.price, italics: true },
    { text: row.reason, colSpan: 3, style: 'label' },
    '',
    '',
  ];
}

/**
 * The report's "What you can pay" section: the max price for each of `targets` (15% IRR, 1.25x
 * DSCR, 8% cash-on-cash unless the project sets others) with the IRR, DSCR and cash-on-cash at that
 * price, or "Out of reach" with the engine's reason; the engine's note under the table when several
 * prices reach a target.
 */
export function whatYouCanPayBlock(
  calculation: Calculation,
  targets: ReadyTargets = READY_TARGETS,
): Content[] {
  const rows = whatYouCanPayRows(calculation, targets);
  const notes = rows.filter((row) => row.note !== null).map((row) => `${row.label}: ${row.note}.`);
  return [
    heading(WHAT_YOU_CAN_PAY_TITLE),
    { text: WHAT_YOU_CAN_PAY_INTRO, margin: [0, 0, 0, 6] },
    dataTable(WHAT_YOU_CAN_PAY_HEADER, rows.map(rowCells), WIDTHS),
    ...notes.map((text): Content => ({ text, style: 'label', fontSize: 9, margin: [0, 4, 0, 0] })),
  ];
}
