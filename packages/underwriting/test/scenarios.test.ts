import { describe, expect, it } from 'vitest';
import {
  analyze,
  analyzeScenarios,
  InvalidDealError,
  METRICS,
  metricsBy,
  SCENARIO_COMPARE_METRICS,
  SCENARIO_FIELDS,
  scenarioDeal,
  scenarioIssues,
} from '../src/index.js';
import { SAMPLE_DEAL } from './fixtures/sample-deal.js';

const downside = { name: 'Downside', overrides: { exitCapRate: 8, vacancyRate: 10, interestRate: 7.5 } };
const upside = { name: 'Upside', overrides: { rentEscalationRate: 4 } };

describe('scenarios', () => {
  it('a variant is the base with its overrides, analyzed as any deal', () => {
    const [base, down, up] = analyzeScenarios(SAMPLE_DEAL, [downside, upside]);
    expect(base?.name).toBe('Base');
    expect(base?.result).toEqual(analyze(SAMPLE_DEAL));
    expect(down?.name).toBe('Downside');
    expect(down?.result).toEqual(
      analyze({ ...SAMPLE_DEAL, exitCapRate: 8, vacancyRate: 10, interestRate: 7.5 }),
    );
    expect(down?.result.irr).toBeLessThan(base?.result.irr as number);
    expect(up?.result.irr).toBeGreaterThan(base?.result.irr as number);
    expect(scenarioDeal(SAMPLE_DEAL, { vacancyRate: 10 }).tenantLeases).toBe(SAMPLE_DEAL.tenantLeases);
  });

  it('the rent roll and the analysis date belong to the project', () => {
    expect(SCENARIO_FIELDS).not.toContain('tenantLeases');
    expect(SCENARIO_FIELDS).not.toContain('asOf');
    expect(SCENARIO_FIELDS).toContain('exitCapRate');
    expect(
      scenarioIssues(SAMPLE_DEAL, [
        { name: 'X', overrides: { tenantLeases: [], asOf: '2030-01-01', roof: 1 } },
      ]),
    ).toEqual([
      {
        path: 'scenarios.0.overrides.tenantLeases',
        message: 'The rent roll cannot be changed in a scenario',
      },
      { path: 'scenarios.0.overrides.asOf', message: 'The as-of date cannot be changed in a scenario' },
      { path: 'scenarios.0.overrides.roof', message: 'Unknown input: roof' },
    ]);
  });

  it('an override out of range gets that field’s own message at its path', () => {
    expect(
      scenarioIssues(SAMPLE_DEAL, [
        downside,
        { name: 'Bad', overrides: { vacancyRate: 120, interestRate: 'high', holdPeriod: 2.5 } },
      ]),
    ).toEqual([
      { path: 'scenarios.1.overrides.vacancyRate', message: 'Vacancy rate must be between 0% and 100%' },
      { path: 'scenarios.1.overrides.interestRate', message: 'Interest rate must be a number' },
      { path: 'scenarios.1.overrides.holdPeriod', message: expect.stringMatching(/^Hold period/) },
    ]);
  });

  it('names: required, at most 60 characters, unique, not Base; at most five variants', () => {
    const v = (name: unknown) => ({ name, overrides: {} });
    expect(
      scenarioIssues(SAMPLE_DEAL, [v(' '), v('x'.repeat(61)), v('base'), v('Down'), v('down ')]),
    ).toEqual([
      { path: 'scenarios.0.name', message: 'Scenario name is required' },
      { path: 'scenarios.1.name', message: 'Scenario name must be at most 60 characters' },
      { path: 'scenarios.2.name', message: "Base is the project's own inputs: choose another name" },
      { path: 'scenarios.4.name', message: 'Scenario names must be unique' },
    ]);
    const six = ['A', 'B', 'C', 'D', 'E', 'F'].map(v);
    expect(scenarioIssues(SAMPLE_DEAL, six)).toEqual([
      { path: 'scenarios', message: 'A project holds at most 6 scenarios: Base and 5 variants' },
    ]);
    expect(scenarioIssues(SAMPLE_DEAL, 'x')).toEqual([
      { path: 'scenarios', message: 'Scenarios must be a list' },
    ]);
    expect(scenarioIssues(SAMPLE_DEAL, [null, { name: 'A', overrides: 3 }])).toEqual([
      { path: 'scenarios.0', message: 'A scenario must have a name and overrides' },
      { path: 'scenarios.1.overrides', message: 'Scenario overrides must be an object of inputs' },
    ]);
    expect(scenarioIssues(SAMPLE_DEAL, [downside, upside])).toEqual([]);
  });

  it('a rule between fields broken by an override is the variant’s issue', () => {
    const aggregate = { purchasePrice: 1e6, sqft: 1e4, interestRate: 6, annualRent: 1e5 };
    expect(scenarioIssues(aggregate, [{ name: 'Leases', overrides: { projectionMode: 'leases' } }])).toEqual([
      {
        path: 'scenarios.0.overrides.projectionMode',
        message: expect.stringContaining('rent roll'),
      },
    ]);
  });

  it('overrides the capital stack: its numbers, and a group whole with that group’s messages at its path', () => {
    const mezz = {
      percentOfPrice: 10,
      interestRate: 11,
      amortizationYears: null,
      maturityYears: 5,
      feePercent: 0,
    };
    const overrides = { interestOnlyMonths: 24, loanFeePercent: 1, secondLoan: mezz };
    const [base, variant] = analyzeScenarios(SAMPLE_DEAL, [{ name: 'Mezzanine', overrides }]);
    expect(variant?.result).toEqual(analyze({ ...SAMPLE_DEAL, ...overrides }));
    expect(variant?.result.secondLoanAmount).toBe(SAMPLE_DEAL.purchasePrice * 0.1);
    expect(base?.result.secondLoanAmount).toBe(0);
    expect(
      scenarioIssues(SAMPLE_DEAL, [
        { name: 'Too much mezz', overrides: { secondLoan: { ...mezz, percentOfPrice: 90 } } },
        { name: 'No waterfall', overrides: { waterfall: 5 as never } },
      ]),
    ).toEqual([
      {
        path: 'scenarios.0.overrides.secondLoan.percentOfPrice',
        message: 'The second loan must be more than 0% and at most the down payment',
      },
      { path: 'scenarios.1.overrides.waterfall', message: 'The waterfall must be an object or null' },
    ]);
  });

  it('analyzeScenarios refuses invalid variants and invalid bases', () => {
    expect(() => analyzeScenarios(SAMPLE_DEAL, [{ name: 'Bad', overrides: { vacancyRate: 120 } }])).toThrow(
      new RangeError('scenarios.0.overrides.vacancyRate: Vacancy rate must be between 0% and 100%'),
    );
    expect(() => analyzeScenarios({ ...SAMPLE_DEAL, purchasePrice: -1 }, [])).toThrow(InvalidDealError);
  });
});

describe('the scenario comparison’s metrics', () => {
  it('are the catalog’s comparison metrics in its order, with their catalog labels, units and directions', () => {
    expect(SCENARIO_COMPARE_METRICS.map((metric) => metric.key)).toEqual(metricsBy('compare'));
    for (const { key, label, unit, higherIsBetter } of SCENARIO_COMPARE_METRICS) {
      expect(label).toBe(METRICS[key].label);
      expect(unit).toBe(METRICS[key].unit);
      expect(higherIsBetter).toBe(METRICS[key].higherIsBetter);
    }
    expect(SCENARIO_COMPARE_METRICS.map((metric) => metric.label)).toEqual([
      'Net Operating Income',
      'Property Value',
      'Going-In Cap Rate',
      'Exit Cap Rate',
      'Cash-on-Cash Return',
      'IRR',
      'Equity Multiple',
      'DSCR',
      'Optimal Hold Period',
      'NPV',
    ]);
    expect(SCENARIO_COMPARE_METRICS.filter((metric) => !metric.higherIsBetter).map((m) => m.key)).toEqual([
      'exitCapRate',
    ]);
  });
});
