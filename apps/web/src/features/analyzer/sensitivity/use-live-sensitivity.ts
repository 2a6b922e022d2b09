import { useEffect, useMemo, useState } from 'react';
import { isCompactRentRoll } from '../form/lease-roll-pages';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { validateForm } from '../model/validation';
import { runInSlices } from './run-in-slices';
import {
  runAllSteps,
  type SecondMetric,
  type SensitivityModel,
  sensitivityModelSteps,
} from './sensitivity-model';

/** Name of the performance measure taken around every live recompute (read by the browser tests). */
export const RECOMPUTE_MEASURE = 'analyzer:recompute';

/** The live model in steps: validation first (null while the inputs are invalid), then the grids. */
export function* liveModelSteps(
  values: AnalyzerFormValues,
  asOf: string,
  secondMetric: SecondMetric,
): Generator<void, SensitivityModel | null, void> {
  if (Object.keys(validateForm(values, asOf)).length > 0) return null;
  yield;
  try {
    return yield* sensitivityModelSteps(toAnalysisInput(values, asOf), secondMetric);
  } catch {
    return null;
  }
}

function measure(start: number, duration: number): void {
  try {
    performance.measure(RECOMPUTE_MEASURE, { start, duration });
  } catch {
    // Environments without the User Timing Level 3 API simply skip the measurement.
  }
}

/** Runs the live model at once, recording its time as an `analyzer:recompute` measure. */
function computeNow(values: AnalyzerFormValues, asOf: string, secondMetric: SecondMetric) {
  const startedAt = performance.now();
  let model: SensitivityModel | null;
  try {
    model = runAllSteps(liveModelSteps(values, asOf, secondMetric));
  } catch {
    model = null;
  }
  measure(startedAt, performance.now() - startedAt);
  return model;
}

/**
 * Recomputes the analysis and the sensitivity grids as the inputs change. A deal of up to 20
 * tenants (about 1-5 ms: validation, `analyze()` and both 11 x 11 grids) is computed in the render
 * that receives the new values, so the grids commit in that same pass; a longer rent roll is
 * computed in slices of a few milliseconds (one grid row per step) after the commit, so typing stays
 * responsive even for 500 tenants, and a newer input cancels a recompute still running. Each
 * recompute's work, pauses left out, is recorded as a `performance.measure('analyzer:recompute')`.
 * Null while the inputs are invalid; undefined until the first grids of a deal with more than 20
 * tenants are ready. The caller passes deferred values (`LiveSensitivity` does), so a recompute
 * happens in React's deferred pass, never in the pass that paints a keystroke.
 */
export function useLiveSensitivity(
  values: AnalyzerFormValues,
  asOf: string,
  secondMetric: SecondMetric,
): SensitivityModel | null | undefined {
  const sliced = isCompactRentRoll(values.tenantLeases.length);
  const direct = useMemo(
    () => (sliced ? undefined : computeNow(values, asOf, secondMetric)),
    [sliced, values, asOf, secondMetric],
  );
  const [slicedModel, setSlicedModel] = useState<SensitivityModel | null | undefined>(undefined);
  useEffect(() => {
    if (!sliced) return;
    return runInSlices(
      liveModelSteps(values, asOf, secondMetric),
      ({ value, startedAt, busyMs }) => {
        measure(startedAt, busyMs);
        setSlicedModel(value);
      },
      () => setSlicedModel(null),
    );
  }, [sliced, values, asOf, secondMetric]);
  return sliced ? slicedModel : direct;
}
