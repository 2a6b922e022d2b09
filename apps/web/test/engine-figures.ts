/**
 * Test support only: asserts that a workbook recalculated by HyperFormula (`recalc-harness.ts`)
 * shows the engine's figures, to 1e-6 relative, and records the largest difference seen.
 */
import { type AnalysisInput, type AnalysisResult, debtServiceInYear, resolveInput } from '@cre/underwriting';
import { expect } from 'vitest';
import { irrFraction } from '../src/features/analyzer/export/workbook/cached-figures';
import { summaryLines } from '../src/features/analyzer/export/workbook/summary-sheet';
import type { LiveValue, LiveWorkbook } from './recalc-harness';

/** What the assertions read of a recalculated workbook (HyperFormula's, or a file LibreOffice saved). */
export type RecalculatedFigures = Pick<LiveWorkbook, 'value' | 'row'>;

/** The largest relative difference seen between a recalculated figure and the engine's. */
const worst = { relative: 0, where: '' };

/** Prints the largest relative difference seen so far (call it from a test file's afterAll). */
export function logWorstDifference(title: string): void {
  console.info(`${title}: largest relative difference ${worst.relative.toExponential(2)} (${worst.where})`);
}

/** Asserts a recalculated figure equals the engine's to 1e-6 (relative; 1e-9 absolute near 0); null is "N/A". */
export function expectClose(actual: LiveValue, expected: number | null, what: string): void {
  if (expected === null) {
    expect(actual, what).toBe('N/A');
    return;
  }
  expect(typeof actual, `${what}: ${String(actual)}`).toBe('number');
  const diff = Math.abs((actual as number) - expected);
  const relative = Math.abs(expected) > 1e-9 ? diff / Math.abs(expected) : diff;
  if (relative > worst.relative) Object.assign(worst, { relative, where: what });
  expect(diff <= 1e-6 * Math.abs(expected) + 1e-9, `${what}: ${actual} vs ${expected}`).toBe(true);
}

/** The engine's flows of the hold (docs/model.md#sale) from its result: -equity, NOI − TI − LC − debt service, the sale. */
export function engineFlows(input: AnalysisInput, result: AnalysisResult): number[] {
  const i = resolveInput(input);
  const hold = Math.max(1, Math.round(i.holdPeriod));
  const years = result.leaseProjection?.years;
  const flows = [-result.equityInvested];
  let noi = result.noi;
  for (let t = 1; t <= hold; t++) {
    const year = years?.[t - 1];
    const capex = year ? year.tenantImprovements + year.leasingCommissions : 0;
    const ds = debtServiceInYear(
      result.annualDebtService,
      result.loanAmount,
      i.loanTerm,
      i.isInterestOnly,
      t,
    );
    flows.push((year ? year.noi : noi) - capex - ds);
    noi *= 1 + i.rentEscalationRate / 100;
  }
  flows[hold] = (flows[hold] as number) + result.netSaleProceeds;
  return flows;
}

/** Every engine figure the workbook must reproduce, checked against the recalculated workbook. */
export function expectEngineFigures(
  live: RecalculatedFigures,
  input: AnalysisInput,
  result: AnalysisResult,
  tag: string,
): void {
  const hold = Math.max(1, Math.round(resolveInput(input).holdPeriod));
  expectClose(live.value('NetOperatingIncome'), result.noi, `${tag} NOI`);
  expectClose(live.value('AnnualDebtService'), result.annualDebtService, `${tag} annual debt service`);
  expectClose(live.value('SalePrice'), result.salePrice, `${tag} sale price`);
  expectClose(live.value('NetSaleProceeds'), result.netSaleProceeds, `${tag} net sale proceeds`);
  expectClose(live.value('HoldIrr'), irrFraction(result), `${tag} IRR`);
  expectClose(live.value('HoldNpv'), result.npv ?? null, `${tag} NPV`);
  expectClose(live.value('EquityMultiple'), result.equityMultiple, `${tag} equity multiple`);
  const flows = live.row('Cash Flow', 'Net Cash Flow');
  engineFlows(input, result).forEach((flow, t) => {
    expectClose(flows[t] ?? null, flow, `${tag} cash flow of year ${t}`);
  });
  const beforeSale = live.row('Cash Flow', 'Cash Flow Before Sale');
  const i = resolveInput(input);
  result.cashFlowProjections.slice(0, hold).forEach((year) => {
    // The engine's cash flow of a year pays an interest-only balloon; the sheet's is before it.
    const balloon = i.isInterestOnly && year.year === Math.ceil(i.loanTerm) ? result.loanAmount : 0;
    expectClose(
      beforeSale[year.year] ?? null,
      year.cashFlow + balloon,
      `${tag} projected cash flow of year ${year.year}`,
    );
  });
  for (const line of summaryLines(result).filter((summary) => summary.live)) {
    expectClose(live.row('Summary', line.label)[0] ?? null, line.shown, `${tag} Summary ${line.label}`);
  }
}

/** The Lease Projection sheet's lines and the engine's year field each shows (deductions negative). */
const LEASE_LINES = [
  ['Scheduled Rent', 'scheduledRent', 1],
  ['Free Rent', 'freeRent', -1],
  ['Credit Loss', 'creditLoss', -1],
  ['Other Income', 'otherIncome', 1],
  ['Recoveries', 'recoveries', 1],
  ['Effective Gross Income', 'effectiveGrossIncome', 1],
  ['Operating Expenses', 'operatingExpenses', -1],
  ['Net Operating Income', 'noi', 1],
  ['Tenant Improvements', 'tenantImprovements', -1],
  ['Leasing Commissions', 'leasingCommissions', -1],
  ['Occupancy', 'occupancy', 0.01],
] as const;

/** Asserts every line of every year of the Lease Projection sheet equals the engine's projection. */
export function expectLeaseYears(live: RecalculatedFigures, result: AnalysisResult, tag: string): void {
  const years = result.leaseProjection?.years ?? [];
  expect(years.length, `${tag} projected years`).toBeGreaterThan(0);
  for (const [label, key, sign] of LEASE_LINES) {
    const row = live.row('Lease Projection', label);
    years.forEach((year, t) => {
      expectClose(row[t] ?? null, sign * year[key], `${tag} ${label}, year ${t + 1}`);
    });
  }
}
