import type { AnalysisInput, RiskMetric } from '@cre/underwriting';
import { useEffect, useMemo, useState } from 'react';
import { runInSlices } from '../sensitivity/run-in-slices';
import { type TornadoView, tornadoNow, tornadoSteps } from './tornado-model';

/** Work per slice: one swing (three analyses) each, so a slice stays about one swing long. */
const TORNADO_SLICE_MS = 4;

/** Name of the performance measure taken around every tornado computed (read by the browser tests). */
export const TORNADO_MEASURE = 'analyzer:tornado';

function measure(start: number, duration: number): void {
  try {
    performance.measure(TORNADO_MEASURE, { start, duration });
  } catch {
    // Environments without the User Timing Level 3 API simply skip the measurement.
  }
}

/** The tornado at once, its time recorded as an `analyzer:tornado` measure. */
function computeNow(input: AnalysisInput | null, metric: RiskMetric): TornadoView | null {
  if (input === null) return null;
  const startedAt = performance.now();
  const result = tornadoNow(input, metric);
  measure(startedAt, performance.now() - startedAt);
  return result && { metric, result };
}

/**
 * The tornado of `input` on `metric`, following them. The caller hands in a deal made from a
 * deferred copy of the form values (`RiskCard` does), so the tornado is computed in React's
 * deferred pass, after the keystroke painted. A deal of up to 20 tenants (a couple of ms) is
 * computed in the render that receives it; a longer rent roll (`sliced`, see `tornadoInSlices`)
 * one swing per task after the commit, a newer deal cancelling a computation still running. Each
 * computation's work, pauses left out, is recorded as a `performance.measure('analyzer:tornado')`.
 * The answer names its metric (a sliced one shows the previous metric's tornado until the new one
 * is ready). Null without a deal or when the engine refuses it; undefined until a sliced deal's
 * first tornado is ready.
 */
export function useLiveTornado(
  input: AnalysisInput | null,
  metric: RiskMetric,
  sliced: boolean,
): TornadoView | null | undefined {
  const direct = useMemo(() => (sliced ? undefined : computeNow(input, metric)), [sliced, input, metric]);
  const [slicedResult, setSlicedResult] = useState<TornadoView | null | undefined>(undefined);
  useEffect(() => {
    if (!sliced) return;
    if (input === null) {
      setSlicedResult(null);
      return;
    }
    return runInSlices(
      tornadoSteps(input, metric),
      ({ value, startedAt, busyMs }) => {
        measure(startedAt, busyMs);
        setSlicedResult({ metric, result: value });
      },
      () => setSlicedResult(null),
      TORNADO_SLICE_MS,
    );
  }, [sliced, input, metric]);
  return sliced ? slicedResult : direct;
}
