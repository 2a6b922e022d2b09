/**
 * A lease's rent changes: explicit steps (a step table's columns, step rows below the lease) or
 * what its increase cell says, with the next increase date; never a silent default.
 */
import { parseDateCell } from './cells.js';
import { type Escalation, readEscalation } from './escalation.js';
import type { RentRollFlag, RentStep } from './fields.js';
import { RENT_ROLL_MESSAGES } from './messages.js';
import type { FieldCells } from './rows.js';
import { escalationSteps, keepSteps, type StepColumn, tableSteps } from './steps.js';

/** What the changes are read from. */
export interface ChangeSource {
  cells: FieldCells;
  /** The row's cells (for the step table's columns). */
  raw: readonly unknown[];
  /** The steps of rent-step rows below the lease. */
  stepRows: readonly RentStep[];
  stepColumns: readonly StepColumn[];
}

/** The lease the changes apply to (dates null when unreadable: no steps are made). */
export interface ChangeBasis {
  rentPerSqft: number;
  area: number;
  startDate: string | null;
  endDate: string | null;
  asOf: string | null;
}

/** The changes read: the percent a year (a number, or the raw cell for the schema), steps, flags. */
export interface Changes {
  annualRentIncrease: unknown;
  rentSteps: RentStep[];
  flags: RentRollFlag[];
}

/** The flag of an increase read from a cell (none for a plain number). */
function escalationFlag(escalation: Escalation, count: number): RentRollFlag | null {
  const M = RENT_ROLL_MESSAGES;
  switch (escalation.kind) {
    case 'blank':
      return { code: 'no-escalation', message: M.noEscalation };
    case 'unknown':
      return { code: 'escalation-assumed', message: M.escalationAssumed(escalation.raw) };
    case 'percent':
      return escalation.text
        ? { code: 'escalation-text', message: M.escalationPercent(escalation.raw, escalation.rate, count) }
        : null;
    case 'dollar':
      return {
        code: 'escalation-text',
        message: M.escalationDollar(escalation.raw, escalation.amount, count),
      };
    case 'periodic':
      return {
        code: 'escalation-text',
        message: M.escalationPeriodic(escalation.raw, escalation.rate, escalation.months, count),
      };
    case 'flat':
      return escalation.text ? { code: 'escalation-text', message: M.escalationFlat(escalation.raw) } : null;
  }
}

/**
 * Reads the changes. Explicit steps win: with one or more, the increase is 0 and the increase
 * cell is not read. Else the increase cell (see `readEscalation`): a percent without a next
 * increase date is the annual increase; a percent with one, a dollar bump or "10% every 5 yrs"
 * make steps (see `escalationSteps`) and the increase is 0; flat, unknown ("CPI") and blank are 0,
 * flagged 'escalation-text', 'escalation-assumed' and 'no-escalation'. Steps outside the lease,
 * out of order or past 40 are dropped, each with a 'rent-step-dropped' flag.
 */
export function readChanges(source: ChangeSource, basis: ChangeBasis): Changes {
  const flags: RentRollFlag[] = [];
  const { startDate, endDate } = basis;
  const dated = startDate !== null && endDate !== null;
  const explicit = [...tableSteps(source.raw, source.stepColumns, basis.area), ...source.stepRows];
  let annualRentIncrease: unknown = 0;
  let steps: RentStep[] = explicit;
  if (explicit.length === 0) {
    const escalation = readEscalation(source.cells.annualRentIncrease);
    const next = parseDateCell(source.cells.nextIncreaseDate);
    steps = dated
      ? escalationSteps(escalation, {
          rentPerSqft: basis.rentPerSqft,
          startDate,
          endDate,
          nextDate: typeof next === 'string' ? next : null,
          asOf: basis.asOf,
        })
      : [];
    if (escalation.kind === 'percent' && steps.length === 0 && typeof next !== 'string')
      annualRentIncrease = escalation.rate;
    const flag = escalationFlag(escalation, Math.min(steps.length, 40));
    if (flag !== null) flags.push(flag);
  }
  if (!dated) return { annualRentIncrease, rentSteps: [], flags };
  const kept = keepSteps(steps, startDate, endDate);
  for (const step of kept.dropped)
    flags.push({
      code: 'rent-step-dropped',
      message: RENT_ROLL_MESSAGES.stepDropped(step.date, step.rentPerSqft, startDate, endDate),
    });
  return { annualRentIncrease, rentSteps: kept.steps, flags };
}
