import { describe, expect, it } from 'vitest';
import { count, ltv, money, percent, perSqft, ratio, years } from '../display-format';
import { isFormattedFigure, neutralizeFormula } from './csv-formula-guard';

const SAMPLES = [0, 0.004, 0.5, 1, 12, 999.999, 1234, 1234.5, 1234.567, 1_000_000, 1e21];
const VALUES = [...SAMPLES, ...SAMPLES.map((value) => -value)];
const FORMATTERS = { money, perSqft, percent, ltv, ratio, count, years };

describe('formatted figures', () => {
  it.each(Object.entries(FORMATTERS))('recognises every output of %s()', (_name, format) => {
    for (const value of VALUES)
      expect([format(value), isFormattedFigure(format(value))]).toEqual([format(value), true]);
  });

  it('has the real outputs it was written for', () => {
    expect([
      money(-1234),
      perSqft(-2.5),
      percent(-5),
      ltv(-75),
      ratio(-1.35),
      count(-1234.5),
      years(-4.52),
    ]).toEqual(['-$1,234', '$-2.50', '-5.00%', '-75.0%', '-1.35x', '-1,234.5', '-4.52 years']);
  });

  it('rejects text that only looks like a figure', () => {
    for (const text of [
      '-',
      '-$',
      '-1+1',
      '-$1,234.56',
      '-1,23',
      '-1234,5',
      '-5%',
      '-1e5',
      '-5.00%+1',
      '-4.52 years=1',
    ]) {
      expect([text, isFormattedFigure(text)]).toEqual([text, false]);
    }
  });
});

describe('neutralizeFormula', () => {
  it.each([
    ['=1', "'=1"],
    ['+1', "'+1"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['-', "'-"],
    ['- Tenant', "'- Tenant"],
    ['-1+1', "'-1+1"],
    ['-$1,234.56', "'-$1,234.56"],
    ['-1e5', "'-1e5"],
    ['-$1,234', '-$1,234'],
    ['-5.00%', '-5.00%'],
    ['-12', '-12'],
    ['−5', '−5'],
    ['$-2.50', '$-2.50'],
    ['Tenant =1', 'Tenant =1'],
    [' =1', ' =1'],
    ['', ''],
  ])('writes %j as %j', (text, cell) => {
    expect(neutralizeFormula(text)).toBe(cell);
  });

  it('leaves numbers alone, negative ones included', () => {
    expect([neutralizeFormula(-12), neutralizeFormula(-0.5), neutralizeFormula(2026)]).toEqual([
      '-12',
      '-0.5',
      '2026',
    ]);
  });
});
