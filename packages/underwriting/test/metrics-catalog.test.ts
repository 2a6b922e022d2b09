import { describe, expect, expectTypeOf, it } from 'vitest';
import { analyze } from '../src/analyze.js';
import {
  formatMetricValue,
  METRIC_KEYS,
  METRICS,
  type MetricIn,
  metricsBy,
  metricsOf,
  NOT_AVAILABLE,
} from '../src/metrics/index.js';

const deal = {
  purchasePrice: 2_000_000,
  sqft: 10_000,
  annualRent: 200_000,
  interestRate: 6.5,
  downPaymentPercent: 30,
  discountRate: 8,
};

describe('metric catalog', () => {
  it('has one entry for every numeric figure analyze() reports, and nothing else', () => {
    const result = analyze(deal);
    const numeric = Object.entries(result)
      .filter(
        ([key, value]) =>
          typeof value === 'number' ||
          (value === null && !['leaseProjection', 'refinance', 'waterfall'].includes(key)),
      )
      .map(([key]) => key)
      .sort();
    expect([...METRIC_KEYS].sort()).toEqual(numeric);
  });

  it('gives each metric one label, distinct from every other metric', () => {
    const labels = METRIC_KEYS.map((key) => METRICS[key].label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const key of METRIC_KEYS) expect(METRICS[key].explanation).toMatch(/^[A-Z].*\.$/);
  });

  it('lists goal seek, scenario and sensitivity metrics in their pickers’ order', () => {
    expect(metricsBy('goalSeek')).toEqual([
      'irr',
      'cashOnCash',
      'dscr',
      'debtYield',
      'equityMultiple',
      'npv',
      'goingInCapRate',
      'propertyValue',
      'annualCashFlow',
      'breakEvenOccupancy',
    ]);
    expect(metricsBy('compare')).toEqual([
      'noi',
      'propertyValue',
      'goingInCapRate',
      'exitCapRate',
      'cashOnCash',
      'irr',
      'equityMultiple',
      'dscr',
      'optimalHoldPeriod',
      'npv',
    ]);
    expect(metricsBy('sensitivity')).toEqual([
      'equityMultiple',
      'cashOnCash',
      'dscr',
      'roe',
      'netSaleProceeds',
    ]);
    expect(metricsOf('income')).toEqual([
      'grossPotentialRent',
      'effectiveGrossIncome',
      'operatingExpenses',
      'noi',
      'effectiveNnnChargesPerSqft',
    ]);
  });

  it('knows each list’s keys at compile time, from the catalog’s entries', () => {
    expectTypeOf(metricsBy('sensitivity')).toEqualTypeOf<
      ('equityMultiple' | 'cashOnCash' | 'dscr' | 'roe' | 'netSaleProceeds')[]
    >();
    expectTypeOf<MetricIn<'goalSeek'>>().toEqualTypeOf<
      | 'irr'
      | 'cashOnCash'
      | 'dscr'
      | 'debtYield'
      | 'equityMultiple'
      | 'npv'
      | 'goingInCapRate'
      | 'propertyValue'
      | 'annualCashFlow'
      | 'breakEvenOccupancy'
    >();
    expectTypeOf(METRICS.dscr.unit).toEqualTypeOf<'multiple'>();
  });

  it('formats each metric as the results show it', () => {
    expect(formatMetricValue('noi', 150_000.4)).toBe('$150,000');
    expect(formatMetricValue('goingInCapRate', 7.5)).toBe('7.50%');
    expect(formatMetricValue('ltv', 70)).toBe('70.0%');
    expect(formatMetricValue('dscr', 1.2345)).toBe('1.23x');
    expect(formatMetricValue('optimalHoldPeriod', 7)).toBe('7 years');
    expect(formatMetricValue('walt', 4.5)).toBe('4.50 years');
    expect(formatMetricValue('avgRentPerSqft', 24.5)).toBe('$24.50');
    expect(formatMetricValue('leasedSqft', 12_500)).toBe('12,500');
    expect(formatMetricValue('npv', null)).toBe(NOT_AVAILABLE);
    expect(formatMetricValue('irr', Number.NaN)).toBe('N/A');
  });

  it('marks as nullable exactly the metrics analyze() can report as null', () => {
    const noDebt = analyze({ ...deal, downPaymentPercent: 100, discountRate: null });
    for (const key of METRIC_KEYS) {
      if (noDebt[key] === null) expect(METRICS[key].nullable, key).toBe(true);
    }
  });
});
