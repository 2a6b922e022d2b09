/** The bench's CPU-time measure, shared by its sections. */

/**
 * CPU microseconds per call of `fn` (user + system time, best of `rounds` rounds of `iterations`
 * calls): on a shared machine, wall time also counts the time other processes hold the CPU.
 */
export function cpuMicrosPerCall(fn: () => unknown, iterations: number, rounds = 5): number {
  for (let i = 0; i < Math.min(iterations, 500); i++) fn();
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < iterations; i++) fn();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / iterations);
  }
  return best;
}
