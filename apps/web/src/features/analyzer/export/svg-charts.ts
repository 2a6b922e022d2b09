import { compactDollars } from '../display-format';

export { compactDollars };

/** Width and height of the PDF's charts, in points (the product's 400 by 250). */
export const CHART_WIDTH = 400;
export const CHART_HEIGHT = 250;

/** One labelled value of a chart (e.g. "Year 1" → 52000). */
export interface ChartPoint {
  label: string;
  value: number;
}

const PAD = { left: 58, right: 14, top: 30, bottom: 30 };
const PLOT_W = CHART_WIDTH - PAD.left - PAD.right;
const PLOT_H = CHART_HEIGHT - PAD.top - PAD.bottom;
const FONT = 'font-family="Roboto" font-size="9" fill="#495057"';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A "nice" axis range containing min..max (and 0 for bar charts), with 4 equal steps. */
export function niceScale(min: number, max: number): { lo: number; hi: number; step: number } {
  if (!Number.isFinite(min) || !Number.isFinite(max)) throw new Error('Chart values must be finite numbers');
  let lo = min;
  let hi = max;
  if (hi - lo < 1e-9) {
    const pad = Math.abs(hi) > 0 ? Math.abs(hi) * 0.1 : 1;
    lo -= pad;
    hi += pad;
  }
  const raw = (hi - lo) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * magnitude >= raw) ?? 10) * magnitude;
  return { lo: Math.floor(lo / step) * step, hi: Math.ceil(hi / step) * step, step };
}

function frame(title: string, lo: number, hi: number, step: number, y: (v: number) => number): string[] {
  const parts = [
    `<rect x="0" y="0" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" fill="#ffffff"/>`,
    `<text x="${CHART_WIDTH / 2}" y="16" text-anchor="middle" font-family="Roboto" font-size="11" fill="#1a1b1e">${escapeXml(title)}</text>`,
  ];
  for (let tick = lo; tick <= hi + step / 2; tick += step) {
    const ty = y(tick).toFixed(1);
    parts.push(
      `<line x1="${PAD.left}" y1="${ty}" x2="${CHART_WIDTH - PAD.right}" y2="${ty}" stroke="#e9ecef" stroke-width="0.6"/>`,
      `<text x="${PAD.left - 4}" y="${(Number(ty) + 3).toFixed(1)}" text-anchor="end" ${FONT}>${escapeXml(compactDollars(tick))}</text>`,
    );
  }
  return parts;
}

function checkPoints(points: readonly ChartPoint[]): void {
  if (points.length === 0) throw new Error('A chart needs at least one value');
  for (const p of points)
    if (!Number.isFinite(p.value)) throw new Error(`Chart value for ${p.label} is not finite`);
}

/**
 * A vertical bar chart as an SVG string (400 x 250): one bar per point, negative values below the zero
 * line, y-axis ticks in compact dollars. Throws for an empty series or a non-finite value.
 */
export function barChartSvg(title: string, points: readonly ChartPoint[], color = '#1c7ed6'): string {
  checkPoints(points);
  const values = points.map((p) => p.value);
  const { lo, hi, step } = niceScale(Math.min(0, ...values), Math.max(0, ...values));
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * PLOT_H;
  const slot = PLOT_W / points.length;
  const barW = slot * 0.6;
  const parts = frame(title, lo, hi, step, y);
  points.forEach((p, i) => {
    const x = PAD.left + slot * i + (slot - barW) / 2;
    const top = Math.min(y(p.value), y(0));
    const height = Math.abs(y(p.value) - y(0));
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${barW.toFixed(1)}" height="${height.toFixed(1)}" fill="${p.value < 0 ? '#e03131' : color}"/>`,
      `<text x="${(x + barW / 2).toFixed(1)}" y="${CHART_HEIGHT - PAD.bottom + 14}" text-anchor="middle" ${FONT}>${escapeXml(p.label)}</text>`,
    );
  });
  parts.push(
    `<line x1="${PAD.left}" y1="${y(0).toFixed(1)}" x2="${CHART_WIDTH - PAD.right}" y2="${y(0).toFixed(1)}" stroke="#868e96" stroke-width="0.8"/>`,
  );
  return wrap(parts);
}

/**
 * A line chart with point markers as an SVG string (400 x 250); the y-axis fits the data range.
 * Throws for an empty series or a non-finite value.
 */
export function lineChartSvg(title: string, points: readonly ChartPoint[], color = '#2f9e44'): string {
  checkPoints(points);
  const values = points.map((p) => p.value);
  const { lo, hi, step } = niceScale(Math.min(...values), Math.max(...values));
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo)) * PLOT_H;
  const slot = PLOT_W / points.length;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const parts = frame(title, lo, hi, step, y);
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(p.value).toFixed(1)}`)
    .join(' ');
  parts.push(`<path d="${path}" fill="none" stroke="${color}" stroke-width="2"/>`);
  points.forEach((p, i) => {
    parts.push(
      `<circle cx="${x(i).toFixed(1)}" cy="${y(p.value).toFixed(1)}" r="3" fill="${color}"/>`,
      `<text x="${x(i).toFixed(1)}" y="${CHART_HEIGHT - PAD.bottom + 14}" text-anchor="middle" ${FONT}>${escapeXml(p.label)}</text>`,
    );
  });
  return wrap(parts);
}

function wrap(parts: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}">${parts.join('')}</svg>`;
}
