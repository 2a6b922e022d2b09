import { describe, expect, it } from 'vitest';
import { csvGrid, detectDelimiter } from './csv-grid';

describe('csvGrid', () => {
  it('splits quoted cells holding commas, quotes and line breaks', () => {
    expect(csvGrid('Tenant,Rent,Note\r\n"Smith, J.","$1,200","said ""hi""\nthen left"\r\n')).toEqual([
      ['Tenant', 'Rent', 'Note'],
      ['Smith, J.', '$1,200', 'said "hi"\nthen left'],
    ]);
  });

  it('detects semicolons and tabs, and drops a byte-order mark and trailing blank lines', () => {
    expect(detectDelimiter('Tenant;SF;Rent\nA;1.000,5;20\n')).toBe(';');
    expect(csvGrid('\uFEFFTenant;SF\nA;"1;5"\n;\n\n')).toEqual([
      ['Tenant', 'SF'],
      ['A', '1;5'],
    ]);
    expect(csvGrid('Tenant\tSF\nA\t100')).toEqual([
      ['Tenant', 'SF'],
      ['A', '100'],
    ]);
  });

  it('keeps empty cells and rows of different lengths', () => {
    expect(csvGrid('a,,c\n,\nlast', ',')).toEqual([['a', '', 'c'], ['', ''], ['last']]);
    expect(csvGrid('')).toEqual([]);
  });
});
