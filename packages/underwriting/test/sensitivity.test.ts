import { describe, expect, it } from 'vitest';
import {
  type AnalysisInput,
  analyze,
  metricsBy,
  SENSITIVITY_METRICS,
  type SensitivityAxis,
  sensitivity,
} from '../src/index.js';
import { SAMPLE_DEAL } from './fixtures/sample-deal.js';

const BASE = { purchasePrice: 1_000_000, sqft: 10_000, interestRate: 6, annualRent: 120_000 };

describe('sensitivity (docs/model.md#sensitivity)', () => {
  it('recomputes one metric over a grid of two inputs', () => {
    const grid = sensitivity(
      BASE,
      { field: 'purchasePrice', values: [900_000, 1_000_000] },
      { field: 'vacancyRate', values: [0, 10] },
      'goingInCapRate',
    );
    // NOI = 120,000 x (1 - v); cap = NOI / price: 120,000/900,000 = 13.33 %, 108,000/900,000 = 12 %, ...
    expect(grid.rows).toEqual([900_000, 1_000_000]);
    expect(grid.cols).toEqual([0, 10]);
    expect(grid.values[0]?.[0]).toBeCloseTo(13.333333333333, 10);
    expect(grid.values[0]?.[1]).toBeCloseTo(12, 10);
    expect(grid.values[1]?.[0]).toBeCloseTo(12, 10);
    expect(grid.values[1]?.[1]).toBeCloseTo(10.8, 10);
  });

  it('every cell equals analyze() with those two inputs, for IRR and the optimal hold too', () => {
    const rows = { field: 'exitCapRate' as const, values: [6, 7, 8] };
    const cols = { field: 'purchasePrice' as const, values: [13_000_000, 14_500_000] };
    for (const metric of [
      'irr',
      'optimalHoldPeriod',
      'cashOnCash',
      'dscr',
      'propertyValue',
      'npv',
    ] as const) {
      const grid = sensitivity(SAMPLE_DEAL, rows, cols, metric);
      rows.values.forEach((exitCapRate, i) => {
        cols.values.forEach((purchasePrice, j) => {
          expect(grid.values[i]?.[j]).toBe(analyze({ ...SAMPLE_DEAL, exitCapRate, purchasePrice })[metric]);
        });
      });
    }
  });

  it('a rent-roll deal: cells equal analyze() whether the axes leave the rent roll alone or change it', () => {
    const deal: AnalysisInput = {
      ...SAMPLE_DEAL,
      revenueInputType: 'individual' as const,
      asOf: '2026-01-01',
      sqft: 12_000,
      tenantLeases: [
        {
          tenantName: 'A',
          sqftLeased: 4_000,
          rentPerSqft: 30,
          leaseTerm: 60,
          startDate: '2024-03-01',
          endDate: '2029-02-28',
        },
        {
          tenantName: 'B',
          sqftLeased: 6_000,
          rentPerSqft: 24,
          leaseTerm: 84,
          startDate: '2025-07-01',
          endDate: '2032-06-30',
        },
      ],
    };
    const grids: [SensitivityAxis, SensitivityAxis][] = [
      // neither axis reads the rent roll: the income is computed once for the whole grid
      [
        { field: 'exitCapRate', values: [6, 8] },
        { field: 'purchasePrice', values: [9e6, 1.1e7] },
      ],
      // sqft changes the vacant area and WALT's inputs: every cell recomputes its income
      [
        { field: 'sqft', values: [10_000, 20_000] },
        { field: 'purchasePrice', values: [9e6, 1.1e7] },
      ],
    ];
    for (const [rows, cols] of grids) {
      for (const metric of ['irr', 'noi', 'equityMultiple'] as const) {
        const grid = sensitivity(deal, rows, cols, metric);
        rows.values.forEach((rowValue, i) => {
          cols.values.forEach((colValue, j) => {
            const expected = analyze({ ...deal, [rows.field]: rowValue, [cols.field]: colValue })[metric];
            expect(grid.values[i]?.[j]).toBe(expected);
          });
        });
      }
    }
    // the sqft axis really reaches the income: 10,000 sq ft leaves none unleased, 20,000 leaves 10,000
    const [sqftRows, sqftCols] = grids[1] as [SensitivityAxis, SensitivityAxis];
    expect(sensitivity(deal, sqftRows, sqftCols, 'unleasedSqft').values).toEqual([
      [0, 0],
      [10_000, 10_000],
    ]);
  });

  it('null metrics stay null in the grid', () => {
    const grid = sensitivity(
      BASE,
      { field: 'downPaymentPercent', values: [100] },
      { field: 'interestRate', values: [5] },
      'dscr',
    );
    expect(grid.values).toEqual([[null]]);
  });

  it('builds an 11 x 11 grid', () => {
    const axis = (field: 'exitCapRate' | 'interestRate', from: number) => ({
      field,
      values: Array.from({ length: 11 }, (_, i) => from + i * 0.25),
    });
    const grid = sensitivity(SAMPLE_DEAL, axis('exitCapRate', 6), axis('interestRate', 5), 'irr');
    expect(grid.values).toHaveLength(11);
    expect(grid.values.every((row) => row.length === 11 && row.every((v) => typeof v === 'number'))).toBe(
      true,
    );
  });
});

describe('the sensitivity picker’s metrics', () => {
  it('are the catalog’s sensitivity metrics, in its order, and each fills a grid', () => {
    expect(SENSITIVITY_METRICS).toEqual(metricsBy('sensitivity'));
    expect(SENSITIVITY_METRICS).toEqual(['equityMultiple', 'cashOnCash', 'dscr', 'roe', 'netSaleProceeds']);
    for (const metric of SENSITIVITY_METRICS) {
      const grid = sensitivity(
        BASE,
        { field: 'purchasePrice', values: [1_000_000] },
        { field: 'vacancyRate', values: [5] },
        metric,
      );
      expect(grid.values[0]?.[0], metric).toBe(analyze({ ...BASE, vacancyRate: 5 })[metric]);
    }
  });
});
