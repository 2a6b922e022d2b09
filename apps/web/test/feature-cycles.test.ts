import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Feature folders import one way: no folder of src/features (or of src/features/analyzer) imports a
 * folder that imports it back, and product code never imports the test support under test/.
 */
const web = resolve(__dirname, '..');
const src = join(web, 'src');
const features = join(src, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The relative specifiers a file imports (static, dynamic, re-exports, vi.mock). */
function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found = text.matchAll(/(?:\bfrom|\bimport|\bvi\.mock)\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g);
  return [...found].map((match) => match[1] ?? '');
}

/** The folder a path belongs to: `analyzer/form`, `analyzer` (its own files), `share`… */
function folderOf(path: string): string | null {
  const parts = relative(features, path).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  if (parts[0] === 'analyzer' && parts.length > 2) return `analyzer/${parts[1]}`;
  return parts[0] ?? null;
}

/** Folder → the folders it imports, each with one file and specifier that does. */
function folderImports(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(features)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const specifier of specifiers(file)) {
      const to = folderOf(resolve(dirname(file), specifier));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${relative(features, file)} imports ${specifier}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

describe('feature folders', () => {
  it('never import each other both ways', () => {
    const graph = folderImports();
    const cycles: string[] = [];
    for (const [from, edges] of graph)
      for (const [to, example] of edges) {
        const back = graph.get(to)?.get(from);
        if (back && from < to) cycles.push(`${from} ⇄ ${to}: ${example}; ${back}`);
      }
    expect(cycles).toEqual([]);
  });

  it('sees the imports it checks (the analyzer page imports the form)', () => {
    expect(folderImports().get('analyzer/page')?.has('analyzer/form')).toBe(true);
  });
});

describe('test support', () => {
  it('is imported by tests only, never by product code', () => {
    const testDir = join(web, 'test');
    const offenders = sourceFiles(src)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        specifiers(file)
          .filter((specifier) => resolve(dirname(file), specifier).startsWith(testDir + sep))
          .map((specifier) => `${relative(web, file)} imports ${specifier}`),
      );
    expect(offenders).toEqual([]);
  });
});
