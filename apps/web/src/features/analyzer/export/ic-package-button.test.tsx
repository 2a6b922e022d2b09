import { analyze } from '@cre/underwriting';
import { screen, waitFor } from '@testing-library/react';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { captureDownloads } from '../../../../test/downloads';
import { renderWithProviders } from '../../../../test/render';
import { toAnalysisInput } from '../model/deal-mapping';
import { ExportBlock } from './export-block';
import { localIsoDate } from './ic-package';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A blob's bytes (jsdom's Blob has no arrayBuffer()). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const BUTTONS = ['Export CSV', 'Export Excel', 'Export PDF', 'Download IC package'];

describe('Download IC package', () => {
  it('sits after the other export buttons, all disabled before a calculation', async () => {
    renderWithProviders(<ExportBlock calculation={null} />);
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(BUTTONS);
    for (const button of buttons) expect(button).toBeDisabled();
  });

  it('is enabled once calculated and downloads "<Property> IC Package <today>.zip"', async () => {
    const values = officeDeal();
    const calculation = {
      values,
      asOf: FIXTURE_AS_OF,
      result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)),
    };
    const downloads = captureDownloads();
    const names: string[] = [];
    const click = vi.mocked(HTMLAnchorElement.prototype.click);
    click.mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderWithProviders(<ExportBlock calculation={calculation} />);
    const button = await screen.findByRole('button', { name: 'Download IC package' });
    expect(button).toBeEnabled();
    await user.click(button);
    const today = localIsoDate(new Date());
    await waitFor(() => expect(names).toEqual([`Harbor Point Office IC Package ${today}.zip`]), {
      timeout: 20_000,
    });
    const [zip] = downloads.blobs;
    expect(zip?.type).toBe('application/zip');
    const entries = unzipSync(await bytesOf(zip!));
    expect(Object.keys(entries)).toEqual([
      `Harbor Point Office IC Memo ${today}.pdf`,
      `Harbor Point Office Model ${today}.xlsx`,
    ]);
    // The PDF comes from pdfmake's browser build, as Export PDF's does.
    const memo = entries[`Harbor Point Office IC Memo ${today}.pdf`]!;
    expect(String.fromCharCode(...memo.subarray(0, 5))).toBe('%PDF-');
  }, 30_000);
});
