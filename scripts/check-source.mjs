#!/usr/bin/env node
/**
 * House rules of the product source, checked on every `pnpm test` (docs/contracts.md "House rules"):
 * - no hand-written source file over 350 lines (generated files, which say so in their first
 *   lines, aside);
 * - no `as unknown as` and no `as never` casts.
 * Product source is every .ts/.tsx file under apps/<app>/src and packages/<package>/src, tests and
 * test support excepted. Prints each offence and exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAX_LINES = 350;
const CASTS = [/\bas unknown as\b/, /\bas never\b/];
const TEST_FILE = /\.(test|spec|e2e)\.tsx?$|\.d\.ts$/;
const GENERATED = /generated|do not edit/i;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name)) yield path;
  }
}

function roots() {
  const out = [];
  for (const group of ['apps', 'packages']) {
    for (const entry of readdirSync(join(ROOT, group), { withFileTypes: true })) {
      if (entry.isDirectory()) out.push(join(ROOT, group, entry.name, 'src'));
    }
  }
  return out;
}

const offences = [];
let checked = 0;
for (const root of roots()) {
  let files;
  try {
    files = [...sourceFiles(root)];
  } catch {
    continue;
  }
  for (const file of files) {
    checked++;
    const text = readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const name = relative(ROOT, file);
    const generated = /\.gen\.tsx?$/.test(file) || GENERATED.test(lines.slice(0, 10).join('\n'));
    const count = text.endsWith('\n') ? lines.length - 1 : lines.length;
    if (!generated && count > MAX_LINES) offences.push(`${name}: ${count} lines (at most ${MAX_LINES})`);
    lines.forEach((line, i) => {
      for (const cast of CASTS) {
        if (cast.test(line))
          offences.push(`${name}:${i + 1}: ${line.trim()} (no ${cast.source.replaceAll('\\b', '')} casts)`);
      }
    });
  }
}
for (const offence of offences) console.error(offence);
console.log(`check-source: ${checked} product source files, ${offences.length} offence(s)`);
process.exit(offences.length === 0 ? 0 : 1);
