import { type AnalysisInput, type AnalysisResult, analyze, type TenantLease } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  FIXTURE_AS_OF,
  leaseByLeaseDeal,
  officeDeal,
  retailRentRoll,
} from '../../../../../test/analyzer-fixtures';
import {
  expectEngineFigures,
  expectLeaseYears,
  logWorstDifference,
} from '../../../../../test/engine-figures';
import { type LiveWorkbook, recalculate } from '../../../../../test/recalc-harness';
import { twentyLeaseDetailDeal } from '../../../../../test/workbook-deals';
import { edits, leaseCell } from '../../../../../test/workbook-edits';
import { toAnalysisInput } from '../../model/deal-mapping';
import type { AnalyzerFormValues } from '../../model/form-values';
import { buildAnalysisWorkbook } from './build-workbook';

afterAll(() => logWorstDifference('lease-by-lease workbook, inputs changed one by one'));

/** The deal's engine input, its workbook recalculated, and the step slots of its Rent Roll. */
async function liveDeal(values: AnalyzerFormValues) {
  const input = toAnalysisInput(values, FIXTURE_AS_OF);
  const result = analyze(input);
  const live = await recalculate(
    buildAnalysisWorkbook(ExcelJS.Workbook, { values, asOf: FIXTURE_AS_OF, result }),
  );
  const most = Math.max(...values.tenantLeases.map((lease) => lease.rentSteps?.length ?? 0));
  return { input, result, live, slots: most + 2 };
}

/** Asserts the recalculated workbook shows the engine's figures for `input`, every projected year included. */
function expectDeal(live: LiveWorkbook, input: AnalysisInput, tag: string): AnalysisResult {
  const result = analyze(input);
  expectEngineFigures(live, input, result, tag);
  expectLeaseYears(live, result, tag);
  return result;
}

describe('lease-by-lease workbook stays live (issue 26)', () => {
  it('recalculates every output to analyze() after each input an analyst can type, one after another', async () => {
    const { input, live, slots } = await liveDeal(twentyLeaseDetailDeal());
    expect(input.tenantLeases).toHaveLength(20);
    let previous = expectDeal(live, input, 'as exported:');
    const lease = (n: number) => input.tenantLeases?.[n] as TenantLease;
    for (const edit of edits(slots)) {
      edit.input(input, lease);
      edit.sheet(live);
      const result = expectDeal(live, input, `${edit.what}:`);
      // every edit changes the deal's figures, so no edit passes by changing nothing
      expect(JSON.stringify(result.leaseProjection), edit.what).not.toBe(
        JSON.stringify(previous.leaseProjection),
      );
      previous = result;
    }
  }, 120_000);

  it('switches the whole building to recoveries per suite when one lease gets a recovery type', async () => {
    const { input, live } = await liveDeal(leaseByLeaseDeal());
    expect(live.value('PerSuiteRecoveries')).toBe(false);
    const before = expectDeal(live, input, 'no recovery types:');
    input.tenantLeases = (input.tenantLeases ?? []).map((l, i) =>
      i === 0 ? { ...l, recoveryType: 'gross' } : l,
    );
    live.setAt('Rent Roll', leaseCell(0, 'recoveryType'), 'Gross');
    expect(live.value('PerSuiteRecoveries')).toBe(true);
    const after = expectDeal(live, input, 'first lease gross:');
    expect(after.leaseProjection?.years[0]?.recoveries).toBeLessThan(
      before.leaseProjection?.years[0]?.recoveries ?? 0,
    );
  });

  it.each([
    ['lease by lease', leaseByLeaseDeal()],
    ['simple, aggregate', officeDeal()],
    ['simple, rent roll', retailRentRoll()],
  ])('moves the sale with the Hold Period input (%s): every hold the sheet has', async (_, values) => {
    const { input, live } = await liveDeal(values);
    const last = live.row('Cash Flow', 'Year').filter((cell) => typeof cell === 'number').length - 1;
    expect(last).toBe(16);
    for (const hold of [1, 4, 10, 15]) {
      input.holdPeriod = hold;
      live.set('HoldPeriod', hold);
      const result = analyze(input);
      expectEngineFigures(live, input, result, `hold ${hold}:`);
      // after the hold, no cash flow
      expect(live.row('Cash Flow', 'Net Cash Flow').slice(hold + 1, last + 1)).toEqual(
        Array(last - hold).fill(0),
      );
      expect(live.valueAt('Cash Flow', 'A1')).toBe('Year');
    }
  });
});
