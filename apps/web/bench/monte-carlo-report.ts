// The Monte Carlo benchmark's figures and how they are printed (bench/monte-carlo.ts).
import { cpus, loadavg } from 'node:os';
import { quantile } from './stats';

/** A Run click measured in the page (performance.now() times, ms): see monte-carlo-probe.js. */
export interface RunSample {
  clickAt: number;
  shownAt: number;
  paintedAt: number;
}

/** A keystroke measured in the page. */
export interface KeySample {
  keydownAt: number;
  paintedAt: number;
}

/** What one deal measured. */
export interface CaseResult {
  label: string;
  targetMs: number;
  workers: number;
  /** Run → histogram painted of each run without typing, the first (cold engine in the workers) first. */
  runs: number[];
  /** The longest main-thread task (ms) during those runs, 0 when none was reported (none over 50 ms). */
  longestTask: number;
  /** When it started, after its run's click (ms). */
  longestTaskAt: number;
  /** Long tasks (over 50 ms) during those runs. */
  longTasks: number;
  /** The runs with keystrokes: Run → histogram painted, each. */
  typedRuns: number[];
  /** Keydown → the frame painted with the typed digit, for each keystroke made during that run. */
  keys: number[];
  /** The same for keystrokes with no simulation running (the page's own baseline). */
  idleKeys: number[];
  /** The longest main-thread task during the typed run (ms). */
  typedLongestTask: number;
  /** Event Timing p95 / max over the keystrokes' interactions (≥ 16 ms; 0 when none was reported). */
  interactionMax: number;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : 'n/a');

/** The machine: its cores and load averages. */
export function machineLine(): string {
  const [one, five, fifteen] = loadavg().map((load) => load.toFixed(2));
  return `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min)`;
}

/** The results as a fixed-width table, one row per deal. */
export function formatResults(results: readonly CaseResult[], runsPerCase: number): string {
  const head = [
    'deal',
    'workers',
    'first run',
    `next ${runsPerCase - 1}: median`,
    'min-max',
    'longest task',
    'typed runs',
    'keys',
    'key→paint median',
    'key max',
    'idle median / max',
    'ET max',
    'target',
  ];
  const rows = results.map((r) => {
    const warm = r.runs.slice(1);
    return [
      r.label,
      String(r.workers),
      ms(r.runs[0] ?? Number.NaN),
      ms(quantile(warm, 0.5)),
      `${ms(Math.min(...warm))}-${ms(Math.max(...warm))}`,
      r.longTasks === 0 ? '< 50' : `${ms(r.longestTask)} (${r.longTasks}) at +${ms(r.longestTaskAt)}`,
      ms(quantile(r.typedRuns, 0.5)),
      String(r.keys.length),
      r.keys.length ? quantile(r.keys, 0.5).toFixed(1) : '-',
      r.keys.length ? Math.max(...r.keys).toFixed(1) : '-',
      r.idleKeys.length
        ? `${quantile(r.idleKeys, 0.5).toFixed(1)} / ${Math.max(...r.idleKeys).toFixed(1)}`
        : '-',
      r.interactionMax ? ms(r.interactionMax) : '< 16',
      `${ms(r.targetMs)} ms`,
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The issue's targets: each deal's Run → histogram (every run, the first one too) and no task over 50 ms. */
export function formatTargets(results: readonly CaseResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    const worst = Math.max(...r.runs);
    lines.push(
      `  ${worst <= r.targetMs ? 'met    ' : 'not met'}  ${r.label}: every run ≤ ${r.targetMs} ms (slowest ${ms(worst)} ms)`,
    );
    const longest = Math.max(r.longestTask, r.typedLongestTask);
    lines.push(
      `  ${longest <= 50 ? 'met    ' : 'not met'}  ${r.label}: no main-thread task over 50 ms during the runs (longest ${longest ? `${ms(longest)} ms` : 'none reported'})`,
    );
    const idle = r.idleKeys.length ? quantile(r.idleKeys, 0.5).toFixed(1) : 'n/a';
    if (r.keys.length === 0) {
      lines.push(`  n/a      ${r.label}: no keystroke landed during a run (the runs were too short)`);
      continue;
    }
    const median = quantile(r.keys, 0.5);
    lines.push(
      `  ${median <= 16.7 ? 'met    ' : 'not met'}  ${r.label}: keystroke to paint within one frame (16.7 ms) during the runs: median ${median.toFixed(1)} ms, max ${Math.max(...r.keys).toFixed(1)} ms over ${r.keys.length} keys (no run: median ${idle} ms)`,
    );
  }
  return lines.join('\n');
}
