import { describe, expect, it } from 'vitest';
import { runWaterfall, type WaterfallTerms } from '../src/index.js';

/** Relative closeness to 1e-9 (absolute near 0). */
const close = (actual: number, expected: number) =>
  expect(
    Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)),
    `${actual} vs ${expected}`,
  ).toBe(true);

const lpOnly = (overrides: Partial<WaterfallTerms> = {}): WaterfallTerms => ({
  lpEquityPercent: 100,
  prefRate: 8,
  catchUpPercent: 100,
  tiers: [],
  residualPromotePercent: 20,
  ...overrides,
});

describe('equity waterfall: the reference cases of underwriting.md 12.5', () => {
  it('LP-only equity 50, 8 % pref, full catch-up, 20 % promote, CF [-50, 100]: LP 90 (50 + 4 + 36), GP 10 (1 + 9)', () => {
    const result = runWaterfall([-50, 100], lpOnly());
    close(result.lp.distributed, 90);
    close(result.gp.distributed, 10);
    expect(result.years).toHaveLength(1);
    const [year] = result.years;
    expect(year?.byTier).toHaveLength(3);
    close(year?.byTier[0] ?? NaN, 54);
    close(year?.byTier[1] ?? NaN, 1);
    close(year?.byTier[2] ?? NaN, 45);
    close(result.gp.promote, 1 + 9);
    // the GP put nothing in: no IRR (no sign change), no multiple
    expect(result.gp.contributed).toBe(0);
    expect(result.gp.irrStatus).toBe('no-sign-change');
    expect(result.gp.irr).toBe(0);
    expect(result.gp.equityMultiple).toBeNull();
    close(result.lp.equityMultiple ?? NaN, 90 / 50);
    close(result.lp.irr, 80);
  });

  it('LP-only equity 100, CF [-100, 0, 160]: LP 148 (116.64 + 31.36), GP 12 (4.16 + 7.84), 20 % of the profit', () => {
    const result = runWaterfall([-100, 0, 160], lpOnly());
    close(result.lp.distributed, 148);
    close(result.gp.distributed, 12);
    const [first, second] = result.years;
    expect(first).toMatchObject({ year: 1, distributable: 0, lp: 0, gp: 0, promote: 0 });
    close(second?.byTier[0] ?? NaN, 116.64);
    close(second?.byTier[1] ?? NaN, 4.16);
    close(second?.byTier[2] ?? NaN, 39.2);
    close(result.gp.distributed / (160 - 100), 0.2);
  });

  it('pari passu (no tiers, no catch-up, no promote): the LP gets exactly 90 % of every distribution', () => {
    const flows = [-1_000_000, 55_000, -20_000, 61_000, 1_400_000];
    const result = runWaterfall(flows, {
      lpEquityPercent: 90,
      prefRate: 8,
      catchUpPercent: 0,
      tiers: [],
      residualPromotePercent: 0,
    });
    result.years.forEach((year, i) => {
      const distributable = Math.max(flows[i + 1] ?? 0, 0);
      close(year.distributable, distributable);
      close(year.lp, 0.9 * distributable);
      close(year.gp, 0.1 * distributable);
      expect(year.byTier).toHaveLength(2);
    });
    close(result.lp.contributed, 0.9 * 1_020_000);
    close(result.gp.contributed, 0.1 * 1_020_000);
    expect(result.gp.promote).toBe(0);
  });
});
