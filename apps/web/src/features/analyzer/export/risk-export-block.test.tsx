import { type RiskSettings, simulate } from '@cre/underwriting';
import { screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_AS_OF, officeDeal } from '../../../../test/analyzer-fixtures';
import { captureDownloads } from '../../../../test/downloads';
import { calculationOf } from '../../../../test/memo-report';
import { type RenderedPdf, usePdfRenderer } from '../../../../test/pdf-node-render';
import { renderWithProviders } from '../../../../test/render';
import { toAnalysisInput } from '../model/deal-mapping';
import type { RiskExport } from '../report/risk-sections';
import { ExportBlock } from './export-block';
import { buildIcPackage } from './ic-package';
import { RISK_SHEET } from './workbook/risk-sheet';

afterEach(() => {
  vi.restoreAllMocks();
});

const renderPdf = usePdfRenderer();
const calculation = calculationOf(officeDeal());

/** The page's risk state as the Risk card keeps it: its settings and the simulation it ran (40 runs, seed 123). */
function pageRisk(): RiskExport {
  const variables: RiskSettings['variables'] = [
    { variable: 'vacancyRate', distribution: { kind: 'triangular', min: 3, mode: 5, max: 12 } },
  ];
  const simulation = simulate(toAnalysisInput(calculation.values, FIXTURE_AS_OF), {
    runs: 40,
    seed: 123,
    variables,
    metrics: ['irr'],
    thresholds: { irr: [10] },
  });
  return {
    settings: { tornadoMetric: 'equityMultiple', runs: 40, seed: 123, variables, irrTargets: [10] },
    simulation,
  };
}

/** A downloaded Blob's bytes (jsdom's Blob has no arrayBuffer()). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });

/** The Risk sheet's column A, top to bottom. */
async function riskTitles(bytes: Uint8Array): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.slice().buffer);
  const titles: string[] = [];
  workbook.getWorksheet(RISK_SHEET)?.eachRow((row) => {
    const value = row.getCell(1).value;
    if (typeof value === 'string' && value.startsWith('Risk: ')) titles.push(value);
  });
  return titles;
}

describe('the export buttons pass the page’s risk analysis', () => {
  it('Export CSV and Export Excel read the page’s risk when clicked: its metric, settings and statistics', async () => {
    const downloads = captureDownloads();
    const risk = vi.fn(pageRisk);
    const { user } = renderWithProviders(<ExportBlock calculation={calculation} risk={risk} />);
    expect(risk).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const [csv] = await downloads.texts();
    expect(csv).toContain('"Risk: Tornado (Equity Multiple)"');
    expect(csv).toContain('"Risk: Monte Carlo Settings"\r\n"Setting","Value"\r\n"Runs","40"\r\n"Seed","123"');
    expect(csv).toContain('"Vacancy rate","Triangular: min 3.00%, mode 5.00%, max 12.00%"');
    expect(csv).toContain(',"P(IRR < 10%)"\r\n"IRR","40",');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(2), { timeout: 15_000 });
    expect(await riskTitles(await bytesOf(downloads.blobs[1]!))).toEqual([
      'Risk: Tornado (Equity Multiple)',
      'Risk: Monte Carlo Settings',
      'Risk: Monte Carlo Statistics',
    ]);
    expect(risk).toHaveBeenCalledTimes(2);
  }, 30_000);

  it('the IC package puts the page’s risk into its PDF and its workbook', async () => {
    const rendered: RenderedPdf[] = [];
    const pack = await buildIcPackage(calculation, {
      now: new Date(2026, 10, 27, 16, 45),
      risk: pageRisk(),
      renderPdf: async (definition) => {
        const pdf = await renderPdf(definition);
        rendered.push(pdf);
        return new Uint8Array(pdf.buffer);
      },
    });
    const text = rendered[0]?.text.replace(/\s+/g, ' ') ?? '';
    // the metric's long column headers wrap in their cells
    expect(text).toContain(
      'Tornado (Equity Multiple) Variable Low High Equity Multiple Equity Multiple Swing',
    );
    expect(text).toContain('Monte Carlo Settings Setting Value Runs 40 Seed 123');
    expect(text).toContain('IRR over 40 runs');
    const entries = unzipSync(pack.bytes);
    expect(await riskTitles(entries[pack.workbookName]!)).toEqual([
      'Risk: Tornado (Equity Multiple)',
      'Risk: Monte Carlo Settings',
      'Risk: Monte Carlo Statistics',
    ]);
  }, 30_000);
});
