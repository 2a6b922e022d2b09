/** How a simulation's runs are shared among the pool's workers. */

/** Runs [start, end) of a simulation. */
export interface RunRange {
  start: number;
  end: number;
}

/**
 * Splits runs 0..runs-1 into at most `parts` contiguous ranges of near-equal size (sizes differ by
 * at most one, the larger ones first), in order and without empty ranges: the samples of the
 * ranges, concatenated in this order, are the samples of runs 0..runs-1.
 *
 * @example splitRuns(10, 3) // [{ start: 0, end: 4 }, { start: 4, end: 7 }, { start: 7, end: 10 }]
 * @example splitRuns(2, 8) // [{ start: 0, end: 1 }, { start: 1, end: 2 }]
 */
export function splitRuns(runs: number, parts: number): RunRange[] {
  const count = Math.max(1, Math.min(Math.floor(parts), runs));
  const base = Math.floor(runs / count);
  const extra = runs % count;
  const ranges: RunRange[] = [];
  let start = 0;
  for (let i = 0; i < count && start < runs; i++) {
    const end = start + base + (i < extra ? 1 : 0);
    ranges.push({ start, end });
    start = end;
  }
  return ranges;
}

/**
 * The pool's size on this machine: as many workers as it has cores (`navigator.hardwareConcurrency`,
 * 2 when the browser does not say), at most 8.
 */
export function poolSize(hardwareConcurrency: number | undefined): number {
  return Math.max(1, Math.min(8, hardwareConcurrency || 2));
}
