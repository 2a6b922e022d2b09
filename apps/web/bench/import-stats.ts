import { quantile } from './stats';

/** A file chosen in the page, measured by import-probe.js (performance.now() times, ms). */
export interface ImportSample {
  changeAt: number;
  shownAt: number;
  paintedAt: number;
}

/** What one rent roll measured, in the browser and in Node. */
export interface ImportResult {
  /** Lease rows of the file. */
  rows: number;
  /** The file's size in bytes. */
  bytes: number;
  /** File input change → frame painted with the preview summary, per measured run. */
  browser: number[];
  /** File input change → the summary in the DOM, per measured run. */
  toShown: number[];
  /** The longest long task within each measured run. */
  longestTask: number[];
  /** `readSheets` in Node (exceljs load and grid), per run. */
  nodeRead: number[];
  /** `parseRentRoll` in Node on that grid, per run. */
  nodeParse: number[];
}

/** The target of issue 25: the 2,000-row workbook read and previewed in under a second. */
export const TARGET_ROWS = 2000;
/** The target's limit (ms), file change → preview painted, median. */
export const TARGET_MS = 1000;

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');
const median = (values: readonly number[]) => quantile(values, 0.5);

/** The results as a fixed-width text table, one row per file. */
export function formatImportTable(results: readonly ImportResult[]): string {
  const head = [
    'rows',
    'KB',
    'runs',
    'browser median',
    'browser max',
    'DOM median',
    'longest task',
    'Node read median',
    'Node parse median',
  ];
  const body = results.map((r) => [
    r.rows.toLocaleString('en-US'),
    (r.bytes / 1024).toFixed(0),
    String(r.browser.length),
    ms(median(r.browser)),
    ms(Math.max(...r.browser)),
    ms(median(r.toShown)),
    ms(Math.max(0, ...r.longestTask)),
    ms(median(r.nodeRead)),
    ms(median(r.nodeParse)),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** The medians of the largest file ÷ the smallest: browser, Node read and Node parse. */
export function formatRatios(results: readonly ImportResult[]): string {
  const sorted = [...results].sort((a, b) => a.rows - b.rows);
  const small = sorted[0];
  const large = sorted.at(-1);
  if (!small || !large || small === large) return '';
  const ratio = (pick: (r: ImportResult) => number[]) =>
    `${(median(pick(large)) / median(pick(small))).toFixed(1)}×`;
  return (
    `${large.rows.toLocaleString('en-US')} ÷ ${small.rows.toLocaleString('en-US')} rows (medians): ` +
    `browser ${ratio((r) => r.browser)}, Node read ${ratio((r) => r.nodeRead)}, ` +
    `Node parse ${ratio((r) => r.nodeParse)}`
  );
}

/** The target line, "met" or "not met" with the median measured (absent: not measured). */
export function formatTarget(results: readonly ImportResult[]): string {
  const result = results.find((r) => r.rows === TARGET_ROWS);
  const label = `${TARGET_ROWS.toLocaleString('en-US')}-row workbook read and previewed in the browser under ${TARGET_MS.toLocaleString('en-US')} ms`;
  if (!result) return `${label}: not measured`;
  const value = median(result.browser);
  return `${label}: ${value < TARGET_MS ? 'met' : 'not met'} (median ${ms(value)} ms, max ${ms(Math.max(...result.browser))} ms)`;
}
