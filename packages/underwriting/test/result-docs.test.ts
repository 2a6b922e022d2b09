import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  checkResultDocs,
  RESULT_FILE,
  resultComment,
  resultDoc,
  syncResultDocs,
} from '../scripts/sync-result-docs.js';
import { isMetricKey, METRIC_KEYS, METRICS } from '../src/metrics/index.js';

const typesText = () => readFileSync(RESULT_FILE, 'utf8');

describe('AnalysisResult’s metric fields carry their catalog entry as TSDoc (pnpm docs:results)', () => {
  it('every metric field’s comment is its label, explanation and unit from the catalog', () => {
    expect(checkResultDocs(typesText())).toEqual([]);
    expect(resultDoc('dscr')).toBe(`DSCR: ${METRICS.dscr.explanation} A multiple (1.25 is 1.25x).`);
    for (const key of METRIC_KEYS) expect(resultDoc(key)).toContain(METRICS[key].explanation);
  });

  it('the check fails when a comment is removed or stale, and the sync restores it', () => {
    const text = typesText();
    const noi = `  ${resultComment('noi')}\n`;
    const walt = `  ${resultComment('walt')}\n`;
    expect(text.split(noi)).toHaveLength(2);
    expect(text.split(walt)).toHaveLength(2);

    const removed = text.replace(noi, '').replace(walt, '');
    const problems = checkResultDocs(removed);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^AnalysisResult\.noi: comment missing/);
    expect(problems[1]).toMatch(/^AnalysisResult\.walt: comment missing/);
    expect(syncResultDocs(removed)).toBe(text);

    const stale = text.replace(noi, '  /** Net operating income. */\n');
    expect(checkResultDocs(stale)).toEqual([expect.stringMatching(/^AnalysisResult\.noi: comment differs/)]);
    expect(syncResultDocs(stale)).toBe(text);
  });

  it('the sync keeps other comments above a field and puts its own last', () => {
    const text = typesText();
    const noi = `  ${resultComment('noi')}\n`;
    const noted = text.replace(noi, '  // a note of ours\n');
    expect(syncResultDocs(noted)).toBe(text.replace(noi, `  // a note of ours\n${noi}`));
  });

  it('fails loudly when a metric has no field in AnalysisResult', () => {
    const text = typesText().replace(/\n {2}\/\*\* [^\n]*\*\/\n {2}npv: number \| null;/, '');
    expect(() => checkResultDocs(text)).toThrow('AnalysisResult has no field npv');
  });
});

describe('TypeScript shows the documentation of every AnalysisResult field', () => {
  it('metric fields show their catalog comment; the other fields have hand-written TSDoc', () => {
    const program = ts.createProgram([RESULT_FILE], {
      noEmit: true,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      skipLibCheck: true,
    });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(RESULT_FILE);
    const declaration = source?.statements.find(
      (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === 'AnalysisResult',
    );
    if (!declaration) throw new Error('types.ts has no AnalysisResult');
    const type = checker.getTypeAtLocation(declaration);
    const undocumented: string[] = [];
    for (const property of type.getProperties()) {
      const shown = ts.displayPartsToString(property.getDocumentationComment(checker));
      const key = property.name;
      if (isMetricKey(key)) {
        expect(shown, key).toBe(resultDoc(key));
      } else if (shown.trim() === '') {
        undocumented.push(key);
      }
    }
    expect(undocumented).toEqual([]);
  }, 60_000);
});
