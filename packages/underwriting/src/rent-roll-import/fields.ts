/**
 * The rent-roll columns the importer knows, their labels for a column-mapping select, and the
 * shapes it returns.
 */
import type { RecoveryType as EngineRecoveryType, RentStep as EngineRentStep } from '../lease-schema.js';
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
  | 'tenantImprovements'
  | 'nextIncreaseDate'
  | 'recoveryType'
  | 'chargeCode';

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
  { field: 'nextIncreaseDate', label: 'Next increase date' },
  { field: 'recoveryType', label: 'Lease type (NNN, gross, base year)' },
  { field: 'chargeCode', label: 'Charge code' },
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

/** A rent step: the rent per sq ft per year from `date` (`yyyy-mm-dd`) on (the engine's). */
export type RentStep = EngineRentStep;

/** How a lease recovers operating expenses: net, gross, or gross over a base year (the engine's). */
export type RecoveryType = EngineRecoveryType;

/**
 * A lease as imported: the engine's `TenantLease` (underwriting.md §11.1) with what the import
 * always sets: the suite as the sheet names it ('' for none, 40 characters at most); the rent steps
 * (at most 40, strictly ascending, each after the start and on or before the end; with one or
 * more, `annualRentIncrease` is 0); the recovery type or null; the market rent, always null.
 */
export type ImportedLease = TenantLease & {
  suite: string;
  rentSteps: RentStep[];
  recoveryType: RecoveryType | null;
  marketRentPerSqft: number | null;
};

/**
 * What the importer noticed about a lease (or the sheet) that an analyst should check; unlike an
 * issue, a flag does not keep the lease from being used.
 *
 * - `expired`: the lease ended before the as-of date;
 * - `month-to-month`: the end date said MTM (imported with a one-month term);
 * - `no-escalation`: no rent increase given, none assumed;
 * - `escalation-text`: the increase was read from words ("3% annually", "$0.75/SF", "Flat");
 * - `escalation-assumed`: the increase ("CPI", "FMV") cannot be modeled exactly, none assumed;
 * - `rent-step-dropped`: a rent step outside the lease or out of order was left out;
 * - `rent-mismatch`: rent per sq ft × area (or monthly × 12) differs from the annual rent beyond
 *   rounding; the contract (annual, else monthly) rent is used;
 * - `area-above-building`: the lease's (or the roll's) area is more than the building's;
 * - `totals-mismatch`: the totals row does not match the imported leases (sheet-wide);
 * - `recovery-unknown`: the lease type cell could not be read as NNN, gross or base year.
 */
export type RentRollFlagCode =
  | 'expired'
  | 'month-to-month'
  | 'no-escalation'
  | 'escalation-text'
  | 'escalation-assumed'
  | 'rent-step-dropped'
  | 'rent-mismatch'
  | 'area-above-building'
  | 'totals-mismatch'
  | 'recovery-unknown';

/** A flag: its code and a sentence for the analyst naming the value read. */
export interface RentRollFlag {
  code: RentRollFlagCode;
  message: string;
}

/** A sheet-wide flag, with the 1-based row concerned (0: the sheet as a whole). */
export interface RentRollSheetFlag extends RentRollFlag {
  row: number;
}

/** A lease of the sheet with the row it came from and what was noticed about it. */
export interface RentRollLeaseRow {
  /** 1-based spreadsheet row. */
  row: number;
  /** The suite as the sheet gives it ("015, 016" for several units), or null. */
  suite: string | null;
  /** The tenant code the name carried ("Burger Barn (t0000508)" → 't0000508'), or null. */
  reference: string | null;
  /** The month-to-month flag: the end date cell said "MTM" or "month-to-month". */
  monthToMonth: boolean;
  /** True when the lease passed `tenantLeaseSchema` (no issue on this row from it). */
  valid: boolean;
  lease: ImportedLease;
  /** What to check about this lease, in a fixed order (see {@link RentRollFlagCode}). */
  flags: RentRollFlag[];
}

/** Why a row below the header was not read as a lease or a vacancy. */
export type SkippedRowReason =
  | 'blank'
  | 'heading'
  | 'footnote'
  | 'summary'
  | 'charge'
  | 'gross-rent'
  | 'rent-step'
  | 'header';

/**
 * A row that is not a lease: `text` is its label or first text, trimmed (at most 80 characters),
 * for a preview list. Charge and rent-step rows are listed after their amounts were attached to
 * the lease above.
 */
export interface SkippedRow {
  row: number;
  reason: SkippedRowReason;
  text: string;
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

/** The property as the sheet's title block names it. */
export interface RentRollProperty {
  name: string | null;
  address: string | null;
}

/** What {@link parseRentRoll} returns. */
export interface ParsedRentRoll {
  /** The leases, in sheet order (`leaseRows[i].lease === leases[i]`). */
  leases: ImportedLease[];
  /** The leases with their rows, suites, references and flags, for a preview table. */
  leaseRows: RentRollLeaseRow[];
  /** Every column of the sheet (up to its widest row) with the field it was mapped to. */
  columns: RentRollColumn[];
  /**
   * The header row (1-based; the lower row of a two-row header), or null when none was found or
   * `options.headerRow` was 0.
   */
  headerRow: number | null;
  /** The first row of the header (1-based): `headerRow`, or the group row above it. */
  headerStartRow: number | null;
  /** {@link rentRollHeadersKey} of the header ('' without one). */
  headersKey: string;
  vacancies: RentRollVacancy[];
  /** The totals row the sums were checked against, or null. */
  totals: RentRollTotals | null;
  summary: RentRollSummary;
  /** Rows below the header that are neither leases nor vacancies, in sheet order. */
  skippedRows: SkippedRow[];
  /** The as-of date the title block states (`yyyy-mm-dd`), or null (`options.asOf` aside). */
  asOf: string | null;
  property: RentRollProperty;
  /**
   * The building's square feet as the sheet tells it: a "GLA" / "Building Area" / "Total SF"
   * line of the title block, else leased plus vacant area when the sheet lists vacancies or has
   * an Occupied / Vacant / Total summary with areas; null otherwise.
   */
  buildingSqft: number | null;
  /** Sheet-wide flags ('totals-mismatch', 'area-above-building'), sorted by row. */
  flags: RentRollSheetFlag[];
  /** Problems (a lease that fails the schema, a totals row that does not add up…), sorted by row. */
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
  /**
   * The 1-based header row, instead of detecting it (the lower row of a two-row header: the row
   * above is joined to it when it is a group row); 0: the sheet has no header row.
   */
  headerRow?: number;
  /** The last row to read (1-based, inclusive): rows below it are not read nor listed. */
  lastRow?: number;
  /** The building's square feet: leased area above it is an issue. */
  buildingSqft?: number;
  /**
   * The as-of date (`yyyy-mm-dd`), instead of the one the title block states, for expired leases,
   * month-to-month terms and rent steps. A month-to-month lease ends one month after the as-of
   * date (this one, else the sheet's; the day before the same day of the next month); without any
   * as-of date, one month after its start.
   */
  asOf?: string;
}
