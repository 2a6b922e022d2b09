#!/usr/bin/env node
// Precompresses the web build (`pnpm --filter @cre/web build` runs it after `vite build`): every
// text asset of dist (JavaScript, CSS, HTML, SVG, JSON, fonts' CSS…) of at least 1 KiB gets a
// brotli (.br, quality 11) and a gzip (.gz, level 9) sibling, kept only when smaller than the file.
// The API serves them in place of the file to browsers that accept them (apps/api/src/http/web.ts,
// @fastify/static `preCompressed`), so nothing is compressed per request. Prints the totals.
// Usage: node scripts/precompress.mjs [distDir]
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const MIN_BYTES = 1024;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
const dist = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist'));

/** Every file under dir. */
function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

let raw = 0;
let br = 0;
let gz = 0;
let count = 0;
for (const file of files(dist)) {
  if (/\.(br|gz)$/.test(file)) {
    unlinkSync(file); // left from an earlier run
    continue;
  }
  if (!TEXT.test(file) || file.endsWith('.map') || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  raw += content.length;
  br += Math.min(brotli.length, content.length);
  gz += Math.min(gzip.length, content.length);
  count++;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`precompressed ${count} files in ${dist}: ${kb(raw)} → brotli ${kb(br)}, gzip ${kb(gz)}`);
