import {
  formatCurrency,
  formatPercent,
  RISK_VARIABLE_KEYS,
  type RiskSettings,
  simulate,
  tornado,
} from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal, officeDeal } from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { calculationOf } from '../../../../test/memo-report';
import { sampleDealValues } from '../../../../test/sample-deal-values';
import { toAnalysisInput } from '../model/deal-mapping';
import { riskGrids } from './risk-grids';
import {
  defaultRiskExport,
  type RiskFigures,
  riskFigures,
  riskGrid,
  riskReport,
  TORNADO_BASE_LABEL,
  tornadoSection,
} from './risk-sections';
import { riskText, riskVariableUnit, variableText } from './risk-units';

const texts = (figures: RiskFigures) =>
  riskGrids(figures, 'csv').map((grid) => ({
    title: grid.title,
    header: grid.header,
    rows: grid.rows.map((row) => row.map((cell) => cell.text)),
  }));

const settings = (overrides: Partial<RiskSettings> = {}): RiskSettings => ({
  ...defaultRiskExport(calculationOf(officeDeal())).settings,
  ...overrides,
});

describe('risk units', () => {
  it('gives every variable a unit: money, per sq ft, sq ft, levers, months, years, a whole percent, else a percent', () => {
    const notPercent = Object.fromEntries(
      RISK_VARIABLE_KEYS.filter((v) => riskVariableUnit(v) !== 'percent').map((v) => [
        v,
        riskVariableUnit(v),
      ]),
    );
    expect(notPercent).toEqual({
      rentScale: 'lever',
      expenseScale: 'lever',
      purchasePrice: 'money',
      sqft: 'sqft',
      annualRent: 'money',
      otherIncome: 'money',
      propertyTaxes: 'money',
      insurance: 'money',
      maintenance: 'money',
      managementFees: 'money',
      repairs: 'money',
      otherExpenses: 'money',
      nnnChargesPerSqft: 'perSqft',
      loanTerm: 'years',
      interestOnlyMonths: 'months',
      loanMaturityYears: 'years',
      holdPeriod: 'years',
      marketRentPerSqft: 'perSqft',
      renewalProbability: 'wholePercent',
      downtimeMonths: 'months',
      renewalTermMonths: 'months',
      newFreeMonths: 'months',
      renewalFreeMonths: 'months',
      newTiPerSqft: 'perSqft',
      renewalTiPerSqft: 'perSqft',
    });
    for (const rate of ['exitCapRate', 'interestRate', 'vacancyRate', 'prefRate', 'refinanceLtv'])
      expect(riskVariableUnit(rate)).toBe('percent');
  });

  it('writes each unit as the other sections do, "N/A" without a value', () => {
    expect([
      variableText('purchasePrice', 1_350_000),
      variableText('exitCapRate', 6.5),
      variableText('rentScale', 0.9),
      variableText('downtimeMonths', 3),
      variableText('interestOnlyMonths', 1),
      variableText('holdPeriod', 7),
      variableText('renewalProbability', 65),
      variableText('marketRentPerSqft', 24.5),
      variableText('sqft', 20_000),
      riskText('multiple', 1.849),
      riskText('share', 0.043),
      riskText('count', 10_000),
      riskText('percent', null),
      riskText('money', Number.NaN),
    ]).toEqual([
      '$1,350,000',
      '6.50%',
      '0.90x',
      '3 months',
      '1 month',
      '7 years',
      '65%',
      '$24.50',
      '20,000 sq ft',
      '1.85x',
      '4.30%',
      '10,000',
      'N/A',
      'N/A',
    ]);
  });
});

describe('risk sections: the tornado', () => {
  it('defaults to the IRR, or the LP IRR with a waterfall, no simulation, the project settings’ defaults', () => {
    expect(defaultRiskExport(calculationOf(officeDeal()))).toEqual({
      settings: { tornadoMetric: 'irr', runs: 10_000, seed: 1, variables: [], irrTargets: [0] },
      simulation: null,
    });
    expect(defaultRiskExport(calculationOf(capitalStackDeal())).settings.tornadoMetric).toBe('lpIrr');
  });

  it('writes the office deal’s tornado: the base first, then the bars in the engine’s order', () => {
    const figures = riskFigures(calculationOf(officeDeal()))!;
    expect(texts(figures)).toEqual([
      {
        title: 'Risk: Tornado (IRR)',
        header: ['Variable', 'Low', 'High', 'IRR at Low', 'IRR at High', 'Swing'],
        rows: [
          ['Base (as entered)', '', '', '22.33%', '22.33%', ''],
          ['Rent level', '0.90x', '1.10x', '17.94%', '26.64%', '8.70%'],
          ['Purchase price', '$2,250,000', '$2,750,000', '26.13%', '19.18%', '6.95%'],
          ['Rent escalation rate', '2.00%', '4.00%', '19.43%', '25.08%', '5.65%'],
          ['Exit cap rate', '9.04%', '10.04%', '24.84%', '19.86%', '4.98%'],
          ['Interest rate', '5.50%', '7.50%', '24.59%', '20.01%', '4.58%'],
          ['Vacancy rate', '0.00%', '10.00%', '24.61%', '20.03%', '4.57%'],
          ['Expense level', '0.90x', '1.10x', '23.41%', '21.25%', '2.16%'],
        ],
      },
    ]);
    const engine = tornado(toAnalysisInput(officeDeal(), FIXTURE_AS_OF), { metric: 'irr' });
    expect(figures.risk.tornado).toEqual(engine);
    // the figures the workbook writes: the variable's and the metric's units
    const [, rent] = riskGrid(tornadoSection('irr'), figures, 'workbook').rows;
    expect(rent?.map((cell) => cell.figure)).toEqual([
      undefined,
      { value: 0.9, unit: 'lever' },
      { value: 1.1, unit: 'lever' },
      { value: engine.rows[0]?.metricAtLow, unit: 'percent' },
      { value: engine.rows[0]?.metricAtHigh, unit: 'percent' },
      { value: engine.rows[0]?.swing, unit: 'percent' },
    ]);
  });

  it('writes months and whole percents in leases mode, and the LP IRR with a waterfall', () => {
    const leases = texts(riskFigures(calculationOf(leaseByLeaseDeal()))!)[0]!;
    expect(leases.rows).toContainEqual(['Downtime', '3 months', '9 months', '24.79%', '22.01%', '2.79%']);
    expect(leases.rows).toContainEqual(['Renewal probability', '45%', '75%', '22.64%', '24.51%', '1.87%']);
    const stack = texts(riskFigures(calculationOf(capitalStackDeal()))!)[0]!;
    expect(stack.title).toBe('Risk: Tornado (LP IRR)');
    expect(stack.header).toEqual(['Variable', 'Low', 'High', 'LP IRR at Low', 'LP IRR at High', 'Swing']);
    expect(stack.rows[0]).toEqual([TORNADO_BASE_LABEL, '', '', '23.23%', '23.23%', '']);
  });

  it('takes the settings’ metric, and the default one when the deal has not that metric', () => {
    const calculation = calculationOf(officeDeal());
    const multiple = riskFigures(calculation, {
      settings: settings({ tornadoMetric: 'equityMultiple' }),
      simulation: null,
    })!;
    expect(texts(multiple)[0]?.header.slice(3)).toEqual([
      'Equity Multiple at Low',
      'Equity Multiple at High',
      'Swing',
    ]);
    expect(texts(multiple)[0]?.rows[0]).toEqual([TORNADO_BASE_LABEL, '', '', '2.38x', '2.38x', '']);
    const noWaterfall = riskReport(calculation, {
      settings: settings({ tornadoMetric: 'lpIrr' }),
      simulation: null,
    });
    expect(noWaterfall?.metric).toBe('irr');
  });

  it('writes "N/A" for a metric without a value, and computes each deal’s tornado once', () => {
    const calculation = calculationOf(officeDeal());
    const report = riskReport(calculation)!;
    expect(riskReport(calculation)?.tornado).toBe(report.tornado);
    const figures: RiskFigures = {
      ...calculation,
      risk: {
        ...report,
        tornado: {
          base: null,
          rows: [
            {
              variable: 'exitCapRate',
              low: 6.5,
              high: 7.5,
              metricAtLow: null,
              metricAtHigh: 12,
              swing: null,
            },
          ],
        },
      },
    };
    expect(texts(figures)[0]?.rows).toEqual([
      [TORNADO_BASE_LABEL, '', '', 'N/A', 'N/A', ''],
      ['Exit cap rate', '6.50%', '7.50%', 'N/A', '12.00%', 'N/A'],
    ]);
  });

  it('has no section for a deal the engine cannot analyze', () => {
    const calculation = calculationOf(officeDeal());
    const invalid = { ...calculation, values: { ...calculation.values, purchasePrice: -5 } };
    expect(riskReport(invalid)).toBeNull();
    expect(riskFigures(invalid)).toBeNull();
  });
});

describe('risk sections: the simulation', () => {
  const values = sampleDealValues();
  const input = toAnalysisInput(values, FIXTURE_AS_OF);
  const variables: RiskSettings['variables'] = [
    { variable: 'exitCapRate', distribution: { kind: 'triangular', min: 6.5, mode: 7, max: 8.5 } },
    { variable: 'rentEscalationRate', distribution: { kind: 'normal', mean: 3, sd: 1 } },
    { variable: 'vacancyRate', distribution: { kind: 'normal', sd: 2 } },
    { variable: 'rentScale', distribution: { kind: 'uniform', min: 0.9, max: 1.1 } },
    { variable: 'holdPeriod', distribution: { kind: 'uniform', min: 5, max: 9.5 } },
  ];
  const simulation = simulate(input, {
    runs: 60,
    seed: 20_260_101,
    variables,
    metrics: ['irr', 'npv', 'equityMultiple', 'dscr'],
    thresholds: { irr: [0, 8, 12.5] },
  });
  const figures = riskFigures(calculationOf(values), {
    settings: settings({ runs: 60, seed: 20_260_101, variables, irrTargets: [0, 8, 12.5] }),
    simulation,
  })!;

  it('writes the settings: the runs, the seed and each distribution in the variable’s unit', () => {
    const [, settingsGrid] = texts(figures);
    expect(settingsGrid).toEqual({
      title: 'Risk: Monte Carlo Settings',
      header: ['Setting', 'Value'],
      rows: [
        ['Runs', '60'],
        ['Seed', '20,260,101'],
        ['Exit cap rate', 'Triangular: min 6.50%, mode 7.00%, max 8.50%'],
        ['Rent escalation rate', 'Normal: mean 3.00%, sd 1.00%'],
        // no mean: the deal's own vacancy rate
        ['Vacancy rate', 'Normal: mean 5.00%, sd 2.00%'],
        ['Rent level', 'Uniform: min 0.90x, max 1.10x'],
        ['Hold period', 'Uniform: min 5 years, max 9.5 years'],
      ],
    });
  });

  it('writes a row of statistics per metric with the share of runs below each IRR target', () => {
    const [, , statistics] = texts(figures);
    expect(statistics?.title).toBe('Risk: Monte Carlo Statistics');
    expect(statistics?.header).toEqual([
      'Metric',
      'Valid runs',
      'Mean',
      'SD',
      'Min',
      'P5',
      'P10',
      'P25',
      'P50',
      'P75',
      'P90',
      'P95',
      'Max',
      'P(IRR < 0%)',
      'P(IRR < 8%)',
      'P(IRR < 12.5%)',
    ]);
    const irr = simulation.metrics.irr!;
    const npv = simulation.metrics.npv!;
    const keys = ['mean', 'sd', 'min', 'p5', 'p10', 'p25', 'p50', 'p75', 'p90', 'p95', 'max'] as const;
    expect(statistics?.rows.map((row) => row[0])).toEqual(['IRR', 'NPV', 'Equity Multiple', 'DSCR']);
    expect(statistics?.rows[0]).toEqual([
      'IRR',
      String(irr.valid),
      ...keys.map((key) => formatPercent(irr[key])),
      ...['0', '8', '12.5'].map((x) => formatPercent((irr.below[x] ?? Number.NaN) * 100)),
    ]);
    expect(statistics?.rows[1]).toEqual([
      'NPV',
      String(npv.valid),
      ...keys.map((key) => formatCurrency(npv[key])),
      '',
      '',
      '',
    ]);
    expect(statistics?.rows[2]?.[2]).toMatch(/^\d\.\d{2}x$/);
    expect(irr.below['12.5']).toBeGreaterThan(0);
  });

  it('writes "N/A" for a metric no run gives a value (NPV without a discount rate)', () => {
    const office = calculationOf(officeDeal());
    const noNpv = simulate(toAnalysisInput(office.values, FIXTURE_AS_OF), {
      runs: 5,
      seed: 1,
      variables: [],
      metrics: ['npv'],
    });
    const grids = texts(riskFigures(office, { settings: settings(), simulation: noNpv })!);
    expect(grids.map((grid) => grid.title)).toEqual([
      'Risk: Tornado (IRR)',
      'Risk: Monte Carlo Settings',
      'Risk: Monte Carlo Statistics',
    ]);
    expect(grids[1]?.rows.at(-1)).toEqual(['Variables', 'None: every run is the deal as entered']);
    expect(grids[2]?.header.at(-1)).toBe('Max');
    expect(grids[2]?.rows).toEqual([['NPV', '0', ...Array.from({ length: 11 }, () => 'N/A')]]);
  });
});
