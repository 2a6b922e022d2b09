import { analyze } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import pdfmake from 'pdfmake';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, manyTenantDeal, officeDeal } from '../../../../test/analyzer-fixtures';
import { type RenderedPdf, usePdfRenderer } from '../../../../test/pdf-node-render';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import {
  buildIcPackage,
  icPackageFileNames,
  MAX_PROPERTY_NAME_LENGTH,
  safePropertyFileName,
  UNTITLED_PROPERTY,
} from './ic-package';

const EXPORTED = new Date(2026, 10, 27, 16, 45);
const renderPdf = usePdfRenderer();

const calculationOf = (values: AnalyzerFormValues) => ({
  values,
  asOf: FIXTURE_AS_OF,
  result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)),
});

/** Builds the package with pdfmake rendering in Node, keeping the rendered PDF's text. */
async function packageOf(values: AnalyzerFormValues) {
  const rendered: RenderedPdf[] = [];
  const pack = await buildIcPackage(calculationOf(values), {
    now: EXPORTED,
    renderPdf: async (definition) => {
      const pdf = await renderPdf(definition);
      rendered.push(pdf);
      return new Uint8Array(pdf.buffer);
    },
  });
  expect(rendered).toHaveLength(1);
  return { pack, pdf: rendered[0]! };
}

/** Opens .xlsx bytes with exceljs. */
async function openWorkbook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  return workbook;
}

describe('IC package file names', () => {
  it('names the zip and its files after the property and the local export date', () => {
    expect(icPackageFileNames('Harbor Point Office', EXPORTED)).toEqual({
      fileName: 'Harbor Point Office IC Package 2026-11-27.zip',
      pdfName: 'Harbor Point Office IC Memo 2026-11-27.pdf',
      workbookName: 'Harbor Point Office Model 2026-11-27.xlsx',
    });
    expect(icPackageFileNames('Late Night', new Date(2026, 0, 5, 23, 59)).fileName).toBe(
      'Late Night IC Package 2026-01-05.zip',
    );
  });

  it('replaces the characters a file name may not hold, trims, and caps the length', () => {
    expect(safePropertyFileName('Harbor Point / Phase 2: "A"')).toBe('Harbor Point - Phase 2- -A');
    expect(safePropertyFileName('a<b>c|d?e*f\\g\u0007h')).toBe('a-b-c-d-e-f-g-h');
    expect(safePropertyFileName('  Main\t\tStreet \n Retail ...  ')).toBe('Main Street Retail');
    expect(safePropertyFileName('Café Zürich — Büro')).toBe('Café Zürich — Büro');
    const long = 'Tower '.repeat(30);
    const safe = safePropertyFileName(long);
    expect(safe.length).toBeLessThanOrEqual(MAX_PROPERTY_NAME_LENGTH);
    expect(safe).toBe(long.slice(0, MAX_PROPERTY_NAME_LENGTH).trim());
    // A cut never splits a character made of two UTF-16 units.
    expect(safePropertyFileName(`${'x'.repeat(79)}🏢🏢`)).toBe(`${'x'.repeat(79)}🏢`);
  });

  it('falls back to "Untitled Property" for an empty or unusable name', () => {
    expect(safePropertyFileName('')).toBe(UNTITLED_PROPERTY);
    expect(safePropertyFileName('   ')).toBe(UNTITLED_PROPERTY);
    expect(safePropertyFileName('///')).toBe(UNTITLED_PROPERTY);
    expect(icPackageFileNames('', EXPORTED).fileName).toBe('Untitled Property IC Package 2026-11-27.zip');
  });
});

describe('buildIcPackage', () => {
  it('zips exactly the IC memo PDF and the model workbook', async () => {
    const { pack, pdf } = await packageOf(officeDeal());
    expect(pack.fileName).toBe('Harbor Point Office IC Package 2026-11-27.zip');
    const entries = unzipSync(pack.bytes);
    expect(Object.keys(entries)).toEqual([
      'Harbor Point Office IC Memo 2026-11-27.pdf',
      'Harbor Point Office Model 2026-11-27.xlsx',
    ]);

    const memo = entries['Harbor Point Office IC Memo 2026-11-27.pdf']!;
    expect(Buffer.from(memo.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(memo).equals(pdf.buffer)).toBe(true);
    expect(pdf.text).toContain('Harbor Point Office');

    const workbook = await openWorkbook(entries['Harbor Point Office Model 2026-11-27.xlsx']!);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Inputs',
      'Cash Flow',
      'Sensitivity',
      'Risk',
    ]);
  }, 30_000);

  it('packages a 100-tenant lease-by-lease deal (prints the time taken)', async () => {
    const values = manyTenantDeal(100, { name: 'Hundred Tenant Plaza' });
    const calculation = calculationOf(values);
    // Timed from the calculation to the zip's bytes: pdfmake in Node (fonts set by usePdfRenderer),
    // without the pdftotext read-back of the other test.
    const start = performance.now();
    const pack = await buildIcPackage(calculation, {
      now: EXPORTED,
      renderPdf: async (definition) => new Uint8Array(await pdfmake.createPdf(definition).getBuffer()),
    });
    const elapsed = performance.now() - start;
    console.info(
      `IC package, 100-tenant lease-by-lease deal: ${Math.round(elapsed)} ms in Node (jsdom suite), ${Math.round(pack.bytes.length / 1024)} KiB zipped`,
    );
    const entries = unzipSync(pack.bytes);
    expect(Object.keys(entries)).toEqual([
      'Hundred Tenant Plaza IC Memo 2026-11-27.pdf',
      'Hundred Tenant Plaza Model 2026-11-27.xlsx',
    ]);
    const workbook = await openWorkbook(entries['Hundred Tenant Plaza Model 2026-11-27.xlsx']!);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Inputs',
      'Rent Roll',
      'Lease Months',
      'Lease Projection',
      'Cash Flow',
      'Sensitivity',
      'Risk',
    ]);
  }, 60_000);
});
