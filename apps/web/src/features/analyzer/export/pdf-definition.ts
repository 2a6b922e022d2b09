import { type AnalysisResult, formatDate, READY_TARGETS, type ReadyTargets } from '@cre/underwriting';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Calculation } from '../model/calculation';
import { PROPERTY_SECTION } from '../report/input-rows';
import { FINANCING_SECTION, KEY_METRICS_SECTION } from '../report/metric-sections';
import { hasRentRoll } from '../report/rent-roll-section';
import type { RiskExport } from '../report/risk-sections';
import type { ScenarioTable } from '../scenarios/scenario-export';
import { capitalStackBlock } from './pdf-capital-stack';
import { nnnBlock, recommendationBlock, scenarioBlock } from './pdf-detail-sections';
import {
  assumptionsBlock,
  computationAppendix,
  coverBlock,
  executiveSummaryBlock,
  MEMO_STYLES,
  projectionBlocks,
  saleBlock,
  sourcesUsesBlock,
  valueBlock,
} from './pdf-ic-memo';
import { LEASE_STYLES, leaseRolloverBlock } from './pdf-lease-block';
import { keepHeadingsWithContent, keepHeadingsWithNext, PAGE_MARGINS } from './pdf-page-flow';
import { RENT_ROLL_STYLES, rentRollBlock } from './pdf-rent-roll';
import { riskBlock } from './pdf-risk';
import { sensitivityBlock } from './pdf-sensitivity';
import { heading, keyValueTable } from './pdf-tables';
import { whatYouCanPayBlock } from './pdf-what-you-can-pay';
import { barChartSvg, CHART_HEIGHT, CHART_WIDTH, lineChartSvg } from './svg-charts';

/** Title of the PDF report. */
export const REPORT_TITLE = 'Commercial Real Estate Analysis Report';
/** Shown in place of the charts when they cannot be drawn. */
export const CHARTS_FALLBACK_TEXT = 'Charts could not be generated for this export.';

/** The two report charts as SVG strings. */
export interface ReportCharts {
  cashFlowSvg: string;
  valueSvg: string;
}

/** Report metadata: when it was generated, and (for tests) an alternative chart renderer. */
export interface ReportMeta {
  generatedAt: Date;
  renderCharts?: (result: AnalysisResult) => ReportCharts;
}

/** Draws the annual cash flow bar chart and the property value line chart (5 years each). */
export function renderReportCharts(result: AnalysisResult): ReportCharts {
  return {
    cashFlowSvg: barChartSvg(
      'Annual Cash Flow',
      result.cashFlowProjections.map((p) => ({ label: `Year ${p.year}`, value: p.cashFlow })),
    ),
    valueSvg: lineChartSvg(
      'Property Value',
      result.appreciationProjections.map((p) => ({ label: `Year ${p.year}`, value: p.value })),
    ),
  };
}

/**
 * The charts: the annual cash flow, then (simple projection only) the value grown at the
 * appreciation rate; leases mode leaves that value out, its one valuation being the exit-cap sale.
 * The fallback text when they cannot be drawn.
 */
function chartsBlock(result: AnalysisResult, meta: ReportMeta): Content[] {
  try {
    const charts = (meta.renderCharts ?? renderReportCharts)(result);
    const value: Content[] =
      result.leaseProjection === null
        ? [
            {
              svg: charts.valueSvg,
              width: CHART_WIDTH,
              height: CHART_HEIGHT,
              alignment: 'center',
              margin: [0, 12, 0, 0],
            },
          ]
        : [];
    return [
      heading('Charts'),
      { svg: charts.cashFlowSvg, width: CHART_WIDTH, height: CHART_HEIGHT, alignment: 'center' },
      ...value,
    ];
  } catch {
    return [heading('Charts'), { text: CHARTS_FALLBACK_TEXT, italics: true }];
  }
}

/**
 * Builds the pdfmake document definition of a calculation's report, an investment-committee memo
 * in this order: a cover (property, report and as-of dates, headline returns); the executive
 * summary and what you can pay (the max price for each of `targets`: 15% IRR, 1.25x DSCR and 8%
 * cash-on-cash unless the project sets others); the sources and uses; the assumptions (every input
 * by group); the rent roll (each lease's suite, recovery type, market rent and rent steps; on
 * landscape pages when wide); the annual cash flow (leases mode: the lease-by-lease table of years
 * 1..hold + 1, every line; simple projection: NOI, debt service and cash flow of the same years)
 * with the sale at the end of the hold under it (then, simple projection only, the 5-year value);
 * a deal with a capital stack, its debt schedule, refinance and waterfall (its loans, fees and
 * LP/GP equity are in the sources and uses);
 * the rollover schedule of the hold plus one year (leases mode); the scenario comparison
 * (`scenarios`, when the project has variants); the sensitivity grids (levered IRR and equity
 * multiple over exit cap rate × purchase price); "Risk" on a new page (the tornado of
 * `risk.settings.tornadoMetric`, its table and chart, and when `risk` holds a simulation its
 * settings, statistics and histogram; without `risk` the project settings' defaults: the IRR's
 * tornado, or the LP IRR's with a waterfall); then the supporting details (property, key
 * metrics, financing, the charts as vector graphics, the value chart in the simple projection only,
 * or the fallback text; NNN when it applies; the investment recommendation) and the appendix "How
 * these numbers are computed". A footer with
 * the generation date and "page x of y" is on every page. Pure: the same arguments give the same
 * definition, so it can be tested in Node.
 */
export function buildReportDefinition(
  calculation: Calculation,
  meta: ReportMeta,
  targets: ReadyTargets = READY_TARGETS,
  scenarios: ScenarioTable | null = null,
  risk?: RiskExport,
): TDocumentDefinitions {
  const { values, result } = calculation;
  const rolloverBlock = leaseRolloverBlock(calculation);
  const generated = formatDate(meta.generatedAt);
  const subtitle = [
    values.name.trim(),
    [values.address, values.city, values.state]
      .map((s) => s.trim())
      .filter(Boolean)
      .join(', '),
  ]
    .filter(Boolean)
    .join(' — ');
  const content: Content[] = [
    { text: REPORT_TITLE, style: 'title' },
    { text: subtitle || 'Untitled Property', style: 'subtitle' },
    coverBlock(calculation, meta.generatedAt),
    ...executiveSummaryBlock(calculation),
    ...whatYouCanPayBlock(calculation, targets),
    ...sourcesUsesBlock(calculation),
    ...assumptionsBlock(calculation),
    ...rentRollBlock(calculation),
    ...projectionBlocks(calculation),
    ...saleBlock(calculation),
    ...valueBlock(calculation),
    ...capitalStackBlock(calculation),
    ...rolloverBlock,
    ...scenarioBlock(scenarios),
    ...sensitivityBlock(calculation),
    ...riskBlock(calculation, risk),
    heading(PROPERTY_SECTION.title),
    keyValueTable(PROPERTY_SECTION.rows(calculation)),
    heading(KEY_METRICS_SECTION.title),
    keyValueTable(KEY_METRICS_SECTION.rows(calculation)),
    heading(FINANCING_SECTION.title),
    keyValueTable(FINANCING_SECTION.rows(calculation)),
    ...chartsBlock(result, meta),
    ...nnnBlock(calculation),
    ...recommendationBlock(calculation),
    ...computationAppendix(calculation),
  ];
  return {
    info: { title: REPORT_TITLE },
    pageSize: 'LETTER',
    pageMargins: PAGE_MARGINS,
    // Every section heading stays with its content (no heading alone at a page foot).
    content: keepHeadingsWithNext(content),
    pageBreakBefore: keepHeadingsWithContent,
    footer: (currentPage: number, pageCount: number) => ({
      columns: [
        { text: `Generated ${generated}`, alignment: 'left' },
        { text: `page ${currentPage} of ${pageCount}`, alignment: 'right' },
      ],
      margin: [40, 16, 40, 0],
      fontSize: 8,
      color: '#666666',
    }),
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    styles: {
      title: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      subtitle: { fontSize: 11, color: '#555555', margin: [0, 0, 0, 8] },
      heading: { fontSize: 13, bold: true, margin: [0, 14, 0, 6] },
      label: { color: '#444444' },
      tableHeader: { bold: true, fillColor: '#eef2f7' },
      ...MEMO_STYLES,
      ...(hasRentRoll(calculation) ? RENT_ROLL_STYLES : {}),
      ...(rolloverBlock.length > 0 ? LEASE_STYLES : {}),
    },
  };
}
