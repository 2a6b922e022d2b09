/**
 * The investment-memo sections of the PDF report: the sale at the end of the hold, every
 * assumption by group, and the appendix that shows how the headline metrics are computed with this
 * deal's own figures.
 */
import { type CashFlowProjection, formatDate } from '@cre/underwriting';
import type { Content, StyleDictionary } from 'pdfmake/interfaces';
import type { Calculation } from '../model/calculation';
import { ASSUMPTIONS_TITLE, assumptionGroups } from '../report/assumption-groups';
import { COMPUTATION_TITLE, computationLines, irrExplanation } from '../report/computation-lines';
import { EXECUTIVE_SUMMARY_TITLE, executiveSummaryRows, headlineReturns } from '../report/executive-summary';
import { CASH_FLOW_SECTION, VALUE_SECTION } from '../report/projection-sections';
import { calculationHold, SALE_TITLE, saleRows } from '../report/sale-rows';
import { SOURCES_USES_TITLE, sourcesAndUses } from '../report/sources-uses';
import { leaseCashFlowBlock } from './pdf-lease-block';
import { heading, keyValueTable, sectionTable } from './pdf-tables';

/** Style of the cover's own part (under the report's title and subtitle), which also names it. */
export const COVER_STYLE = 'cover';

/** Styles of the memo sections, merged into the report's styles. */
export const MEMO_STYLES: StyleDictionary = {
  subheading: { fontSize: 10.5, bold: true, color: '#333333', margin: [0, 8, 0, 3] },
  formulaLine: { fontSize: 9, margin: [0, 0, 0, 5] },
  [COVER_STYLE]: { margin: [0, 16, 0, 0] },
  coverDates: { fontSize: 10, color: '#555555', margin: [0, 0, 0, 28] },
  coverFigure: { fontSize: 20, bold: true, alignment: 'center' },
  coverLabel: { fontSize: 9, color: '#555555', alignment: 'center', margin: [0, 2, 0, 0] },
};

/**
 * The rest of the cover, under the report's title and property line: the report's date, the
 * analysis' as-of date and the headline returns in large figures; the report goes on on page 2.
 */
export function coverBlock(calculation: Calculation, generatedAt: Date): Content {
  const returns = headlineReturns(calculation);
  return {
    style: COVER_STYLE,
    pageBreak: 'after',
    stack: [
      {
        text: `Report date ${formatDate(generatedAt)} · Analysis as of ${formatDate(calculation.asOf)}`,
        style: 'coverDates',
      },
      {
        columns: returns.map((row) => ({
          stack: [
            { text: row.value, style: 'coverFigure' },
            { text: row.label, style: 'coverLabel' },
          ],
        })),
      },
    ],
  };
}

/** "Executive Summary": price, cap rates, NOI and the levered returns, as a two-column table. */
export function executiveSummaryBlock(calculation: Calculation): Content[] {
  return [heading(EXECUTIVE_SUMMARY_TITLE), keyValueTable(executiveSummaryRows(calculation))];
}

/**
 * "Sources & Uses": the uses (price, closing costs, total) then the sources (loan, equity, total),
 * each under its subheading, kept whole on one page with its heading.
 */
export function sourcesUsesBlock(calculation: Calculation): Content[] {
  const { uses, sources } = sourcesAndUses(calculation);
  return [
    {
      unbreakable: true,
      stack: [
        heading(SOURCES_USES_TITLE),
        { text: 'Uses', style: 'subheading' },
        keyValueTable(uses),
        { text: 'Sources', style: 'subheading' },
        keyValueTable(sources),
      ],
    },
  ];
}

/** Leases mode, under the sale's heading: the one valuation the returns use. */
export const EXIT_CAP_VALUATION_NOTE =
  'The returns use this sale, priced at the exit cap; no appreciation-rate value is projected.';

/** Whether the calculation projects lease by lease (its value is the sale at the exit cap only). */
const isLeasesMode = ({ result }: Calculation) => result.leaseProjection !== null;

/**
 * The simple projection's cash flow of years 1..holdPeriod + 1 (the engine's hold years, the year
 * after the hold pricing the sale) with its running total, in the 5-year projection's shape.
 */
export function holdCashFlows(calculation: Calculation): CashFlowProjection[] {
  let cumulative = 0;
  return calculationHold(calculation).years.map(({ year, noi, debtService, cashFlow }) => {
    cumulative += cashFlow;
    return { year, noi, debtService, cashFlow, cumulative };
  });
}

/**
 * The annual cash flow, which the sale follows, for years 1..holdPeriod + 1: in leases mode the
 * lease-by-lease cash flow, every line; in the simple projection NOI, debt service and cash flow by
 * year ({@link holdCashFlows}).
 */
export function projectionBlocks(calculation: Calculation): Content[] {
  if (isLeasesMode(calculation)) return leaseCashFlowBlock(calculation);
  const hold = {
    ...calculation,
    result: { ...calculation.result, cashFlowProjections: holdCashFlows(calculation) },
  };
  return [heading(CASH_FLOW_SECTION.title), ...sectionTable(CASH_FLOW_SECTION, hold)];
}

/**
 * The simple projection's 5-year value grown at the appreciation rate, after the sale; leases mode
 * leaves it out, its one valuation being the exit-cap sale.
 */
export function valueBlock(calculation: Calculation): Content[] {
  if (isLeasesMode(calculation)) return [];
  return [heading(VALUE_SECTION.title), ...sectionTable(VALUE_SECTION, calculation)];
}

/**
 * "Sale at End of Hold": price, selling costs, loan payoff and net proceeds (the engine's), kept
 * whole on one page with its heading; in leases mode a note under the heading says the returns
 * use this exit-cap sale.
 */
export function saleBlock(calculation: Calculation): Content[] {
  const note: Content[] = isLeasesMode(calculation)
    ? [{ text: EXIT_CAP_VALUATION_NOTE, style: 'formulaLine' }]
    : [];
  return [{ unbreakable: true, stack: [heading(SALE_TITLE), ...note, keyValueTable(saleRows(calculation))] }];
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
