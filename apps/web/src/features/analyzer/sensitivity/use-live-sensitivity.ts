import { useDeferredValue, useMemo } from 'react';
import type { AnalyzerFormValues } from '../form/form-values';
import { toAnalysisInput } from '../form/to-analysis-input';
import { validateForm } from '../form/validation';
import { buildSensitivityModel, type SecondMetric, type SensitivityModel } from './sensitivity-model';

/** Name of the performance measure taken around every live recompute (read by the browser tests). */
export const RECOMPUTE_MEASURE = 'analyzer:recompute';

/**
 * Recomputes the analysis and the sensitivity grids as the inputs change (deferred, so typing stays
 * responsive). Each recompute — validation, `analyze()` and both 11 x 11 grids — is recorded as a
 * `performance.measure('analyzer:recompute')`. Null while the inputs are invalid.
 */
export function useLiveSensitivity(
  values: AnalyzerFormValues,
  asOf: string,
  secondMetric: SecondMetric,
): SensitivityModel | null {
  const deferred = useDeferredValue(values);
  return useMemo(() => {
    const start = performance.now();
    let model: SensitivityModel | null = null;
    if (Object.keys(validateForm(deferred, asOf)).length === 0) {
      try {
        model = buildSensitivityModel(toAnalysisInput(deferred, asOf), secondMetric);
      } catch {
        model = null;
      }
    }
    try {
      performance.measure(RECOMPUTE_MEASURE, { start, end: performance.now() });
    } catch {
      // Environments without the User Timing Level 3 API simply skip the measurement.
    }
    return model;
  }, [deferred, asOf, secondMetric]);
}
