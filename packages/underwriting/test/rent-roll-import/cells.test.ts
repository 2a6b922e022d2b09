import { describe, expect, it } from 'vitest';
import {
  excelSerialDate,
  isMonthToMonth,
  leaseTermMonths,
  numberCell,
  parseDateCell,
  percentCell,
} from '../../src/index.js';

describe('numberCell: US money and numbers', () => {
  it.each<[unknown, number | null | undefined]>([
    [1234.5, 1234.5],
    ['$1,234.50', 1234.5],
    ['1,234.50', 1234.5],
    ['(1,234.50)', -1234.5],
    ['($1,234.50)', -1234.5],
    ['-$1,234.50', -1234.5],
    ['$-1,234.50', -1234.5],
    ['$ 1,234', 1234],
    [' 42 ', 42],
    ['.5', 0.5],
    ['1,200 SF', 1200],
    ['1,200 sq. ft.', 1200],
    ['$25.00/SF', 25],
    ['$25.00 psf', 25],
    ['3 months', 3],
    ['$2,000/mo', 2000],
    ['-', 0],
    ['$ -', 0],
    ['$  -  ', 0],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['n/a', null],
    ['None', null],
    ['abc', undefined],
    ['1,23', undefined],
    ['12,34,567', undefined],
    ['1.2.3', undefined],
    ['$', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [true, undefined],
    [new Date(0), undefined],
  ])('%j → %j', (cell, expected) => {
    expect(numberCell(cell)).toBe(expected);
  });
});

describe('percentCell', () => {
  it.each<[unknown, number | null | undefined]>([
    ['3%', 3],
    ['3.5 %', 3.5],
    ['3% annually', 3],
    ['(2%)', -2],
    ['-2%', -2],
    [0.03, 3],
    [0.035, 3.5],
    ['0.025', 2.5],
    [3, 3],
    ['3', 3],
    [0, 0],
    ['', null],
    ['CPI', undefined],
  ])('%j → %j', (cell, expected) => {
    expect(percentCell(cell)).toBe(expected);
  });
});

describe('parseDateCell', () => {
  it.each<[unknown, string | null | undefined]>([
    ['1/15/2024', '2024-01-15'],
    ['01/15/24', '2024-01-15'],
    ['1/15/69', '2069-01-15'],
    ['1/15/70', '1970-01-15'],
    ['1-15-2024', '2024-01-15'],
    ['1.15.2024', '2024-01-15'],
    ['2024-01-15', '2024-01-15'],
    ['2024-1-5', '2024-01-05'],
    ['2024-01-15 00:00:00', '2024-01-15'],
    ['2024-01-15T00:00:00Z', '2024-01-15'],
    ['2024/01/15', '2024-01-15'],
    ['15-Jan-2024', '2024-01-15'],
    ['15-Jan-24', '2024-01-15'],
    ['Jan 15, 2024', '2024-01-15'],
    ['January 15 2024', '2024-01-15'],
    ['Sept 1, 2024', '2024-09-01'],
    ['Jan-2024', '2024-01-01'],
    ['1/2024', '2024-01-01'],
    [45306, '2024-01-15'],
    ['45306', '2024-01-15'],
    [45306.75, '2024-01-15'],
    [1, '1900-01-01'],
    [59, '1900-02-28'],
    [61, '1900-03-01'],
    [60, undefined],
    [0, undefined],
    [-1, undefined],
    [new Date(Date.UTC(2024, 0, 15)), '2024-01-15'],
    [new Date(Date.UTC(2024, 0, 14, 22)), '2024-01-15'],
    [new Date(Date.UTC(2024, 0, 15, 5)), '2024-01-15'],
    [new Date(Number.NaN), undefined],
    ['2/29/2023', undefined],
    ['13/1/2024', undefined],
    ['Janu 5, 2024', undefined],
    ['soon', undefined],
    ['', null],
    [null, null],
  ])('%j → %j', (cell, expected) => {
    expect(parseDateCell(cell)).toBe(expected);
  });

  it('reads a month-only end date as the last day of its month', () => {
    expect(parseDateCell('Dec-2028', 'last')).toBe('2028-12-31');
    expect(parseDateCell('2/2024', 'last')).toBe('2024-02-29');
  });

  it('Excel serials: 45306 is 2024-01-15 and the phantom 1900-02-29 is no date', () => {
    expect(excelSerialDate(45306)).toBe('2024-01-15');
    expect(excelSerialDate(2958465)).toBe('9999-12-31');
    expect(excelSerialDate(2958466)).toBeUndefined();
    expect(excelSerialDate(60)).toBeUndefined();
  });
});

describe('isMonthToMonth', () => {
  it.each([
    ['MTM', true],
    ['mtm', true],
    ['M-T-M', true],
    ['M2M', true],
    ['Month-to-Month', true],
    ['month to month', true],
    ['Holdover', true],
    ['12/31/2028', false],
    ['', false],
  ])('%j → %s', (cell, expected) => {
    expect(isMonthToMonth(cell)).toBe(expected);
  });
  it('only text says month to month', () => {
    expect(isMonthToMonth(45306)).toBe(false);
  });
});

describe('leaseTermMonths: whole months, the end day included, part months rounded', () => {
  it.each<[string, string, number | null]>([
    ['2024-01-01', '2028-12-31', 60],
    ['2024-01-15', '2029-01-14', 60],
    ['2024-01-31', '2024-02-28', 1],
    ['2024-01-01', '2024-01-01', 1],
    ['2024-01-01', '2024-01-14', 1],
    ['2024-01-01', '2024-03-15', 2],
    ['2024-01-01', '2024-03-16', 3],
    ['2024-01-01', '2024-02-14', 1],
    ['2024-03-15', '2029-03-31', 61],
    ['2020-02-29', '2025-02-28', 60],
    ['2025-01-01', '2024-12-31', null],
    ['2024-02-30', '2025-01-01', null],
    ['', '2025-01-01', null],
  ])('%s..%s → %s', (start, end, expected) => {
    expect(leaseTermMonths(start, end)).toBe(expected);
  });
});
