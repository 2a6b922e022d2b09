import { describe, expect, it } from 'vitest';
import {
  checkTargets,
  formatTable,
  formatTargets,
  interactionDurations,
  interactionP95,
  quantile,
  type SizeResult,
  within,
} from '../bench/stats';

/** A size result whose keystrokes took `latencies` ms to paint. */
function result(tenants: number, latencies: number[], extra: Partial<SizeResult> = {}): SizeResult {
  return {
    tenants,
    keystrokes: latencies.length,
    latencies,
    toShown: latencies.map((ms) => ms / 2),
    longTasks: [],
    interactions: [],
    ...extra,
  };
}

describe('typing bench statistics (bench/stats.ts)', () => {
  it('takes quantiles by nearest rank: the median of 40 values is the 20th smallest', () => {
    const values = Array.from({ length: 40 }, (_, i) => 40 - i); // 40..1, unsorted input
    expect(quantile(values, 0.5)).toBe(20);
    expect(quantile(values, 0.95)).toBe(38);
    expect(quantile(values, 1)).toBe(40);
    expect(quantile(values, 0)).toBe(1);
    expect(quantile([7], 0.5)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('keeps the entries that started inside the window, ends included', () => {
    const entries = [
      { startTime: 9.9 },
      { startTime: 10 },
      { startTime: 15 },
      { startTime: 20 },
      { startTime: 20.1 },
    ];
    expect(within(entries, 10, 20).map((e) => e.startTime)).toEqual([10, 15, 20]);
  });

  it('groups Event Timing entries by interaction and keeps the longest of each; no id, no interaction', () => {
    const durations = interactionDurations([
      { name: 'keydown', interactionId: 5, startTime: 0, duration: 24 },
      { name: 'keyup', interactionId: 5, startTime: 30, duration: 32 },
      { name: 'input', interactionId: 0, startTime: 1, duration: 80 },
      { name: 'keydown', interactionId: 6, startTime: 100, duration: 16 },
    ]);
    expect(durations.sort((a, b) => a - b)).toEqual([16, 32]);
  });

  it('counts unreported interactions as 0 ms in the p95', () => {
    // 2 of 40 keystrokes reported: the 38th smallest of 38 zeros and [20, 60] is 0
    expect(interactionP95([20, 60], 40)).toBe(0);
    // 3 reported: the 38th value is the smallest of them
    expect(interactionP95([20, 60, 40], 40)).toBe(20);
    expect(interactionP95([], 40)).toBe(0);
  });

  it("checks the issue's four targets, met and not met, with the measured values", () => {
    const twelve = result(12, [15, 16, 17]); // median 16: met (at most 16)
    const forty = result(40, [30, 34, 40], {
      longTasks: [{ startTime: 0, duration: 51 }],
      interactions: [48, 56, 56],
    });
    expect(checkTargets([twelve, forty])).toEqual([
      { label: 'median keydown→paint at 12 tenants ≤ 16 ms', value: 16, met: true },
      { label: 'median keydown→paint at 40 tenants ≤ 33 ms', value: 34, met: false },
      { label: 'longest long task at 40 tenants ≤ 50 ms', value: 51, met: false },
      { label: 'Event Timing p95 (INP-style) at 40 tenants ≤ 50 ms', value: 56, met: false },
    ]);
    expect(formatTargets(checkTargets([twelve]))).toBe(
      'met      median keydown→paint at 12 tenants ≤ 16 ms (measured 16.0 ms)',
    );
    expect(formatTargets(checkTargets([result(12, [16.04, 16.2, 17])]))).toBe(
      'not met  median keydown→paint at 12 tenants ≤ 16 ms (measured 16.2 ms)',
    );
  });

  it('checks the leases-mode target at 20 tenants apart from the simple-growth rows', () => {
    const leases = { ...result(20, [30, 33, 36]), mode: 'leases' as const }; // median 33: met
    // a simple-growth 40-tenant row and a leases row of 40 tenants do not stand in for each other
    expect(checkTargets([result(40, [20, 21, 22]), leases, { ...result(40, [90]), mode: 'leases' }])).toEqual(
      [
        { label: 'median keydown→paint at 40 tenants ≤ 33 ms', value: 21, met: true },
        { label: 'longest long task at 40 tenants ≤ 50 ms', value: 0, met: true },
        { label: 'Event Timing p95 (INP-style) at 40 tenants ≤ 50 ms', value: 0, met: true },
        { label: 'median keydown→paint at 20 tenants in leases mode ≤ 33 ms', value: 33, met: true },
      ],
    );
    expect(checkTargets([result(20, [10, 10, 10])])).toEqual([]);
    expect(formatTargets(checkTargets([{ ...result(20, [33, 34, 40]), mode: 'leases' }]))).toBe(
      'not met  median keydown→paint at 20 tenants in leases mode ≤ 33 ms (measured 34.0 ms)',
    );
  });

  it('prints one right-aligned row per size, "-" when there was no long task', () => {
    const table = formatTable([
      result(3, [10, 12, 14]),
      result(40, [20, 30], { longTasks: [{ startTime: 1, duration: 61.25 }] }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe(
      'tenants  keys  paint median  paint p95  paint max  DOM median  long tasks  longest task  ET p95 (INP)  ET ≥16ms',
    );
    expect(lines[2]).toBe(
      '      3     3          12.0       14.0       14.0         6.0           0             -           0.0         0',
    );
    expect(lines[3]).toBe(
      '     40     2          20.0       30.0       30.0        10.0           1          61.3           0.0         0',
    );
  });

  it('labels the leases-mode row "20 (leases)", widening the tenants column', () => {
    const lines = formatTable([result(40, [20, 30]), result(20, [25, 27], { mode: 'leases' })]).split('\n');
    expect(lines[0]!.startsWith('    tenants  keys')).toBe(true);
    expect(lines[2]!.startsWith('         40     2          20.0')).toBe(true);
    expect(lines[3]!.startsWith('20 (leases)     2          25.0')).toBe(true);
  });
});
