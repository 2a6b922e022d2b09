/**
 * Test support only (imported by the capital stack's workbook tests, never by the app): asserts that
 * a recalculated workbook of a deal with a capital stack shows the engine's figures — every Debt
 * Schedule cell against `debtSchedule()`, the refinance, the hold's net cash flows, the returns,
 * the Summary's lines and the waterfall by tier and year — to 1e-6 relative.
 */
import {
  type AnalysisInput,
  type AnalysisResult,
  analyze,
  debtSchedule,
  irr,
  resolveInput,
} from '@cre/underwriting';
import { expect } from 'vitest';
import { irrFraction } from '../src/features/analyzer/export/workbook/cached-figures';
import type { DebtScheduleLayout } from '../src/features/analyzer/export/workbook/debt-schedule-sheet';
import { loanKey } from '../src/features/analyzer/export/workbook/loan-formulas';
import { summaryLines } from '../src/features/analyzer/export/workbook/summary-sheet';
import { stackSummaryLines } from '../src/features/analyzer/export/workbook/summary-stack-lines';
import { waterfallTiers } from '../src/features/analyzer/export/workbook/waterfall-rows';
import { waterfallRef } from '../src/features/analyzer/export/workbook/waterfall-sheet';
import type { AnalyzerFormValues } from '../src/features/analyzer/model/form-values';
import { expectClose } from './engine-figures';
import type { LiveValue } from './recalc-harness';

/** What the checks read of a recalculated workbook: a name's value, a labelled row, a cell by sheet-qualified address. */
export interface StackFigures {
  value: (name: string) => LiveValue;
  row: (sheet: string, label: string) => LiveValue[];
  at: (ref: string) => LiveValue;
}

/** `'Sheet'!C7` → sheet name and cell address. */
export function splitRef(ref: string): { sheet: string; a1: string } {
  const match = /^'?(.+?)'?!\$?([A-Z]+)\$?(\d+)$/.exec(ref);
  if (!match) throw new Error(`unreadable reference ${ref}`);
  return { sheet: match[1]!.replace(/''/g, "'"), a1: `${match[2]}${match[3]}` };
}

const LOAN_NAMES = { senior: 'Senior loan', second: 'Second loan', refi: 'Refinance loan' } as const;
const LINE_ROLES = [
  ['scheduled', 'scheduled'],
  ['interest', 'interest'],
  ['principal', 'principal'],
  ['balloon', 'balloon'],
  ['repaid', 'repaid'],
  ['ending', 'endingBalance'],
] as const;

/** The hold's equity cash flows from the engine's figures: −equity, NOI − TI − LC − debt service, refinance proceeds, the sale. */
export function stackFlows(input: AnalysisInput, result: AnalysisResult): number[] {
  const i = resolveInput(input);
  const hold = Math.max(1, Math.round(i.holdPeriod));
  const schedule = debtSchedule(i, result);
  const years = result.leaseProjection?.years;
  const flows = [-result.equityInvested];
  for (let t = 1; t <= hold; t++) {
    const year = years?.[t - 1];
    const noi = year ? year.noi : result.noi * (1 + i.rentEscalationRate / 100) ** (t - 1);
    const capex = year ? year.tenantImprovements + year.leasingCommissions : 0;
    let flow = noi - capex - (schedule[t - 1]?.debtService ?? 0);
    if (result.refinance?.year === t) flow += result.refinance.proceeds;
    if (t === hold) flow += result.netSaleProceeds;
    flows.push(flow);
  }
  return flows;
}

/** Every Debt Schedule cell of years 1..last against `debtSchedule()` (0 where a loan is not in force, and after the hold). */
function expectDebtSchedule(
  live: StackFigures,
  layout: DebtScheduleLayout,
  input: AnalysisInput,
  result: AnalysisResult,
  tag: string,
) {
  const schedule = debtSchedule(resolveInput(input), result);
  for (let t = 1; t <= layout.last; t++) {
    const year = schedule[t - 1];
    for (const loan of layout.loans) {
      const line = year?.lines.find((l) => l.loan === LOAN_NAMES[loan.id]);
      for (const [role, field] of LINE_ROLES) {
        const at = live.at(layout.ref(loanKey(loan.id, role), t));
        expectClose(at, line ? line[field] : 0, `${tag} ${loan.title} ${role}, year ${t}`);
      }
    }
    expectClose(
      live.at(layout.ref('total.debtService', t)),
      year?.debtService ?? 0,
      `${tag} debt service, year ${t}`,
    );
  }
}

/** The refinance's figures, or that it does not apply (the hold ends by its year). */
function expectRefinance(live: StackFigures, input: AnalysisInput, result: AnalysisResult, tag: string) {
  if (resolveInput(input).refinance === null) return;
  const refi = result.refinance;
  // a boolean (LibreOffice saves it as 1 or 0)
  const applies = live.value('RefiApplies');
  expect(applies === true || applies === 1, `${tag} refinance applies: ${String(applies)}`).toBe(
    refi !== null,
  );
  if (refi === null) return;
  expectClose(live.value('RefiValue'), refi.value, `${tag} refinance value`);
  expectClose(live.value('RefiNewLoan'), refi.newLoan, `${tag} refinance loan`);
  expectClose(live.value('RefiPayoff'), refi.payoff, `${tag} refinance payoff`);
  expectClose(live.value('RefiProceeds'), refi.proceeds, `${tag} refinance proceeds`);
  expect(live.value('RefiConstrainedBy'), `${tag} refinance constraint`).toBe(refi.constrainedBy);
}

/** The waterfall by year and tier (0 after the hold), and each party's totals. */
function expectWaterfall(
  live: StackFigures,
  input: AnalysisInput,
  result: AnalysisResult,
  last: number,
  tag: string,
) {
  const terms = resolveInput(input).waterfall;
  const w = result.waterfall;
  if (terms === null || w === null) return;
  const count = terms.tiers.length;
  const tiers = waterfallTiers(count).filter((tier) => tier.key !== 'catchUp' || terms.catchUpPercent > 0);
  const cell = (key: string, t: number) => live.at(waterfallRef(count, key, t));
  for (let t = 1; t <= last; t++) {
    const year = w.years[t - 1];
    expectClose(cell('dist', t), year?.distributable ?? 0, `${tag} distributable, year ${t}`);
    expectClose(cell('lp', t), year?.lp ?? 0, `${tag} LP distributions, year ${t}`);
    expectClose(cell('gp', t), year?.gp ?? 0, `${tag} GP distributions, year ${t}`);
    expectClose(cell('promote', t), year?.promote ?? 0, `${tag} promote, year ${t}`);
    tiers.forEach((tier, k) => {
      expectClose(cell(`${tier.key}.x`, t), year?.byTier[k] ?? 0, `${tag} ${tier.label}, year ${t}`);
    });
    if (terms.catchUpPercent === 0) expectClose(cell('catchUp.x', t), 0, `${tag} no catch-up, year ${t}`);
  }
  const party = (who: 'Lp' | 'Gp', p: typeof w.lp) => {
    expectClose(live.value(`${who}Contributed`), p.contributed, `${tag} ${who} contributed`);
    expectClose(live.value(`${who}Distributed`), p.distributed, `${tag} ${who} distributed`);
    expectClose(
      live.value(`${who}Irr`),
      p.irrStatus === 'converged' ? p.irr / 100 : null,
      `${tag} ${who} IRR`,
    );
    expectClose(live.value(`${who}EquityMultiple`), p.equityMultiple, `${tag} ${who} equity multiple`);
  };
  party('Lp', w.lp);
  party('Gp', w.gp);
  expectClose(live.value('GpPromote'), w.gp.promote, `${tag} GP promote`);
}

/**
 * Asserts the recalculated workbook (built with `layout`) shows analyze()'s figures for `input`:
 * the debt schedule cell by cell, the refinance, the net cash flows, returns and financing
 * figures, every live Summary line (the stack's included) and the waterfall. Returns the result.
 */
export function expectStackFigures(
  live: StackFigures,
  layout: DebtScheduleLayout,
  input: AnalysisInput,
  tag: string,
): AnalysisResult {
  const result = analyze(input);
  const i = resolveInput(input);
  const flows = stackFlows(input, result);
  // the oracle's flows are the engine's: their IRR is the reported one
  if (result.irrStatus === 'converged') expect((irr(flows) ?? Number.NaN) * 100).toBeCloseTo(result.irr, 6);
  const ncf = live.row('Cash Flow', 'Net Cash Flow');
  for (let t = 0; t <= layout.last; t++) {
    expectClose(ncf[t] ?? null, flows[t] ?? 0, `${tag} net cash flow, year ${t}`);
  }
  expectDebtSchedule(live, layout, input, result, tag);
  expectRefinance(live, input, result, tag);
  expectWaterfall(live, input, result, layout.last, tag);
  const names: [string, number | null][] = [
    ['NetOperatingIncome', result.noi],
    ['EquityInvested', result.equityInvested],
    ['LoanFees', result.loanFees],
    ['SecondLoanAmount', result.secondLoanAmount],
    ['SeniorDebtService', result.seniorDebtService],
    ['SecondDebtService', result.secondDebtService],
    ['AnnualDebtService', result.annualDebtService],
    ['MonthlyPayment', result.monthlyPayment],
    ['SalePrice', result.salePrice],
    ['NetSaleProceeds', result.netSaleProceeds],
    ['HoldIrr', irrFraction(result)],
    ['HoldNpv', result.npv ?? null],
    ['EquityMultiple', result.equityMultiple],
  ];
  for (const [name, expected] of names) expectClose(live.value(name), expected, `${tag} ${name}`);
  for (const line of summaryLines(result).filter((l) => l.live)) {
    expectClose(live.row('Summary', line.label)[0] ?? null, line.shown, `${tag} Summary ${line.label}`);
  }
  for (const line of stackSummaryLines(i, result)) {
    expectClose(live.row('Summary', line.label)[0] ?? null, line.shown, `${tag} Summary ${line.label}`);
  }
  return result;
}

/** The capital stack of the example deal: its senior loan's structure and the three groups. */
export const EXAMPLE_STACK = {
  loanTerm: 30,
  loanMaturityYears: 10,
  interestOnlyMonths: 24,
  loanFeePercent: 1,
  holdPeriod: 7,
  secondLoan: {
    percentOfPrice: 10,
    interestRate: 11,
    amortizationYears: null,
    maturityYears: 5,
    feePercent: 0,
  },
  refinance: {
    year: 3,
    loanToValuePercent: 65,
    minDscr: 1.25,
    capRate: null,
    interestRate: 6,
    amortizationYears: 30,
    interestOnlyMonths: 0,
    maturityYears: null,
    costsPercent: 1,
    prepaymentPercent: 1,
  },
  waterfall: {
    lpEquityPercent: 90,
    prefRate: 8,
    catchUpPercent: 0,
    tiers: [{ hurdleIrr: 12, promotePercent: 20 }],
    residualPromotePercent: 30,
  },
} satisfies Partial<AnalyzerFormValues>;

/**
 * A deal with the example's capital stack on `base` (price 5,000,000): a 30-year loan due in 10
 * years, 24 months interest-only, a 1 % fee; a 10 % second loan at 11 % interest-only for 5 years;
 * a year-3 refinance at 65 % LTV and a 1.25 minimum DSCR; a waterfall LP 90 / pref 8 / a 12 %
 * hurdle at a 20 % promote / residual 30; a 7-year hold; `overrides` replace any of it.
 */
export function stackDeal(
  base: AnalyzerFormValues,
  overrides: Partial<AnalyzerFormValues> = {},
): AnalyzerFormValues {
  return { ...base, purchasePrice: 5_000_000, ...EXAMPLE_STACK, ...overrides };
}
