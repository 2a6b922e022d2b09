import { type AnalysisInput, type AnalysisResult, analyze, type TenantLease } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import type { RawCellContent } from 'hyperformula';
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
import { toAnalysisInput } from '../../model/deal-mapping';
import type { AnalyzerFormValues } from '../../model/form-values';
import { RENT_ROLL_SECTION } from '../../report/rent-roll-section';
import { columnsOn } from '../../report/report-section';
import { buildAnalysisWorkbook } from './build-workbook';
import { columnLetter } from './sheet-kit';

afterAll(() => logWorstDifference('lease-by-lease workbook, inputs changed one by one'));

const RENT_ROLL_COLUMNS = columnsOn(RENT_ROLL_SECTION, 'workbook').map((column) => column.key);

/** The Rent Roll sheet's cell of lease i (0-based) in a section column. */
function leaseCell(i: number, key: string): string {
  const column = RENT_ROLL_COLUMNS.indexOf(key);
  if (column < 0) throw new Error(`no Rent Roll column ${key}`);
  return `${columnLetter(column + 1)}${i + 2}`;
}

/** The Rent Roll cell of lease i's step k (0-based): its date, or its rent, for `slots` step slots. */
function stepCell(i: number, k: number, part: 'date' | 'rent', slots: number): string {
  const first = RENT_ROLL_COLUMNS.length + 1 + (part === 'rent' ? slots : 0);
  return `${columnLetter(first + k)}${i + 2}`;
}

/** A date as the spreadsheet's serial number. */
const serial = (iso: string) => 25569 + Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** One edit an analyst makes: to the engine's input, and the same edit in the workbook. */
interface Edit {
  what: string;
  input: (i: AnalysisInput, lease: (n: number) => TenantLease) => void;
  sheet: (live: LiveWorkbook) => void;
}

/** An edit of a named input cell; `scale` converts the engine's percent to the cell's fraction. */
function named(name: keyof AnalysisInput, cell: string, value: number | boolean, scale = 1): Edit {
  return {
    what: `${cell} → ${String(value)}`,
    input: (i) => Object.assign(i, { [name]: value }),
    sheet: (live) => live.set(cell, typeof value === 'number' ? value / scale : value),
  };
}

/** An edit of lease n's field, written in the Rent Roll cell as `cell` (the value, by default). */
function leaseEdit(
  n: number,
  field: keyof TenantLease,
  value: unknown,
  cell: RawCellContent,
  key: string = field,
): Edit {
  return {
    what: `lease ${n + 1} ${field} → ${JSON.stringify(value)}`,
    input: (_, lease) => Object.assign(lease(n), { [field]: value }),
    sheet: (live) => live.setAt('Rent Roll', leaseCell(n, key), cell),
  };
}

/** Every edit of the list, applied one after another to the 20-lease deal. */
function edits(slots: number): Edit[] {
  const step = (n: number, k: number, date: string, rentPerSqft: number): Edit => ({
    what: `lease ${n + 1} step ${k + 1} → ${date} at ${rentPerSqft}`,
    input: (_, lease) => {
      const steps = [...(lease(n).rentSteps ?? [])];
      steps[k] = { date, rentPerSqft };
      lease(n).rentSteps = steps;
    },
    sheet: (live) => {
      live.setAt('Rent Roll', stepCell(n, k, 'date', slots), serial(date));
      live.setAt('Rent Roll', stepCell(n, k, 'rent', slots), rentPerSqft);
    },
  });
  return [
    named('vacancyRate', 'VacancyRate', 7, 100),
    named('propertyTaxes', 'PropertyTaxes', 92_000),
    named('insurance', 'Insurance', 21_000),
    named('maintenance', 'Maintenance', 30_500),
    named('managementFees', 'ManagementFees', 27_000),
    named('repairs', 'Repairs', 14_500),
    named('otherExpenses', 'OtherExpenses', 9_750),
    named('otherIncome', 'OtherIncome', 15_000),
    named('marketRentGrowth', 'MarketRentGrowth', 4.5, 100),
    named('expenseGrowthRate', 'ExpenseGrowthRate', 2, 100),
    named('marketRentPerSqft', 'MarketRentPerSqft', 31),
    named('downtimeMonths', 'DowntimeMonths', 9),
    named('renewalProbability', 'RenewalProbability', 55, 100),
    named('newFreeMonths', 'NewFreeMonths', 5),
    named('renewalFreeMonths', 'RenewalFreeMonths', 3),
    named('newTiPerSqft', 'NewTiPerSqft', 35),
    named('renewalTiPerSqft', 'RenewalTiPerSqft', 8),
    named('newLcPercent', 'NewLcPercent', 5, 100),
    named('renewalLcPercent', 'RenewalLcPercent', 2.5, 100),
    named('renewalTermMonths', 'RenewalTermMonths', 84),
    named('isNnnLease', 'IsNnnLease', false),
    leaseEdit(4, 'sqftLeased', 2_500, 2_500, 'sqft'),
    leaseEdit(0, 'rentPerSqft', 25, 25),
    leaseEdit(12, 'rentPerSqft', 33, 33),
    leaseEdit(0, 'annualRentIncrease', 4, 0.04),
    leaseEdit(6, 'startDate', '2027-04-01', serial('2027-04-01')),
    leaseEdit(6, 'freeMonths', 3, 3),
    leaseEdit(8, 'endDate', '2029-03-31', serial('2029-03-31')),
    leaseEdit(12, 'endDate', '2026-06-30', serial('2026-06-30')),
    step(2, 1, '2027-05-01', 29),
    step(2, 0, '2024-06-15', 25.1),
    step(3, 3, '2028-04-01', 30),
    step(18, 0, '2027-07-01', 40),
    leaseEdit(3, 'recoveryType', 'base-year', 'Base year'),
    leaseEdit(1, 'recoveryType', 'nnn', 'NNN'),
    leaseEdit(0, 'recoveryType', null, ''),
    leaseEdit(4, 'marketRentPerSqft', 33, 33),
    leaseEdit(2, 'marketRentPerSqft', null, ''),
  ];
}

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
