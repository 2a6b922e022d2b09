/**
 * Compares analyze()'s capital-stack outputs (underwriting.md section 12) with the deal-level
 * oracle: every number to 1e-6 relative, with an absolute floor of 1e-6 widened by the deal's size
 * (a dollar figure near 0 is a difference of figures of the price's size) and, for the waterfall's
 * catch-up, by that tier's conditioning. IRRs are compared only where the oracle is certain.
 */

import { expect } from 'vitest';
import { type AnalysisInput, type AnalysisResult, analyze } from '../../src/index.js';
import { capitalStackDealOracle, type DealOracleResult } from './capital-stack-deal-oracle.js';
import type { OracleParty } from './capital-stack-oracle.js';
import { dealIrr } from './deal-irr-oracle.js';

/** `actual` within 1e-6 relative of `expected`, or within `floor` absolute. */
export function near(actual: number, expected: number, floor: number): boolean {
  return actual === expected || Math.abs(actual - expected) <= 1e-6 * Math.abs(expected) + floor;
}

/** A checker of one deal's figures: each call names the figure in the failure message. */
export function checker(scale: number) {
  const floor = 1e-6 + 1e-13 * scale;
  const close = (actual: number | null | undefined, expected: number | null, what: string, wide = floor) => {
    if (Number.isNaN(expected)) return;
    if (expected === null || actual === null || actual === undefined) {
      expect(actual, what).toBe(expected);
      return;
    }
    expect(near(actual, expected, wide), `${what}: engine ${actual}, oracle ${expected}`).toBe(true);
  };
  return { close, floor };
}

/** An IRR and its status against the oracle's, when the oracle is certain of it. */
function closeIrr(
  close: ReturnType<typeof checker>['close'],
  actual: { irr: number; irrStatus: string | null },
  flows: readonly number[],
  scale: number,
  what: string,
) {
  const expected = dealIrr(flows, scale);
  if (!expected.certain) return;
  expect(actual.irrStatus, `${what} status (flows ${flows.join(', ')})`).toBe(expected.status);
  close(actual.irr, expected.irr, `${what} (flows ${flows.join(', ')})`);
}

/** The absolute floor of the waterfall: the catch-up divides by (p - p1)/(1 - p1), so widen by 1/(p - p1). */
function waterfallFloor(deal: AnalysisInput, flows: readonly number[], floor: number): number {
  const w = deal.waterfall;
  const c = (w?.catchUpPercent ?? 0) / 100;
  if (!w || c === 0) return floor;
  const p1 = (w.tiers?.[0]?.promotePercent ?? w.residualPromotePercent) / 100;
  const size = flows.reduce((s, cf) => s + Math.abs(cf), 0);
  return floor + (1e-14 * size * p1) / (c - p1);
}

/** Every section-12 output of `result` against `oracle`. */
export function expectMatchesOracle(
  deal: AnalysisInput,
  result: AnalysisResult,
  oracle: DealOracleResult,
): void {
  const scale = deal.purchasePrice;
  const { close } = checker(scale);
  const simple = [
    'loanFees',
    'secondLoanAmount',
    'equityInvested',
    'seniorDebtService',
    'secondDebtService',
    'annualDebtService',
    'dscr',
    'seniorDscr',
    'ltv',
    'debtYield',
    'annualCashFlow',
    'breakEvenOccupancy',
    'cashOnCash',
    'roe',
    'equityMultiple',
    'npv',
  ] as const;
  for (const key of simple) close(result[key], oracle[key], key);
  close(result.roi, oracle.cashOnCash, 'roi');
  close(result.salePrice, oracle.hold.salePrice, 'salePrice');
  close(result.netSaleProceeds, oracle.hold.netSaleProceeds, 'netSaleProceeds');

  const refi = oracle.hold.refinance;
  if (refi === null) expect(result.refinance, 'refinance').toBeNull();
  else {
    expect(result.refinance?.year, 'refinance.year').toBe(refi.year);
    for (const key of ['value', 'newLoan', 'payoff', 'proceeds'] as const) {
      close(result.refinance?.[key], refi[key], `refinance.${key}`);
    }
    expect(result.refinance?.constrainedBy, 'refinance.constrainedBy').toBe(refi.constrainedBy);
  }

  expect(result.cashFlowProjections, 'cashFlowProjections').toHaveLength(5);
  oracle.cashFlowProjections.forEach((row, i) => {
    const got = result.cashFlowProjections[i];
    expect(got?.year).toBe(row.year);
    for (const key of ['noi', 'debtService', 'cashFlow', 'cumulative'] as const) {
      close(got?.[key], row[key], `cashFlowProjections[${i}].${key}`);
    }
  });

  closeIrr(close, result, oracle.hold.cashFlows, scale, 'irr');
  if (oracle.optimalHolds !== null) {
    expect(oracle.optimalHolds, `optimalHoldPeriod ${result.optimalHoldPeriod}`).toContain(
      result.optimalHoldPeriod,
    );
  }

  const w = oracle.waterfall;
  if (w === null) {
    expect(result.waterfall, 'waterfall').toBeNull();
    return;
  }
  const got = result.waterfall;
  expect(got, 'waterfall').not.toBeNull();
  const wide = waterfallFloor(deal, oracle.hold.cashFlows, checker(scale).floor);
  const party = (name: 'lp' | 'gp', expected: OracleParty) => {
    const actual = got?.[name];
    if (actual === undefined) return;
    close(actual.contributed, expected.contributed, `${name}.contributed`, wide);
    close(actual.distributed, expected.distributed, `${name}.distributed`, wide);
    if (expected.contributed === 0) {
      expect(actual.irrStatus, `${name}.irrStatus`).toBe('no-sign-change');
      expect(actual.irr, `${name}.irr`).toBe(0);
      expect(actual.equityMultiple, `${name}.equityMultiple`).toBeNull();
    } else {
      close(
        actual.equityMultiple,
        expected.equityMultiple,
        `${name}.equityMultiple`,
        wide / expected.contributed + 1e-6,
      );
      closeIrr(close, actual, expected.flows, scale, `${name}.irr`);
    }
  };
  party('lp', w.lp);
  party('gp', w.gp);
  close(got?.gp.promote, w.gp.promote, 'gp.promote', wide);
  expect(got?.years, 'waterfall.years').toHaveLength(w.years.length);
  w.years.forEach((year, i) => {
    const actual = got?.years[i];
    expect(actual?.year).toBe(year.year);
    for (const key of ['distributable', 'lp', 'gp', 'promote'] as const) {
      close(actual?.[key], year[key], `waterfall.years[${i}].${key}`, wide);
    }
    expect(actual?.byTier, `waterfall.years[${i}].byTier`).toHaveLength(year.byTier.length);
    year.byTier.forEach((x, k) => {
      close(actual?.byTier[k], x, `waterfall.years[${i}].byTier[${k}]`, wide);
    });
  });
}

/** analyze() and the deal-level oracle agree on every section-12 output of `deal`. */
export function agrees(deal: AnalysisInput): void {
  expectMatchesOracle(deal, analyze(deal), capitalStackDealOracle(deal));
}
