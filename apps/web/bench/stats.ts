/** A keystroke measured in the page (performance.now() times, ms): see typing-probe.js. */
export interface KeystrokeSample {
  keydownAt: number;
  shownAt: number;
  paintedAt: number;
  /**
   * Leases mode: the Debt Service row of the lease card's annual table when the grids showed the
   * new price (null when the page had no such table).
   */
  leaseDebtService?: string[] | null;
}

/** A 'longtask' entry as the probe keeps it. */
export interface LongTask {
  startTime: number;
  duration: number;
}

/** An Event Timing entry (type 'event', at least 16 ms) as the probe keeps it. */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/** What one rent-roll size measured. */
export interface SizeResult {
  tenants: number;
  /** The projection the deal was saved with; simple growth when absent. */
  mode?: 'simple' | 'leases';
  keystrokes: number;
  /** keydown → painted frame showing the new value, per keystroke (ms). */
  latencies: number[];
  /** keydown → the new value in the DOM, per keystroke (ms). */
  toShown: number[];
  longTasks: LongTask[];
  /** INP-style: the longest entry of each interaction seen (≥ 16 ms), by interactionId. */
  interactions: number[];
}

/** The q-quantile (0..1) by nearest rank: the smallest value with at least q of the values at or below it. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Entries that started in the window [from, to] (ms, performance.now() time). */
export function within<T extends { startTime: number }>(
  entries: readonly T[],
  from: number,
  to: number,
): T[] {
  return entries.filter((entry) => entry.startTime >= from && entry.startTime <= to);
}

/**
 * The INP-style duration of each keyboard interaction: Event Timing entries grouped by their
 * interactionId (keydown, keypress and keyup of one key share one), the longest of each group.
 * Entries without an interactionId (e.g. 'input') do not form interactions.
 */
export function interactionDurations(entries: readonly EventEntry[]): number[] {
  const longest = new Map<number, number>();
  for (const entry of entries) {
    if (entry.interactionId <= 0) continue;
    longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
  }
  return [...longest.values()];
}

/**
 * The p95 over `keystrokes` interactions when only those of at least 16 ms were reported (Event
 * Timing's smallest threshold): the unreported ones count as 0 ms, i.e. under the threshold.
 */
export function interactionP95(observed: readonly number[], keystrokes: number): number {
  const padded = [...observed, ...Array<number>(Math.max(0, keystrokes - observed.length)).fill(0)];
  return quantile(padded, 0.95);
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');

/** The results as a fixed-width text table, one row per rent-roll size. */
export function formatTable(results: readonly SizeResult[]): string {
  const head = [
    'tenants',
    'keys',
    'paint median',
    'paint p95',
    'paint max',
    'DOM median',
    'long tasks',
    'longest task',
    'ET p95 (INP)',
    'ET ≥16ms',
  ];
  const rows = results.map((r) => [
    r.mode === 'leases' ? `${r.tenants} (leases)` : String(r.tenants),
    String(r.keystrokes),
    ms(quantile(r.latencies, 0.5)),
    ms(quantile(r.latencies, 0.95)),
    ms(Math.max(...r.latencies)),
    ms(quantile(r.toShown, 0.5)),
    String(r.longTasks.length),
    r.longTasks.length ? ms(Math.max(...r.longTasks.map((t) => t.duration))) : '-',
    ms(interactionP95(r.interactions, r.keystrokes)),
    String(r.interactions.length),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A target of issue 11 or 12, checked against the results. */
export interface TargetCheck {
  label: string;
  value: number;
  met: boolean;
}

/**
 * The issues' targets: median ≤ 16 ms at 12 tenants, ≤ 33 ms at 40, no long task > 50 ms and ET p95
 * ≤ 50 ms at 40 (issue 11, simple growth); median ≤ 33 ms at 20 tenants in leases mode (issue 12).
 */
export function checkTargets(results: readonly SizeResult[]): TargetCheck[] {
  const at = (tenants: number) => results.find((r) => r.tenants === tenants && r.mode !== 'leases');
  const checks: TargetCheck[] = [];
  const twelve = at(12);
  if (twelve) {
    const median = quantile(twelve.latencies, 0.5);
    checks.push({ label: 'median keydown→paint at 12 tenants ≤ 16 ms', value: median, met: median <= 16 });
  }
  const forty = at(40);
  if (forty) {
    const median = quantile(forty.latencies, 0.5);
    checks.push({ label: 'median keydown→paint at 40 tenants ≤ 33 ms', value: median, met: median <= 33 });
    const longest = Math.max(0, ...forty.longTasks.map((t) => t.duration));
    checks.push({ label: 'longest long task at 40 tenants ≤ 50 ms', value: longest, met: longest <= 50 });
    const p95 = interactionP95(forty.interactions, forty.keystrokes);
    checks.push({ label: 'Event Timing p95 (INP-style) at 40 tenants ≤ 50 ms', value: p95, met: p95 <= 50 });
  }
  const leases = results.find((r) => r.tenants === 20 && r.mode === 'leases');
  if (leases) {
    const median = quantile(leases.latencies, 0.5);
    checks.push({
      label: 'median keydown→paint at 20 tenants in leases mode ≤ 33 ms',
      value: median,
      met: median <= 33,
    });
  }
  return checks;
}

/** The target lines, "met" or "not met" with the measured value. */
export function formatTargets(checks: readonly TargetCheck[]): string {
  return checks
    .map((c) => `${c.met ? 'met    ' : 'not met'}  ${c.label} (measured ${ms(c.value)} ms)`)
    .join('\n');
}
