/**
 * Copies each metric's catalog entry (src/metrics: its label, unit and explanation, the single
 * source of what a figure means) into a `/** … *\/` comment above its field of `AnalysisResult`
 * in src/types.ts, so that the engine's result type shows it in editors and in the published .d.ts.
 *
 *   tsx scripts/sync-result-docs.ts           rewrite src/types.ts
 *   tsx scripts/sync-result-docs.ts --check   exit 1, listing the fields whose comment is missing or
 *                                             differs, without writing
 *
 * The comment it owns is the last comment right above a metric's field, when that is a `/** … *\/`
 * block; any other comment above the field is kept (and the generated one goes below it). Fields
 * that are not metrics (projections, `irrStatus`, `optimalHoldReason` …) keep their hand-written
 * comments.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { METRIC_KEYS, METRICS, type MetricKey, type MetricUnit } from '../src/metrics/catalog.js';
import { type OwnedComment, ownedComment, writeComments } from './doc-comments.js';

/** src/types.ts, where `AnalysisResult` and its field comments live. */
export const RESULT_FILE = fileURLToPath(new URL('../src/types.ts', import.meta.url));

/** The interface whose metric fields are documented. */
const RESULT_INTERFACE = 'AnalysisResult';

/** How a unit reads in a field's comment. */
const UNIT_SENTENCE: Record<MetricUnit, string> = {
  currency: 'In US dollars.',
  percent: 'In percent (5.5 is 5.5 %).',
  multiple: 'A multiple (1.25 is 1.25x).',
  years: 'In years.',
  currencyPerSqft: 'In US dollars per square foot.',
  sqft: 'In square feet.',
};

/**
 * A metric's comment text, from its catalog entry: "Cash-on-Cash Return: Annual cash flow as a
 * percentage of the equity invested (down payment plus closing costs). In percent (5.5 is 5.5 %)."
 */
export function resultDoc(key: MetricKey): string {
  const { label, unit, explanation } = METRICS[key];
  const text = `${label}: ${explanation} ${UNIT_SENTENCE[unit]}`;
  if (text.includes('*/') || /[\r\n]/.test(text)) {
    throw new Error(`${key}: a catalog entry cannot hold "*/" or a line break`);
  }
  return text;
}

/** The comment generated for a metric: its {@link resultDoc} as a one-line TSDoc block. */
export const resultComment = (key: MetricKey) => `/** ${resultDoc(key)} */`;

/** One metric field of `AnalysisResult` in the source, with the comment the script owns, if any. */
interface FieldSite {
  key: MetricKey;
  /** Start of the property (after its comments). */
  start: number;
  /** The last comment above the property when it is a `/** … *\/` block. */
  owned: OwnedComment;
}

/** The `AnalysisResult` interface of the source; throws when there is none. */
function resultInterface(source: ts.SourceFile): ts.InterfaceDeclaration {
  const found = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === RESULT_INTERFACE,
  );
  if (!found) throw new Error(`types.ts: no "interface ${RESULT_INTERFACE}"`);
  return found;
}

/** Where each metric's field sits in the source; throws when a metric has no field. */
function fieldSites(text: string): FieldSite[] {
  const source = ts.createSourceFile(RESULT_FILE, text, ts.ScriptTarget.Latest, true);
  const byKey = new Map<string, ts.PropertySignature>();
  for (const member of resultInterface(source).members) {
    if (ts.isPropertySignature(member) && ts.isIdentifier(member.name)) byKey.set(member.name.text, member);
  }
  return METRIC_KEYS.map((key) => {
    const property = byKey.get(key);
    if (!property) throw new Error(`types.ts: ${RESULT_INTERFACE} has no field ${key}`);
    return { key, start: property.getStart(source), owned: ownedComment(text, property) };
  });
}

/** The metric fields whose comment is missing or differs from the catalog's, one line each. */
export function checkResultDocs(text: string): string[] {
  return fieldSites(text).flatMap(({ key, owned }) => {
    const want = resultComment(key);
    if (!owned) return [`${RESULT_INTERFACE}.${key}: comment missing (want ${want})`];
    if (owned.text !== want) {
      return [`${RESULT_INTERFACE}.${key}: comment differs (has ${owned.text}, want ${want})`];
    }
    return [];
  });
}

/** The source with every metric field's comment inserted or replaced. */
export function syncResultDocs(text: string): string {
  return writeComments(text, fieldSites(text), ({ key }) => resultComment(key));
}

function main(args: string[]) {
  const text = readFileSync(RESULT_FILE, 'utf8');
  if (args.includes('--check')) {
    const problems = checkResultDocs(text);
    if (problems.length > 0) {
      console.error(
        `${problems.length} result field comment(s) out of date in src/types.ts (run pnpm docs:results):`,
      );
      for (const problem of problems) console.error(`  ${problem}`);
      process.exit(1);
    }
    console.log('src/types.ts: every metric field comment matches the metric catalog');
    return;
  }
  const next = syncResultDocs(text);
  if (next === text) {
    console.log('src/types.ts: result field comments already up to date');
  } else {
    writeFileSync(RESULT_FILE, next);
    console.log('src/types.ts: result field comments written (format with biome)');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
