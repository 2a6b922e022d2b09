/**
 * The "ready answers" under Key Financial Metrics: the most a buyer can pay for a target IRR,
 * DSCR and cash-on-cash, each a `solveFor` on the purchase price.
 */

import type { AnalysisInput } from '../types.js';
import { solveFor } from './solve.js';
import { formatTarget, SOLVE_METRICS } from './solve-info.js';
import type { SolveMetric, SolveRequest, SolveResult } from './solve-types.js';

/** The three targets: IRR and cash-on-cash in percent, DSCR as a multiple. */
export interface ReadyTargets {
  irr: number;
  dscr: number;
  cashOnCash: number;
}

/** The targets a new project starts with: 15 % IRR, 1.25x DSCR, 8 % cash-on-cash. */
export const READY_TARGETS: Readonly<ReadyTargets> = Object.freeze({ irr: 15, dscr: 1.25, cashOnCash: 8 });

/** One ready answer: its label ("Max price for 15% IRR"), the request and `solveFor`'s answer. */
export interface ReadyAnswer {
  metric: keyof ReadyTargets;
  label: string;
  request: SolveRequest;
  result: SolveResult;
}

const ORDER: readonly (keyof ReadyTargets & SolveMetric)[] = ['irr', 'dscr', 'cashOnCash'];

/** "Max price for 15% IRR", "Max price for 1.25x DSCR", "Max price for 8% cash-on-cash". */
export function readyLabel(metric: keyof ReadyTargets, target: number): string {
  const info = SOLVE_METRICS[metric];
  return `Max price for ${formatTarget(info.unit, target)} ${info.noun}`;
}

/**
 * The three ready answers for a deal: the purchase price that gives each target (IRR, DSCR,
 * cash-on-cash), or why none does.
 *
 * @throws {InvalidDealError} when `input` is not a valid deal.
 * @example readyAnswers(deal).map((a) => a.label) // ['Max price for 15% IRR', 'Max price for 1.25x DSCR', 'Max price for 8% cash-on-cash']
 */
export function readyAnswers(input: AnalysisInput, targets: ReadyTargets = READY_TARGETS): ReadyAnswer[] {
  return ORDER.map((metric) => {
    const request: SolveRequest = { vary: 'purchasePrice', metric, target: targets[metric] };
    return { metric, label: readyLabel(metric, targets[metric]), request, result: solveFor(input, request) };
  });
}
