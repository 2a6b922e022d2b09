import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  checkFieldDocs,
  docComment,
  fieldDescriptions,
  LEASE_SCHEMA_FILE,
  SCHEMA_FILE,
  SCHEMA_FILES,
  syncFieldDocs,
} from '../scripts/sync-field-docs.js';
import { tenantLeaseSchema } from '../src/lease-schema.js';
import { analysisInputObject } from '../src/schema.js';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const MODEL_MD = fileURLToPath(new URL('../../../docs/model.md', import.meta.url));
/** Where docs/model.md is read on GitHub: the .d.ts ships outside the repository. */
const MODEL_URL = 'https://github.com/cre-sale-analyzer/cre-sale-analyzer/blob/main/docs/model.md';
/** Files whose citations are listed, not asserted (none left). */
const NOT_YET = new Set<string>();

const schemaText = () => readFileSync(SCHEMA_FILE, 'utf8');
const leaseText = () => readFileSync(LEASE_SCHEMA_FILE, 'utf8');
const description = (schema: {
  shape: Record<string, { meta(): { description?: unknown } | undefined }>;
}) => {
  return (key: string) => schema.shape[key]?.meta()?.description;
};

describe('field descriptions in the comments of src/schema.ts and src/lease-schema.ts', () => {
  it('every field of analysisInputObject and tenantLeaseSchema has its meta description as its comment (pnpm docs:fields)', () => {
    expect(SCHEMA_FILES).toEqual(expect.arrayContaining([SCHEMA_FILE, LEASE_SCHEMA_FILE]));
    for (const file of SCHEMA_FILES) expect(checkFieldDocs(readFileSync(file, 'utf8'), file)).toEqual([]);
    const descriptions = fieldDescriptions();
    expect(Object.keys(descriptions.analysisInputObject)).toEqual(Object.keys(analysisInputObject.shape));
    expect(Object.keys(descriptions.tenantLeaseSchema)).toEqual(Object.keys(tenantLeaseSchema.shape));
  });

  it('the check fails when a comment is removed or edited, and the sync restores it', () => {
    const text = schemaText();
    const lease = leaseText();
    const purchasePrice = `  ${docComment('US dollars: the price paid')}\n`;
    const rentPerSqft = `  ${docComment('US dollars per square foot per year: the base rent')}\n`;
    expect(text.split(purchasePrice)).toHaveLength(2);
    expect(lease.split(rentPerSqft)).toHaveLength(2);

    const removed = text.replace(purchasePrice, '');
    const leaseRemoved = lease.replace(rentPerSqft, '');
    expect(checkFieldDocs(removed)).toEqual([
      expect.stringMatching(/^analysisInputObject\.purchasePrice: comment missing/),
    ]);
    expect(checkFieldDocs(leaseRemoved, LEASE_SCHEMA_FILE)).toEqual([
      expect.stringMatching(/^tenantLeaseSchema\.rentPerSqft: comment missing/),
    ]);
    expect(syncFieldDocs(removed)).toBe(text);
    expect(syncFieldDocs(leaseRemoved, LEASE_SCHEMA_FILE)).toBe(lease);

    const edited = text.replace(purchasePrice, `  ${docComment('The price')}\n`);
    expect(checkFieldDocs(edited)).toEqual([
      expect.stringMatching(/^analysisInputObject\.purchasePrice: comment differs/),
    ]);
    expect(syncFieldDocs(edited)).toBe(text);
  });

  it('the sync keeps other comments above a field and puts its own last', () => {
    const text = schemaText();
    const purchasePrice = `  ${docComment('US dollars: the price paid')}\n`;
    const noted = text.replace(purchasePrice, '  // a note of ours\n');
    expect(syncFieldDocs(noted)).toBe(text.replace(purchasePrice, `  // a note of ours\n${purchasePrice}`));
    const stale = text.replace(purchasePrice, `  // a note of ours\n  ${docComment('stale')}\n`);
    expect(syncFieldDocs(stale)).toBe(syncFieldDocs(noted));
  });
});

describe('TypeScript shows the descriptions on the public types', () => {
  it('AnalysisInput and TenantLease properties document their fields as the schema describes them', () => {
    const configFile = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
    const config = ts.readConfigFile(configFile, ts.sys.readFile);
    const parsed = ts.parseJsonConfigFileContent(
      config.config,
      ts.sys,
      fileURLToPath(new URL('..', import.meta.url)),
    );
    const index = `${SRC}index.ts`;
    const program = ts.createProgram([index], { ...parsed.options, noEmit: true });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(index);
    const module = source && checker.getSymbolAtLocation(source);
    if (!module) throw new Error('src/index.ts has no module symbol');
    const exported = (name: string) => {
      const symbol = checker.getExportsOfModule(module).find((s) => s.name === name);
      if (!symbol) throw new Error(`src/index.ts exports no ${name}`);
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return checker.getDeclaredTypeOfSymbol(target);
    };
    const shown = (type: ts.Type, field: string) => {
      const property = checker.getPropertyOfType(type, field);
      if (!property) throw new Error(`no property ${field}`);
      return ts.displayPartsToString(property.getDocumentationComment(checker));
    };

    const input = exported('AnalysisInput');
    const inputDescription = description(analysisInputObject);
    for (const field of ['purchasePrice', 'vacancyRate', 'interestRate', 'holdPeriod', 'marketRentGrowth']) {
      expect(shown(input, field), field).toBe(inputDescription(field));
    }
    const lease = exported('TenantLease');
    expect(shown(lease, 'rentPerSqft')).toBe(description(tenantLeaseSchema)('rentPerSqft'));
    expect(shown(lease, 'rentPerSqft')).toBe('US dollars per square foot per year: the base rent');
  }, 60_000);
});

/** Every comment of a TypeScript source, once each, with the line it starts on. */
function comments(file: string): { line: number; text: string }[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const seen = new Map<number, { line: number; text: string }>();
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) {
      const line = source.getLineAndCharacterOfPosition(range.pos).line + 1;
      seen.set(range.pos, { line, text: text.slice(range.pos, range.end) });
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen.values()];
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => `${entry.parentPath}/${entry.name}`.replace(/\/\//g, '/'));

/** The anchors docs/model.md defines: its `<a id>` anchors and its headings' GitHub slugs. */
function modelAnchors(): Set<string> {
  const text = readFileSync(MODEL_MD, 'utf8');
  const ids = [...text.matchAll(/<a id="([^"]+)"/g)].map((m) => m[1] ?? '');
  const slugs = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
    (m[1] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-'),
  );
  return new Set([...ids, ...slugs]);
}

describe('TSDoc citations of the model work outside the repository', () => {
  it(`src comments cite docs/model.md by its full URL (${MODEL_URL}), at anchors it has`, () => {
    const anchors = modelAnchors();
    const relativeCitation = /docs\/model\.md/;
    const bad: string[] = [];
    const pending: string[] = [];
    const missingAnchors: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const name = relative(SRC, file);
      for (const { line, text: comment } of comments(file)) {
        comment.split('\n').forEach((commentLine, offset) => {
          if (relativeCitation.test(commentLine.split(MODEL_URL).join(''))) {
            (NOT_YET.has(name) ? pending : bad).push(`${name}:${line + offset}: ${commentLine.trim()}`);
          }
        });
        for (const m of comment.matchAll(new RegExp(`${MODEL_URL.replace(/[.]/g, '\\.')}#([\\w-]+)`, 'g'))) {
          if (!anchors.has(m[1] ?? '')) missingAnchors.push(`${name}: #${m[1]}`);
        }
      }
    }
    if (pending.length > 0) {
      console.log(
        `docs/model.md cited without its URL in files not yet converted:\n  ${pending.join('\n  ')}`,
      );
    }
    expect(bad).toEqual([]);
    expect(missingAnchors).toEqual([]);
    expect(anchors.has('inputs')).toBe(true);
  });
});
