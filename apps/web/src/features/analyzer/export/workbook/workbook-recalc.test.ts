import { analyze } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF } from '../../../../../test/analyzer-fixtures';
import { expectClose, expectEngineFigures, logWorstDifference } from '../../../../../test/engine-figures';
import { recalculate } from '../../../../../test/recalc-harness';
import { workbookDeals } from '../../../../../test/workbook-deals';
import { toAnalysisInput } from '../../model/deal-mapping';
import { RENT_ROLL_SECTION } from '../../report/rent-roll-section';
import { columnsOn } from '../../report/report-section';
import { buildAnalysisWorkbook } from './build-workbook';

/** The Rent Roll sheet's cell of the first lease's rent per sq ft (row 2, the section's column). */
const RENT_CELL = `${String.fromCharCode(
  65 + columnsOn(RENT_ROLL_SECTION, 'workbook').findIndex((column) => column.key === 'rentPerSqft'),
)}2`;

afterAll(() => logWorstDifference('workbook recalculation'));

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
        if (typeof shown === 'string' && shown !== 'N/A') {
          // a title made of inputs ("Returns (7-year hold)")
          expect(live.valueAt(sheet, a1), `cached text of ${sheet}!${a1}`).toBe(shown);
          continue;
        }
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
