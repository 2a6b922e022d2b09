import { analyze, rentRollSummary, resolveInput } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, retailRentRoll } from '../../../../../test/analyzer-fixtures';
import { recalculate } from '../../../../../test/recalc-harness';
import { leaseDetailDeal } from '../../../../../test/workbook-deals';
import { toAnalysisInput } from '../../model/deal-mapping';
import type { AnalyzerFormValues } from '../../model/form-values';
import { buildAnalysisWorkbook } from './build-workbook';
import { LEASE_SHEET_NOTE } from './lease-sheet';
import { FORMATS } from './sheet-kit';

/** The workbook of a deal as the file holds it, with the engine's result. */
async function fileOf(values: AnalyzerFormValues) {
  const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
  const built = buildAnalysisWorkbook(ExcelJS.Workbook, { values, asOf: FIXTURE_AS_OF, result });
  const file = new ExcelJS.Workbook();
  await file.xlsx.load((await built.xlsx.writeBuffer()) as ArrayBuffer);
  return { file, built, result };
}

/** The values of one row from column A on (formulas as their cached results). */
function rowValues(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  const values: unknown[] = [];
  sheet.getRow(row).eachCell({ includeEmpty: true }, (cell, column) => {
    const value = cell.value as { result?: unknown } | null;
    values[column - 1] =
      value !== null && typeof value === 'object' && 'result' in value ? value.result : value;
  });
  return values;
}

/** The row whose column A reads `label`. */
function rowOf(sheet: ExcelJS.Worksheet, label: string): number {
  let found = 0;
  sheet.eachRow((row, r) => {
    if (row.getCell(1).value === label && found === 0) found = r;
  });
  if (found === 0) throw new Error(`no ${label} on ${sheet.name}`);
  return found;
}

const utc = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe('workbook of the lease detail (underwriting.md 11.1)', () => {
  it('writes suite, recovery type, market rent and rent steps on the Rent Roll sheet', async () => {
    const { file } = await fileOf(leaseDetailDeal());
    const sheet = file.getWorksheet('Rent Roll')!;
    expect(rowValues(sheet, 1)).toEqual([
      'Suite',
      'Tenant',
      'Sq Ft',
      'Rent/Sq Ft',
      'Lease Term (Months)',
      'Free Months',
      'Tenant Improvements',
      'Annual Increase',
      'Start Date',
      'End Date',
      'Recovery',
      'Market Rent/Sq Ft',
      'Annual Rent',
      'Effective Rent',
      'Remaining Term',
      // the most steps a lease has (3) and two spare slots: dates, then rents
      ...[1, 2, 3, 4, 5].map((k) => `Step ${k} Date`),
      ...[1, 2, 3, 4, 5].map((k) => `Step ${k} Rent/Sq Ft`),
    ]);
    const first = rowValues(sheet, 2);
    expect(first.slice(0, 4)).toEqual(['100', 'Atlas Insurance', 5000, 28]);
    expect(first.slice(10, 13)).toEqual(['NNN', 'Property', 140_000]);
    // Cove Dental: no suite, gross, its own market rent as a number in the $/sq ft format.
    const cove = rowValues(sheet, 4);
    expect(cove[0] ?? '').toBe('');
    expect(cove.slice(10, 12)).toEqual(['Gross', 36]);
    expect(sheet.getCell('L4').numFmt).toBe(FORMATS.perSqft);
    expect(rowValues(sheet, 5).slice(0, 2)).toEqual(['Suite 300', 'Delta Engineering']);
    expect(rowValues(sheet, 5)[10]).toBe('NNN (property)');
  });

  it("writes each lease's rent steps beside its row: the dates as dates, then the rents", async () => {
    const { file } = await fileOf(leaseDetailDeal());
    const sheet = file.getWorksheet('Rent Roll')!;
    const steps = (row: number) => rowValues(sheet, row).slice(15, 25);
    expect(steps(2)).toEqual([
      utc('2025-02-01'),
      utc('2026-02-01'),
      null,
      null,
      null,
      29,
      30,
      null,
      null,
      null,
    ]);
    expect(steps(3)).toEqual([
      utc('2026-07-01'),
      utc('2027-07-01'),
      utc('2028-01-01'),
      null,
      null,
      32,
      33.5,
      34.25,
      null,
      null,
    ]);
    expect(steps(4)).toEqual(Array(10).fill(null));
    expect(sheet.getCell(2, 16).numFmt).toBe(FORMATS.date);
    expect(sheet.getCell(2, 21).numFmt).toBe(FORMATS.perSqft);
    // an empty slot is formatted for a step typed into it
    expect(sheet.getCell(4, 16).numFmt).toBe(FORMATS.date);
    // No steps in simple mode, no step columns, and no steps table under the totals.
    const plain = (await fileOf(retailRentRoll())).file.getWorksheet('Rent Roll')!;
    expect(() => rowOf(plain, 'Rent Steps')).toThrow();
    expect(rowValues(plain, 1)).not.toContain('Step 1 Date');
  });

  it("holds the lease projection as yearly sums of the Lease Months sheet (the engine's figures cached), with suite and tenant per rollover", async () => {
    const { file, result } = await fileOf(leaseDetailDeal());
    const sheet = file.getWorksheet('Lease Projection')!;
    const projection = result.leaseProjection!;
    expect(rowOf(sheet, LEASE_SHEET_NOTE)).toBeGreaterThan(rowOf(sheet, 'Occupancy'));
    const lines = ['Scheduled Rent', 'Recoveries', 'Net Operating Income'] as const;
    const keys = {
      'Scheduled Rent': 'scheduledRent',
      Recoveries: 'recoveries',
      'Net Operating Income': 'noi',
    } as const;
    for (const label of lines) {
      expect(rowValues(sheet, rowOf(sheet, label)).slice(1)).toEqual(
        projection.years.map((y) => y[keys[label]]),
      );
    }
    const header = rowOf(sheet, 'Suite');
    expect(rowValues(sheet, header).slice(0, 3)).toEqual(['Suite', 'Tenant', 'Sq Ft']);
    projection.rollovers.forEach((rollover, i) => {
      expect(rowValues(sheet, header + 1 + i).slice(0, 3)).toEqual([
        rollover.suite,
        rollover.tenant,
        rollover.sqft,
      ]);
    });
    expect(rowValues(sheet, header + 1).slice(0, 2)).toEqual(['Cove Dental', 'Cove Dental']);
    expect(rowValues(sheet, header + 2).slice(0, 2)).toEqual(['100', 'Atlas Insurance']);
  });

  it("recalculates to the engine's figures of the detailed deal (rent steps, own market rents, per-suite recoveries)", async () => {
    const values = leaseDetailDeal();
    const { built, result } = await fileOf(values);
    const live = await recalculate(built);
    // The lease detail changes the figures (against the same deal without it) ...
    const bare = analyze(
      toAnalysisInput(
        {
          ...values,
          tenantLeases: values.tenantLeases.map(
            ({ suite: _s, rentSteps: _r, recoveryType: _t, marketRentPerSqft: _m, ...lease }) => lease,
          ),
        },
        FIXTURE_AS_OF,
      ),
    );
    expect(result.noi).not.toBeCloseTo(bare.noi, 0);
    expect(result.leaseProjection!.years[0]!.recoveries).not.toBeCloseTo(
      bare.leaseProjection!.years[0]!.recoveries,
      0,
    );
    // ... and the workbook recalculates to them.
    expect(live.value('NetOperatingIncome')).toBeCloseTo(result.noi, 6);
    expect(live.value('HoldIrr')).toBeCloseTo(result.irr / 100, 9);
    expect(live.value('NetSaleProceeds')).toBeCloseTo(result.netSaleProceeds, 4);
    // The rent roll's gross potential rent keeps each lease's rentPerSqft (steps aside), as the engine's.
    const input = resolveInput(toAnalysisInput(values, FIXTURE_AS_OF));
    expect(live.value('GrossPotentialRent')).toBeCloseTo(
      rentRollSummary(input.tenantLeases, input.sqft).grossPotentialRent,
      6,
    );
  });
});
