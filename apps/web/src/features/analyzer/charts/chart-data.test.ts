import { analyze } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { capitalStackDeal } from '../../../../test/capital-stack-deal';
import { toAnalysisInput } from '../model/deal-mapping';
import { chartRows, tierChartRows } from './chart-data';

describe('chart data', () => {
  it('gives each year its cash flow, ROI on the equity and property value', () => {
    const result = analyze(toAnalysisInput(officeDeal(), FIXTURE_AS_OF));
    const rows = chartRows(result);
    expect(rows.map((r) => r.year)).toEqual(['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5']);
    rows.forEach((row, i) => {
      const projection = result.cashFlowProjections[i]!;
      expect(row.cashFlow).toBe(projection.cashFlow);
      expect(row.roi).toBeCloseTo((projection.cashFlow / 625_000) * 100, 10);
      expect(row.value).toBe(result.appreciationProjections[i]!.value);
    });
    expect(rows[0]!.roi).toBeCloseTo(result.cashOnCash, 10);
  });

  it('stacks each waterfall year by tier, the tiers summing to the distributable cash', () => {
    const result = analyze(toAnalysisInput(capitalStackDeal(), FIXTURE_AS_OF));
    const rows = tierChartRows(result);
    expect(rows.map((r) => r.year)).toEqual([
      'Year 1',
      'Year 2',
      'Year 3',
      'Year 4',
      'Year 5',
      'Year 6',
      'Year 7',
    ]);
    expect(rows[0]).toEqual({ year: 'Year 1', tier0: 212_250, tier1: 0, tier2: 0 });
    result.waterfall?.years.forEach((year, i) => {
      const row = rows[i]!;
      expect((row.tier0 ?? 0) + (row.tier1 ?? 0) + (row.tier2 ?? 0)).toBeCloseTo(year.distributable, 6);
    });
    expect(tierChartRows(analyze(toAnalysisInput(officeDeal(), FIXTURE_AS_OF)))).toEqual([]);
  });
});
