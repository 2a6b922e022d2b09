import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { buildSensitivityModel } from './sensitivity-model';
import { useLiveSensitivity } from './use-live-sensitivity';

function suites(count: number): AnalyzerFormValues {
  const base = retailRentRoll();
  const template = base.tenantLeases[0]!;
  return {
    ...base,
    sqft: 100_000,
    tenantLeases: Array.from({ length: count }, (_, i) => ({ ...template, tenantName: `Suite ${101 + i}` })),
  };
}

describe('useLiveSensitivity', () => {
  it('has the grids of a 20-tenant deal at once', () => {
    const values = suites(20);
    const { result } = renderHook(() => useLiveSensitivity(values, FIXTURE_AS_OF, 'dscr'));
    expect(result.current).toEqual(buildSensitivityModel(toAnalysisInput(values, FIXTURE_AS_OF), 'dscr'));
  });

  it('computes the first grids of a 500-tenant deal in slices, pending until then', async () => {
    const values = suites(500);
    const { result } = renderHook(() => useLiveSensitivity(values, FIXTURE_AS_OF, 'dscr'));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).not.toBeUndefined(), { timeout: 10_000 });
    expect(result.current).toEqual(buildSensitivityModel(toAnalysisInput(values, FIXTURE_AS_OF), 'dscr'));
  });

  it('is null while the inputs are invalid', async () => {
    const values = { ...suites(30), purchasePrice: 0 };
    const { result } = renderHook(() => useLiveSensitivity(values, FIXTURE_AS_OF, 'dscr'));
    await waitFor(() => expect(result.current).toBeNull());
  });
});
