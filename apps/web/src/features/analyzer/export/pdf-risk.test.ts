import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { type RiskSettings, simulate } from '@cre/underwriting';
import type { Content } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { calculationOf, GENERATED } from '../../../../test/memo-report';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { sampleDealValues } from '../../../../test/sample-deal-values';
import { toAnalysisInput } from '../model/deal-mapping';
import { defaultRiskExport, type RiskExport } from '../report/risk-sections';
import { buildReportDefinition } from './pdf-definition';
import { PAGE_MARGINS } from './pdf-page-flow';
import { riskBlock, STATISTICS_NOTE } from './pdf-risk';
import { SENSITIVITY_TITLE } from './pdf-sensitivity';
import { HIGH_COLOR, LOW_COLOR } from './svg-risk-charts';

const renderPdf = usePdfRenderer();
const squash = (text: string) => text.replace(/\s+/g, ' ');

/** Where each word of pages `first`..`last` ends (`pdftotext -bbox`), in points from the page's left edge. */
function rightEdges(file: string, first: number, last: number): number[] {
  const pages = ['-f', String(first), '-l', String(last)];
  const bbox = execFileSync('/usr/bin/pdftotext', ['-bbox', ...pages, file, '-'], { encoding: 'utf8' });
  return Array.from(bbox.matchAll(/xMax="([\d.]+)"/g), (match) => Number(match[1]));
}

/** The svg strings anywhere in some content. */
function svgsOf(content: unknown): string[] {
  if (typeof content !== 'object' || content === null) return [];
  if (Array.isArray(content)) return content.flatMap(svgsOf);
  const node = content as { svg?: unknown; stack?: unknown };
  return [...(typeof node.svg === 'string' ? [node.svg] : []), ...svgsOf(node.stack)];
}

/** The sample deal with a Monte Carlo simulation of 500 runs, as the Risk card would pass it. */
function sampleWithSimulation(): { values: ReturnType<typeof sampleDealValues>; risk: RiskExport } {
  const values = sampleDealValues();
  const variables: RiskSettings['variables'] = [
    { variable: 'exitCapRate', distribution: { kind: 'triangular', min: 6.5, mode: 7.5, max: 8.5 } },
    { variable: 'rentEscalationRate', distribution: { kind: 'normal', sd: 1 } },
    { variable: 'vacancyRate', distribution: { kind: 'uniform', min: 3, max: 10 } },
  ];
  const simulation = simulate(toAnalysisInput(values, FIXTURE_AS_OF), {
    runs: 500,
    seed: 7,
    variables,
    metrics: ['irr', 'npv', 'equityMultiple', 'cashOnCash', 'dscr', 'noi'],
    thresholds: { irr: [0, 8] },
  });
  const settings = { tornadoMetric: 'irr' as const, runs: 500, seed: 7, variables, irrTargets: [0, 8] };
  return { values, risk: { settings, simulation } };
}

describe('PDF report: risk', () => {
  it('adds "Risk" on a page of its own after the sensitivity: the tornado table, its base and its chart', async () => {
    const calculation = calculationOf(officeDeal());
    const definition = buildReportDefinition(calculation, { generatedAt: GENERATED });
    // the same as the project settings' defaults passed in (compared before pdfmake lays it out)
    const explicit = buildReportDefinition(
      calculation,
      { generatedAt: GENERATED },
      undefined,
      null,
      defaultRiskExport(calculation),
    );
    expect(JSON.stringify(explicit.content)).toBe(JSON.stringify(definition.content));
    const pdf = await renderPdf(definition);
    const flat = squash(pdf.text);
    expect(flat).toContain(
      'Risk Each variable is set to its low, then its high value, everything else as entered; the largest ' +
        'swing first. Base IRR (the deal as entered): 22.33%. Tornado (IRR) ' +
        'Variable Low High IRR at Low IRR at High Swing Base (as entered) 22.33% 22.33% ' +
        'Rent level 0.90x 1.10x 17.94% 26.64% 8.70% ' +
        'Purchase price $2,250,000 $2,750,000 26.13% 19.18% 6.95%',
    );
    expect(flat).toContain('Expense level 0.90x 1.10x 23.41% 21.25% 2.16%');
    // the chart's words are SVG text in the PDF
    expect(flat).toContain('IRR: each variable at its low and high value');
    expect(flat).toContain('Base 22.33%');
    expect(flat).not.toContain('Monte Carlo');
    // its page opens with the heading
    const page = pdf.pageTexts().find((text) => squash(text).includes('Tornado (IRR)'));
    expect(
      squash(page ?? '')
        .trim()
        .startsWith('Risk Each variable'),
    ).toBe(true);
    const at = (text: string) => flat.indexOf(text);
    expect(at('Risk Each variable')).toBeGreaterThan(at(SENSITIVITY_TITLE));
    expect(at('Property Details')).toBeGreaterThan(at('Risk Each variable'));
    // one bar per end of each of the seven variables
    const [svg] = svgsOf(riskBlock(calculation));
    expect(svg?.match(new RegExp(`fill="${LOW_COLOR}"`, 'g'))).toHaveLength(7 + 1);
    expect(svg?.match(new RegExp(`fill="${HIGH_COLOR}"`, 'g'))).toHaveLength(7 + 1);
  });

  it('adds the simulation’s settings, statistics and histogram, fitting the page, no page left blank', async () => {
    const { values, risk } = sampleWithSimulation();
    const definition = buildReportDefinition(
      calculationOf(values),
      { generatedAt: GENERATED },
      undefined,
      null,
      risk,
    );
    const pdf = await renderPdf(definition);
    // To look at the pages: CRE_PDF_COPY=/tmp/risk.pdf, then pdftoppm -r 60 -png /tmp/risk.pdf /tmp/risk.
    if (process.env.CRE_PDF_COPY) copyFileSync(pdf.file, process.env.CRE_PDF_COPY);
    const flat = squash(pdf.text);
    expect(flat).toContain(
      'Monte Carlo Settings Setting Value Runs 500 Seed 7 ' +
        'Exit cap rate Triangular: min 6.50%, mode 7.50%, max 8.50% ' +
        'Rent escalation rate Normal: mean 3.00%, sd 1.00% ' +
        'Vacancy rate Uniform: min 3.00%, max 10.00%',
    );
    const irr = risk.simulation?.metrics.irr;
    expect(flat).toContain(
      `Monte Carlo Statistics ${STATISTICS_NOTE} Metric Valid runs Mean SD Min P5 P10 IRR 500 `,
    );
    expect(flat).toContain('Metric P25 P50 P75 P90 P95 Max IRR ');
    // the targets' table lists the IRR alone (the other metrics have no target)
    expect(flat).toMatch(/Metric P\(IRR < 0%\) P\(IRR < 8%\) IRR \d+\.\d{2}% \d+\.\d{2}% IRR over 500 runs/);
    expect(flat).toContain(`P50 ${(irr?.p50 ?? 0).toFixed(2)}%`);
    // the tornado chart and the histogram
    const svgs = svgsOf(definition.content);
    expect(svgs.filter((svg) => svg.includes('Base 16.32%'))).toHaveLength(1);
    expect(svgs.filter((svg) => svg.includes('>IRR over 500 runs<'))).toHaveLength(1);
    // the sensitivity before it is on a landscape page: the risk page follows it, none is blank
    const pages = pdf.pageTexts().map((text) =>
      squash(text)
        .replace(/Generated \S+ page \d+ of \d+/, '')
        .trim(),
    );
    expect(pages.filter((text) => text === '')).toEqual([]);
    const first = pages.findIndex((text) => text.startsWith('Risk Each variable')) + 1;
    const last = pages.findIndex((text) => text.includes('IRR over 500 runs')) + 1;
    expect([first, last]).toEqual([7, 8]);
    // the risk pages are portrait, every word inside the right margin
    expect(Math.max(...rightEdges(pdf.file, first, last))).toBeLessThanOrEqual(612 - PAGE_MARGINS[2] + 0.01);
  });

  it('has no risk section for a deal the engine cannot analyze', () => {
    const calculation = calculationOf(officeDeal());
    const invalid = { ...calculation, values: { ...calculation.values, vacancyRate: 140 } };
    expect(riskBlock(invalid)).toEqual([]);
    const risk: Content[] = riskBlock(calculation);
    expect(risk).toHaveLength(1);
  });
});
