import type { ReadyTargets } from '@cre/underwriting';
import type { Calculation } from '../model/calculation';
import type { RiskExport } from '../report/risk-sections';
import type { ScenarioTable } from '../scenarios/scenario-export';
import { buildAnalysisCsv, csvFileName } from './csv';
import { buildReportDefinition } from './pdf-definition';

/**
 * Saves a blob as a download named `fileName`: a temporary object URL clicked through a hidden link
 * (revoked a minute later, once the browser has taken the file).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Downloads the CSV export of a calculation as `cre-analysis-<yyyy-mm-dd>.csv`; `targets` are the
 * "What you can pay" targets (default: 15% IRR, 1.25x DSCR, 8% cash-on-cash); `risk` the page's
 * risk settings and last simulation (default: the project settings' defaults, no simulation).
 */
export function downloadAnalysisCsv(
  calculation: Calculation,
  now: Date = new Date(),
  targets?: ReadyTargets,
  scenarios: ScenarioTable | null = null,
  risk?: RiskExport,
): void {
  saveBlob(
    new Blob([buildAnalysisCsv(calculation, targets, scenarios, risk)], { type: 'text/csv;charset=utf-8' }),
    csvFileName(now),
  );
}

/**
 * Generates the PDF report of a calculation in the browser and opens it in a new window through a
 * blob URL. pdfmake and its bundled Roboto fonts are imported only here, so they stay out of the
 * page's chunk; nothing is fetched from a CDN. The window is opened before the PDF is built so popup
 * blockers allow it. `targets` are the "What you can pay" targets (default: 15% IRR, 1.25x DSCR, 8%
 * cash-on-cash); `risk` the page's risk settings and last simulation for the Risk section
 * (default: the project settings' defaults, no simulation).
 */
export async function openAnalysisPdf(
  calculation: Calculation,
  now: Date = new Date(),
  targets?: ReadyTargets,
  scenarios: ScenarioTable | null = null,
  risk?: RiskExport,
): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const [pdfMakeModule, vfsModule] = await Promise.all([
      import('pdfmake/build/pdfmake'),
      import('pdfmake/build/vfs_fonts'),
    ]);
    const pdfMake = pdfMakeModule.default;
    pdfMake.addVirtualFileSystem(vfsModule.default);
    const blob = await pdfMake
      .createPdf(buildReportDefinition(calculation, { generatedAt: now }, targets, scenarios, risk))
      .getBlob();
    const url = URL.createObjectURL(blob);
    if (target) target.location.href = url;
    else window.open(url, '_blank');
  } catch (error) {
    target?.close();
    throw error;
  }
}
