/** The sentences goal seek writes: why a target is out of reach, and the note on several answers. */
import {
  article,
  formatInput,
  formatMetric,
  SOLVE_METRICS,
  SOLVE_VARIES,
  targetPhrase,
} from './solve-info.js';
import type { SolveMetric, SolveVary } from './solve-types.js';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "for any purchase price between $1 and $100,000,000,000" */
function rangePhrase(vary: SolveVary, lo: number, hi: number): string {
  return `for any ${SOLVE_VARIES[vary].noun} between ${formatInput(vary, lo)} and ${formatInput(vary, hi)}`;
}

/**
 * "A 40% IRR is out of reach: the highest IRR for any purchase price between $1 and
 * $100,000,000,000 is 27.3%" (`best`: the metric's closest value to the target).
 */
export function outOfReachReason(
  vary: SolveVary,
  metric: SolveMetric,
  target: number,
  lo: number,
  hi: number,
  _bestValue: number,
  best: number,
): string {
  const info = SOLVE_METRICS[metric];
  const extreme = best < target ? 'highest' : 'lowest';
  return `${capitalized(targetPhrase(metric, target))} is out of reach: the ${extreme} ${info.noun} ${rangePhrase(vary, lo, hi)} is ${formatMetric(info.unit, best)}`;
}

/** The metric has no value anywhere in the range (no IRR, no debt service for a DSCR). */
export function noValueReason(
  vary: SolveVary,
  metric: SolveMetric,
  target: number,
  lo: number,
  hi: number,
): string {
  return `${capitalized(targetPhrase(metric, target))} is out of reach: the ${SOLVE_METRICS[metric].noun} has no value ${rangePhrase(vary, lo, hi)}`;
}

/** The metric steps over the target instead of passing through it. */
export function jumpReason(
  vary: SolveVary,
  metric: SolveMetric,
  target: number,
  left: number,
  right: number,
  at: number,
): string {
  const info = SOLVE_METRICS[metric];
  const where = formatInput(vary, at);
  const jump =
    Number.isFinite(left) && Number.isFinite(right)
      ? `jumps from ${formatMetric(info.unit, left)} to ${formatMetric(info.unit, right)}`
      : 'appears or vanishes';
  return `No ${SOLVE_VARIES[vary].noun} gives exactly ${targetPhrase(metric, target)}: the ${info.noun} ${jump} at ${article(where)} ${SOLVE_VARIES[vary].noun} of ${where}`;
}

/** Several values reach the target; the answer is the nearest to the current input. */
export function multipleNote(vary: SolveVary, metric: SolveMetric, target: number): string {
  const noun = SOLVE_VARIES[vary].noun;
  return `More than one ${noun} gives ${targetPhrase(metric, target)}; this is the one nearest the current ${noun}`;
}
