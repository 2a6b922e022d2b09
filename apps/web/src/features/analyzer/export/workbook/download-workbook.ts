import type { Calculation } from '../../model/calculation';
import type { RiskExport } from '../../report/risk-sections';
import type { ScenarioTable } from '../../scenarios/scenario-export';
import { saveBlob } from '../export-files';

/** The MIME type of an .xlsx workbook. */
export const XLSX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Builds the analysis workbook with live formulas and downloads it as
 * `cre-analysis-<yyyy-mm-dd>.xlsx` (local date), with a Scenarios sheet when `scenarios` is given
 * and the Risk sheet of `risk` (default: the project settings' defaults, no simulation). exceljs and the workbook builder are imported only
 * here, like pdfmake for the PDF, so they are separate chunks fetched on the first Excel export and
 * in no page's first load.
 */
export async function downloadAnalysisWorkbook(
  calculation: Calculation,
  now: Date = new Date(),
  scenarios: ScenarioTable | null = null,
  risk?: RiskExport,
): Promise<void> {
  const [{ default: ExcelJS }, { buildAnalysisWorkbook, workbookFileName }, { workbookBytes }] =
    await Promise.all([import('exceljs'), import('./build-workbook'), import('./column-breaks')]);
  const bytes = await workbookBytes(
    buildAnalysisWorkbook(ExcelJS.Workbook, calculation, undefined, scenarios, now, risk),
  );
  saveBlob(new Blob([bytes as BlobPart], { type: XLSX_MIME_TYPE }), workbookFileName(now));
}
