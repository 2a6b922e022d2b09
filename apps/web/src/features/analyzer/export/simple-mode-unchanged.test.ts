import { createHash } from 'node:crypto';
import { analyze } from '@cre/underwriting';
import type { Content } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_AS_OF,
  leaseByLeaseDeal,
  officeDeal,
  retailRentRoll,
} from '../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { ASSUMPTIONS_TITLE } from '../report/assumption-groups';
import { COMPUTATION_TITLE } from '../report/computation-lines';
import { EXECUTIVE_SUMMARY_TITLE } from '../report/executive-summary';
import { CASH_FLOW_SECTION } from '../report/projection-sections';
import { RISK_TITLE } from '../report/risk-sections';
import { SALE_TITLE } from '../report/sale-rows';
import { buildAnalysisCsv } from './csv';
import { buildReportDefinition } from './pdf-definition';
import { COVER_STYLE, MEMO_STYLES } from './pdf-ic-memo';
import { SENSITIVITY_TITLE } from './pdf-sensitivity';
import { WHAT_YOU_CAN_PAY_TITLE } from './what-you-can-pay';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * SHA-256 of the simple-mode exports as built at commit 40b7d25, before the lease-by-lease exports:
 * the CSV, and the PDF definition as 2-space JSON with functions written as "[function]". The
 * individual rent rolls' CSV gained one line since, `"Inputs","Projection","Simple growth"`
 * (where the form offers the choice), which is removed before hashing; and every heading now
 * stays with its content (`headlineLevel` and the definition's `pageBreakBefore`, layout hints
 * left out of the PDF hash), so the content is the same but no heading ends a page alone. Goal seek
 * (issue 16) added the "What you can pay" section to both (what-you-can-pay.test.ts checks it),
 * which is cut out before hashing: everything else is as it was. The report sections
 * (features/analyzer/report) then gave every figure and column one label (the metric catalog's:
 * "Sale Price", "Available Sq Ft", "NNN Charges per Sq Ft", "WALT", "Cumulative Cash Flow", the
 * rent roll's columns, "Cash Flow Projections" without "(5 Years)"), the optimal hold in whole
 * years ("6 years", the catalog's `wholeYears` format) and the PDF's rent roll the CSV's column order: the hashes below are of
 * those exports, whose figures are unchanged. The lease detail (underwriting.md 11.1) then added
 * Suite, Recovery, Market Rent/Sq Ft and Rent Steps to the rent roll: they are cut out of the CSV
 * before hashing (the rest is as it was), and the PDF hashes of the two rent rolls are of the
 * rent roll as an 8 pt table with those columns (its figures unchanged). The investment-memo
 * sections (issue 26) are cut out of the PDF before hashing (see {@link MEMO_SECTIONS}). The memo's
 * order then put the rent roll (on landscape pages of its own, its fixed columns grown to the wider
 * page) and the projections before the property, key-metric and financing details: the hashes are
 * of that order; the office report's content in the old order hashed as before. The cash flow
 * then ran to the year after the hold (years 1..holdPeriod + 1, the engine's hold years): it is cut
 * out before hashing too, and pdf-ic-memo.test.ts checks its first five years are the 5-year
 * projection's. The sensitivity grids (pdf-sensitivity.test.ts checks them) are cut out too. Risk
 * (issue 28) then ended the CSV with the tornado and put a "Risk" page after the PDF's sensitivity
 * grids: both are cut out before hashing (csv-risk.test.ts and pdf-risk.test.ts check them), and
 * the hashes below are unchanged.
 */
const BEFORE = {
  office: {
    csv: 'e9e7e7d38b1f0dde3d2a232c2f435df2e6fc37aa37e00062a923ebe37dce81c3',
    pdf: '711c20944cb79c0ad186ce3ee113879a50bbac39b37b99ad19c93a0ff89ac00b',
  },
  retail: {
    csv: 'c3d9b9fe1201ec3c6c81f11d17232a9a398f6fa90f2eb72e49ebbfb5f96b8a02',
    pdf: 'bb20923481e768b23a213564da900112927e48e8781b512e400ccf4575d7bbc7',
  },
  cedarSimple: {
    csv: '499753923c037be7207ce6343330984551401fe85d0d1f00f413aad292821225',
    pdf: '575e819b88af7511a67c2842b493565a29e447a33f379a91c133b67c1c69a251',
  },
};

const DEALS: [keyof typeof BEFORE, () => AnalyzerFormValues][] = [
  ['office', officeDeal],
  ['retail', retailRentRoll],
  ['cedarSimple', () => ({ ...leaseByLeaseDeal(), projectionMode: 'simple' })],
];

const PROJECTION_LINE = '"Inputs","Projection","Simple growth"\r\n';

/** The rent roll's lease-detail columns (underwriting.md 11.1), added to the CSV since the hashes. */
const LEASE_DETAIL_COLUMNS = new Set(['Suite', 'Recovery', 'Market Rent/Sq Ft', 'Rent Steps']);

/** The quoted cells of one CSV line (quotes doubled inside a cell). */
const quotedCells = (line: string) => line.match(/"(?:[^"]|"")*"/g) ?? [];

/** The CSV with the rent roll's lease-detail columns cut out of its header and rows (none without a rent roll). */
function withoutLeaseDetail(csv: string): string {
  const lines = csv.split('\r\n');
  const title = lines.indexOf('"Rent Roll"');
  if (title < 0) return csv;
  const header = quotedCells(lines[title + 1] ?? '');
  const kept = header.map((cell) => !LEASE_DETAIL_COLUMNS.has(cell.slice(1, -1)));
  expect(kept.filter((keep) => !keep)).toHaveLength(LEASE_DETAIL_COLUMNS.size);
  for (let i = title + 1; i < lines.length && lines[i] !== ''; i++) {
    lines[i] = quotedCells(lines[i] ?? '')
      .filter((_, j) => kept[j])
      .join(',');
  }
  return lines.join('\r\n');
}

/** The CSV without its "What you can pay" section (an empty line, the title, the header, 3 rows). */
function withoutWhatYouCanPay(csv: string): string {
  const lines = csv.split('\r\n');
  const title = lines.indexOf(`"${WHAT_YOU_CAN_PAY_TITLE}"`);
  expect(lines[title - 1]).toBe('');
  lines.splice(title - 1, 6);
  return lines.join('\r\n');
}

/** The CSV without its risk sections, which end it (an empty line, then each section's lines). */
function withoutRisk(csv: string): string {
  const lines = csv.split('\r\n');
  const title = lines.indexOf(`"${RISK_TITLE}: Tornado (IRR)"`);
  expect(lines[title - 1]).toBe('');
  return `${lines.slice(0, title - 1).join('\r\n')}\r\n`;
}

/** A section heading of the PDF (titled `text`, when given). */
const isHeading = (node: Content, text?: string) =>
  typeof node === 'object' &&
  node !== null &&
  'style' in node &&
  node.style === 'heading' &&
  (text === undefined || ('text' in node && node.text === text));

/**
 * The PDF content without one section: its heading up to the next heading (or the end), or the one
 * unbreakable stack that opens with its heading.
 */
function withoutSection(content: Content[], title: string): Content[] {
  const opensWith = (node: Content) =>
    typeof node === 'object' &&
    node !== null &&
    'stack' in node &&
    isHeading(node.stack?.[0] as Content, title);
  if (content.some(opensWith)) return content.filter((node) => !opensWith(node));
  const start = content.findIndex((node) => isHeading(node, title));
  expect(start).toBeGreaterThan(0);
  const end = content.findIndex((node, i) => i > start && isHeading(node));
  return [...content.slice(0, start), ...(end < 0 ? [] : content.slice(end))];
}

/**
 * The PDF's investment-memo sections (issue 26: the cover's dates and headline returns, the
 * Executive Summary with the Sources & Uses under it (no heading of its own at the top level, so
 * it goes with the summary), Assumptions, the cash flow of the hold, Sale at End of Hold and the
 * appendix; pdf-ic-memo.test.ts checks them), cut out before hashing with their styles; the data
 * tables' `keepWithHeaderRows` (their header row no longer ends a page alone) is a layout hint left
 * out too.
 */
const MEMO_SECTIONS = [
  EXECUTIVE_SUMMARY_TITLE,
  ASSUMPTIONS_TITLE,
  SALE_TITLE,
  CASH_FLOW_SECTION.title,
  `Appendix: ${COMPUTATION_TITLE}`,
];
const MEMO_STYLE_KEYS = new Set(Object.keys(MEMO_STYLES));

/** The PDF content without "What you can pay", the memo sections, the sensitivity grids, risk and the cover's figures. */
function withoutAddedSections(content: Content[]): Content[] {
  const isCover = (node: Content) =>
    typeof node === 'object' && node !== null && 'style' in node && node.style === COVER_STYLE;
  return [WHAT_YOU_CAN_PAY_TITLE, ...MEMO_SECTIONS, SENSITIVITY_TITLE, RISK_TITLE]
    .reduce(withoutSection, content)
    .filter((node) => !isCover(node));
}

describe('simple-mode exports', () => {
  it.each(DEALS)('%s: the CSV and the PDF definition are those built before leases mode', (name, deal) => {
    const values = deal();
    const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
    const calculation = { values, asOf: FIXTURE_AS_OF, result };
    const csv = buildAnalysisCsv(calculation);
    const individual = values.rentInputMode === 'individual';
    expect(csv.includes(PROJECTION_LINE)).toBe(individual);
    expect(
      sha256(withoutLeaseDetail(withoutWhatYouCanPay(withoutRisk(csv))).replace(PROJECTION_LINE, '')),
    ).toBe(BEFORE[name].csv);
    const definition = buildReportDefinition(calculation, { generatedAt: new Date(2026, 10, 22, 9, 30) });
    const json = JSON.stringify(
      {
        ...definition,
        content: withoutAddedSections(definition.content as Content[]),
        styles: Object.fromEntries(
          Object.entries(definition.styles ?? {}).filter(([key]) => !MEMO_STYLE_KEYS.has(key)),
        ),
      },
      function (this: { layout?: unknown }, key, v) {
        if (key === 'headlineLevel' || key === 'pageBreakBefore') return undefined;
        if (key === 'table' && this.layout === 'lightHorizontalLines') {
          const { keepWithHeaderRows: _kept, ...table } = v;
          return table;
        }
        return typeof v === 'function' ? '[function]' : v;
      },
      2,
    );
    expect(sha256(`${json}\n`)).toBe(BEFORE[name].pdf);
  });
});
