import { type RiskSettings, simulate } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { calculationOf } from '../../../../test/memo-report';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { defaultRiskExport, type RiskExport } from '../report/risk-sections';
import { buildAnalysisCsv } from './csv';

const csvOf = (values: AnalyzerFormValues, risk?: RiskExport) =>
  buildAnalysisCsv(calculationOf(values), undefined, null, risk);

/** The lines from the first risk section's empty line on. */
const riskLines = (csv: string) => {
  const lines = csv.split('\r\n');
  const title = lines.findIndex((line) => line.startsWith('"Risk: '));
  return title < 0 ? [] : lines.slice(title - 1);
};

/** The office deal's tornado, as the CSV ends without a simulation (CRLF in the file). */
const OFFICE_TORNADO = [
  '',
  '"Risk: Tornado (IRR)"',
  '"Variable","Low","High","IRR at Low","IRR at High","Swing"',
  '"Base (as entered)","","","22.33%","22.33%",""',
  '"Rent level","0.90x","1.10x","17.94%","26.64%","8.70%"',
  '"Purchase price","$2,250,000","$2,750,000","26.13%","19.18%","6.95%"',
  '"Rent escalation rate","2.00%","4.00%","19.43%","25.08%","5.65%"',
  '"Exit cap rate","9.04%","10.04%","24.84%","19.86%","4.98%"',
  '"Interest rate","5.50%","7.50%","24.59%","20.01%","4.58%"',
  '"Vacancy rate","0.00%","10.00%","24.61%","20.03%","4.57%"',
  '"Expense level","0.90x","1.10x","23.41%","21.25%","2.16%"',
  '',
];

describe('CSV export: risk', () => {
  it('ends with the tornado of the project settings’ defaults when the page passes no risk', () => {
    const csv = csvOf(officeDeal());
    expect(riskLines(csv)).toEqual(OFFICE_TORNADO);
    expect(csvOf(officeDeal(), defaultRiskExport(calculationOf(officeDeal())))).toBe(csv);
  });

  it('follows the capital stack’s sections, the LP IRR’s tornado with a waterfall', () => {
    const lines = csvOf(capitalStackDeal()).split('\r\n');
    const tornado = lines.indexOf('"Risk: Tornado (LP IRR)"');
    expect(tornado).toBeGreaterThan(lines.indexOf('"Waterfall by Tier"'));
    expect(lines.slice(tornado + 1, tornado + 3)).toEqual([
      '"Variable","Low","High","LP IRR at Low","LP IRR at High","Swing"',
      '"Base (as entered)","","","23.23%","23.23%",""',
    ]);
  });

  it('adds the simulation’s settings and statistics, a negative figure kept a figure', () => {
    const values = officeDeal();
    const variables: RiskSettings['variables'] = [
      { variable: 'exitCapRate', distribution: { kind: 'triangular', min: 9, mode: 9.5, max: 11 } },
      { variable: 'rentScale', distribution: { kind: 'uniform', min: 0.6, max: 1.1 } },
    ];
    const simulation = simulate(toAnalysisInput(values, FIXTURE_AS_OF), {
      runs: 40,
      seed: -42_000,
      variables,
      metrics: ['irr', 'cashOnCash'],
      thresholds: { irr: [0] },
    });
    const settings = { tornadoMetric: 'irr' as const, runs: 40, seed: -42_000, variables, irrTargets: [0] };
    const lines = riskLines(csvOf(values, { settings, simulation }));
    expect(lines.slice(0, OFFICE_TORNADO.length)).toEqual(OFFICE_TORNADO);
    expect(lines.slice(OFFICE_TORNADO.length, OFFICE_TORNADO.length + 7)).toEqual([
      '"Risk: Monte Carlo Settings"',
      '"Setting","Value"',
      '"Runs","40"',
      '"Seed","-42,000"',
      '"Exit cap rate","Triangular: min 9.00%, mode 9.50%, max 11.00%"',
      '"Rent level","Uniform: min 0.60x, max 1.10x"',
      '',
    ]);
    const statistics = lines.slice(OFFICE_TORNADO.length + 7);
    expect(statistics[0]).toBe('"Risk: Monte Carlo Statistics"');
    expect(statistics[1]).toBe(
      '"Metric","Valid runs","Mean","SD","Min","P5","P10","P25","P50","P75","P90","P95","Max","P(IRR < 0%)"',
    );
    const irr = simulation.metrics.irr!;
    expect(statistics[2]).toMatch(new RegExp(`^"IRR","${irr.valid}","-?\\d+\\.\\d{2}%"`));
    expect(statistics[3]).toMatch(/^"Cash-on-Cash Return","40",.*,""$/);
    // the lowest cash-on-cash is a loss: written as a figure, not guarded as a formula
    expect(simulation.metrics.cashOnCash?.min).toBeLessThan(0);
    expect(statistics[3]).toMatch(/,"-\d+\.\d{2}%",/);
    expect(lines.filter((line) => line.includes(`"'`))).toEqual([]);
    expect(statistics.slice(4)).toEqual(['']);
  });
});
