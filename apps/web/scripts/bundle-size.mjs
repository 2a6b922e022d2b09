#!/usr/bin/env node
// Build-size report (`pnpm --filter @cre/web bench`, after `vite build`): the gzipped JavaScript
// the browser loads on first load of the landing page and of the dashboard (the entry scripts of
// index.html with their static imports, the route's lazily loaded chunk, and the lazy component
// that renders the page, each with its static imports), checked against the 200 KB target; and a
// check that the analyzer's chunks carry no pdfmake (it must load only when exporting a PDF).
// Usage: node scripts/bundle-size.mjs [distDir]. Exit code 1 when a check fails.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadGraph, pageLoad, scriptsDir, staticClosure, sumGzip } from './bundle-graph.mjs';

const BUDGET_KB = 200;
const dist = resolve(process.argv[2] ?? join(scriptsDir, '..', 'dist'));

/** Pages measured: the URL path and a text only that screen renders. */
const PAGES = [
  { name: 'landing', path: '/', marker: /Continue Reading/, budget: true },
  { name: 'dashboard', path: '/dashboard', marker: /Unlimited property analyses available/, budget: true },
  { name: 'analyzer', path: '/underwriting', marker: /Calculate Analysis/, budget: false },
];

/** pdfmake's own code (PDFKit inside it) or its font file, by content or by chunk name. */
const isPdfmake = (chunk) => /PDFKit/.test(chunk.code) || /(^|\/)(pdfmake|vfs_fonts)[-.]/.test(chunk.file);

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build at ${dist}: run \`pnpm --filter @cre/web build\` first.`);
  process.exit(1);
}

const graph = loadGraph(dist);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const raw = (files) => [...files].reduce((s, f) => s + graph.chunks.get(f).bytes, 0);
const entry = staticClosure(graph, graph.entries);
const rows = [
  [
    'entry (index.html)',
    '',
    graph.entries.join(', '),
    String(entry.size),
    kb(raw(entry)),
    kb(sumGzip(graph, entry)),
    '',
  ],
];
let failed = false;
const loads = {};

for (const page of PAGES) {
  const load = pageLoad(graph, page.path, page.marker);
  if (!load) {
    rows.push([page.name, page.path, `nothing renders ${page.marker}`, '0', '0', '0', 'NOT FOUND']);
    failed = true;
    continue;
  }
  loads[page.name] = load;
  const gzip = sumGzip(graph, load.files);
  const over = page.budget && gzip > BUDGET_KB * 1024;
  if (over) failed = true;
  const chunks = [load.route, load.lazy].filter(Boolean).join(' + ') || '(in entry)';
  const status = page.budget ? (over ? `OVER ${BUDGET_KB} KB` : `ok (≤ ${BUDGET_KB} KB)`) : 'info';
  rows.push([page.name, page.path, chunks, String(load.files.size), kb(raw(load.files)), kb(gzip), status]);
}

const header = ['page', 'path', 'route + lazy chunk', 'files', 'raw KB', 'gzip KB', 'target'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const numeric = new Set([3, 4, 5]);
const line = (cells) =>
  `| ${cells.map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
const via = graph.manifest ? 'Vite manifest' : 'import statements';
console.log(`\nFirst-load JavaScript of ${dist} (gzip; import graph from ${via})\n`);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));

const pdfChunks = [...graph.chunks.values()].filter(isPdfmake);
console.log(
  `\npdfmake chunks (lazy, for PDF export): ${pdfChunks.map((c) => `${c.file} ${kb(c.gzip)} KB`).join(', ') || 'none'}`,
);
for (const [name, load] of Object.entries(loads)) {
  const carried = [...load.files].filter((f) => isPdfmake(graph.chunks.get(f)));
  if (carried.length > 0) {
    failed = true;
    console.log(`FAIL: ${name} loads pdfmake on first load (${carried.join(', ')})`);
  } else {
    console.log(`ok: ${name} first load carries no pdfmake`);
  }
}
process.exitCode = failed ? 1 : 0;
