/**
 * The investment-memo sections of the PDF report: the sale at the end of the hold, every
 * assumption by group, and the appendix that shows how the headline metrics are computed with this
 * deal's own figures.
 */
import type { Content, StyleDictionary } from 'pdfmake/interfaces';
import type { Calculation } from '../model/calculation';
import { ASSUMPTIONS_TITLE, assumptionGroups } from '../report/assumption-groups';
import { COMPUTATION_TITLE, computationLines, irrExplanation } from '../report/computation-lines';
import { calculationHold, SALE_TITLE, saleRows } from '../report/sale-rows';
import { heading, keyValueTable } from './pdf-tables';

/** Styles of the memo sections, merged into the report's styles. */
export const MEMO_STYLES: StyleDictionary = {
  subheading: { fontSize: 10.5, bold: true, color: '#333333', margin: [0, 8, 0, 3] },
  formulaLine: { fontSize: 9, margin: [0, 0, 0, 5] },
};

/**
 * "Sale at End of Hold": price, selling costs, loan payoff and net proceeds (the engine's), kept
 * whole on one page with its heading.
 */
export function saleBlock(calculation: Calculation): Content[] {
  return [{ unbreakable: true, stack: [heading(SALE_TITLE), keyValueTable(saleRows(calculation))] }];
}

/** "Assumptions": each group of inputs under its subheading, kept whole on a page. */
export function assumptionsBlock(calculation: Calculation): Content[] {
  return [
    heading(ASSUMPTIONS_TITLE),
    ...assumptionGroups(calculation).map(
      (group): Content => ({
        unbreakable: true,
        stack: [{ text: group.title, style: 'subheading' }, keyValueTable(group.rows)],
      }),
    ),
  ];
}

/** The appendix "How these numbers are computed", on a page of its own. */
export function computationAppendix(calculation: Calculation): Content[] {
  const hold = calculationHold(calculation);
  return [
    { text: `Appendix: ${COMPUTATION_TITLE}`, style: 'heading', pageBreak: 'before' },
    {
      text: "Each metric's formula, then the same formula with this deal's figures.",
      margin: [0, 0, 0, 8],
    },
    ...computationLines(calculation, hold).map(
      (line): Content => ({ text: line.text, style: 'formulaLine' }),
    ),
    { text: irrExplanation(calculation, hold), style: 'formulaLine' },
  ];
}
