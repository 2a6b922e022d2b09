import { analyze, sensitivity } from '@cre/underwriting';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, officeDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import {
  buildSensitivityModel,
  exitCapAxis,
  GRID_SIZE,
  priceAxis,
  sensitivityModelSteps,
} from './sensitivity-model';

/** A 12-tenant rent roll (the speed target's deal). */
function twelveTenants(): AnalyzerFormValues {
  const base = retailRentRoll();
  const template = base.tenantLeases[0]!;
  return {
    ...base,
    sqft: 30_000,
    tenantLeases: Array.from({ length: 12 }, (_, i) => ({
      ...template,
      tenantName: `Suite ${101 + i}`,
      sqftLeased: 2_000 + 50 * i,
      rentPerSqft: 22 + i,
      freeMonths: i % 4,
      endDate: `${2028 + (i % 6)}-06-30`,
    })),
  };
}

describe('sensitivity model', () => {
  it('centres the exit cap axis on the current rate in 0.5-point steps', () => {
    expect(exitCapAxis(7.25)).toEqual({
      values: [4.75, 5.25, 5.75, 6.25, 6.75, 7.25, 7.75, 8.25, 8.75, 9.25, 9.75],
      currentIndex: 5,
    });
  });

  it('keeps low exit cap rates at or above 0.1 % with smaller steps below', () => {
    const axis = exitCapAxis(1.1);
    expect(axis.values).toHaveLength(GRID_SIZE);
    expect(axis.values[0]).toBeCloseTo(0.1, 10);
    expect(axis.values[5]).toBe(1.1);
    expect(axis.values[10]).toBe(3.6);
    // A zero or negative exit cap (negative NOI) starts the axis at 0.1 %, the current deal on the first row.
    expect(exitCapAxis(-2)).toEqual({
      values: Array.from({ length: 11 }, (_, k) => 0.1 + k * 0.5),
      currentIndex: 0,
    });
  });

  it('spans 75 % to 125 % of the purchase price', () => {
    expect(priceAxis(2_000_000).values).toEqual([
      1_500_000, 1_600_000, 1_700_000, 1_800_000, 1_900_000, 2_000_000, 2_100_000, 2_200_000, 2_300_000,
      2_400_000, 2_500_000,
    ]);
  });

  it('puts the current deal in the highlighted cell of both grids', () => {
    const input = toAnalysisInput(officeDeal(), FIXTURE_AS_OF);
    const model = buildSensitivityModel(input, 'dscr');
    const result = analyze(input);
    expect(model.irr.values).toHaveLength(11);
    expect(model.irr.values.every((row) => row.length === 11)).toBe(true);
    // The office deal leaves the exit cap unset (going-in + 0.5); the grid fixes it at that same rate.
    expect(model.irr.values[model.currentRow]?.[model.currentCol]).toBeCloseTo(result.irr, 6);
    expect(model.second.values[model.currentRow]?.[model.currentCol]).toBeCloseTo(result.dscr ?? 0, 10);
    // A higher exit cap rate lowers the sale price and so the IRR; a higher price lowers it too.
    expect(model.irr.values[0]![5]!).toBeGreaterThan(model.irr.values[10]![5]!);
    expect(model.irr.values[5]![0]!).toBeGreaterThan(model.irr.values[5]![10]!);
  });

  it('recomputes a 12-tenant deal with both 11 x 11 grids within a frame', () => {
    const input = toAnalysisInput(twelveTenants(), FIXTURE_AS_OF);
    for (let i = 0; i < 5; i++) buildSensitivityModel(input, 'equityMultiple');
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const start = performance.now();
      buildSensitivityModel(input, 'equityMultiple');
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const [fastest, median] = [times[0]!, times[10]!];
    console.info(
      `analyzer recompute (12 tenants, IRR + equity multiple grids): fastest ${fastest.toFixed(2)} ms, median ${median.toFixed(2)} ms`,
    );
    // Other processes share this machine's CPU; the fastest run shows what the computation itself costs.
    expect(fastest).toBeLessThan(16);
  });

  it("computes the grids in 22 steps, one row of one metric each, equal to the engine's whole grids", () => {
    const input = toAnalysisInput(twelveTenants(), FIXTURE_AS_OF);
    const steps = sensitivityModelSteps(input, 'cashOnCash');
    let pauses = 0;
    let next = steps.next();
    while (!next.done) {
      pauses++;
      next = steps.next();
    }
    expect(pauses).toBe(22);
    const model = next.value;
    const rowAxis = { field: 'exitCapRate' as const, values: exitCapAxis(analyze(input).exitCapRate).values };
    const colAxis = { field: 'purchasePrice' as const, values: priceAxis(input.purchasePrice).values };
    expect(model.irr).toEqual(sensitivity(input, rowAxis, colAxis, 'irr'));
    expect(model.second).toEqual(sensitivity(input, rowAxis, colAxis, 'cashOnCash'));
    expect(model.result).toEqual(analyze(input));
  });
});
