/**
 * One lease of the sheet (its row, with the charge and step rows attached to it) → an imported
 * lease, validated by `tenantLeaseSchema`, with the issues of its cells and its flags.
 */
import { LEASE_DEFAULTS } from '../defaults.js';
import { MESSAGES } from '../field-text.js';
import { tenantLeaseSchema } from '../lease-schema.js';
import {
  cellText,
  isMonthToMonth,
  leaseTermMonths,
  numberCell,
  oneMonthEnd,
  parseDateCell,
} from './cells.js';
import type { ImportedLease, RentRollField, RentRollFlag, RentRollIssue, RentStep } from './fields.js';
import { readChanges } from './lease-changes.js';
import { type Read, type RentSource, read, readRent } from './lease-rent.js';
import { RENT_ROLL_MESSAGES } from './messages.js';
import { type Charge, chargedRecovery, recoveryOf } from './recovery.js';
import type { FieldCells } from './rows.js';
import type { StepColumn } from './steps.js';

/** A lease row with what is attached to it. */
export interface LeaseRecord {
  /** 1-based row. */
  row: number;
  cells: FieldCells;
  raw: readonly unknown[];
  /** The tenancy schedule's charges (the row's own first), or null outside a charge schedule. */
  charges: Charge[] | null;
  /** The steps of the rent-step rows below it. */
  stepRows: RentStep[];
}

/** How the lease row was read. */
export interface ReadLease {
  lease: ImportedLease;
  suite: string | null;
  reference: string | null;
  monthToMonth: boolean;
  valid: boolean;
  issues: RentRollIssue[];
  flags: RentRollFlag[];
  /** The rent field the rent per sq ft came from, or null. */
  rentSource: RentSource | null;
}

/** What the reader needs besides the cells. */
export interface LeaseRowContext {
  /** Column index of each mapped field. */
  columnOf: Partial<Record<RentRollField, number>>;
  /** The tenant-improvements column is per sq ft ("TI/SF"). */
  tiPerSqft: boolean;
  /** The as-of date for month-to-month terms (`options.asOf`, else the sheet's), if any. */
  mtmAsOf: string | undefined;
  /** The as-of date for expiry and anniversaries: `options.asOf`, else the sheet's, else null. */
  asOf: string | null;
  stepColumns: readonly StepColumn[];
  /** The building's square feet (given or read), or null. */
  buildingSqft: number | null;
}

const input = <T>(value: Read<T>): unknown => (value.ok ? value.value : value.input);
const numberOr = <T>(value: Read<number>, fallback: T): number | T =>
  value.ok && Number.isFinite(value.value) ? value.value : fallback;

/** Lease fields as the schema names them → the rent-roll field of their column. */
const SCHEMA_FIELD: Record<string, RentRollField | 'leaseTerm'> = {
  tenantName: 'tenantName',
  sqftLeased: 'sqft',
  rentPerSqft: 'rentPerSqft',
  leaseTerm: 'leaseTerm',
  freeMonths: 'freeMonths',
  tenantImprovements: 'tenantImprovements',
  annualRentIncrease: 'annualRentIncrease',
  startDate: 'startDate',
  endDate: 'endDate',
  suite: 'suite',
  rentSteps: 'annualRentIncrease',
  recoveryType: 'recoveryType',
};

/** "Burger Barn (t0000508)" → ['Burger Barn', 't0000508']: a tenant code is kept out of the name. */
const CODE = /^(.*?)\s*[([]\s*([a-z]{1,4}\d{3,}[a-z0-9-]*)\s*[)\]]\s*$/i;

/** The suite as a lease holds it: at most 40 characters. */
const MAX_SUITE = 40;

/**
 * Reads a lease. Rent: see `readRent` (the contract rent wins). The term is `leaseTermMonths` of
 * the dates; a month-to-month row gets a one-month term ending one month after the as-of date
 * (`options.asOf`, else the title block's; else after its start). Rent changes: see `readChanges`. The lease type cell gives the recovery
 * type (in a charge schedule without one: 'nnn' with CAM, tax or insurance charges, else
 * 'gross'). Cells that cannot be read are handed to `tenantLeaseSchema` as they are, so each
 * issue is the lease form's message. A lease that does not pass keeps what could be read and 0 /
 * '' / the defaults elsewhere. Flags, in this order: expired, month-to-month, rent-mismatch, the
 * increase's, rent-step-dropped, recovery-unknown, area-above-building.
 */
export function readLeaseRow(record: LeaseRecord, context: LeaseRowContext): ReadLease {
  const { cells } = record;
  const issues: RentRollIssue[] = [];
  const issue = (field: RentRollField | 'leaseTerm', message: string) => {
    const column = field === 'leaseTerm' ? undefined : context.columnOf[field];
    issues.push({ row: record.row, field, ...(column === undefined ? {} : { column }), message });
  };
  const named = cellText(cells.tenantName);
  const coded = CODE.exec(named);
  const tenantName = coded && coded[1] !== '' ? (coded[1] as string) : named;
  const reference = coded && coded[1] !== '' ? (coded[2] as string) : null;
  const suiteText = cellText(cells.suite);
  const sqft = read(cells.sqft, numberCell);
  const area = sqft.ok && sqft.value > 0 ? sqft.value : null;
  const rent = readRent(cells, area, record.charges);

  const monthToMonth = isMonthToMonth(cells.endDate);
  const start = read(cells.startDate, (cell) => parseDateCell(cell, 'first'));
  let end: Read<string>;
  if (monthToMonth) {
    const from = context.mtmAsOf ?? (start.ok ? start.value : undefined);
    const last = from === undefined ? null : oneMonthEnd(from);
    end = last === null ? { ok: false, input: undefined } : { ok: true, value: last };
  } else end = read(cells.endDate, (cell) => parseDateCell(cell, 'last'));

  let leaseTerm: number | undefined;
  let endBeforeStart = false;
  if (monthToMonth) leaseTerm = 1;
  else if (start.ok && end.ok) {
    const months = leaseTermMonths(start.value, end.value);
    if (months === null && end.value < start.value) endBeforeStart = true;
    leaseTerm = months ?? undefined;
  }

  let ti = read(cells.tenantImprovements, numberCell);
  if (ti.ok && context.tiPerSqft) ti = { ok: true, value: ti.value * (area ?? 0) };
  const rentPerSqft = numberOr(rent.rent, 0);
  const datesOk = start.ok && end.ok && !endBeforeStart;
  const changes = readChanges(
    { cells, raw: record.raw, stepRows: record.stepRows, stepColumns: context.stepColumns },
    {
      rentPerSqft,
      area: area ?? 0,
      startDate: datesOk && start.ok ? start.value : null,
      endDate: datesOk && end.ok ? end.value : null,
      asOf: context.asOf,
    },
  );

  const recovery = recoveryOf(cells.recoveryType);
  const candidate = {
    tenantName,
    sqftLeased: input(sqft),
    rentPerSqft: input(rent.rent),
    leaseTerm,
    freeMonths: input(read(cells.freeMonths, numberCell)),
    tenantImprovements: input(ti),
    annualRentIncrease: changes.annualRentIncrease,
    startDate: input(start),
    endDate: input(end),
    suite: suiteText.slice(0, MAX_SUITE).trim(),
    rentSteps: changes.rentSteps,
    recoveryType: recovery ?? (record.charges === null ? null : chargedRecovery(record.charges)),
    marketRentPerSqft: null,
  };
  const parsed = tenantLeaseSchema.safeParse(candidate);
  const problems = new Map<string, string>();
  if (!parsed.success) {
    for (const problem of parsed.error.issues) {
      const key = String(problem.path[0] ?? '');
      if (!problems.has(key)) problems.set(key, problem.message);
    }
  }
  // A term that could not be derived is explained by the date issues: it is not repeated.
  const dateProblem = problems.has('startDate') || problems.has('endDate') || endBeforeStart;
  for (const [key, message] of problems) {
    let field = SCHEMA_FIELD[key];
    if (field === undefined || (field === 'leaseTerm' && dateProblem)) continue;
    if (field === 'rentPerSqft' && rent.source !== null) field = rent.source;
    issue(field, message);
  }
  if (endBeforeStart) issue('endDate', MESSAGES.endBeforeStart);

  const valid = parsed.success && !endBeforeStart;
  const lease: ImportedLease =
    valid && parsed.success
      ? {
          ...parsed.data,
          suite: candidate.suite,
          rentSteps: candidate.rentSteps,
          recoveryType: candidate.recoveryType,
          marketRentPerSqft: null,
        }
      : {
          tenantName,
          sqftLeased: numberOr(sqft, 0),
          rentPerSqft,
          leaseTerm: leaseTerm ?? 0,
          freeMonths: numberOr(read(cells.freeMonths, numberCell), LEASE_DEFAULTS.freeMonths),
          tenantImprovements: numberOr(ti, LEASE_DEFAULTS.tenantImprovements),
          annualRentIncrease:
            typeof changes.annualRentIncrease === 'number' && Number.isFinite(changes.annualRentIncrease)
              ? changes.annualRentIncrease
              : 0,
          startDate: start.ok ? start.value : '',
          endDate: end.ok ? end.value : '',
          suite: candidate.suite,
          rentSteps: candidate.rentSteps,
          recoveryType: candidate.recoveryType,
          marketRentPerSqft: null,
        };

  const flags: RentRollFlag[] = [];
  if (!monthToMonth && end.ok && context.asOf !== null && end.value < context.asOf)
    flags.push({ code: 'expired', message: RENT_ROLL_MESSAGES.expired(end.value, context.asOf) });
  if (monthToMonth && end.ok)
    flags.push({ code: 'month-to-month', message: RENT_ROLL_MESSAGES.monthToMonth(end.value) });
  flags.push(...rent.flags, ...changes.flags);
  if (recovery === undefined)
    flags.push({
      code: 'recovery-unknown',
      message: RENT_ROLL_MESSAGES.recoveryUnknown(cellText(cells.recoveryType)),
    });
  if (area !== null && context.buildingSqft !== null && area > context.buildingSqft)
    flags.push({
      code: 'area-above-building',
      message: RENT_ROLL_MESSAGES.leaseAboveBuilding(area, context.buildingSqft),
    });

  return {
    lease,
    suite: suiteText === '' ? null : suiteText,
    reference,
    monthToMonth,
    valid,
    issues,
    flags,
    rentSource: rent.source,
  };
}
