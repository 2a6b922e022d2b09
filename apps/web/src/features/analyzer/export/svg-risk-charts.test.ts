import { describe, expect, it } from 'vitest';
import {
  HIGH_COLOR,
  HISTOGRAM_HEIGHT,
  histogramChartSvg,
  LOW_COLOR,
  RISK_CHART_WIDTH,
  tornadoChartHeight,
  tornadoChartSvg,
} from './svg-risk-charts';

const tick = (value: number) => `${value}%`;

const CHART = {
  title: 'IRR: each variable at its low and high value',
  base: 22.33,
  baseText: '22.33%',
  bars: [
    { label: 'Rent level', low: { metric: 17.94, label: '0.90x' }, high: { metric: 26.64, label: '1.10x' } },
    {
      label: 'Purchase price',
      low: { metric: 26.13, label: '$2,250,000' },
      high: { metric: 19.18, label: '$2,750,000' },
    },
    {
      label: 'Exit cap <rate>',
      low: { metric: null, label: '9.04%' },
      high: { metric: 19.86, label: '10.04%' },
    },
  ],
  tick,
};

/** The x of each rect of a colour, with its width. */
const rects = (svg: string, color: string) =>
  Array.from(
    svg.matchAll(
      new RegExp(`<rect x="([\\d.]+)" y="[\\d.]+" width="([\\d.]+)" height="9" fill="${color}"/>`, 'g'),
    ),
    (m) => ({
      x: Number(m[1]),
      width: Number(m[2]),
    }),
  );

describe('risk charts for the PDF', () => {
  it('draws the tornado: a low and a high bar per variable from the base, labelled with the values', () => {
    const svg = tornadoChartSvg(CHART);
    expect(svg).toMatch(
      new RegExp(
        `^<svg xmlns="http://www.w3.org/2000/svg" width="${RISK_CHART_WIDTH}" height="${tornadoChartHeight(3)}"`,
      ),
    );
    expect(tornadoChartHeight(3)).toBe(50 + 3 * 26 + 22);
    for (const text of [
      'IRR: each variable at its low and high value',
      'Low value',
      'High value',
      'Base 22.33%',
      'Rent level',
      'Purchase price',
      'Exit cap &lt;rate&gt;',
      '0.90x',
      '1.10x',
      '$2,250,000',
      '$2,750,000',
      '9.04%: N/A',
      '10.04%',
      // the axis: nice ticks around 17.94% .. 26.64%
      '17.5%',
      '27.5%',
    ])
      expect(svg).toContain(`>${text}</text>`);
    const low = rects(svg, LOW_COLOR);
    const high = rects(svg, HIGH_COLOR);
    // two low bars (one metric has no value), three high bars
    expect(low).toHaveLength(2);
    expect(high).toHaveLength(3);
    // every bar starts or ends at the base line
    const base = Number(/<line x1="([\d.]+)" y1="42" x2="[\d.]+" y2="128"/.exec(svg)?.[1]);
    for (const bar of [...low, ...high])
      expect(Math.min(Math.abs(bar.x - base), Math.abs(bar.x + bar.width - base))).toBeLessThan(0.11);
    // the rent level's low bar runs left of the base, its high bar right of it
    expect(low[0]!.x + low[0]!.width).toBeCloseTo(base, 0);
    expect(high[0]!.x).toBeCloseTo(base, 0);
    // largest swing on top: bars keep the given order
    expect(svg.indexOf('>Rent level<')).toBeLessThan(svg.indexOf('>Purchase price<'));
  });

  it('refuses a figure that is not finite', () => {
    expect(() => tornadoChartSvg({ ...CHART, base: Number.POSITIVE_INFINITY })).toThrow(
      'Tornado values must be finite numbers',
    );
  });

  it('draws the histogram: 20 bins, the runs axis and P10, P50, P90 marked', () => {
    const edges = Array.from({ length: 21 }, (_, i) => 10 + i * 0.5);
    const counts = Array.from({ length: 20 }, (_, i) => (i < 10 ? i : 20 - i));
    const svg = histogramChartSvg({
      title: 'IRR over 100 runs',
      edges,
      counts,
      marks: [
        { value: 12.5, label: 'P10 12.50%' },
        { value: 15, label: 'P50 15.00%' },
        { value: 17.5, label: 'P90 17.50%' },
      ],
      tick,
    });
    expect(svg).toContain(`width="${RISK_CHART_WIDTH}" height="${HISTOGRAM_HEIGHT}"`);
    expect(svg.match(/fill="#74c0fc"/g)).toHaveLength(20);
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(3);
    for (const text of [
      'IRR over 100 runs',
      'Runs',
      'P10 12.50%',
      'P50 15.00%',
      'P90 17.50%',
      '10%',
      '12.5%',
      '20%',
    ])
      expect(svg).toContain(`>${text}</text>`);
  });

  it('refuses a histogram without bins or of a single value', () => {
    const draw = (edges: number[], counts: number[]) => () =>
      histogramChartSvg({ title: 'x', edges, counts, marks: [], tick });
    expect(
      draw(
        [],
        Array.from({ length: 20 }, () => 0),
      ),
    ).toThrow('A histogram needs its bins');
    expect(
      draw(
        Array.from({ length: 21 }, () => 7),
        Array.from({ length: 20 }, (_, i) => (i === 19 ? 5 : 0)),
      ),
    ).toThrow('A histogram needs bins of some width');
  });
});
