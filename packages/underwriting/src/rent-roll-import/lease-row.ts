/**
 * One lease row of the sheet → a tenant lease, validated by `tenantLeaseSchema`, with the issues
 * of its cells.
 */
import { LEASE_DEFAULTS } from '../defaults.js';
import { MESSAGES } from '../field-text.js';
import { tenantLeaseSchema } from '../lease-schema.js';
import type { TenantLease } from '../types.js';
import {
  cellText,
  isBlank,
  isMonthToMonth,
  leaseTermMonths,
  numberCell,
  oneMonthEnd,
  parseDateCell,
  percentCell,
} from './cells.js';
import type { RentRollField, RentRollIssue } from './fields.js';
import { RENT_ROLL_MESSAGES } from './messages.js';
import type { FieldCells } from './rows.js';

/** How the lease row was read. */
export interface ReadLease {
  lease: TenantLease;
  suite: string | null;
  monthToMonth: boolean;
  valid: boolean;
  issues: RentRollIssue[];
  /** The rent field the rent per sq ft came from, or null. */
  rentSource: 'rentPerSqft' | 'annualRent' | 'monthlyRent' | null;
}

/** What the reader needs besides the cells. */
export interface LeaseRowContext {
  /** 1-based row. */
  row: number;
  /** Column index of each mapped field. */
  columnOf: Partial<Record<RentRollField, number>>;
  /** The tenant-improvements column is per sq ft ("TI/SF"). */
  tiPerSqft: boolean;
  asOf: string | undefined;
}

/** A value read from a cell: the value, `null` blank, or the raw cell for the schema to reject. */
type Read<T> = { ok: true; value: T } | { ok: false; input: unknown };

function read<T>(cell: unknown, parse: (cell: unknown) => T | null | undefined): Read<T> {
  const value = parse(cell);
  if (value === null) return { ok: false, input: undefined };
  if (value === undefined) return { ok: false, input: rawInput(cell) };
  return { ok: true, value };
}

/** The raw cell as the schema should see it so that it says "must be a number" or "a valid date". */
function rawInput(cell: unknown): unknown {
  if (cell instanceof Date) return 'Invalid Date';
  return isBlank(cell) ? undefined : String(cell);
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
};

/**
 * Reads a lease row. Rent per sq ft comes from the first rent cell that is not blank, in the
 * order rent per sq ft, annual rent (÷ sq ft), monthly rent (× 12 ÷ sq ft). The term is
 * {@link leaseTermMonths} of the dates; a month-to-month row gets a one-month term ending one
 * month after `asOf` (else after its start) and a flag. Cells that cannot be read are handed to
 * `tenantLeaseSchema` as they are, so each issue is the lease form's message. A lease that does
 * not pass keeps what could be read and 0 / '' / the defaults elsewhere.
 */
export function readLeaseRow(cells: FieldCells, context: LeaseRowContext): ReadLease {
  const issues: RentRollIssue[] = [];
  const issue = (field: RentRollField | 'leaseTerm', message: string) => {
    const column = field === 'leaseTerm' ? undefined : context.columnOf[field];
    issues.push({
      row: context.row,
      field,
      ...(column === undefined ? {} : { column }),
      message,
    });
  };
  const tenantName = cellText(cells.tenantName);
  const suiteText = cellText(cells.suite);
  const sqft = read(cells.sqft, numberCell);
  const sqftValue = sqft.ok && sqft.value > 0 ? sqft.value : null;

  let rentSource: ReadLease['rentSource'] = null;
  let rent: Read<number> = { ok: false, input: undefined };
  for (const field of ['rentPerSqft', 'annualRent', 'monthlyRent'] as const) {
    if (isBlank(cells[field])) continue;
    rentSource = field;
    const amount = read(cells[field], numberCell);
    if (!amount.ok || field === 'rentPerSqft') rent = amount;
    // Without a usable area the rent cannot be put per sq ft: only the area is reported.
    else if (sqftValue === null) rent = { ok: true, value: 0 };
    else
      rent = {
        ok: true,
        value: field === 'annualRent' ? amount.value / sqftValue : (amount.value * 12) / sqftValue,
      };
    break;
  }

  const monthToMonth = isMonthToMonth(cells.endDate);
  const start = read(cells.startDate, (cell) => parseDateCell(cell, 'first'));
  let end: Read<string>;
  if (monthToMonth) {
    const from = context.asOf ?? (start.ok ? start.value : undefined);
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
  if (ti.ok && context.tiPerSqft) ti = { ok: true, value: ti.value * (sqftValue ?? 0) };

  const candidate = {
    tenantName,
    sqftLeased: input(sqft),
    rentPerSqft: input(rent),
    leaseTerm,
    freeMonths: input(read(cells.freeMonths, numberCell)),
    tenantImprovements: input(ti),
    annualRentIncrease: input(read(cells.annualRentIncrease, percentCell)),
    startDate: input(start),
    endDate: input(end),
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
    if (field === 'rentPerSqft' && rentSource !== null) field = rentSource;
    issue(field, message);
  }
  if (endBeforeStart) issue('endDate', MESSAGES.endBeforeStart);
  if (monthToMonth) issue('endDate', RENT_ROLL_MESSAGES.monthToMonth);

  const valid = parsed.success && !endBeforeStart;
  const lease: TenantLease = valid
    ? parsed.data
    : {
        tenantName,
        sqftLeased: numberOr(sqft, 0),
        rentPerSqft: numberOr(rent, 0),
        leaseTerm: leaseTerm ?? 0,
        freeMonths: numberOr(read(cells.freeMonths, numberCell), LEASE_DEFAULTS.freeMonths),
        tenantImprovements: numberOr(ti, LEASE_DEFAULTS.tenantImprovements),
        annualRentIncrease: numberOr(
          read(cells.annualRentIncrease, percentCell),
          LEASE_DEFAULTS.annualRentIncrease,
        ),
        startDate: start.ok ? start.value : '',
        endDate: end.ok ? end.value : '',
      };
  return { lease, suite: suiteText === '' ? null : suiteText, monthToMonth, valid, issues, rentSource };
}
