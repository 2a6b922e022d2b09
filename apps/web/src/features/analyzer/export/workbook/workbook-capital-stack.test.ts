import { type AnalysisInput, analyze, projectionYears, resolveInput } from '@cre/underwriting';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_AS_OF, leaseByLeaseDeal, officeDeal } from '../../../../../test/analyzer-fixtures';
import { expectClose, logWorstDifference } from '../../../../../test/engine-figures';
import { type LiveWorkbook, recalculate } from '../../../../../test/recalc-harness';
import {
  expectStackFigures,
  type StackFigures,
  splitRef,
  stackDeal,
} from '../../../../../test/stack-workbook-checks';
import { toAnalysisInput } from '../../model/deal-mapping';
import type { AnalyzerFormValues } from '../../model/form-values';
import { buildAnalysisWorkbook } from './build-workbook';
import { debtScheduleLayout } from './debt-schedule-sheet';

afterAll(() => logWorstDifference('capital stack workbook (HyperFormula)'));

/** A simple-mode deal with rent to carry the example's debt. */
const simpleBase = (): AnalyzerFormValues => ({ ...officeDeal(), annualRent: 600_000 });

/** The deal's engine input, its workbook recalculated by HyperFormula, and the Debt Schedule's layout. */
async function liveStack(values: AnalyzerFormValues) {
  const input = toAnalysisInput(values, FIXTURE_AS_OF);
  const result = analyze(input);
  const live = await recalculate(
    buildAnalysisWorkbook(ExcelJS.Workbook, { values, asOf: FIXTURE_AS_OF, result }),
  );
  const resolved = resolveInput(input);
  const last =
    result.leaseProjection?.years.length ?? projectionYears(Math.max(1, Math.round(resolved.holdPeriod)));
  return { input, result, live, layout: debtScheduleLayout(resolved, last) };
}

/** The HyperFormula workbook as the checks read it. */
function figures(live: LiveWorkbook): StackFigures {
  return {
    value: live.value,
    row: live.row,
    at: (ref) => {
      const { sheet, a1 } = splitRef(ref);
      return live.valueAt(sheet, a1);
    },
  };
}

/** The senior loan of section 5 alone: no interest-only months, maturity, fee, second loan or refinance. */
const SINGLE_LOAN = {
  interestOnlyMonths: 0,
  loanMaturityYears: null,
  loanFeePercent: 0,
  secondLoan: null,
  refinance: null,
} satisfies Partial<AnalyzerFormValues>;

const VARIANTS: [string, AnalyzerFormValues][] = [
  ['the example deal, simple projection', stackDeal(simpleBase())],
  ['the example deal, lease by lease', stackDeal(leaseByLeaseDeal())],
  [
    'a 50 % catch-up before a 20 % first promote',
    stackDeal(simpleBase(), {
      waterfall: {
        lpEquityPercent: 90,
        prefRate: 8,
        catchUpPercent: 50,
        tiers: [{ hurdleIrr: 12, promotePercent: 20 }],
        residualPromotePercent: 30,
      },
    }),
  ],
  [
    'a full catch-up straight to the residual promote, LP-only equity, no hurdle, leases',
    stackDeal(leaseByLeaseDeal(), {
      waterfall: {
        lpEquityPercent: 100,
        prefRate: 7,
        catchUpPercent: 100,
        tiers: [],
        residualPromotePercent: 20,
      },
    }),
  ],
  [
    'balloons inside the hold with no refinance',
    stackDeal(simpleBase(), { loanMaturityYears: 5, refinance: null }),
  ],
  [
    'an amortizing second loan and a refinance whose DSCR limit binds',
    stackDeal(simpleBase(), {
      secondLoan: {
        percentOfPrice: 10,
        interestRate: 9,
        amortizationYears: 20,
        maturityYears: 8,
        feePercent: 2,
      },
      refinance: {
        year: 2,
        loanToValuePercent: 80,
        minDscr: 1.6,
        capRate: 6,
        interestRate: 7.5,
        amortizationYears: 25,
        interestOnlyMonths: 18,
        maturityYears: 4,
        costsPercent: 1.5,
        prepaymentPercent: 2,
      },
      waterfall: {
        lpEquityPercent: 80,
        prefRate: 8,
        catchUpPercent: 0,
        tiers: [
          { hurdleIrr: 12, promotePercent: 20 },
          { hurdleIrr: 18, promotePercent: 35 },
        ],
        residualPromotePercent: 50,
      },
    }),
  ],
  ['a hold that ends in the refinance year', stackDeal(simpleBase(), { holdPeriod: 3 })],
  [
    'an interest-only senior loan and no waterfall',
    stackDeal(simpleBase(), { isInterestOnly: true, waterfall: null }),
  ],
  ['a waterfall alone, on a single loan', stackDeal(simpleBase(), SINGLE_LOAN)],
  [
    'interest-only months alone, lease by lease',
    stackDeal(leaseByLeaseDeal(), { ...SINGLE_LOAN, interestOnlyMonths: 18, waterfall: null }),
  ],
];

describe('capital stack workbook recalculated by HyperFormula', () => {
  it.each(VARIANTS)(
    '%s: every debt schedule cell, the refinance, the waterfall and the returns equal analyze()',
    async (_, values) => {
      const { input, result, live, layout } = await liveStack(values);
      expectStackFigures(figures(live), layout, input, 'as exported:');
      expect(result.irrStatus).toBe('converged');
      // a viewer that does not recalculate shows the app's figures: every cached result is the formula's
      for (const { sheet, a1, result: shown } of live.cached) {
        const value = live.valueAt(sheet, a1);
        if (typeof shown === 'string' && shown !== 'N/A') expect(value, `${sheet}!${a1}`).toBe(shown);
        else
          expectClose(value, shown === 'N/A' ? null : (shown as number), `cached result of ${sheet}!${a1}`);
      }
      const stackSheets = new Set(['Debt Schedule', 'Waterfall']);
      expect(live.cached.filter(({ sheet }) => stackSheets.has(sheet)).length).toBeGreaterThan(100);
    },
  );

  it('covers the variants the figures should: a binding DSCR, balloons in the hold, a refinance that does not apply', () => {
    const results = VARIANTS.map(([, values]) => analyze(toAnalysisInput(values, FIXTURE_AS_OF)));
    expect(results[0]?.refinance?.constrainedBy).toBe('ltv');
    expect(results[5]?.refinance?.constrainedBy).toBe('dscr');
    expect(results[6]?.refinance).toBeNull();
    expect(results[2]?.waterfall?.years.some((y) => (y.byTier[1] ?? 0) > 0)).toBe(true);
    expect(results[1]?.leaseProjection).not.toBeNull();
  });

  it('stays live: the preferred return, the refinance LTV, the fee, the maturity and the hold move every figure to analyze()', async () => {
    const { input, live, layout } = await liveStack(stackDeal(simpleBase()));
    const reader = figures(live);
    const steps: [string, (i: AnalysisInput) => void, () => void][] = [
      [
        'pref 10 %',
        (i) => Object.assign(i, { waterfall: { ...i.waterfall, prefRate: 10 } }),
        () => live.set('PrefRate', 0.1),
      ],
      [
        'refinance LTV 55 %',
        (i) => Object.assign(i, { refinance: { ...i.refinance, loanToValuePercent: 55 } }),
        () => live.set('RefiLtv', 0.55),
      ],
      [
        'loan fee 2 %',
        (i) => Object.assign(i, { loanFeePercent: 2 }),
        () => live.set('LoanFeePercent', 0.02),
      ],
      [
        'maturity 3 years (the balloon in the refinance year)',
        (i) => Object.assign(i, { loanMaturityYears: 3 }),
        () => live.set('LoanMaturityYears', 3),
      ],
      [
        'interest-only 30 months',
        (i) => Object.assign(i, { interestOnlyMonths: 30 }),
        () => live.set('InterestOnlyMonths', 30),
      ],
      [
        'second loan 12 %',
        (i) => Object.assign(i, { secondLoan: { ...i.secondLoan, percentOfPrice: 12 } }),
        () => live.set('SecondLoanPercent', 0.12),
      ],
      [
        'hold 2 (before the refinance)',
        (i) => Object.assign(i, { holdPeriod: 2 }),
        () => live.set('HoldPeriod', 2),
      ],
      ['hold 10', (i) => Object.assign(i, { holdPeriod: 10 }), () => live.set('HoldPeriod', 10)],
      [
        'minimum DSCR 3.00 (binds)',
        (i) => Object.assign(i, { refinance: { ...i.refinance, minDscr: 3 } }),
        () => live.set('RefiMinDscr', 3),
      ],
      [
        'no minimum DSCR',
        (i) => Object.assign(i, { refinance: { ...i.refinance, minDscr: null } }),
        () => live.set('RefiMinDscr', null),
      ],
      [
        'catch-up 60 %',
        (i) => Object.assign(i, { waterfall: { ...i.waterfall, catchUpPercent: 60 } }),
        () => live.set('CatchUpPercent', 0.6),
      ],
      ['rate 7 %', (i) => Object.assign(i, { interestRate: 7 }), () => live.set('InterestRate', 0.07)],
    ];
    let previous = analyze(input);
    for (const [what, change, edit] of steps) {
      change(input);
      edit();
      const result = expectStackFigures(reader, layout, input, `${what}:`);
      expect(JSON.stringify(result), what).not.toBe(JSON.stringify(previous));
      previous = result;
    }
  });

  it('stays live lease by lease: the refinance year, a hurdle and the LP share move every figure to analyze()', async () => {
    const { input, live, layout } = await liveStack(stackDeal(leaseByLeaseDeal()));
    const reader = figures(live);
    const steps: [string, (i: AnalysisInput) => void, () => void][] = [
      [
        'refinance in year 5',
        (i) => Object.assign(i, { refinance: { ...i.refinance, year: 5 } }),
        () => live.set('RefiYear', 5),
      ],
      [
        'hurdle 15 %',
        (i) =>
          Object.assign(i, { waterfall: { ...i.waterfall, tiers: [{ hurdleIrr: 15, promotePercent: 20 }] } }),
        () => live.set('Tier1Hurdle', 0.15),
      ],
      [
        'LP 75 %',
        (i) => Object.assign(i, { waterfall: { ...i.waterfall, lpEquityPercent: 75 } }),
        () => live.set('LpEquityPercent', 0.75),
      ],
    ];
    let previous = analyze(input);
    for (const [what, change, edit] of steps) {
      change(input);
      edit();
      const result = expectStackFigures(reader, layout, input, `leases, ${what}:`);
      expect(JSON.stringify(result), what).not.toBe(JSON.stringify(previous));
      previous = result;
    }
  });

  it('leaves a deal without a stack as it was: no Debt Schedule or Waterfall sheet, no stack input', async () => {
    const values = officeDeal();
    const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
    const workbook = buildAnalysisWorkbook(ExcelJS.Workbook, { values, asOf: FIXTURE_AS_OF, result });
    expect(workbook.worksheets.map((sheet) => sheet.name)).not.toContain('Debt Schedule');
    expect(workbook.worksheets.map((sheet) => sheet.name)).not.toContain('Waterfall');
    const names = workbook.definedNames.model.map((n) => n.name);
    expect(names).not.toContain('InterestOnlyMonths');
    expect(names).not.toContain('SecondLoanAmount');
    const live = await recalculate(workbook);
    expect(() => live.row('Summary', 'Senior DSCR')).toThrow();
  });
});
