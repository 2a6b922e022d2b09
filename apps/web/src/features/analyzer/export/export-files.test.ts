import { analyze } from '@cre/underwriting';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../model/deal-mapping';
import { buildAnalysisCsv } from './csv';
import { downloadAnalysisCsv, openAnalysisPdf } from './export-files';

const values = officeDeal();
const calculation = { values, asOf: FIXTURE_AS_OF, result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)) };

afterEach(() => {
  vi.restoreAllMocks();
});

/** jsdom's Blob has no text()/arrayBuffer(); FileReader reads it. */
function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

function captureBlobs() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:http://localhost/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return blobs;
}

describe('export files', () => {
  it('downloads the CSV as cre-analysis-<date>.csv', async () => {
    const blobs = captureBlobs();
    const clicks: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ download: this.download, href: this.href });
    });
    downloadAnalysisCsv(calculation, new Date(2026, 10, 22));
    expect(clicks).toEqual([{ download: 'cre-analysis-2026-11-22.csv', href: 'blob:http://localhost/1' }]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(new TextDecoder().decode(await readBlob(blobs[0]!))).toBe(buildAnalysisCsv(calculation));
  });

  it('builds the PDF with the browser build of pdfmake and opens it in a new window', async () => {
    const blobs = captureBlobs();
    const popup = { location: { href: '' }, close: vi.fn() };
    // @ts-expect-error A stand-in window with only what the export uses (location.href and close).
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup);
    await openAnalysisPdf(calculation, new Date(2026, 10, 22));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.location.href).toBe('blob:http://localhost/1');
    expect(blobs[0]?.type).toBe('application/pdf');
    const bytes = new Uint8Array(await readBlob(blobs[0]!));
    expect(String.fromCharCode(...bytes.subarray(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(20_000);
  }, 30_000);
});
