import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSheets, SheetReadError } from './read-sheet';

/** An .xlsx file as a browser hands it over, built with exceljs in the test. */
async function xlsxFile(build: (workbook: ExcelJS.Workbook) => void): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  const buffer = await workbook.xlsx.writeBuffer();
  return new File([new Uint8Array(buffer as ArrayBuffer)], 'Rent Roll.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

describe('readSheets', () => {
  it('reads every sheet of an .xlsx: numbers, real dates, formula results, rich text, blanks', async () => {
    const file = await xlsxFile((workbook) => {
      const sheet = workbook.addWorksheet('Rent Roll');
      sheet.addRow(['Maple Plaza Rent Roll']);
      sheet.addRow([]);
      sheet.addRow(['Tenant', 'SF', 'Annual Rent', 'Start']);
      sheet.addRow([
        'Corner Coffee',
        1800,
        { formula: 'B4*36', result: 64800 },
        new Date(Date.UTC(2024, 0, 15)),
      ]);
      sheet.addRow([{ richText: [{ text: 'Fit' }, { text: 'Lab' }] }, 5000, 120000, null]);
      workbook.addWorksheet('Notes').addRow(['see broker']);
    });
    const sheets = await readSheets(file);
    expect(sheets.map((s) => s.name)).toEqual(['Rent Roll', 'Notes']);
    expect(sheets[0]?.rows).toEqual([
      ['Maple Plaza Rent Roll'],
      [],
      ['Tenant', 'SF', 'Annual Rent', 'Start'],
      ['Corner Coffee', 1800, 64800, new Date(Date.UTC(2024, 0, 15))],
      ['FitLab', 5000, 120000],
    ]);
  });

  it('repeats a merged cell in every cell of the merge, across and down', async () => {
    const file = await xlsxFile((workbook) => {
      const sheet = workbook.addWorksheet('Rent Roll');
      sheet.addRow(['Suite', 'Lease Dates', null, 'Rent']);
      sheet.addRow([null, 'Start', 'Expiration', 'Annual']);
      sheet.addRow(['* Option to renew']);
      sheet.mergeCells('A1:A2');
      sheet.mergeCells('B1:C1');
      sheet.mergeCells('A3:D3');
    });
    const [sheet] = await readSheets(file);
    expect(sheet?.rows).toEqual([
      ['Suite', 'Lease Dates', 'Lease Dates', 'Rent'],
      ['Suite', 'Start', 'Expiration', 'Annual'],
      ['* Option to renew', '* Option to renew', '* Option to renew', '* Option to renew'],
    ]);
  });

  it('reads a semicolon CSV as text cells', async () => {
    const file = new File(['Tenant;SF;Rent/SF\n"Dental; Suite 4";1.200;$32,50\n'], 'roll.csv', {
      type: 'text/csv',
    });
    expect(await readSheets(file)).toEqual([
      {
        name: 'roll',
        rows: [
          ['Tenant', 'SF', 'Rent/SF'],
          ['Dental; Suite 4', '1.200', '$32,50'],
        ],
      },
    ]);
  });

  it('says why it cannot read other files', async () => {
    await expect(readSheets(new File(['x'], 'roll.pdf'))).rejects.toThrow('Choose a .csv or .xlsx file.');
    await expect(readSheets(new File(['not a zip'], 'roll.xlsx'))).rejects.toThrow(
      'This file is not a readable .xlsx workbook.',
    );
    await expect(readSheets(new File(['x'], 'roll.xls'))).rejects.toBeInstanceOf(SheetReadError);
  });
});
