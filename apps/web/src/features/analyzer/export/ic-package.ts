import type { ReadyTargets } from '@cre/underwriting';
import { zipSync } from 'fflate';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Calculation } from '../model/calculation';
import type { RiskExport } from '../report/risk-sections';
import type { ScenarioTable } from '../scenarios/scenario-export';
import { saveBlob } from './export-files';
import { buildReportDefinition } from './pdf-definition';

/** The name a package is given when the project has no name (or one made only of unusable characters). */
export const UNTITLED_PROPERTY = 'Untitled Property';

/** The most characters kept of the property name in the package's file names. */
export const MAX_PROPERTY_NAME_LENGTH = 80;

/** The MIME type of the package download. */
export const ZIP_MIME_TYPE = 'application/zip';

/** Renders a pdfmake document definition to the bytes of a PDF file. */
export type PdfRenderer = (definition: TDocumentDefinitions) => Promise<Uint8Array>;

/** What goes into an IC package besides the calculation. */
export interface IcPackageOptions {
  /** The export date: written into the PDF and into the file names (local date). Default: now. */
  now?: Date;
  /** The "What you can pay" targets of the PDF (default: 15% IRR, 1.25x DSCR, 8% cash-on-cash). */
  targets?: ReadyTargets;
  /** The scenario comparison for the PDF and the workbook's Scenarios sheet (null without variants). */
  scenarios?: ScenarioTable | null;
  /** The page's risk settings and last simulation (default: the project settings' defaults, no simulation). */
  risk?: RiskExport | undefined;
  /** Renders the PDF; default: pdfmake's browser build with its bundled Roboto fonts, loaded on demand. */
  renderPdf?: PdfRenderer;
}

/** An IC package: the zip's bytes and the names of the zip and of the two files in it. */
export interface IcPackage {
  /** `<Property Name> IC Package <yyyy-mm-dd>.zip` */
  fileName: string;
  /** `<Property Name> IC Memo <yyyy-mm-dd>.pdf`, the zip's first entry. */
  pdfName: string;
  /** `<Property Name> Model <yyyy-mm-dd>.xlsx`, the zip's second entry. */
  workbookName: string;
  bytes: Uint8Array<ArrayBuffer>;
}

// Characters that Windows, macOS or Linux refuse in a file name, and the control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is replaced
const UNSAFE_FILE_NAME_CHARACTERS = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;

/**
 * The property name as it appears in the package's file names: runs of white space (tabs and line
 * breaks included) made one space, then each character a file name may not hold
 * (`< > : " / \ | ? *` and the other control characters) replaced by a hyphen, leading and trailing
 * spaces, dots and hyphens removed (Windows drops trailing dots), then cut to {@link MAX_PROPERTY_NAME_LENGTH} characters (whole code points) and trimmed again;
 * {@link UNTITLED_PROPERTY} when nothing is left. The name is always followed by " IC Package …",
 * so it can never be a reserved device name such as `CON` by itself.
 */
export function safePropertyFileName(name: string): string {
  const trim = (text: string) => text.replace(/^[\s.-]+|[\s.-]+$/g, '');
  const cleaned = trim(name.replace(/\s+/g, ' ').replace(UNSAFE_FILE_NAME_CHARACTERS, '-'));
  const cut = trim(Array.from(cleaned).slice(0, MAX_PROPERTY_NAME_LENGTH).join(''));
  return cut === '' ? UNTITLED_PROPERTY : cut;
}

/** The local calendar date of `date` as `yyyy-mm-dd` (the export date in the package's names). */
export function localIsoDate(date: Date): string {
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/**
 * The names of an IC package exported on `date` for the project named `projectName`:
 * `<Property Name> IC Package <yyyy-mm-dd>.zip` holding `<Property Name> IC Memo <yyyy-mm-dd>.pdf`
 * and `<Property Name> Model <yyyy-mm-dd>.xlsx`, the name made safe by {@link safePropertyFileName}
 * and the date the local export date.
 */
export function icPackageFileNames(
  projectName: string,
  date: Date,
): { fileName: string; pdfName: string; workbookName: string } {
  const property = safePropertyFileName(projectName);
  const day = localIsoDate(date);
  return {
    fileName: `${property} IC Package ${day}.zip`,
    pdfName: `${property} IC Memo ${day}.pdf`,
    workbookName: `${property} Model ${day}.xlsx`,
  };
}

/** Renders a PDF with pdfmake's browser build, as Export PDF does, loading it on first use. */
async function renderPdfInBrowser(definition: TDocumentDefinitions): Promise<Uint8Array> {
  const [pdfMakeModule, vfsModule] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  const pdfMake = pdfMakeModule.default;
  pdfMake.addVirtualFileSystem(vfsModule.default);
  return new Uint8Array(await pdfMake.createPdf(definition).getBuffer());
}

/** The analysis workbook's .xlsx bytes, exceljs and the builder loaded on demand as by Export Excel. */
async function workbookBytes(
  calculation: Calculation,
  scenarios: ScenarioTable | null,
  exportedAt: Date,
  risk: RiskExport | undefined,
): Promise<Uint8Array> {
  const [{ default: ExcelJS }, { buildAnalysisWorkbook }, { workbookBytes: fileBytes }] = await Promise.all([
    import('exceljs'),
    import('./workbook/build-workbook'),
    import('./workbook/column-breaks'),
  ]);
  return fileBytes(
    buildAnalysisWorkbook(ExcelJS.Workbook, calculation, undefined, scenarios, exportedAt, risk),
  );
}

/**
 * Builds the IC package of a calculation (issue 26): the PDF report of Export PDF (same document
 * definition) and the live workbook of Export Excel, zipped together under the names of
 * {@link icPackageFileNames}. The PDF is deflated; the workbook, itself a zip, is stored as is.
 * Both entries carry the export date as their modification time.
 */
export async function buildIcPackage(
  calculation: Calculation,
  options: IcPackageOptions = {},
): Promise<IcPackage> {
  const now = options.now ?? new Date();
  const scenarios = options.scenarios ?? null;
  const renderPdf = options.renderPdf ?? renderPdfInBrowser;
  const names = icPackageFileNames(calculation.values.name, now);
  const { risk } = options;
  const definition = buildReportDefinition(
    calculation,
    { generatedAt: now },
    options.targets,
    scenarios,
    risk,
  );
  const [pdf, workbook] = await Promise.all([
    renderPdf(definition),
    workbookBytes(calculation, scenarios, now, risk),
  ]);
  const bytes = zipSync(
    {
      [names.pdfName]: [pdf, { level: 6 }],
      [names.workbookName]: [workbook, { level: 0 }],
    },
    { mtime: now },
  );
  return { ...names, bytes };
}

/** Builds the IC package of a calculation ({@link buildIcPackage}) and downloads the zip. */
export async function downloadIcPackage(
  calculation: Calculation,
  options: IcPackageOptions = {},
): Promise<void> {
  const pack = await buildIcPackage(calculation, options);
  saveBlob(new Blob([pack.bytes], { type: ZIP_MIME_TYPE }), pack.fileName);
}
