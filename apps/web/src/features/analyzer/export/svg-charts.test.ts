import { describe, expect, it } from 'vitest';
import { barChartSvg, compactDollars, lineChartSvg, niceScale } from './svg-charts';

const points = [
  { label: 'Year 1', value: 74_078 },
  { label: 'Year 2', value: -12_500 },
  { label: 'Year 3', value: 87_842 },
];

describe('SVG charts for the PDF', () => {
  it('labels axis ticks in compact dollars', () => {
    expect([
      compactDollars(0),
      compactDollars(950),
      compactDollars(52_000),
      compactDollars(1_250_000),
      compactDollars(-8_000),
    ]).toEqual(['$0', '$950', '$52K', '$1.25M', '-$8K']);
  });

  it('picks a nice scale that contains the data', () => {
    expect(niceScale(-12_500, 87_842)).toEqual({ lo: -50_000, hi: 100_000, step: 50_000 });
    expect(niceScale(0, 3_742_799)).toEqual({ lo: 0, hi: 4_000_000, step: 1_000_000 });
    expect(niceScale(5, 5)).toEqual({ lo: 4.5, hi: 5.5, step: 0.25 });
  });

  it('draws a 400 x 250 bar chart with one bar per year, negative bars in red', () => {
    const svg = barChartSvg('Annual Cash Flow', points);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="250" viewBox="0 0 400 250">/,
    );
    expect(svg).toContain('>Annual Cash Flow</text>');
    expect(svg.match(/fill="#1c7ed6"/g)).toHaveLength(2);
    expect(svg.match(/fill="#e03131"/g)).toHaveLength(1);
    for (const label of ['Year 1', 'Year 2', 'Year 3', '$100K', '$50K', '-$50K', '$0'])
      expect(svg).toContain(`>${label}</text>`);
  });

  it('draws a line chart through every point', () => {
    const svg = lineChartSvg('Property Value', [
      { label: 'Year 1', value: 3_325_429 },
      { label: 'Year 2', value: 3_425_191 },
    ]);
    expect(svg).toContain('<path d="M');
    expect(svg.match(/<circle /g)).toHaveLength(2);
  });

  it('escapes text and refuses empty or non-finite data', () => {
    expect(barChartSvg('Cash <Flow> & "Co"', points.slice(0, 1))).toContain(
      '>Cash &lt;Flow&gt; &amp; &quot;Co&quot;</text>',
    );
    expect(() => barChartSvg('x', [])).toThrow('A chart needs at least one value');
    expect(() => lineChartSvg('x', [{ label: 'Year 1', value: Number.NaN }])).toThrow(
      'Chart value for Year 1 is not finite',
    );
  });
});
