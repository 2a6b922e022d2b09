// Reads a Vite build (dist/) as a graph of JavaScript chunks: the entry scripts of index.html,
// each chunk's static and dynamic imports, and gzip sizes. Used by bundle-size.mjs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {{ file: string, code: string, bytes: number, gzip: number,
 *   imports: string[], dynamicImports: string[] }} Chunk
 */

/** Lists every .js file under dir, as paths relative to dist with forward slashes. */
function listJs(dist, dir = dist) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listJs(dist, full));
    else if (entry.name.endsWith('.js') || entry.name.endsWith('.mjs')) {
      out.push(relative(dist, full).split('\\').join('/'));
    }
  }
  return out;
}

/** Resolves a relative or absolute import specifier found in `from` to a dist-relative file. */
function resolveSpecifier(from, spec) {
  if (spec.startsWith('/')) return spec.slice(1);
  if (!spec.startsWith('.')) return null;
  return posix.normalize(posix.join(posix.dirname(from), spec));
}

const Q = '["\'`]';
const STATIC_IMPORT = new RegExp(
  `(?:^|[;}\\s)])import\\s*(?:[\\w$*{}\\s,]+?\\s*from\\s*)?${Q}([^"'\`]+\\.m?js)${Q}`,
  'g',
);
const EXPORT_FROM = new RegExp(
  `(?:^|[;}\\s)])export\\s*[\\w$*{}\\s,]*?from\\s*${Q}([^"'\`]+\\.m?js)${Q}`,
  'g',
);
const DYNAMIC_IMPORT = new RegExp(`import\\(\\s*${Q}([^"'\`]+\\.m?js)${Q}\\s*\\)`, 'g');

/**
 * Loads the chunk graph of a Vite build. With a manifest (dist/.vite/manifest.json) the import
 * lists come from it; otherwise they are parsed from each chunk's import statements.
 * @param {string} dist absolute path of the build folder
 * @returns {{ chunks: Map<string, Chunk>, entries: string[], manifest: boolean }}
 */
export function loadGraph(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type=["']module["'][^>]*src=["']([^"']+)["']/g)].map((m) =>
    m[1].replace(/^\.?\//, ''),
  );
  /** @type {Map<string, Chunk>} */
  const chunks = new Map();
  for (const file of listJs(dist)) {
    const code = readFileSync(join(dist, file), 'utf8');
    const collect = (re) =>
      [...new Set([...code.matchAll(re)].map((m) => resolveSpecifier(file, m[1])).filter(Boolean))].filter(
        (f) => existsSync(join(dist, f)),
      );
    chunks.set(file, {
      file,
      code,
      bytes: Buffer.byteLength(code),
      gzip: gzipSync(code).length,
      imports: [...new Set([...collect(STATIC_IMPORT), ...collect(EXPORT_FROM)])],
      dynamicImports: collect(DYNAMIC_IMPORT),
    });
  }
  const manifestPath = join(dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath);
  if (manifest) applyManifest(JSON.parse(readFileSync(manifestPath, 'utf8')), chunks);
  return { chunks, entries, manifest };
}

/** Replaces parsed import lists with the manifest's (which Vite computed from the module graph). */
function applyManifest(manifest, chunks) {
  for (const record of Object.values(manifest)) {
    const chunk = chunks.get(record.file);
    if (!chunk) continue;
    const files = (keys) => (keys ?? []).map((k) => manifest[k]?.file).filter((f) => f && chunks.has(f));
    chunk.imports = files(record.imports);
    chunk.dynamicImports = files(record.dynamicImports);
    chunk.source = record.src;
  }
}

/** Every chunk reachable from `start` through static imports (what the browser loads with it). */
export function staticClosure(graph, start) {
  const seen = new Set();
  const stack = [...start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file) || !graph.chunks.has(file)) continue;
    seen.add(file);
    stack.push(...graph.chunks.get(file).imports);
  }
  return seen;
}

/** Every chunk that some chunk imports dynamically (route chunks and lazily loaded libraries). */
export function dynamicEntries(graph) {
  const out = new Set();
  for (const chunk of graph.chunks.values()) for (const f of chunk.dynamicImports) out.add(f);
  return out;
}

/**
 * The lazily loaded chunk a page needs: among dynamic entries whose static closure contains a
 * chunk matching `marker` (a text the page renders, or its source path in the manifest), the one
 * with the smallest closure. Returns null when no chunk matches.
 */
export function findRouteChunk(graph, marker) {
  const matches = (chunk) => marker.test(chunk.code) || (chunk.source ? marker.test(chunk.source) : false);
  let best = null;
  for (const file of dynamicEntries(graph)) {
    const closure = staticClosure(graph, [file]);
    if (![...closure].some((f) => matches(graph.chunks.get(f)))) continue;
    const size = sumGzip(graph, closure);
    if (!best || size < best.size) best = { file, size };
  }
  return best?.file ?? null;
}

/** Total gzip bytes of a set of chunk files. */
export function sumGzip(graph, files) {
  let total = 0;
  for (const f of files) total += graph.chunks.get(f)?.gzip ?? 0;
  return total;
}

/** Folder of this script, for resolving dist when run from anywhere. */
export const scriptsDir = dirname(new URL(import.meta.url).pathname);

const escapeRe = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The lazily loaded chunk of a file-based route (TanStack Router's code-split `component`), found
 * in the entry code as `createFileRoute('<path>')({ component: lazy(() => import('./chunk.js')) })`,
 * the path possibly behind pathless layouts (`/_authed/dashboard`).
 * Returns null when the route is not split out (its code then sits in the entry).
 */
export function routeChunk(graph, entryFiles, path) {
  const pattern = new RegExp(
    `${Q}(?:/_[\\w-]+)*${escapeRe(path)}${Q}\\s*\\)\\s*\\(\\s*\\{[^]{0,600}?import\\(\\s*${Q}([^"'\`]+\\.m?js)${Q}`,
  );
  for (const file of entryFiles) {
    const chunk = graph.chunks.get(file);
    const match = chunk?.code.match(pattern);
    if (match) return resolveSpecifier(file, match[1]);
  }
  return null;
}

/**
 * Everything the browser loads to render a page: the entry closure, the route's chunk closure,
 * and, when the marker text is rendered by a component the route loads lazily (React.lazy), the
 * smallest such lazy chunk with its static imports. Returns null when the marker is not found.
 */
export function pageLoad(graph, path, marker) {
  const entry = staticClosure(graph, graph.entries);
  const route = routeChunk(graph, entry, path);
  const files = new Set([...entry, ...(route ? staticClosure(graph, [route]) : [])]);
  const has = (set) => [...set].some((f) => marker.test(graph.chunks.get(f).code));
  if (has(files)) return { route, lazy: null, files };
  let best = null;
  for (const f of files) {
    for (const lazy of graph.chunks.get(f).dynamicImports) {
      const closure = staticClosure(graph, [lazy]);
      if (!has(closure)) continue;
      const extra = [...closure].filter((c) => !files.has(c));
      const size = sumGzip(graph, extra);
      if (!best || size < best.size) best = { lazy, extra, size };
    }
  }
  if (!best) return null;
  return { route, lazy: best.lazy, files: new Set([...files, ...best.extra]) };
}
