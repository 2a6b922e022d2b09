import { spawnSync } from 'node:child_process';
import { PROMTOOL } from '../deploy/promtool.js';

/** One sample line of the Prometheus text format. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A parsed exposition: metric families (name → TYPE) and every sample. */
export interface Exposition {
  types: Map<string, string>;
  help: Map<string, string>;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(,|$)/y;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseValue(text: string, line: string): number {
  // Prometheus reads values with Go's ParseFloat: Inf and NaN in any case (prom-client writes "Nan").
  if (/^\+?inf$/i.test(text)) return Number.POSITIVE_INFINITY;
  if (/^-inf$/i.test(text)) return Number.NEGATIVE_INFINITY;
  if (/^nan$/i.test(text)) return Number.NaN;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`not a number in "${line}"`);
  return value;
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const start = LABEL.lastIndex;
    const match = LABEL.exec(text);
    if (!match || match.index !== start) throw new Error(`malformed labels in "${line}"`);
    const [, key = '', raw = ''] = match;
    if (key in labels) throw new Error(`label ${key} repeated in "${line}"`);
    labels[key] = raw.replace(/\\(["\\n])/g, (_m, c: string) => (c === 'n' ? '\n' : c));
    if (match[3] === '') break;
  }
  return labels;
}

/**
 * Parses the Prometheus text exposition format (0.0.4) strictly: every line is a `# HELP`, a
 * `# TYPE` (known type, before its samples, once per family), another comment or a sample whose
 * name belongs to a declared family (`_bucket`, `_sum`, `_count` for histograms). Throws on
 * anything else, naming the line.
 */
export function parseExposition(text: string): Exposition {
  const types = new Map<string, string>();
  const help = new Map<string, string>();
  const samples: Sample[] = [];
  if (!text.endsWith('\n')) throw new Error('the exposition does not end with a newline');
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name = '', rest = ''] = meta;
      if (!new RegExp(`^${NAME}$`).test(name)) throw new Error(`bad metric name in "${line}"`);
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) throw new Error(`unknown type in "${line}"`);
        if (types.has(name)) throw new Error(`TYPE repeated for ${name}`);
        if (samples.some((s) => familyOf(s.name, types) === name))
          throw new Error(`TYPE after samples: ${name}`);
        types.set(name, rest);
      } else help.set(name, rest);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`malformed sample line "${line}"`);
    const [, name = '', labels, value = ''] = match;
    if (!familyOf(name, types)) throw new Error(`sample of an undeclared metric: "${line}"`);
    samples.push({ name, labels: labels ? parseLabels(labels, line) : {}, value: parseValue(value, line) });
  }
  return { types, help, samples };
}

/** The declared family a sample name belongs to (`x_bucket` → `x` for a histogram), or undefined. */
function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  const base = name.replace(/_(bucket|sum|count)$/, '');
  return base !== name && ['histogram', 'summary'].includes(types.get(base) ?? '') ? base : undefined;
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): Sample[] {
  return exposition.samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
}

/** The sum of the values of {@link samplesOf}. */
export function sumOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): number {
  return samplesOf(exposition, name, labels).reduce((sum, s) => sum + s.value, 0);
}

export { PROMTOOL };

/**
 * prom-client's default collector names three gauges `nodejs_active_*_total`, which promtool's
 * linter flags (only counters should end in `_total`); they are the library's, kept as dashboards
 * know them.
 */
const DEFAULT_COLLECTOR_LINT =
  /^nodejs_active_(handles|requests|resources)_total non-counter metrics should not have "_total" suffix$/;

/**
 * Runs `promtool check metrics` (Prometheus's own parser and linter) on `text`. Throws with its
 * report when it cannot parse the text or finds a problem other than {@link DEFAULT_COLLECTOR_LINT}.
 */
export function promtoolCheckMetrics(text: string): void {
  if (!PROMTOOL) throw new Error('promtool is not installed');
  const run = spawnSync(PROMTOOL, ['check', 'metrics'], { input: text, encoding: 'utf8' });
  const problems = `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => line.trim() !== '' && !DEFAULT_COLLECTOR_LINT.test(line.trim()));
  if (run.status !== 0 && (run.status !== 3 || problems.length > 0)) {
    throw new Error(`promtool check metrics (exit ${run.status}):\n${problems.join('\n')}`);
  }
}
