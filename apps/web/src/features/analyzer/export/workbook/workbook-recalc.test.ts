import {
  type AnalysisInput,
  type AnalysisResult,
  analyze,
  debtServiceInYear,
  resolveInput,
} from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF } from '../../../../../test/analyzer-fixtures';
import { type LiveValue, type LiveWorkbook, recalculate } from '../../../../../test/recalc-harness';
import { workbookDeals } from '../../../../../test/workbook-deals';
import { toAnalysisInput } from '../../model/deal-mapping';
import { RENT_ROLL_SECTION } from '../../report/rent-roll-section';
import { columnsOn } from '../../report/report-section';
import { buildAnalysisWorkbook } from './build-workbook';
import { irrFraction } from './cached-figures';
import { summaryLines } from './summary-sheet';

/** The Rent Roll sheet's cell of the first lease's rent per sq ft (row 2, the section's column). */
const RENT_CELL = `${String.fromCharCode(
  65 + columnsOn(RENT_ROLL_SECTION, 'workbook').findIndex((column) => column.key === 'rentPerSqft'),
)}2`;

/** The largest relative difference seen between a recalculated figure and the engine's. */
const worst = { relative: 0, where: '' };

afterAll(() => {
  console.info(
    `workbook recalculation: largest relative difference ${worst.relative.toExponential(2)} (${worst.where})`,
  );
});

/** Asserts a recalculated figure equals the engine's to 1e-6 (relative; 1e-9 absolute near 0); null is "N/A". */
function expectClose(actual: LiveValue, expected: number | null, what: string): void {
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
function engineFlows(input: AnalysisInput, result: AnalysisResult): number[] {
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
function expectEngineFigures(
  live: LiveWorkbook,
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

describe('exported workbook recalculated by HyperFormula', () => {
  const deals = workbookDeals();

  it('covers at least 20 varied deals', () => {
    expect(deals.length).toBeGreaterThanOrEqual(20);
  });

  it.each(deals)(
    '$name: the formulas reproduce analyze(), and again after changing price and rate',
    async ({ values }) => {
      const input = toAnalysisInput(values, FIXTURE_AS_OF);
      const result = analyze(input);
      const live = await recalculate(
        buildAnalysisWorkbook(ExcelJS.Workbook, { values, asOf: FIXTURE_AS_OF, result }),
      );
      expectEngineFigures(live, input, result, 'as exported:');
      expect(live.cached.length).toBeGreaterThan(50);
      // exceljs writes no cached result for a formula whose result is 0; every other cell has one,
      // except the Lease Months sheet's (each suite by month: computed when the file opens).
      const blank = live.uncached.filter(
        ({ sheet, a1 }) => sheet !== 'Lease Months' && live.valueAt(sheet, a1) !== 0,
      );
      expect(
        blank.map(({ sheet, a1 }) => `${sheet}!${a1} = ${String(live.valueAt(sheet, a1))}`),
        'formula cells a viewer that does not recalculate would show blank',
      ).toEqual([]);
      for (const { sheet, a1, result: shown } of live.cached) {
        expectClose(
          live.valueAt(sheet, a1),
          shown === 'N/A' ? null : (shown as number),
          `cached result of ${sheet}!${a1}`,
        );
      }

      const changed = {
        ...input,
        purchasePrice: Math.round(input.purchasePrice * 1.12),
        interestRate: input.interestRate + 0.75,
      };
      live.set('PurchasePrice', changed.purchasePrice);
      live.set('InterestRate', changed.interestRate / 100);
      expectEngineFigures(live, changed, analyze(changed), 'price and rate changed:');

      const first = changed.tenantLeases?.[0];
      if (first && changed.projectionMode !== 'leases') {
        const rent = {
          ...changed,
          tenantLeases: [
            { ...first, rentPerSqft: first.rentPerSqft + 4 },
            ...(changed.tenantLeases ?? []).slice(1),
          ],
        };
        live.setAt('Rent Roll', RENT_CELL, first.rentPerSqft + 4);
        expectEngineFigures(live, rent, analyze(rent), 'first lease rent changed:');
      }
    },
  );
});
