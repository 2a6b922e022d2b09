/**
 * Reconciliation, as analysts do it by hand: the imported sums against the totals row,
 * duplicate suites, rents far from the roll's median and leased area above the building.
 */
import { numberCell } from './cells.js';
import type { RentRollField, RentRollIssue, RentRollTotals, RentRollVacancy } from './fields.js';
import { RENT_ROLL_MESSAGES } from './messages.js';
import type { FieldCells } from './rows.js';

/** A lease row as reconciliation sees it. */
export interface ReconcileLease {
  row: number;
  suite: string | null;
  cells: FieldCells;
  sqftLeased: number;
  rentPerSqft: number;
  /** Its rent was read (not a placeholder). */
  rentRead: boolean;
  /** The field its rent came from (the column an outlier is reported on). */
  rentField: RentRollField;
}

/** A sum is off when it differs from the sheet's by more than this ($1 or 1 sq ft). */
const TOLERANCE = 1 + 1e-9;

/** The totals row's figures. */
export function readTotals(row: number, cells: FieldCells): RentRollTotals {
  const value = (field: RentRollField) => {
    const read = numberCell(cells[field]);
    return read === undefined ? null : read;
  };
  return { row, sqft: value('sqft'), monthlyRent: value('monthlyRent'), annualRent: value('annualRent') };
}

/** A lease's annual rent as the sheet gives it: the annual cell, else 12 × monthly, else per sq ft × area. */
function sheetAnnualRent(lease: ReconcileLease): number {
  const annual = numberCell(lease.cells.annualRent);
  if (typeof annual === 'number') return annual;
  const monthly = numberCell(lease.cells.monthlyRent);
  if (typeof monthly === 'number') return monthly * 12;
  return lease.rentPerSqft * lease.sqftLeased;
}

/** A lease's monthly rent as the sheet gives it: the monthly cell, else annual ÷ 12. */
function sheetMonthlyRent(lease: ReconcileLease): number {
  const monthly = numberCell(lease.cells.monthlyRent);
  if (typeof monthly === 'number') return monthly;
  return sheetAnnualRent(lease) / 12;
}

/**
 * The totals row against the imported rows: square feet (leased, or leased plus vacant when
 * the total includes the vacant suites), annual rent and monthly rent, each where the totals
 * row has it (square feet only when `rents` is false: a tenancy schedule's totals hold every
 * charge). A difference over $1 or 1 sq ft is an issue on the totals row naming both sums.
 */
export function checkTotals(
  totals: RentRollTotals,
  leases: readonly ReconcileLease[],
  vacancies: readonly RentRollVacancy[],
  columnOf: Partial<Record<RentRollField, number>>,
  rents = true,
): RentRollIssue[] {
  const issues: RentRollIssue[] = [];
  const add = (field: RentRollField, message: string) => {
    const column = columnOf[field];
    issues.push({ row: totals.row, field, ...(column === undefined ? {} : { column }), message });
  };
  if (!rents) totals = { ...totals, annualRent: null, monthlyRent: null };
  const off = (a: number, b: number) => Math.abs(a - b) > TOLERANCE;
  if (totals.sqft !== null) {
    const leased = sum(leases.map((lease) => lease.sqftLeased));
    const vacant = sum(vacancies.map((vacancy) => vacancy.sqft ?? 0));
    if (off(leased, totals.sqft) && (vacant === 0 || off(leased + vacant, totals.sqft)))
      add('sqft', RENT_ROLL_MESSAGES.totalSqft(leased, totals.sqft, vacant));
  }
  if (totals.annualRent !== null) {
    const annual = sum(leases.map(sheetAnnualRent));
    if (off(annual, totals.annualRent))
      add('annualRent', RENT_ROLL_MESSAGES.totalAnnualRent(annual, totals.annualRent));
  }
  if (totals.monthlyRent !== null) {
    const monthly = sum(leases.map(sheetMonthlyRent));
    if (off(monthly, totals.monthlyRent))
      add('monthlyRent', RENT_ROLL_MESSAGES.totalMonthlyRent(monthly, totals.monthlyRent));
  }
  return issues;
}

/** A sum rounded to cents, so that float noise never shows in a message. */
function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) if (Number.isFinite(value)) total += value;
  return Math.round(total * 100) / 100;
}

/** A suite as compared: "Suite 101", "Ste. 101", "#101" and "101" are one suite. */
export function suiteKey(suite: string): string {
  return suite
    .trim()
    .toLowerCase()
    .replace(/^(?:suite|ste|unit|space|bay|no)\b\.?\s*/, '')
    .replace(/^#\s*/, '')
    .replace(/\s+/g, ' ');
}

/** Every row whose suite was listed on an earlier row (lease or vacant). */
export function checkDuplicateSuites(
  rows: readonly { row: number; suite: string | null }[],
  column: number | undefined,
): RentRollIssue[] {
  const first = new Map<string, number>();
  const issues: RentRollIssue[] = [];
  for (const { row, suite } of [...rows].sort((a, b) => a.row - b.row)) {
    if (suite === null) continue;
    const key = suiteKey(suite);
    if (key === '') continue;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, row);
    else
      issues.push({
        row,
        field: 'suite',
        ...(column === undefined ? {} : { column }),
        message: RENT_ROLL_MESSAGES.duplicateSuite(suite, earlier),
      });
  }
  return issues;
}

/** The median of `values` (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Rents per sq ft more than 5 times, or under a fifth of, the median of the leases whose rent
 * was read (two leases at least; nothing when the median is 0).
 */
export function checkRentOutliers(
  leases: readonly ReconcileLease[],
  columnOf: Partial<Record<RentRollField, number>>,
  rentField: (lease: ReconcileLease) => RentRollField,
): RentRollIssue[] {
  const read = leases.filter((lease) => lease.rentRead && Number.isFinite(lease.rentPerSqft));
  if (read.length < 2) return [];
  const middle = median(read.map((lease) => lease.rentPerSqft));
  if (middle === null || middle <= 0) return [];
  const issues: RentRollIssue[] = [];
  for (const lease of read) {
    const message =
      lease.rentPerSqft > 5 * middle
        ? RENT_ROLL_MESSAGES.rentAboveMedian(lease.rentPerSqft, middle)
        : lease.rentPerSqft < middle / 5
          ? RENT_ROLL_MESSAGES.rentBelowMedian(lease.rentPerSqft, middle)
          : null;
    if (message === null) continue;
    const field = rentField(lease);
    const column = columnOf[field];
    issues.push({ row: lease.row, field, ...(column === undefined ? {} : { column }), message });
  }
  return issues;
}

/** Leased area above the building's square feet (a sheet-wide issue, row 0). */
export function checkBuildingArea(leasedSqft: number, buildingSqft: number | undefined): RentRollIssue[] {
  if (buildingSqft === undefined || !Number.isFinite(buildingSqft) || buildingSqft <= 0) return [];
  if (leasedSqft <= buildingSqft) return [];
  return [{ row: 0, field: 'sqft', message: RENT_ROLL_MESSAGES.aboveBuilding(leasedSqft, buildingSqft) }];
}

/** What the building's area is read from, besides the title block. */
export interface BuildingEvidence {
  /** The title block's "GLA" / "Building Area" line, or null. */
  title: number | null;
  /** Summary lines with their labels and areas. */
  summaries: readonly { label: string; sqft: number | null; total: boolean }[];
  /** The totals row's area, or null. */
  totalSqft: number | null;
  leasedSqft: number;
  vacancies: readonly RentRollVacancy[];
}

/**
 * The building's square feet as the sheet tells it: the title block's line; else, with an
 * "Occupied" or "Vacant" summary line, the totals row's area or occupied (else leased) plus
 * vacant (else the vacant suites); else, when vacant suites are listed, the totals row's area when
 * it is leased plus vacant (within 1 sq ft), or leased plus vacant; else null.
 */
export function readBuildingSqft(evidence: BuildingEvidence): number | null {
  if (evidence.title !== null) return evidence.title;
  const area = (pattern: RegExp) =>
    evidence.summaries.find((line) => !line.total && line.sqft !== null && pattern.test(line.label))?.sqft ??
    null;
  const occupied = area(/^(?!.*%)(?!.*percent).*\b(?:occupied|leased)\b/i);
  const vacant = area(/^(?!.*%)(?!.*percent).*\b(?:vacant|vacancy|available)\b/i);
  const listed = sum(evidence.vacancies.map((vacancy) => vacancy.sqft ?? 0));
  if (occupied !== null || vacant !== null)
    return evidence.totalSqft ?? (occupied ?? evidence.leasedSqft) + (vacant ?? listed);
  if (evidence.vacancies.length === 0) return null;
  const both = sum([evidence.leasedSqft, listed]);
  const total = evidence.totalSqft;
  return total !== null && Math.abs(total - both) <= TOLERANCE ? total : both;
}
