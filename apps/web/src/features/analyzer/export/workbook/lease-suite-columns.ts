/**
 * The per-suite columns of the Lease Months sheet (underwriting.md sections 11 and 11.1): what
 * each suite's month formulas read, each a formula of its Rent Roll row and the Inputs sheet's
 * named cells, so editing either recalculates the projection.
 */
import { MAX_LEASE_MONTHS } from '@cre/underwriting';
import type { FormatKey } from './sheet-kit';

/** The keys of the suite columns, in sheet order from column C. */
export type SuiteKey =
  | 'sqft'
  | 'start'
  | 'end'
  | 'steps'
  | 'rent'
  | 'increase'
  | 'free'
  | 'passed'
  | 'market'
  | 'recovery'
  | 'ownType'
  | 'probability'
  | 'firstStart'
  | 'cycle'
  | 'firstFree'
  | 'firstTi'
  | 'laterTi'
  | 'firstLc'
  | 'laterLc';

/**
 * Where a suite's inputs are: `lease(key)` is the absolute address of its Rent Roll cell for a
 * section column key (`sqft`, `rentPerSqft`, `startDate`, ...), `stepDates` the range of its step
 * dates; both null for the Vacant space suite. `own(key)` is this suite's cell of another column
 * (`$E34`).
 */
export interface SuiteContext {
  lease: ((key: string) => string) | null;
  stepDates: string | null;
  own: (key: SuiteKey) => string;
}

/** One suite column: its header, format and formula. */
export interface SuiteColumn {
  key: SuiteKey;
  header: string;
  format: FormatKey | undefined;
  formula: (c: SuiteContext) => string;
}

/** The month index of a date cell: `12 * (year - asOf's year) + (month - asOf's month)`, the day ignored. */
const monthIndex = (date: string) =>
  `12*(YEAR(${date})-YEAR(AnalysisDate))+MONTH(${date})-MONTH(AnalysisDate)`;

/** A lease cell, or the Vacant space suite's value. */
const fromLease = (c: SuiteContext, key: string, vacant: string) => (c.lease ? c.lease(key) : vacant);

/** Names of the property-wide blended rollover terms (the Lease Months sheet's assumption block). */
export const BLENDED = {
  market: 'PropertyMarketRent',
  percent: 'RenewalPercent',
  term: 'RolloverTerm',
  downtime: 'RenewalDowntime',
  free: 'RenewalFreeBlended',
  ti: 'RenewalTiBlended',
  lc: 'RenewalLcBlended',
  termRent: 'TermRentFactor',
  recoverable: 'RecoverableMonthly',
  perSuite: 'PerSuiteRecoveries',
} as const;

/**
 * Section 11's blends at a renewal probability `p` (a whole percent, a cell or a name): an amount
 * `(p × renewal + (100 − p) × new) / 100`, whole months rounded half up, the downtime of the new
 * tenants' share.
 */
const blendOf = (p: string, renewal: string, fresh: string) => `(${p}*${renewal}+(100-${p})*${fresh})/100`;
const blendedMonths = (p: string, renewal: string, fresh: string) =>
  `INT((${p}*${renewal}+(100-${p})*${fresh}+50)/100)`;
const blendedDowntime = (p: string) => `INT(((100-${p})*DowntimeMonths+50)/100)`;

/** One line of the assumption block: label, defined name, formula and format. */
export interface BlendedLine {
  label: string;
  name: string;
  formula: string;
  /** The number format; none for TRUE / FALSE. */
  format?: FormatKey;
}

/**
 * The property-wide terms of every rollover (section 11's blended terms at the renewal
 * probability; a first rollover at probability 0 blends in its own columns), each a defined name.
 * `ownTypes` is the range of the suites' "own recovery type" flags.
 */
export function blendedLines(ownTypes: string): BlendedLine[] {
  const p = BLENDED.percent;
  const g = '(1+MarketRentGrowth)';
  const years = `INT(${BLENDED.term}/12)`;
  return [
    {
      label: 'Market Rent Used ($/sq ft/yr)',
      name: BLENDED.market,
      formula: 'IF(ISNUMBER(MarketRentPerSqft),MarketRentPerSqft,AvgRentPerSqft)',
      format: 'perSqft',
    },
    {
      label: 'Renewal Probability (whole %)',
      name: p,
      formula: 'ROUND(RenewalProbability*100,0)',
      format: 'whole',
    },
    {
      label: 'Rollover Lease Term',
      name: BLENDED.term,
      formula: `MIN(MAX(ROUND(RenewalTermMonths,0),1),${MAX_LEASE_MONTHS})`,
      format: 'months',
    },
    {
      label: 'Downtime, Blended',
      name: BLENDED.downtime,
      formula: blendedDowntime(p),
      format: 'months',
    },
    {
      label: 'Free Months, Blended',
      name: BLENDED.free,
      formula: blendedMonths(p, 'RenewalFreeMonths', 'NewFreeMonths'),
      format: 'months',
    },
    {
      label: 'TI, Blended ($/sq ft)',
      name: BLENDED.ti,
      formula: blendOf(p, 'RenewalTiPerSqft', 'NewTiPerSqft'),
      format: 'perSqft',
    },
    {
      label: 'LC, Blended',
      name: BLENDED.lc,
      formula: blendOf(p, 'RenewalLcPercent', 'NewLcPercent'),
      format: 'percent',
    },
    {
      label: "Rollover Term's Rent in First-Month Rents",
      name: BLENDED.termRent,
      formula: `12*IF(MarketRentGrowth=0,${years},(${g}^${years}-1)/MarketRentGrowth)+MOD(${BLENDED.term},12)*${g}^${years}`,
      format: 'factor',
    },
    {
      label: 'Recoverable Cost per Month (year 1)',
      name: BLENDED.recoverable,
      formula: '(PropertyTaxes+Insurance+Maintenance)/12',
      format: 'money',
    },
    {
      label: 'Recoveries per Suite (a lease names its type)',
      name: BLENDED.perSuite,
      formula: `SUM(${ownTypes})>0`,
    },
  ];
}

/** The blend of a first rollover at this suite's probability (column `probability`). */
const blend = (c: SuiteContext, renewal: string, fresh: string) =>
  blendOf(c.own('probability'), renewal, fresh);

/** Every suite column, in sheet order. */
export const SUITE_COLUMNS: readonly SuiteColumn[] = [
  {
    key: 'sqft',
    header: 'Sq Ft',
    format: 'count',
    formula: (c) => fromLease(c, 'sqft', 'MAX(0,SquareFeet-LeasedSqft)'),
  },
  {
    key: 'start',
    header: 'Start Month',
    format: 'whole',
    formula: (c) => (c.lease ? monthIndex(c.lease('startDate')) : '0'),
  },
  {
    key: 'end',
    header: 'End Month',
    format: 'whole',
    formula: (c) => (c.lease ? monthIndex(c.lease('endDate')) : '-1'),
  },
  {
    key: 'steps',
    header: 'Rent Steps',
    format: 'whole',
    formula: (c) => (c.stepDates ? `COUNT(${c.stepDates})` : '0'),
  },
  { key: 'rent', header: 'Rent/Sq Ft', format: 'perSqft', formula: (c) => fromLease(c, 'rentPerSqft', '0') },
  {
    key: 'increase',
    header: 'Annual Increase',
    format: 'percent',
    formula: (c) => fromLease(c, 'annualRentIncrease', '0'),
  },
  { key: 'free', header: 'Free Months', format: 'whole', formula: (c) => fromLease(c, 'freeMonths', '0') },
  {
    key: 'passed',
    header: 'Anniversaries Before Month 0',
    format: 'whole',
    formula: (c) => `MAX(0,INT(-${c.own('start')}/12))`,
  },
  {
    key: 'market',
    header: 'Market Rent/Sq Ft',
    format: 'perSqft',
    formula: (c) => {
      if (!c.lease) return BLENDED.market;
      const own = c.lease('marketRentPerSqft');
      return `IF(ISNUMBER(${own}),${own},${BLENDED.market})`;
    },
  },
  {
    key: 'recovery',
    header: 'Recovery',
    format: undefined,
    formula: (c) => {
      const property = 'IF(IsNnnLease,"nnn","gross")';
      if (!c.lease) return property;
      const text = c.lease('recoveryType');
      return `IF(${c.own('ownType')}=1,IF(LEFT(${text},1)="B","base-year",IF(LEFT(${text},1)="N","nnn","gross")),${property})`;
    },
  },
  {
    key: 'ownType',
    header: 'Own Recovery Type',
    format: 'whole',
    formula: (c) => {
      if (!c.lease) return '0';
      const text = c.lease('recoveryType');
      return `IF(AND(LEN(${text})>0,ISERROR(SEARCH("(property)",${text}))),1,0)`;
    },
  },
  {
    key: 'probability',
    header: 'First Rollover Probability',
    format: 'whole',
    formula: (c) => `IF(${c.own('end')}<0,0,${BLENDED.percent})`,
  },
  {
    key: 'firstStart',
    header: 'First Rollover Start',
    format: 'whole',
    formula: (c) => `IF(${c.own('end')}<0,0,${c.own('end')}+1)+${blendedDowntime(c.own('probability'))}`,
  },
  {
    key: 'cycle',
    header: 'Rollover Cycle (Months)',
    format: 'whole',
    formula: () => `${BLENDED.term}+${BLENDED.downtime}`,
  },
  {
    key: 'firstFree',
    header: 'First Rollover Free Months',
    format: 'whole',
    formula: (c) => blendedMonths(c.own('probability'), 'RenewalFreeMonths', 'NewFreeMonths'),
  },
  {
    key: 'firstTi',
    header: 'First Rollover TI',
    format: 'money',
    formula: (c) => `${c.own('sqft')}*${blend(c, 'RenewalTiPerSqft', 'NewTiPerSqft')}`,
  },
  {
    key: 'laterTi',
    header: 'Later Rollover TI',
    format: 'money',
    formula: (c) => `${c.own('sqft')}*${BLENDED.ti}`,
  },
  {
    key: 'firstLc',
    header: 'First Rollover LC (year-0 rent)',
    format: 'money',
    formula: (c) =>
      `${blend(c, 'RenewalLcPercent', 'NewLcPercent')}*${c.own('sqft')}*${c.own('market')}/12*${BLENDED.termRent}`,
  },
  {
    key: 'laterLc',
    header: 'Later Rollover LC (year-0 rent)',
    format: 'money',
    formula: (c) => `${BLENDED.lc}*${c.own('sqft')}*${c.own('market')}/12*${BLENDED.termRent}`,
  },
];
