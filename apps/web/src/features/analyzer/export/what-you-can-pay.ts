import { analyze, READY_TARGETS, type ReadyTargets, readyAnswers, withVaried } from '@cre/underwriting';
import { money, percent, ratio } from '../display-format';
import type { Calculation } from '../model/calculation';
import { toAnalysisInput } from '../model/deal-mapping';

/** Title of the "What you can pay" section of the PDF and the CSV. */
export const WHAT_YOU_CAN_PAY_TITLE = 'What you can pay';
/** Shown in place of the price when no purchase price reaches the target. */
export const OUT_OF_REACH = 'Out of reach';
/** The section's columns: the ready answer's label, the price, and the metrics at that price. */
export const WHAT_YOU_CAN_PAY_HEADER = ['Target', 'Max Price', 'IRR', 'DSCR', 'Cash-on-Cash'] as const;
/** The line under the PDF section's title. */
export const WHAT_YOU_CAN_PAY_INTRO =
  'The highest purchase price that still meets each target, with every other input as entered.';

/**
 * One ready answer as the exports print it: the label ("Max price for 15% IRR"), the price
 * (`money`) and the IRR, DSCR and cash-on-cash of `analyze()` at that price; or, out of reach,
 * the price "Out of reach", empty metrics and the engine's reason sentence.
 */
export interface WhatYouCanPayRow {
  label: string;
  price: string;
  irr: string;
  dscr: string;
  cashOnCash: string;
  /** Out of reach: why no purchase price reaches the target (the engine's sentence, verbatim). */
  reason: string | null;
  /** Solved, and other prices also reach the target: the engine's note. */
  note: string | null;
}

/**
 * The "What you can pay" rows of a calculation: `readyAnswers` on the calculation's deal for
 * `targets` (default: 15% IRR, 1.25x DSCR, 8% cash-on-cash), each with the metrics of the
 * analysis at its price (`analyze(withVaried(deal, 'purchasePrice', price))`).
 */
export function whatYouCanPayRows(
  { values, asOf }: Calculation,
  targets: ReadyTargets = READY_TARGETS,
): WhatYouCanPayRow[] {
  const deal = toAnalysisInput(values, asOf);
  return readyAnswers(deal, targets).map(({ label, result }) => {
    if (result.value === null) {
      return {
        label,
        price: OUT_OF_REACH,
        irr: '',
        dscr: '',
        cashOnCash: '',
        reason: result.reason,
        note: null,
      };
    }
    const at = analyze(withVaried(deal, 'purchasePrice', result.value));
    return {
      label,
      price: money(result.value),
      irr: percent(at.irr),
      dscr: ratio(at.dscr),
      cashOnCash: percent(at.cashOnCash),
      reason: null,
      note: result.note ?? null,
    };
  });
}
