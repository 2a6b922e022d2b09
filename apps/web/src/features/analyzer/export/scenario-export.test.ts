import { analyze, analyzeScenarios, formatMetricValue } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { usePdfRenderer } from '../../../../test/pdf-node-render';
import { toAnalysisInput } from '../model/deal-mapping';
import { createFormStore } from '../model/form-store';
import { scenarioTable } from '../scenarios/scenario-export';
import { createScenarioStore } from '../scenarios/scenario-store';
import { buildAnalysisCsv } from './csv';
import { buildReportDefinition } from './pdf-definition';

const renderPdf = usePdfRenderer();

/** The office deal with Downside (vacancy 10) and Upside (rent escalation 4). */
function twoVariants() {
  const form = createFormStore(officeDeal(), FIXTURE_AS_OF);
  const scenarios = createScenarioStore(form, [
    { name: 'Downside', overrides: { vacancyRate: 10 } },
    { name: 'Upside', overrides: { rentEscalationRate: 4 } },
  ]);
  return scenarioTable(scenarios.getState(), FIXTURE_AS_OF);
}

const calculation = () => ({
  values: officeDeal(),
  asOf: FIXTURE_AS_OF,
  result: analyze(toAnalysisInput(officeDeal(), FIXTURE_AS_OF)),
});

describe('scenario comparison in the exports', () => {
  it('is none without variants', () => {
    const form = createFormStore(officeDeal(), FIXTURE_AS_OF);
    expect(scenarioTable(createScenarioStore(form).getState(), FIXTURE_AS_OF)).toBeNull();
    expect(buildAnalysisCsv(calculation())).not.toContain('Scenario comparison');
  });

  it('lists each scenario’s metrics and the differences to Base in the CSV', () => {
    const table = twoVariants();
    const csv = buildAnalysisCsv(calculation(), undefined, table);
    const analyses = analyzeScenarios(toAnalysisInput(officeDeal(), FIXTURE_AS_OF), [
      { name: 'Downside', overrides: { vacancyRate: 10 } },
      { name: 'Upside', overrides: { rentEscalationRate: 4 } },
    ]);
    const irr = analyses.map((analysis) => formatMetricValue('irr', analysis.result.irr));
    expect(csv).toContain(
      '"Scenario comparison"\r\n"Metric","Base","Downside","Upside","Downside vs Base","Upside vs Base"',
    );
    const irrLine = csv.split('\r\n').find((line) => line.startsWith('"IRR",'));
    expect(irrLine?.startsWith(`"IRR","${irr[0]}","${irr[1]}","${irr[2]}","−`)).toBe(true);
  });

  it('adds a Scenario comparison section to the PDF', async () => {
    const definition = buildReportDefinition(
      calculation(),
      { generatedAt: new Date('2026-11-24T10:00:00Z') },
      undefined,
      twoVariants(),
    );
    const { text } = await renderPdf(definition);
    expect(text).toContain('Scenario comparison');
    expect(text).toMatch(/Metric\s+Base\s+Downside\s+Upside/);
    expect(text).toMatch(/IRR\s+[\d.]+%\s+[\d.]+%\s+[\d.]+%/);
    expect(text).toMatch(/−[\d.]+ pts\s+\+[\d.]+ pts/);
  });
});
