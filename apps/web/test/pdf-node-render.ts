import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { afterAll, beforeAll } from 'vitest';

/** A PDF rendered in Node and read back with poppler: its file, bytes, text, pages' text and page count. */
export interface RenderedPdf {
  file: string;
  buffer: Buffer;
  /** `pdftotext -layout` of the whole document (pages separated by form feeds). */
  text: string;
  /** `pdftotext -layout -f n -l n` of each page, page 1 first. */
  pageTexts: () => string[];
  pages: number;
}

const require = createRequire(import.meta.url);

/**
 * Test support (imported by the PDF tests only): registers hooks that make pdfmake render in Node
 * inside the jsdom suite, and returns a function that renders a document definition to a temporary
 * PDF and reads it back with `pdftotext`/`pdfinfo` (poppler-utils).
 */
export function usePdfRenderer(): (definition: TDocumentDefinitions) => Promise<RenderedPdf> {
  let dir = '';
  // The suite's jsdom environment swaps the global typed-array constructors for jsdom's, so pdfkit's
  // `font instanceof Uint8Array` check fails on Node Buffers. Generation runs on Node's own classes.
  const jsdomUint8Array = globalThis.Uint8Array;
  const nodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

  beforeAll(() => {
    globalThis.Uint8Array = nodeUint8Array;
    dir = mkdtempSync(join(tmpdir(), 'cre-pdf-'));
    // Node's pdfmake reads fonts from disk: the same Roboto files its browser bundle embeds, from the
    // pdfmake package itself (the charts' SVG text is set in them too). Nothing else may be read.
    const fontDir = dirname(require.resolve('pdfmake/fonts/Roboto.js'));
    pdfmake.setFonts(require('pdfmake/fonts/Roboto.js'));
    pdfmake.setLocalAccessPolicy((path) => resolve(path).startsWith(fontDir));
    pdfmake.setUrlAccessPolicy(() => false);
  });

  afterAll(() => {
    globalThis.Uint8Array = jsdomUint8Array;
    rmSync(dir, { recursive: true, force: true });
  });

  return async (definition) => {
    const buffer = await pdfmake.createPdf(definition).getBuffer();
    const file = join(dir, `report-${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, buffer);
    const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('/usr/bin/pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    const pageTexts = () =>
      Array.from({ length: pages }, (_, i) =>
        execFileSync('/usr/bin/pdftotext', ['-layout', '-f', `${i + 1}`, '-l', `${i + 1}`, file, '-'], {
          encoding: 'utf8',
        }),
      );
    return { file, buffer, text, pageTexts, pages };
  };
}
