/** `tornado` (underwriting.md 13.1): the default swings, clamping, each bar confirmed by analyze(), the order and what is left out. */
import { describe, expect, it } from 'vitest';
import {
  type AnalysisInput,
  analyze,
  defaultTornadoSwings,
  resolveInput,
  simulate,
  tornado,
} from '../../src/index.js';
import { applyVariable } from '../../src/risk/risk-variables.js';
import { LEASES, SIMPLE, STACKED } from './risk-deals.js';

/** analyze() with one variable set, written from the spec's definition of the variable. */
function analyzeWith(input: AnalysisInput, variable: string, value: number) {
  const base = resolveInput(input);
  const deal = { ...base };
  applyVariable(deal, base, variable, value);
  return analyze(deal);
}

describe('tornado: the default swings', () => {
  it('simple mode: price, rent, expenses, vacancy, exit cap, interest, rent escalation', () => {
    const deal = resolveInput(SIMPLE);
    const exit = analyze(SIMPLE).exitCapRate;
    expect(defaultTornadoSwings(SIMPLE)).toEqual([
      { variable: 'purchasePrice', low: deal.purchasePrice * 0.9, high: deal.purchasePrice * 1.1 },
      { variable: 'rentScale', low: 0.9, high: 1.1 },
      { variable: 'expenseScale', low: 0.9, high: 1.1 },
      { variable: 'vacancyRate', low: deal.vacancyRate - 5, high: deal.vacancyRate + 5 },
      { variable: 'exitCapRate', low: exit - 0.5, high: exit + 0.5 },
      { variable: 'interestRate', low: deal.interestRate - 1, high: deal.interestRate + 1 },
      { variable: 'rentEscalationRate', low: deal.rentEscalationRate - 1, high: deal.rentEscalationRate + 1 },
    ]);
  });

  it('leases mode: market rent growth, then downtime and renewal probability', () => {
    const keys = defaultTornadoSwings(LEASES).map((swing) => swing.variable);
    expect(keys).toEqual([
      'purchasePrice',
      'rentScale',
      'expenseScale',
      'vacancyRate',
      'exitCapRate',
      'interestRate',
      'marketRentGrowth',
      'downtimeMonths',
      'renewalProbability',
    ]);
  });
});

describe('tornado: the bars', () => {
  it.each([
    ['simple', SIMPLE, 'irr'],
    ['leases', LEASES, 'irr'],
    ['stacked', STACKED, 'lpIrr'],
  ] as const)('%s deal: each bar is analyze() at low and high, sorted by swing', (_name, input, metric) => {
    const result = tornado(input, { metric });
    const value = (r: ReturnType<typeof analyze>) =>
      metric === 'irr' ? r.irr : (r.waterfall?.lp.irr as number);
    expect(result.base).toBe(value(analyze(input)));
    expect(result.rows.length).toBeGreaterThanOrEqual(6);
    for (const row of result.rows) {
      expect(row.metricAtLow).toBe(value(analyzeWith(input, row.variable, row.low)));
      expect(row.metricAtHigh).toBe(value(analyzeWith(input, row.variable, row.high)));
      expect(row.swing).toBe(Math.abs((row.metricAtHigh as number) - (row.metricAtLow as number)));
    }
    const swings = result.rows.map((row) => row.swing as number);
    expect(swings).toEqual([...swings].sort((a, b) => b - a));
  });

  it('clamps and rounds: vacancy 3 % swings 0..8, downtime and renewal probability whole', () => {
    const rows = tornado(LEASES).rows;
    const vacancy = rows.find((row) => row.variable === 'vacancyRate');
    expect([vacancy?.low, vacancy?.high]).toEqual([0, 8]);
    const renewal = rows.find((row) => row.variable === 'renewalProbability');
    const deal = resolveInput(LEASES);
    expect([renewal?.low, renewal?.high]).toEqual([
      deal.renewalProbability - 15,
      deal.renewalProbability + 15,
    ]);
    const custom = tornado(LEASES, { swings: [{ variable: 'downtimeMonths', low: -2.4, high: 4.5 }] }).rows;
    expect(custom.map((row) => [row.low, row.high])).toEqual([[0, 5]]);
  });

  it('leaves out a variable that changes nothing, keeps one that changes other outputs with swing 0', () => {
    const cash = { ...SIMPLE, downPaymentPercent: 100 };
    const rows = tornado(cash, {
      metric: 'noi',
      swings: [
        { variable: 'interestRate', low: 4, high: 9 },
        { variable: 'exitCapRate', low: 6, high: 9 },
        { variable: 'vacancyRate', low: 0, high: 10 },
      ],
    }).rows;
    // no loan: the interest rate changes nothing; the exit cap changes the IRR but not NOI
    expect(rows.map((row) => [row.variable, row.swing === 0])).toEqual([
      ['vacancyRate', false],
      ['exitCapRate', true],
    ]);
  });

  it('a bar without an IRR has null metrics and swing, and sorts last', () => {
    const deal: AnalysisInput = {
      purchasePrice: 1_000_000,
      sqft: 10_000,
      interestRate: 6,
      annualRent: 120_000,
    };
    const result = tornado(deal, {
      swings: [
        { variable: 'rentScale', low: 0, high: 1 },
        { variable: 'vacancyRate', low: 0, high: 10 },
      ],
    });
    expect(result.rows.map((row) => row.variable)).toEqual(['vacancyRate', 'rentScale']);
    expect(result.rows[1]).toMatchObject({ metricAtLow: null, swing: null });
  });
});

describe('tornado and simulate: invalid options name the option', () => {
  const exit = { variable: 'exitCapRate', distribution: { kind: 'uniform' as const, min: 6, max: 8 } };
  it.each([
    [{ runs: 0, seed: 1, variables: [] }, 'Runs must be a whole number from 1 to 100,000'],
    [{ runs: 100_001, seed: 1, variables: [] }, 'Runs must be a whole number from 1 to 100,000'],
    [{ runs: 1.5, seed: 1, variables: [] }, 'Runs must be a whole number from 1 to 100,000'],
    [{ runs: 10, seed: 0.5, variables: [] }, 'Seed must be a whole number'],
    [
      { runs: 10, seed: 1, variables: [{ variable: 'foo', distribution: exit.distribution }] },
      '"foo" is not',
    ],
    [{ runs: 10, seed: 1, variables: [exit, exit] }, 'Variable exitCapRate is listed twice'],
    [
      {
        runs: 10,
        seed: 1,
        variables: [{ variable: 'exitCapRate', distribution: { kind: 'uniform', min: 8, max: 6 } }],
      },
      'Min must not be above max for exitCapRate',
    ],
    [
      {
        runs: 10,
        seed: 1,
        variables: [{ variable: 'vacancyRate', distribution: { kind: 'normal', sd: -1 } }],
      },
      'Sd must be 0 or more for vacancyRate',
    ],
    [
      {
        runs: 10,
        seed: 1,
        variables: [
          { variable: 'vacancyRate', distribution: { kind: 'triangular', min: 1, mode: 9, max: 5 } },
        ],
      },
      'Mode must be between min and max for vacancyRate',
    ],
    [{ runs: 10, seed: 1, variables: [], metrics: ['irr', 'roe'] }, '"roe" is not'],
    [{ runs: 10, seed: 1, variables: [], metrics: ['lpIrr'] }, 'Metric lpIrr needs an equity waterfall'],
    [
      { runs: 10, seed: 1, variables: [{ variable: 'prefRate', distribution: { kind: 'normal', sd: 1 } }] },
      'Variable prefRate needs its capital-stack group',
    ],
  ])('%j', (options, message) => {
    expect(() => simulate(SIMPLE, options as never)).toThrow(RangeError);
    expect(() => simulate(SIMPLE, options as never)).toThrow(message);
  });

  it('no options at all: the runs are named', () => {
    expect(() => simulate(SIMPLE, undefined as never)).toThrow(
      new RangeError('Runs must be a whole number from 1 to 100,000'),
    );
  });

  it('tornado: unknown metric, lpIrr without a waterfall, a bad swing', () => {
    expect(() => tornado(SIMPLE, { metric: 'foo' as never })).toThrow('"foo" is not');
    expect(() => tornado(SIMPLE, { metric: 'lpIrr' })).toThrow('Metric lpIrr needs an equity waterfall');
    expect(() =>
      tornado(SIMPLE, { swings: [{ variable: 'vacancyRate', low: Number.NaN, high: 3 }] }),
    ).toThrow('Low must be a number for vacancyRate');
    expect(() => tornado({ purchasePrice: -1, sqft: 1, interestRate: 5 })).toThrow('Purchase price');
  });
});
