import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { artifactsDir } from '../harness';

/** An exported PDF as the test reads it back. */
export interface ExportedPdf {
  bytes: Buffer;
  /** `pdftotext -layout` of the whole document. */
  text: string;
  /** Pages rendered to PNG. */
  pages: number;
  /** Where the PDF and its pages were written. */
  dir: string;
}

/**
 * Clicks Export PDF and reads the report the new window shows: the page's CSP (connect-src 'self')
 * rightly forbids fetch() of blob: URLs, so the Blob the window was opened with is remembered when
 * it is created and read directly (the window is closed afterwards). The PDF and its pages (`pdftoppm -png -r 60`) are written to
 * `<artifacts>/<folder>/` (emptied first) for a person to look at.
 */
export async function exportPdf(page: Page, folder: string): Promise<ExportedPdf> {
  await page.evaluate(() => {
    const blobs = new Map<string, Blob>();
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      if (object instanceof Blob) blobs.set(url, object);
      return url;
    };
    window.e2eBlobs = blobs;
  });
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Export PDF' }).click(),
  ]);
  await popup.waitForURL(/^blob:/, { timeout: 30_000 });
  const base64 = await page.evaluate(async (url) => {
    const blob = window.e2eBlobs?.get(url);
    if (!blob) throw new Error(`the new window shows ${url}, which the page did not create`);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, popup.url());
  await popup.close();
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const dir = join(artifactsDir, folder);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'analysis-report.pdf');
  writeFileSync(file, bytes);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(dir, 'page')]);
  const pages = readdirSync(dir).filter((f) => f.endsWith('.png')).length;
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return { bytes, text, pages, dir };
}
