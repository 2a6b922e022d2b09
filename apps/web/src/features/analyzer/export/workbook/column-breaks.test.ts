import { analyze } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal } from '../../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../../model/deal-mapping';
import { buildAnalysisWorkbook } from './build-workbook';
import { withColumnBreaks, workbookBytes } from './column-breaks';

/** The saved file's sheet XML by sheet name. */
async function sheetXml(workbook: ExcelJS.Workbook): Promise<Map<string, string>> {
  const files = unzipSync(await workbookBytes(workbook));
  const decoder = new TextDecoder();
  return new Map(
    workbook.worksheets.map((sheet) => [
      sheet.name,
      decoder.decode(files[`xl/worksheets/sheet${sheet.id}.xml`]),
    ]),
  );
}

/** The columns a sheet's XML breaks after. */
const breaksOf = (xml: string) =>
  [...xml.matchAll(/<brk id="(\d+)" max="1048575" man="1"\/>/g)].map((m) => Number(m[1]));

describe('column page breaks of the printed workbook', () => {
  it('prints the year tables in blocks of eight years and the months half a year a page', async () => {
    const values = leaseByLeaseDeal();
    const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
    const workbook = buildAnalysisWorkbook(ExcelJS.Workbook, { values, asOf: FIXTURE_AS_OF, result });
    const xml = await sheetXml(workbook);
    // Cash Flow: years 0..16 in columns B..R; years 0..8 on the first page
    expect(breaksOf(xml.get('Cash Flow')!)).toEqual([10]);
    // Lease Projection: years 1..16 in columns B..Q
    expect(breaksOf(xml.get('Lease Projection')!)).toEqual([9]);
    // Lease Months: the suites' 19 columns (C..U) six a page, then six months a page (from V)
    expect(breaksOf(xml.get('Lease Months')!)).toEqual([
      8,
      14,
      20,
      21,
      ...Array.from({ length: 31 }, (_, k) => 27 + 6 * k),
    ]);
    expect(xml.get('Summary')).not.toContain('<colBreaks');
    // after the row breaks, as the schema orders them; the file still opens
    const flows = xml.get('Cash Flow')!;
    expect(flows.indexOf('<colBreaks')).toBeGreaterThan(flows.indexOf('</rowBreaks>'));
    const file = new ExcelJS.Workbook();
    await file.xlsx.load((await workbookBytes(workbook)).slice().buffer);
    expect(file.worksheets.map((sheet) => sheet.name)).toContain('Lease Months');
  });

  it('goes before the drawing or the end of a sheet without row breaks', () => {
    expect(withColumnBreaks('<worksheet><pageSetup/></worksheet>', [5])).toBe(
      '<worksheet><pageSetup/><colBreaks count="1" manualBreakCount="1"><brk id="5" max="1048575" man="1"/></colBreaks></worksheet>',
    );
    expect(withColumnBreaks('<worksheet><pageSetup/><drawing r:id="x"/></worksheet>', [3, 9])).toContain(
      '<brk id="9" max="1048575" man="1"/></colBreaks><drawing',
    );
    expect(withColumnBreaks('<worksheet/>', [])).toBe('<worksheet/>');
  });
});
