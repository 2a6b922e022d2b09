/**
 * The Summary's capital stack lines (underwriting.md 12.3-12.5), for a deal with a stack: the
 * catalog's 'capitalStack' metrics, then the refinance's new loan and proceeds and the waterfall's
 * LP and GP figures when the deal has them, each a live formula over the stack's sheets.
 */
import {
  type AnalysisResult,
  METRICS,
  type MetricsOf,
  type ResolvedInput,
  type WaterfallParty,
} from '@cre/underwriting';
import { METRIC_FORMAT_OF } from './section-cells';
import type { FormatKey } from './sheet-kit';

/** One Summary line of the stack: its label, formula (over defined names), format and the app's figure. */
export interface StackSummaryLine {
  key: string;
  label: string;
  formula: string;
  format: FormatKey;
  /** The figure as the cell holds it (percents as fractions), null when the app shows "N/A". */
  shown: number | null;
}

/** The catalog's capital stack metrics as Summary formulas (senior DSCR "N/A" without senior debt). */
export const STACK_SUMMARY_FORMULAS: Readonly<Record<MetricsOf<'capitalStack'>, string>> = {
  loanFees: 'LoanFees',
  secondLoanAmount: 'SecondLoanAmount',
  seniorDebtService: 'SeniorDebtService',
  secondDebtService: 'SecondDebtService',
  seniorDscr: 'IF(SeniorDebtService=0,"N/A",NetOperatingIncome/SeniorDebtService)',
};

/** A party's IRR as the workbook holds it: a fraction, or null ("N/A") when the engine found none. */
const partyIrr = (party: WaterfallParty) => (party.irrStatus === 'converged' ? party.irr / 100 : null);

/** The waterfall's lines: each party's IRR and equity multiple, and the GP's promote. */
function waterfallLines(result: AnalysisResult): StackSummaryLine[] {
  const w = result.waterfall;
  const line = (key: string, label: string, format: FormatKey, shown: number | null): StackSummaryLine => ({
    key,
    label,
    formula: key,
    format,
    shown,
  });
  return [
    line('LpIrr', 'LP IRR', 'percent', w ? partyIrr(w.lp) : null),
    line('LpEquityMultiple', 'LP Equity Multiple', 'multiple', w?.lp.equityMultiple ?? null),
    line('GpIrr', 'GP IRR', 'percent', w ? partyIrr(w.gp) : null),
    line('GpEquityMultiple', 'GP Equity Multiple', 'multiple', w?.gp.equityMultiple ?? null),
    line('GpPromote', 'GP Promote', 'money', w?.gp.promote ?? null),
  ];
}

/**
 * The Summary's stack lines for a resolved deal with a capital stack and its result: the catalog's
 * capital stack metrics, the refinance's new loan and proceeds ("N/A" when the hold ends by the
 * refinance year) when the deal refinances, and the waterfall's figures when it has one.
 */
export function stackSummaryLines(input: ResolvedInput, result: AnalysisResult): StackSummaryLine[] {
  const catalog = (Object.keys(STACK_SUMMARY_FORMULAS) as MetricsOf<'capitalStack'>[]).map((key) => {
    const info = METRICS[key];
    const value = result[key];
    return {
      key,
      label: info.label,
      formula: STACK_SUMMARY_FORMULAS[key],
      format: METRIC_FORMAT_OF[info.format],
      // no capital stack metric is a percent: the figure is the cell's as it is
      shown: value,
    };
  });
  const refi = result.refinance;
  const refinance: StackSummaryLine[] =
    input.refinance === null
      ? []
      : [
          {
            key: 'RefiNewLoan',
            label: 'Refinance Loan',
            formula: 'IF(RefiApplies,RefiNewLoan,"N/A")',
            format: 'money',
            shown: refi?.newLoan ?? null,
          },
          {
            key: 'RefiProceeds',
            label: 'Refinance Proceeds',
            formula: 'IF(RefiApplies,RefiProceeds,"N/A")',
            format: 'money',
            shown: refi?.proceeds ?? null,
          },
        ];
  return [...catalog, ...refinance, ...(input.waterfall === null ? [] : waterfallLines(result))];
}
