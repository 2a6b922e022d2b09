/**
 * The rent-roll columns the importer knows, their labels for a column-mapping select, and the
 * shapes it returns.
 */
import type { TenantLease } from '../types.js';

/**
 * What a sheet column can hold. `rentPerSqft` is annual rent per sq ft; `monthlyRent` and
 * `annualRent` are the lease's whole rent; `annualRentIncrease` a percent; `freeMonths` months;
 * `tenantImprovements` dollars (per sq ft when the header says so, e.g. "TI/SF").
 */
export type RentRollField =
  | 'tenantName'
  | 'suite'
  | 'sqft'
  | 'rentPerSqft'
  | 'monthlyRent'
  | 'annualRent'
  | 'startDate'
  | 'endDate'
  | 'annualRentIncrease'
  | 'freeMonths'
  | 'tenantImprovements';

/** Every {@link RentRollField} with its label, in the order a mapping select lists them. */
export const RENT_ROLL_FIELDS: readonly { readonly field: RentRollField; readonly label: string }[] = [
  { field: 'tenantName', label: 'Tenant name' },
  { field: 'suite', label: 'Suite' },
  { field: 'sqft', label: 'Square feet' },
  { field: 'rentPerSqft', label: 'Rent per sq ft (annual)' },
  { field: 'monthlyRent', label: 'Monthly rent' },
  { field: 'annualRent', label: 'Annual rent' },
  { field: 'startDate', label: 'Start date' },
  { field: 'endDate', label: 'End date' },
  { field: 'annualRentIncrease', label: 'Annual rent increase (%)' },
  { field: 'freeMonths', label: 'Free months' },
  { field: 'tenantImprovements', label: 'Tenant improvements' },
];

/** One sheet column: its 0-based index, its header text as shown, and the field it maps to. */
export interface RentRollColumn {
  index: number;
  header: string;
  field: RentRollField | null;
}

/**
 * A problem found in the sheet. `row` is the 1-based spreadsheet row number of the input grid
 * (`rows[0]` is row 1), or 0 for the sheet as a whole (no header row, leased area above the
 * building). `field` is the field of the column concerned (`'leaseTerm'` for the term derived
 * from the dates) and `column` its 0-based index, when one is concerned.
 */
export interface RentRollIssue {
  row: number;
  field?: RentRollField | 'leaseTerm';
  column?: number;
  message: string;
}

/** A lease of the sheet with the row it came from and its suite (kept out of the lease itself). */
export interface RentRollLeaseRow {
  /** 1-based spreadsheet row. */
  row: number;
  suite: string | null;
  /** The month-to-month flag: the end date cell said "MTM" or "month-to-month". */
  monthToMonth: boolean;
  /** True when the lease passed `tenantLeaseSchema` (no issue on this row from it). */
  valid: boolean;
  lease: TenantLease;
}

/** A vacant suite (tenant "Vacant" or "Available"). */
export interface RentRollVacancy {
  /** 1-based spreadsheet row. */
  row: number;
  suite: string | null;
  sqft: number | null;
}

/** The sheet's totals row, as far as it was read. */
export interface RentRollTotals {
  /** 1-based spreadsheet row. */
  row: number;
  sqft: number | null;
  monthlyRent: number | null;
  annualRent: number | null;
}

/** The sums of what was imported. */
export interface RentRollSummary {
  leaseCount: number;
  leasedSqft: number;
  /** Σ rentPerSqft × sqftLeased of the leases. */
  annualRent: number;
  vacantSqft: number;
}

/** What {@link parseRentRoll} returns. */
export interface ParsedRentRoll {
  /** The leases in the tenant-lease shape, in sheet order (`leaseRows[i].lease === leases[i]`). */
  leases: TenantLease[];
  /** The leases with their rows and suites, for a preview table. */
  leaseRows: RentRollLeaseRow[];
  /** Every column of the sheet (up to its widest row) with the field it was mapped to. */
  columns: RentRollColumn[];
  /** The header row (1-based), or null when none was found or `options.headerRow` was 0. */
  headerRow: number | null;
  /** {@link rentRollHeadersKey} of the header row ('' without one). */
  headersKey: string;
  vacancies: RentRollVacancy[];
  /** The totals row the sums were checked against, or null. */
  totals: RentRollTotals | null;
  summary: RentRollSummary;
  /** Problems, sorted by row. */
  issues: RentRollIssue[];
}

/**
 * Options of {@link parseRentRoll}.
 *
 * `columns` overrides the mapping column by column: `{ [columnIndex]: field | null }` (0-based
 * index, as a number or a JSON key; `null` leaves the column unread). Columns not named keep the
 * detected field; a field given to a column here is taken away from any detected column. When
 * two columns end up with one field, the leftmost wins; an unknown field leaves its column
 * unread. An edited `columns` list (`{ index, field }[]`) is accepted too, and
 * {@link columnOverrides} turns one into the record (to store it).
 */
export interface ParseRentRollOptions {
  columns?:
    | Readonly<Record<number, RentRollField | null>>
    | readonly Pick<RentRollColumn, 'index' | 'field'>[];
  /** The 1-based header row, instead of detecting it; 0: the sheet has no header row. */
  headerRow?: number;
  /** The building's square feet: leased area above it is an issue. */
  buildingSqft?: number;
  /**
   * The as-of date (`yyyy-mm-dd`). A month-to-month lease ends one month after it (the day
   * before the same day of the next month); without it, one month after its start.
   */
  asOf?: string;
}
