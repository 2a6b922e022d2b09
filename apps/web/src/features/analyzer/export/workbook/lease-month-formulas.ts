/**
 * The month formulas of the Lease Months sheet: four rows per suite (the start month of the lease
 * in effect, its scheduled rent, the free part of it, its recoveries) and the property's lines,
 * which sum the suites. They restate underwriting.md sections 11 and 11.1 cell by cell.
 */
import { BLENDED, type SuiteKey } from './lease-suite-columns';

/** The four rows of a suite, in sheet order; the label in column B names each. */
export const SUITE_ROWS = ['Start', 'Rent', 'Free', 'Recovery'] as const;

/** One of {@link SUITE_ROWS}. */
export type SuiteRow = (typeof SUITE_ROWS)[number];

/** Where a month column's formulas find their cells. */
export interface MonthContext {
  /** The month column's letter. */
  col: string;
  /** Row of the month numbers (0, 1, ...) and of the months' last days. */
  monthRow: number;
  endRow: number;
  /** The suite's own column (`$E34`: absolute column, this suite's Start row). */
  own: (key: SuiteKey) => string;
  /** This suite's Start row. */
  start: number;
  /** The property line's row, for the lines the suites read (recoverable cost). */
  line: (key: PropertyLine) => number;
  /** The range of this suite's step dates and step rents (null: no step columns). */
  stepDates: string | null;
  stepRents: string | null;
}

/** Growth of a rate name over whole years of a month expression: `(1+Rate)^INT(m/12)`. */
const grown = (rate: string, month: string) => `(1+${rate})^INT(${month}/12)`;

/**
 * The formula of one suite row in one month (section 11 and 11.1):
 * - Start: the month the lease in effect began (`s` in place, `n0` for a rollover), "" when vacant;
 *   rollovers repeat every term + blended downtime after the first start.
 * - Rent: in place, the step in effect (steps) or the rent grown on each anniversary after month 0;
 *   a rollover, market rent grown to its start, then yearly from its start.
 * - Free: the rent of a free month (in place: months s .. s + freeMonths − 1; a rollover: its first
 *   free months, the first rollover's own blend).
 * - Recovery: the suite's share of the month's recoverable cost by its type.
 */
export function suiteFormula(row: SuiteRow, c: MonthContext): string {
  const m = `${c.col}$${c.monthRow}`;
  const start = `${c.col}${c.start}`;
  const o = c.own;
  if (row === 'Start') {
    const cycle = `MOD(${m}-${o('firstStart')},${o('cycle')})`;
    return `IF(${m}<=${o('end')},IF(${m}>=MAX(${o('start')},0),${o('start')},""),IF(${m}<${o('firstStart')},"",IF(${cycle}<${BLENDED.term},${m}-${cycle},"")))`;
  }
  if (row === 'Rent') {
    const anniversaries = `${o('sqft')}*${o('rent')}/12*(1+${o('increase')})^MAX(0,INT((${m}-${o('start')})/12)-${o('passed')})`;
    const count = c.stepDates ? `COUNTIF(${c.stepDates},"<="&${c.col}$${c.endRow})` : '0';
    const stepped = c.stepRents
      ? `${o('sqft')}/12*IF(${count}=0,${o('rent')},INDEX(${c.stepRents},1,${count}))`
      : anniversaries;
    const inPlace = `IF(${o('steps')}>0,${stepped},${anniversaries})`;
    const rollover = `${o('sqft')}*${o('market')}*${grown('MarketRentGrowth', start)}/12*(1+MarketRentGrowth)^INT((${m}-${start})/12)`;
    return `IF(ISNUMBER(${start}),IF(${m}<=${o('end')},${inPlace},${rollover}),0)`;
  }
  const rent = `${c.col}${c.start + 1}`;
  if (row === 'Free') {
    const inPlace = `IF(${m}-${o('start')}<=${o('free')}-1,${rent},0)`;
    const rollover = `IF(${m}-${start}<IF(${start}=${o('firstStart')},${o('firstFree')},${BLENDED.free}),${rent},0)`;
    return `IF(ISNUMBER(${start}),IF(${m}<=${o('end')},${inPlace},${rollover}),0)`;
  }
  const cost = `${c.col}$${c.line('recoverable')}`;
  // the start of a seasoned lease is negative: whole years by MOD, which every engine floors alike
  const base = `${BLENDED.recoverable}*(1+ExpenseGrowthRate)^((${start}-MOD(${start},12))/12)`;
  const recovered = `IF(${o('recovery')}="nnn",${cost},IF(${o('recovery')}="base-year",MAX(0,${cost}-${base}),0))`;
  return `IF(ISNUMBER(${start}),${o('sqft')}/SquareFeet*${recovered},0)`;
}

/** The property's month lines, in sheet order (positive amounts, as the engine reports them). */
export const PROPERTY_LINES = [
  { key: 'scheduled', label: 'Scheduled Rent' },
  { key: 'free', label: 'Free Rent' },
  { key: 'creditLoss', label: 'Credit Loss' },
  { key: 'other', label: 'Other Income' },
  { key: 'recoveries', label: 'Recoveries' },
  { key: 'egi', label: 'Effective Gross Income' },
  { key: 'opex', label: 'Operating Expenses' },
  { key: 'noi', label: 'Net Operating Income' },
  { key: 'ti', label: 'Tenant Improvements' },
  { key: 'lc', label: 'Leasing Commissions' },
  { key: 'occupied', label: 'Occupied Sq Ft' },
  { key: 'occupancy', label: 'Occupancy' },
  { key: 'recoverable', label: 'Recoverable Cost' },
] as const;

/** A key of {@link PROPERTY_LINES}. */
export type PropertyLine = (typeof PROPERTY_LINES)[number]['key'];

/** Where the property lines find the suites: the block's rows and the suite columns' letters. */
export interface PropertyContext {
  col: string;
  monthRow: number;
  line: (key: PropertyLine) => number;
  /** First and last row of the suite block. */
  first: number;
  last: number;
  /** The letter of a suite column. */
  letter: (key: SuiteKey) => string;
}

/**
 * The formula of one property line in one month: the suites' rows summed by label (column B),
 * credit loss on rent net of free rent, other income and costs grown yearly, recoveries per suite
 * when a lease has a recovery type (else NNN on the occupied share), TI and LC of the rollovers
 * starting that month (a first rollover at its own blend, later ones at the renewal blend).
 */
export function propertyFormula(key: PropertyLine, c: PropertyContext): string {
  const m = `${c.col}$${c.monthRow}`;
  const at = (line: PropertyLine) => `${c.col}${c.line(line)}`;
  const range = (letter: string) => `$${letter}$${c.first}:$${letter}$${c.last}`;
  const months = `${c.col}$${c.first}:${c.col}$${c.last}`;
  const labels = range('B');
  const sum = (label: SuiteRow) => `SUMIF(${labels},"${label}",${months})`;
  const starting = (amount: SuiteKey, first: boolean) =>
    `SUMIFS(${range(c.letter(amount))},${labels},"Start",${months},${m},${range(c.letter('firstStart'))},${first ? m : `"<"&${m}`})`;
  switch (key) {
    case 'scheduled':
      return sum('Rent');
    case 'free':
      return sum('Free');
    case 'creditLoss':
      return `VacancyRate*(${at('scheduled')}-${at('free')})`;
    case 'other':
      return `OtherIncome/12*${grown('MarketRentGrowth', m)}`;
    case 'recoveries':
      return `IF(${BLENDED.perSuite},${sum('Recovery')},IF(IsNnnLease,${at('recoverable')}*${at('occupancy')},0))`;
    case 'egi':
      return `${at('scheduled')}-${at('free')}-${at('creditLoss')}+${at('other')}+${at('recoveries')}`;
    case 'opex':
      return `(ManagementFees+Repairs+OtherExpenses+PropertyTaxes+Insurance+Maintenance)/12*${grown('ExpenseGrowthRate', m)}`;
    case 'noi':
      return `${at('egi')}-${at('opex')}`;
    case 'ti':
      return `${starting('firstTi', true)}+${starting('laterTi', false)}`;
    case 'lc':
      return `${grown('MarketRentGrowth', m)}*(${starting('firstLc', true)}+${starting('laterLc', false)})`;
    case 'occupied':
      return `SUMIFS(${range(c.letter('sqft'))},${labels},"Start",${months},">=-1000000000")`;
    case 'occupancy':
      return `MIN(1,${at('occupied')}/SquareFeet)`;
    case 'recoverable':
      return `${BLENDED.recoverable}*${grown('ExpenseGrowthRate', m)}`;
  }
}
