/**
 * The PDF report's capital stack (underwriting.md section 12), for a deal that uses one: the
 * "Debt Schedule" (loan by loan and year by year, then the year-1 coverage by loan), the
 * "Refinance" when the hold has one and the "Waterfall" when one is set (the partners' totals, the
 * split by year and the distributions by tier). Sources & Uses is the memo's own section
 * (`sourcesUsesBlock`), which shows the stack's loans, fees and equity split.
 */
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { Calculation } from '../model/calculation';
import { DEBT_COVERAGE_SECTION, hasStack, REFINANCE_SECTION } from '../report/capital-stack';
import { DEBT_SCHEDULE_SECTION } from '../report/debt-schedule-section';
import { type CalculationFigures, columnsOn, type TableSection, textTable } from '../report/report-section';
import {
  WATERFALL_PARTNERS_SECTION,
  WATERFALL_TITLE,
  WATERFALL_YEARS_SECTION,
  waterfallTierSection,
} from '../report/waterfall-sections';
import { dataTable, heading, keyValueTable } from './pdf-tables';

/** The stack's tables are set a point smaller than the body, so eight money columns fit the page. */
const TABLE_FONT_SIZE = 9;

/**
 * A table section as a PDF table at the stack's size, the rows `strong` picks (totals) in bold;
 * nothing when the section has no rows.
 */
function stackTable<Row>(
  section: TableSection<Row>,
  figures: CalculationFigures,
  strong: (row: Row) => boolean = () => false,
): Content[] {
  const raw = section.rows(figures);
  if (raw.length === 0) return [];
  const { header, rows } = textTable(section, figures, 'pdf');
  const body = rows.map((cells, i) => {
    const row = raw[i];
    const bold = row !== undefined && strong(row);
    return cells.map((text): TableCell => (bold ? { text, bold: true } : text));
  });
  const widths = columnsOn(section, 'pdf').map((column) => column.pdfWidth ?? '*');
  return [{ ...dataTable(header, body, widths), fontSize: TABLE_FONT_SIZE }];
}

/** A small part kept whole on its page: its subheading and its content. */
const part = (title: string, content: readonly Content[]): Content[] =>
  content.length === 0
    ? []
    : [{ unbreakable: true, stack: [{ text: title, style: 'subheading' }, ...content] }];

/**
 * The capital stack's sections of the report (none for a deal without a stack): the debt schedule
 * with its year totals in bold and the year-1 coverage (combined and senior DSCR) under it, the
 * refinance and the waterfall.
 */
export function capitalStackBlock(calculation: Calculation): Content[] {
  if (!hasStack(calculation)) return [];
  const blocks: Content[] = [
    heading(DEBT_SCHEDULE_SECTION.title),
    ...stackTable(DEBT_SCHEDULE_SECTION, calculation, (row) => row.total),
    ...part(DEBT_COVERAGE_SECTION.title, [keyValueTable(DEBT_COVERAGE_SECTION.rows(calculation))]),
  ];
  const refinance = REFINANCE_SECTION.rows(calculation);
  if (refinance.length > 0) blocks.push(heading(REFINANCE_SECTION.title), keyValueTable(refinance));
  if (calculation.result.waterfall !== null) {
    const isTotal = (row: { year: number | 'Total' }) => row.year === 'Total';
    const tiers = waterfallTierSection(calculation);
    blocks.push(
      heading(WATERFALL_TITLE),
      ...stackTable(WATERFALL_PARTNERS_SECTION, calculation),
      ...part(WATERFALL_YEARS_SECTION.title, stackTable(WATERFALL_YEARS_SECTION, calculation, isTotal)),
      ...part(tiers.title, stackTable(tiers, calculation, isTotal)),
    );
  }
  return blocks;
}
